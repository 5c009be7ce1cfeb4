import type { AgentNumber } from '../protocol/index.ts';

/**
 * Names are replaced by a token before the phrase rules run, so one rule covers every name, honorific
 * and `@` form. Private-use characters never occur in real talk, so the token cannot clash with text.
 * The token keeps the agent number and whether the name was written as `@Name` (an address).
 */
export const MENTION_OPEN = '\uE000';
export const MENTION_CLOSE = '\uE001';
export const mentionToken = (options: { agent: AgentNumber; addressed: boolean }): string =>
  `${MENTION_OPEN}${options.addressed ? '@' : ''}${options.agent}${MENTION_CLOSE}`;
/** Regex source of one token, capturing the agent number. */
export const AGENT = `${MENTION_OPEN}@?(\\d+)${MENTION_CLOSE}`;
/** Regex source of one token without a capture group. */
export const ANY_AGENT = `${MENTION_OPEN}@?\\d+${MENTION_CLOSE}`;
/** Regex source of text that does not cross another name. */
export const NO_AGENT = `[^${MENTION_OPEN}]`;

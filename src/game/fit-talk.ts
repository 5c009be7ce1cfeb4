import { countLength } from './count-length.ts';
import { cutNaturally } from './cut-naturally.ts';
import { sanitizeTalk } from './sanitize-talk.ts';
import {
  FORCE_SKIP,
  OVER,
  SKIP,
  type ServerTalkResult,
  serverProcessTalk,
  type TalkMode,
} from './server-process-talk.ts';
import type { LengthLimits } from './state.ts';

export type FitTalkInput = {
  readonly text: string;
  readonly limits: LengthLimits;
  /** `remain_length` of the request (only with `per_agent`); the whole budget may be spent. */
  readonly remainLength?: number;
  /** Our own game name (a self-mention is not a mention). */
  readonly speaker: string;
  /** Every agent name of the game (status_map keys). */
  readonly agentNames: readonly string[];
  readonly mode?: TalkMode;
};

export type FitTalkResult = {
  /** What to send: the server stores it without cutting anything. Never empty. */
  readonly text: string;
  /** What the server will record (it pads the mention with one space on each side). */
  readonly storedText: string;
  /** Budget this talk will use (0 without `per_agent`). */
  readonly lengthUsed: number;
  /** The agent mentioned, when one `@Name` was kept. */
  readonly mention?: string;
  /** True when content was dropped to fit the limits. */
  readonly cut: boolean;
};

const CONTROL_TEXTS: ReadonlySet<string> = new Set([OVER, SKIP, FORCE_SKIP]);

type MentionSite = { readonly agent: string; readonly index: number; readonly length: number };

/**
 * The distinct names, longest first, once per roster array: the folded state keeps its `agents` array
 * from packet to packet, and sorting a copy for every talk answer cost as much as the search itself.
 * Arrays are never changed once handed on (the state is immutable), so the array is the key.
 */
const sortedNames = new WeakMap<readonly string[], readonly string[]>();
const longestFirst = (names: readonly string[]): readonly string[] => {
  let sorted = sortedNames.get(names);
  if (sorted === undefined) {
    sorted = [...new Set(names)].filter((name) => name !== '').sort((left, right) => right.length - left.length);
    sortedNames.set(names, sorted);
  }
  return sorted;
};

/** Every `@Name` of another agent, longest name first so `@ミナト` is not read as `@ミナ`. */
const findMentionSites = (text: string, names: readonly string[]): MentionSite[] => {
  const sorted = longestFirst(names);
  const sites: MentionSite[] = [];
  for (let index = text.indexOf('@'); index !== -1; index = text.indexOf('@', index + 1)) {
    const agent = sorted.find((name) => text.startsWith(name, index + 1));
    if (agent !== undefined) sites.push({ agent, index, length: agent.length + 1 });
  }
  return sites;
};

/** Drops the `@` of every mention site except `keep`. */
const unmention = (text: string, sites: readonly MentionSite[], keep: MentionSite | undefined): string => {
  let result = text;
  for (const site of [...sites].reverse()) {
    if (site !== keep) result = result.slice(0, site.index) + result.slice(site.index + 1);
  }
  return result;
};

const serverSays = (input: FitTalkInput, text: string, rule: 'lowest-index' | 'earliest') =>
  serverProcessTalk({
    text,
    limits: input.limits,
    maxSkip: 0,
    remainSkip: 1,
    ...(input.remainLength === undefined ? {} : { remainLength: input.remainLength }),
    speaker: input.speaker,
    agentNames: input.agentNames,
    mentionRule: rule,
    mode: input.mode ?? 'turn',
  });

/**
 * Makes a talk safe to send (design invariant 3): sanitised (sanitizeTalk), at most one `@Name`
 * mention, and short enough that the server stores it without cutting, cut at a natural boundary
 * rather than wherever the server would cut. The result is checked with serverProcessTalk under
 * both mention rules; anything that would not survive unchanged falls back to no mention, then to
 * `Over`. Over and Skip pass through. On a server without base_length and per_agent (the 2024
 * generations) only sanitising and per_talk apply.
 */
export const fitTalk = (input: FitTalkInput): FitTalkResult => {
  const trimmed = input.text.trim();
  if (CONTROL_TEXTS.has(trimmed))
    return { text: trimmed, storedText: trimmed === FORCE_SKIP ? SKIP : trimmed, lengthUsed: 0, cut: false };
  // '@@Name' would become a mention again once its second '@' is dropped: one '@' per run.
  const clean = sanitizeTalk(input.text).replace(/@+/g, '@');
  const sites = findMentionSites(clean, input.agentNames);
  const first = sites.find((site) => site.agent !== input.speaker);
  const { limits } = input;
  const hasLengthRules = limits.perAgent !== undefined || limits.baseLength !== undefined;
  const mentionAllowed = hasLengthRules && limits.mentionLength !== undefined && limits.mentionLength > 0;
  const keep = mentionAllowed ? first : undefined;
  const single = unmention(clean, sites, keep);
  const fitted = fitWith({
    input,
    text: single,
    mention: keep === undefined ? undefined : { agent: keep.agent, index: keep.index },
  });
  if (fitted !== undefined) return fitted;
  // The mention could be misread (a name that is a prefix of another): say it without the @.
  const plain = fitWith({ input, text: unmention(clean, sites, undefined), mention: undefined });
  return plain ?? { text: OVER, storedText: OVER, lengthUsed: 0, cut: clean !== '' };
};

/** The server would store `sent` exactly as expected, whole, with the expected mention. */
const survives = (server: ServerTalkResult, expected: string, mentioned: string | undefined): boolean =>
  server.storedText === expected && !server.truncated && !server.panic && server.mention === mentioned;

const fitWith = (options: {
  input: FitTalkInput;
  text: string;
  mention: { agent: string; index: number } | undefined;
}): FitTalkResult | undefined => {
  const { input, text, mention } = options;
  const limits = input.limits;
  const hasLengthRules = limits.perAgent !== undefined || limits.baseLength !== undefined;
  const base = limits.baseLength ?? 0;
  const budget = limits.perAgent === undefined ? 0 : Math.max(0, input.remainLength ?? limits.perAgent);
  const perTalk = limits.perTalk ?? Number.POSITIVE_INFINITY;
  const count = (part: string) => countLength(part, limits);
  let sent: string;
  let expected: string;
  let mentioned: string | undefined;
  if (!hasLengthRules) {
    sent = cutNaturally(text, perTalk, limits);
    if (sent === '') return { text: OVER, storedText: OVER, lengthUsed: 0, cut: text !== '' };
    // No model of such servers beyond per_talk: nothing to verify against.
    return { text: sent, storedText: sent, lengthUsed: 0, cut: sent !== text };
  }
  if (mention === undefined) {
    sent = cutNaturally(text, Math.min(base + budget, perTalk), limits);
    expected = sent;
  } else {
    const token = `@${mention.agent}`;
    const before = text.slice(0, mention.index);
    const after = text.slice(mention.index + token.length);
    const beforeCut = cutNaturally(before, Math.min(base + budget, perTalk), limits);
    if (beforeCut !== before) {
      // The sentence that held the mention is gone; what followed it would read out of context.
      sent = beforeCut;
      expected = beforeCut;
    } else {
      const budgetLeft = limits.perAgent === undefined ? 0 : budget - Math.max(0, count(before) - base);
      const afterLimit = Math.min((limits.mentionLength ?? 0) + budgetLeft, perTalk - count(before));
      const afterCut = after.trim() === '' ? '' : cutNaturally(after, afterLimit, limits);
      sent = (before + token + afterCut).trim();
      const at = sent.indexOf(token);
      expected = `${sent.slice(0, at)} ${token} ${sent.slice(at + token.length)}`;
      mentioned = mention.agent;
    }
  }
  if (sent === '' || CONTROL_TEXTS.has(sent)) return { text: OVER, storedText: OVER, lengthUsed: 0, cut: text !== '' };
  const server = serverSays(input, sent, 'lowest-index');
  if (!survives(server, expected, mentioned)) return undefined;
  // The two mention rules differ only between '@'s at different places: with one '@' at most, the
  // second reading would be the first one again.
  const manyAts = sent.indexOf('@') !== sent.lastIndexOf('@');
  if (manyAts && !survives(serverSays(input, sent, 'earliest'), expected, mentioned)) return undefined;
  return {
    text: sent,
    storedText: server.storedText,
    lengthUsed: server.lengthUsed,
    ...(mentioned === undefined ? {} : { mention: mentioned }),
    cut: count(sent) < count(text),
  };
};

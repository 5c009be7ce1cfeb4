/**
 * Which `@Name` the server treats as THE mention of a talk (server.md §5.2).
 * - 'lowest-index' (aiwolf-nlp-server ≤ v0.4.12 / HEAD bf9809c, the contest servers of 2025): the
 *   first agent in index order whose `@name` occurs anywhere in the text.
 * - 'earliest' (newer servers): the occurrence that starts first; ties go to the lower index.
 * The speaker's own name never counts; dead agents do; it is a plain substring test.
 */
export type MentionRule = 'lowest-index' | 'earliest';

export type Mention = {
  readonly agent: string;
  /** `@` + the agent name. */
  readonly token: string;
  /** UTF-16 offset of the token in the text. */
  readonly index: number;
};

export const findMention = (options: {
  text: string;
  speaker: string;
  /** Every agent of the game in index order (Agent[01] first): the order decides under 'lowest-index'. */
  agentNames: readonly string[];
  rule: MentionRule;
}): Mention | undefined => {
  // Every token begins with '@' (most talk has none: no token to build for each agent).
  if (!options.text.includes('@')) return undefined;
  let found: Mention | undefined;
  for (const agent of options.agentNames) {
    if (agent === options.speaker) continue;
    const token = `@${agent}`;
    const index = options.text.indexOf(token);
    if (index === -1) continue;
    if (found === undefined) found = { agent, token, index };
    else if (options.rule === 'earliest' && index < found.index) found = { agent, token, index };
    if (options.rule === 'lowest-index') break;
  }
  return found;
};

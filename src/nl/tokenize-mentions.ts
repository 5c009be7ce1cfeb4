import type { AgentNumber, Roster } from '../protocol/index.ts';
import { mentionToken } from './agent-mention.ts';
import { isSeparate } from './script-class.ts';

/** A first person inside a longer word: 私たち (we), わしら, 我々, うちの (ours) are not the speaker. */
const NOT_FIRST_PERSON_AFTER = /^(?:たち|達|ら|等|々|の)/u;
/** `疑わしい`, `紛らわしく`: the adjective ending `わし…`, not the first person わし. */
const ADJECTIVE_AFTER_WASHI = /^(?:い(?!う|っ)|く|げ|かっ)/u;

export type TokenizedText = {
  /** The text with every mention replaced by its token. */
  readonly text: string;
  /** Agents written as `@Name`, in order of appearance. */
  readonly addressed: readonly AgentNumber[];
};

/**
 * Replaces names, `@Name`, `Agent[NN]` (only numbers of the roster: a fake `Agent[99]` stays text)
 * and first-person words by mention tokens. The speaker's own name becomes the speaker's token.
 */
export const tokenizeMentions = (options: {
  text: string;
  pattern: RegExp;
  roster: Roster;
  speaker: AgentNumber | undefined;
}): TokenizedText => {
  const { text, pattern, roster, speaker } = options;
  const addressed: AgentNumber[] = [];
  // `@ダンアレクの言動`: the contest server glues the text after `@Name`; a name may start right there.
  let addressEnd = -1;
  pattern.lastIndex = 0;
  const output = text.replace(
    pattern,
    (
      whole,
      at: string | undefined,
      digits: string | undefined,
      name: string | undefined,
      firstPerson: string | undefined,
      _honorific,
      offset: number,
    ) => {
      const core = name ?? (digits === undefined ? firstPerson : `Agent[${digits}]`) ?? '';
      const coreStart = offset + (at?.length ?? 0);
      const coreEnd = coreStart + core.length;
      const before = text[offset - 1];
      const after = text[coreEnd];
      const glued = offset === addressEnd;
      if (at === undefined && !glued && !isSeparate({ outside: before, inside: core[0] })) return whole;
      const checkEnd = at === undefined && _honorific === undefined && firstPerson === undefined;
      if (checkEnd && !isSeparate({ outside: after, inside: core.at(-1) })) {
        return whole;
      }
      let agent: AgentNumber | undefined;
      if (firstPerson !== undefined) {
        if (NOT_FIRST_PERSON_AFTER.test(text.slice(coreEnd, coreEnd + 2))) return whole;
        if (core === 'わし' && ADJECTIVE_AFTER_WASHI.test(text.slice(coreEnd, coreEnd + 2))) return whole;
        agent = speaker;
      } else if (name !== undefined) {
        // `Agent[99` (broken protocol text) does not name a character called Agent.
        if (/^\[\d/u.test(text.slice(coreEnd, coreEnd + 2))) return whole;
        agent = roster.numberOf(name);
      } else if (digits !== undefined) {
        // A roster whose names are `Agent[NN]` out of order numbers them by position, not by NN.
        const number = Number(digits);
        agent = roster.numberOf(core) ?? (roster.nameOf(number) === undefined ? undefined : number);
      }
      if (agent === undefined) return whole;
      const isAddressed = at !== undefined && firstPerson === undefined;
      if (isAddressed) {
        addressed.push(agent);
        addressEnd = offset + whole.length;
      }
      return mentionToken({ agent, addressed: isAddressed });
    },
  );
  return { text: output, addressed };
};

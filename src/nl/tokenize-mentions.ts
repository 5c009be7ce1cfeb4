import type { AgentNumber, Roster } from '../protocol/index.ts';
import { mentionToken } from './agent-mention.ts';
import type { NameFinder, NameMatch } from './name-finder.ts';
import { isSeparate } from './script-class.ts';

/** A first person inside a longer word: 私たち (we), わしら, 我々, うちの (ours) are not the speaker. */
const NOT_FIRST_PERSON_AFTER = /^(?:たち|達|ら|等|々|の)/u;
/** `疑わしい`, `紛らわしく`: the adjective ending `わし…`, not the first person わし. */
const ADJECTIVE_AFTER_WASHI = /^(?:い(?!う|っ)|く|げ|かっ)/u;

/**
 * A name written in hiragana (`あかり`) is of the script of the particles around it: `今日はあかりに投票` names
 * it all the same. A particle may stand before it, and one must follow it (or an honorific), so that `はな` is
 * not read in `ではなく` or `はなし`.
 */
const HIRAGANA_NAME = /^\p{Script=Hiragana}+$/u;
const PARTICLE_BEFORE = new Set(['は', 'が', 'を', 'に', 'も', 'の', 'と', 'で', 'へ', 'や', 'か', 'ら', 'ね', 'よ']);
const PARTICLE_AFTER = /^(?:に|は|が|を|の|も|と|で|へ|や|か|ね|よ|だ|じゃ|って|から|より|まで|しか|こそ)/u;

export type TokenizedText = {
  /** The text with every mention replaced by its token. */
  readonly text: string;
  /** Agents written as `@Name`, in order of appearance. */
  readonly addressed: readonly AgentNumber[];
};

/** The token of one mention found, or undefined when it is not one (a name inside a word, `私たち`, …). */
const tokenOf = (options: {
  text: string;
  found: NameMatch;
  glued: boolean;
  roster: Roster;
  speaker: AgentNumber | undefined;
}): { agent: AgentNumber; addressed: boolean } | undefined => {
  const { text, found, roster } = options;
  const { at, digits, name, firstPerson, honorific } = found;
  const core = name ?? (digits === undefined ? firstPerson : `Agent[${digits}]`) ?? '';
  const coreStart = found.index + (at?.length ?? 0);
  const coreEnd = coreStart + core.length;
  // Not `text[index - 1]` at 0: a string read at -1 is a slow property lookup.
  const before = found.index === 0 ? undefined : text[found.index - 1];
  const hiraganaName = name !== undefined && HIRAGANA_NAME.test(name);
  const particleAfter = hiraganaName && PARTICLE_AFTER.test(text.slice(coreEnd, coreEnd + 2));
  if (
    at === undefined &&
    !options.glued &&
    !isSeparate({ outside: before, inside: core[0] }) &&
    !(hiraganaName && PARTICLE_BEFORE.has(before ?? '') && (honorific !== undefined || particleAfter))
  ) {
    return undefined;
  }
  // A bare name must end where its word does: English `Rin` in `Rin's`, not in `Rinse` (`May` in `Mayday`).
  const checkEnd = at === undefined && honorific === undefined && firstPerson === undefined;
  if (checkEnd && !isSeparate({ outside: text[coreEnd], inside: core.at(-1) }) && !particleAfter) return undefined;
  let agent: AgentNumber | undefined;
  if (firstPerson !== undefined) {
    if (NOT_FIRST_PERSON_AFTER.test(text.slice(coreEnd, coreEnd + 2))) return undefined;
    if (core === 'わし' && ADJECTIVE_AFTER_WASHI.test(text.slice(coreEnd, coreEnd + 2))) return undefined;
    agent = options.speaker;
  } else if (name !== undefined) {
    // `Agent[99` (broken protocol text) does not name a character called Agent.
    if (/^\[\d/u.test(text.slice(coreEnd, coreEnd + 2))) return undefined;
    agent = roster.numberOf(name);
  } else if (digits !== undefined) {
    // A roster whose names are `Agent[NN]` out of order numbers them by position, not by NN.
    const number = Number(digits);
    agent = roster.numberOf(core) ?? (roster.nameOf(number) === undefined ? undefined : number);
  }
  return agent === undefined ? undefined : { agent, addressed: at !== undefined && firstPerson === undefined };
};

/**
 * Replaces names, `@Name`, `Agent[NN]` (only numbers of the roster: a fake `Agent[99]` stays text)
 * and first-person words by mention tokens. The speaker's own name becomes the speaker's token.
 */
export const tokenizeMentions = (options: {
  text: string;
  names: NameFinder;
  roster: Roster;
  speaker: AgentNumber | undefined;
}): TokenizedText => {
  const { text, names } = options;
  const addressed: AgentNumber[] = [];
  // `@ダンアレクの言動`: the contest server glues the text after `@Name`; a name may start right there.
  let addressEnd = -1;
  let output = '';
  let copied = 0;
  // Every mention is looked at where the one before ended, whether it was a name or not.
  for (let found = names.next(text, 0); found !== undefined; found = names.next(text, found.end)) {
    // Named fields, not `...options`: spreading into a new object here took most of the tokenizing time.
    const token = tokenOf({
      text,
      found,
      glued: found.index === addressEnd,
      roster: options.roster,
      speaker: options.speaker,
    });
    if (token === undefined) continue;
    if (token.addressed) {
      addressed.push(token.agent);
      addressEnd = found.end;
    }
    output += text.slice(copied, found.index) + mentionToken(token);
    copied = found.end;
  }
  return { text: copied === 0 ? text : output + text.slice(copied), addressed };
};

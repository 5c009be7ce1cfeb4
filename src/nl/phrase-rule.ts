import type { AgentNumber, Sentence } from '../protocol/index.ts';
import type { TalkReference } from './recent-talk.ts';
import type { Vocabulary } from './vocabulary.ts';

/** What a rule knows besides its own match: who speaks, to whom, and the sentence around the match. */
export type RuleContext = {
  readonly speaker: AgentNumber;
  /** The agent addressed at this point of the utterance (`@Name` or a vocative), or ANY. */
  readonly addressee: AgentNumber;
  /** The tokenized sentence the match was found in. */
  readonly sentence: string;
  /** The whole tokenized utterance (a result may follow a claim made one sentence earlier). */
  readonly utterance: string;
  /** The sentences of the utterance before this one, each ended by a line break. */
  readonly earlier: string;
  /**
   * The sentence just before this one, trailing spaces trimmed ('' for the first): the last line of
   * `earlier`. A rule that needs no more than this reads it here, so that a reading memo may key the
   * sentence's reading by it rather than by everything before (reading-memo.ts).
   */
  readonly previousSentence: string;
  /**
   * What `pattern` (not global) finds in the previous sentence: for a rule that needs only that, so that
   * the reading memo keys the sentence's reading by the match rather than by the sentence before. The rule
   * reads the match (its text, groups and index), not its input.
   */
  previousSentenceMatch(pattern: RegExp): RegExpExecArray | null;
  /**
   * Whether `pattern` (not global) occurs anywhere in `utterance`: for a rule that needs no more of the whole
   * talk than that, so that the reading memo keys the sentence's reading by the answer rather than by the talk.
   */
  utteranceHas(pattern: RegExp): boolean;
  /** The sentence asks something (ends with ？, ですか, 教えて…; `?`, who/what…). */
  readonly question: boolean;
  /** The part of the sentence before the match. */
  readonly before: string;
  readonly vocabulary: Vocabulary;
  /** The talk an AGREE/DISAGREE about this agent refers to, when the caller supplied recent talks. */
  /** The talk just before by another agent, when the caller supplied recent talks. */
  previousTalk(): TalkReference | undefined;
  referenceTo(agent: AgentNumber):
    | {
        readonly day: number;
        readonly id: number;
        readonly talkType: 'TALK' | 'WHISPER';
      }
    | undefined;
};

/**
 * One phrasing: a global regex over tokenized text and a builder of the sentence it means.
 * The builder returns undefined when the context shows the match means something else.
 */
export type PhraseRule = {
  readonly name: string;
  readonly pattern: RegExp;
  /**
   * `question`: only in questions (INQUIRE); `statement`: not in questions, except before the last comma
   * (`怪しいのはエリザかな、どう思う？`); `assertion`: never in a question; `any`: everywhere.
   */
  readonly mood: 'question' | 'statement' | 'assertion' | 'any';
  build(match: RegExpExecArray, context: RuleContext): Sentence | readonly Sentence[] | undefined;
};

/**
 * The mood a rule gets when its language factory is not told one: requests and questions (`request-…`,
 * `inquire-…`) may stand in a question, everything else is a statement.
 */
const moodByName = (name: string): PhraseRule['mood'] => (/^(?:request|inquire)-/u.test(name) ? 'any' : 'statement');

/**
 * One phrasing from its regex source: the factory every language's rule list is written with, so the
 * languages differ only in the flags they match with (English ignores case) and not in how a rule is made.
 */
export const phraseRule = (
  name: string,
  source: string,
  build: PhraseRule['build'],
  mood: PhraseRule['mood'] = moodByName(name),
  flags = 'gu',
): PhraseRule => ({ name, pattern: new RegExp(source, flags), mood, build });

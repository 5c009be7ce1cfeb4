import type { GameState } from '../../game/state.ts';
import type { Roster } from '../../protocol/index.ts';
import type { Sentence } from '../../protocol/ast.ts';
import type { Language } from '../brain.ts';

/**
 * What a speech really says, and whether it may be said in public. The speech the brain sends is read
 * back (by the NL bridge, as the other players read it); what it asserts is authoritative over the
 * reply's `intents`, which only add what the speech does not contradict.
 */

/** Assertions the speaker makes itself: top level or inside AND / BECAUSE, subject omitted or the speaker. */
export const ownAssertions = (sentences: readonly Sentence[], speaker: number): Sentence[] =>
  sentences.flatMap((sentence): Sentence[] => {
    if ('subject' in sentence && sentence.subject !== undefined && sentence.subject !== speaker) return [];
    if (sentence.type === 'AND' || sentence.type === 'BECAUSE') return ownAssertions(sentence.clauses, speaker);
    return [withoutSubject(sentence)];
  });

const withoutSubject = (sentence: Sentence): Sentence => {
  if (!('subject' in sentence) || sentence.subject === undefined) return sentence;
  const { subject: _subject, ...rest } = sentence;
  return rest as Sentence;
};

const targetOf = (sentence: Sentence): number | undefined =>
  'target' in sentence && typeof sentence.target === 'number' ? sentence.target : undefined;

/**
 * The talk's intents: what the speech asserts, then each declared intent the speech does not
 * contradict. A declared VOTE (ATTACK) is added only when the speech states none and it agrees with
 * the intention already stated that day (`stated`), so an intention nobody heard never replaces one
 * that was said.
 */
export const mergeIntents = (input: {
  readonly spoken: readonly Sentence[];
  readonly declared: readonly Sentence[];
  readonly stated: { readonly VOTE?: number | undefined; readonly ATTACK?: number | undefined };
}): Sentence[] => {
  const merged = [...input.spoken];
  for (const sentence of input.declared) {
    const target = targetOf(sentence);
    const clash = merged.some((said) => {
      if (said.type !== sentence.type) return false;
      switch (sentence.type) {
        case 'VOTE':
        case 'ATTACK':
        case 'GUARDED':
        case 'COMINGOUT':
          return true;
        default:
          return targetOf(said) === target;
      }
    });
    if (clash) continue;
    if (sentence.type === 'VOTE' || sentence.type === 'ATTACK') {
      const stated = input.stated[sentence.type];
      if (stated !== undefined && stated !== target) continue;
    }
    merged.push(sentence);
  }
  return merged;
};

/** Stable reason codes, logged with outcome `leak`. */
export type LeakReason = 'reveals_role' | 'exposes_teammate' | 'mentions_attack' | 'repeats_whisper';

/** Common runs of at least this many characters (spaces and case ignored) count as repeating a whisper. */
const WHISPER_RUN: Readonly<Record<Language, number>> = { ja: 15, en: 30 };
const CONTROL = new Set(['Over', 'Skip', 'ForceSkip']);

const normalised = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * The clear wolf-side leaks in a public talk: the werewolf or possessed revealing its true role, a
 * werewolf calling a teammate a werewolf or talking about its attack, or any part of a whisper said
 * again (verbatim, or a long run of it). Strategic fake claims (a werewolf claiming SEER, a black
 * result on a villager) are the strategy's business and pass.
 */
export const findLeak = (input: {
  readonly text: string;
  /** The speaker's own assertions in `text` (see `ownAssertions`). */
  readonly own: readonly Sentence[];
  readonly state: GameState;
  readonly roster: Roster;
  readonly lang: Language;
}): LeakReason | undefined => {
  const { state, roster } = input;
  const role = state.role;
  const self = roster.numberOf(state.self);
  const wolf = role === 'WEREWOLF';
  const teammates = new Set(
    [
      ...state.teammates,
      ...Object.entries(state.knownRoles).flatMap(([name, known]) => (known === 'WEREWOLF' ? [name] : [])),
    ]
      .filter((name) => name !== state.self)
      .flatMap((name) => {
        const number = roster.numberOf(name);
        return number === undefined ? [] : [number];
      }),
  );
  for (const sentence of input.own) {
    const target = targetOf(sentence);
    if (
      (role === 'WEREWOLF' || role === 'POSSESSED') &&
      sentence.type === 'COMINGOUT' &&
      target === self &&
      sentence.role === role
    )
      return 'reveals_role';
    if (target !== undefined && teammates.has(target)) {
      if ((sentence.type === 'COMINGOUT' || sentence.type === 'ESTIMATE') && sentence.role === 'WEREWOLF')
        return 'exposes_teammate';
      if ((sentence.type === 'DIVINED' || sentence.type === 'IDENTIFIED') && sentence.species === 'WEREWOLF')
        return 'exposes_teammate';
    }
    if (wolf && (sentence.type === 'ATTACK' || sentence.type === 'ATTACKED')) return 'mentions_attack';
  }
  if (repeatsWhisper(input.text, state, WHISPER_RUN[input.lang])) return 'repeats_whisper';
  return undefined;
};

const repeatsWhisper = (text: string, state: GameState, run: number): boolean => {
  const whispers = state.whispers.filter((entry) => !entry.skip && !entry.over && !CONTROL.has(entry.text.trim()));
  if (whispers.length === 0) return false;
  const spoken = normalised(text);
  for (const entry of whispers) {
    if (entry.text.trim() === '') continue;
    if (text.includes(entry.text)) return true;
    const whisper = normalised(entry.text);
    if (whisper === '') continue;
    if (spoken.includes(whisper)) return true;
    for (let start = 0; start + run <= spoken.length; start++) {
      if (whisper.includes(spoken.slice(start, start + run))) return true;
    }
  }
  return false;
};

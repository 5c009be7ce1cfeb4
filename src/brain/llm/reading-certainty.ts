import type { TalkEntry } from '../../game/state.ts';
import { forEachStatedClause, type Roster, resolveSubjects, type Sentence } from '../../protocol/index.ts';
import type { Language } from '../../vocabulary/languages.ts';
import { sureSentences } from '../reading/sayable-record.ts';

/**
 * Which claims and results the prompt may state as facts. The readers that guess — the model reader (free
 * talk at P 0.80 ja, 0.63 en) and the learned reader (a classifier over n-grams) — are not precise enough,
 * and neither is every form the rules read (`npm run bench -- reading-precision`: a Japanese result on one of
 * several players named is right 93 % of the time, an English medium claim always). So a claim or result is
 * *unsure* unless the rules alone read it in that talk in a sure form (src/brain/reading/sure-reading.ts).
 */
export type ReadingCertainty = {
  /** Keys (see `claimKey`, `resultKey`) of what was read in this talk though the rules alone did not read it. */
  unsure(entry: TalkEntry): ReadonlySet<string>;
};

export const ALL_SURE: ReadingCertainty = { unsure: () => new Set() };

export const claimKey = (role: string): string => `COMINGOUT ${role}`;

export const resultKey = (kind: 'divination' | 'identification', target: string, species: string): string =>
  `${kind} ${target} ${species}`;

/** The speaker's own claims and results in one reading, as keys (nested AND / BECAUSE / DAY included). */
export const ownReadingKeys = (sentences: readonly Sentence[], roster: Roster, speaker: string): Set<string> => {
  const keys = new Set<string>();
  const self = roster.numberOf(speaker);
  if (self === undefined) return keys;
  const resolved = sentences.map((sentence) => resolveSubjects(sentence, self));
  forEachStatedClause(resolved, (sentence) => {
    switch (sentence.type) {
      case 'COMINGOUT':
        if (sentence.subject === self && sentence.target === self) keys.add(claimKey(sentence.role));
        return;
      case 'DIVINED':
      case 'IDENTIFIED': {
        const target = roster.nameOf(sentence.target);
        if (sentence.subject === self && target !== undefined)
          keys.add(resultKey(sentence.type === 'DIVINED' ? 'divination' : 'identification', target, sentence.species));
        return;
      }
      default:
        return;
    }
  });
  return keys;
};

/**
 * The claims and results of one talk that are not sure: what the guessing readers (learned, model) added to
 * what the rules alone read, and what the rules read in a form not sure enough to state.
 */
export const unsureKeys = (options: {
  readonly rules: readonly Sentence[];
  readonly merged: readonly Sentence[];
  readonly roster: Roster;
  readonly speaker: string;
  readonly text: string;
  readonly lang: Language;
}): Set<string> => {
  const talk = { text: options.text, speaker: options.roster.numberOf(options.speaker) ?? 0, roster: options.roster };
  const sure = sureSentences(options.lang, options.rules, talk);
  const byRules = ownReadingKeys(sure, options.roster, options.speaker);
  const added = new Set<string>();
  for (const key of ownReadingKeys(options.merged, options.roster, options.speaker))
    if (!byRules.has(key)) added.add(key);
  return added;
};

/** The key the memory keeps a talk's unsure readings under: its content, as the understanding cache does. */
export const entryKey = (entry: TalkEntry): string =>
  `${entry.day}\u0000${entry.idx}\u0000${entry.agent}\u0000${entry.text}`;

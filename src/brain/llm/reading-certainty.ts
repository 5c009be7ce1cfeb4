import type { TalkEntry } from '../../game/state.ts';
import { forEachStatedClause, type Roster, resolveSubjects, type Sentence } from '../../protocol/index.ts';

/**
 * Which claims and results the prompt may state as facts. On the hand-labelled contest talk never tuned
 * on, the rules' readings of claims and results are near exact (COMINGOUT 48/48, DIVINED 39/40,
 * IDENTIFIED 10/10, ja and en together), while the readers that guess — the model reader (free talk at
 * P 0.80 ja, 0.63 en) and the learned reader (a classifier over n-grams) — are not. So a claim or result
 * is *unsure* when the rules alone did not read it in that talk; one the rules read (or an exact protocol
 * form, which the rules read) is sure.
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

/** The claims and results the guessing readers (learned, model) added to what the rules alone read of one talk. */
export const unsureKeys = (options: {
  readonly rules: readonly Sentence[];
  readonly merged: readonly Sentence[];
  readonly roster: Roster;
  readonly speaker: string;
}): Set<string> => {
  const byRules = ownReadingKeys(options.rules, options.roster, options.speaker);
  const added = new Set<string>();
  for (const key of ownReadingKeys(options.merged, options.roster, options.speaker))
    if (!byRules.has(key)) added.add(key);
  return added;
};

/** The key the memory keeps a talk's unsure readings under: its content, as the understanding cache does. */
export const entryKey = (entry: TalkEntry): string =>
  `${entry.day}\u0000${entry.idx}\u0000${entry.agent}\u0000${entry.text}`;

import { understand } from '../../../src/nl/index.ts';
import { createRoster, type Roster, type Sentence } from '../../../src/protocol/index.ts';
import type { AuditedGame } from './audited-game.ts';

/** One public talk as the others read it: the stored text and the sentences `understand` finds in it. */
export type PublicStatement = {
  readonly day: number;
  readonly seat: number;
  readonly text: string;
  /** Every sentence, nested ones included. */
  readonly sentences: readonly Sentence[];
  /** Assertions the speaker makes itself: top level or inside AND / BECAUSE, subject omitted or the speaker. */
  readonly own: readonly Sentence[];
};

const flatten = (sentence: Sentence): Sentence[] => {
  if ('clauses' in sentence) return [sentence, ...sentence.clauses.flatMap(flatten)];
  if ('clause' in sentence) return [sentence, ...flatten(sentence.clause)];
  return [sentence];
};

const assertions = (sentence: Sentence, speaker: number): Sentence[] => {
  if ('subject' in sentence && sentence.subject !== undefined && sentence.subject !== speaker) return [];
  if (sentence.type === 'AND' || sentence.type === 'BECAUSE')
    return sentence.clauses.flatMap((clause) => assertions(clause, speaker));
  return [sentence];
};

export const rosterOf = (game: AuditedGame): Roster => createRoster(game.seats.map((seat) => seat.name));

/** Public talk (or whispers) of a game, read back with the project's own NL understanding. */
export const publicStatements = (game: AuditedGame, type: 'talk' | 'whisper' = 'talk'): PublicStatement[] => {
  const roster = rosterOf(game);
  const lang = game.config.custom_profile.language === 'en' ? 'en' : 'ja';
  return game.events.flatMap((event): PublicStatement[] => {
    if (event.type !== type) return [];
    const seat = game.seats.find((candidate) => candidate.idx === event.agent);
    if (seat === undefined) return [];
    const speaker = roster.numberOf(seat.name) ?? 0;
    const sentences = understand({ text: event.text, speaker: seat.name, roster, lang });
    return [
      {
        day: event.day,
        seat: seat.idx,
        text: event.text,
        sentences: sentences.flatMap(flatten),
        own: sentences.flatMap((sentence) => assertions(sentence, speaker)),
      },
    ];
  });
};

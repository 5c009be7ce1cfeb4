import type { GameRecord } from '../game-log/index.ts';
import type { SeatCounts } from './seat-metrics-schema.ts';

type Add = (idx: number, key: keyof SeatCounts, amount?: number) => void;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A mark no name and no talk holds: what every player name becomes once masked. */
export const MASKED_NAME = '◇';

/**
 * The text with every player name of the table masked, longest names first (ミナト before ミナ): what a
 * reader told to tell speakers apart by voice sees, for whom a line is addressed to says nothing of who
 * said it.
 */
export const maskNames = (names: readonly string[]): ((text: string) => string) => {
  const ordered = [...new Set(names.filter((name) => name !== ''))].sort((a, b) => b.length - a.length);
  if (ordered.length === 0) return (text) => text;
  const pattern = new RegExp(ordered.map(escapeRegExp).join('|'), 'gu');
  return (text) => text.replace(pattern, MASKED_NAME);
};

/**
 * Per seat: its spoken talks (not `Over`/`Skip`/`[PASS]`), those that another seat of the game also said
 * word for word, and those another seat said the same once every player name is masked (two voices that
 * differ only in whom they name sound alike to the judges).
 */
export const countSharedTalks = (record: GameRecord, add: Add, silent: ReadonlySet<string>): void => {
  const mask = maskNames(record.seats.map((seat) => seat.name));
  const spoken = record.talks
    .map((talk) => ({ agent: talk.agent, text: talk.text.trim() }))
    .filter((talk) => !silent.has(talk.text));
  const speakersOf = (key: (text: string) => string): Map<string, Set<number>> => {
    const speakers = new Map<string, Set<number>>();
    for (const talk of spoken) {
      const text = key(talk.text);
      const who = speakers.get(text) ?? new Set<number>();
      who.add(talk.agent);
      speakers.set(text, who);
    }
    return speakers;
  };
  const exact = speakersOf((text) => text);
  const masked = speakersOf(mask);
  for (const talk of spoken) {
    add(talk.agent, 'spokenTalks');
    if ((exact.get(talk.text)?.size ?? 0) > 1) add(talk.agent, 'sharedTalks');
    if ((masked.get(mask(talk.text))?.size ?? 0) > 1) add(talk.agent, 'sharedTalksNamesMasked');
  }
};

import { describe, expect, it } from 'vitest';
import { runInProcessGame, type SeatBrain, shippedConfig } from '../../../../src/arena/index.ts';
import type { Brain } from '../../../../src/brain/brain.ts';
import { createNlBridge, createRuleBrainWith, type LanguageBridge } from '../../../../src/brain/rule/index.ts';
import { createReadingMemo, understand } from '../../../../src/nl/index.ts';
import { createRoster, print, type Roster } from '../../../../src/protocol/index.ts';

type Read = { readonly text: string; readonly speaker: string; readonly roster: Roster; readonly got: string[] };

/**
 * Plays seeded all-rule games whose brains share one reading memo, as an arena tournament's do, and keeps
 * every text a brain read in them: each composed candidate it read back (said or not) and every talk of the
 * table, with what the memo gave for it.
 */
const play = async (players: 5 | 9, lang: 'ja' | 'en', games: number): Promise<Read[]> => {
  const config = shippedConfig({ players, lang });
  const readings = createReadingMemo();
  const shared = createNlBridge({ readings });
  const reads: Read[] = [];
  const bridge: LanguageBridge = {
    ...shared,
    understand: (input) => {
      const sentences = shared.understand(input);
      reads.push({ text: input.text, speaker: input.speaker, roster: input.roster, got: sentences.map(print) });
      return sentences;
    },
  };
  const seat: SeatBrain = { label: 'rule', factory: (options): Brain => createRuleBrainWith(bridge, options) };
  for (let game = 0; game < games; game++)
    await runInProcessGame({ config, seed: `read-back-memo/${players}/${lang}/${game}`, brainFor: () => seat });
  return reads;
};

/** Other casts' names (another length each, no name inside another). */
const OTHER_NAMES = {
  ja: ['ケンジ', 'ユミ', 'アスカ', 'ジョージ', 'リン', 'シュンイチ', 'ヴィクトリア', 'セルヴァス', 'ミサキ'],
  en: ['Kenji', 'Yumi', 'Oliver', 'George', 'Lin', 'Shun', 'Grace', 'Tom', 'Misaki'],
} as const;

/**
 * The same talk in another cast: every name replaced by another, the seats in reverse order, and a way to
 * number a reading in it back as the first cast numbers its agents.
 */
const recast = (read: Read, lang: 'ja' | 'en') => {
  const names = read.roster.names;
  const other = OTHER_NAMES[lang].slice(0, names.length);
  let text = read.text;
  // Longest first, through placeholders, so that no name is replaced inside another.
  const order = names.map((_, index) => index).sort((a, b) => names[b]!.length - names[a]!.length);
  for (const index of order) text = text.replaceAll(names[index]!, `\u0007${index}\u0007`);
  for (const index of order) text = text.replaceAll(`\u0007${index}\u0007`, other[index]!);
  const count = names.length;
  return {
    text,
    speaker: other[names.indexOf(read.speaker)]!,
    roster: createRoster([...other].reverse()),
    // Seat k of the reversed cast is seat count - k + 1 of the first.
    back: (printed: string): string =>
      printed.replace(/Agent\[(\d+)\]/gu, (_whole, digits: string) => {
        const seat = count - Number(digits) + 1;
        return `Agent[${String(seat).padStart(2, '0')}]`;
      }),
  };
};

const CASES = [
  { players: 5, lang: 'ja', games: 40 },
  { players: 5, lang: 'en', games: 30 },
  { players: 9, lang: 'ja', games: 8 },
  { players: 9, lang: 'en', games: 6 },
] as const;

describe('the read-back of composed talk through the shared reading memo', () => {
  it.each(CASES)(
    '$players-player $lang arena games: every line read through the memo reads as read afresh, and in another cast',
    { timeout: 120_000 },
    async ({ players, lang, games }) => {
      const reads = await play(players, lang, games);
      // Every seat reads every talk (the shared memo answers the later ones): each line once per roster.
      const texts = new Map<string, Read>();
      for (const read of reads) texts.set(`${read.roster.names.join()}\u0001${read.speaker}\u0001${read.text}`, read);
      expect(texts.size).toBeGreaterThan(games * 10);
      const renamedMemo = createReadingMemo();
      for (const read of texts.values()) {
        const afresh = understand({ text: read.text, speaker: read.speaker, roster: read.roster, lang }).map(print);
        expect(read.got, read.text).toEqual(afresh);
      }
      // Names varied: each distinct line in a new cast, through one memo, reads as in the game.
      for (const read of texts.values()) {
        const other = recast(read, lang);
        const got = understand({
          text: other.text,
          speaker: other.speaker,
          roster: other.roster,
          lang,
          readings: renamedMemo,
        })
          .map(print)
          .map(other.back);
        expect(got, read.text).toEqual(read.got);
      }
    },
  );
});

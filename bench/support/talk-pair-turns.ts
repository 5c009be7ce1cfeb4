import { join } from 'node:path';
import { unwrap } from '../../src/cli/judge-setup.ts';
import { readJsonLines } from '../../src/judge/read-json-lines.ts';
import { fromGameRecord } from '../../src/replay/from-game-record.ts';
import { loadGames } from '../../src/replay/load-games.ts';
import type { ReplayGame } from '../../src/replay/replay-game.ts';
import { type PairKey, pairKeySchema, type TalkPair, talkPairSchema } from '../../src/replay/talk-pair-schema.ts';
import { KEY_FILE, PAIRS_FILE } from '../../src/replay/write-talk-pairs.ts';

/** One drawn turn of a `replay --talk-pairs` folder: the pair a judge reads, its key, and our line. */
export type TalkPairTurn = { pair: TalkPair; key: PairKey; ours: string };

/**
 * The turns of a talk-pairs folder in key order, read against the schemas `replay --talk-pairs` writes
 * with (a malformed folder stops the bench with the file and line, rather than counting half of it).
 */
export const talkPairTurns = (dir: string): TalkPairTurn[] => {
  const pairs = new Map(
    unwrap(readJsonLines(join(dir, PAIRS_FILE), talkPairSchema)).map((pair) => [pair.id, pair] as const),
  );
  return unwrap(readJsonLines(join(dir, KEY_FILE), pairKeySchema)).flatMap((key) => {
    const pair = pairs.get(key.id);
    return pair === undefined ? [] : [{ pair, key, ours: pair[key.ours] }];
  });
};

const games = new Map<string, ReplayGame>();

/** The game of a key's log, loaded once per bench run (many drawn turns share a game). */
export const replayGameOf = (log: string): ReplayGame => {
  const cached = games.get(log);
  if (cached !== undefined) return cached;
  const loaded = loadGames([log])[0]!;
  const game = fromGameRecord(loaded.record, loaded.folder);
  games.set(log, game);
  return game;
};

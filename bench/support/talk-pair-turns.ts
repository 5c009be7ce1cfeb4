import { join } from 'node:path';
import { unwrap } from '../../src/cli/judge-setup.ts';
import { readJsonLines } from '../../src/judge/read-json-lines.ts';
import { fromGameRecord } from '../../src/replay/from-game-record.ts';
import { loadGames } from '../../src/replay/load-games.ts';
import type { ReplayEvent, ReplayGame } from '../../src/replay/replay-game.ts';
import { type PairKey, pairKeySchema, type TalkPair, talkPairSchema } from '../../src/replay/talk-pair-schema.ts';
import { KEY_FILE, PAIRS_FILE } from '../../src/replay/write-talk-pairs.ts';
import { createRoster, type Roster } from '../../src/protocol/index.ts';

/**
 * One drawn turn of a `replay --talk-pairs` folder: the pair a judge reads, its key, our line, its game and the
 * game's roster (its seats' names, as the reader numbers them), the log as it stood at the turn (talk of today
 * before it, votes and deaths of earlier days) and who was dead by then.
 */
export type TalkPairTurn = {
  pair: TalkPair;
  key: PairKey;
  ours: string;
  game: ReplayGame;
  roster: Roster;
  before: ReplayEvent[];
  dead: Set<number>;
};

const games = new Map<string, { game: ReplayGame; roster: Roster }>();

/** The game of a key's log and its roster, made once per bench run (many drawn turns share a game). */
const replayGameOf = (log: string): { game: ReplayGame; roster: Roster } => {
  const cached = games.get(log);
  if (cached !== undefined) return cached;
  const loaded = loadGames([log])[0]!;
  const game = fromGameRecord(loaded.record, loaded.folder);
  const made = { game, roster: createRoster(game.seats.map((seat) => seat.name)) };
  games.set(log, made);
  return made;
};

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
    if (pair === undefined) return [];
    const { game, roster } = replayGameOf(key.log);
    const before = game.events.filter(
      (event) => event.day < key.day || (event.day === key.day && event.type === 'talk' && event.idx < key.talkIdx),
    );
    const dead = new Set<number>();
    for (const event of before) {
      if (event.type === 'execute') dead.add(event.agent);
      if (event.type === 'attack' && event.success && event.target >= 0) dead.add(event.target);
    }
    return [{ pair, key, ours: pair[key.ours], game, roster, before, dead }];
  });
};

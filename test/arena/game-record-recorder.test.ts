import { describe, expect, it } from 'vitest';
import { runTournament } from '../../src/compose/index.ts';
import { createGameRecordRecorder } from '../../src/arena/logs/game-record-recorder.ts';
import type { GameLogEvent } from '../../src/arena/rules/rules-types.ts';
import { readGameLog } from '../../src/game-log/index.ts';

/** What the reader makes of the lines the recorder printed: the record must be exactly this. */
const readBack = (id: string, lines: readonly string[]) => readGameLog({ text: lines.join('\n'), id });

describe('the game record built as the game goes', () => {
  it.each([
    { players: 5, lang: 'ja', brains: { village: 'rule', werewolves: 'random' } },
    { players: 9, lang: 'en', brains: { village: 'random', werewolves: 'rule' } },
    { players: 13, lang: 'ja', brains: { village: 'random', werewolves: 'random' } },
    { players: 5, lang: 'en', freeform: true, brains: { village: 'random', werewolves: 'random' } },
  ] as const)('is what readGameLog reads from the game log lines %o', async (options) => {
    let games = 0;
    await runTournament({
      ...options,
      games: 3,
      seed: `record-${options.players}-${options.lang}`,
      onGame: (result) => {
        games++;
        expect(result.gameRecord.talks.length).toBeGreaterThan(0);
        expect(result.gameRecord).toStrictEqual(readBack(result.gameId, result.gameLogLines));
      },
    });
    expect(games).toBe(3);
  });

  const seats = (names: readonly string[]) =>
    names.map((name, index) => ({
      idx: index + 1,
      role: index === 0 ? ('WEREWOLF' as const) : ('VILLAGER' as const),
      status: index === 2 ? ('' as const) : ('ALIVE' as const),
      connectionName: `team${index + 1}`,
      name,
    }));
  const record = (events: readonly GameLogEvent[]) => {
    const recorder = createGameRecordRecorder('hand');
    const lines = events.flatMap((event) => recorder.add(event));
    return { record: recorder.finish(), lines };
  };

  it('reads back what the log format cannot carry as it was, as the reader does', () => {
    for (const events of [
      // Plain, an errored seat, a status event of no seat, an unfinished game (no result line).
      [
        { type: 'status', day: 0, seats: seats(['A', 'B', 'C']) },
        { type: 'status', day: 3, seats: [] },
        { type: 'talk', day: 0, idx: 0, turn: 0, agent: 1, text: 'hi, B and C' },
        { type: 'vote', day: 0, agent: 1, target: 2 },
        { type: 'vote', day: 0, agent: 1, target: 3 },
        { type: 'attack', day: 0, target: -1, success: false },
      ],
      // A talk with a line break, and one that ends like a trailing time.
      [
        { type: 'status', day: 0, seats: seats(['A', 'B', 'C']) },
        { type: 'talk', day: 0, idx: 0, turn: 0, agent: 1, text: 'one\n0,vote,1,2' },
        { type: 'whisper', day: 0, idx: 0, turn: 0, agent: 1, text: 'at,1234567890' },
        { type: 'result', day: 1, humans: 2, werewolves: 0, winSide: 'VILLAGER' },
      ],
      // A name with a comma breaks the status line's field count.
      [
        { type: 'status', day: 0, seats: seats(['A,B', 'C', 'D']) },
        { type: 'result', day: 1, humans: 2, werewolves: 0, winSide: 'NONE' },
      ],
    ] as GameLogEvent[][]) {
      const { record: built, lines } = record(events);
      expect(built).toStrictEqual(readBack('hand', lines));
    }
  });
});

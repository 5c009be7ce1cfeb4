import { describe, expect, it } from 'vitest';
import type { ArenaGameResult } from '../../src/arena/index.ts';
import { runTournament } from '../../src/compose/index.ts';

// The JSON log's entries print their request only when read (run-arena-game.ts): what a log file holds
// must still be every entry with its keys in the server's order and the packet's text.
describe('JSON log entries of an in-process game', () => {
  it('print as the server writes them: agent, request, timestamps, then response or error', async () => {
    let game: ArenaGameResult | undefined;
    await runTournament({
      games: 1,
      seed: 'json-log',
      brains: { village: 'random', werewolves: 'random' },
      onGame: (result) => {
        game = result;
      },
    });
    const entries = game?.jsonLog.entries ?? [];
    expect(entries.length).toBeGreaterThan(20);
    const printed = JSON.parse(JSON.stringify(game?.jsonLog)) as { entries: Record<string, unknown>[] };
    expect(printed.entries).toHaveLength(entries.length);
    printed.entries.forEach((json, index) => {
      const entry = entries[index]!;
      const keys = ['agent', 'request', 'request_timestamp', 'response_timestamp'];
      if (entry.response !== undefined) keys.push('response');
      if (entry.error !== undefined) keys.push('error');
      expect(Object.keys(json)).toEqual(keys);
      expect(json).toEqual({ ...entry, request: entry.request });
      expect(typeof JSON.parse(entry.request).request).toBe('string');
    });
    expect(printed.entries.some((json) => json['response'] !== undefined)).toBe(true);
  });
});

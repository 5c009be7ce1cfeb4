import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArenaConfig } from '../../src/arena/config/arena-config-schema.ts';
import { type ArenaGameResult, shippedConfig, startArenaServer } from '../../src/arena/index.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { connectAgents } from '../../src/client/connect-agents.ts';
import { startScriptedAgent } from './support/scripted-ws-agent.ts';
import { websocketDialer } from '../../src/transport/index.ts';

const withTimeouts = (config: ArenaConfig, timeout: ArenaConfig['server']['timeout']): ArenaConfig => ({
  ...config,
  server: { ...config.server, timeout },
});

const playOverSockets = async (players: 5 | 9 | 13, lang: 'ja' | 'en') => {
  const directory = mkdtempSync(join(tmpdir(), 'arena-ws-'));
  const results: ArenaGameResult[] = [];
  const config = withTimeouts(shippedConfig({ players, lang }), { action: 5000, acceptable: 1000, response: 2000 });
  const server = await startArenaServer({
    config,
    port: 0,
    seed: `ws-${players}`,
    logs: { directory },
    onGame: (result) => results.push(result),
  });
  try {
    const report = await connectAgents({
      dial: websocketDialer({ url: server.url }),
      team: 'ours',
      agents: players,
      brainFactory: createRandomBrain,
      autoReconnect: false,
      lang,
      seed: `ws-${players}`,
    });
    await server.idle();
    return { report, results, directory };
  } finally {
    await server.close();
  }
};

describe('our client plays complete games against the arena over real WebSockets', () => {
  for (const [players, lang] of [
    [5, 'ja'],
    [9, 'en'],
    [13, 'ja'],
  ] as const) {
    it(`${players} players (${lang}): the game ends with a winner and both logs are written`, async () => {
      const { report, results, directory } = await playOverSockets(players, lang);
      expect(report.agents.every((agent) => agent.games === 1 && agent.failures === 0)).toBe(true);
      expect(results).toHaveLength(1);
      const result = results[0] as ArenaGameResult;
      expect(['VILLAGER', 'WEREWOLF']).toContain(result.winSide);
      expect(result.errored).toEqual([]);
      expect(result.timeouts).toBe(0);
      const files = readdirSync(directory).sort();
      expect(files.filter((file) => file.endsWith('.log'))).toHaveLength(1);
      const gameLog = readFileSync(join(directory, files.find((file) => file.endsWith('.log')) ?? ''), 'utf8');
      expect(gameLog.endsWith('\n')).toBe(false);
      expect(gameLog.split('\n').at(-1)).toMatch(/^\d+,result,\d+,\d+,(VILLAGER|WEREWOLF)$/);
      const jsonLog = JSON.parse(
        readFileSync(join(directory, files.find((file) => file.endsWith('.json')) ?? ''), 'utf8'),
      );
      expect(Object.keys(jsonLog).sort()).toEqual(['agents', 'entries', 'game_id', 'win_side']);
      expect(jsonLog.win_side).toBe(result.winSide);
      expect(jsonLog.agents[0]).toEqual({
        idx: 1,
        team: 'ours',
        name: expect.stringMatching(/^ours\d+$/),
        role: expect.any(String),
      });
      for (const entry of jsonLog.entries) {
        expect(['agent', 'request', 'request_timestamp', 'response_timestamp']).toEqual(
          expect.arrayContaining(Object.keys(entry).filter((key) => key !== 'response' && key !== 'error')),
        );
        expect(typeof entry.request).toBe('string');
      }
    });
  }
});

describe('late answers get the real server treatment', () => {
  const timeouts = { action: 150, acceptable: 50, response: 400 };
  const lateGame = async (lateMode: 'concurrent' | 'sequential') => {
    const results: ArenaGameResult[] = [];
    const server = await startArenaServer({
      config: withTimeouts(shippedConfig({ players: 5, lang: 'ja' }), timeouts),
      port: 0,
      seed: `late-${lateMode}`,
      onGame: (result) => results.push(result),
    });
    try {
      const agents = Array.from({ length: 5 }, (_, index) =>
        startScriptedAgent({
          url: server.url,
          name: `probe${index + 1}`,
          lateMode,
          // probe2 is late on its first TALK only.
          delayFor: (packet, count) => (index === 1 && packet.request === 'TALK' && count === 0 ? 600 : 0),
        }),
      );
      await Promise.all(agents.map((agent) => agent.closed));
      await server.idle();
      return { agents, result: results[0] as ArenaGameResult };
    } finally {
      await server.close();
    }
  };

  it('a late agent that answers the NAME re-request stays in the game; its talk is a Skip', async () => {
    const { agents, result } = await lateGame('concurrent');
    const late = agents[1];
    expect(late?.received.filter((packet) => packet.request === 'NAME')).toHaveLength(2);
    expect(result.errored).toEqual([]);
    expect(result.timeouts).toBe(1);
    expect(['VILLAGER', 'WEREWOLF']).toContain(result.winSide);
    const seat = result.seats.find((candidate) => candidate.connectionName === 'probe2');
    expect(result.gameLogLines).toContain(
      result.gameLogLines.find((line) => line.startsWith('0,talk,') && line.endsWith(`,${seat?.idx},Skip`)),
    );
    const entry = result.jsonLog.entries.find((candidate) => candidate.error !== undefined);
    expect(entry?.error).toBe('リクエストのレスポンス受信がタイムアウトしました');
  });

  it('a late answer read as the NAME reply errors the agent, and the error ratio aborts a 5-player game', async () => {
    const { agents, result } = await lateGame('sequential');
    expect(result.errored).toHaveLength(1);
    expect(result.abortedByError).toBe(true);
    expect(result.winSide).toBe('NONE');
    expect(result.gameLogLines.at(-1)).toMatch(/^1,result,4,1,NONE$/);
    // The errored agent gets nothing more, not even FINISH; the others get FINISH and a dropped socket (1006).
    expect(agents[1]?.received.some((packet) => packet.request === 'FINISH')).toBe(false);
    const others = agents.filter((_, index) => index !== 1);
    expect(others.every((agent) => agent.received.at(-1)?.request === 'FINISH')).toBe(true);
    expect(await others[0]?.closed).toBe(1006);
    expect(
      result.jsonLog.entries.some((entry) => entry.error === '不正なNAMEリクエストのレスポンスを受信しました'),
    ).toBe(true);
  });
});

describe('nothing crashes the arena', () => {
  const timeouts = { action: 150, acceptable: 50, response: 400 };
  const playWith = async (
    seed: string,
    options: (index: number) => Omit<Parameters<typeof startScriptedAgent>[0], 'url' | 'name'>,
  ) => {
    const results: ArenaGameResult[] = [];
    const server = await startArenaServer({
      config: withTimeouts(shippedConfig({ players: 5, lang: 'ja' }), timeouts),
      port: 0,
      seed,
      onGame: (result) => results.push(result),
    });
    try {
      const agents = Array.from({ length: 5 }, (_, index) =>
        startScriptedAgent({ url: server.url, name: `probe${index + 1}`, ...options(index) }),
      );
      await Promise.all(agents.map((agent) => agent.closed));
      await server.idle();
      return { agents, result: results[0] as ArenaGameResult };
    } finally {
      await server.close();
    }
  };

  it('an agent that leaves mid-game is errored and the 5-player game ends without a winner', async () => {
    const { result } = await playWith('leave', (index) =>
      index === 2 ? { leaveOn: (packet) => packet.request === 'TALK' } : {},
    );
    expect(result.errored).toHaveLength(1);
    expect(result.winSide).toBe('NONE');
  });

  it('junk answers are ignored like invalid names; the game still ends with a winner', async () => {
    const { result } = await playWith('junk', (index) =>
      index === 0 ? { answerFor: (packet) => (packet.request === 'TALK' ? '' : '{"request":"VOTE"}\r') } : {},
    );
    expect(['VILLAGER', 'WEREWOLF']).toContain(result.winSide);
    expect(result.errored).toEqual([]);
    const junkSeat = result.seats.find((seat) => seat.connectionName === 'probe1')?.idx;
    expect(result.gameLogLines.some((line) => new RegExp(`^\\d+,(vote|attackVote),${junkSeat},`).test(line))).toBe(
      false,
    );
  });

  it('a late answer sent after the NAME reply is read as the next answer (off by one), as on the server', async () => {
    const { result } = await playWith('shift', (index) =>
      index === 1
        ? {
            lateMode: 'concurrent-send',
            delayFor: (packet, count) => (packet.request === 'TALK' && count === 0 ? 400 : 0),
          }
        : {},
    );
    const name = result.seats.find((seat) => seat.connectionName === 'probe2')?.name;
    const votes = result.jsonLog.entries.filter(
      (entry) => entry.agent === name && (JSON.parse(entry.request) as { request: string }).request === 'VOTE',
    );
    // probe2's answers are shifted: its first vote request is answered with a talk text.
    expect(votes.length).toBeGreaterThan(0);
    expect(votes[0]?.response).toBe('Over');
    expect(result.errored).toEqual([]);
  });
});

describe('team matching', () => {
  it('without self-match, one connection from each of N different teams forms a game', async () => {
    const results: ArenaGameResult[] = [];
    const server = await startArenaServer({
      config: withTimeouts(shippedConfig({ players: 5, lang: 'en' }), { action: 2000, acceptable: 100, response: 500 }),
      port: 0,
      seed: 'teams',
      selfMatch: false,
      onGame: (result) => results.push(result),
    });
    try {
      const agents = ['alpha1', 'beta1', 'gamma7', 'delta', 'eps-1'].map((name) =>
        startScriptedAgent({ url: server.url, name }),
      );
      await Promise.all(agents.map((agent) => agent.closed));
      await server.idle();
    } finally {
      await server.close();
    }
    expect(results).toHaveLength(1);
    expect(results[0]?.seats.map((seat) => seat.team).sort()).toEqual(['alpha', 'beta', 'delta', 'eps-', 'gamma']);
    expect(results[0]?.jsonLog.agents.map((agent) => agent.team).sort()).toEqual([
      'alpha',
      'beta',
      'delta',
      'eps-',
      'gamma',
    ]);
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { WebSocketServer } from 'ws';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { backoffDelay, connectAgents, NO_GAME_FOLDER, type RunnerEvent } from '../../src/client/index.ts';
import { framesFor, loadTranscript, startReplayServer } from '../support/replay-server.ts';
import { transcriptDir } from './support/session-fixtures.ts';
import { websocketDialer } from '../../src/transport/index.ts';

const lines = loadTranscript(`${transcriptDir}/ja_5.jsonl`);
const fastBackoff = { initialDelayMs: 40, maxDelayMs: 200 };

const waitFor = async (condition: () => boolean, timeoutMs = 3000): Promise<void> => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const freePort = async (): Promise<number> => {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

describe('connectAgents', () => {
  test('agents are <team><n>, a 1006 after FINISH is a finished game, auto-reconnect plays the next one', async () => {
    const server = await startReplayServer({
      framesFor: ({ index }) => framesFor({ lines, client: `peerbot${(index % 5) + 1}` }),
      trailingQuietMs: 10,
    });
    const events: RunnerEvent[] = [];
    try {
      const report = await connectAgents({
        dial: websocketDialer({ url: server.url }),
        team: 'kanolab',
        agents: 2,
        brainFactory: createRandomBrain,
        autoReconnect: true,
        maxGames: 3,
        backoff: fastBackoff,
        onEvent: (event) => events.push(event),
      });
      expect(report.agents.map((agent) => [agent.name, agent.games, agent.failures])).toEqual([
        ['kanolab1', 3, 0],
        ['kanolab2', 3, 0],
      ]);
      const results = await server.waitForResults(6);
      expect(new Set(results.map((result) => result.name))).toEqual(new Set(['kanolab1', 'kanolab2']));
      expect(events.filter((event) => event.kind === 'game-finished').length).toBe(6);
    } finally {
      await server.close();
    }
  });

  test("the reconnection after a finished game waits a jitter of at most 200 ms, and never more than the backoff's cap", async () => {
    const server = await startReplayServer({
      framesFor: () => framesFor({ lines, client: 'peerbot1' }),
      trailingQuietMs: 10,
    });
    try {
      const delaysWith = async (maxDelayMs: number): Promise<number[]> => {
        const events: RunnerEvent[] = [];
        await connectAgents({
          dial: websocketDialer({ url: server.url }),
          team: 'jitter',
          agents: 1,
          brainFactory: createRandomBrain,
          autoReconnect: true,
          maxGames: 2,
          backoff: { initialDelayMs: 1, maxDelayMs },
          random: () => 0.99,
          onEvent: (event) => events.push(event),
        });
        return events.flatMap((event) => (event.kind === 'retrying' ? [event.delayMs] : []));
      };
      expect(await delaysWith(10)).toEqual([10]);
      expect(await delaysWith(30_000)).toEqual([198]);
    } finally {
      await server.close();
    }
  });

  test('a server that is not up yet: connect fails, backs off with jitter, then plays', async () => {
    const port = await freePort();
    const events: RunnerEvent[] = [];
    const running = connectAgents({
      dial: websocketDialer({ url: `ws://127.0.0.1:${port}/ws` }),
      team: 'late',
      agents: 1,
      brainFactory: createRandomBrain,
      autoReconnect: true,
      maxGames: 1,
      backoff: fastBackoff,
      onEvent: (event) => events.push(event),
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const server = await startReplayServer({
      port,
      framesFor: () => framesFor({ lines, client: 'peerbot1' }),
      trailingQuietMs: 10,
    });
    try {
      const report = await running;
      expect(report.agents[0]?.games).toBe(1);
      expect(report.agents[0]?.failures).toBeGreaterThan(0);
      const retries = events.filter((event) => event.kind === 'retrying');
      expect(retries.length).toBeGreaterThan(0);
      expect(events.some((event) => event.kind === 'connect-failed')).toBe(true);
    } finally {
      await server.close();
    }
  });

  test('a connection dropped before FINISH (e.g. a refused token) is a failure, without auto-reconnect it stops', async () => {
    const server = await startReplayServer({ framesFor: () => [], trailingQuietMs: 10 });
    const logDir = mkdtempSync(join(tmpdir(), 'aiwolf-client-'));
    try {
      const report = await connectAgents({
        dial: websocketDialer({ url: server.url, token: 'header.payload.signature' }),
        team: 'probe',
        agents: 1,
        brainFactory: createRandomBrain,
        logDir,
      });
      expect(report.agents[0]).toMatchObject({ name: 'probe1', games: 0, failures: 1 });
      expect(report.agents[0]?.lastError).toMatch(/before FINISH/);
      const [result] = await server.waitForResults(1);
      expect(result?.headers.authorization).toBe('Bearer header.payload.signature');
      // The handshake of a connection that never saw a game is still logged.
      const orphan = join(logDir, NO_GAME_FOLDER, 'probe1.jsonl');
      await waitFor(() => existsSync(orphan) && readFileSync(orphan, 'utf8').includes('"source":"name"'));
    } finally {
      await server.close();
      rmSync(logDir, { recursive: true, force: true });
    }
  });

  test('writes one JSONL file per game and agent with packets, answers, deadlines and sources', async () => {
    const server = await startReplayServer({
      framesFor: () => framesFor({ lines, client: 'peerbot1' }),
      trailingQuietMs: 10,
    });
    const logDir = mkdtempSync(join(tmpdir(), 'aiwolf-client-'));
    try {
      await connectAgents({
        dial: websocketDialer({ url: server.url }),
        team: 'log',
        agents: 1,
        brainFactory: createRandomBrain,
        logDir,
      });
      // The file stream flushes asynchronously after the session closed it.
      const logFile = (): string | undefined => {
        const [folder] = readdirSync(logDir);
        const file = folder === undefined ? undefined : join(logDir, folder, 'log1.jsonl');
        return file !== undefined && existsSync(file) && readFileSync(file, 'utf8').includes('"request":"FINISH"')
          ? file
          : undefined;
      };
      await waitFor(() => logFile() !== undefined);
      const [gameFolder] = readdirSync(logDir);
      expect(gameFolder).toMatch(/^01[0-9A-Z]{24}$/);
      const records = readFileSync(logFile()!, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records[0]).toMatchObject({ kind: 'received', request: 'NAME', agent: 'log1' });
      expect(records[1]).toMatchObject({ kind: 'sent', request: 'NAME', text: 'log1', source: 'name' });
      const votes = records.filter((record) => record['kind'] === 'sent' && record['request'] === 'VOTE');
      expect(votes.length).toBeGreaterThan(0);
      expect(votes[0]).toMatchObject({ source: 'brain', detail: 'random', gameId: gameFolder });
      expect(typeof votes[0]?.['deadline']).toBe('number');
      expect(records.filter((record) => record['kind'] === 'received').length).toBe(
        lines.filter((line) => line.client === 'peerbot1' && line.dir === 'recv').length,
      );
    } finally {
      await server.close();
      rmSync(logDir, { recursive: true, force: true });
    }
  });

  test('aborting stops agents waiting for a game at once', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    // A waiting room: NAME, then silence, and it never reads again.
    server.on('connection', (socket) => socket.send('{"request":"NAME"}'));
    const controller = new AbortController();
    try {
      const running = connectAgents({
        dial: websocketDialer({ url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws` }),
        team: 'wait',
        agents: 3,
        brainFactory: createRandomBrain,
        autoReconnect: true,
        signal: controller.signal,
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      controller.abort();
      const report = await running;
      expect(Date.now() - started).toBeLessThan(3000);
      expect(report.agents.map((agent) => agent.games)).toEqual([0, 0, 0]);
    } finally {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test('backoff grows exponentially, is capped, and jitters within [half, full]', () => {
    const settings = { initialDelayMs: 1000, maxDelayMs: 30_000 };
    expect(backoffDelay({ attempt: 0, settings, random: () => 0 })).toBe(500);
    expect(backoffDelay({ attempt: 0, settings, random: () => 1 })).toBe(1000);
    expect(backoffDelay({ attempt: 3, settings, random: () => 1 })).toBe(8000);
    expect(backoffDelay({ attempt: 20, settings, random: () => 0.5 })).toBe(22_500);
  });
});

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import type { ArenaConfig } from '../../src/arena/config/arena-config-schema.ts';
import { shippedConfig, startArenaServer } from '../../src/arena/index.ts';
import { createRuleBrainFactory } from '../../src/brain/rule/index.ts';
import { connectAgents } from '../../src/client/connect-agents.ts';
import { shippedRenderers } from '../../src/nl-io/index.ts';
import { websocketDialer } from '../../src/transport/index.ts';

const GAMES = 50;
const AGENTS = 5;

/** A full, synchronous garbage collection (vitest workers run without --expose-gc, so it is switched on here). */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Heap in use after a full collection: what is still referenced, not what awaits collection. */
const liveHeap = (): number => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/**
 * issue 15 item 8: `connect` with 5 agents printed `MaxListenersExceededWarning: … 11 abort listeners
 * added to [AbortSignal]` because each connection added an abort listener to the shared stop signal
 * and never removed it. 50 games in one process must emit no process warning and keep the heap flat.
 */
describe('50 games with 5 agents in one process against the arena server', () => {
  test('no process warning, heap after the last game within 10% of the heap after the tenth', async () => {
    const shipped = shippedConfig({ players: 5, lang: 'ja' });
    const config: ArenaConfig = {
      ...shipped,
      server: { ...shipped.server, timeout: { action: 3000, acceptable: 1000, response: 3000 } },
    };
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => void warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    const heaps: number[] = [];
    let finished = 0;
    const server = await startArenaServer({
      config,
      port: 0,
      seed: 'no-leak',
      onGame: () => {
        finished += 1;
      },
    });
    const controller = new AbortController();
    try {
      const report = await connectAgents({
        dial: websocketDialer({ url: server.url }),
        team: 'leak',
        agents: AGENTS,
        brainFactory: createRuleBrainFactory({ renderers: shippedRenderers() }),
        autoReconnect: true,
        maxGames: GAMES,
        seed: 'no-leak',
        signal: controller.signal,
        backoff: { initialDelayMs: 10, maxDelayMs: 50 },
        random: () => 0,
        onEvent: (event) => {
          // Agent 1's count stands for the game count (the five play the same games).
          if (
            event.kind === 'game-finished' &&
            event.agent === 'leak1' &&
            (event.games === 10 || event.games === GAMES)
          ) {
            heaps.push(liveHeap());
          }
        },
      });
      await server.idle();
      expect(report.agents.map((agent) => agent.games)).toEqual(Array(AGENTS).fill(GAMES));
      expect(finished).toBe(GAMES);
      // Let the warning event (emitted on the next tick) surface before judging.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
      const [afterTenth, afterLast] = heaps as [number, number];
      expect(afterLast).toBeLessThanOrEqual(afterTenth * 1.1);
    } finally {
      process.off('warning', onWarning);
      controller.abort();
      await server.close();
    }
  }, 120_000);
});

import { WebSocket } from 'ws';
import { type ArenaConfig, type ArenaGameResult, shippedConfig, startArenaServer } from '../../../src/arena/index.ts';
import type { BrainFactory } from '../../../src/brain/brain.ts';
import { createRuleBrain } from '../../../src/brain/rule/index.ts';
import type { FreeformSettingsInput } from '../../../src/client/freeform/freeform-settings.ts';
import { createAgentSession, createMemoryLogger, type SessionLogRecord } from '../../../src/client/index.ts';

/** The contest's 5-player speak-anytime config with a short phase, so a whole game takes seconds. */
export const freeformConfig = (options: { lang: 'ja' | 'en'; durationMs: number }): ArenaConfig => {
  const config = shippedConfig({ players: 5, lang: options.lang, freeform: true });
  return { ...config, game: { ...config.game, talk: { ...config.game.talk, duration: options.durationMs } } };
};

export type SeatRecords = { readonly name: string; readonly records: SessionLogRecord[] };

/**
 * One complete game on the arena's WebSocket server with five of our sessions over real sockets.
 * `brainFor(n)` picks the brain of connection n (1..5); every session logs to memory for the checks.
 */
export const playOverWebSockets = async (options: {
  config: ArenaConfig;
  seed: string;
  lang: 'ja' | 'en';
  brainFor?: (connection: number) => BrainFactory;
  freeform?: FreeformSettingsInput;
  /** Connections that are not our session (raw test clients); they connect themselves. */
  extraClients?: (url: string) => void;
  ourAgents?: number;
}): Promise<{ result: ArenaGameResult; agents: SeatRecords[] }> => {
  let resolveGame: (result: ArenaGameResult) => void = () => {};
  const game = new Promise<ArenaGameResult>((resolve) => {
    resolveGame = resolve;
  });
  const server = await startArenaServer({
    config: options.config,
    port: 0,
    seed: options.seed,
    selfMatch: false,
    onGame: (result) => resolveGame(result),
  });
  const agents: SeatRecords[] = [];
  const sockets: WebSocket[] = [];
  try {
    for (let connection = 1; connection <= (options.ourAgents ?? 5); connection++) {
      const logger = createMemoryLogger();
      // Distinct teams (self_match off): the team is the name without trailing digits.
      const name = `ours${String.fromCharCode(96 + connection)}`;
      const socket = new WebSocket(server.url);
      const session = createAgentSession({
        name,
        connection: { send: (text) => socket.send(text), close: () => socket.close() },
        brainFactory: options.brainFor?.(connection) ?? createRuleBrain,
        lang: options.lang,
        seed: `${options.seed}/${name}`,
        logger,
        ...(options.freeform === undefined ? {} : { freeform: options.freeform }),
      });
      socket.on('message', (data) => session.receive(String(data)));
      socket.on('close', () => session.close());
      socket.on('error', () => {});
      sockets.push(socket);
      agents.push({ name, records: logger.records });
    }
    options.extraClients?.(server.url);
    return { result: await game, agents };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.close();
  }
};

/** Our frames sent during speak-anytime phases, per agent and day. */
export const phaseSends = (records: readonly SessionLogRecord[]): Map<number, string[]> => {
  const perDay = new Map<number, string[]>();
  let day = 0;
  for (const record of records) {
    if (record.kind === 'received') {
      const packet = record.packet as { info?: { day?: number } };
      day = packet.info?.day ?? day;
    }
    if (record.kind === 'sent' && record.request === 'TALK_PHASE')
      perDay.set(day, [...(perDay.get(day) ?? []), record.text]);
  }
  return perDay;
};

import type { AgentConfig } from '../config/index.ts';
import { type GameDialer, websocketDialer } from '../transport/index.ts';

/**
 * The connection to the game server from the `server` settings: a WebSocket to `server.url` with the
 * organisers' token, dialled again for every game by `connectAgents`.
 */
export const buildGameDialer = (
  server: Pick<AgentConfig['server'], 'url' | 'token' | 'handshakeTimeoutMs'>,
): GameDialer =>
  websocketDialer({ url: server.url, token: server.token, handshakeTimeoutMs: server.handshakeTimeoutMs });

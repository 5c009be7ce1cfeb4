import { err, ok, type Result } from '../../result.ts';
import {
  httpRpcTransport,
  parseHostPort,
  type RpcTransport,
  tcpRpcTransport,
  wsRpcTransport,
} from '../../transport/index.ts';

/** The `aiwolf-agent rpc` flags that say how the function-call agent is reached. */
export type RpcTransportSettings = {
  readonly http?: string | undefined;
  readonly ws?: string | undefined;
  readonly tcp?: string | undefined;
  readonly playerId?: string | undefined;
  readonly reconnectMs?: string | undefined;
  /** Progress of the TCP client (connected, disconnected), for the console. */
  readonly onTcpStatus?: (status: 'connected' | 'disconnected') => void;
};

export type RpcTransportError = { readonly code: 'invalid-transport'; readonly message: string };

const invalid = (message: string): { readonly ok: false; readonly error: RpcTransportError } =>
  err({ code: 'invalid-transport', message });

/**
 * The function-call agent's transports from its settings: an HTTP and/or WebSocket server, and/or a TCP
 * client of a backend. At least one is required; a malformed address is an error naming the flag.
 */
export const buildRpcTransports = (
  settings: RpcTransportSettings,
): Result<readonly RpcTransport[], RpcTransportError> => {
  if (settings.http === undefined && settings.ws === undefined && settings.tcp === undefined)
    return invalid('give --http, --ws or --tcp HOST:PORT');
  const transports: RpcTransport[] = [];
  for (const [text, build] of [
    [settings.http, httpRpcTransport],
    [settings.ws, wsRpcTransport],
  ] as const) {
    if (text === undefined) continue;
    const address = parseHostPort(text);
    if (address === undefined) return invalid(`not HOST:PORT: ${text}`);
    transports.push(build(address));
  }
  if (settings.tcp !== undefined) {
    const address = parseHostPort(settings.tcp);
    const playerId = Number(settings.playerId);
    if (address === undefined) return invalid(`not HOST:PORT: ${settings.tcp}`);
    if (settings.playerId === undefined || !Number.isInteger(playerId)) return invalid('--tcp needs --player-id N');
    transports.push(
      tcpRpcTransport({
        address,
        playerId,
        reconnectMs: Number(settings.reconnectMs ?? 3000),
        ...(settings.onTcpStatus === undefined ? {} : { onStatus: settings.onTcpStatus }),
      }),
    );
  }
  return ok(transports);
};

/**
 * Public API of the transports: one WebSocket per game to aiwolf-nlp-server (over `ws`), and the socket
 * adapters of the function-call agent (HTTP and WebSocket servers, TCP client) behind `RpcTransport`.
 */
export {
  type ConnectionClosed,
  type OpenConnectionOptions,
  openWebSocketConnection,
  type WebSocketConnection,
} from './websocket-connection.ts';
export { type GameDialer, websocketDialer } from './game-dialer.ts';
export { TRANSPORT_ERROR_MESSAGES, type TransportError, type TransportErrorCode } from './transport-error.ts';
export { startHttpRpcServer } from './function-call/http-server.ts';
export { createLineSplitter } from './function-call/line-splitter.ts';
export { type HostPort, type ListeningServer, parseHostPort } from './function-call/listening-server.ts';
export type { RpcTextHandler } from './function-call/rpc-text-handler.ts';
export {
  httpRpcTransport,
  type RpcTransport,
  type StartedRpcTransport,
  tcpRpcTransport,
  wsRpcTransport,
} from './function-call/rpc-transport.ts';
export { connectTcpRpcClient, type TcpRpcClient } from './function-call/tcp-client.ts';
export { startWsRpcServer } from './function-call/ws-server.ts';

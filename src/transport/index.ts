/**
 * Public API of the transports: one WebSocket per game to aiwolf-nlp-server (over `ws`), and the socket
 * adapters of the function-call protocol: the agent's side (HTTP and WebSocket servers, TCP client) behind
 * `RpcTransport`, and the game master's side (HTTP and WebSocket clients, TCP hub, in-process) behind
 * `AgentEndpoint`.
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
export type { AgentEndpoint, AgentCallOutcome } from './function-call/agent-endpoint.ts';
export { createHttpEndpoint } from './function-call/http-endpoint.ts';
export { createInProcessEndpoint } from './function-call/in-process-endpoint.ts';
export { startTcpHub, type TcpHub } from './function-call/tcp-hub.ts';
export { createWsEndpoint } from './function-call/ws-endpoint.ts';

/** Public API of the transport: one WebSocket per game to aiwolf-nlp-server, over `ws`. */
export {
  type ConnectionClosed,
  type OpenConnectionOptions,
  openWebSocketConnection,
  type WebSocketConnection,
} from './websocket-connection.ts';
export { TRANSPORT_ERROR_MESSAGES, type TransportError, type TransportErrorCode } from './transport-error.ts';

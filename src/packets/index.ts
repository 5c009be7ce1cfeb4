/** Public API of the wire format: server frames → one typed Packet model (pure: no I/O). */
export { decodePacket } from './decode-packet.ts';
export type { PacketInfo } from './info-schema.ts';
export { PACKET_ERROR_CODES, PACKET_ERROR_MESSAGES, type PacketError, type PacketErrorCode } from './packet-error.ts';
export {
  checkAgentMap,
  checkFrameLimits,
  checkValueLimits,
  type LimitViolation,
  PACKET_LIMITS,
} from './packet-limits.ts';
export type { Packet } from './packet-schema.ts';
export { type PrintedFrame, printedFrame } from './printed-frame.ts';
export { usableStatusMap } from './status-map.ts';
export {
  ANSWERED_REQUESTS,
  type AnsweredRequest,
  isRequestType,
  type PacketRequest,
  REQUEST_TYPES,
  type RequestType,
  requiresAnswer,
  UNKNOWN_REQUEST,
} from './request-type.ts';

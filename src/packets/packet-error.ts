/**
 * Why a frame from the server is not a packet we can use, as data. Codes are stable; the human
 * message of each code lives only in this table.
 */
export const PACKET_ERROR_MESSAGES = {
  'invalid-json': 'the frame is not valid JSON',
  'not-an-object': 'the frame is JSON but not an object',
  'missing-request': "the packet has no string 'request' key",
  'invalid-field': 'a field has the wrong type or an impossible value',
  'missing-field': 'a field this request always carries is absent',
  // Limits on what one packet may make the agent do (packet-limits.ts).
  'frame-too-large': 'the frame is larger than any packet the agent accepts',
  'too-deep': 'the JSON is nested deeper than any packet the agent accepts',
  'too-many-agents': 'the packet lists more agents than one game may have',
  'name-too-long': 'an agent name is longer than the agent accepts',
  'list-too-long': 'a list or map has more entries than the agent accepts',
  'text-too-long': 'a string is longer than the agent accepts',
} as const;

export type PacketErrorCode = keyof typeof PACKET_ERROR_MESSAGES;

export const PACKET_ERROR_CODES = Object.keys(PACKET_ERROR_MESSAGES) as readonly PacketErrorCode[];

export type PacketError = {
  readonly code: PacketErrorCode;
  readonly message: string;
  /** Where in the JSON the problem is, e.g. `info.status_map` (snake_case, as normalised). */
  readonly path: string;
  /** The request type when it could be read, so a caller can still answer safely. */
  readonly request?: string;
  /** More detail (the schema's own message), for logs. */
  readonly detail?: string;
  readonly raw: string;
};

export const packetError = (options: {
  code: PacketErrorCode;
  raw: string;
  path?: string;
  request?: string | undefined;
  detail?: string | undefined;
}): PacketError => ({
  code: options.code,
  message: PACKET_ERROR_MESSAGES[options.code],
  path: options.path ?? '',
  raw: options.raw,
  ...(options.request === undefined ? {} : { request: options.request }),
  ...(options.detail === undefined ? {} : { detail: options.detail }),
});

/**
 * Every request the server sends. The last six exist only on servers with speak-anytime
 * (freeform) talk phases; older servers never send them.
 */
export const REQUEST_TYPES = [
  'NAME',
  'INITIALIZE',
  'DAILY_INITIALIZE',
  'TALK',
  'WHISPER',
  'DAILY_FINISH',
  'DIVINE',
  'GUARD',
  'VOTE',
  'ATTACK',
  'FINISH',
  'TALK_PHASE_START',
  'TALK_BROADCAST',
  'TALK_PHASE_END',
  'WHISPER_PHASE_START',
  'WHISPER_BROADCAST',
  'WHISPER_PHASE_END',
] as const;

export type RequestType = (typeof REQUEST_TYPES)[number];

/** A request type this agent does not know; decoded, folded as a no-op, never answered. */
export const UNKNOWN_REQUEST = 'UNKNOWN' as const;

export type PacketRequest = RequestType | typeof UNKNOWN_REQUEST;

/**
 * The requests the server blocks on. Answering anything else puts an extra frame in the server's
 * queue that is read as the answer to the next request (server.md §4.5), so this list is exact.
 */
export const ANSWERED_REQUESTS = ['NAME', 'TALK', 'WHISPER', 'VOTE', 'DIVINE', 'GUARD', 'ATTACK'] as const;

export type AnsweredRequest = (typeof ANSWERED_REQUESTS)[number];

const answered: ReadonlySet<string> = new Set(ANSWERED_REQUESTS);
const known: ReadonlySet<string> = new Set(REQUEST_TYPES);

export const requiresAnswer = (request: string): request is AnsweredRequest => answered.has(request);

export const isRequestType = (request: string): request is RequestType => known.has(request);

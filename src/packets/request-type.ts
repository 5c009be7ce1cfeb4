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

/** Keys a request always carries on every server generation (server.md §1.2, freeform.md §3). */
export const REQUIRED_KEYS: Readonly<
  Record<RequestType, readonly ('info' | 'setting' | 'new_talk' | 'new_whisper')[]>
> = {
  NAME: [],
  INITIALIZE: ['info', 'setting'],
  DAILY_INITIALIZE: ['info'],
  TALK: ['info'],
  WHISPER: ['info'],
  DAILY_FINISH: ['info'],
  DIVINE: ['info'],
  GUARD: ['info'],
  VOTE: ['info'],
  ATTACK: ['info'],
  FINISH: ['info'],
  TALK_PHASE_START: ['info'],
  TALK_BROADCAST: ['info', 'new_talk'],
  TALK_PHASE_END: ['info'],
  WHISPER_PHASE_START: ['info'],
  WHISPER_BROADCAST: ['info', 'new_whisper'],
  WHISPER_PHASE_END: ['info'],
};

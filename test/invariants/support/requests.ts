import type { JsonLogEntry } from '../../../src/arena/index.ts';
import type { AuditedGame } from './audited-game.ts';

/** Requests the server waits an answer for (server.md §4.5); any frame for another one shifts every later answer. */
export const NEEDS_ANSWER: ReadonlySet<string> = new Set([
  'NAME',
  'TALK',
  'WHISPER',
  'VOTE',
  'DIVINE',
  'GUARD',
  'ATTACK',
]);
export const TARGET_REQUESTS: ReadonlySet<string> = new Set(['VOTE', 'DIVINE', 'GUARD', 'ATTACK']);

/** The parts of a wire packet (as the arena sent it, snake_case) these tests read. */
export type WirePacket = {
  readonly request: string;
  readonly info?: {
    readonly day: number;
    readonly agent: string;
    readonly status_map?: Record<string, string>;
    readonly role_map?: Record<string, string>;
    readonly remain_skip?: number;
  };
  readonly setting?: { readonly vote?: { readonly allow_self_vote?: boolean } };
};

/** One request of the arena's JSON log with its packet parsed. */
export type LoggedRequest = {
  readonly entry: JsonLogEntry;
  readonly packet: WirePacket;
  /** The seat (1-based) the request went to. */
  readonly seat: number;
};

export const loggedRequests = (game: AuditedGame): LoggedRequest[] =>
  game.result.jsonLog.entries.map((entry) => {
    const seat = game.seats.find((candidate) => candidate.name === entry.agent);
    if (seat === undefined) throw new Error(`${game.label}: JSON log names an unknown agent ${entry.agent}`);
    return { entry, packet: JSON.parse(entry.request) as WirePacket, seat: seat.idx };
  });

export const actionTimeoutOf = (game: AuditedGame): number => game.config.server.timeout.action;

/**
 * What a seat's client sent in answer to each request of one type, in order: read off the in-memory
 * wire when there is one (the frames themselves), else from the client's session log.
 */
export const answersTo = (game: AuditedGame, seat: number, request: string): string[] => {
  if (game.wire.length === 0)
    return (game.sessionLogs[seat - 1] ?? []).flatMap((record) =>
      record.kind === 'sent' && record.request === request ? [record.text] : [],
    );
  const answers: string[] = [];
  let asked: string | undefined;
  for (const frame of game.wire) {
    if (frame.seat !== seat) continue;
    if (frame.direction === 'packet') asked = (JSON.parse(frame.text) as { request: string }).request;
    else if (asked !== undefined) {
      if (asked === request) answers.push(frame.text);
      asked = undefined;
    }
  }
  return answers;
};

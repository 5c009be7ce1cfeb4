import { z } from 'zod';
import { GAME_ROLES } from '../game/state.ts';

/**
 * One finished (or unfinished) game as the server's game log tells it (`../shared/spec/server.md` §7.2).
 * The schema is the source of the types; the reader builds values of it from text and never throws.
 * Every event keeps `line` (1-based line of the log) so the order across kinds can be rebuilt.
 */
export const gameRoleSchema = z.enum(GAME_ROLES);
export const speciesSchema = z.enum(['HUMAN', 'WEREWOLF']);
export const winSideSchema = z.enum(['VILLAGER', 'WEREWOLF']);
/** `ERRORED` is the empty status the server writes for a seat whose agent failed. */
export const seatStatusSchema = z.enum(['ALIVE', 'DEAD', 'ERRORED']);

export const seatSchema = z.object({
  idx: z.number().int(),
  /** The connection name in the status line (`kanolab1`). */
  connectionName: z.string(),
  /** The in-game (character) name; `Agent[NN]` when the log has none (old server, `nlp2025`). */
  name: z.string(),
  /** False when `name` was not in the log but is the server's default `Agent[NN]`. */
  nameInLog: z.boolean(),
  /** Connection name with trailing digits removed (`kanolab1` → `kanolab`), or the JSON log's team. */
  team: z.string(),
  role: gameRoleSchema,
});

export const statusEntrySchema = z.object({
  line: z.number().int(),
  day: z.number().int(),
  idx: z.number().int(),
  role: gameRoleSchema,
  status: seatStatusSchema,
});

export const talkEntrySchema = z.object({
  line: z.number().int(),
  day: z.number().int(),
  /** The talk's index within the day, as the server numbered it. */
  idx: z.number().int(),
  turn: z.number().int(),
  agent: z.number().int(),
  /** Raw text: may hold commas, newlines (joined continuation lines) and the spaces the server puts around `@Name`. */
  text: z.string(),
  /** The trailing Unix time some tracks append (seconds in the contest logs). */
  time: z.number().int().optional(),
});

export const targetEntrySchema = z.object({
  line: z.number().int(),
  day: z.number().int(),
  agent: z.number().int(),
  target: z.number().int(),
});

/** A vote; `round` counts the voter's votes that day from 0 (re-votes after a tie get 1, 2, …). */
export const voteEntrySchema = targetEntrySchema.extend({ round: z.number().int() });

export const divineEntrySchema = targetEntrySchema.extend({ result: speciesSchema });
export const guardEntrySchema = targetEntrySchema.extend({ targetRole: gameRoleSchema });

export const executionEntrySchema = z.object({
  line: z.number().int(),
  day: z.number().int(),
  agent: z.number().int(),
  role: gameRoleSchema,
});

/** `target` −1 = no attack that night; `success` false = guarded. */
export const attackEntrySchema = z.object({
  line: z.number().int(),
  day: z.number().int(),
  target: z.number().int(),
  success: z.boolean(),
});

export const resultEntrySchema = z.object({
  line: z.number().int(),
  day: z.number().int(),
  humans: z.number().int(),
  werewolves: z.number().int(),
  /** As written: VILLAGER, WEREWOLF or NONE (no winner). */
  winSide: z.string(),
});

export const GAME_LOG_ERROR_CODES = [
  'unknown-kind',
  'bad-field-count',
  'bad-number',
  'unknown-role',
  'bad-value',
  'orphan-line',
  'no-status',
  'seat-missing-on-day',
  'no-winner',
] as const;
export const gameLogErrorCodeSchema = z.enum(GAME_LOG_ERROR_CODES);

/** An odd line or inconsistency, kept as data: the reader skips what it cannot use and says so here. */
export const gameLogErrorSchema = z.object({
  code: gameLogErrorCodeSchema,
  /** 1-based line of the log; 0 for whole-game problems. */
  line: z.number().int(),
  message: z.string(),
});

export const gameRecordSchema = z.object({
  /** The caller's name for the game (usually the file name without `.log`). */
  id: z.string(),
  /** Seats ordered by idx, from the last status block. */
  seats: z.array(seatSchema),
  statuses: z.array(statusEntrySchema),
  talks: z.array(talkEntrySchema),
  whispers: z.array(talkEntrySchema),
  votes: z.array(voteEntrySchema),
  attackVotes: z.array(targetEntrySchema),
  divines: z.array(divineEntrySchema),
  guards: z.array(guardEntrySchema),
  executions: z.array(executionEntrySchema),
  attacks: z.array(attackEntrySchema),
  result: resultEntrySchema.optional(),
  /** The winning side, only when the result line names one (finished game). */
  winner: winSideSchema.optional(),
  /** The highest day number in the log (the final status block is final day + 1). */
  lastDay: z.number().int(),
  errors: z.array(gameLogErrorSchema),
});

export type GameRoleName = z.infer<typeof gameRoleSchema>;
export type WinSideName = z.infer<typeof winSideSchema>;
export type SeatStatus = z.infer<typeof seatStatusSchema>;
export type Seat = z.infer<typeof seatSchema>;
export type StatusEntry = z.infer<typeof statusEntrySchema>;
export type TalkLogEntry = z.infer<typeof talkEntrySchema>;
export type TargetLogEntry = z.infer<typeof targetEntrySchema>;
export type VoteLogEntry = z.infer<typeof voteEntrySchema>;
export type DivineLogEntry = z.infer<typeof divineEntrySchema>;
export type GuardLogEntry = z.infer<typeof guardEntrySchema>;
export type ExecutionLogEntry = z.infer<typeof executionEntrySchema>;
export type AttackLogEntry = z.infer<typeof attackEntrySchema>;
export type ResultLogEntry = z.infer<typeof resultEntrySchema>;
export type GameLogErrorCode = z.infer<typeof gameLogErrorCodeSchema>;
export type GameLogError = z.infer<typeof gameLogErrorSchema>;
export type GameRecord = z.infer<typeof gameRecordSchema>;

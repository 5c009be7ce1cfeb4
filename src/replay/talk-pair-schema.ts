import { z } from 'zod';
import { GAME_ROLES } from '../game/state.ts';

/**
 * The two files `replay --talk-pairs DIR` writes, one JSON object a line. `pairs.jsonl` is all a judge
 * may read: nothing in it says which side is ours. `key.jsonl` says it, and where each turn came from.
 */
const speciesSchema = z.enum(['HUMAN', 'WEREWOLF']);

export const talkPairSchema = z.strictObject({
  /** Stable for a turn (a hash of game, day and talk index): the same turn has the same id in every drawing. */
  id: z.string().min(1),
  lang: z.enum(['ja', 'en']),
  /** Every player of the game, and who was still alive at the turn. */
  players: z.array(z.string()),
  alive: z.array(z.string()),
  speaker: z.string(),
  speakerRole: z.enum(GAME_ROLES),
  /** What the speaker privately knows at the turn (empty lists for what its role never learns). */
  knows: z.strictObject({
    /** Fellow werewolves. */
    teammates: z.array(z.string()),
    /** Own divinations: night `day` (the result arrived the next morning). */
    divinations: z.array(z.strictObject({ day: z.number().int(), target: z.string(), result: speciesSchema })),
    /** Own medium results: the player executed on `day`. */
    mediumResults: z.array(z.strictObject({ day: z.number().int(), target: z.string(), result: speciesSchema })),
    /** Own guards: night `day`. */
    guards: z.array(z.strictObject({ day: z.number().int(), target: z.string() })),
    /** Werewolves' whispers of the previous day and today up to the turn, `day N | Name: text`. */
    whispers: z.array(z.string()),
  }),
  day: z.number().int().min(1),
  /**
   * What the seat had seen, oldest first: the previous day's talk, its votes, execution and the night's
   * attack, then today's talk up to the turn (`day N | Name: text`, `day N | vote A → B`,
   * `day N | executed A`, `night N | attacked A`).
   */
  context: z.array(z.string()),
  /** The two candidate utterances for the speaker's turn, in a seeded random order. */
  A: z.string().min(1),
  B: z.string().min(1),
});
export type TalkPair = z.infer<typeof talkPairSchema>;

export const PAIR_SIDES = ['A', 'B'] as const;
export type PairSide = (typeof PAIR_SIDES)[number];

export const pairKeySchema = z.strictObject({
  id: z.string().min(1),
  /** The side our brain said; the other is the real agent's line. */
  ours: z.enum(PAIR_SIDES),
  folder: z.string(),
  /** The log file the turn came from, and its game id (`folder/file`). */
  log: z.string(),
  gameId: z.string(),
  day: z.number().int(),
  /** The talk's index within the day and its turn, as the log numbers them. */
  talkIdx: z.number().int(),
  turn: z.number().int(),
  seat: z.string(),
  seatIdx: z.number().int(),
  /** The real seat's team (connection name without digits). */
  team: z.string(),
  brain: z.string(),
  seed: z.string(),
  /** Where our line came from: the brain, or the client's fallback (`fallback`, `error`). */
  source: z.enum(['brain', 'fallback', 'error']),
  answeredBy: z.string().optional(),
});
export type PairKey = z.infer<typeof pairKeySchema>;

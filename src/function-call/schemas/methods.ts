import type { z } from 'zod';
import {
  DefendParamsSchema,
  DefendResultSchema,
  DiscussParamsSchema,
  DiscussResultSchema,
  VoteParamsSchema,
  VoteResultSchema,
} from './day-methods.ts';
import {
  GameOverParamsSchema,
  GameOverResultSchema,
  InitializeParamsSchema,
  InitializeResultSchema,
} from './lifecycle-methods.ts';
import {
  HunterActionParamsSchema,
  HunterActionResultSchema,
  SeerActionParamsSchema,
  SeerActionResultSchema,
  WerewolfActionParamsSchema,
  WerewolfActionResultSchema,
  WitchActionParamsSchema,
  WitchActionResultSchema,
} from './night-methods.ts';

/** Every function of seed 004 with its params and result schemas: the single source of the RPC types. */
export const METHOD_SCHEMAS = {
  initialize: { params: InitializeParamsSchema, result: InitializeResultSchema },
  werewolf_action: { params: WerewolfActionParamsSchema, result: WerewolfActionResultSchema },
  seer_action: { params: SeerActionParamsSchema, result: SeerActionResultSchema },
  witch_action: { params: WitchActionParamsSchema, result: WitchActionResultSchema },
  hunter_action: { params: HunterActionParamsSchema, result: HunterActionResultSchema },
  discuss: { params: DiscussParamsSchema, result: DiscussResultSchema },
  vote: { params: VoteParamsSchema, result: VoteResultSchema },
  defend: { params: DefendParamsSchema, result: DefendResultSchema },
  game_over: { params: GameOverParamsSchema, result: GameOverResultSchema },
} as const;

export type MethodName = keyof typeof METHOD_SCHEMAS;
export const METHOD_NAMES = Object.keys(METHOD_SCHEMAS) as MethodName[];
export type MethodParams<M extends MethodName> = z.infer<(typeof METHOD_SCHEMAS)[M]['params']>;
export type MethodResult<M extends MethodName> = z.infer<(typeof METHOD_SCHEMAS)[M]['result']>;

export const isMethodName = (name: string): name is MethodName => Object.hasOwn(METHOD_SCHEMAS, name);

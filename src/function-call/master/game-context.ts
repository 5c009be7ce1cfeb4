import type { Random } from '../../random.ts';
import { METHOD_SCHEMAS, type MethodName, type MethodResult } from '../schemas/methods.ts';
import type { AgentEndpoint } from '../../transport/index.ts';
import type { BackendRecord } from './game-record.ts';
import { normalizeAgentResult } from './normalize-result.ts';

export type GameLogEntry = {
  readonly game: string;
  readonly day: number;
  readonly phase: string;
  readonly kind: string;
  readonly player?: number;
  readonly detail: unknown;
};

/** What the phases of one game share. */
export type GameContext = {
  readonly gameId: string;
  readonly record: BackendRecord;
  readonly endpoints: ReadonlyMap<number, AgentEndpoint<MethodName>>;
  readonly timeoutMs: number;
  readonly random: Random;
  readonly language: string;
  readonly log: (entry: Omit<GameLogEntry, 'game' | 'day' | 'phase'>) => void;
};

/**
 * One call to one agent. A timeout, an error response or a result that does not fit the schema is
 * counted as a failure and gives undefined: the caller applies the seed's default (abstain, no potion).
 */
export const callAgent = async <M extends MethodName>(
  context: GameContext,
  input: { playerId: number; method: M; params: unknown },
): Promise<MethodResult<M> | undefined> => {
  const endpoint = context.endpoints.get(input.playerId);
  const fail = (detail: unknown): undefined => {
    context.record.failures.set(input.playerId, (context.record.failures.get(input.playerId) ?? 0) + 1);
    context.log({ kind: 'failure', player: input.playerId, detail: { method: input.method, ...(detail as object) } });
    return undefined;
  };
  if (endpoint === undefined) return fail({ reason: 'no endpoint' });
  const outcome = await endpoint.call({ method: input.method, params: input.params, timeoutMs: context.timeoutMs });
  if (!outcome.ok) return fail(outcome);
  const parsed = METHOD_SCHEMAS[input.method].result.safeParse(normalizeAgentResult(input.method, outcome.result));
  if (!parsed.success) return fail({ reason: 'invalid result', detail: parsed.error.issues[0]?.message });
  context.log({ kind: input.method, player: input.playerId, detail: parsed.data });
  return parsed.data as MethodResult<M>;
};

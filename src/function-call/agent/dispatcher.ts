import type { Result } from '../../result.ts';
import { canonicalJson } from './canonical-json.ts';
import { DEFAULT_RESULTS } from '../schemas/default-results.ts';
import { errorResponse, idOf, parseRpcText, RpcRequestSchema, type RpcResponse, resultResponse } from './json-rpc.ts';
import { checkParams } from './params-checks.ts';
import { checkResult } from './result-checks.ts';
import { RPC_ERROR, type RpcErrorObject, rpcError } from './rpc-error.ts';
import {
  isMethodName,
  METHOD_SCHEMAS,
  type MethodName,
  type MethodParams,
  type MethodResult,
} from '../schemas/methods.ts';

export type HandlerInput<M extends MethodName> = {
  readonly params: MethodParams<M>;
  /** Canonical JSON of the call (method and params): the seed of every random choice. */
  readonly requestKey: string;
  readonly signal: AbortSignal;
  readonly deadline: number;
};
export type MethodHandler<M extends MethodName> = (
  input: HandlerInput<M>,
) => Promise<Result<MethodResult<M>, RpcErrorObject>>;
export type RpcHandlers = { readonly [M in MethodName]: MethodHandler<M> };

export type DispatchEvent = {
  readonly method: string;
  readonly id: string | number | null;
  readonly outcome: 'ok' | 'late' | 'cached' | 'error';
  readonly milliseconds: number;
  readonly code?: number;
};

export type DispatcherOptions = {
  readonly handlers: RpcHandlers;
  /** Time the handler may take before the seed's default answer is sent (ms, default 5000). */
  readonly deadlineMs?: number;
  /** Part of every cache key besides the call itself (the agent's game context). */
  readonly contextKey?: () => string;
  readonly onEvent?: (event: DispatchEvent) => void;
  readonly cacheSize?: number;
};

export type Dispatcher = {
  /** One wire text in, the response text out (undefined when nothing is to be sent). */
  handleText(text: string): Promise<string | undefined>;
  handleValue(value: unknown): Promise<RpcResponse | RpcResponse[] | undefined>;
};

type Outcome = { readonly response: Result<unknown, RpcErrorObject>; readonly late: boolean };

/**
 * The one dispatcher all transports share: JSON-RPC 2.0 framing, batches and notifications, params
 * and result validation, the deadline race with the seed's default answers, and an idempotency cache
 * keyed by the call's canonical JSON (in-flight calls are shared too).
 */
export const createDispatcher = (options: DispatcherOptions): Dispatcher => {
  const deadlineMs = options.deadlineMs ?? 5000;
  const cacheSize = options.cacheSize ?? 2000;
  const cache = new Map<string, Promise<Outcome>>();

  const runMethod = async <M extends MethodName>(
    method: M,
    params: MethodParams<M>,
    requestKey: string,
  ): Promise<Outcome> => {
    const controller = new AbortController();
    const deadline = Date.now() + deadlineMs;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deadlineMs);
    });
    const handler = options.handlers[method] as MethodHandler<M>;
    const work = handler({ params, requestKey, signal: controller.signal, deadline }).catch(
      (cause: unknown): Result<MethodResult<M>, RpcErrorObject> => ({
        ok: false,
        error: rpcError(RPC_ERROR.internalError, cause instanceof Error ? cause.message : String(cause)),
      }),
    );
    const winner = await Promise.race([work, late]);
    clearTimeout(timer);
    if (winner === 'late') {
      controller.abort();
      return { response: { ok: true, value: DEFAULT_RESULTS[method] }, late: true };
    }
    if (!winner.ok) return { response: winner, late: false };
    const shaped = METHOD_SCHEMAS[method].result.safeParse(winner.value);
    if (!shaped.success)
      return {
        response: { ok: false, error: rpcError(RPC_ERROR.internalError, 'the brain produced an invalid result') },
        late: false,
      };
    const problem = checkResult({ method, params, result: shaped.data as MethodResult<M> });
    return {
      response: problem === undefined ? { ok: true, value: shaped.data } : { ok: false, error: problem },
      late: false,
    };
  };

  const remember = (key: string, outcome: Promise<Outcome>): Promise<Outcome> => {
    cache.set(key, outcome);
    if (cache.size > cacheSize) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return outcome;
  };

  const handleOne = async (value: unknown): Promise<RpcResponse | undefined> => {
    const started = Date.now();
    const request = RpcRequestSchema.safeParse(value);
    const report = (
      method: string,
      id: string | number | null,
      outcome: DispatchEvent['outcome'],
      code?: number,
    ): void =>
      options.onEvent?.({
        method,
        id,
        outcome,
        milliseconds: Date.now() - started,
        ...(code === undefined ? {} : { code }),
      });
    if (!request.success) {
      report('?', idOf(value), 'error', RPC_ERROR.invalidRequest);
      return errorResponse(idOf(value), rpcError(RPC_ERROR.invalidRequest, request.error.issues[0]?.message));
    }
    const { method, id } = request.data;
    const isNotification = !('id' in (value as object));
    const responseId = id ?? null;
    const fail = (error: RpcErrorObject): RpcResponse | undefined => {
      report(method, responseId, 'error', error.code);
      return isNotification ? undefined : errorResponse(responseId, error);
    };
    if (!isMethodName(method)) return fail(rpcError(RPC_ERROR.methodNotFound, method));
    const parsed = METHOD_SCHEMAS[method].params.safeParse(request.data.params ?? {});
    if (!parsed.success || Array.isArray(request.data.params)) {
      const issue = parsed.success
        ? 'params must be an object'
        : `${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`;
      return fail(rpcError(RPC_ERROR.invalidParams, issue));
    }
    const params = parsed.data as MethodParams<typeof method>;
    const problem = checkParams({ method, params });
    if (problem !== undefined) return fail(problem);
    const requestKey = canonicalJson({ method, params: request.data.params });
    const key = `${options.contextKey?.() ?? ''}\n${requestKey}`;
    // `initialize` (re)starts the game state, so it always runs; its answer is the same anyway.
    const cached = method === 'initialize' ? undefined : cache.get(key);
    const outcome = await (cached ?? remember(key, runMethod(method, params, requestKey)));
    if (!outcome.response.ok) return fail(outcome.response.error);
    report(method, responseId, cached ? 'cached' : outcome.late ? 'late' : 'ok');
    return isNotification ? undefined : resultResponse(responseId, outcome.response.value);
  };

  const handleValue = async (value: unknown): Promise<RpcResponse | RpcResponse[] | undefined> => {
    if (!Array.isArray(value)) return handleOne(value);
    if (value.length === 0) return errorResponse(null, rpcError(RPC_ERROR.invalidRequest, 'empty batch'));
    const responses = (await Promise.all(value.map(handleOne))).filter((response) => response !== undefined);
    return responses.length === 0 ? undefined : responses;
  };

  return {
    handleValue,
    handleText: async (text) => {
      const parsed = parseRpcText(text);
      if (!parsed.ok) return JSON.stringify(parsed.error);
      const response = await handleValue(parsed.value);
      return response === undefined ? undefined : JSON.stringify(response);
    },
  };
};

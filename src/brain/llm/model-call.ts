import type { GameState } from '../../game/state.ts';
import type { CallLogSink, CallOutcome } from './call-log.ts';
import type { ChatMessage, ChatModel, ChatOutcome, LlmRequestType, ReplySchema } from './chat-model.ts';
import type { RaceHandle } from './deadline-race.ts';

/** What one call produced: the value when it was used, how it ended, and the raw reply for a retry. */
export type Call<T> = { readonly value?: T; readonly outcome: CallOutcome; readonly reply?: string };

/** Who asks, for the cost ledger and the call log: the game, the asking seat, the day. */
export type CallScope = Pick<GameState, 'gameId' | 'self' | 'day'>;

export type CallInput<T> = {
  readonly state: CallScope;
  readonly requestType: LlmRequestType;
  /** The templates the messages were rendered from, in order (for the call log). */
  readonly templates: readonly string[];
  readonly messages: readonly ChatMessage[];
  readonly replySchema: ReplySchema;
  readonly handle: Pick<RaceHandle, 'signal' | 'budgetEnd' | 'isSettled'>;
  /** Turns the reply text into a value (outcome `used`) or says why it cannot be used. */
  readonly interpret: (text: string) => { value?: T; outcome: CallOutcome; parsed: unknown };
};

export type ModelCall = <T>(input: CallInput<T>) => Promise<Call<T>>;

/**
 * One model call, logged whatever happens: the only place the LLM brain and the function-call speaker
 * talk to the ChatModel.
 */
export const createModelCall = (dependencies: {
  readonly chatModel: ChatModel;
  readonly log?: CallLogSink | undefined;
  readonly now: () => number;
}): ModelCall => {
  const { chatModel, log, now } = dependencies;
  return async <T>(input: CallInput<T>): Promise<Call<T>> => {
    const started = now();
    let outcome: ChatOutcome;
    try {
      outcome = await chatModel.complete({
        requestType: input.requestType,
        messages: input.messages,
        replySchema: input.replySchema,
        signal: input.handle.signal,
        deadline: input.handle.budgetEnd,
        ...(input.state.gameId === undefined ? {} : { gameId: input.state.gameId }),
        agent: input.state.self,
      });
    } catch (error) {
      // A ChatModel should return failures as data; one that throws is treated as a failed connection.
      outcome = {
        ok: false,
        error: { code: 'connection', message: error instanceof Error ? error.message : String(error), attempts: 1 },
      };
    }
    const interpreted = outcome.ok ? input.interpret(outcome.value.text) : { outcome: 'failed' as const, parsed: null };
    const late = input.handle.isSettled() && interpreted.outcome === 'used';
    const final: CallOutcome = late ? 'late' : interpreted.outcome;
    log?.({
      time: new Date(started).toISOString(),
      gameId: input.state.gameId ?? '',
      agent: input.state.self,
      day: input.state.day,
      requestType: input.requestType,
      templates: input.templates,
      messages: input.messages,
      response: outcome.ok ? outcome.value.text : null,
      parsed: interpreted.parsed,
      usage: outcome.ok ? (outcome.value.usage ?? null) : null,
      model: outcome.ok ? outcome.value.model : null,
      attempts: outcome.ok ? outcome.value.attempts : outcome.error.attempts,
      latencyMs: now() - started,
      outcome: final,
      used: final === 'used',
      ...(outcome.ok
        ? {}
        : {
            error: {
              code: outcome.error.code,
              message: outcome.error.message,
              ...(outcome.error.status === undefined ? {} : { status: outcome.error.status }),
            },
          }),
    });
    return {
      ...(final === 'used' && interpreted.value !== undefined ? { value: interpreted.value } : {}),
      outcome: final,
      ...(outcome.ok ? { reply: outcome.value.text } : {}),
    };
  };
};

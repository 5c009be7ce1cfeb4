import type { GameState } from '../../game/state.ts';
import { describeError } from '../../errors.ts';
import type { ChatMessage } from './chat-model.ts';
import type { GameMemory } from './game-memory.ts';
import type { ModelCall } from './model-call.ts';
import { parseNoteReply } from './parse-reply.ts';
import type { MemoryLimits } from './prompt-context.ts';
import type { TemplateName } from './prompt-context-schema.ts';
import { REPLY_SCHEMAS } from './reply-schemas.ts';

export type NoteEvent = 'DAILY_INITIALIZE' | 'DAILY_FINISH';

export type Notes = {
  /** Asks for the day's plan or summary in the background: nothing waits for it. */
  readonly note: (state: GameState, event: NoteEvent) => void;
  /** Stops every note still being written (the game is over). */
  readonly abortAll: () => void;
};

/** Plans (DAILY_INITIALIZE) and summaries (DAILY_FINISH) the model writes for later prompts. */
export const createNotes = (options: {
  readonly memory: GameMemory;
  readonly call: ModelCall;
  readonly limits: MemoryLimits;
  readonly wanted: { readonly plan: boolean; readonly summary: boolean };
  /** How long a background note may take. */
  readonly timeoutMs: number;
  readonly now: () => number;
  readonly warn: (message: string) => void;
}): Notes => {
  const { memory, call, now } = options;
  const controllers = new Set<AbortController>();

  const note = (state: GameState, event: NoteEvent): void => {
    const wanted = event === 'DAILY_INITIALIZE' ? options.wanted.plan : options.wanted.summary;
    if (!wanted || state.status[state.self] !== 'ALIVE' || state.role === undefined) return;
    // A day nobody spoke on has nothing to summarise: the facts-only line stands in for it.
    if (event === 'DAILY_FINISH' && !state.talks.some((entry) => entry.day === state.day && !entry.skip && !entry.over))
      return;
    const template: TemplateName = event === 'DAILY_INITIALIZE' ? 'daily_initialize' : 'daily_finish';
    let messages: ChatMessage[];
    try {
      const requestContext = memory.requestContext({ state, limits: options.limits, stated: false });
      messages = memory.messagesFor(state, template, requestContext);
    } catch (error) {
      options.warn(`LLM ${template}: could not build the request (${describeError(error)}); no note today`);
      return;
    }
    const controller = new AbortController();
    controllers.add(controller);
    const budgetEnd = now() + options.timeoutMs;
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    const day = state.day;
    void call({
      state,
      requestType: template,
      templates: ['system', 'memory', template],
      messages,
      replySchema: REPLY_SCHEMAS.note,
      handle: { signal: controller.signal, budgetEnd, isSettled: () => false },
      interpret: (text) => {
        const parsed = parseNoteReply(text);
        if (!parsed.ok) return { outcome: 'invalid', parsed: { error: parsed.reason } };
        (event === 'DAILY_INITIALIZE' ? memory.plans : memory.summaries).set(day, parsed.value.note);
        return { outcome: 'note', parsed: parsed.value };
      },
    }).finally(() => {
      clearTimeout(timer);
      controllers.delete(controller);
    });
  };

  return {
    note,
    abortAll: () => {
      for (const controller of controllers) controller.abort();
    },
  };
};

import type { GameState, TalkEntry } from '../../game/state.ts';
import type { Sentence } from '../../protocol/ast.ts';
import type { Brain, BrainFactory, BrainOptions, GameEvent } from '../brain.ts';
import type { CallLogSink } from './call-log.ts';
import type { ChatModel } from './chat-model.ts';
import { createChoose } from './choose.ts';
import { createGameMemory } from './game-memory.ts';
import { createModelCall } from './model-call.ts';
import { createNotes } from './notes.ts';
import type { MemoryLimits } from './prompt-context.ts';
import type { PromptTemplates } from './prompt-templates.ts';
import { createSpeak } from './speak.ts';
import { createWithinDeadline } from './within-deadline.ts';

export type LlmBrainSettings = {
  readonly memory: MemoryLimits;
  /** Background notes: a plan at DAILY_INITIALIZE, a summary at DAILY_FINISH. */
  readonly notes: { readonly plan: boolean; readonly summary: boolean };
  readonly voteFollowsTalk: boolean;
  /** How long a background note (plan, summary) may take. */
  readonly noteTimeoutMs: number;
};

export type LlmBrainDependencies = {
  readonly chatModel: ChatModel;
  readonly templates: Readonly<Partial<Record<'ja' | 'en', PromptTemplates>>>;
  readonly settings: LlmBrainSettings;
  /** The brain underneath: its answer is computed first and sent whenever the model cannot be used. */
  readonly fallback: BrainFactory;
  readonly log?: CallLogSink;
  /** Where the brain reports what went wrong on its side (a request it could not build); default: ignored. */
  readonly warn?: (message: string) => void;
  /** Reads other players' talk into protocol sentences for the beliefs (the NL bridge). */
  readonly readTalk?: (entry: TalkEntry, state: GameState) => readonly Sentence[];
  readonly now?: () => number;
};

/**
 * The LLM brain: every answer is first computed by the fallback brain (instant), then the model is
 * asked within the time left before the deadline (one budget: see deadline-budget.ts); its answer replaces the fallback only when it
 * arrives in time, parses, and is legal. Stated intents feed the beliefs and the later vote.
 * The parts: model-call (call and log), speak, choose, notes, over one game memory.
 */
export const buildLlmBrainFactory =
  (dependencies: LlmBrainDependencies): BrainFactory =>
  (options) =>
    createLlmBrain(dependencies, options);

const createLlmBrain = (dependencies: LlmBrainDependencies, options: BrainOptions): Brain => {
  const { settings } = dependencies;
  const now = dependencies.now ?? Date.now;
  // The shell passes a warn that logs; a caller that gives none (tests) chose to ignore these reports.
  const warn = dependencies.warn ?? (() => {});
  const { lang } = options;
  const templates = dependencies.templates[lang];
  if (templates === undefined) throw new Error(`no prompt templates for language ${lang}`);
  const fallback = dependencies.fallback(options);
  const memory = createGameMemory({ lang, templates, limits: settings.memory, readTalk: dependencies.readTalk });
  const call = createModelCall({ chatModel: dependencies.chatModel, log: dependencies.log, now });
  const withinDeadline = createWithinDeadline({ now, warn, chatModel: dependencies.chatModel });
  const parts = { fallback, memory, call, withinDeadline, lang, limits: settings.memory };
  const speak = createSpeak(parts);
  const choose = createChoose({ ...parts, voteFollowsTalk: settings.voteFollowsTalk });
  const notes = createNotes({
    memory,
    call,
    limits: settings.memory,
    wanted: settings.notes,
    timeoutMs: settings.noteTimeoutMs,
    now,
    warn,
  });

  const observe = (state: GameState, event: GameEvent): void => {
    try {
      fallback.observe?.(state, event);
    } finally {
      if (event === 'DAILY_INITIALIZE' || event === 'DAILY_FINISH') notes.note(state, event);
      if (event === 'FINISH') {
        notes.abortAll();
        withinDeadline.reportGame();
      }
    }
  };

  return {
    name: 'llm',
    talk: (context) => speak(context, 'talk'),
    whisper: (context) => speak(context, 'whisper'),
    vote: (context) => choose(context, 'vote'),
    divine: (context) => choose(context, 'divine'),
    guard: (context) => choose(context, 'guard'),
    attack: (context) => choose(context, 'attack'),
    observe,
  };
};

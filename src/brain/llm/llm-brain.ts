import type { GameState } from '../../game/state.ts';
import { type StructuredExtractor, understand } from '../../nl/index.ts';
import type { Brain, BrainFactory, BrainOptions, GameEvent, Language } from '../brain.ts';
import type { CallLogSink } from './call-log.ts';
import type { ChatModel } from './chat-model.ts';
import { createChoose } from './choose.ts';
import { createGameMemory, type GameMemory, type TalkReading } from './game-memory.ts';
import { createModelCall } from './model-call.ts';
import { createNotes } from './notes.ts';
import type { MemoryLimits } from './prompt-context.ts';
import type { PromptTemplates } from './prompt-templates.ts';
import { createSpeak } from './speak.ts';
import { createTalkReader } from './talk-reader.ts';
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
  readonly templates: Readonly<Partial<Record<Language, PromptTemplates>>>;
  readonly settings: LlmBrainSettings;
  /** The brain underneath: its answer is computed first and sent whenever the model cannot be used. */
  readonly fallback: BrainFactory;
  readonly log?: CallLogSink;
  /** Where the brain reports what went wrong on its side (a request it could not build); default: ignored. */
  readonly warn?: (message: string) => void;
  /**
   * Reads a talk into protocol sentences (default: the NL rules, afresh each time); the shell passes
   * one through the reading memo the rule brains underneath share, so a talk is read once per process.
   */
  readonly readTalk?: TalkReading;
  /**
   * The model as a reader too: others' new talk is sent in one batch per round to this extractor in the
   * background and merged with the rules' reading (issue 13). Without it the rules read alone.
   */
  readonly reader?: {
    readonly extractor: StructuredExtractor;
    readonly timeoutMs: number;
    /** Estimated prompt tokens per game day (default READER_TOKENS_PER_DAY). */
    readonly maxTokensPerDay?: number;
  };
  readonly now?: () => number;
};

/**
 * The LLM brain: every answer is first computed by the fallback brain (instant), then the model is
 * asked within the time left before the deadline (one budget: see deadline-budget.ts); its answer replaces the fallback only when it
 * arrives in time, parses, and is legal. Stated intents feed the beliefs and the later vote.
 * The parts: model-call (call and log), speak, choose, notes, over one game memory.
 */
/**
 * The model reader's prompt tokens per game day: what the shortest recorded 9-player game leaves under
 * the issue-7 budget (≤ 1/3 of the official layout, `npm run bench -- tokens`) once the brain's own calls
 * are paid; enough for one batch of the talks the rules missed on a typical day.
 */
export const READER_TOKENS_PER_DAY = 900;

/** Words without which a talk states nothing the protocol can say (besides the players' names). */
const WORTH_READING =
  /占|霊|狼|村人|狂人|騎士|狩人|白|黒|CO|投票|吊|処刑|怪し|疑|信|seer|medium|wolf|villager|possessed|bodyguard|vote|lynch|execut|suspic|trust|claim|divin|human/iu;

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
  const readTalk = dependencies.readTalk ?? understand;
  let rosterForReader: ReturnType<GameMemory['rosterOf']> | undefined;
  const reader =
    dependencies.reader === undefined
      ? undefined
      : createTalkReader({
          extractor: dependencies.reader.extractor,
          timeoutMs: dependencies.reader.timeoutMs,
          maxTokensPerDay: dependencies.reader.maxTokensPerDay ?? READER_TOKENS_PER_DAY,
          lang,
          warn,
          // The model reads what the rules missed and could state something (names a player or a
          // role, result, vote or suspicion word); greetings and chit-chat are not sent.
          alreadyRead: (entry) =>
            rosterForReader === undefined ||
            !(WORTH_READING.test(entry.text) || rosterForReader.names.some((name) => entry.text.includes(name))) ||
            readTalk({ text: entry.text, speaker: entry.agent, roster: rosterForReader, lang }).length > 0,
        });
  const memory = createGameMemory({
    lang,
    voiceSeed: options.seed,
    templates,
    limits: settings.memory,
    readTalk,
    ...(reader === undefined ? {} : { modelReadings: reader }),
  });
  /** New talk goes to the model reader in the background; never awaited. */
  const readNew = (state: GameState, flush = false): void => {
    if (reader === undefined) return;
    rosterForReader = memory.rosterOf(state);
    reader.readNew(state, rosterForReader, flush);
  };
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
        reader?.abortAll();
        withinDeadline.reportGame();
      } else readNew(state, event === 'DAILY_FINISH');
    }
  };

  return {
    name: 'llm',
    // The reader's batch starts once the answer is made: it never competes with the decision's own call.
    talk: (context) => speak(context, 'talk').finally(() => readNew(context.state)),
    whisper: (context) => speak(context, 'whisper').finally(() => readNew(context.state)),
    vote: (context) => choose(context, 'vote').finally(() => readNew(context.state, true)),
    divine: (context) => choose(context, 'divine'),
    guard: (context) => choose(context, 'guard'),
    attack: (context) => choose(context, 'attack'),
    observe,
  };
};

import { fitTalk, type TargetAction } from '../../game/index.ts';
import { understand } from '../../nl/index.ts';
import { createRoster, type Roster } from '../../protocol/index.ts';
import type { GameState, TalkEntry } from '../../game/state.ts';
import type { Sentence } from '../../protocol/ast.ts';
import { computeBeliefs, createInferenceMemo, createUnderstandingCache } from '../beliefs/index.ts';
import type {
  Brain,
  BrainFactory,
  BrainOptions,
  DecisionContext,
  DecisionSource,
  GameEvent,
  TalkDecision,
  TargetDecision,
} from '../brain.ts';
import type { CallLogSink, CallOutcome } from './call-log.ts';
import type { ChatMessage, ChatModel, ChatOutcome, LlmRequestType, ReplySchema } from './chat-model.ts';
import { cleanSpeech } from './clean-speech.ts';
import { raceDeadline, type RaceHandle } from './deadline-race.ts';
import { intentsToSentences, lastTargetOf } from './intents-to-sentences.ts';
import { matchTarget } from './match-target.ts';
import { type ParsedReply, parseNoteReply, parseTalkReply, parseTargetReply } from './parse-reply.ts';
import { buildRequestContext, type MemoryLimits } from './prompt-context.ts';
import { buildMessages, candidatesFor } from './prompt-messages.ts';
import type { RequestContext, TemplateName } from './prompt-context-schema.ts';
import type { PromptTemplates } from './prompt-templates.ts';
import { REPLY_SCHEMAS } from './reply-schemas.ts';
import { snapshotRuleMemory } from './rule-memory-sync.ts';
import { findLeak, mergeIntents, ownAssertions } from './speech-guard.ts';

export type LlmBrainSettings = {
  readonly memory: MemoryLimits;
  /** The brain answers this long before the game deadline whatever the model is doing. */
  readonly safetyMarginMs: number;
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
  /** Reads other players' talk into protocol sentences for the beliefs (the NL bridge). */
  readonly readTalk?: (entry: TalkEntry, state: GameState) => readonly Sentence[];
  readonly now?: () => number;
};

/** Target requests need the gist of today's talk, not all of it (the beliefs carry the rest). */
const TARGET_TALK_LINES = 6;
export const targetLimits = (limits: MemoryLimits): MemoryLimits => ({
  ...limits,
  recentTalks: Math.min(limits.recentTalks, TARGET_TALK_LINES),
});

/** Below this much time left, the model is not asked at all. */
const MIN_MODEL_MS = 300;

const CORRECTION: Readonly<Record<'ja' | 'en', (named: string, candidates: readonly string[]) => string>> = {
  ja: (named, candidates) =>
    `「${named}」は候補にありません。次の中から一人だけ、表記どおりに選んでください: ${candidates.join('、')}`,
  en: (named, candidates) => `"${named}" is not one of the candidates. Choose exactly one of: ${candidates.join(', ')}`,
};

type Call<T> = { readonly value?: T; readonly outcome: CallOutcome; readonly reply?: string };

const TARGET_METHODS = { vote: 'VOTE', divine: 'DIVINE', guard: 'GUARD', attack: 'ATTACK' } as const;

/**
 * The LLM brain: every answer is first computed by the fallback brain (instant), then the model is
 * asked within the time left before the deadline; its answer replaces the fallback only when it
 * arrives in time, parses, and is legal. Stated intents feed the beliefs and the later vote.
 */
export const buildLlmBrainFactory =
  (dependencies: LlmBrainDependencies): BrainFactory =>
  (options) =>
    createLlmBrain(dependencies, options);

const createLlmBrain = (dependencies: LlmBrainDependencies, options: BrainOptions): Brain => {
  const { chatModel, settings, log } = dependencies;
  const now = dependencies.now ?? Date.now;
  const templates = dependencies.templates[options.lang];
  if (templates === undefined) throw new Error(`no prompt templates for language ${options.lang}`);
  const fallback = dependencies.fallback(options);
  const ruleHooks = fallback as Brain & { noteIntention?: (day: number, target: string) => void };
  const lang = options.lang;

  const plans = new Map<number, string>();
  const summaries = new Map<number, string>();
  const statedVotes = new Map<number, { target: string; source: DecisionSource }>();
  const statedAttacks = new Map<number, { target: string; source: DecisionSource }>();
  /** What our own talks stated, by their text without spaces (the server may add some around mentions). */
  const ownIntents = new Map<string, readonly Sentence[]>();
  const noteControllers = new Set<AbortController>();
  const spaceless = (text: string): string => text.replace(/\s+/g, '');
  let latestState: GameState | undefined;
  const inferenceMemo = createInferenceMemo();

  let roster: Roster | undefined;
  const rosterOf = (state: GameState): Roster => {
    if (roster === undefined || roster.names.length !== state.agents.length) roster = createRoster(state.agents);
    return roster;
  };
  const readTalk =
    dependencies.readTalk ??
    ((entry: TalkEntry, state: GameState) =>
      understand({ text: entry.text, speaker: entry.agent, roster: rosterOf(state), lang }));
  const understanding = createUnderstandingCache((entry) => {
    const own = entry.agent === latestState?.self ? ownIntents.get(spaceless(entry.text)) : undefined;
    if (own !== undefined) return own;
    return latestState === undefined ? [] : readTalk(entry, latestState);
  });

  const beliefsOf = (state: GameState) => {
    latestState = state;
    return computeBeliefs({ state, understood: understanding.update(state), memo: inferenceMemo });
  };

  const messagesFor = (state: GameState, template: TemplateName, requestContext: RequestContext): ChatMessage[] =>
    buildMessages({
      templates,
      state,
      lang,
      limits: settings.memory,
      notes: { plans, summaries },
      template,
      requestContext,
    });

  /** One model call, logged whatever happens; `interpret` turns the text into a value or an outcome. */
  const call = async <T>(input: {
    state: GameState;
    requestType: LlmRequestType;
    template: TemplateName;
    messages: readonly ChatMessage[];
    replySchema: ReplySchema;
    handle: Pick<RaceHandle, 'signal' | 'budgetEnd' | 'isSettled'>;
    interpret: (text: string) => { value?: T; outcome: CallOutcome; parsed: unknown };
  }): Promise<Call<T>> => {
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
      templates: ['system', 'memory', input.template],
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

  const withinDeadline = async <T>(
    context: DecisionContext,
    work: (handle: RaceHandle) => Promise<T | undefined>,
  ): Promise<T | undefined> => {
    const budgetEnd = context.deadline - settings.safetyMarginMs;
    if (budgetEnd - now() < MIN_MODEL_MS || context.signal.aborted) return undefined;
    // A model known to be down (or a game past its cost cap): the rule answer goes out at once.
    if (chatModel.available?.(context.state.gameId) === false) return undefined;
    // A bug in prompt building must cost this answer its model call, never the answer itself.
    const guarded = async (handle: RaceHandle): Promise<T | undefined> => {
      try {
        return await work(handle);
      } catch {
        return undefined;
      }
    };
    const outcome = await raceDeadline({ signal: context.signal, budgetEnd, now, work: guarded });
    return outcome.kind === 'done' ? outcome.value : undefined;
  };

  const speak = async (context: DecisionContext, channel: 'talk' | 'whisper'): Promise<TalkDecision> => {
    const snapshot = snapshotRuleMemory(fallback);
    const fallbackDecision = await fallback[channel](context);
    const { state } = context;
    const decision =
      (await withinDeadline(context, async (handle) => {
        const beliefs = beliefsOf(state);
        const requestContext = buildRequestContext({
          state,
          lang,
          limits: settings.memory,
          beliefs,
          statedVote: statedVotes.get(state.day)?.target ?? '',
          statedAttack: statedAttacks.get(state.day)?.target ?? '',
        });
        const result = await call({
          state,
          requestType: channel,
          template: channel,
          messages: messagesFor(state, channel, requestContext),
          replySchema: REPLY_SCHEMAS.talk,
          handle,
          interpret: (text) => {
            const parsed = parseTalkReply(text);
            if (!parsed.ok) return { outcome: 'invalid', parsed: { error: parsed.reason } };
            const speech = fitSpeech(
              normaliseControl(cleanSpeech(parsed.value.speech, state.self), state),
              state,
              channel,
            );
            if (speech === '') return { outcome: 'invalid', parsed: parsed.value };
            const control = speech === 'Over' || speech === 'Skip';
            // The fitted speech is what the table hears: read it back, as the others will.
            const roster = rosterOf(state);
            const spoken = control
              ? []
              : ownAssertions(
                  understand({ text: speech, speaker: state.self, roster, lang }),
                  roster.numberOf(state.self) ?? 0,
                );
            if (channel === 'talk' && !control) {
              const leak = findLeak({ text: speech, own: spoken, state, roster, lang });
              if (leak !== undefined) return { outcome: 'leak', parsed: { ...parsed.value, sent: speech, leak } };
            }
            const statedTarget = (stated: Map<number, { target: string }>): number | undefined => {
              const name = stated.get(state.day)?.target;
              return name === undefined ? undefined : roster.numberOf(name);
            };
            const intents = control
              ? []
              : mergeIntents({
                  spoken,
                  declared: intentsToSentences(parsed.value.intents, state),
                  stated: { VOTE: statedTarget(statedVotes), ATTACK: statedTarget(statedAttacks) },
                });
            const decision: TalkDecision = {
              kind: 'talk',
              text: speech,
              intents,
              source: 'llm',
              ...(parsed.value.thought === '' ? {} : { thought: parsed.value.thought }),
            };
            return { value: decision, outcome: 'used', parsed: parsed.value };
          },
        });
        return result.value;
      })) ?? asFallback(fallbackDecision);
    // The vote is stated in public talk, the attack in whispers: a whispered vote is no public intention.
    if (decision.source === 'llm')
      snapshot?.restore(
        channel === 'talk' ? decision : { ...decision, intents: decision.intents.filter((s) => s.type !== 'VOTE') },
        state,
      );
    remember(state, decision, channel);
    return decision;
  };

  /** Keeps what we stated, so beliefs read our own talk exactly and the vote / attack follow it. */
  const remember = (state: GameState, decision: TalkDecision, channel: 'talk' | 'whisper'): void => {
    if (decision.intents.length === 0) return;
    ownIntents.set(spaceless(decision.text), decision.intents);
    const vote = channel === 'talk' ? lastTargetOf(decision.intents, 'VOTE', state) : undefined;
    if (vote !== undefined) statedVotes.set(state.day, { target: vote, source: decision.source });
    // The rule brain underneath keeps its own vote and later talk consistent with what the model said.
    if (vote !== undefined && decision.source === 'llm') ruleHooks.noteIntention?.(state.day, vote);
    const attack = channel === 'whisper' ? lastTargetOf(decision.intents, 'ATTACK', state) : undefined;
    if (attack !== undefined) statedAttacks.set(state.day, { target: attack, source: decision.source });
  };

  const choose = async (context: DecisionContext, method: keyof typeof TARGET_METHODS): Promise<TargetDecision> => {
    const action: TargetAction = TARGET_METHODS[method];
    const fallbackDecision = await fallback[method](context);
    const { state } = context;
    const candidates = candidatesFor(state, action);
    if (candidates.length === 0) return fallbackDecision;
    const stated =
      action === 'VOTE' ? statedVotes.get(state.day) : action === 'ATTACK' ? statedAttacks.get(state.day) : undefined;
    if (settings.voteFollowsTalk && stated !== undefined && candidates.includes(stated.target)) {
      return { kind: 'target', target: stated.target, source: stated.source, thought: 'as stated in talk' };
    }
    const decision = await withinDeadline(context, async (handle) => {
      const beliefs = beliefsOf(state);
      const requestContext = buildRequestContext({
        state,
        lang,
        limits: targetLimits(settings.memory),
        beliefs,
        candidates,
        statedVote: statedVotes.get(state.day)?.target ?? '',
        statedAttack: statedAttacks.get(state.day)?.target ?? '',
      });
      const messages = messagesFor(state, method, requestContext);
      let named = '';
      const interpret = (text: string): { value?: TargetDecision; outcome: CallOutcome; parsed: unknown } => {
        const parsed: ParsedReply<{ thought: string; target: string }> = parseTargetReply(text);
        if (!parsed.ok) return { outcome: 'invalid', parsed: { error: parsed.reason } };
        const match = matchTarget({ text: parsed.value.target, candidates, agents: state.agents });
        if (!match.ok) {
          named = parsed.value.target;
          return { outcome: 'illegal_target', parsed: { ...parsed.value, reason: match.reason } };
        }
        const value: TargetDecision = {
          kind: 'target',
          target: match.target,
          source: 'llm',
          ...(parsed.value.thought === '' ? {} : { thought: parsed.value.thought }),
        };
        return { value, outcome: 'used', parsed: { ...parsed.value, matched: match.target } };
      };
      const first = await call({
        state,
        requestType: method,
        template: method,
        messages,
        replySchema: REPLY_SCHEMAS.target,
        handle,
        interpret,
      });
      if (first.value !== undefined || first.outcome !== 'illegal_target' || first.reply === undefined)
        return first.value;
      // One retry, telling the model what was wrong.
      const retry = await call({
        state,
        requestType: method,
        template: method,
        messages: [
          ...messages,
          { role: 'assistant', content: first.reply },
          { role: 'user', content: CORRECTION[lang](named, candidates) },
        ],
        replySchema: REPLY_SCHEMAS.target,
        handle,
        interpret,
      });
      return retry.value;
    });
    return decision ?? asFallback(fallbackDecision);
  };

  /** Plans and summaries are asked in the background: nothing waits for them. */
  const note = (state: GameState, event: 'DAILY_INITIALIZE' | 'DAILY_FINISH'): void => {
    const wanted = event === 'DAILY_INITIALIZE' ? settings.notes.plan : settings.notes.summary;
    if (!wanted || state.status[state.self] !== 'ALIVE' || state.role === undefined) return;
    // A day nobody spoke on has nothing to summarise: the facts-only line stands in for it.
    if (event === 'DAILY_FINISH' && !state.talks.some((entry) => entry.day === state.day && !entry.skip && !entry.over))
      return;
    const template: TemplateName = event === 'DAILY_INITIALIZE' ? 'daily_initialize' : 'daily_finish';
    const controller = new AbortController();
    noteControllers.add(controller);
    const budgetEnd = now() + settings.noteTimeoutMs;
    const timer = setTimeout(() => controller.abort(), settings.noteTimeoutMs);
    const day = state.day;
    let messages: ChatMessage[];
    try {
      const requestContext = buildRequestContext({ state, lang, limits: settings.memory, beliefs: beliefsOf(state) });
      messages = messagesFor(state, template, requestContext);
    } catch {
      clearTimeout(timer);
      noteControllers.delete(controller);
      return;
    }
    void call({
      state,
      requestType: template,
      template,
      messages,
      replySchema: REPLY_SCHEMAS.note,
      handle: { signal: controller.signal, budgetEnd, isSettled: () => false },
      interpret: (text) => {
        const parsed = parseNoteReply(text);
        if (!parsed.ok) return { outcome: 'invalid', parsed: { error: parsed.reason } };
        (event === 'DAILY_INITIALIZE' ? plans : summaries).set(day, parsed.value.note);
        return { outcome: 'note', parsed: parsed.value };
      },
    }).finally(() => {
      clearTimeout(timer);
      noteControllers.delete(controller);
    });
  };

  const observe = (state: GameState, event: GameEvent): void => {
    try {
      fallback.observe?.(state, event);
    } finally {
      if (event === 'DAILY_INITIALIZE' || event === 'DAILY_FINISH') note(state, event);
      if (event === 'FINISH') for (const controller of noteControllers) controller.abort();
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

const asFallback = <T extends TalkDecision | TargetDecision>(decision: T): T => ({ ...decision, source: 'fallback' });

/** The game's own limits and hygiene (length, commas, emoji, one mention); never empty. */
const fitSpeech = (speech: string, state: GameState, channel: 'talk' | 'whisper'): string => {
  if (speech.trim() === '') return '';
  const limits = state.settings?.[channel].maxLength ?? { countInWord: false, countSpaces: false };
  return fitTalk({
    text: speech,
    limits,
    ...(state.remain.length === undefined ? {} : { remainLength: state.remain.length }),
    speaker: state.self,
    agentNames: state.agents,
  }).text;
};

/** Skip is only allowed while the server still accepts one; otherwise it would become Over anyway. */
const normaliseControl = (speech: string, state: GameState): string =>
  speech === 'Skip' && (state.remain.skip ?? 0) <= 0 ? 'Over' : speech;

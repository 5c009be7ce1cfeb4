import type { GameState, TalkEntry } from '../../game/state.ts';
import { mergeReadings, understand } from '../../nl/index.ts';
import type { Sentence } from '../../protocol/ast.ts';
import { createRoster, type Roster } from '../../protocol/index.ts';
import { type Beliefs, computeBeliefs, createBeliefsMemo, createUnderstandingCache } from '../beliefs/index.ts';
import type { DecisionSource, Language } from '../brain.ts';
import type { ChatMessage } from './chat-model.ts';
import { buildRequestContext, type MemoryLimits, tableVoice } from './prompt-context.ts';
import type { RequestContext, TemplateName } from './prompt-context-schema.ts';
import { buildMessages } from './prompt-messages.ts';
import type { PromptTemplates } from './prompt-templates.ts';
import { entryKey, ownReadingKeys, type ReadingCertainty, unsureKeys } from './reading-certainty.ts';
import type { Voice } from '../rule/talk/voice.ts';
import { voiceFromLines } from '../rule/talk/voice-from-lines.ts';

/** How a talk is read into protocol sentences: a pure function of these four (see `understand`). */
export type TalkReading = (input: {
  readonly text: string;
  readonly speaker: string;
  readonly roster: Roster;
  readonly lang: Language;
}) => readonly Sentence[];

export type StatedTarget = { readonly target: string; readonly source: DecisionSource };

/** A vote (attack) intention we stated, with the line that stated it. */
type StatedByUs = StatedTarget & {
  readonly text: string;
  /** How many entries the channel's record held when we stated it: what came later was said after it. */
  readonly recordLength: number;
};

/**
 * What the LLM brain remembers of one game and the prompts it builds from it: notes from the model,
 * the vote / attack we stated, our own talks' meaning, the beliefs. Shared by speak, choose and notes.
 */
export type GameMemory = {
  readonly plans: Map<number, string>;
  readonly summaries: Map<number, string>;
  /** Records the vote (attack) intention one of our talks (whispers) stated. */
  noteStated(kind: 'VOTE' | 'ATTACK', day: number, stated: StatedByUs): void;
  /**
   * The vote (attack) intention we stand by today: the last one the record shows under our name (what the
   * others heard, even when another said it in our place), unless our latest statement is not in the
   * record yet — and never a statement of ours that the record passed by (another spoke under our name
   * instead). Undefined when none was stated.
   */
  statedTarget(state: GameState, kind: 'VOTE' | 'ATTACK'): StatedTarget | undefined;
  rosterOf(state: GameState): Roster;
  beliefsOf(state: GameState): Beliefs;
  /** Records what one of our talks stated, so the beliefs read it exactly (not through NL understanding). */
  rememberOwnTalk(text: string, intents: readonly Sentence[]): void;
  /** Records a talk we answered (the model's or the rule brain's): a line under our name that is none of these was another's. */
  rememberAnswer(text: string): void;
  /** How we speak: the rule brain's voice, or the voice of lines another said under our name (see voiceFor). */
  voiceOf(state: GameState): Voice;
  /** The request's context; decisions see the day's stated vote and attack, background notes do not. */
  requestContext(options: {
    state: GameState;
    limits: MemoryLimits;
    candidates?: readonly string[];
    stated?: boolean;
  }): RequestContext;
  messagesFor(state: GameState, template: TemplateName, requestContext: RequestContext): ChatMessage[];
};

export const createGameMemory = (options: {
  readonly lang: Language;
  /** The seed of the rule brain underneath (BrainOptions.seed): its voice is drawn from it. */
  readonly voiceSeed?: string;
  readonly templates: PromptTemplates;
  readonly limits: MemoryLimits;
  /** Reads other players' talk into protocol sentences (default: the NL rules with the learned reader). */
  readonly readTalk?: TalkReading | undefined;
  /**
   * The rules alone, which read claims and results near exactly: what `readTalk` or the model reads beyond
   * them is marked unsure in the prompt (default: `understand` without the learned reader).
   */
  readonly readExactly?: TalkReading | undefined;
  /** The model's readings of others' talk, merged with the rules' (see talk-reader.ts). */
  readonly modelReadings?: {
    readingOf(entry: TalkEntry): readonly Sentence[] | undefined;
    version(): number;
  };
}): GameMemory => {
  const { lang, templates, limits } = options;
  const plans = new Map<number, string>();
  const summaries = new Map<number, string>();
  const stated = { VOTE: new Map<number, StatedByUs>(), ATTACK: new Map<number, StatedByUs>() };
  /** What our own talks stated, by their text without spaces (the server may add some around mentions). */
  const ownIntents = new Map<string, readonly Sentence[]>();
  const spaceless = (text: string): string => text.replace(/\s+/g, '');
  let latestState: GameState | undefined;
  const beliefsMemo = createBeliefsMemo();
  const answered = new Set<string>();
  let voice: { self: string; lines: number; value: Voice } | undefined;
  /**
   * The voice the rule brain underneath speaks in, so the model and the rule brain sound like one person.
   * Lines said under our name that we never answered (a replayed seat's real agent, another layer) set
   * the voice from then on, as the rule brain does (voice-from-lines.ts): we go on as they sounded.
   */
  const voiceFor = (state: GameState): Voice => {
    const foreign = state.talks
      .filter((entry) => entry.agent === state.self && !entry.over && !entry.skip)
      .map((entry) => entry.text)
      .filter((text) => !answered.has(spaceless(text)));
    if (voice?.self !== state.self || voice.lines !== foreign.length) {
      const own = tableVoice(state, lang, options.voiceSeed ?? state.self);
      const others = state.agents.filter((name) => name !== state.self);
      voice = { self: state.self, lines: foreign.length, value: voiceFromLines(own, foreign, others) ?? own };
    }
    return voice.value;
  };

  let roster: Roster | undefined;
  const rosterOf = (state: GameState): Roster => {
    if (roster === undefined || roster.names.length !== state.agents.length) roster = createRoster(state.agents);
    return roster;
  };
  const readTalk = options.readTalk ?? understand;
  const readExactly = options.readExactly ?? ((input) => understand({ ...input, learned: false }));
  /** Claims and results the rules alone did not read, per talk: the prompt marks them as unsure. */
  const unsure = new Map<string, ReadonlySet<string>>();
  const certainty: ReadingCertainty = { unsure: (entry) => unsure.get(entryKey(entry)) ?? new Set() };
  /** The rules' reading of a talk never changes within the game: read once, and only for talks with a claim or result. */
  const exactReadings = new Map<string, readonly Sentence[]>();
  const readOne = (entry: TalkEntry): readonly Sentence[] => {
    const own = entry.agent === latestState?.self ? ownIntents.get(spaceless(entry.text)) : undefined;
    if (own !== undefined) return own;
    if (latestState === undefined) return [];
    const input = { text: entry.text, speaker: entry.agent, roster: rosterOf(latestState), lang };
    const read = readTalk(input);
    const model = options.modelReadings?.readingOf(entry);
    const merged = model === undefined ? read : mergeReadings({ rules: read, model });
    const key = entryKey(entry);
    if (ownReadingKeys(merged, input.roster, entry.agent).size === 0) {
      unsure.delete(key);
      return merged;
    }
    let exact = exactReadings.get(key);
    if (exact === undefined) {
      exact = readExactly(input);
      exactReadings.set(key, exact);
    }
    const added = unsureKeys({
      rules: exact,
      merged,
      roster: input.roster,
      speaker: entry.agent,
      text: entry.text,
      lang,
    });
    if (added.size > 0) unsure.set(key, added);
    else unsure.delete(key);
    return merged;
  };
  let understanding = createUnderstandingCache(readOne);
  let readingsVersion = options.modelReadings?.version() ?? 0;

  /** The beliefs of the last state asked about: one request asks several times (prompt, read-back, vote). */
  let lastBeliefs:
    | { state: GameState; version: number; value: Beliefs; talkSentences: readonly (readonly Sentence[])[] }
    | undefined;
  const beliefsOf = (state: GameState): Beliefs => {
    latestState = state;
    // New model readings arrived: the talks are read again (the rules' part is cheap and memoised).
    const version = options.modelReadings?.version() ?? 0;
    if (lastBeliefs?.state === state && lastBeliefs.version === version) return lastBeliefs.value;
    if (version !== readingsVersion) {
      readingsVersion = version;
      understanding = createUnderstandingCache(readOne);
    }
    const understood = understanding.update(state);
    const value = computeBeliefs({ state, understood, memo: beliefsMemo });
    lastBeliefs = { state, version, value, talkSentences: understood.talks };
    return value;
  };

  const statedTarget = (state: GameState, kind: 'VOTE' | 'ATTACK'): StatedTarget | undefined => {
    const ours = stated[kind].get(state.day);
    const channel = kind === 'VOTE' ? state.talks : state.whispers;
    const echoed =
      ours !== undefined &&
      channel.some(
        (entry) =>
          entry.day === state.day && entry.agent === state.self && spaceless(entry.text) === spaceless(ours.text),
      );
    // A talk line under our name that we never answered, said after our statement (a replayed seat's real agent
    // spoke instead), means the record, not a statement of ours that never reached it, is what the table heard.
    const spokenByAnother =
      kind === 'VOTE' &&
      ours !== undefined &&
      channel
        .slice(ours.recordLength)
        .some(
          (entry) =>
            entry.day === state.day &&
            entry.agent === state.self &&
            !entry.over &&
            !entry.skip &&
            !answered.has(spaceless(entry.text)),
        );
    if (ours !== undefined && !echoed && !spokenByAnother) return ours;
    const kept = echoed ? ours : undefined;
    const beliefs = beliefsOf(state);
    const heard = (kind === 'VOTE' ? beliefs.voteIntentions : beliefs.attackPlans)[state.self];
    if (heard === undefined || heard === kept?.target) return kept;
    return { target: heard, source: 'fallback' };
  };

  return {
    plans,
    summaries,
    noteStated: (kind, day, value) => {
      stated[kind].set(day, value);
    },
    statedTarget,
    rosterOf,
    beliefsOf,
    rememberOwnTalk: (text, intents) => {
      ownIntents.set(spaceless(text), intents);
    },
    rememberAnswer: (text) => {
      answered.add(spaceless(text));
    },
    voiceOf: voiceFor,
    requestContext: ({ state, limits: requestLimits, candidates, stated = true }) =>
      buildRequestContext({
        state,
        lang,
        limits: requestLimits,
        beliefs: beliefsOf(state),
        talkSentences: lastBeliefs?.state === state ? lastBeliefs.talkSentences : [],
        roster: rosterOf(state),
        certainty,
        ...(candidates === undefined ? {} : { candidates }),
        ...(stated
          ? {
              statedVote: statedTarget(state, 'VOTE')?.target ?? '',
              statedAttack: statedTarget(state, 'ATTACK')?.target ?? '',
            }
          : {}),
      }),
    messagesFor: (state, template, requestContext) =>
      buildMessages({
        templates,
        state,
        lang,
        limits,
        notes: { plans, summaries },
        template,
        requestContext,
        voice: voiceFor(state),
      }),
  };
};

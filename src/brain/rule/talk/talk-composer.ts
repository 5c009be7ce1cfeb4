import type { Language } from '../../brain.ts';
import { countLength, fitTalkInState, type GameState } from '../../../game/index.ts';
import type { Roster, Sentence } from '../../../protocol/index.ts';
import type { Random } from '../../../random.ts';
import type { Beliefs } from '../../beliefs/index.ts';
import type { LanguageBridge } from '../language-bridge.ts';
import type { Memory } from '../memory.ts';
import type { Utterance } from '../utterance.ts';
import type { ComposedTalk, ComposeInput } from './compose-input.ts';
import { composeObservation, composeSummary, composeTalk } from './compose-talk.ts';
import { composeGreeting } from './greeting.ts';
import { createComposerMemory } from './composer-memory.ts';
import { type GameRecord, reasonKey, reasonsAgainst } from './evidence.ts';
import { type Voice, voiceOf } from './voice.ts';
import { voiceFromLines } from './voice-from-lines.ts';
import { sayInVoice } from './template-voice.ts';
import { statedBeliefs } from './stated-results.ts';
import { sayableRecord } from '../../reading/sayable-record.ts';

/**
 * Whether the server keeps `text` as it is. The shipped limits (a base length, a mention length, no
 * per-talk or per-agent budget, code points without spaces) are checked by counting: a text with no
 * mention fits when it is within the base length, one that opens with `@Name ` when the rest is within
 * the mention length. Anything else goes through the full fitting.
 */
const fitsUncut = (state: GameState, text: string): boolean => {
  const limits = state.settings?.talk.maxLength;
  const base = limits?.baseLength;
  const simple =
    limits !== undefined &&
    base !== undefined &&
    limits.perTalk === undefined &&
    limits.perAgent === undefined &&
    !limits.countInWord &&
    !text.includes(',');
  if (simple) {
    const mention = text.indexOf('@');
    if (mention === -1) return countLength(text, limits) <= base;
    const space = text.indexOf(' ');
    const name = text.slice(1, space);
    const onlyMention = mention === 0 && space > 1 && text.indexOf('@', 1) === -1;
    if (onlyMention && name !== state.self && state.agents.includes(name) && limits.mentionLength !== undefined) {
      return countLength(text.slice(space + 1), limits) <= limits.mentionLength;
    }
  }
  const fitted = fitTalkInState({ state, channel: 'talk', text });
  return !fitted.cut && fitted.text === text;
};

const hasFreshReason = (
  record: GameRecord,
  composer: { readonly reasons: ReadonlySet<string> },
  target: string,
): boolean =>
  reasonsAgainst(record, target).some(
    (reason) => reason.kind !== 'no-white' && !composer.reasons.has(reasonKey(reason)),
  );

const refill = (set: Set<string>, values: readonly string[]): void => {
  set.clear();
  for (const value of values) set.add(value);
};

/** One talk request's composer: compose an utterance of the plan, or a remark when the plan is empty. */
export type TalkTurn = {
  compose(utterance: Utterance): ComposedTalk | undefined;
  observe(): (ComposedTalk & { readonly sentences: readonly Sentence[] }) | undefined;
};

/**
 * The rule brain's talk composer for one game and agent: its voice (from the INITIALIZE profile, else
 * the seed) and what it has said, so that each talk is a reply, a move and a reason in one voice.
 */
export const createTalkComposer = (options: {
  bridge: LanguageBridge;
  seed: string;
  lang: Language;
  memory: Memory;
  /** Lines said under our name by someone else: we go on in their voice. */
  foreignLines?: () => readonly string[];
}) => {
  const composerMemory = createComposerMemory();
  let voice: { self: string; lines: number; value: Voice } | undefined;
  const voiceFor = (state: GameState): Voice => {
    const lines = options.foreignLines?.() ?? [];
    if (voice?.self !== state.self || voice.lines !== lines.length) {
      const input: { lang: Language; self: string; seed: string; profile?: string; table: readonly string[] } = {
        lang: options.lang,
        self: state.self,
        seed: options.seed,
        table: state.agents,
      };
      if (state.profile !== undefined) input.profile = state.profile;
      const own = voiceOf(input);
      const others = state.agents.filter((name) => name !== state.self);
      voice = { self: state.self, lines: lines.length, value: voiceFromLines(own, lines, others) ?? own };
    }
    return voice.value;
  };
  return {
    /**
     * A line the composer did not say (the phrase templates: whispers, a greeting or move it cannot
     * compose) in the agent's voice, when that reads back alike and still fits the server's limits uncut.
     */
    inVoice: (state: GameState, text: string, roster: Roster): string => {
      if (options.bridge.natural !== true || (options.lang !== 'ja' && options.lang !== 'en')) return text;
      if (text === '' || text === 'Over' || text === 'Skip') return text;
      const read = (said: string) =>
        options.bridge.understand({ text: said, speaker: state.self, roster, lang: options.lang });
      const voiced = sayInVoice(text, voiceFor(state), state.agents, read);
      return voiced === text || fitsUncut(state, voiced) ? voiced : text;
    },
    /** The composer's memory as it is now, to put back when what we answer is not what gets said. */
    mark: (): (() => void) => {
      const variantUses = [...composerMemory.variantUses];
      const skeletons = [...composerMemory.skeletons];
      const replies = [...composerMemory.replies];
      const reasons = [...composerMemory.reasons];
      return () => {
        composerMemory.variantUses.clear();
        for (const [id, uses] of variantUses) composerMemory.variantUses.set(id, uses);
        refill(composerMemory.skeletons, skeletons);
        refill(composerMemory.replies, replies);
        refill(composerMemory.reasons, reasons);
      };
    },
    begin: (turn: {
      state: GameState;
      beliefs: Beliefs;
      roster: Roster;
      talkSentences: readonly (readonly Sentence[])[];
      random: Random;
      voteTarget: string | undefined;
      authorOf: (day: number, idx: number) => string | undefined;
    }): TalkTurn | undefined => {
      const { state } = turn;
      if (options.bridge.natural !== true || (options.lang !== 'ja' && options.lang !== 'en')) return undefined;
      const speaker = voiceFor(state);
      // What we say about others rests only on sure readings of their talk; the decisions keep every reading.
      const sayable = sayableRecord({
        lang: options.lang,
        state,
        roster: turn.roster,
        beliefs: statedBeliefs(turn.beliefs, turn),
        talkSentences: turn.talkSentences,
      });
      const base: Omit<ComposeInput, 'utterance'> = {
        record: { state, beliefs: sayable.beliefs, roster: turn.roster, talkSentences: sayable.talkSentences },
        memory: options.memory,
        composer: composerMemory,
        voice: speaker,
        random: turn.random,
        voteTarget: turn.voteTarget,
        fits: (text) => fitsUncut(state, text),
        read: (text) =>
          options.bridge.understand({ text, speaker: state.self, roster: turn.roster, lang: options.lang }),
        authorOf: turn.authorOf,
      };
      return {
        compose: (utterance) => {
          if (utterance.greeting === true) {
            const text = composeGreeting(
              speaker,
              state.self,
              turn.random,
              {
                said: state.talks.filter((talk) => talk.day === state.day).map((talk) => talk.text),
                names: state.agents,
              },
              base.fits,
            );
            if (text === undefined || options.memory.saidTexts.has(text) || !base.fits(text)) return undefined;
            return { text, commit: () => {} };
          }
          return composeTalk({ ...base, utterance });
        },
        observe: () => {
          const target = turn.voteTarget;
          if (state.day === 0) return undefined;
          const spokeToday = state.talks.some(
            (talk) => talk.day === state.day && talk.agent === state.self && !talk.over && !talk.skip,
          );
          // After talking today: one more remark a day, and only with a reason not given yet.
          const remarkKey = `remark:${state.day}`;
          if (spokeToday && (target === undefined || composerMemory.replies.has(remarkKey))) return undefined;
          if (spokeToday && !hasFreshReason(base.record, composerMemory, target!)) return undefined;
          if (target === undefined) {
            const summary = composeSummary(base);
            return summary === undefined ? undefined : { ...summary, sentences: [] };
          }
          // No remark that calls a teammate a werewolf, even when the strategy votes it.
          if (state.teammates.includes(target)) return undefined;
          const composed = composeObservation(base, target);
          if (composed === undefined) return undefined;
          const number = turn.roster.numberOf(target) ?? 0;
          return {
            text: composed.text,
            commit: () => {
              composed.commit();
              composerMemory.replies.add(remarkKey);
            },
            sentences: [{ type: 'ESTIMATE', target: number, role: 'WEREWOLF' }],
          };
        },
      };
    },
  };
};

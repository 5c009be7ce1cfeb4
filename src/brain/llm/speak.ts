import type { GameState } from '../../game/state.ts';
import { understand } from '../../nl/index.ts';
import type { Brain, DecisionContext, Language, TalkDecision } from '../brain.ts';
import type { CallOutcome } from './call-log.ts';
import { cleanSpeech } from './clean-speech.ts';
import type { GameMemory } from './game-memory.ts';
import { intentsToSentences, lastTargetOf } from './intents-to-sentences.ts';
import type { ModelCall } from './model-call.ts';
import { parseTalkReply } from './parse-reply.ts';
import { placeMention } from './place-mention.ts';
import type { MemoryLimits } from './prompt-context.ts';
import { REPLY_SCHEMAS } from './reply-schemas.ts';
import { fitSpeech, normaliseControl } from './fit-speech.ts';
import { findLeak, mergeIntents, ownAssertions } from './speech-guard.ts';
import type { WithinDeadline } from './within-deadline.ts';

export type Channel = 'talk' | 'whisper';

/**
 * Talk and whisper: the fallback's line first, then the model's within the deadline. The model's
 * line is fitted to the game's limits, read back as the table will read it, refused when it would
 * leak private knowledge, and its stated intents are remembered for the beliefs and the vote.
 */
export const createSpeak = (options: {
  readonly fallback: Brain;
  readonly memory: GameMemory;
  readonly call: ModelCall;
  readonly withinDeadline: WithinDeadline;
  readonly lang: Language;
  readonly limits: MemoryLimits;
}): ((context: DecisionContext, channel: Channel) => Promise<TalkDecision>) => {
  const { fallback, memory, call, withinDeadline, lang } = options;

  const interpret =
    (state: GameState, channel: Channel) =>
    (text: string): { value?: TalkDecision; outcome: CallOutcome; parsed: unknown } => {
      const parsed = parseTalkReply(text);
      if (!parsed.ok) return { outcome: 'invalid', parsed: { error: parsed.reason } };
      const cleaned = placeMention(cleanSpeech(parsed.value.speech, state.self), {
        self: state.self,
        agents: state.agents,
      });
      const speech = fitSpeech(normaliseControl(cleaned, state), state, channel);
      if (speech === '') return { outcome: 'invalid', parsed: parsed.value };
      const control = speech === 'Over' || speech === 'Skip';
      // The fitted speech is what the table hears: read it back, as the others will.
      const roster = memory.rosterOf(state);
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
      const statedTarget = (kind: 'VOTE' | 'ATTACK'): number | undefined => {
        const name = memory.statedTarget(state, kind)?.target;
        return name === undefined ? undefined : roster.numberOf(name);
      };
      const intents = control
        ? []
        : mergeIntents({
            spoken,
            declared: intentsToSentences(parsed.value.intents, state),
            stated: { VOTE: statedTarget('VOTE'), ATTACK: statedTarget('ATTACK') },
          });
      const decision: TalkDecision = {
        kind: 'talk',
        text: speech,
        intents,
        source: 'llm',
        ...(parsed.value.thought === '' ? {} : { thought: parsed.value.thought }),
      };
      return { value: decision, outcome: 'used', parsed: parsed.value };
    };

  /** Keeps what we stated, so beliefs read our own talk exactly and the vote / attack follow it. */
  const remember = (state: GameState, decision: TalkDecision, channel: Channel): void => {
    if (channel === 'talk') memory.rememberAnswer(decision.text);
    if (decision.intents.length === 0) return;
    memory.rememberOwnTalk(decision.text, decision.intents);
    const vote = channel === 'talk' ? lastTargetOf(decision.intents, 'VOTE', state) : undefined;
    if (vote !== undefined)
      memory.noteStated('VOTE', state.day, {
        target: vote,
        source: decision.source,
        text: decision.text,
        recordLength: state.talks.length,
      });
    // The brain underneath keeps its own vote and later talk consistent with what the model said.
    if (vote !== undefined && decision.source === 'llm') fallback.intentions?.noteVoteIntention(state.day, vote);
    const attack = channel === 'whisper' ? lastTargetOf(decision.intents, 'ATTACK', state) : undefined;
    if (attack !== undefined)
      memory.noteStated('ATTACK', state.day, {
        target: attack,
        source: decision.source,
        text: decision.text,
        recordLength: state.whispers.length,
      });
  };

  return async (context, channel) => {
    const mark = fallback.intentions?.mark();
    const fallbackDecision = await fallback[channel](context);
    const { state } = context;
    const decision =
      (await withinDeadline(context, channel, async (handle) => {
        const requestContext = memory.requestContext({ state, limits: options.limits });
        const result = await call({
          state,
          requestType: channel,
          templates: ['system', 'memory', channel],
          messages: memory.messagesFor(state, channel, requestContext),
          replySchema: REPLY_SCHEMAS.talk,
          handle,
          interpret: interpret(state, channel),
        });
        return result.value;
      })) ?? asFallback(fallbackDecision);
    // The vote is stated in public talk, the attack in whispers: a whispered vote is no public intention.
    if (decision.source === 'llm')
      mark?.replaceWith(
        channel === 'talk' ? decision : { ...decision, intents: decision.intents.filter((s) => s.type !== 'VOTE') },
        state,
      );
    remember(state, decision, channel);
    return decision;
  };
};

export const asFallback = <T extends { readonly source: string }>(decision: T): T => ({
  ...decision,
  source: 'fallback',
});

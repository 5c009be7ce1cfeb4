import { legalTargets } from '../game/index.ts';
import type { GameState } from '../game/state.ts';
import { createRandom } from '../random.ts';
import type { Brain, BrainFactory, DecisionContext, Language, TalkDecision, TargetDecision } from './brain.ts';

/**
 * The simplest complete brain: a few short neutral lines a day, then `Over`; random legal targets.
 * It keeps the client playable and testable without any strategy, and is the fallback brain when
 * the rule or LLM brain cannot be loaded. Lines avoid half-width commas and newlines (contest rules).
 */
const LINES: Readonly<Record<Language, readonly string[]>> = {
  ja: [
    'よろしくお願いします。',
    'まだ情報が少ないので、みなさんの意見を聞きたいです。',
    '気になる発言があれば教えてください。',
    'もう少し様子を見てから考えます。',
  ],
  en: [
    'Hello everyone. Nice to meet you.',
    'I want to hear more from everyone before I decide.',
    'Please tell me if anything sounded odd to you.',
    'I will watch a little longer before I judge.',
  ],
};

/** Lines per day and channel before the brain says `Over`. */
const LINES_PER_DAY = 2;

type Channel = 'talks' | 'whispers';

const spokenToday = (state: GameState, channel: Channel): number =>
  state[channel].filter((entry) => entry.agent === state.self && entry.day === state.day && !entry.skip && !entry.over)
    .length;

export const createRandomBrain: BrainFactory = ({ seed, lang }) => {
  const random = createRandom(`${seed}/random-brain`);
  // Own lines sent today, counted here too because the server echoes our talk only with the next request.
  const sent = { talks: new Map<number, number>(), whispers: new Map<number, number>() };

  const speak = async ({ state }: DecisionContext, channel: Channel): Promise<TalkDecision> => {
    const count = Math.max(spokenToday(state, channel), sent[channel].get(state.day) ?? 0);
    if (count >= LINES_PER_DAY) return { kind: 'talk', text: 'Over', intents: [], source: 'random' };
    sent[channel].set(state.day, count + 1);
    const text = random.pick(LINES[lang]) ?? 'Over';
    return { kind: 'talk', text, intents: [], source: 'random' };
  };

  const choose =
    (action: 'VOTE' | 'DIVINE' | 'GUARD' | 'ATTACK') =>
    async ({ state }: DecisionContext): Promise<TargetDecision> => {
      const target = random.pick(legalTargets(state, action)) ?? '';
      return { kind: 'target', target, source: 'random' };
    };

  const brain: Brain = {
    name: 'random',
    talk: (context) => speak(context, 'talks'),
    whisper: (context) => speak(context, 'whispers'),
    vote: choose('VOTE'),
    divine: choose('DIVINE'),
    guard: choose('GUARD'),
    attack: choose('ATTACK'),
  };
  return brain;
};

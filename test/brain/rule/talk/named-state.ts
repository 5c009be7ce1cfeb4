import type { Brain } from '../../../../src/brain/brain.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { buildState, context } from '../../support/build-state.ts';

export const NAMES = {
  ja: ['ミナト', 'シズエ', 'リュウジ', 'ミヅキ', 'ユミ'],
  en: ['Minato', 'Shizue', 'Ryuji', 'Mizuki', 'Yumi'],
} as const;

const LIMITS = {
  ja: { countInWord: false, countSpaces: false, baseLength: 50, mentionLength: 50 },
  en: { countInWord: false, countSpaces: false, baseLength: 125, mentionLength: 125 },
} as const;

/**
 * A 5-player state with character names (Agent[01] → ミナト / Minato …) and the language's talk
 * limits; talks are given in natural language (or protocol text, which names agents by number).
 */
export const namedState = (
  lang: 'ja' | 'en',
  options: Omit<Parameters<typeof buildState>[0], 'count' | 'self'> & { self?: number },
): GameState => {
  const { self = 1, ...rest } = options;
  const base = buildState({ count: 5, self: `Agent[0${self}]`, ...rest });
  const rename = (name: string): string => {
    const match = /^Agent\[0(\d)\]$/u.exec(name);
    return match === null ? name : NAMES[lang][Number(match[1]) - 1]!;
  };
  const talk = { ...base.settings!.talk, maxLength: LIMITS[lang] };
  return {
    ...base,
    self: rename(base.self),
    agents: base.agents.map(rename),
    status: Object.fromEntries(Object.entries(base.status).map(([name, value]) => [rename(name), value])),
    knownRoles: Object.fromEntries(Object.entries(base.knownRoles).map(([name, value]) => [rename(name), value])),
    teammates: base.teammates.map(rename),
    executed: base.executed.map((death) => ({ ...death, agent: rename(death.agent) })),
    attacked: base.attacked.map((death) => ({ ...death, agent: rename(death.agent) })),
    divineResults: base.divineResults.map((result) => ({
      ...result,
      agent: rename(result.agent),
      target: rename(result.target),
    })),
    mediumResults: base.mediumResults.map((result) => ({
      ...result,
      agent: rename(result.agent),
      target: rename(result.target),
    })),
    votes: base.votes.map((vote) => ({ ...vote, agent: rename(vote.agent), target: rename(vote.target) })),
    talks: base.talks.map((entry) => ({ ...entry, agent: rename(entry.agent) })),
    settings: { ...base.settings!, talk },
  };
};

/** The state with these talks appended (today), as the server echoes them. */
export const withNamedTalks = (state: GameState, talks: readonly (readonly [string, string])[]): GameState => {
  const start = state.talks.filter((talk) => talk.day === state.day).length;
  return {
    ...state,
    talks: [
      ...state.talks,
      ...talks.map(([agent, text], index) => ({
        idx: start + index,
        day: state.day,
        turn: 0,
        agent,
        text,
        skip: text === 'Skip',
        over: text === 'Over',
      })),
    ],
  };
};

/**
 * Our next `count` talk turns in a row, each line echoed back (as the server does) before the next turn:
 * the lines and the state after the last one.
 */
export const ourTalkTurns = async (
  brain: Pick<Brain, 'talk'>,
  start: GameState,
  count: number,
): Promise<{ lines: string[]; state: GameState }> => {
  let state = start;
  const lines: string[] = [];
  for (let turn = 0; turn < count; turn++) {
    const line = await brain.talk(context(state));
    lines.push(line.text);
    state = withNamedTalks(state, [[state.self, line.text]]);
  }
  return { lines, state };
};

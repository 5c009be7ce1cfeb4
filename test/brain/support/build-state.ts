import type { GameRole, GameSettings, GameState, Judgement, TalkEntry, VoteEntry } from '../../../src/game/state.ts';
import { initialGameState } from '../../../src/game/index.ts';

const ROLE_COUNTS: Record<number, Partial<Record<GameRole, number>>> = {
  5: { WEREWOLF: 1, POSSESSED: 1, SEER: 1, VILLAGER: 2 },
  9: { WEREWOLF: 2, POSSESSED: 1, SEER: 1, MEDIUM: 1, BODYGUARD: 1, VILLAGER: 3 },
  13: { WEREWOLF: 3, POSSESSED: 1, SEER: 1, MEDIUM: 1, BODYGUARD: 1, VILLAGER: 6 },
};

const talkSettings = {
  maxCountPerAgent: 4,
  maxCountPerDay: 20,
  maxLength: { countInWord: false, countSpaces: false },
  maxSkip: 0,
};

export const settingsFor = (count: number): GameSettings => ({
  agentCount: count,
  roleNumMap: ROLE_COUNTS[count] ?? {},
  voteVisibility: true,
  talk: talkSettings,
  whisper: talkSettings,
  vote: { maxCount: 1, allowSelfVote: true },
  attackVote: { maxCount: 1, allowSelfVote: true, allowNoTarget: false },
  timeout: { action: 60_000, response: 120_000 },
});

export const agentNames = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => `Agent[${String(index + 1).padStart(2, '0')}]`);

/** A hand-built state: `Agent[01]`… with `self` and `role`; talks given as [agent, text] for `day`. */
export const buildState = (options: {
  count: number;
  self: string;
  role: GameRole;
  day: number;
  teammates?: string[];
  dead?: { agent: string; cause: 'executed' | 'attacked'; day: number }[];
  talks?: (readonly [string, string] | readonly [string, string, number])[];
  whispers?: (readonly [string, string])[];
  divineResults?: Judgement[];
  mediumResults?: Judgement[];
  votes?: VoteEntry[];
}): GameState => {
  const agents = agentNames(options.count);
  const dead = options.dead ?? [];
  const status = Object.fromEntries(
    agents.map((agent) => [
      agent,
      dead.some((entry) => entry.agent === agent) ? ('DEAD' as const) : ('ALIVE' as const),
    ]),
  );
  const teammates = options.teammates ?? [];
  const knownRoles: Record<string, GameRole> = { [options.self]: options.role };
  for (const teammate of teammates) knownRoles[teammate] = 'WEREWOLF';
  const entries = (list: readonly (readonly [string, string] | readonly [string, string, number])[]): TalkEntry[] =>
    list.map(([agent, text, day], idx) => ({
      idx,
      day: day ?? options.day,
      turn: 0,
      agent,
      text,
      skip: text === 'Skip',
      over: text === 'Over',
    }));
  return {
    ...initialGameState({ self: options.self }),
    role: options.role,
    day: options.day,
    agents,
    status,
    knownRoles,
    teammates,
    executed: dead.filter((entry) => entry.cause === 'executed').map(({ agent, day }) => ({ agent, day })),
    attacked: dead.filter((entry) => entry.cause === 'attacked').map(({ agent, day }) => ({ agent, day })),
    divineResults: options.divineResults ?? [],
    mediumResults: options.mediumResults ?? [],
    votes: options.votes ?? [],
    talks: entries(options.talks ?? []),
    whispers: entries(options.whispers ?? []),
    settings: settingsFor(options.count),
  };
};

/** Appends talks (as the server would echo them) to a state. */
export const withTalks = (state: GameState, talks: readonly (readonly [string, string])[]): GameState => ({
  ...state,
  talks: [
    ...state.talks,
    ...talks.map(([agent, text], offset) => ({
      idx: state.talks.filter((talk) => talk.day === state.day).length + offset,
      day: state.day,
      turn: 0,
      agent,
      text,
      skip: false,
      over: text === 'Over',
    })),
  ],
});

/**
 * The same table with real names (`Agent[01]` becomes `names[0]`, …) and a talk length limit of its own:
 * for tests where how long the names are decides what fits in a line.
 */
export const withNamesAndLimit = (
  state: GameState,
  names: readonly string[],
  maxLength: GameSettings['talk']['maxLength'],
): GameState => {
  const rename = (name: string): string => names[Number(/^Agent\[(\d+)\]$/u.exec(name)?.[1] ?? 0) - 1] ?? name;
  const renamed = <T>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).map(([name, value]) => [rename(name), value]));
  const settings = state.settings ?? settingsFor(state.agents.length);
  return {
    ...state,
    self: rename(state.self),
    agents: state.agents.map(rename),
    status: renamed(state.status),
    knownRoles: renamed(state.knownRoles),
    talks: state.talks.map((talk) => ({ ...talk, agent: rename(talk.agent) })),
    settings: { ...settings, talk: { ...settings.talk, maxLength } },
  };
};

export const context = (state: GameState) => ({
  state,
  signal: new AbortController().signal,
  deadline: Date.now() + 60_000,
});

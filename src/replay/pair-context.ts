import type { GameState } from '../game/state.ts';
import { isPassTalk, publishedTalk } from './published-talk.ts';
import type { TalkPair } from './talk-pair-schema.ts';

/** One context line per kind, the same for the pairs and for the check that reads the log itself. */
export const contextLine = {
  talk: (day: number, speaker: string, text: string): string =>
    `day ${day} | ${speaker}: ${isPassTalk(text) ? text.trim() : publishedTalk(text) || 'Over'}`,
  vote: (day: number, voter: string, target: string): string => `day ${day} | vote ${voter} → ${target}`,
  executed: (day: number, agent: string): string => `day ${day} | executed ${agent}`,
  attacked: (day: number, agent: string): string => `night ${day} | attacked ${agent}`,
};

const roleOf = (state: GameState): NonNullable<GameState['role']> => {
  if (state.role === undefined) throw new Error(`replay: ${state.self} reached a talk turn without its role`);
  return state.role;
};

export type PairView = Pick<TalkPair, 'players' | 'alive' | 'speaker' | 'speakerRole' | 'knows' | 'day' | 'context'>;

/**
 * What a judge is shown of the seat at its talk turn, read from the seat's own folded state (the
 * packets replay rebuilt for it, so nothing another seat knew can be in it) plus its own guards,
 * which the server never echoes back. Talk is the previous day's and today's up to the turn.
 */
export const pairView = (state: GameState, ownGuards: readonly { day: number; target: string }[]): PairView => {
  const day = state.day;
  const recent = (entry: { day: number }): boolean => entry.day === day - 1 || entry.day === day;
  const context: string[] = [];
  for (const talk of state.talks)
    if (talk.day === day - 1) context.push(contextLine.talk(talk.day, talk.agent, talk.text));
  for (const vote of state.votes)
    if (vote.day === day - 1) context.push(contextLine.vote(vote.day, vote.agent, vote.target));
  for (const death of state.executed)
    if (death.day === day - 1) context.push(contextLine.executed(death.day, death.agent));
  for (const death of state.attacked)
    if (death.day === day - 1) context.push(contextLine.attacked(death.day, death.agent));
  for (const talk of state.talks) if (talk.day === day) context.push(contextLine.talk(talk.day, talk.agent, talk.text));
  const judgements = (list: GameState['divineResults']) =>
    list.filter((entry) => entry.day < day).map(({ day: at, target, result }) => ({ day: at, target, result }));
  return {
    players: [...state.agents],
    alive: state.agents.filter((agent) => state.status[agent] !== 'DEAD'),
    speaker: state.self,
    speakerRole: roleOf(state),
    knows: {
      teammates: [...state.teammates],
      divinations: judgements(state.divineResults),
      mediumResults: judgements(state.mediumResults),
      guards: ownGuards.filter((guard) => guard.day < day).map((guard) => ({ ...guard })),
      whispers: state.whispers
        .filter(recent)
        .map((whisper) => contextLine.talk(whisper.day, whisper.agent, whisper.text)),
    },
    day,
    context,
  };
};

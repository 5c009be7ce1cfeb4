import { initialGameState } from '../../../game/initial-game-state.ts';
import type { GameState, Judgement, TalkEntry, VoteEntry } from '../../../game/state.ts';
import type { Session } from '../session.ts';
import {
  DeathDataSchema,
  EVENT_TYPES,
  eventsOf,
  SpeechDataSchema,
  VoteCastDataSchema,
} from '../../schemas/history-events.ts';
import type { GameStateParams } from '../../schemas/common.ts';
import { createPlayerDirectory } from './player-directory.ts';

/** Witch and hunter are village roles the generic brain does not know: it plays them as villagers. */
const BRAIN_ROLE = { werewolf: 'WEREWOLF', seer: 'SEER' } as const;
export const brainRoleOf = (role: string): 'WEREWOLF' | 'SEER' | 'VILLAGER' =>
  role === 'werewolf' || role === 'seer' ? BRAIN_ROLE[role] : 'VILLAGER';

export type GameStateInput = {
  readonly session: Session;
  readonly stateParams: GameStateParams;
  readonly day: number;
  readonly aliveIds: readonly number[];
  readonly teammateIds?: readonly number[];
  readonly checks?: readonly { night: number; target_id: number; role: string }[];
  readonly speechesToday?: readonly { player_id: number; content: string }[];
};

/** Builds the generic brain's view of the game from an RPC call: the adapter's one pure translation. */
export const toGameState = (input: GameStateInput): GameState => {
  const { session, stateParams } = input;
  const directory = createPlayerDirectory(session.players);
  const nameOf = (playerId: number): string => directory.agentNameOf(playerId) ?? `Agent[${playerId}]`;
  const alive = new Set(input.aliveIds);
  const self = nameOf(session.selfId);
  const role = brainRoleOf(session.role);
  const teammates = (input.teammateIds ?? []).filter((id) => id !== session.selfId).map(nameOf);
  const deaths = eventsOf(stateParams.history, EVENT_TYPES.death, DeathDataSchema);
  const historyTalks = eventsOf(stateParams.history, EVENT_TYPES.speech, SpeechDataSchema).filter(
    (event) => event.day !== input.day,
  );
  const talks: TalkEntry[] = [
    ...historyTalks.map((event) => ({ day: event.day, agent: nameOf(event.data.player_id), text: event.data.content })),
    ...(input.speechesToday ?? []).map((speech) => ({
      day: input.day,
      agent: nameOf(speech.player_id),
      text: speech.content,
    })),
  ].map((talk, index) => ({ ...talk, idx: index, turn: 0, skip: false, over: false }));
  const votes: VoteEntry[] = eventsOf(stateParams.history, EVENT_TYPES.voteCast, VoteCastDataSchema).flatMap((event) =>
    event.data.target_id === null
      ? []
      : [{ day: event.day, agent: nameOf(event.data.voter_id), target: nameOf(event.data.target_id) }],
  );
  const divineResults: Judgement[] = (input.checks ?? []).map((check) => ({
    day: check.night,
    agent: self,
    target: nameOf(check.target_id),
    result: check.role === 'werewolf' ? 'WEREWOLF' : 'HUMAN',
  }));
  return {
    ...initialGameState({ self }),
    self,
    role,
    day: input.day,
    agents: directory.agentNames,
    status: Object.fromEntries(
      session.players.map((player) => [nameOf(player.player_id), alive.has(player.player_id) ? 'ALIVE' : 'DEAD']),
    ),
    knownRoles: Object.fromEntries([[self, role], ...teammates.map((name) => [name, 'WEREWOLF'] as const)]),
    teammates,
    executed: deaths
      .filter((event) => event.data.cause === 'vote')
      .map((event) => ({ day: event.day, agent: nameOf(event.data.player_id) })),
    attacked: deaths
      .filter((event) => event.data.cause === 'kill')
      .map((event) => ({ day: event.day, agent: nameOf(event.data.player_id) })),
    divineResults,
    mediumResults: [],
    votes,
    attackVotes: [],
    talks,
    whispers: [],
    historyKeys: { talks: talks.map((talk) => [talk.day, 0, talk.idx] as const), whispers: [] },
  };
};

import { EVENT_TYPES } from '../schemas/history-events.ts';
import type { HistoryEvent, Player, GameStateParams } from '../schemas/common.ts';
import type { BackendRole } from './nine-player-rules.ts';

export type BackendPlayer = {
  readonly player_id: number;
  readonly name: string;
  readonly role: BackendRole;
  alive: boolean;
};

export type Features = {
  wolfKills: number;
  witchSaves: number;
  witchPoisons: number;
  seerChecks: number;
  hunterShots: number;
  pkRounds: number;
  pkExiles: number;
  exiles: number;
};

/** Everything the backend knows about one game; mutated only by the driver. */
export type BackendRecord = {
  readonly players: BackendPlayer[];
  readonly history: HistoryEvent[];
  day: number;
  phase: string;
  readonly potions: { antidote: boolean; poison: boolean };
  readonly witchActions: { night: number; action: string; target_id: number | null }[];
  readonly seerChecks: { night: number; target_id: number; role: string }[];
  readonly wolfVotes: { night: number; target_id: number; voted_by: number[] }[];
  readonly voteRounds: { day: number; votes: Record<string, number> }[];
  readonly features: Features;
  readonly failures: Map<number, number>;
};

export const createBackendRecord = (players: BackendPlayer[]): BackendRecord => ({
  players,
  history: [],
  day: 0,
  phase: 'setup',
  potions: { antidote: true, poison: true },
  witchActions: [],
  seerChecks: [],
  wolfVotes: [],
  voteRounds: [],
  features: {
    wolfKills: 0,
    witchSaves: 0,
    witchPoisons: 0,
    seerChecks: 0,
    hunterShots: 0,
    pkRounds: 0,
    pkExiles: 0,
    exiles: 0,
  },
  failures: new Map(),
});

export const aliveOf = (record: BackendRecord): BackendPlayer[] => record.players.filter((player) => player.alive);
export const playerById = (record: BackendRecord, playerId: number): BackendPlayer | undefined =>
  record.players.find((player) => player.player_id === playerId);

/** What the recipient knows of a player's role: own role, teammates for wolves, check results for the seer. */
const knownRole = (
  record: BackendRecord,
  viewer: BackendPlayer | undefined,
  player: BackendPlayer,
): string | undefined => {
  if (viewer === undefined) return player.role;
  if (viewer.player_id === player.player_id) return player.role;
  if (viewer.role === 'werewolf' && player.role === 'werewolf') return 'werewolf';
  if (viewer.role === 'seer') return record.seerChecks.findLast((check) => check.target_id === player.player_id)?.role;
  return undefined;
};

/** A player list as one recipient may see it (viewer undefined: everything, for the final state). */
export const playersFor = (record: BackendRecord, viewerId: number | undefined, alive: boolean): Player[] => {
  const viewer = viewerId === undefined ? undefined : playerById(record, viewerId);
  return record.players
    .filter((player) => player.alive === alive)
    .map((player) => {
      const role = knownRole(record, viewer, player);
      return {
        player_id: player.player_id,
        name: player.name,
        is_alive: player.alive,
        ...(role === undefined ? {} : { role }),
      };
    });
};

/** The seed's GameState for one recipient. */
export const stateFor = (record: BackendRecord, viewerId: number | undefined): GameStateParams => ({
  day_number: record.day,
  phase: record.phase,
  alive_players: playersFor(record, viewerId, true),
  dead_players: playersFor(record, viewerId, false),
  history: [...record.history],
});

/** Marks a death and records the public event. */
export const kill = (record: BackendRecord, playerId: number, cause: 'kill' | 'poison' | 'vote' | 'shot'): void => {
  const player = playerById(record, playerId);
  if (player === undefined || !player.alive) return;
  player.alive = false;
  record.history.push({
    event_type: EVENT_TYPES.death,
    day: record.day,
    phase: record.phase,
    data: { player_id: playerId, cause },
  });
};

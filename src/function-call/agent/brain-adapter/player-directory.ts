import type { PlayerEntry } from '../../schemas/common.ts';

/**
 * Brains speak agent names; the RPC speaks player ids. Agent names are `Agent[NN]` with NN the
 * 1-based seat in `all_players`, so protocol text keeps its meaning for the generic brain.
 */
export type PlayerDirectory = {
  readonly agentNames: readonly string[];
  agentNameOf(playerId: number): string | undefined;
  playerIdOf(agentName: string): number | undefined;
  displayNameOf(playerId: number): string;
};

export const createPlayerDirectory = (players: readonly PlayerEntry[]): PlayerDirectory => {
  const agentNames = players.map((_, index) => `Agent[${String(index + 1).padStart(2, '0')}]`);
  const byId = new Map(players.map((player, index) => [player.player_id, agentNames[index]!]));
  const byName = new Map(players.map((player, index) => [agentNames[index]!, player.player_id]));
  const display = new Map(players.map((player) => [player.player_id, player.name]));
  return {
    agentNames,
    agentNameOf: (playerId) => byId.get(playerId),
    playerIdOf: (agentName) => byName.get(agentName),
    displayNameOf: (playerId) => display.get(playerId) ?? String(playerId),
  };
};

import { RPC_ERROR, type RpcErrorObject, rpcError } from './rpc-error.ts';
import type { Player } from '../schemas/common.ts';
import type { MethodName, MethodParams } from '../schemas/methods.ts';

const duplicateId = (players: readonly Player[]): number | undefined => {
  const seen = new Set<number>();
  for (const player of players) {
    if (seen.has(player.player_id)) return player.player_id;
    seen.add(player.player_id);
  }
  return undefined;
};

const checkPlayers = (players: readonly Player[]): RpcErrorObject | undefined => {
  const duplicate = duplicateId(players);
  if (duplicate !== undefined) return rpcError(RPC_ERROR.badData, `player ${duplicate} listed twice`);
  const dead = players.find((player) => !player.is_alive);
  return dead === undefined
    ? undefined
    : rpcError(RPC_ERROR.badData, `player ${dead.player_id} in alive_players is dead`);
};

/**
 * Checks beyond the schema: consistent player lists (1004) and targets the params name that are not
 * players of the game or not alive (1001).
 */
export const checkParams = <M extends MethodName>(input: {
  method: M;
  params: MethodParams<M>;
}): RpcErrorObject | undefined => {
  const params = input.params as Record<string, unknown>;
  const alive = params['alive_players'] as Player[] | undefined;
  if (alive !== undefined) {
    const problem = checkPlayers(alive);
    if (problem !== undefined) return problem;
  }
  if (input.method === 'initialize') {
    const all = (params['all_players'] as { player_id: number }[]).map((player) => player.player_id);
    if (new Set(all).size !== all.length) return rpcError(RPC_ERROR.badData, 'all_players has duplicate ids');
    if (!all.includes(params['player_id'] as number))
      return rpcError(RPC_ERROR.badData, 'player_id is not in all_players');
  }
  if (input.method === 'witch_action') {
    const killed = params['killed_player_id'] as number | null;
    if (killed !== null && alive !== undefined && !alive.some((player) => player.player_id === killed)) {
      return rpcError(RPC_ERROR.invalidTarget, `killed_player_id ${killed} is not an alive player`);
    }
  }
  if (input.method === 'vote' && params['vote_type'] === 'pk') {
    if (alive !== undefined && alive.length === 0) return rpcError(RPC_ERROR.badData, 'no alive players');
  }
  return undefined;
};

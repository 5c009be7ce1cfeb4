import { RPC_ERROR, type RpcErrorObject, rpcError } from './rpc-error.ts';
import type { MethodName, MethodParams, MethodResult } from '../schemas/methods.ts';

type Check<M extends MethodName> = (input: {
  params: MethodParams<M>;
  result: MethodResult<M>;
}) => RpcErrorObject | undefined;

const aliveIds = (players: readonly { player_id: number; is_alive: boolean }[]): Set<number> =>
  new Set(players.filter((player) => player.is_alive).map((player) => player.player_id));

const requireAlive = (
  target: number | null | undefined,
  alive: Set<number>,
  what: string,
): RpcErrorObject | undefined =>
  target === null || target === undefined || alive.has(target)
    ? undefined
    : rpcError(RPC_ERROR.invalidTarget, `${what} ${target} is not an alive player`);

/** Semantic checks of an answer before it is sent: every target an alive player, potions available. */
const CHECKS: { readonly [M in MethodName]?: Check<M> } = {
  werewolf_action: ({ params, result }) =>
    result.action === 'kill' && result.target_id === null
      ? rpcError(RPC_ERROR.invalidTarget, 'kill without a target')
      : requireAlive(result.target_id, aliveIds(params.alive_players), 'kill target'),
  seer_action: ({ params, result }) =>
    result.action === 'check' && result.target_id === null
      ? rpcError(RPC_ERROR.invalidTarget, 'check without a target')
      : requireAlive(result.target_id, aliveIds(params.alive_players), 'check target'),
  witch_action: ({ params, result }) => {
    if (result.action === 'save') {
      if (!params.antidote_available) return rpcError(RPC_ERROR.invalidAction, 'antidote already used');
      if (result.target_id !== params.killed_player_id)
        return rpcError(RPC_ERROR.invalidTarget, 'save target was not killed');
    }
    if (result.action === 'poison') {
      if (!params.poison_available) return rpcError(RPC_ERROR.invalidAction, 'poison already used');
      if (result.target_id === null || result.target_id === undefined)
        return rpcError(RPC_ERROR.invalidTarget, 'poison without a target');
      return requireAlive(result.target_id, aliveIds(params.alive_players), 'poison target');
    }
    return undefined;
  },
  hunter_action: ({ params, result }) =>
    result.action === 'shoot' && (result.target_id === null || result.target_id === undefined)
      ? rpcError(RPC_ERROR.invalidTarget, 'shoot without a target')
      : requireAlive(
          result.action === 'shoot' ? result.target_id : null,
          aliveIds(params.alive_players),
          'shot target',
        ),
  vote: ({ params, result }) => requireAlive(result.vote_target, aliveIds(params.alive_players), 'vote target'),
};

export const checkResult = <M extends MethodName>(input: {
  method: M;
  params: MethodParams<M>;
  result: MethodResult<M>;
}): RpcErrorObject | undefined => {
  const check = CHECKS[input.method] as Check<M> | undefined;
  return check?.({ params: input.params, result: input.result });
};

import type { CallContext } from './agent-context.ts';
import { knownWolves } from './known-roles.ts';
import type { Session } from './session.ts';

/** Players a wolf must not accuse or vote for (its teammates); nobody for the village. */
export const protectedIds = (context: CallContext): Set<number> =>
  context.session.role === 'werewolf'
    ? new Set([context.session.selfId, ...knownWolves(context.session)])
    : new Set([context.session.selfId]);

/** Accusations against us that make a witch or hunter reveal the role: one is enough (the village herds fast, and an exiled special is a lost one). */
export const CLAIM_PRESSURE = 1;

export const pressedClaim = (role: string, ownScore: number, claimed: boolean): 'witch' | 'hunter' | undefined =>
  (role === 'witch' || role === 'hunter') && (claimed || ownScore >= CLAIM_PRESSURE) ? role : undefined;

/** Alive players as the call lists them; a call without a `game_state` counts everyone as alive. */
export const aliveIdsOf = (input: { session: Session; listed: readonly { player_id: number }[] }): number[] =>
  (input.listed.length > 0 ? input.listed : input.session.players).map((player) => player.player_id);

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

/**
 * Whether a witch or hunter claims the role in today's speech. The hunter claims from the first day: a
 * known hunter is a poor target at night (he shoots back) and one player fewer for the village to
 * guess among. The witch claims when accused, or to vouch for the player she saved (银水: the wolves'
 * victim is good), which clears one more player. Each claim shrinks the field, and an uncontested claim
 * makes every attack on the claimant a tell (talk-beliefs.ts). Measured in both directions: against
 * the random and the rule werewolves the village wins more with these claims than without.
 */
export const roleClaim = (input: {
  role: string;
  ownScore: number;
  claimed: boolean;
  /** A witch who saved someone claims to vouch for that player (银水). */
  hasSave: boolean;
}): 'witch' | 'hunter' | undefined => {
  const { role } = input;
  if (role === 'hunter') return role;
  if (role !== 'witch') return undefined;
  return input.claimed || input.hasSave || input.ownScore >= CLAIM_PRESSURE ? role : undefined;
};

/** Alive players as the call lists them; a call without a `game_state` counts everyone as alive. */
export const aliveIdsOf = (input: { session: Session; listed: readonly { player_id: number }[] }): number[] =>
  (input.listed.length > 0 ? input.listed : input.session.players).map((player) => player.player_id);

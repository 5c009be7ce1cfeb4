import type { CallContext } from './agent-context.ts';
import { knownWolves } from './known-roles.ts';

/** Players a wolf must not accuse or vote for (its teammates); nobody for the village. */
export const protectedIds = (context: CallContext): Set<number> =>
  context.session.role === 'werewolf' ? new Set([context.session.selfId, ...knownWolves(context.session)]) : new Set([context.session.selfId]);

/** Accusations against us that make a witch or hunter reveal the role (a day of being named twice). */
export const CLAIM_PRESSURE = 2;

export const pressedClaim = (role: string, ownScore: number, claimed: boolean): 'witch' | 'hunter' | undefined =>
  (role === 'witch' || role === 'hunter') && (claimed || ownScore >= CLAIM_PRESSURE) ? role : undefined;

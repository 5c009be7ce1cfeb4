import type { Player, GameStateParams } from '../schemas/common.ts';
import type { Session } from './session.ts';

/** Records every `role` a call reveals (player lists, teammates, seer checks) in the session. */
export const learnRoles = (input: {
  session: Session;
  state?: GameStateParams;
  players?: readonly Player[];
  teammates?: readonly Player[];
  checks?: readonly { target_id: number; role: string }[];
}): void => {
  const { knownRoles } = input.session;
  const lists = [input.state?.alive_players ?? [], input.state?.dead_players ?? [], input.players ?? []];
  for (const player of lists.flat())
    if (player.role !== undefined) knownRoles.set(player.player_id, player.role.toLowerCase());
  for (const mate of input.teammates ?? []) knownRoles.set(mate.player_id, 'werewolf');
  for (const check of input.checks ?? []) knownRoles.set(check.target_id, check.role.toLowerCase());
};

/** Other players known to be werewolves. */
export const knownWolves = (session: Session): number[] =>
  [...session.knownRoles].filter(([id, role]) => id !== session.selfId && role === 'werewolf').map(([id]) => id);

/** A seer's results as far as the session knows them (everyone else whose role we learnt). */
export const knownChecks = (session: Session): { target_id: number; role: string }[] =>
  session.role === 'seer'
    ? [...session.knownRoles].filter(([id]) => id !== session.selfId).map(([target_id, role]) => ({ target_id, role }))
    : [];

import { EVENT_TYPES } from '../schemas/history-events.ts';
import { callAgent, type GameContext } from './game-context.ts';
import { aliveOf, kill, playerById, playersFor, stateFor } from './game-record.ts';

/** A dead hunter (killed or exiled, never poisoned) may shoot one alive player at once. */
export const hunterTurn = async (input: {
  context: GameContext;
  hunterId: number;
  cause: 'kill' | 'vote';
}): Promise<void> => {
  const { context } = input;
  const { record } = context;
  const answer = await callAgent(context, {
    playerId: input.hunterId,
    method: 'hunter_action',
    params: {
      game_state: stateFor(record, input.hunterId),
      cause: input.cause,
      killed_by: null,
      alive_players: playersFor(record, input.hunterId, true),
    },
  });
  const target = answer?.action === 'shoot' ? answer.target_id : null;
  if (target === null || target === undefined || target === input.hunterId || !playerById(record, target)?.alive)
    return;
  record.history.push({
    event_type: EVENT_TYPES.shot,
    day: record.day,
    phase: record.phase,
    data: { player_id: input.hunterId, target_id: target },
  });
  kill(record, target, 'shot');
  record.features.hunterShots += 1;
  context.log({ kind: 'hunter_shot', player: input.hunterId, detail: { target, alive: aliveOf(record).length } });
};

import type { MethodName, MethodResult } from './methods.ts';

/**
 * Seed 004 §5.1 default behaviour, sent when the brain misses the deadline: wolves and seer abstain,
 * the witch uses nothing, the vote abstains; the other functions get a neutral answer.
 */
export const DEFAULT_RESULTS: { readonly [M in MethodName]: MethodResult<M> } = {
  initialize: { status: 'success', message: 'initialized' },
  werewolf_action: { action: 'abstain', target_id: null, reasoning: 'timeout', confidence: 0 },
  seer_action: { action: 'abstain', target_id: null, reasoning: 'timeout' },
  witch_action: { action: 'abstain', target_id: null, reasoning: 'timeout' },
  hunter_action: { action: 'abstain', target_id: null, reasoning: 'timeout' },
  discuss: { speech: '……', emotion: 'neutral', target_players: [], is_accusation: false },
  vote: { vote_target: null, reasoning: 'timeout', confidence: 0 },
  defend: { defense: '……', counter_arguments: [], emotional_tone: 'calm' },
  game_over: { status: 'acknowledged', reflection: '', rating: 3 },
};

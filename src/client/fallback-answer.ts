import type { GameState } from '../game/state.ts';
import type { Random } from '../random.ts';
import { type DecidedRequest, isTalkRequest } from './brain-call.ts';
import { targetsFor } from './game-rules.ts';

/**
 * The answer sent when the brain is not ready in time, fails, or the packet is unusable. It never
 * costs the agent its seat: TALK/WHISPER pass (`Skip` while skips remain, else `Over`, which is
 * what the server would record for a `Skip` anyway) and targets are a random legal name, because an
 * abstention wastes the vote.
 */
export const fallbackAnswer = (options: {
  request: DecidedRequest;
  state: GameState | undefined;
  random: Random;
  /** remain_skip when the state cannot be trusted (a malformed packet still may carry it). */
  remainSkip?: number | undefined;
}): string => {
  const { request, state } = options;
  if (isTalkRequest(request)) {
    const remainSkip = options.remainSkip ?? state?.remain.skip ?? 0;
    return remainSkip > 0 ? 'Skip' : 'Over';
  }
  if (state === undefined) return '';
  const targets = safeTargets(state, request);
  // No legal target (say every other living agent is a fellow werewolf at ATTACK): a living agent of
  // the packet is still better than an empty answer, which no packet listed; the server drops either.
  return options.random.pick(targets.length > 0 ? targets : aliveOthers(state)) ?? '';
};

const aliveOthers = (state: GameState): readonly string[] =>
  state.agents.filter((agent) => agent !== state.self && state.status[agent] === 'ALIVE');

const safeTargets = (state: GameState, request: Exclude<DecidedRequest, 'TALK' | 'WHISPER'>): readonly string[] => {
  try {
    return targetsFor({ state, request });
  } catch {
    // The rules code is pure and should not throw; if it does, any alive other agent is still
    // better than an abstention.
    return aliveOthers(state);
  }
};

import type { Brain, DecisionContext, TalkDecision, TargetDecision } from '../brain/brain.ts';
import type { DecidedRequest } from '../vocabulary/index.ts';

export type { DecidedRequest } from '../vocabulary/index.ts';

export type TargetRequest = Exclude<DecidedRequest, 'TALK' | 'WHISPER'>;

export const isTalkRequest = (request: DecidedRequest): request is 'TALK' | 'WHISPER' =>
  request === 'TALK' || request === 'WHISPER';

/**
 * Asks the brain method that matches the request. A brain that throws synchronously is turned into a
 * rejected promise so the caller has one error path.
 */
export const callBrain = (options: {
  brain: Brain;
  request: DecidedRequest;
  context: DecisionContext;
}): Promise<TalkDecision | TargetDecision> => {
  const { brain, context } = options;
  try {
    switch (options.request) {
      case 'TALK':
        return Promise.resolve(brain.talk(context));
      case 'WHISPER':
        return Promise.resolve(brain.whisper(context));
      case 'VOTE':
        return Promise.resolve(brain.vote(context));
      case 'DIVINE':
        return Promise.resolve(brain.divine(context));
      case 'GUARD':
        return Promise.resolve(brain.guard(context));
      case 'ATTACK':
        return Promise.resolve(brain.attack(context));
    }
  } catch (error) {
    return Promise.reject(error);
  }
};

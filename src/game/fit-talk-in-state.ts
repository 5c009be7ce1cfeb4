import { type FitTalkResult, fitTalk } from './fit-talk.ts';
import type { TalkMode } from './server-process-talk.ts';
import type { GameState, LengthLimits } from './state.ts';

/** Used before any setting arrived: the shipped Japanese limits, the tightest of the shipped configs. */
export const FALLBACK_LENGTH_LIMITS: LengthLimits = {
  countInWord: false,
  countSpaces: false,
  baseLength: 50,
  mentionLength: 50,
};

/**
 * The one talk-fitting path of the agent (the client's answers, the LLM brain's speech, freeform talk):
 * fitTalk with everything taken from the folded state: the channel's limits, our remaining budget,
 * our name, the roster, and freeform mode when the channel has a `duration`.
 */
export const fitTalkInState = (options: {
  state: GameState;
  channel: 'talk' | 'whisper';
  text: string;
  mode?: TalkMode;
}): FitTalkResult => {
  const { state } = options;
  const settings = state.settings?.[options.channel];
  const mode = options.mode ?? (settings?.duration === undefined ? 'turn' : 'freeform');
  return fitTalk({
    text: options.text,
    limits: settings?.maxLength ?? FALLBACK_LENGTH_LIMITS,
    ...(state.remain.length === undefined ? {} : { remainLength: state.remain.length }),
    speaker: state.self,
    agentNames: state.agents,
    mode,
  });
};

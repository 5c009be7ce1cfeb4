import { type LengthLimits, serverProcessTalk } from '../../game/index.ts';
import type { TalkSettingConfig } from '../config/arena-config-schema.ts';

/** A talk participant's counters for the running phase (the server's remain_* maps). */
export type TalkRemain = { count: number; length?: number; skip: number };

const optional = (value: number): number | undefined => (value === -1 ? undefined : value);

/** Counters every participant starts a talk/whisper phase with (the server's new session). */
export const freshRemain = (setting: TalkSettingConfig): TalkRemain => {
  const counters: TalkRemain = { count: setting.max_count.per_agent, skip: setting.max_skip };
  if (setting.max_length.per_agent !== -1) counters.length = setting.max_length.per_agent;
  return counters;
};

// A config's settings never change: their limits are read once, not for every talk answer.
const limitsCache = new WeakMap<TalkSettingConfig, LengthLimits>();
const cachedLengthLimits = (setting: TalkSettingConfig): LengthLimits => {
  let limits = limitsCache.get(setting);
  if (limits === undefined) {
    limits = lengthLimitsOf(setting);
    limitsCache.set(setting, limits);
  }
  return limits;
};

export const lengthLimitsOf = (setting: TalkSettingConfig): LengthLimits => {
  const limits = setting.max_length;
  const perTalk = optional(limits.per_talk);
  const perAgent = optional(limits.per_agent);
  const baseLength = optional(limits.base_length);
  const mentionLength = optional(limits.mention_length);
  return {
    countInWord: limits.count_in_word,
    countSpaces: limits.count_spaces,
    ...(perTalk === undefined ? {} : { perTalk }),
    ...(perAgent === undefined ? {} : { perAgent }),
    ...(baseLength === undefined ? {} : { baseLength }),
    ...(mentionLength === undefined ? {} : { mentionLength }),
  };
};

/**
 * Applies one answer to the speaker's counters (mutating `remain`, as the server's maps are) and returns
 * the text the server records. The rule itself is src/game's `serverProcessTalk`, shared with the agent.
 * The talk count was already taken when the request was sent. `failed` = timed out or errored.
 */
export const storeTalkAnswer = (options: {
  text: string;
  failed: boolean;
  setting: TalkSettingConfig;
  remain: TalkRemain;
  speaker: string;
  agentsInIndexOrder: readonly string[];
}): string => {
  const { remain } = options;
  // A failed request is recorded as a Skip that costs no skip budget (the server's internal ForceSkip);
  // a ForceSkip sent by a client is an ordinary Skip.
  const text = options.failed ? 'ForceSkip' : options.text === 'ForceSkip' ? 'Skip' : options.text;
  const result = serverProcessTalk({
    text,
    limits: cachedLengthLimits(options.setting),
    maxSkip: options.setting.max_skip,
    remainSkip: remain.skip,
    ...(remain.length === undefined ? {} : { remainLength: remain.length }),
    speaker: options.speaker,
    agentNames: options.agentsInIndexOrder,
    mode: 'turn',
  });
  remain.skip = result.remainSkip;
  if (result.remainLength !== undefined) remain.length = result.remainLength;
  // Only an Over answer (or a Skip turned into Over) ends the speaker's phase; an empty text stored as
  // Over does not zero the count on the server.
  if (text === 'Over' || (text === 'Skip' && result.over)) remain.count = 0;
  return result.storedText;
};

import type { ArenaConfig, TalkSettingConfig } from '../../../src/arena/config/arena-config-schema.ts';
import { shippedConfig } from '../../../src/arena/config/load-arena-config.ts';

type WireTalkSetting = {
  max_count: { per_agent: number; per_day: number };
  max_length: Partial<
    Record<'count_in_word' | 'count_spaces', boolean> &
      Record<'per_talk' | 'per_agent' | 'base_length' | 'mention_length', number>
  >;
  max_skip: number;
};

const talkSetting = (wire: WireTalkSetting): TalkSettingConfig => ({
  max_count: wire.max_count,
  max_length: {
    count_in_word: wire.max_length.count_in_word ?? false,
    count_spaces: wire.max_length.count_spaces ?? false,
    per_talk: wire.max_length.per_talk ?? -1,
    per_agent: wire.max_length.per_agent ?? -1,
    base_length: wire.max_length.base_length ?? -1,
    mention_length: wire.max_length.mention_length ?? -1,
  },
  max_skip: wire.max_skip,
});

/** An arena config that reproduces a recorded `setting` (on top of the shipped config for its size). */
export const configFromSetting = (setting: Record<string, unknown>): ArenaConfig => {
  const wire = setting as {
    agent_count: 5 | 13;
    talk: WireTalkSetting;
    whisper: WireTalkSetting;
    vote: { max_count: number; allow_self_vote: boolean };
    attack_vote: {
      max_count: number;
      allow_self_vote: boolean;
      allow_no_target: boolean;
    };
    timeout: { action: number; response: number };
    vote_visibility: boolean;
  };
  const base = shippedConfig({ players: wire.agent_count, lang: 'ja' });
  return {
    ...base,
    server: {
      ...base.server,
      timeout: {
        ...base.server.timeout,
        action: wire.timeout.action,
        response: wire.timeout.response,
      },
    },
    game: {
      ...base.game,
      vote_visibility: wire.vote_visibility,
      talk: talkSetting(wire.talk),
      whisper: talkSetting(wire.whisper),
      vote: wire.vote,
      attack_vote: wire.attack_vote,
    },
  };
};

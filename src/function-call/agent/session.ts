import type { PlayerEntry } from '../schemas/common.ts';

export const SPEECH_LANGUAGES = ['zh', 'en', 'ja'] as const;
export type SpeechLanguage = (typeof SPEECH_LANGUAGES)[number];

/** What `initialize` told the agent; every later call is read against it. */
export type Session = {
  readonly selfId: number;
  /** The seed's role name, lower case: werewolf, villager, seer, witch, hunter (others kept as given). */
  readonly role: string;
  readonly players: readonly PlayerEntry[];
  readonly language: SpeechLanguage;
  /** Canonical JSON of the initialize params: part of every cache key and seed. */
  readonly key: string;
  /** Whom the agent said it would vote for, per day (so the vote follows the speech). */
  readonly intentions: Map<number, number>;
  /** Roles learnt during the game: teammates, seer checks, `role` fields of player lists. */
  readonly knownRoles: Map<number, string>;
  /** Whom our witch saved, per night: the wolves' victim, so a good player she can vouch for (银水). */
  readonly saves: Map<number, number>;
};

/** `zh-CN` → zh, `en-US` → en, `ja-JP` → ja; anything else falls back to the seed's default zh. */
export const speechLanguageOf = (language: string): SpeechLanguage => {
  const prefix = language.toLowerCase().slice(0, 2);
  return prefix === 'en' || prefix === 'ja' ? prefix : 'zh';
};

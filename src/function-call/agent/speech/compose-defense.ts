import type { SpeechLanguage } from '../session.ts';
import { clipSpeech } from './clip-speech.ts';
import { PHRASES } from './phrases.ts';

export type DefenseSpeech = {
  readonly defense: string;
  readonly counter_arguments: { against_player: number; point: string }[];
  readonly emotional_tone: string;
};

/**
 * The PK defense: claim the village side (a seer reveals the checks, which is the strongest defense),
 * answer each accuser once, and say whom we suspect instead. Pure.
 */
export const composeDefense = (input: {
  language: SpeechLanguage;
  label: (playerId: number) => string;
  accusers: readonly number[];
  checks: readonly { target_id: number; role: string }[];
  isSeer: boolean;
  /** Witch and hunter reveal themselves in a PK: staying hidden is worth less than surviving. */
  claim?: 'witch' | 'hunter' | undefined;
  suspect: number | undefined;
}): DefenseSpeech => {
  const phrases = PHRASES[input.language];
  const opening = input.isSeer
    ? phrases.seerClaim
    : input.claim === 'witch'
      ? phrases.witchClaim
      : input.claim === 'hunter'
        ? phrases.hunterClaim
        : phrases.defenseOpening;
  const parts: string[] = [opening];
  if (input.isSeer) {
    for (const check of input.checks.slice(-3)) {
      const label = input.label(check.target_id);
      parts.push(check.role === 'werewolf' ? phrases.checkedWolf(label) : phrases.checkedGood(label));
    }
  }
  const accusers = [...new Set(input.accusers)];
  for (const accuser of accusers.slice(0, 3)) parts.push(phrases.counter(input.label(accuser)) + phrases.counterPoint);
  if (input.suspect !== undefined) parts.push(phrases.suspect(input.label(input.suspect)));
  parts.push(phrases.defenseVillage);
  return {
    defense: clipSpeech(parts.join(input.language === 'en' ? ' ' : '')),
    counter_arguments: accusers.map((accuser) => ({ against_player: accuser, point: phrases.counterPoint })),
    emotional_tone: accusers.length > 0 ? 'firm' : 'calm',
  };
};

import type { SpeechLanguage } from '../session.ts';
import { clipSpeech } from './clip-speech.ts';
import { PHRASES } from './phrases.ts';

export type DiscussSpeech = {
  readonly speech: string;
  readonly emotion: string;
  readonly target_players: number[];
  readonly is_accusation: boolean;
};

/**
 * The rule speech: last night's deaths, a seer's results (claimed from the first day),
 * then whom we suspect and will vote for, said by the generic brain's own line (`brainText`, en/ja
 * only) when it has one. Every player is named by id and name. Pure.
 */
export const composeDiscuss = (input: {
  language: SpeechLanguage;
  label: (playerId: number) => string;
  dayNumber: number;
  deaths: readonly number[];
  checks: readonly { target_id: number; role: string }[];
  isSeer: boolean;
  /** A witch or hunter under pressure claims the role to avoid exile. */
  claim?: 'witch' | 'hunter' | undefined;
  /** Whom our witch saved (said with her claim: the village can trust that player). */
  saved?: number | undefined;
  suspect: number | undefined;
  brainText?: string | undefined;
}): DiscussSpeech => {
  const phrases = PHRASES[input.language];
  const parts: string[] = [];
  const mentioned = new Set<number>();
  if (input.dayNumber <= 1 && input.deaths.length === 0) parts.push(phrases.opening);
  if (input.deaths.length > 0) parts.push(phrases.deaths(input.deaths.map(input.label).join(', ')));
  else if (input.dayNumber >= 1) parts.push(phrases.peaceful);
  // In the 9-player game the seer claims at once: the village needs the results, and the witch
  // (who saves a claimed seer) and the hunter cover the risk.
  if (input.isSeer && input.checks.length > 0) {
    parts.push(phrases.seerClaim);
    for (const check of input.checks.slice(-3)) {
      mentioned.add(check.target_id);
      const label = input.label(check.target_id);
      parts.push(check.role === 'werewolf' ? phrases.checkedWolf(label) : phrases.checkedGood(label));
    }
  }
  if (input.claim !== undefined) parts.push(input.claim === 'witch' ? phrases.witchClaim : phrases.hunterClaim);
  if (input.claim === 'witch' && input.saved !== undefined) {
    mentioned.add(input.saved);
    parts.push(phrases.witchSaved(input.label(input.saved)));
  }
  if (input.suspect !== undefined) mentioned.add(input.suspect);
  if (input.brainText !== undefined) parts.push(input.brainText);
  else if (input.suspect !== undefined)
    parts.push(phrases.suspect(input.label(input.suspect)), phrases.willVote(input.label(input.suspect)));
  else parts.push(phrases.noLead);
  return {
    speech: clipSpeech(parts.join(input.language === 'en' ? ' ' : '')),
    emotion: input.suspect === undefined ? 'neutral' : 'suspicious',
    target_players: [...mentioned],
    is_accusation: input.suspect !== undefined,
  };
};

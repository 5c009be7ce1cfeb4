import type { Language } from '../brain.ts';

/**
 * Voices for an agent the server gave no profile: without one, every model-played agent would speak in
 * the model's one default register. The voice is picked from the agent's name, so it holds for the
 * whole game and agents at one table mostly differ.
 */
const VOICES: Readonly<Record<Language, readonly string[]>> = {
  ja: [
    '私、です・ます調で落ち着いて',
    '僕、柔らかく「〜だね」「〜かな」',
    '俺、くだけて「〜だろ」「〜だな」',
    'あたし、明るく「〜だよ」「〜じゃない？」',
    'わたくし、丁寧で上品に',
    '自分、短い文で理屈っぽく',
  ],
  en: [
    'calm and precise: short sentences and the point first',
    'warm and friendly: says "I think" and "let us" and thanks people',
    'blunt and direct: no hedging and plain words',
    'cheerful and curious: asks people things and reacts to them',
    'formal and a little old-fashioned: polite and measured',
    'dry and analytical: weighs the evidence out loud',
  ],
};

/** FNV-1a over the name's code units: stable across runs and platforms. */
const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

export const defaultVoice = (name: string, lang: Language): string => {
  const voices = VOICES[lang];
  return voices[hashOf(name) % voices.length] ?? '';
};

import { MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';

/**
 * What the learned reader sees of one talk: its text after names became mention tokens, each token shown
 * as one character that says who it is relative to the reading asked for — the candidate (`X`), the speaker
 * (`I`) or anyone else (`O`), `@` forms apart — so a weight learned on `Xが怪しい` holds for every name.
 * Features are strings (character n-grams, words, a few flags); training and reading share this file.
 */
const CANDIDATE = '\uE010';
const CANDIDATE_ADDRESSED = '\uE011';
const SPEAKER = '\uE012';
const OTHER = '\uE013';
const OTHER_ADDRESSED = '\uE014';
const TOKEN = new RegExp(`${MENTION_OPEN}(@?)(\\d+)${MENTION_CLOSE}`, 'gu');
const SENTENCE_END = /(?<=[。！？!?\n])|(?<=\.)\s+/u;
const WORD = /[a-z']+|[\uE010-\uE014]/gu;
const WINDOW = 10;

/** The agents a tokenized talk names, in order of first mention, the speaker left out. */
export const mentionedAgents = (tokenized: string, speaker: number): number[] => {
  const agents: number[] = [];
  for (const match of tokenized.matchAll(TOKEN)) {
    const agent = Number(match[2]);
    if (agent !== speaker && !agents.includes(agent)) agents.push(agent);
  }
  return agents;
};

/** The talk with every token as one character, seen from `candidate` (undefined: nobody is the candidate). */
export const viewOf = (options: { tokenized: string; speaker: number; candidate?: number; english: boolean }) => {
  const view = options.tokenized.replace(TOKEN, (_token, at: string, digits: string) => {
    const agent = Number(digits);
    if (agent === options.candidate) return at === '' ? CANDIDATE : CANDIDATE_ADDRESSED;
    if (agent === options.speaker) return SPEAKER;
    return at === '' ? OTHER : OTHER_ADDRESSED;
  });
  return options.english ? view.toLowerCase() : view;
};

const addGrams = (features: string[], prefix: string, text: string, from: number, to: number): void => {
  for (let size = from; size <= to; size++) {
    for (let start = 0; start + size <= text.length; start++) features.push(prefix + text.slice(start, start + size));
  }
};

const addWords = (features: string[], prefix: string, words: readonly string[]): void => {
  for (let index = 0; index < words.length; index++) {
    features.push(`${prefix}${words[index]}`);
    if (index + 1 < words.length) features.push(`${prefix}${words[index]} ${words[index + 1]}`);
  }
};

const isCandidate = (character: string | undefined): boolean =>
  character === CANDIDATE || character === CANDIDATE_ADDRESSED;

const othersIn = (text: string): number => {
  let count = 0;
  for (const character of text) if (character === OTHER || character === OTHER_ADDRESSED) count++;
  return Math.min(count, 3);
};

/** The sentences of a view that hold the candidate. */
export const candidateSentences = (view: string): string[] =>
  view.split(SENTENCE_END).filter((sentence) => sentence.includes(CANDIDATE) || sentence.includes(CANDIDATE_ADDRESSED));

/** Features of the pair (talk, candidate): what is said around the candidate, and the talk as a whole. */
export const pairFeatures = (view: string, english: boolean): string[] => {
  const features: string[] = ['bias'];
  const sentences = candidateSentences(view);
  for (const sentence of sentences) {
    addGrams(features, 's', sentence, 2, 3);
    if (english) addWords(features, 'w', sentence.match(WORD) ?? []);
    if (sentence.includes('?') || sentence.includes('？')) features.push('f:question');
    features.push(`f:others-in-sentence=${othersIn(sentence)}`);
  }
  for (const sentence of sentences) {
    for (let index = 0; index < sentence.length; index++) {
      if (!isCandidate(sentence[index])) continue;
      const after = sentence.slice(index + 1, index + 1 + WINDOW);
      const before = sentence.slice(Math.max(0, index - WINDOW), index);
      addGrams(features, 'a', after, 1, 3);
      addGrams(features, 'b', before, 1, 3);
      for (let size = 1; size <= 5 && size <= after.length; size++) features.push(`A${after.slice(0, size)}`);
      for (let size = 1; size <= 5 && size <= before.length; size++) features.push(`B${before.slice(-size)}`);
      if (english) {
        const wordsAfter = (sentence.slice(index + 1, index + 40).match(WORD) ?? []).slice(0, 3);
        const wordsBefore = (sentence.slice(Math.max(0, index - 40), index).match(WORD) ?? []).slice(-3);
        features.push(`WA${wordsAfter.join(' ')}`, `WB${wordsBefore.join(' ')}`);
        for (const word of wordsAfter) features.push(`wa${word}`);
        for (const word of wordsBefore) features.push(`wb${word}`);
      }
      if (sentence[index] === CANDIDATE_ADDRESSED) features.push('f:addressed');
    }
  }
  features.push(`f:others=${othersIn(view)}`, `f:sentences=${Math.min(sentences.length, 3)}`);
  return features;
};

/** Features of the talk as a whole (claims, questions to everyone). */
export const utteranceFeatures = (view: string, english: boolean): string[] => {
  const features: string[] = ['bias'];
  addGrams(features, 'u', view, 1, 3);
  if (english) addWords(features, 'w', view.match(WORD) ?? []);
  features.push(`f:others=${othersIn(view)}`);
  if (view.includes(SPEAKER)) features.push('f:self');
  return features;
};

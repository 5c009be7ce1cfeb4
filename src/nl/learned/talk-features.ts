import { MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';

/**
 * What the learned reader sees of one talk: its sentences as the rules resolve them (names as mention
 * tokens, `彼`/`she`/`あなた` replaced by the agent they stand for, each sentence with its addressee), each
 * token shown as one character that says who it is relative to the reading asked for — the candidate (`X`),
 * the speaker (`I`) or anyone else (`O`), `@` forms apart — so a weight learned on `Xが怪しい` holds for
 * every name. Features are strings (character n-grams, words, a few flags); training and reading share this file.
 */
export type ResolvedSentence = { readonly text: string; readonly addressee: number };

const CANDIDATE = '\uE010';
const CANDIDATE_ADDRESSED = '\uE011';
const SPEAKER = '\uE012';
const OTHER = '\uE013';
const OTHER_ADDRESSED = '\uE014';
const TOKEN = new RegExp(`${MENTION_OPEN}(@?)(\\d+)${MENTION_CLOSE}`, 'gu');
const WORD = /[a-z']+|[\uE010-\uE014]/gu;
/** Characters read before the candidate, and after it (where Japanese puts the predicate). */
const WINDOW = 10;
const AFTER = 20;

/** The agents the sentences name, in order of first mention, the speaker left out. */
export const mentionedAgents = (sentences: readonly ResolvedSentence[], speaker: number): number[] => {
  const agents: number[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.text.matchAll(TOKEN)) {
      const agent = Number(match[2]);
      if (agent !== speaker && !agents.includes(agent)) agents.push(agent);
    }
  }
  return agents;
};

/** A view of the talk from `candidate` (0: nobody is the candidate). */
export type TalkView = {
  readonly sentences: readonly string[];
  /** Whether each sentence is said to the candidate. */
  readonly addressed: readonly boolean[];
};

export const viewOf = (options: {
  sentences: readonly ResolvedSentence[];
  speaker: number;
  candidate: number;
  english: boolean;
}): TalkView => {
  const shown = (text: string): string => {
    const view = text.replace(TOKEN, (_token, at: string, digits: string) => {
      const agent = Number(digits);
      if (agent === options.candidate) return at === '' ? CANDIDATE : CANDIDATE_ADDRESSED;
      if (agent === options.speaker) return SPEAKER;
      return at === '' ? OTHER : OTHER_ADDRESSED;
    });
    return options.english ? view.toLowerCase() : view;
  };
  return {
    sentences: options.sentences.map((sentence) => shown(sentence.text)),
    addressed: options.sentences.map((sentence) => options.candidate !== 0 && sentence.addressee === options.candidate),
  };
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

const holdsCandidate = (sentence: string): boolean =>
  sentence.includes(CANDIDATE) || sentence.includes(CANDIDATE_ADDRESSED);

const othersIn = (text: string): number => {
  let count = 0;
  for (const character of text) if (character === OTHER || character === OTHER_ADDRESSED) count++;
  return Math.min(count, 3);
};

/** The sentences that name the candidate or are said to it: what a reading about it must come from. */
export const candidateSentences = (view: TalkView): string[] =>
  view.sentences.filter((sentence, index) => holdsCandidate(sentence) || view.addressed[index] === true);

/** Features of the pair (talk, candidate): what is said around the candidate and to it. */
export const pairFeatures = (view: TalkView, english: boolean): string[] => {
  const features: string[] = ['bias'];
  let naming = 0;
  view.sentences.forEach((sentence, index) => {
    const names = holdsCandidate(sentence);
    if (view.addressed[index] === true) {
      // Said to the candidate (`@X … who do you suspect?`): its words, wherever the name is.
      addGrams(features, 'd', sentence, 2, 3);
      if (english) addWords(features, 'dw', sentence.match(WORD) ?? []);
      if (sentence.includes('?') || sentence.includes('？')) features.push('f:asked');
    }
    if (!names) {
      if (index > 0 && holdsCandidate(view.sentences[index - 1]!)) addGrams(features, 'n', sentence, 2, 3);
      return;
    }
    naming++;
    if (english) addWords(features, 'w', sentence.match(WORD) ?? []);
    if (sentence.includes('?') || sentence.includes('？')) features.push('f:question');
    features.push(`f:others-in-sentence=${othersIn(sentence)}`);
    for (let at = 0; at < sentence.length; at++) {
      if (!isCandidate(sentence[at])) continue;
      const after = sentence.slice(at + 1, at + 1 + AFTER);
      const before = sentence.slice(Math.max(0, at - WINDOW), at);
      addGrams(features, 'a', after, 1, 3);
      addGrams(features, 'b', before, 1, 3);
      for (let size = 1; size <= 5 && size <= after.length; size++) features.push(`A${after.slice(0, size)}`);
      for (let size = 1; size <= 5 && size <= before.length; size++) features.push(`B${before.slice(-size)}`);
      if (english) {
        const wordsAfter = (sentence.slice(at + 1, at + 40).match(WORD) ?? []).slice(0, 3);
        const wordsBefore = (sentence.slice(Math.max(0, at - 40), at).match(WORD) ?? []).slice(-3);
        features.push(`WA${wordsAfter.join(' ')}`, `WB${wordsBefore.join(' ')}`);
        for (const word of wordsAfter) features.push(`wa${word}`);
        for (const word of wordsBefore) features.push(`wb${word}`);
      }
      if (sentence[at] === CANDIDATE_ADDRESSED) features.push('f:addressed');
    }
  });
  features.push(`f:sentences=${Math.min(naming, 3)}`);
  return features;
};

/** Features of the talk as a whole (claims, questions to everyone). */
export const utteranceFeatures = (view: TalkView, english: boolean): string[] => {
  const features: string[] = ['bias'];
  const text = view.sentences.join('\n');
  addGrams(features, 'u', text, 1, 3);
  if (english) addWords(features, 'w', text.match(WORD) ?? []);
  features.push(`f:others=${othersIn(text)}`);
  if (text.includes(SPEAKER)) features.push('f:self');
  return features;
};

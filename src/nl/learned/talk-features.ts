import { MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';
import type { Language } from '../language.ts';
import { type CueAt, cuesIn } from './lexicon.ts';

/**
 * What the learned reader sees of one talk: its sentences as the rules resolve them (names as mention
 * tokens, `彼`/`she`/`あなた` replaced by the agent they stand for, each sentence with its addressee), each
 * token shown as one character that says who it is relative to the reading asked for — the candidate (`X`),
 * the speaker (`I`) or anyone else (`O`), `@` forms apart — so a weight learned on `Xが怪しい` holds for
 * every name. Features are strings: word classes of the lexicon (lexicon.ts) with where they stand from the
 * candidate (same sentence, before or after it, near or far, another name between), in a sentence said to it or
 * in the next sentence, pairs of classes met together, a few characters around the candidate, and what the
 * rules already read of the talk. Training and reading share this file.
 */
export type ResolvedSentence = { readonly text: string; readonly addressee: number };

const CANDIDATE = '\uE010';
const CANDIDATE_ADDRESSED = '\uE011';
const SPEAKER = '\uE012';
const OTHER = '\uE013';
const OTHER_ADDRESSED = '\uE014';
const TOKEN = new RegExp(`${MENTION_OPEN}(@?)(\\d+)${MENTION_CLOSE}`, 'gu');
const WORD = /[a-z']+/gu;
/** Characters between a cue and the candidate that still count as near it. */
const NEAR = 8;
const MIDDLE = 24;

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
  /** Whether each sentence is said to someone (not to everyone). */
  readonly toSomeone: readonly boolean[];
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
    toSomeone: options.sentences.map((sentence) => sentence.addressee !== 0 && sentence.addressee !== options.speaker),
  };
};

const isCandidate = (character: string | undefined): boolean =>
  character === CANDIDATE || character === CANDIDATE_ADDRESSED;
const isOther = (character: string | undefined): boolean => character === OTHER || character === OTHER_ADDRESSED;

const holdsCandidate = (sentence: string): boolean =>
  sentence.includes(CANDIDATE) || sentence.includes(CANDIDATE_ADDRESSED);

const othersIn = (text: string): number => {
  let count = 0;
  for (const character of text) if (isOther(character)) count++;
  return Math.min(count, 3);
};

/** The sentences that name the candidate or are said to it: what a reading about it must come from. */
export const candidateSentences = (view: TalkView): string[] =>
  view.sentences.filter((sentence, index) => holdsCandidate(sentence) || view.addressed[index] === true);

/** `prefix:a&b` for every two distinct cue classes met in one sentence. */
const addPairs = (features: Set<string>, prefix: string, cues: readonly CueAt[]): void => {
  const classes = [...new Set(cues.map(({ cue }) => cue))].sort();
  for (const cue of classes) features.add(`${prefix}:${cue}`);
  for (let first = 0; first < classes.length; first++) {
    for (let second = first + 1; second < classes.length; second++) {
      features.add(`${prefix}:${classes[first]}&${classes[second]}`);
    }
  }
};

/**
 * Whether another agent is named before position `at`: two searches rather than the characters of the
 * text before split into an array (that split was a third of `pairFeatures`, about 1 % of a 5-player ja
 * arena game in a profile of the shipped bench).
 */
const otherBefore = (sentence: string, at: number): boolean => {
  const other = sentence.indexOf(OTHER);
  const addressed = sentence.indexOf(OTHER_ADDRESSED);
  return (other !== -1 && other < at) || (addressed !== -1 && addressed < at);
};

/** Whether another agent is named between two positions of a sentence (a list or a second subject). */
const otherBetween = (sentence: string, from: number, to: number): boolean => {
  for (let at = Math.min(from, to) + 1; at < Math.max(from, to); at++) if (isOther(sentence[at])) return true;
  return false;
};

/** What the rules read of the talk, shown relative to the candidate and the speaker (`ESTIMATE X WEREWOLF`). */
const relativeReadings = (ruled: readonly string[], candidate: number, speaker: number): string[] => {
  const agent = (number: number): string => `Agent[${String(number).padStart(2, '0')}]`;
  return ruled.map((text) =>
    text
      .replaceAll(agent(candidate), 'X')
      .replaceAll(agent(speaker), 'I')
      .replace(/Agent\[\d+\]/gu, 'O'),
  );
};

/**
 * The cues of every sentence of a view. Every name is one character in every view, so a cue stands at the same
 * place whoever the candidate is: found once per talk, shared by its pairs.
 */
export const cuesOf = (view: TalkView, lang: Language): CueAt[][] =>
  view.sentences.map((sentence) => cuesIn(sentence, lang));

/** Features of the pair (talk, candidate): what is said around the candidate and to it. */
export const pairFeatures = (options: {
  view: TalkView;
  /** cuesOf any view of the same talk. */
  cues: readonly (readonly CueAt[])[];
  lang: Language;
  /** The rules' readings of the talk, printed. */
  ruled: readonly string[];
  candidate: number;
  speaker: number;
}): string[] => {
  const { view, lang } = options;
  const english = lang === 'en';
  const features = new Set<string>(['bias']);
  let naming = 0;
  view.sentences.forEach((sentence, index) => {
    const names = holdsCandidate(sentence);
    const cues = options.cues[index] ?? [];
    const question = cues.some(({ cue }) => cue === 'question');
    if (view.addressed[index] === true) {
      // Said to the candidate (`@X … who do you suspect?`): its cues, wherever the name is.
      addPairs(features, names ? 'dn' : 'd', cues);
    }
    if (!names) {
      if (index > 0 && holdsCandidate(view.sentences[index - 1]!)) addPairs(features, 'n', cues);
      return;
    }
    naming++;
    addPairs(features, 's', cues);
    features.add(`f:others-in-sentence=${othersIn(sentence)}`);
    let first = true;
    for (let at = 0; at < sentence.length; at++) {
      if (!isCandidate(sentence[at])) continue;
      if (sentence[at] === CANDIDATE_ADDRESSED) features.add('f:at');
      if (first && !otherBefore(sentence, at)) features.add('f:named-first');
      first = false;
      for (const { cue, at: where, word } of cues) {
        const side = where > at ? 'a' : 'b';
        features.add(`${side}=${word}`);
        const distance = Math.abs(where - at);
        const reach = distance <= NEAR ? 'n' : distance <= MIDDLE ? 'm' : 'f';
        const blocked = otherBetween(sentence, at, where) ? 'x' : '';
        features.add(`${side}:${cue}`);
        features.add(`${side}${reach}${blocked}:${cue}`);
        if (question) features.add(`${side}${blocked}q:${cue}`);
      }
      if (english) {
        const after = (sentence.slice(at + 1, at + 30).match(WORD) ?? []).slice(0, 2);
        const before = (sentence.slice(Math.max(0, at - 30), at).match(WORD) ?? []).slice(-2);
        if (after[0] !== undefined) features.add(`A:${after[0]}`);
        if (after.length === 2) features.add(`A:${after.join(' ')}`);
        if (before.length > 0) features.add(`B:${before.at(-1)}`);
      } else {
        for (let size = 1; size <= 3; size++) features.add(`A:${sentence.slice(at + 1, at + 1 + size)}`);
        for (let size = 1; size <= 2; size++) features.add(`B:${sentence.slice(Math.max(0, at - size), at)}`);
      }
    }
  });
  features.add(`f:sentences=${Math.min(naming, 3)}`);
  for (const reading of relativeReadings(options.ruled, options.candidate, options.speaker)) {
    // What the rules read of this candidate, and which kinds they read of others.
    features.add(reading.includes('X') ? `r:${reading}` : `R:${reading.split(' ')[0]}`);
  }
  return [...features];
};

/** Features of the talk as a whole (claims, questions to everyone). */
export const utteranceFeatures = (options: {
  view: TalkView;
  cues: readonly (readonly CueAt[])[];
  ruled: readonly string[];
  speaker: number;
}): string[] => {
  const { view } = options;
  const features = new Set<string>(['bias']);
  view.sentences.forEach((sentence, index) => {
    const cues = options.cues[index] ?? [];
    addPairs(features, 'u', cues);
    // A sentence said to one player asks that player, not everyone.
    if (view.toSomeone[index] === true) addPairs(features, 'o', cues);
    if (sentence.includes(SPEAKER)) features.add('f:self-named');
  });
  features.add(`f:others=${othersIn(view.sentences.join('\n'))}`);
  features.add(`f:sentences=${Math.min(view.sentences.length, 4)}`);
  for (const reading of relativeReadings(options.ruled, 0, options.speaker)) features.add(`r:${reading}`);
  return [...features];
};

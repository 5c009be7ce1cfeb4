import { parse, print, type Sentence } from '../../protocol/index.ts';
import type { Language } from '../language.ts';
import { READER_WEIGHTS } from './reader-weights.ts';
import { decodeHead, type ReaderHead } from './reader-model.ts';
import { sentenceText } from './reading-classes.ts';
import {
  candidateSentences,
  cuesOf,
  mentionedAgents,
  pairFeatures,
  type ResolvedSentence,
  utteranceFeatures,
  viewOf,
} from './talk-features.ts';

/**
 * The learned reader beside the rules: for each agent a talk names, and for the talk as a whole, a
 * classifier trained on labelled contest talk (data/real-talk/, `npm run bench -- nl-train`) proposes
 * readings; only those at or above their class's high-precision threshold are added, and only where the
 * rules are not sure of something else. Rules keep what they read; the learned part never reads a sentence
 * that carries a negation or a condition (those belong to the rules' polarity handling), and a polarity
 * disagreement (the rules read `NOT (s)`, the model `s`) leaves no reading at all.
 */
const NEGATION = {
  ja: /な(?:い|く|かっ|さそう)|ません|ぬ|ず(?:に|、|。|$)|無い|違|否|じゃな|ではな|でもな|とは限ら|早計|早い|尚早|ありえ|あり得|疑問|どうか|微妙/u,
  en: /\b(?:not|no|never|nor|neither|none|nobody|nothing|without|hardly|doubt\w*|refuse\w*|wrong|unlikely|premature|early|rather than|instead)\b|n't|n’t/iu,
} as const;
const CONDITIONAL = {
  ja: /もし|なら|たら|れば|としても|場合/u,
  en: /\b(?:if|unless|suppose|assuming|whether|in case)\b/iu,
} as const;

export type LearnedReader = { readonly pair: ReaderHead; readonly utterance: ReaderHead };
const decoded = new Map<Language, LearnedReader | undefined>();

const readerFor = (lang: Language): LearnedReader | undefined => {
  if (decoded.has(lang)) return decoded.get(lang);
  const encoded = READER_WEIGHTS[lang];
  const reader =
    encoded === undefined ? undefined : { pair: decodeHead(encoded.pair), utterance: decodeHead(encoded.utterance) };
  decoded.set(lang, reader);
  return reader;
};

/** Whether a learned reader with at least one class ships for the language (else reading costs nothing). */
export const hasLearnedReader = (lang: Language): boolean => {
  const shipped = READER_WEIGHTS[lang];
  return shipped !== undefined && shipped.pair.classes.length + shipped.utterance.classes.length > 0;
};

const printedWithin = (sentence: Sentence, into: Set<string>): void => {
  into.add(print(sentence));
  if (sentence.type === 'AND' || sentence.type === 'OR' || sentence.type === 'BECAUSE' || sentence.type === 'XOR') {
    for (const clause of sentence.clauses) printedWithin(clause, into);
  } else if (sentence.type === 'DAY') printedWithin(sentence.clause, into);
};

/** A reading the rules' readings make unsafe to add: they are sure of its opposite or of a rival. */
const contradicted = (text: string, ruled: ReadonlySet<string>): boolean => {
  const estimate = /^ESTIMATE (Agent\[\d+\]) (\w+)$/u.exec(text);
  if (estimate !== null) {
    return [...ruled].some(
      (other) => other.startsWith(`ESTIMATE ${estimate[1]} `) || other.includes(`(ESTIMATE ${estimate[1]} `),
    );
  }
  const result = /^(DIVINED|IDENTIFIED) (Agent\[\d+\]) /u.exec(text);
  if (result !== null) return [...ruled].some((other) => other.startsWith(`${result[1]} ${result[2]} `));
  const vote = /^VOTE (Agent\[\d+\])$/u.exec(text);
  if (vote !== null) {
    return [...ruled].some((other) => /^VOTE /u.test(other) || other === `REQUEST ANY (VOTE ${vote[1]})`);
  }
  const request = /^REQUEST ANY \(VOTE (Agent\[\d+\])\)$/u.exec(text);
  if (request !== null) return ruled.has(`VOTE ${request[1]}`);
  return false;
};

export type LearnedCandidate = {
  /** The class (reading-classes.ts) and the protocol text it gives here. */
  readonly template: string;
  readonly text: string;
  readonly probability: number;
  readonly threshold: number;
};

/** The rules' readings printed, nested clauses included: what the learned part checks its readings against. */
export const printedReadings = (ruled: readonly Sentence[]): Set<string> => {
  const printed = new Set<string>();
  for (const sentence of ruled) printedWithin(sentence, printed);
  return printed;
};

/** What a head is asked about: one (talk, candidate) pair or the talk as a whole, and which classes may be read. */
export type LearnedInput = {
  /** The candidate agent (0: the talk as a whole). */
  readonly candidate: number;
  readonly features: readonly string[];
  /** Whether only questions may be read (a negation is said about the candidate). */
  readonly questionsOnly: boolean;
};

/**
 * The inputs of both heads for a tokenized talk: a pair for each agent it names (none whose sentences carry a
 * condition), the talk as a whole (unless it carries a condition); where a negation is said, only questions.
 * Training reads the same ones.
 */
export const learnedInputs = (options: {
  sentences: readonly ResolvedSentence[];
  speaker: number;
  lang: Language;
  ruled: readonly string[];
  pairs: boolean;
  utterance: boolean;
}): { pairs: LearnedInput[]; utterance: LearnedInput | undefined } => {
  const { lang, speaker, ruled } = options;
  const english = lang === 'en';
  const negation = NEGATION[lang];
  const conditional = CONDITIONAL[lang];
  const pairs: LearnedInput[] = [];
  const whole = viewOf({ sentences: options.sentences, speaker, candidate: 0, english });
  const cues = cuesOf(whole, lang);
  for (const candidate of options.pairs ? mentionedAgents(options.sentences, speaker) : []) {
    const view = viewOf({ sentences: options.sentences, speaker, candidate, english });
    const sentences = candidateSentences(view);
    if (sentences.some((sentence) => conditional.test(sentence))) continue;
    pairs.push({
      candidate,
      features: pairFeatures({ view, cues, lang, ruled, candidate, speaker }),
      // A question asserts nothing a denial could flip (`you never gave a read — who do you suspect?`).
      questionsOnly: sentences.some((sentence) => negation.test(sentence)),
    });
  }
  if (!options.utterance) return { pairs, utterance: undefined };
  const text = whole.sentences.join('\n');
  const utterance = conditional.test(text)
    ? undefined
    : {
        candidate: 0,
        features: utteranceFeatures({ view: whole, cues, ruled, speaker }),
        questionsOnly: negation.test(text),
      };
  return { pairs, utterance };
};

/** Every reading the learned reader proposes for a tokenized talk, with its probability (training and tests). */
export const learnedCandidates = (options: {
  sentences: readonly ResolvedSentence[];
  speaker: number;
  lang: Language;
  /** The rules' readings of the talk (features, and what the reader must not contradict). */
  ruled: readonly Sentence[];
  /** The shipped reader of the language unless given (training tries its own). */
  reader?: LearnedReader;
}): LearnedCandidate[] => {
  const reader = options.reader ?? readerFor(options.lang);
  if (reader === undefined) return [];
  const found: LearnedCandidate[] = [];
  // A head with no class sure enough to ship costs nothing.
  const inputs = learnedInputs({
    ...options,
    ruled: options.ruled.map(print),
    pairs: reader.pair.classes.length > 0,
    utterance: reader.utterance.classes.length > 0,
  });
  for (const { candidate, features, questionsOnly } of inputs.pairs) {
    const probabilities = reader.pair.probabilities(features);
    reader.pair.classes.forEach((template, column) => {
      if (questionsOnly && !template.startsWith('INQUIRE')) return;
      found.push({
        template,
        text: sentenceText(template, candidate, options.speaker),
        probability: probabilities[column]!,
        threshold: reader.pair.thresholds[column]!,
      });
    });
  }
  if (inputs.utterance !== undefined) {
    const probabilities = reader.utterance.probabilities(inputs.utterance.features);
    const { questionsOnly } = inputs.utterance;
    reader.utterance.classes.forEach((template, column) => {
      // A speaker outside the roster claims nothing.
      if (options.speaker === 0 && template.includes(' I ')) return;
      if (questionsOnly && !template.startsWith('INQUIRE')) return;
      found.push({
        template,
        text: sentenceText(template, 0, options.speaker),
        probability: probabilities[column]!,
        threshold: reader.utterance.thresholds[column]!,
      });
    });
  }
  return found;
};

/** The learned readings that `ruled` leaves room for, whatever their probability (training picks thresholds on them). */
export const admissible = (candidates: readonly LearnedCandidate[], ruled: readonly Sentence[]): LearnedCandidate[] => {
  const printed = printedReadings(ruled);
  return candidates.filter(({ text }) => isAdmissible(text, printed));
};

/** Whether a reading is neither one the rules made nor one they make unsafe (their polarity or a rival). */
export const isAdmissible = (text: string, printed: ReadonlySet<string>): boolean =>
  !printed.has(text) && !printed.has(`NOT (${text})`) && !contradicted(text, printed);

/** The rules' readings with the sure ones of `candidates` added (see the comment at the top). */
export const mergeLearned = (ruled: readonly Sentence[], candidates: readonly LearnedCandidate[]): Sentence[] => {
  const printed = printedReadings(ruled);
  const added: Sentence[] = [];
  const denied = new Set<string>();
  for (const { text, probability, threshold } of candidates) {
    if (probability < threshold || printed.has(text)) continue;
    if (printed.has(`NOT (${text})`)) {
      denied.add(`NOT (${text})`);
      continue;
    }
    if (contradicted(text, printed)) continue;
    const parsed = parse(text);
    if (parsed.ok) added.push(parsed.value);
  }
  if (added.length === 0 && denied.size === 0) return [...ruled];
  return [...ruled.filter((sentence) => !denied.has(print(sentence))), ...added];
};

/** The rules' readings with the shipped learned reader's sure readings added. */
export const withLearnedReadings = (options: {
  sentences: readonly ResolvedSentence[];
  speaker: number;
  lang: Language;
  ruled: readonly Sentence[];
}): Sentence[] => mergeLearned(options.ruled, learnedCandidates(options));

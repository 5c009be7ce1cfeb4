import type { Sentence } from '../protocol/index.ts';
import { type DenialScope, deniedAround } from './denial.ts';
import type { PhraseRule, RuleContext } from './phrase-rule.ts';

export type FoundSentence = {
  readonly position: number;
  readonly sentence: Sentence;
};

/**
 * A phrase rule that threw on a sentence (a bug on odd input): its readings of that sentence are dropped, the
 * other rules' stand. Data, not an exception: the caller decides whether to log it (understand.ts).
 */
export type RuleFailure = {
  readonly code: 'rule_threw';
  /** The rule's name (PhraseRule.name). */
  readonly rule: string;
  /** What it threw, as text. */
  readonly message: string;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const overlaps = (spans: readonly (readonly [number, number])[], start: number, end: number): boolean =>
  spans.some(([spanStart, spanEnd]) => start < spanEnd && spanStart < end);

const lastBreak = (sentence: string, clauseBreak: RegExp | undefined): number => {
  if (clauseBreak === undefined) return -1;
  let last = -1;
  for (const match of sentence.matchAll(clauseBreak)) last = match.index;
  return last;
};

/**
 * Runs the rules in order over one tokenized sentence. A span that one rule has read is not read again
 * by a later, more general rule (`Xに投票しよう` is a request, not also an intention).
 */
export const applyRules = (options: {
  rules: readonly PhraseRule[];
  sentence: string;
  question: boolean;
  /** Clause boundaries besides commas (`I trust Mio so can she…?`): a statement may end at one. */
  clauseBreak?: RegExp;
  /** Denials around a match that make a positive reading of it wrong (see denial.ts). */
  denial?: DenialScope;
  /** Where a rule that throws is reported (its readings of the sentence are dropped either way). */
  failures?: RuleFailure[];
  contextAt(position: number): Omit<RuleContext, 'sentence' | 'before' | 'question'>;
}): FoundSentence[] => {
  const { rules, sentence, question } = options;
  const claimed: [number, number][] = [];
  const found: FoundSentence[] = [];
  // In a question, a statement may still precede the asking part: `怪しいのはエリザかな、どう思う？`.
  const statementEnd = question
    ? Math.max(
        sentence.lastIndexOf('、'),
        sentence.lastIndexOf(','),
        sentence.lastIndexOf('，'),
        lastBreak(sentence, options.clauseBreak),
      )
    : sentence.length;
  const readWith = (rule: PhraseRule): void => {
    const pattern = rule.pattern;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(sentence); match !== null; match = pattern.exec(sentence)) {
      if (match[0] === '') {
        pattern.lastIndex += 1;
        continue;
      }
      const start = match.index;
      const end = start + match[0].length;
      if (overlaps(claimed, start, end)) continue;
      if (rule.mood === 'statement' && end > statementEnd) continue;
      if (rule.mood === 'assertion' && question) continue;
      const before = sentence.slice(0, start);
      // Assigned onto the context rather than spread into a new object: a spread would read every
      // property, and the reading memo learns from which ones a rule reads (understand.ts).
      const built = rule.build(match, Object.assign(options.contextAt(start), { sentence, before, question }));
      if (built === undefined) continue;
      const sentences: readonly Sentence[] = Array.isArray(built) ? built : [built as Sentence];
      if (sentences.length === 0) continue;
      // The span stays claimed when its reading is denied: no more general rule may read it positively.
      claimed.push([start, end]);
      for (const sentence of sentences) {
        const { denial } = options;
        if (
          denial !== undefined &&
          deniedAround({ scope: denial, sentence: options.sentence, start, end, reading: sentence })
        )
          continue;
        found.push({ position: start, sentence });
      }
    }
  };
  for (const rule of rules) {
    if (rule.mood === 'question' && !question) continue;
    // A rule that throws costs only its own readings: what it claimed and found here is taken back.
    const claimedBefore = claimed.length;
    const foundBefore = found.length;
    try {
      readWith(rule);
    } catch (error) {
      claimed.length = claimedBefore;
      found.length = foundBefore;
      options.failures?.push({ code: 'rule_threw', rule: rule.name, message: messageOf(error) });
    }
  }
  return found.sort((left, right) => left.position - right.position);
};

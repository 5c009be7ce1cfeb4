import type { Language } from '../../brain/brain.ts';
import { understand } from '../../nl/index.ts';
import { createRoster, type Sentence } from '../../protocol/index.ts';

/** A role coming out, a divination result, a medium result. */
const CLAIM_TYPES: ReadonlySet<Sentence['type']> = new Set(['COMINGOUT', 'DIVINED', 'IDENTIFIED']);

/** Is `sentence`, or any clause nested in it (a reason, a request, a negation…), a claim? */
const holdsClaim = (sentence: Sentence): boolean => {
  if (CLAIM_TYPES.has(sentence.type)) return true;
  if ('clause' in sentence) return holdsClaim(sentence.clause);
  if ('clauses' in sentence) return sentence.clauses.some(holdsClaim);
  return false;
};

/**
 * Does a talk carry a claim worth reacting to: a role coming out or a divination / medium result,
 * anywhere in what the rules understand of it?
 */
export const isClaim = (options: {
  text: string;
  speaker: string;
  agents: readonly string[];
  lang: Language;
}): boolean => {
  const sentences = understand({
    text: options.text,
    speaker: options.speaker,
    roster: createRoster(options.agents),
    lang: options.lang,
  });
  return sentences.some(holdsClaim);
};

import type { PhraseRule } from '../phrase-rule.ts';
import { ENGLISH_ASK_RULES } from './asks.ts';
import { ENGLISH_CLAIM_AND_RESULT_RULES } from './claims-and-results.ts';
import { ENGLISH_COMING_OUT_RULES } from './coming-out.ts';
import { ENGLISH_NIGHT_ACTION_RULES } from './divination-guard-attack.ts';
import { ENGLISH_DISTRUST_RULES } from './distrust.ts';
import { ENGLISH_ESTIMATE_RULES } from './estimates.ts';
import { ENGLISH_FAMILY_RULES } from './families.ts';
import { ENGLISH_FREE_FORM_RULES } from './free-form.ts';
import { ENGLISH_JUDGEMENT_RULES } from './judgements.ts';
import { ENGLISH_PARAPHRASE_RULES } from './paraphrase.ts';
import { ENGLISH_QUESTION_AND_REQUEST_RULES } from './questions-and-requests.ts';
import { ENGLISH_VOTE_RULES } from './votes.ts';

/**
 * The English phrase rules in the order they are tried, most specific first: a span one rule has read is not
 * read again by a later one (apply-rules.ts), so the order is part of the meaning.
 */
export const ENGLISH_RULES: readonly PhraseRule[] = [
  ...ENGLISH_QUESTION_AND_REQUEST_RULES,
  ...ENGLISH_CLAIM_AND_RESULT_RULES,
  ...ENGLISH_PARAPHRASE_RULES,
  ...ENGLISH_FREE_FORM_RULES,
  ...ENGLISH_ESTIMATE_RULES,
  ...ENGLISH_COMING_OUT_RULES,
  ...ENGLISH_VOTE_RULES,
  ...ENGLISH_NIGHT_ACTION_RULES,
  // Distrust: a liar, a fake claimer, conduct that worries the speaker.
  ...ENGLISH_DISTRUST_RULES,
  // Last: a family reads only what no phrasing above has read.
  ...ENGLISH_FAMILY_RULES,
  // Every askable noun of a question or request, coordinated ones included.
  ...ENGLISH_ASK_RULES,
  // A judgement whose subject is carried from the sentence before.
  ...ENGLISH_JUDGEMENT_RULES,
];

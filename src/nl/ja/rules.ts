import type { PhraseRule } from '../phrase-rule.ts';
import { JAPANESE_AGREEMENT_RULES } from './agreement.ts';
import { JAPANESE_QUESTION_RULES } from './questions.ts';
import { JAPANESE_COME_OUT_REQUEST_RULES } from './requests-to-come-out.ts';
import { JAPANESE_CLAIM_AND_RESULT_RULES } from './claims-and-results.ts';
import { JAPANESE_ESTIMATE_RULES } from './estimates.ts';
import { JAPANESE_SUSPECT_RULES } from './suspects.ts';
import { JAPANESE_VILLAGE_READ_RULES } from './village-reads.ts';
import { JAPANESE_JUDGEMENT_RULES } from './judgements.ts';
import { JAPANESE_ROLE_QUESTION_RULES } from './role-questions.ts';
import { JAPANESE_OWN_RESULT_RULES } from './own-results.ts';
import { JAPANESE_VOTE_RULES } from './votes.ts';
import { JAPANESE_ALTERNATIVE_RULES } from './alternatives.ts';
import { JAPANESE_BARE_CLAIM_RULES } from './bare-claims.ts';
import { JAPANESE_PLAIN_VOTE_RULES } from './plain-votes.ts';
import { JAPANESE_NIGHT_ACTION_RULES } from './divination-guard-attack.ts';
import { JAPANESE_CLAUSE_RULES } from './clause-readings.ts';
import { JAPANESE_IMPLICIT_TARGET_RULES } from './implicit-targets.ts';

/**
 * The Japanese phrase rules in the order they are tried: a span one rule has read is not read again by a
 * later, more general one (apply-rules.ts), so the order is part of the meaning.
 */
export const JAPANESE_RULES: readonly PhraseRule[] = [
  ...JAPANESE_AGREEMENT_RULES,
  ...JAPANESE_QUESTION_RULES,
  ...JAPANESE_COME_OUT_REQUEST_RULES,
  ...JAPANESE_CLAIM_AND_RESULT_RULES,
  ...JAPANESE_ESTIMATE_RULES,
  ...JAPANESE_SUSPECT_RULES,
  ...JAPANESE_VILLAGE_READ_RULES,
  ...JAPANESE_JUDGEMENT_RULES,
  ...JAPANESE_ROLE_QUESTION_RULES,
  ...JAPANESE_OWN_RESULT_RULES,
  ...JAPANESE_VOTE_RULES,
  ...JAPANESE_ALTERNATIVE_RULES,
  ...JAPANESE_BARE_CLAIM_RULES,
  ...JAPANESE_PLAIN_VOTE_RULES,
  ...JAPANESE_NIGHT_ACTION_RULES,
  // Last: predicates with no agent of their own, given the one named just before.
  ...JAPANESE_IMPLICIT_TARGET_RULES,
  ...JAPANESE_CLAUSE_RULES,
];

import type { PhraseRule } from '../phrase-rule.ts';
import { ENGLISH_ASK_RULES } from './asks.ts';
import { ENGLISH_CLAIM_AND_RESULT_RULES } from './claims-and-results.ts';
import { ENGLISH_COMING_OUT_RULES } from './coming-out.ts';
import { ENGLISH_NIGHT_ACTION_RULES } from './divination-guard-attack.ts';
import { ENGLISH_DIVINATION_PROPOSAL_RULES } from './divination-proposals.ts';
import { ENGLISH_DISTRUST_RULES } from './distrust.ts';
import { ENGLISH_ELIMINATION_RULES } from './elimination-requests.ts';
import { ENGLISH_ESTIMATE_STATEMENT_RULES } from './estimate-statements.ts';
import { ENGLISH_ESTIMATE_RULES } from './estimates.ts';
import { ENGLISH_CONDUCT_ESTIMATE_RULES, ENGLISH_TRUST_DENIED_RULES } from './estimates-of-conduct.ts';
import { ENGLISH_JUDGEMENT_RULES } from './judgements.ts';
import { ENGLISH_OPEN_QUESTION_RULES } from './open-questions.ts';
import { ENGLISH_QUESTION_AND_REQUEST_RULES } from './questions-and-requests.ts';
import { ENGLISH_QUESTION_TO_PLAYER_RULES } from './questions-to-players.ts';
import { ENGLISH_ASKED_READ_AND_PLAN_RULES } from './reads-and-plans-asked.ts';
import { ENGLISH_VOTE_INTENTION_RULES } from './vote-intentions.ts';
import { ENGLISH_VOTE_STATEMENT_RULES } from './vote-statements.ts';
import { ENGLISH_VOTE_RULES } from './votes.ts';
import { ENGLISH_LABELLED_LIST_RULES, ENGLISH_WOLF_READ_RULES } from './wolf-reads.ts';

/**
 * The English phrase rules in the order they are tried, most specific first: a span one rule has read is not
 * read again by a later one (apply-rules.ts), so the order is part of the meaning.
 */
export const ENGLISH_RULES: readonly PhraseRule[] = [
  ...ENGLISH_QUESTION_AND_REQUEST_RULES,
  ...ENGLISH_CLAIM_AND_RESULT_RULES,
  // Suspicion of conduct, votes and questions said without the fixed phrasings below.
  ...ENGLISH_TRUST_DENIED_RULES,
  ...ENGLISH_CONDUCT_ESTIMATE_RULES,
  ...ENGLISH_VOTE_INTENTION_RULES,
  ...ENGLISH_QUESTION_TO_PLAYER_RULES,
  ...ENGLISH_OPEN_QUESTION_RULES,
  ...ENGLISH_VOTE_STATEMENT_RULES,
  ...ENGLISH_ESTIMATE_STATEMENT_RULES,
  // The fixed phrasings.
  ...ENGLISH_ESTIMATE_RULES,
  ...ENGLISH_COMING_OUT_RULES,
  ...ENGLISH_VOTE_RULES,
  ...ENGLISH_NIGHT_ACTION_RULES,
  // Distrust: a liar, a fake claimer, conduct that worries the speaker.
  ...ENGLISH_DISTRUST_RULES,
  // Families read only what no phrasing above has read.
  ...ENGLISH_WOLF_READ_RULES,
  ...ENGLISH_ELIMINATION_RULES,
  ...ENGLISH_ASKED_READ_AND_PLAN_RULES,
  ...ENGLISH_DIVINATION_PROPOSAL_RULES,
  ...ENGLISH_LABELLED_LIST_RULES,
  // Every askable noun of a question or request, coordinated ones included.
  ...ENGLISH_ASK_RULES,
  // A judgement whose subject is carried from the sentence before.
  ...ENGLISH_JUDGEMENT_RULES,
];

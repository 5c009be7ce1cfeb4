import { ANY_AGENT as ANY_MENTION, MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';
import { relaysOtherResult } from '../context-checks.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { agentIn, comingOut, estimate, not } from '../sentence-builders.ts';
import { ADVERB, AGENT, ARTICLE, HUMANISH, NEGATED, otherOpinionBefore, ROLE, rule, WOLFISH } from './patterns.ts';

import { coordinatedAfter, coordinatedBefore, disjunctAfter, other, roleIn } from './agent-lists.ts';

/**
 * `I believe Midori is a wolf`, `I can't believe Midori would lie`: the belief is in a clause about the
 * agent, not in the agent (the list of agents it may start with included: `I believe Midori and Shizue are wolves`).
 * The trust and distrust rules refuse `believe <agent>` followed by this (a negative lookahead).
 */
const BELIEVED_CLAUSE = `(?:\\s*(?:,|and|or|&)\\s*${MENTION_OPEN}@?\\d+${MENTION_CLOSE})*\\s*(?:is|are|was|were|isn't|aren't|wasn't|weren't|(?:'s|’s)(?!\\s+(?:word|side|innocence)\\b)|could|might|may|must|would|will|should|can|has|had|have|did|does|do|seems?|looks?|sounds?)\\b`;

/** English suspicion and trust said with the fixed phrasings (after the paraphrase and free-form rules). */
export const ENGLISH_ESTIMATE_RULES: readonly PhraseRule[] = [
  // Someone else is not a wolf.
  rule(
    'not-estimate',
    `${AGENT}\\s+(?:is\\s+not|isn't|isn’t|is\\s+(?:probably|likely|definitely)\\s+not|(?:does\\s+not|doesn't|doesn’t)\\s+(?:seem|look))\\s+(?:like\\s+)?(?:a\\s+|the\\s+)?(?:were)?(?:wolf|suspicious)|\\bI\\s+(?:don't|do\\s+not|don’t|no\\s+longer)\\s+suspect\\s+${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2]);
      if (target === undefined) return undefined;
      return target === context.speaker ? not(comingOut(target, 'WEREWOLF')) : not(estimate(target, 'WEREWOLF'));
    },
  ),
  rule(
    'not-trust',
    `\\bI\\s+${ADVERB}(?:don't|do\\s+not|don’t|can't|cannot|can\\s+not|can’t)\\s+(?:fully\\s+|really\\s+)?(?:trust\\s+${AGENT}|believe\\s+${AGENT}(?!${BELIEVED_CLAUSE}))`,
    (match, context) => {
      const target = other(match[1] ?? match[2], context);
      return target === undefined ? undefined : not(estimate(target, 'VILLAGER'));
    },
  ),
  rule(
    'estimate-role',
    `${AGENT}\\s*=\\s*(wolf|werewolf|poss|possessed|seer|medium|villager|bodyguard|human|mad)\\b|${AGENT}\\s+(?:is|might\\s+be|may\\s+be|could\\s+be|must\\s+be|seems\\s+to\\s+be|looks\\s+like)\\s+(?:(?:probably|likely|definitely|clearly|surely|most\\s+likely|the|a|an|our|real|true|genuine|fake\\s+seer\\s+and|possibly)\\s+)*${ROLE}|\\bI\\s+(?:think|believe|bet|feel|suspect)\\s+(?:that\\s+)?${AGENT}\\s+(?:is|might\\s+be|could\\s+be|must\\s+be)\\s+${ARTICLE}${ROLE}`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[3] ?? match[5]);
      const word = (match[2] ?? match[4] ?? match[6])?.toLowerCase();
      if (target === undefined || word === undefined) return undefined;
      const role = word === 'poss' || word === 'mad' ? 'POSSESSED' : word === 'human' ? 'VILLAGER' : roleIn(word);
      if (role === undefined) return undefined;
      if (target === context.speaker) return comingOut(target, role);
      const aboutResults = /\b(?:divin\w*|reported|results?|N\d)\b/iu.test(context.sentence);
      if (
        aboutResults &&
        relaysOtherResult({ sentence: context.sentence, speaker: context.speaker, japanese: false })
      ) {
        return undefined;
      }
      if (otherOpinionBefore(context)) return undefined;
      return estimate(target, role);
    },
  ),
  // `George's erratic voting and rush to target Ryuji look wolfish`: the owner, not the agent inside the phrase.
  rule(
    'estimate-possessive',
    `^\\s*(?:and\\s+|but\\s+|also\\s+)?${AGENT}(?:'s|’s)\\s+(?:[^.!?;:${MENTION_OPEN}]|${ANY_MENTION}){0,80}?\\b(?:is|are|seems?|looks?|feels?|appears?|sounds?|(?:has|have)\\s+(?:always\\s+)?been)\\s+(?:(?:very|really|quite|most|so|pretty|highly|kind\\s+of|a\\s+bit|too|more|always|super|rather)\\s+)*(?:suspicious|sus|wolfish|wolfy|fishy|shady|odd|strange|off|weird)\\b`,
    (match, context) => {
      const target = other(match[1], context);
      // `Midori's silence doesn't seem suspicious`: the negation is inside the match.
      if (target === undefined || otherOpinionBefore(context) || NEGATED.test(match[0])) return undefined;
      return estimate(target, 'WEREWOLF');
    },
  ),
  rule(
    'estimate-werewolf',
    `\\bI\\s+${ADVERB}(?:suspect|doubt|distrust|lean\\s+toward|lean\\s+towards)\\s+${AGENT}|\\b(?:suspicious\\s+(?:of|about)|(?:wary|uneasy|worried|concerned|nervous|skeptical|sceptical|leery|distrustful)\\s+(?:of|about)|suspicion\\s+(?:on|of|about)|(?:bad|strange|weird)\\s+feeling\\s+about|doubts?\\s+about|I\\s+(?:don't|do\\s+not)\\s+like)\\s+${AGENT}|${AGENT}(?:\\s+(?:both\\s+|all\\s+)?(?:is|are(?:\\s+both|\\s+all)?|seems?|looks?|feels?|appears?|sounds?|reads?|(?:might|may|could|must)\\s+be)|(?:'ve|’ve|'s|’s|\\s+has|\\s+have)\\s+been|(?:'s|’s|\\s+is)\\s+(?:feeling|looking|seeming|sounding|getting|growing)|(?:'s|’s)(?=\\s+(?:a|the|so|very|really|total|totally|definitely|probably|kinda|super|pretty|quite|most|clearly)\\s))(?:\\s+acting|\\s+being)?\\s+(?:(?:very|really|quite|most|so|pretty|highly|kind\\s+of|kinda|sorta|super|rather|somewhat|extremely|increasingly|a\\s+bit|too|more|the\\s+most|likely|probably|like)\\s+)*(?:(?:\\w+ly\\s+)?\\w+\\s+and\\s+)?${WOLFISH}|${AGENT}(?:'s|’s)\\s+(?:behavior|behaviour|talk|statements?|claim)\\s+(?:is|are|seems?|looks?)\\s+(?:very\\s+|really\\s+)?suspicious`,
    (match, context) => {
      const target = other(match[1] ?? match[2] ?? match[3] ?? match[4], context);
      if (target === undefined || otherOpinionBefore(context)) return undefined;
      // `tell us why Toshio seems suspicious`: a question about someone else's view.
      if (/\b(?:why|whether|how|what\s+makes)\s+$/iu.test(context.before)) return undefined;
      // `The votes for Jonathan are suspicious`: the agent is the object of a preposition, not the subject.
      if (match[0].startsWith(MENTION_OPEN) && /\b(?:for|against|on|to|of|with|about|from)\s+$/iu.test(context.before))
        return undefined;
      // `I suspect Toshio or Kenji`: one of them, as the speaker says (OR), not both.
      const alternative = disjunctAfter(context, match);
      if (alternative !== undefined && alternative !== target)
        return { type: 'OR', clauses: [estimate(target, 'WEREWOLF'), estimate(alternative, 'WEREWOLF')] };
      const listed = [...coordinatedBefore(context), target, ...coordinatedAfter(context, match)];
      return listed.map((agent) => estimate(agent, 'WEREWOLF'));
    },
  ),
  rule(
    'estimate-villager',
    // `I trust Asuka's divination`, `I believe Mio's plan`: the thing trusted, not the player.
    `\\bI\\s+${ADVERB}(?:(?:trust|believe\\s+in)\\s+${AGENT}|believe\\s+${AGENT}(?!${BELIEVED_CLAUSE}))(?!\\s*(?:'s|’s)\\s+(?!(?:innocence|word|side)\\b))|${AGENT}\\s+(?:is|seems|looks|feels|appears|are(?:\\s+both)?|both\\s+(?:seem|look)|both\\s+are)\\s+(?:(?:very|really|quite|probably|likely|definitely|clearly|confirmed|to\\s+be)\\s+)*${HUMANISH}`,
    (match, context) => {
      const target = other(match[1] ?? match[2] ?? match[3], context);
      if (target === undefined || otherOpinionBefore(context)) return undefined;
      return [...coordinatedBefore(context), target, ...coordinatedAfter(context, match)].map((agent) =>
        estimate(agent, 'VILLAGER'),
      );
    },
  ),
];

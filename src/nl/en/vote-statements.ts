import type { PhraseRule } from '../phrase-rule.ts';
import { ANY, action, agentIn, estimate, request } from '../sentence-builders.ts';
import { ADVERB, AGENT, I_WILL, NEGATED, otherOpinionBefore, rule } from './patterns.ts';

/**
 * English votes stated with more than the vote: with a judgement (`I will vote George as the last wolf`),
 * cast and intended again (`I voted Asuka and will do so again`), as the table's (`X should be our vote
 * today`, `Voting X is our path to a win`), joined to another act (`I'll trust the Seer and vote X`),
 * without `I` (`Still voting for X`), or as the wise thing to do (`it is wise to divine him tonight`).
 */

/** In the order they are tried. */
export const ENGLISH_VOTE_STATEMENT_RULES: readonly PhraseRule[] = [
  // `I will vote George as the last wolf`: the vote and the judgement it gives.
  rule(
    'vote-as-wolf',
    `${I_WILL}\\s+${ADVERB}vote\\s+(?:for\\s+|against\\s+)?${AGENT}\\s+as\\s+(?:the|a|our)\\s+(?:(?:last|remaining|final|other|second|likely|probable)\\s+)?(?:were)?wolf\\b`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
      return [action('VOTE', target), estimate(target, 'WEREWOLF')];
    },
  ),
  // `I voted Asuka and will likely do so again`: a vote cast and the same one intended.
  rule(
    'voted-again',
    `\\bI\\s+(?:already\\s+)?voted\\s+(?:for\\s+|against\\s+)?${AGENT}\\s+(?:and|&)\\s+(?:I\\s+)?(?:will|'ll|’ll|am\\s+going\\s+to|plan\\s+to|intend\\s+to)\\s+${ADVERB}(?:(?:likely|probably|gladly|happily)\\s+)?(?:do\\s+(?:so|it|the\\s+same)|vote\\s+(?:for\\s+)?(?:him|her|them|the\\s+same(?:\\s+way)?))\\s+again\\b`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      return [action('VOTED', target), action('VOTE', target)];
    },
  ),
  // `I believe Daisuke should be our vote today`.
  rule(
    'vote-should-be-ours',
    `${AGENT}\\s+(?:should|must|has\\s+to|needs\\s+to|will)\\s+be\\s+(?:our|my)\\s+(?:(?:main|top|clear|first|final)\\s+)?(?:vote|vote\\s+target|target|pick)\\b(?!\\s+(?:for|on|against)\\b)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
      return action('VOTE', target);
    },
  ),
  // `Voting for Takumi seems sensible`, `Voting Toshio feels like a smart play`, `Voting Mio today could clear things up`:
  // a vote proposed to all as the good thing to do (`seems hasty`, `seems the safer move` propose nothing).
  rule(
    'request-voting-seems-good',
    `^\\s*(?:(?:so|and|then|now)\\s+)?(?:voting|lynching|executing|exiling)\\s+(?:for\\s+|out\\s+)?${AGENT}\\s+(?:(?:today|now|tonight)\\s+)?(?:(?:seems|feels|looks|sounds)\\s+(?:like\\s+)?(?:(?:a|the|most|very|quite|really|pretty|so)\\s+)*(?:sensible|reasonable|logical|wise|smart|prudent|justified|sound|strategic)\\b(?:\\s+(?:play|move|choice|call|option|step|bet))?|ensures\\s+clarity|could\\s+clear\\s+things\\s+up|promises\\s+(?:wisdom|clarity|answers))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || NEGATED.test(match[0])) return undefined;
      return request(ANY, action('VOTE', target));
    },
  ),
  // `Voting Rin is our path to a win`: a vote proposed to all (not hedged: `Voting X seems the safer move`).
  rule(
    'request-voting-is-way',
    `^\\s*(?:(?:so|and|then|now)\\s+)?(?:I\\s+(?:think|believe|feel|reckon)\\s+(?:that\\s+)?)?(?:voting|lynching|executing|exiling)\\s+(?:for\\s+|out\\s+)?${AGENT}\\s+(?:(?:today|now|tonight)\\s+)?(?:is|would\\s+be|will\\s+be)\\s+(?:(?:a|an|our|the|my)\\s+)?(?:(?:best|right|only|logical|safest|safer|smart|smartest|correct|clear|wise|obvious|good)\\s+)*(?:path|way|move|call|choice|option|play|step|plan|bet|reasonable|wise|logical|right|correct|best|safest)\\b`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || NEGATED.test(match[0])) return undefined;
      return request(ANY, action('VOTE', target));
    },
  ),
  // `I'll trust the Seer's vision and vote @Rin`.
  rule(
    'vote-joined',
    `${I_WILL}\\s+(?!not\\b|never\\b)(?:[\\w’'-]+\\s+){1,6}?and\\s+(?:then\\s+)?vote\\s+(?:for\\s+|against\\s+|out\\s+)?${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || NEGATED.test(match[0])) return undefined;
      return action('VOTE', target);
    },
  ),
  // `Still voting for @Daisuke.`: a vote said without `I`.
  rule(
    'vote-subjectless',
    `^\\s*(?:still|now|currently|also)\\s+voting\\s+(?:for\\s+|against\\s+)?${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1]);
      return target === undefined || target === context.speaker ? undefined : action('VOTE', target);
    },
  ),
  // `Perhaps it's wise for our seer to divine him tonight`, `it is wise to trust Mr. Jonathan now`.
  rule(
    'request-wise-to',
    `\\b(?:it(?:'s|’s|\\s+is|\\s+would\\s+be|\\s+might\\s+be)|it\\s+seems)\\s+(?:(?:very|most|more|only)\\s+)?(?:wise|best|smart|sensible|prudent|logical|better)\\s+(?:for\\s+(?:our|the)\\s+(?:seer|bodyguard|guard|knight)\\s+)?to\\s+(divine|check|inspect|protect|guard|trust|vote\\s+(?:for\\s+|out\\s+)?|execute|lynch|exile)\\s*${AGENT}`,
    (match, context) => {
      const target = agentIn(match[2]);
      if (target === undefined || target === context.speaker) return undefined;
      const verb = (match[1] ?? '').toLowerCase();
      if (verb === 'trust') return estimate(target, 'VILLAGER');
      if (/^(?:protect|guard)/u.test(verb)) return request(ANY, action('GUARD', target));
      if (/^(?:divine|check|inspect)/u.test(verb)) return request(ANY, action('DIVINATION', target));
      return request(ANY, action('VOTE', target));
    },
  ),
];

import { AGENT, NO_AGENT } from '../agent-mention.ts';
import { otherSubjectBefore } from '../context-checks.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { agentIn, estimate } from '../sentence-builders.ts';
import { coordinatedBefore, rule } from './patterns.ts';

/**
 * A village-leaning read said in everyday words (tuned on the 2025 Japanese logs; the guideline's "X is human / white /
 * village side" = ESTIMATE X VILLAGER): `Xは村っぽい`, `Xが村目だと思った`, `Xは白く見えた`, `Xは村人的だな`, `Xは村の味方`.
 * A denial after the phrase, a question and someone else's view read nothing.
 */
const HONORIFIC = '(?:\\s*(?:さん|くん|君|ちゃん|氏|殿|様))?';
const DENIED_AFTER = /^[^。！？!?、,]{0,6}?(?:ない|なく|ません|ず(?:に|、|。|$)|とは(?:思|言|限)|わけ(?:では|じゃ))/u;

export const JAPANESE_VILLAGE_READ_RULES: readonly PhraseRule[] = [
  rule(
    'estimate-village-leaning',
    `${AGENT}${HONORIFIC}\\s*(?:は|が|も|って)${NO_AGENT}{0,8}?(?:村っぽ|村目|村人っぽ|村人的|村側っぽ|白っぽ|白く(?:見え|感じ|思え)|白目|村寄り|(?:村|私たち|僕ら|我々|俺たち)の味方)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      if (DENIED_AFTER.test(after) || /(?:か|かな|かどうか)[?？]?\s*$/u.test(after.split(/[。！!]/u)[0] ?? ''))
        return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      return [...coordinatedBefore(context), target].map((agent) => estimate(agent, 'VILLAGER'));
    },
  ),
];

import { agreementWith } from '../agreement-with.ts';
import { AGENT, MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';
import { ANY, agentIn } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { rule } from './patterns.ts';

/** Agreement and disagreement with another agent or with the talk just before. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_AGREEMENT_RULES: readonly PhraseRule[] = [
  rule(
    'agree',
    // `Xの意見を支持したい`: supporting X's opinion is agreeing with it.
    `${AGENT}(?:(?:案|の(?:意見|考え|案|発言|推理|提案))?(?:に|へ)(?:は)?(?:賛成|同意|同感|賛同)|の(?:意見|考え|案|推理|提案)を(?:支持|推)(?!し(?:ない|ません|かね)|でき))(?!でき|しかね|しない)`,
    // `私に賛同してくれ`: the speaker asks for agreement; nobody agrees with themselves.
    (match, context) => (agentIn(match[1]) === context.speaker ? undefined : agreementWith('AGREE')(match, context)),
  ),
  rule(
    'disagree',
    `${AGENT}(?:案|の(?:意見|考え|案|発言|推理|提案))?(?:に|へ)(?:は)?(?:反対|異議|異論|同意でき(?:ない|ません)|賛成でき(?:ない|ません))`,
    agreementWith('DISAGREE'),
  ),
  // `同意します。`, `私も賛成！`: with nobody named, the talk just before is meant.
  rule(
    'agree-previous',
    `^\\s*(?:${MENTION_OPEN}@\\d+${MENTION_CLOSE}\\s*)?(?:${AGENT}\\s*(?:も|は)[、,]?)?\\s*(?:(?:その|今の|その意見に|それに|この件(?:では|に)?|完全に|全面的に|大いに)\\s*)*(賛成|同意|同感|賛同|反対)(?:です|します|だ|する|よ|ね|！|!|。|\\s*$)`,
    (match, context) => {
      const self = agentIn(match[1]);
      if (self !== undefined && self !== context.speaker) return undefined;
      // `@ミオ よろしく！僕も賛成。`: said to someone, it agrees with what they said.
      const reference = context.addressee === ANY ? context.previousTalk() : context.referenceTo(context.addressee);
      if (reference === undefined) return undefined;
      return {
        type: match[2] === '反対' ? 'DISAGREE' : 'AGREE',
        talkType: reference.talkType,
        talkDay: reference.day,
        talkId: reference.id,
      };
    },
  ),
];

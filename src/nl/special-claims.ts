import { ANY, type AgentNumber, type Roster } from '../protocol/index.ts';
import { AGENT, MENTION_OPEN } from './agent-mention.ts';
import { tokenizeChineseMentions } from './chinese-mentions.ts';

/**
 * Talk about the roles the protocol 3.6 lacks (the function-call ruleset's witch and hunter), as an
 * extension beside the protocol AST: the protocol printer never sees these, the beliefs do.
 */
export type SpecialRole = 'WITCH' | 'HUNTER';
export type SpecialSentence =
  | { readonly type: 'SPECIAL_COMINGOUT'; readonly role: SpecialRole; readonly negated: boolean }
  /** A witch's report: `我救了3号` (antidote) or `我毒了5号` (poison). */
  | { readonly type: 'SAVED' | 'POISONED'; readonly target: AgentNumber }
  /** A hunter's report: `我开枪带走了4号`. */
  | { readonly type: 'SHOT'; readonly target: AgentNumber };

const CLAIM = new RegExp(
  `(?:^|${MENTION_OPEN}@?\\d+\\uE001|我)\\s*(?:(不是|并不是)|跳|(?:只|就|真的|才)?是|起跳)(?:真)?(?:的)?(女巫|猎人)`,
  'u',
);
const SAVED = new RegExp(`(?:救了|用解药救了?|解药(?:给了?|救了?)|救起了?)${AGENT}`, 'u');
const POISONED = new RegExp(`(?:毒了|毒死了?|用毒药毒了?|毒药(?:给了?|毒了?))${AGENT}`, 'u');
const SHOT = new RegExp(`(?:开枪(?:带走了?|打死了?|打了?|带)|枪杀了?|带走了?)${AGENT}`, 'u');
const EN_CLAIM = /\bI(?:'m|’m|\s+am)\s+(not\s+)?(?:the\s+)?(witch|hunter)\b/iu;
const JA_CLAIM = /(?:私|僕|俺)(?:は|が)(魔女|狩人)(ではない|じゃない)?/u;

const other = (group: string | undefined, speaker: AgentNumber): AgentNumber | undefined => {
  const target = group === undefined ? undefined : Number(group);
  return target === undefined || target === speaker ? undefined : target;
};

/**
 * Witch and hunter claims and reports in one utterance (zh in full; ja/en claims only). Reported
 * speech (`3号说他是女巫`) and conditionals (`如果…`) say nothing about the speaker. Pure; never throws.
 */
export const readSpecialClaims = (options: {
  text: string;
  speaker: string;
  roster: Roster;
  lang: 'zh' | 'ja' | 'en';
  playerIds?: readonly number[];
}): SpecialSentence[] => {
  const speaker = options.roster.numberOf(options.speaker) ?? ANY;
  const found: SpecialSentence[] = [];
  if (options.lang !== 'zh') {
    const claim = options.lang === 'en' ? EN_CLAIM.exec(options.text) : JA_CLAIM.exec(options.text);
    if (claim === null) return [];
    const role: SpecialRole = /witch|魔女/iu.test(claim[0]) ? 'WITCH' : 'HUNTER';
    const negated = options.lang === 'en' ? claim[1] !== undefined : claim[2] !== undefined;
    return [{ type: 'SPECIAL_COMINGOUT', role, negated }];
  }
  const tokenized = tokenizeChineseMentions({
    text: options.text.normalize('NFKC'),
    roster: options.roster,
    speaker,
    ...(options.playerIds === undefined ? {} : { playerIds: options.playerIds }),
  });
  for (const sentence of tokenized.split(/(?<=[。！？!?；;\n])/u)) {
    if (/如果|假如|要是|万一|说|称/u.test(sentence)) continue;
    const claim = CLAIM.exec(sentence);
    if (claim !== null) {
      // Only the speaker's own claim: the token before must be the speaker (or none).
      const subject = /\uE000@?(\d+)\uE001/u.exec(claim[0]);
      if (subject === null || Number(subject[1]) === speaker) {
        found.push({
          type: 'SPECIAL_COMINGOUT',
          role: claim[2] === '女巫' ? 'WITCH' : 'HUNTER',
          negated: claim[1] !== undefined,
        });
      }
    }
    for (const [pattern, type] of [
      [SAVED, 'SAVED'],
      [POISONED, 'POISONED'],
      [SHOT, 'SHOT'],
    ] as const) {
      const match = pattern.exec(sentence);
      const target = other(match?.[1], speaker);
      if (target !== undefined && !/(?:没|没有|不)(?:救|毒|开枪)/u.test(sentence)) found.push({ type, target });
    }
  }
  return found;
};

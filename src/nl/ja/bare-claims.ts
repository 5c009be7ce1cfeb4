import { AGENT, MENTION_OPEN } from '../agent-mention.ts';
import { ANY, comingOut } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { FIRST_PERSON, ROLE, roleIn, rule } from './patterns.ts';

/** A claim with no topic marker and with no agent named (its place among the rules: `ja/rules.ts`). */
export const JAPANESE_BARE_CLAIM_RULES: readonly PhraseRule[] = [
  // `霊媒師です。`, `私、村人なのに`, `占い師として言うけど`: a claim with no topic marker.
  rule(
    'comingout-bare',
    // `私の役職は占い師です`, `占い師だ。` (a whole sentence), `本物の占い師として昨夜Xを占った`, `実は占い師なんだ`.
    `^\\s*(?:${FIRST_PERSON}[、,\\s]*)?(?:実は[、,]?\\s*)?${ROLE}(?:です|だよ|なんだ|なのに|っす)(?:[。!！]|$)|^\\s*(?:${FIRST_PERSON}[、,\\s]*)${ROLE}(?:だ|なの)(?:[。!！、]|$)|^\\s*${ROLE}として(?:言う|言います|発言|報告)|^\\s*(?:${FIRST_PERSON}の)?役職は${ROLE}(?:です|だ|よ|である|でございます|なの|なんだ|だよ|っす)?(?:よ|ね|わ)?(?:[。!！]|$)|^\\s*${ROLE}(?:だ|である|でござる)(?:[。!！]|$)|^\\s*(?:${FIRST_PERSON}(?:は|が)?[、,\\s]*)?(?:本物の|真の|本当の)${ROLE}として(?!の)`,
    (match, context) => {
      const role = roleIn(match.slice(1).find((group) => group !== undefined && !group.includes(MENTION_OPEN)));
      // `私、村人なのに`: the first person is the speaker's token; another agent's name is no first person.
      const named = new RegExp(AGENT, 'u').exec(match[0]);
      if (named !== null && Number(named[1]) !== context.speaker) return undefined;
      return role === undefined || context.speaker === ANY ? undefined : comingOut(context.speaker, role);
    },
  ),
];

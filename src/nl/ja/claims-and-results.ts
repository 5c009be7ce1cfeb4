import { AGENT, ANY_AGENT, MENTION_OPEN } from '../agent-mention.ts';
import { otherSubjectBefore } from '../context-checks.ts';
import { agentIn, comingOut, divined, not } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import {
  DIVINED_TARGET,
  ROLE,
  SELF_WORD_BEFORE_TOPIC,
  SPECIES,
  roleIn,
  rule,
  speciesReport,
  words,
} from './patterns.ts';

/** The speaker's first person left as a word before `の` (`私の占いで`: the tokenizer leaves `私の` a word). */
const OWN_WORD = '(?:私|わたし|わたくし|あたし|僕|ぼく|ボク|俺|おれ|オレ|わし|ワシ|うち|ウチ|我|拙者)';

/** Claims about oneself (negated first) and divination and medium results. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_CLAIM_AND_RESULT_RULES: readonly PhraseRule[] = [
  // Claims about oneself, negated first.
  rule(
    'not-comingout',
    `${SELF_WORD_BEFORE_TOPIC}${ROLE}(?:では|じゃ|で)(?:は)?(?:ない|ありません|ねえ|ねぇ|ねー|ねェ|ございません|ありませぬ|ござらん)`,
    (match, context) => {
      const role = roleIn(match[2]);
      if (role === undefined) return undefined;
      const target = agentIn(match[1]);
      if (target === undefined) return undefined;
      // About someone else, `Xは人狼ではない` is read by the result and estimate rules below.
      return target === context.speaker ? not(comingOut(target, role)) : undefined;
    },
  ),
  // Divination and medium results: `エリザは人間だった`, `占い結果：ハナ黒`, `ハナ●`.
  rule(
    'species-report',
    `${AGENT}(?:\\s*[（(][^（()）。]{1,8}[）)])?(?:は|が|を|の|：|:|=|＝|→|、|\\s)*(?:の占いを行った(?:ところ|結果)[、,]?(?:その結果(?:は)?)?|占った結果|占いの結果|占い結果|占ったところ|占ったら|占ってみたら|占ってみると|占って|占うと|占った(?:よ|わ|ぜ)?[、,]|(?:(?:今朝の|昨夜の|昨晩の)?(?:${ANY_AGENT}|${OWN_WORD})の)?(?:今朝の|昨夜の|昨晩の)?(?:占い|霊媒|霊能|霊視)(?:の)?(?:結果)?(?:で|では|によると|から)[、,]?|占い(?=[「『])|占い(?:ました)?[、,]|(?:確認|調べ|霊視|見)(?:した|た)?(?:ところ|結果|ら)|霊視結果|霊媒結果|霊媒の結果|判定結果|判定|結果)?(?:は|が|、|：|:|\\s|「|『|")*(?:その結果(?:は|、|：|:|\\s|「|『|")*)?${SPECIES}[」』"]?(?:(では|じゃ)(?:なかった|ない|ありません))?`,
    speciesReport,
    'assertion',
  ),
  // `Xを占ったところ、黒判定が出ました`: the verdict came out of the speaker's own divination of X.
  rule(
    'species-came-out',
    `${AGENT}\\s*を占(?:った|いました|ってみた)(?:ところ|結果|ら)[、,]?\\s*(?:その結果)?[、,]?\\s*[「『]?(白|黒|人間|人狼)[」』]?(?:判定)?が出(?:ました|た|てる|ている)`,
    (match, context) => {
      const target = agentIn(match[1]);
      const species = match[2] === undefined ? undefined : words.speciesOf(match[2]);
      if (target === undefined || species === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      return divined(target, species);
    },
    'assertion',
  ),
  // `ダイスケを占った。白だったぜ。`: the result names no one; the agent divined just before is meant.
  rule(
    'species-result-alone',
    // `結果は「白」ってな`: the verdict may be quoted and said with `って`.
    // `ユウを占った。…人間だった。`, `人間判定です。`: after a pause, or as a verdict.
    `^[^${MENTION_OPEN}]*?(?:結果(?:は|：|:|、)?|判定(?:は|：|:)?|^)[\\s…‥・.]*[「『"]?${SPECIES}[」』"]?(?:[（(][^）)]{0,8}[）)])?(?:(では|じゃ)(?:なかった|ない|ありません))?(?:判定)?(?:だった|でした|です|だ|って(?=な|ね|よ|[。!！]|$)|。|!|$)`,
    (match, context) => {
      const divinedBefore = [...(context.earlier + context.before).matchAll(DIVINED_TARGET)].at(-1);
      if (divinedBefore === undefined) return undefined;
      const target = agentIn(divinedBefore[1] ?? divinedBefore[2]);
      const said = match[1] === undefined ? undefined : words.speciesOf(match[1]);
      if (target === undefined || said === undefined || target === context.speaker) return undefined;
      const species = match[2] === undefined ? said : said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF';
      return divined(target, species);
    },
  ),
];

import { AGENT, MENTION_CLOSE, NO_AGENT } from '../agent-mention.ts';
import { otherSubjectBefore } from '../context-checks.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { agentIn, estimate } from '../sentence-builders.ts';
import { coordinatedBefore, rule } from './patterns.ts';

/**
 * Suspicion said in everyday words the estimate rules do not list (tuned on the 2025 Japanese logs): a player
 * named as the speaker's suspect (`Mioが最有力の容疑者`, `私の疑い先はTakumi`), called a liar or a misleader
 * (`Misakiは嘘をついているかもしれない`, `リナさんがうそつきかも`, `Mioは私たちをミスリードしている`), or said to smell
 * (`Asukaは臭い`). A denial after the phrase, two candidates (`AかBが嘘をついている`), a passive (`惑わされるな`) or
 * someone else's view read nothing.
 */
const HONORIFIC = '(?:\\s*(?:さん|くん|君|ちゃん|氏|殿|様))?';
/** What follows a phrase and takes it back: `…ではない`, `…とは思わない`, `…ていない`. */
const DENIED_AFTER = /^[^。！？!?、,]{0,6}?(?:ない|なく|ません|ず(?:に|、|。|$)|とは(?:思|言|限)|わけ(?:では|じゃ))/u;
/** `AかBが…`, `AとBのどちらかが…`: one of two, not a suspect. */
const ONE_OF = new RegExp(`${AGENT}${HONORIFIC}\\s*(?:か|または|or)\\s*$|どちらか|どっちか|いずれか`, 'u');

const suspected = (match: RegExpExecArray, context: RuleContext): ReturnType<PhraseRule['build']> => {
  const target = agentIn(match[1]);
  if (target === undefined || target === context.speaker) return undefined;
  const after = context.sentence.slice(match.index + match[0].length);
  if (DENIED_AFTER.test(after) || ONE_OF.test(context.before) || /どちらか|どっちか|いずれか/u.test(match[0]))
    return undefined;
  if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
  return [...coordinatedBefore(context), target].map((agent) => estimate(agent, 'WEREWOLF'));
};

export const JAPANESE_SUSPECT_RULES: readonly PhraseRule[] = [
  // `Mioが最有力の容疑者`, `あなたは私にとって最有力の容疑者だ` (`あなた` is the one spoken to), `Xは現時点の最有力容疑者`.
  rule(
    'estimate-named-suspect',
    `${AGENT}${HONORIFIC}\\s*(?:が|は|こそ)\\s*(?:(?:現時点|今|今日|いま)の\\s*)?(?:(?:私|僕|俺|自分|わたし|${AGENT})(?:の|にとって(?:の)?)\\s*)?(?:最有力|一番|第一)(?:の)?\\s*(?:容疑者|疑い先)`,
    // `私にとって` reads as the speaker's own mention; another agent's (`ハナにとって`) is that agent's suspect.
    (match, context) =>
      match[2] !== undefined && agentIn(match[2]) !== context.speaker ? undefined : suspected(match, context),
  ),
  // `私の疑い先はTakumi`, `僕の最有力容疑者はX`.
  rule(
    'estimate-my-suspect-is',
    `(?:私|僕|俺|自分|わたし|ぼく)の\\s*(?:(?:最有力|一番|第一)(?:の)?\\s*)?(?:容疑者|疑い先)\\s*(?:は|：|:)\\s*${AGENT}`,
    (match, context) => {
      // `あなたの最有力の容疑者は誰？` asks; `私の疑い先はXではない` denies.
      if (context.question) return undefined;
      return suspected(match, context);
    },
  ),
  // `怪しいは@カイ殿だ`, `真なる敵はハル殿だ`: the suspect named after the judgement, as a sentence of its own.
  rule(
    'estimate-suspect-named-last',
    `^\\s*(?:(?:一番|最も)?怪しい(?:の)?|真(?:の|なる)敵|(?:本当の|真の)?(?:人狼|狼))は\\s*${AGENT}${HONORIFIC}\\s*(?:だ|です|である|じゃ|でござる)?\\s*(?=[。!！]|$)`,
    (match, context) => (context.question ? undefined : suspected(match, context)),
  ),
  // `Misakiは私たちを惑わせるために嘘をついているかもしれない`, `リナさんがうそつきかも`, `Mioはミスリードしている`.
  rule(
    'estimate-liar',
    `${AGENT}${HONORIFIC}\\s*(?:は|が|も|こそ)${NO_AGENT}{0,14}?(?:(?:嘘|うそ|ウソ)を?\\s*つ(?:いて|いた|く|きだ)|(?:嘘|うそ|ウソ)つき|ミスリード(?:し|を)|(?:惑わ|まどわ)(?:せ(?!られ)|そう|し(?:て|た)))`,
    (match, context) => {
      const gap = match[0].slice(match[0].indexOf(MENTION_CLOSE) + 1);
      // `Xが嘘をついていると言った人`, `Xは嘘をつくな`: not a verdict on X.
      if (/(?:と|って)(?:言|思)|が嘘/u.test(gap)) return undefined;
      return suspected(match, context);
    },
  ),
  // `Asukaは臭い`, `VictoriaとAsukaも臭い`.
  rule(
    'estimate-smells',
    `${AGENT}${HONORIFIC}\\s*(?:は|も|が|って)\\s*(?:(?:ちょっと|少し|なんか|かなり|すごく|とても|どうも)\\s*)?(?:臭い|くさい|臭う|におう|匂う)`,
    suspected,
  ),
];

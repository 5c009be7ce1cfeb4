import type { AgentNumber } from '../protocol/index.ts';
import { AGENT, ANY_AGENT, MENTION_OPEN, NO_AGENT } from './agent-mention.ts';

const JAPANESE_SUBJECT = new RegExp(
  `(?:${AGENT}|占い師|霊媒師|霊能者|騎士|狩人|彼女|彼|あの人|あいつ|一方|もう一方|片方|両者|他の人|誰か)(?:は|が|も|って)[^${MENTION_OPEN}、,]*$`,
  'u',
);
const JAPANESE_SOURCE = new RegExp(
  `${AGENT}(?:の(?:占(?!いを(?:行|実施|し))|結果|判定|報告|\\s*${ANY_AGENT}\\s*(?:白|黒|人間|人狼|●|○)|(?:霊媒|霊能|霊視)(?:結果)?(?:で|では|によると|によれば)?[、,\\s]*${ANY_AGENT})|(?:は|が)(?:占い師|霊媒師|霊能者)(?:を|だと|と)(?:名乗|自称|主張)|\\s*(?:→|->)\\s*${ANY_AGENT}|が(?!(?:白|黒|人間|人狼)判定(?:でした|です|だった|。|！|!|$))${NO_AGENT}{0,6}(?:占|霊|判定|報告|言|出し)|は(?![「『"]?(?:白|黒|人間|人狼|村人)[」』"]?と)${NO_AGENT}{0,6}(?:占った|占って(?![「『"]?(?:白|黒|人間|人狼|村人))|判定し|報告|言って|言った)|(?:が|は)(?:${ANY_AGENT}\\s*(?:と|、|や|,)\\s*)*${ANY_AGENT}\\s*を|\\s*(?:の|が|は)?(?:占い師?|霊媒師?|霊能者?)?\\s*(?:CO|ＣＯ))`,
  'u',
);
const SOURCE_ROLE = /(?:占い師|霊媒師|霊能者|あなた|君|お前|貴方|彼|彼女)(?:の|が|は)/u;
const ENGLISH_SOURCE = new RegExp(
  `${AGENT}(?:'s|’s)?\\s+(?:\\w+\\s+)?(?:divin|result|report|claim|said|says|found|saw|check|N\\d|D\\d|CO(?:'|’)?d\\b|CO-?ed\\b)|${AGENT}(?:-\\w+)?\\s+(?:\\w+\\s+){0,4}?(?:saying|spotted|spotting|flagged|outed|exposed|named)\\b`,
  'iu',
);
/** `her` as an object (`confirming her as Human`) owns nothing. */
const ENGLISH_OTHER_OWNER = /\b(?:your|his|their|whose|fake|counter)\b|\bher\b(?!\s+(?:as|to\s+be)\b)/iu;
/** `I divined Daisuke and found…`: the speaker's own check of an agent, no source of another's result. */
const ENGLISH_OWN_CHECK = new RegExp(
  `\\bI\\s+(?:\\w+\\s+)?(?:divined|checked|inspected|examined|investigated|peeked\\s+at)\\s+${AGENT}`,
  'giu',
);

/** `リアは(…)ハナに投票`: another agent is the subject, so the phrase reports that agent, not the speaker. */
export const otherSubjectBefore = (options: { before: string; speaker: AgentNumber }): boolean => {
  const match = JAPANESE_SUBJECT.exec(options.before);
  if (match === null) return false;
  // `リアも怪しいが、…`: the subject belongs to an earlier clause.
  if (/(?:い|だ|です|た)(?:が|けど|けれど)/u.test(match[0])) return false;
  return match[1] === undefined || Number(match[1]) !== options.speaker;
};

/**
 * The sentence relays another agent's result (`リョウの占いでエリザは白`, `Midori divined Shizue`,
 * `your result`): it is no report of the speaker's own.
 */
export const relaysOtherResult = (options: { sentence: string; speaker: AgentNumber; japanese: boolean }): boolean => {
  const { sentence, speaker } = options;
  if (options.japanese) {
    const match = JAPANESE_SOURCE.exec(sentence);
    if (match !== null && Number(match[1]) !== speaker) return true;
    return SOURCE_ROLE.test(sentence);
  }
  const match = ENGLISH_SOURCE.exec(sentence.replace(ENGLISH_OWN_CHECK, 'I divined'));
  if (match !== null && Number(match[1]) !== speaker) return true;
  return ENGLISH_OTHER_OWNER.test(sentence);
};

import { AGENT, MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';
import { otherSubjectBefore, relaysOtherResult } from '../context-checks.ts';
import { ANY, agentIn, comingOut, divined } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { CLAIMED, CO, FIRST_PERSON, ROLE, coordinatedBefore, roleIn, rule, words } from './patterns.ts';

const ANY_NAMED = new RegExp(AGENT, 'gu');
/** Whether every agent a claim names is the speaker (`私はハナ、` names the speaker twice). */
const onlySpeakerNamed = (text: string, speaker: number): boolean =>
  [...text.matchAll(ANY_NAMED)].every((named) => Number(named[1]) === speaker);

/** The speaker’s own results given as a list, and claims phrased as the speaker’s part. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_OWN_RESULT_RULES: readonly PhraseRule[] = [
  // `ベンジャミン、ジョージ と シュンイチに白出しした`: the speaker's own results, given as verdicts.
  rule(
    'divined-given',
    `${AGENT}\\s*(?:に|へ|を)\\s*(白|黒|人間|人狼)(?:出し|判定)(?:を出)?(?:した|しました|してる|している|してい|済み)`,
    (match, context) => {
      const target = agentIn(match[1]);
      const species = match[2] === undefined ? undefined : words.speciesOf(match[2]);
      if (target === undefined || species === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      if (relaysOtherResult({ sentence: context.sentence, speaker: context.speaker, japanese: true })) return undefined;
      // Only a seer gives verdicts: the speaker claims it in this utterance or speaks as the subject.
      const ownSubject = new RegExp(`^\\s*${MENTION_OPEN}${context.speaker}${MENTION_CLOSE}\\s*(?:は|が)`, 'u');
      if (!CLAIMED.test(context.utterance) && !ownSubject.test(context.sentence)) return undefined;
      return [...coordinatedBefore(context), target].map((agent) => divined(agent, species));
    },
  ),
  // `私が占い師を担当しています`, `僕、占い師としてこのゲームに参加してる`: the role the speaker serves as.
  // `私はハナ、占い師を名乗ります`: the role the speaker takes on now (`名乗った` may be someone else's).
  rule(
    'comingout-serving',
    `^\\s*(?:${FIRST_PERSON}(?:が|は|も)?[、,\\s]*){0,2}${ROLE}(?:を|として)(?:(?:担当|務め|務めて|やって|参加)(?:し|して|い|おり)?(?:て)?(?:い|お)?(?:ます|る|ります|いる|ございます)|名乗(?:ります|る(?=[。!！]|$)|らせて))`,
    (match, context) => {
      const role = roleIn(match[1]);
      if (!onlySpeakerNamed(match[0], context.speaker)) return undefined;
      return role === undefined || context.speaker === ANY ? undefined : comingOut(context.speaker, role);
    },
  ),
  // `私は70歳男性の占い師だ`, `私がこのゲームの真の占い師である`, `私こそが唯一の真の占い師である`: the speaker
  // names its role with words before it.
  rule(
    'comingout-described-self',
    `^\\s*${FIRST_PERSON}(?:は|が|こそ(?:が)?)[、,\\s]*(?:[^${MENTION_OPEN}。、!！?？]{1,14}?の)?(?:(?:唯一の|本物の|真の|本当の)\\s*)*${ROLE}(?:だ|です|である|であります|なり|なのだ|よ)(?:[。!！]|$)`,
    (match, context) => {
      const role = roleIn(match[1]);
      if (!onlySpeakerNamed(match[0], context.speaker)) return undefined;
      return role === undefined || context.speaker === ANY ? undefined : comingOut(context.speaker, role);
    },
  ),
  // `占い師のAgent[05]です`: the role before the speaker's own name.
  // `占い師のユキよ`, `霊媒師のユキです`: the speaker's own name after the role.
  rule(
    'comingout-role-of-self',
    `${ROLE}(?:の|、)\\s*${AGENT}(?:です|だ|である|でございます|よ|さ|っす|(?=[。!！]|\\s*$))`,
    (match, context) => {
      const role = roleIn(match[1]);
      return role === undefined || agentIn(match[2]) !== context.speaker ? undefined : comingOut(context.speaker, role);
    },
  ),
  rule('comingout-after', `${CO}(?:します|する)?[：:、\\s]+${ROLE}`, (match, context) => {
    const role = roleIn(match[1]);
    if (role === undefined || /対抗$/u.test(context.before)) return undefined;
    return comingOut(context.speaker, role);
  }),
];

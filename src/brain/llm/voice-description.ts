import { endingOf } from '../rule/talk/endings.ts';
import type { Register, Voice } from '../rule/talk/voice.ts';

/**
 * The rule brain's voice told to the model: the first person, the endings of the register (made by the
 * same table the rule brain speaks with), how others are named and the agent's own signature words. The
 * model and the rule brain answer turns of one agent in turn (the rule brain whenever the model is late),
 * so both must sound like the same person.
 */
const JA_TONE: Readonly<Record<Register, string>> = {
  polite: '丁寧で落ち着いた',
  formal: '上品でへりくだった',
  casual: 'くだけた明るい',
  gentle: '控えめで柔らかい',
  rough: '強気でぶっきらぼうな',
  elder: '年配らしいゆったりした',
  child: '子どもらしく元気な',
  cool: '淡々として簡潔な',
};

const EN_TONE: Readonly<Record<Register, string>> = {
  polite: 'plain and courteous',
  formal: 'precise and measured',
  casual: 'warm and chatty',
  gentle: 'cautious and hedging',
  rough: 'blunt and short',
  elder: 'unhurried and kindly, an old hand',
  child: 'playful, with short words',
  cool: 'level and terse, no filler',
};

const japanese = (voice: Voice): string => {
  const ending = (token: string): string => endingOf('ja', token, voice.register, voice.female, voice.shade) ?? '';
  const parts = [
    `一人称「${voice.firstPerson}」`,
    `${JA_TONE[voice.register]}口調(〜と${ending('思う')}、〜${ending('だ')}、〜${ending('しよう')})`,
    voice.honorific === '' ? '名前は呼び捨て' : `名前に「${voice.honorific}」`,
  ];
  if (voice.opener !== undefined) parts.push(`口癖「${voice.opener}」`);
  return parts.join('、');
};

const english = (voice: Voice): string => {
  const words = [
    voice.think ?? endingOf('en', 'think', voice.register, false),
    endingOf('en', 'will', voice.register, false),
  ]
    .filter((word): word is string => word !== undefined)
    .map((word) => `"${word}"`);
  const parts = [`${EN_TONE[voice.register]}: says ${words.join(' and ')}`];
  if (voice.contractions === 'contract') parts.push("contractions (I'm, don't)");
  if (voice.contractions === 'expand') parts.push('no contractions (I am, do not)');
  if (voice.exclaims === true) parts.push('sentences end with !');
  const signature = [voice.opener, voice.closer].filter((word): word is string => word !== undefined);
  if (signature.length > 0) parts.push(`now and then ${signature.map((word) => `"${word}"`).join(' or ')}`);
  return parts.join('; ');
};

export const describeVoice = (voice: Voice): string => (voice.lang === 'ja' ? japanese(voice) : english(voice));

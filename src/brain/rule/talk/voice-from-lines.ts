import type { Register, Voice } from './voice.ts';

/**
 * The voice heard in lines said under our name by someone else (another layer, or the real agent of a
 * replayed seat): when we speak after them, we go on in the same voice — the same first person, the
 * same register of endings, names with or without さん; in English the register's words, contractions
 * or none, `!` or `.` — rather than sounding like a second person. No signature words of our own (those
 * lines never said them). Lines with no cue to a character give the plain polite voice. Undefined when
 * there are no lines.
 */
export const voiceFromLines = (
  voice: Voice,
  lines: readonly string[],
  others: readonly string[],
): Voice | undefined => {
  const text = lines.join('\n');
  if (text.trim() === '') return undefined;
  return voice.lang === 'ja' ? japaneseVoice(voice, text, others) : englishVoice(voice, text);
};

type Cue = readonly [Register, RegExp, number];

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

const strongest = (text: string, cues: readonly Cue[]): { register: Register; score: number } | undefined => {
  const scores = new Map<Register, number>();
  for (const [register, pattern, weight] of cues) {
    const hits = count(text, pattern);
    if (hits > 0) scores.set(register, (scores.get(register) ?? 0) + hits * weight);
  }
  let best: { register: Register; score: number } | undefined;
  for (const [register, score] of scores) if (best === undefined || score > best.score) best = { register, score };
  return best;
};

const JA_FIRST_PERSON: readonly (readonly [RegExp, string, Register, boolean | undefined])[] = [
  [/わたくし|ワタクシ/gu, 'わたくし', 'formal', undefined],
  [/あたし|アタシ/gu, 'あたし', 'casual', true],
  [/わし(?!い)|儂/gu, 'わし', 'elder', false],
  [/俺|オレ/gu, '俺', 'rough', false],
  [/ぼく|ボク/gu, 'ぼく', 'child', false],
  [/僕/gu, '僕', 'casual', false],
  [/私|わたし/gu, '私', 'polite', undefined],
];

const JA_CUES: readonly Cue[] = [
  ['formal', /ございま|いたしま|申し上げ|存じ/gu, 3],
  ['polite', /です|ます|でしょう/gu, 1],
  ['elder', /じゃ[。！、]|のう|殿|じゃろ|わい[。！]/gu, 3],
  ['rough', /だぜ|ぜ[。！]|だろ[。！?？]|ねえ[。！]|ぞ[。！]|しろ[。！]|貴様|お前/gu, 2],
  ['casual', /だよ|だね|よね|じゃん|かな[。？?]|しよう[。！]|よ[！!]/gu, 1],
  ['child', /よぅ|ですぅ|もん[。！]|なの！/gu, 3],
  ['formal', /ですわ|ますわ/gu, 2],
];

const JA_FEMALE = /あたし|アタシ|わよ|かしら|のよ|わね|わ[。！]/gu;
const JA_MALE = /じゃ[。！、]|のう|だぜ|ぜ[。！]|俺|僕|わし|だろ[。！?？]/gu;

const japaneseVoice = (voice: Voice, text: string, others: readonly string[]): Voice | undefined => {
  let firstPerson: string | undefined;
  let personRegister: Register | undefined;
  let female: boolean | undefined;
  let firstAt = Number.POSITIVE_INFINITY;
  for (const [pattern, word, register, isFemale] of JA_FIRST_PERSON) {
    const at = text.search(pattern);
    // The one said first wins (私 also hides in わたくし's neighbours only by kanji, so order is enough).
    if (at !== -1 && at < firstAt) {
      firstAt = at;
      firstPerson = word;
      personRegister = register;
      female = isFemale;
    }
  }
  const ending = strongest(text, JA_CUES);
  // Lines with no cue to a character are the plain polite voice most players use.
  const register = ending !== undefined && ending.score >= 2 ? ending.register : (personRegister ?? 'polite');
  const feminine = count(text, JA_FEMALE);
  const masculine = count(text, JA_MALE);
  const isFemale = female ?? (feminine > masculine ? true : masculine > feminine ? false : voice.female);
  // Names with さん (or 殿, くん…) or bare, as the lines name others.
  let honoured = 0;
  let bare = 0;
  for (const name of others) {
    let from = text.indexOf(name);
    while (from !== -1) {
      const after = text.slice(from + name.length, from + name.length + 2);
      if (/^(?:さん|くん|君|ちゃん|殿|様|氏)/u.test(after)) honoured++;
      else bare++;
      from = text.indexOf(name, from + name.length);
    }
  }
  const honorific = honoured + bare === 0 ? voice.honorific : honoured >= bare ? 'さん' : '';
  return {
    lang: 'ja',
    register,
    female: isFemale,
    firstPerson: firstPerson ?? '私',
    honorific,
    habit: voice.habit,
  };
};

const EN_CUES: readonly Cue[] = [
  ['child', /\b(?:hehe|yay|super duper|sparkly|da da da|wanna)\b|!!/giu, 3],
  ['casual', /\b(?:hey|gonna|kinda|guys|whoa|wow|lol|totally|buddy)\b/giu, 2],
  ['formal', /\b(?:shall|let us|indeed|thus|therefore|we must|judgment|I trust|discourse|principle)\b/giu, 2],
  ['elder', /\b(?:my dear|dear|darling|sweetheart|young ones?|oh my)\b/giu, 2],
  ['gentle', /\b(?:um+|maybe|I guess|sorry|perhaps|I wonder)\b/giu, 1],
  ['rough', /\b(?:listen|look|enough|obviously|clearly|now)\b/giu, 1],
];

const CONTRACTED = /\b(?:I'm|I'll|I'd|I've|(?:do|does|is|was|has|have|are|can|won)n't|let's|it's|that's)\b/giu;
const EXPANDED =
  /\b(?:I am|I will|I would|I have|(?:do|does|is|was|has|have|are) not|cannot|let us|it is|that is)\b/giu;

const englishVoice = (voice: Voice, text: string): Voice | undefined => {
  const best = strongest(text, EN_CUES);
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const contracted = count(text, CONTRACTED);
  const expanded = count(text, EXPANDED);
  const heard: { -readonly [K in keyof Voice]: Voice[K] } = {
    lang: 'en',
    register: best === undefined || best.score < 2 ? 'polite' : best.register,
    female: voice.female,
    firstPerson: 'I',
    honorific: '',
    habit: voice.habit,
  };
  // Contractions as the lines use them (unset when they show neither way).
  if (contracted > expanded) heard.contractions = 'contract';
  else if (expanded > contracted) heard.contractions = 'expand';
  // Most lines ending in `!`: a voice that exclaims.
  heard.exclaims = lines.filter((line) => /!\s*$/u.test(line)).length * 2 > lines.length;
  return heard;
};

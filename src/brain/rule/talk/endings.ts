import type { Register } from './voice.ts';

/**
 * Sentence endings (Japanese) and small words (English) per register: the phrase books write
 * `{する}`, `{思う}`, `{think}`… and each character's register fills them in. A pair is
 * [male, female] when the two differ.
 */
type Ending = string | readonly [male: string, female: string];

const JA: Readonly<Record<string, Readonly<Record<Register, Ending>>>> = {
  思う: {
    polite: '思います',
    formal: '存じます',
    casual: ['思うよ', '思うな'],
    gentle: ['思うな', '思うの'],
    rough: ['思うぜ', '思うわ'],
    elder: ['思うのう', '思いますよ'],
    child: '思う！',
  },
  だ: {
    polite: 'です',
    formal: 'でございます',
    casual: ['だよ', 'よ'],
    gentle: ['だね', 'なの'],
    rough: ['だ', 'よ'],
    elder: ['じゃ', 'ですよ'],
    child: 'だよ！',
  },
  だった: {
    polite: 'でした',
    formal: 'でございました',
    casual: 'だったよ',
    gentle: 'だったね',
    rough: 'だった',
    elder: ['じゃった', 'でしたよ'],
    child: 'だったよ！',
  },
  する: {
    polite: 'します',
    formal: 'いたします',
    casual: 'するよ',
    gentle: ['するね', 'するわ'],
    rough: ['する', 'するわ'],
    elder: ['するぞ', 'しますよ'],
    child: 'する！',
  },
  しよう: {
    polite: 'しましょう',
    formal: 'いたしましょう',
    casual: 'しよう',
    gentle: 'しようね',
    rough: ['しようぜ', 'しよう'],
    elder: ['しようかのう', 'しましょうね'],
    child: 'しようよ！',
  },
  よう: {
    polite: 'ましょう',
    formal: 'ましょう',
    casual: 'よう',
    gentle: 'ようね',
    rough: ['ようぜ', 'よう'],
    elder: ['ようかのう', 'ましょうね'],
    child: 'ようよ！',
  },
  いる: {
    polite: 'います',
    formal: 'おります',
    casual: 'いるよ',
    gentle: 'いるね',
    rough: 'いる',
    elder: ['おる', 'いますよ'],
    child: 'いるよ！',
  },
  いた: {
    polite: 'いました',
    formal: 'おりました',
    casual: 'いたよ',
    gentle: 'いたね',
    rough: 'いた',
    elder: ['おった', 'いましたよ'],
    child: 'いたよ！',
  },
  いない: {
    polite: 'いません',
    formal: 'おりません',
    casual: 'いないよ',
    gentle: 'いないね',
    rough: ['いねえ', 'いないわ'],
    elder: ['おらん', 'いませんよ'],
    child: 'いないよ！',
  },
  た: {
    polite: 'ました',
    formal: 'ました',
    casual: 'たよ',
    gentle: 'たね',
    rough: ['た', 'たわ'],
    elder: ['たぞ', 'ましたよ'],
    child: 'たよ！',
  },
  ない: {
    polite: 'ではありません',
    formal: 'ではございません',
    casual: 'じゃないよ',
    gentle: 'じゃないの',
    rough: ['じゃねえ', 'じゃないわ'],
    elder: ['ではないぞ', 'ではありませんよ'],
    child: 'じゃないもん！',
  },
  ください: {
    polite: 'ください',
    formal: 'いただけますと幸いです',
    casual: 'ほしいな',
    gentle: 'くれるとうれしいな',
    rough: ['くれ', 'ちょうだい'],
    elder: ['くれんか', 'くださいね'],
    child: 'ね！',
  },
  入れる: {
    polite: '入れます',
    formal: '入れさせていただきます',
    casual: '入れるよ',
    gentle: '入れるね',
    rough: ['入れる', '入れるわ'],
    elder: ['入れるぞ', '入れますよ'],
    child: '入れる！',
  },
};

const EN: Readonly<Record<string, Readonly<Record<Register, Ending>>>> = {
  think: {
    polite: 'I think',
    formal: 'I believe',
    casual: "I'm pretty sure",
    gentle: 'I feel',
    rough: "I'm telling you",
    elder: 'I reckon',
    child: 'I bet',
  },
  will: {
    polite: 'I will',
    formal: 'I shall',
    casual: "I'll",
    gentle: 'I will',
    rough: "I'll",
    elder: 'I will',
    child: "I'm gonna",
  },
  please: {
    polite: 'please',
    formal: 'kindly',
    casual: 'come on and',
    gentle: 'please',
    rough: 'just',
    elder: 'do',
    child: 'please please',
  },
  so: {
    polite: 'So',
    formal: 'Therefore',
    casual: 'So yeah',
    gentle: 'So',
    rough: 'So',
    elder: 'And so',
    child: 'So',
  },
};

const pick = (ending: Ending, female: boolean): string =>
  typeof ending === 'string' ? ending : ending[female ? 1 : 0];

/** Fills `{token}`s of either table; unknown tokens are left to the caller's values. */
export const endingOf = (lang: 'ja' | 'en', token: string, register: Register, female: boolean): string | undefined => {
  const entry = (lang === 'ja' ? JA : EN)[token];
  return entry === undefined ? undefined : pick(entry[register], female);
};

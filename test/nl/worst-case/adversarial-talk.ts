import fc from 'fast-check';
import type { Language } from '../../../src/nl/index.ts';

/**
 * Adversarial but realistic talk for the worst-case guard: roster names in every written form, role,
 * suspicion, vote and result words, punctuation, lists of names, repeated fragments and long runs of one
 * token, up to the 4,000 characters `understand` reads. The shapes that make a regex backtrack (many
 * names with no question after them, a long run of spaces or commas, one clause repeated) come up often.
 */
export type AdversarialTalk = {
  readonly lang: Language;
  readonly names: readonly string[];
  readonly speaker: string;
  readonly text: string;
};

/** Thirteen English roster names (a 13-player village), also the robustness test's long list. */
export const ENGLISH_NAMES = [
  'Servas',
  'Asuka',
  'Midori',
  'Shizue',
  'Victoria',
  'Rin',
  'Mio',
  'Takumi',
  'George',
  'Yumi',
  'Kenji',
  'May',
  'Toshio',
];
const JAPANESE_NAMES = [
  'ミナト',
  'サクラ',
  'リョウ',
  'エリザ',
  'ハナ',
  'リア',
  'ハンク',
  'タクミ',
  'ユミ',
  'ケンジ',
  'メイ',
  'トシオ',
  'シオン',
];

const ENGLISH_WORDS = (
  'I you he she we they it is are was not no yes the a an my your his her I think I suspect I trust ' +
  'I vote I will vote for let us lets vote everyone please tell us who what why how do you are you ' +
  'seer medium bodyguard knight werewolf wolf wolves villager possessed madman human white black ' +
  'suspicious suspect sus shady odd trust trusted cleared divined divination result results checked ' +
  'inspected claim claimed CO came out as fake real true because since so if unless but and or then ' +
  'maybe perhaps really actually definitely agree disagree with voted executed attacked guarded protect ' +
  'day night today tomorrow 1 2 3 N1 as the seer, if you are the seer tell us your result what do you think ' +
  "I'm I am don't doesn't isn't can't won't is a werewolf is human is a villager is suspicious"
).split(' ');
const JAPANESE_WORDS = (
  '私 僕 俺 あなた 君 彼 彼女 みんな 皆さん 占い師 霊媒師 霊能者 狩人 騎士 人狼 狼 狂人 村人 人間 白 黒 ' +
  '怪しい 怪しいと思う 疑う 疑わしい 信じる 信用 投票 投票する 投票します 吊る 吊り 占った 占い 結果 霊能結果 ' +
  'CO COします カミングアウト 護衛 守る 襲撃 処刑 でした です ます だ が は に を の と や も から ので なら もし ' +
  'だから けど でも 思う 思います ない ません 本物 偽物 真 偽 1日目 2日目 今日 明日 同意 賛成 反対 ' +
  'ですか ますか 教えて ください どう思う？ 誰 なぜ どうして 人狼だ 白でした 黒でした に投票します を占いました'
).split(' ');
/** Whole phrasings (`{}` is a name): the rules match deep into these, where a word soup stops early. */
const ENGLISH_PHRASES = [
  'I suspect {}',
  '{} is a werewolf',
  '{} is suspicious',
  'I vote for {}',
  "let's vote {}",
  'I divined {} and {} is human',
  '{} divined {} as a werewolf',
  'I am the seer',
  '{} claimed seer',
  'I trust {}',
  'I agree with {}',
  '{} please tell us your result',
  'who do you suspect {}',
  'if {} is the seer then',
  "I don't think {} is a wolf",
  '{} and {} are suspicious because',
  'as the seer, {} is white',
  '{} was attacked last night',
  'I guarded {}',
  'my result on {} is black',
];
const JAPANESE_PHRASES = [
  '{}が怪しい',
  '{}に投票します',
  '{}を占った結果は白でした',
  '{}は人狼',
  '占い師COします',
  '{}を信じる',
  '{}さんに同意',
  '{}さん、結果を教えてください',
  '{}は誰が怪しいと思う？',
  'もし{}が占い師なら',
  '{}が人狼だとは思わない',
  '{}と{}が怪しいので',
  '{}が襲撃された',
  '{}を護衛しました',
  '{}の霊能結果は黒',
  '{}さんは村人だと思います',
];
const PUNCTUATION = ['、', '。', ',', '.', ';', ':', '!', '?', '！', '？', '—', '…', ' ', '  ', '\n'];

const nameForm = (lang: Language, names: readonly string[]): fc.Arbitrary<string> =>
  fc.tuple(fc.integer({ min: 0, max: names.length - 1 }), fc.integer({ min: 0, max: 7 })).map(([seat, form]) => {
    const name = names[seat] ?? '';
    const agent = `Agent[${String(seat + 1).padStart(2, '0')}]`;
    if (lang === 'ja')
      return (
        [name, `${name}さん`, `${name}くん`, `${name}ちゃん`, `@${name}`, `@${name} `, agent, `${name}様`][form] ?? name
      );
    return (
      [name, `Mr. ${name}`, `@${name}`, `@${name} `, agent, `${name}'s`, `${name},`, name.toLowerCase()][form] ?? name
    );
  });

const piece = (lang: Language, names: readonly string[]): fc.Arbitrary<string> => {
  const name = nameForm(lang, names);
  const word = fc.constantFrom(...(lang === 'ja' ? JAPANESE_WORDS : ENGLISH_WORDS));
  const punctuation = fc.constantFrom(...PUNCTUATION);
  const joiner = fc.constantFrom(
    ...(lang === 'ja'
      ? ['と', 'や', '、', ',', ' ', '  ', 'と ', ' と ', '、 ', 'さんと', 'か']
      : [' and ', ' or ', ', ', ',', ' ', '  ', '   ', ' , ', ' & ', ', and ', '/']),
  );
  const list = fc
    .tuple(fc.array(name, { minLength: 2, maxLength: 26 }), joiner)
    .map(([listed, glue]) => listed.join(glue));
  const phrase = fc
    .tuple(fc.constantFrom(...(lang === 'ja' ? JAPANESE_PHRASES : ENGLISH_PHRASES)), name, name)
    .map(([template, first, second]) => template.replace('{}', first).replace('{}', second));
  const token = fc.oneof(name, word, punctuation);
  const fragment = fc
    .array(fc.oneof(name, word, punctuation, phrase), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.join(lang === 'ja' ? '' : ' '));
  const repeated = fc.tuple(fragment, fc.integer({ min: 2, max: 60 })).map(([text, times]) => text.repeat(times));
  const run = fc
    .tuple(token, fc.integer({ min: 5, max: 400 }), fc.constantFrom('', ' ', '  '))
    .map(([text, times, glue]) => Array.from({ length: times }, () => text).join(glue));
  return fc.oneof(
    { weight: 6, arbitrary: word },
    { weight: 4, arbitrary: phrase },
    { weight: 4, arbitrary: name },
    { weight: 3, arbitrary: punctuation },
    { weight: 3, arbitrary: list },
    { weight: 1, arbitrary: repeated },
    { weight: 3, arbitrary: run },
  );
};

const talk = (lang: Language, size: 5 | 13): fc.Arbitrary<AdversarialTalk> => {
  const names = (lang === 'ja' ? JAPANESE_NAMES : ENGLISH_NAMES).slice(0, size);
  return fc
    .tuple(
      fc.array(piece(lang, names), { minLength: 1, maxLength: 40 }),
      fc.constantFrom(...(lang === 'ja' ? ['', '', ' '] : [' ', ' ', '', '  '])),
      fc.integer({ min: 0, max: size - 1 }),
      fc.constantFrom(1, 1, 1, 1, 1, 1, 4, 30),
    )
    .map(([pieces, glue, seat, repeat]) => ({
      lang,
      names,
      speaker: names[seat] ?? '',
      text: pieces.join(glue).repeat(repeat).slice(0, 4000),
    }));
};

/** The seeded corpus: the same `seed` and `count` give the same talk, half ja and half en, 5 and 13 players. */
export const adversarialCorpus = (options: { seed: number; count: number }): AdversarialTalk[] =>
  fc.sample(fc.oneof(talk('ja', 5), talk('ja', 13), talk('en', 5), talk('en', 13)), {
    seed: options.seed,
    numRuns: options.count,
  });

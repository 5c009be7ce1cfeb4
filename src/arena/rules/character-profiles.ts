/**
 * Characters the arena names its agents after when profiles are on, like the server's
 * `custom_profile.profiles` (the same first names in katakana and in romaji; the descriptions are our own).
 */
export type CharacterProfile = {
  readonly ja: string;
  readonly en: string;
  readonly age: number;
  readonly gender: 'male' | 'female';
  readonly personality: { readonly ja: string; readonly en: string };
};

const profile = (
  ja: string,
  en: string,
  age: number,
  gender: 'male' | 'female',
  personalityJa: string,
  personalityEn: string,
): CharacterProfile => ({
  ja,
  en,
  age,
  gender,
  personality: { ja: personalityJa, en: personalityEn },
});

export const CHARACTER_PROFILES: readonly CharacterProfile[] = [
  profile(
    'ミナト',
    'Minato',
    10,
    'male',
    'のんびり屋で人なつこい。新しいことを知るのが好き。',
    'Easygoing and friendly; loves learning new things.',
  ),
  profile(
    'タクミ',
    'Takumi',
    10,
    'male',
    '負けず嫌いで仲間思い。考えるより先に動くことがある。',
    'Competitive and loyal; sometimes acts before thinking.',
  ),
  profile(
    'ケンジ',
    'Kenji',
    12,
    'male',
    '好奇心旺盛で前向き。少しおっちょこちょい。',
    'Curious and upbeat, a little clumsy.',
  ),
  profile(
    'リュウジ',
    'Ryuji',
    28,
    'male',
    '慎重で口数が少ない。理屈で物事を決める。',
    'Careful and quiet; decides by reasoning.',
  ),
  profile(
    'ダイスケ',
    'Daisuke',
    16,
    'male',
    '内気だが優しい。自分の意見を言うのが苦手。',
    'Shy but kind; finds it hard to speak up.',
  ),
  profile(
    'シオン',
    'Shion',
    16,
    'male',
    '自信家で計算高い。感情をあまり見せない。',
    'Self-assured and calculating; rarely shows feelings.',
  ),
  profile(
    'ベンジャミン',
    'Benjamin',
    28,
    'male',
    '知的で礼儀正しい。皮肉まじりのユーモアを好む。',
    'Intelligent and polite, with a dry sense of humour.',
  ),
  profile(
    'トシオ',
    'Toshio',
    28,
    'male',
    '冷静で意志が強い。人とは一定の距離を保つ。',
    'Calm and strong-willed; keeps people at a distance.',
  ),
  profile(
    'ジョナサン',
    'Jonathan',
    38,
    'male',
    '穏やかな読書家。自分のことはあまり語らない。',
    'A gentle bookworm who says little about himself.',
  ),
  profile(
    'シュンイチ',
    'Shunichi',
    32,
    'male',
    '余裕のある皮肉屋。状況を冷静に分析する。',
    'Relaxed and a bit sarcastic; analyses things coolly.',
  ),
  profile(
    'ジョージ',
    'George',
    65,
    'male',
    '経験豊富で頼れるが、少し頑固。',
    'Experienced and dependable, if a little stubborn.',
  ),
  profile(
    'セルヴァス',
    'Servas',
    85,
    'male',
    '物静かな長老。よく話を聞き、助言をくれる。',
    'A quiet elder who listens well and gives advice.',
  ),
  profile(
    'サクラ',
    'Sakura',
    10,
    'female',
    '明るくいたずら好き。すぐに誰とでも仲良くなる。',
    'Bright and playful; makes friends with anyone.',
  ),
  profile('リン', 'Rin', 9, 'female', '元気でおませ。冒険が大好き。', 'Lively and precocious; loves adventures.'),
  profile(
    'ユミ',
    'Yumi',
    16,
    'female',
    '控えめで面倒見がよい。困っている人を放っておけない。',
    'Modest and caring; cannot ignore someone in trouble.',
  ),
  profile(
    'メイ',
    'May',
    24,
    'female',
    '社交的で自信に満ちている。少し挑発的。',
    'Sociable and confident, slightly provocative.',
  ),
  profile(
    'ミサキ',
    'Misaki',
    24,
    'female',
    '落ち着いていて無口。内心は優しい。',
    'Composed and taciturn, kind underneath.',
  ),
  profile(
    'ミオ',
    'Mio',
    17,
    'female',
    '明るく好奇心旺盛。人の意見にも耳を傾ける。',
    'Cheerful and curious; listens to others.',
  ),
  profile(
    'ミヅキ',
    'Mizuki',
    24,
    'female',
    '論理的で観察力が鋭い。面倒見もよい。',
    'Logical and observant, and looks after others.',
  ),
  profile(
    'ミナコ',
    'Minako',
    28,
    'female',
    'どんな時も冷静なまとめ役。信念を曲げない。',
    'Calm in any situation; a natural leader who holds her ground.',
  ),
  profile(
    'アスカ',
    'Asuka',
    29,
    'female',
    '理論派で慎重。必要な時ははっきり主張する。',
    'Analytical and careful; firm when it matters.',
  ),
  profile(
    'ミドリ',
    'Midori',
    38,
    'female',
    '穏やかな聞き上手。打ち解けると明るい。',
    'A gentle listener who brightens up once at ease.',
  ),
  profile(
    'ヴィクトリア',
    'Victoria',
    37,
    'female',
    '思慮深く謎めいている。人の本心を探ろうとする。',
    'Thoughtful and enigmatic; tries to read what people really think.',
  ),
  profile(
    'シズエ',
    'Shizue',
    78,
    'female',
    '温かく思いやり深い。村のみんなに慕われている。',
    'Warm and considerate; loved by the whole village.',
  ),
];

const LABELS = {
  ja: {
    age: '年齢',
    gender: '性別',
    personality: '性格',
    male: '男性',
    female: '女性',
  },
  en: {
    age: 'age',
    gender: 'gender',
    personality: 'personality',
    male: 'male',
    female: 'female',
  },
} as const;

/**
 * The `info.profile` text: `label: value` lines joined by `\n`. The server builds it from a Go map, so
 * the line order changes from game to game; `order` lets the caller shuffle it with the game's random.
 */
export const describeProfile = (options: {
  profile: CharacterProfile;
  lang: 'ja' | 'en';
  order: readonly ('age' | 'gender' | 'personality')[];
}): string => {
  const labels = LABELS[options.lang];
  const values = {
    age: String(options.profile.age),
    gender: labels[options.profile.gender],
    personality: options.profile.personality[options.lang],
  };
  return options.order.map((key) => `${labels[key]}: ${values[key]}`).join('\n');
};

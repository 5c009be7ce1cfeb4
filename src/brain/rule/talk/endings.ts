import type { Register } from './voice.ts';

/**
 * Sentence endings (Japanese) and small words (English) per register, as data. The phrase books write
 * `{する}`, `{思う}`, `{think}`… and each character's register fills them in.
 *
 * Japanese: a word has its forms (plain する, polite します, humble いたします, old-fashioned おる…) and a
 * mood (a thought, the copula, an action, a state, a proposal); a register says which form it speaks in
 * and what tail each mood takes (よ, ね, ぜ, のう…), per gender. A few words a register says its own way
 * are listed as exceptions.
 */
type Pair<T> = readonly [male: T, female: T];
type Form = 'plain' | 'polite' | 'humble' | 'old' | 'rough';
type Mood = 'thought' | 'copula' | 'action' | 'state' | 'proposal' | 'request';

type Word = { readonly mood: Mood; readonly plain: string; readonly polite: string } & Partial<Record<Form, string>>;

const WORDS: Readonly<Record<string, Word>> = {
  思う: { mood: 'thought', plain: '思う', polite: '思います', humble: '存じます' },
  だ: { mood: 'copula', plain: 'だ', polite: 'です', humble: 'でございます', old: 'じゃ' },
  だった: { mood: 'copula', plain: 'だった', polite: 'でした', humble: 'でございました', old: 'じゃった' },
  ない: {
    mood: 'copula',
    plain: 'じゃない',
    polite: 'ではありません',
    humble: 'ではございません',
    old: 'ではない',
    rough: 'じゃねえ',
  },
  する: { mood: 'action', plain: 'する', polite: 'します', humble: 'いたします' },
  た: { mood: 'action', plain: 'た', polite: 'ました' },
  入れる: { mood: 'action', plain: '入れる', polite: '入れます', humble: '入れさせていただきます' },
  いる: { mood: 'state', plain: 'いる', polite: 'います', humble: 'おります', old: 'おる' },
  いた: { mood: 'state', plain: 'いた', polite: 'いました', humble: 'おりました', old: 'おった' },
  いない: { mood: 'state', plain: 'いない', polite: 'いません', humble: 'おりません', old: 'おらん', rough: 'いねえ' },
  しよう: { mood: 'proposal', plain: 'しよう', polite: 'しましょう', humble: 'いたしましょう' },
  よう: { mood: 'proposal', plain: 'よう', polite: 'ましょう' },
  // A request is said differently in every register (the exceptions below); this is the plain polite one.
  ください: { mood: 'request', plain: 'ください', polite: 'ください', humble: 'いただけますと幸いです' },
};

/**
 * How a register speaks: the form it uses, the tail per mood, and the words it says its own way; and two
 * more habits of ending (`shades`: tails that replace some of the register's), so that two speakers of one
 * register and gender end their sentences differently (「思いますね」「ですよ」 beside 「思います」「です」).
 */
type Shape = {
  readonly form: Form;
  readonly tails?: Partial<Record<Mood, string>>;
  readonly except?: Readonly<Record<string, string>>;
  readonly shades?: readonly [Partial<Record<Mood, string>>, Partial<Record<Mood, string>>];
};

const SHAPES: Readonly<Record<Register, Pair<Shape>>> = {
  polite: [
    {
      form: 'polite',
      shades: [
        { thought: 'ね', proposal: 'ね' },
        { copula: 'よ', state: 'よ' },
      ],
    },
    {
      form: 'polite',
      shades: [
        { thought: 'ね', proposal: 'ね' },
        { copula: 'よ', state: 'よ' },
      ],
    },
  ],
  formal: [
    {
      form: 'humble',
      shades: [
        { thought: 'ね', copula: 'ね' },
        { copula: 'よ', state: 'よ' },
      ],
    },
    {
      form: 'humble',
      shades: [
        { thought: 'わ', copula: 'わ', action: 'わ' },
        { copula: 'ね', state: 'ね' },
      ],
    },
  ],
  casual: [
    {
      form: 'plain',
      tails: { thought: 'よ', copula: 'よ', action: 'よ', state: 'よ' },
      except: { ください: 'ほしいな' },
      shades: [
        { thought: 'な', copula: 'ね', state: 'ね' },
        { thought: 'んだ', action: 'んだ', copula: 'よね', state: 'よね' },
      ],
    },
    {
      form: 'plain',
      tails: { thought: 'な', copula: 'よ', action: 'よ', state: 'よ' },
      except: { だ: 'よ', ください: 'ほしいな' },
      shades: [
        { copula: 'ね', action: 'ね', state: 'ね' },
        { thought: 'んだ', action: 'んだ', state: 'よね' },
      ],
    },
  ],
  gentle: [
    {
      form: 'plain',
      tails: { thought: 'な', copula: 'ね', action: 'ね', state: 'ね', proposal: 'ね' },
      except: { ください: 'くれるとうれしいな' },
      shades: [
        { action: 'よ', state: 'よ' },
        { thought: 'んだ', action: 'んだ' },
      ],
    },
    {
      form: 'plain',
      tails: { thought: 'の', copula: 'の', action: 'わ', state: 'の', proposal: 'ね' },
      except: { だ: 'なの', ない: 'じゃないの', ください: 'くれるとうれしいな' },
      shades: [
        { action: 'ね', state: 'ね' },
        { thought: 'わ', state: 'わ' },
      ],
    },
  ],
  rough: [
    {
      form: 'rough',
      tails: { thought: 'ぜ', proposal: 'ぜ' },
      except: { ください: 'くれ' },
      shades: [
        { action: 'ぞ', copula: 'ぞ' },
        { action: 'からな', copula: 'な', state: 'な' },
      ],
    },
    {
      form: 'plain',
      tails: { thought: 'わ', copula: 'わ', action: 'わ', state: 'わ' },
      except: { だ: 'よ', ください: 'ちょうだい' },
      shades: [
        { action: 'わよ', state: 'わよ' },
        { thought: 'わね', state: 'わね' },
      ],
    },
  ],
  elder: [
    {
      form: 'old',
      tails: { thought: 'のう', action: 'ぞ', proposal: 'かのう' },
      except: { ください: 'くれんか' },
      shades: [{ action: 'わい' }, { thought: 'ぞい', action: 'のじゃ' }],
    },
    {
      form: 'polite',
      tails: { thought: 'よ', copula: 'よ', action: 'よ', state: 'よ', proposal: 'ね', request: 'ね' },
      shades: [
        { copula: 'ね', state: 'ね' },
        { thought: 'わ', action: 'わ' },
      ],
    },
  ],
  child: [
    {
      form: 'plain',
      tails: { thought: '！', copula: 'よ！', action: '！', state: 'よ！', proposal: 'よ！' },
      except: { ない: 'じゃないもん！', ください: 'ね！' },
      shades: [
        { thought: 'もん！', action: 'もん！' },
        { action: 'よー！', state: 'よー！' },
      ],
    },
    {
      form: 'plain',
      tails: { thought: '！', copula: 'よ！', action: '！', state: 'よ！', proposal: 'よ！' },
      except: { ない: 'じゃないもん！', ください: 'ね！' },
      shades: [
        { thought: 'もん！', action: 'もん！' },
        { action: 'よー！', state: 'よー！' },
      ],
    },
  ],
  // Plain forms and no tails: 「〜だ。」「〜と思う。」; a request is a wish, not a plea.
  cool: [
    {
      form: 'plain',
      except: { ください: 'ほしい' },
      shades: [
        { copula: 'な', state: 'な' },
        { thought: 'ね', state: 'ね' },
      ],
    },
    {
      form: 'plain',
      except: { ください: 'ほしい' },
      shades: [
        { copula: 'な', state: 'な' },
        { thought: 'ね', state: 'ね' },
      ],
    },
  ],
};

/** A form a word lacks falls back: humble → polite, old and rough → plain. */
const formOf = (word: Word, form: Form): string =>
  word[form] ?? (form === 'humble' ? word.polite : form === 'polite' ? word.polite : word.plain);

const endingIn = (shape: Shape, shade: number, token: string, word: Word): string => {
  const exception = shape.except?.[token];
  if (exception !== undefined) return exception;
  const tail = (shade > 0 ? shape.shades?.[shade - 1]?.[word.mood] : undefined) ?? shape.tails?.[word.mood] ?? '';
  return formOf(word, shape.form) + tail;
};

type Endings = readonly Readonly<Record<string, string>>[];

/** Every ending of one register and gender, worked out once per shade: shade → token → the ending said. */
const endingsOf = (shape: Shape): Endings =>
  [0, 1, 2].map((shade) => {
    const endings: Record<string, string> = {};
    for (const [token, word] of Object.entries(WORDS)) endings[token] = endingIn(shape, shade, token, word);
    return endings;
  });

const ENDINGS = new Map<Register, Pair<Endings>>();
for (const [register, [male, female]] of Object.entries(SHAPES) as [Register, Pair<Shape>][]) {
  ENDINGS.set(register, [endingsOf(male), endingsOf(female)]);
}

const japaneseEnding = (token: string, register: Register, female: boolean, shade: number): string | undefined =>
  ENDINGS.get(register)?.[female ? 1 : 0][shade]?.[token];

/** English small words: one per register (the rest of the English voice is in english-voice.ts). */
const EN: Readonly<Record<string, Readonly<Record<Register, string>>>> = {
  think: {
    polite: 'I think',
    formal: 'I believe',
    casual: "I'm pretty sure",
    gentle: 'I feel',
    rough: 'I say',
    elder: 'I reckon',
    child: 'I bet',
    cool: 'I figure',
  },
  will: {
    polite: 'I will',
    formal: 'I shall',
    casual: "I'll",
    gentle: 'I think I will',
    rough: "I'll",
    elder: 'I will',
    child: "I'm gonna",
    cool: 'I will',
  },
  please: {
    polite: 'please',
    formal: 'kindly',
    casual: 'come on and',
    gentle: 'please',
    rough: 'just',
    elder: 'do',
    child: 'please please',
    cool: 'please',
  },
  so: {
    polite: 'So',
    formal: 'Therefore',
    casual: 'So yeah',
    gentle: 'So',
    rough: 'So',
    elder: 'And so',
    child: 'So',
    cool: 'So',
  },
};

const POLITE_ENDING = /(です|ます|でした|ました|ません|ましょう|でしょう|ください)(?=[。！？]|$)/gu;

/**
 * A filled Japanese piece in the habits of a voice heard in lines: the tail it puts after its polite
 * endings (「ですよぅ」) and `！` for `。` when it exclaims.
 */
export const inJapaneseVoice = (
  text: string,
  voice: { readonly politeTail?: string; readonly exclaims?: boolean },
): string => {
  let result = voice.politeTail === undefined ? text : text.replace(POLITE_ENDING, `$1${voice.politeTail}`);
  if (voice.exclaims === true) result = result.replaceAll('。', '！');
  return result;
};

/**
 * Fills `{token}`s of either table; unknown tokens are left to the caller's values. `shade` (0–2, Japanese)
 * is the speaker's habit of ending among its register's.
 */
export const endingOf = (
  lang: 'ja' | 'en',
  token: string,
  register: Register,
  female: boolean,
  shade = 0,
): string | undefined => (lang === 'ja' ? japaneseEnding(token, register, female, shade) : EN[token]?.[register]);

/**
 * The rest of a Japanese voice per register: the first persons a speaker of it may say, the signature
 * fillers an agent opens some talks with and how it names others (さん, ちゃん, 殿, or bare) — each chosen
 * by the agent's place at the table, so that two agents of one register and gender differ.
 */
export type JapaneseStyle = {
  readonly firstPerson: Pair<readonly string[]>;
  readonly openers: Pair<readonly string[]>;
  readonly honorifics: Pair<readonly string[]>;
};

export const JAPANESE_STYLES: Readonly<Record<Register, JapaneseStyle>> = {
  polite: {
    firstPerson: [
      ['私', '僕', 'わたし'],
      ['私', 'わたし', 'あたし'],
    ],
    openers: [
      ['そうですね。', 'では。', 'なるほど。'],
      ['そうですね。', 'では。', 'なるほど。'],
    ],
    honorifics: [['さん'], ['さん']],
  },
  formal: {
    firstPerson: [
      ['私', 'わたくし', '僕'],
      ['わたくし', '私', 'わたし'],
    ],
    openers: [
      ['失礼ながら、', '申し上げます。', '恐れ入りますが、'],
      ['失礼ながら、', '申し上げます。', '恐れ入りますが、'],
    ],
    honorifics: [['さん'], ['さん']],
  },
  casual: {
    firstPerson: [
      ['僕', '俺', 'おれ'],
      ['あたし', '私', 'うち'],
    ],
    openers: [
      ['うーん。', 'よし。', 'おっ。'],
      ['あのね、', 'うーん。', 'よし。'],
    ],
    honorifics: [
      ['さん', ''],
      ['さん', ''],
    ],
  },
  gentle: {
    firstPerson: [
      ['僕', 'ぼく', '私'],
      ['私', 'わたし', 'あたし'],
    ],
    openers: [
      ['あの…', 'えっと、', 'その…'],
      ['あの…', 'えっと、', 'その…'],
    ],
    honorifics: [['さん'], ['さん']],
  },
  rough: {
    firstPerson: [
      ['俺', 'おれ', '俺'],
      ['あたし', 'うち', 'あたし'],
    ],
    openers: [
      ['おい。', 'いいか。', 'ったく。'],
      ['ちょっと。', 'はあ。', 'あのさ、'],
    ],
    honorifics: [[''], ['']],
  },
  elder: {
    firstPerson: [
      ['わし', 'わし', 'わし'],
      ['わたし', '私', 'あたし'],
    ],
    openers: [
      ['ふむ。', 'さて、', 'ほう。'],
      ['あらあら。', 'まあ、', 'そうねえ…'],
    ],
    honorifics: [['', '殿'], ['さん']],
  },
  child: {
    firstPerson: [
      ['ぼく', '僕', 'おれ'],
      ['あたし', 'わたし', 'うち'],
    ],
    openers: [
      ['ねえねえ！', 'わかった！', 'あっ！'],
      ['ねえねえ！', 'わかった！', 'あっ！'],
    ],
    honorifics: [
      ['ちゃん', 'くん'],
      ['ちゃん', 'くん'],
    ],
  },
  cool: {
    firstPerson: [
      ['私', '俺', '僕'],
      ['私', 'わたし', '私'],
    ],
    openers: [
      ['結論から言う。', '要点だけ言う。', '簡単な話だ。'],
      ['結論から言う。', '要点だけ言う。', '簡単な話だ。'],
    ],
    honorifics: [[''], ['', 'さん']],
  },
};

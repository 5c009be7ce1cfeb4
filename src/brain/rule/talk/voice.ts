import type { Language } from '../../brain.ts';
import { createRandom, type Random } from '../../../random.ts';
import { ENGLISH_STYLES } from './english-voice.ts';
import { JAPANESE_STYLES } from './endings.ts';

/**
 * How one character speaks for a whole game. The same registers serve both languages: in Japanese they
 * choose the first person, the sentence endings, how others are named and the filler words; in English
 * the tone: contractions or none, the small words around the facts and the agent's own signature words
 * (see `english-voice.ts`).
 */
export const REGISTERS = ['polite', 'formal', 'casual', 'gentle', 'rough', 'elder', 'child', 'cool'] as const;
export type Register = (typeof REGISTERS)[number];

export type Voice = {
  readonly lang: Language;
  readonly register: Register;
  readonly female: boolean;
  /** 私, 僕, 俺, わし…; `I` in English. */
  readonly firstPerson: string;
  /** What follows another agent's name: さん, くん, 殿…, or nothing (and always nothing in English). */
  readonly honorific: string;
  /** A per-character habit (0–3): which variants it favours, so two speakers of one register differ. */
  readonly habit: number;
  /**
   * The agent's signature words: said before some of its talks ("Look.", 「ふむ。」) and after some
   * ("Mark my words."). Two agents of one register at a table get different ones. None for a voice heard
   * in lines said under our name (we go on as those lines sound, adding nothing they never said).
   */
  readonly opener?: string;
  readonly closer?: string;
  /** English: say `I'm`, `don't` (contract) or `I am`, `do not` (expand); unset: as the phrases say. */
  readonly contractions?: 'contract' | 'expand';
  /** The talk's sentences end with `!` (English: the last; Japanese: each, `！` for `。`). */
  readonly exclaims?: boolean;
  /**
   * Japanese: how this speaker says "you" (あなた, 君, お前…), heard in its lines; unset: as its register says
   * it (second-person.ts).
   */
  readonly secondPerson?: string;
  /** Japanese: what this speaker puts after every です/ます (よぅ in 「ですよぅ」), heard in its lines. */
  readonly politeTail?: string;
  /**
   * Japanese: which of its register's three habits of ending this speaker has (endings.ts: 「思います」,
   * 「思いますね」 or 「ですよ」…); unset is the register's own.
   */
  readonly shade?: number;
  /**
   * English: which of its register's three flavours this seat speaks (english-voice.ts): its own words
   * and the variants kept to it (`[register:flavour]`); its `{think}` and signature words come from the
   * flavour of its manner (voiceOf), so that seats sharing one differ in the other.
   */
  readonly flavour?: number;
  /** English: how `{think}` is said, when not as the register says it. */
  readonly think?: string;
  /**
   * English: how a reason joins the move it backs: "I vote X because …", "… since …", or the reason
   * first and the move after it ("X lied. So I vote X.").
   */
  readonly connector?: Connector;
};

export const CONNECTORS = ['because', 'since', 'so'] as const;
export type Connector = (typeof CONNECTORS)[number];

/** The fields of INITIALIZE's profile text (`label: value` lines in any order; server.md §2). */
export type Profile = { readonly age?: number; readonly female?: boolean; readonly personality?: string };

export const parseProfile = (text: string | undefined): Profile | undefined => {
  if (text === undefined || text.trim() === '') return undefined;
  const field = (labels: RegExp): string | undefined => {
    for (const line of text.split(/\r?\n/u)) {
      const match = /^\s*([^:：]+?)\s*[:：]\s*(.+)$/u.exec(line);
      if (match !== null && labels.test(match[1]!)) return match[2]!.trim();
    }
    return undefined;
  };
  const age = Number.parseInt(field(/^(?:年齢|age)$/iu) ?? '', 10);
  const gender = field(/^(?:性別|gender|sex)$/iu);
  const personality = field(/^(?:性格|personality)$/iu) ?? (/[:：]/u.test(text) ? undefined : text.trim());
  const profile: { age?: number; female?: boolean; personality?: string } = {};
  if (Number.isFinite(age)) profile.age = age;
  if (gender !== undefined) profile.female = /女|female|woman|girl/iu.test(gender);
  if (personality !== undefined) profile.personality = personality;
  return profile;
};

/** Personality words per register, both languages; the register with most hits wins, ties by this order. */
const REGISTER_WORDS: readonly (readonly [Register, RegExp])[] = [
  [
    'rough',
    /負けず嫌い|自信|強気|挑発|計算高|頑固|皮肉|豪快|短気|competitive|confident|self-assured|provocative|stubborn|sarcastic|bold|brash|calculating|blunt/giu,
  ],
  ['formal', /礼儀|知的|思慮|謎め|上品|丁寧|polite|intelligent|thoughtful|enigmatic|refined|courteous/giu],
  // Terse and level: says what it has to and no more.
  [
    'cool',
    /意志が強|距離を保|見せない|口数が少な|クール|淡々|ドライ|strong-willed|distance|rarely shows|aloof|detached|terse|matter-of-fact/giu,
  ],
  ['polite', /冷静|慎重|論理|理論|分析|まとめ|観察|理屈|calm|careful|logical|analytical|observant|leader|reason/giu],
  [
    'gentle',
    /内気|控えめ|優し|穏やか|温か|聞き上手|無口|思いやり|shy|modest|kind|gentle|warm|listen|taciturn|quiet|caring/giu,
  ],
  [
    'casual',
    /明る|元気|人なつ|好奇心|社交|のんびり|前向き|いたずら|cheerful|bright|lively|easygoing|friendly|curious|sociable|upbeat|playful/giu,
  ],
];

const registerOf = (profile: Profile): Register | undefined => {
  if (profile.age !== undefined && profile.age >= 60) return 'elder';
  const byPersonality = personalityRegister(profile.personality ?? '');
  // A child speaks as a child, unless it is the competitive, brash kind: that one talks tough.
  if (profile.age !== undefined && profile.age <= 12) return byPersonality === 'rough' ? 'rough' : 'child';
  return byPersonality;
};

const personalityRegister = (text: string): Register | undefined => {
  let best: Register | undefined;
  let bestHits = 0;
  for (const [register, words] of REGISTER_WORDS) {
    const hits = text.match(words)?.length ?? 0;
    if (hits > bestHits) {
      best = register;
      bestHits = hits;
    }
  }
  return best;
};

/** FNV-1a over the text's code units: stable across runs and platforms. */
const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/**
 * The seat's place at its table (0…n−1): the table's names ordered by a hash of the whole table, so every
 * agent at the table, from the names alone (all it knows of the others), works out the same order and
 * no two take the same place. −1 when `self` is not at the table.
 */
export const tableSlot = (self: string, table: readonly string[]): number => {
  const names = [...new Set(table)].sort();
  const key = names.join('\u0000');
  const ordered = names
    .map((name) => ({ name, rank: hashOf(`${key}\u0001${name}`) }))
    .sort((left, right) => left.rank - right.rank || (left.name < right.name ? -1 : 1));
  return ordered.findIndex((entry) => entry.name === self);
};

/**
 * The voice of `self` for this game: the register from the profile when there is one (age, gender,
 * personality), else one the table's other seats do not take (while there are registers left); the
 * signature words from the seat's place at the table, so two agents of one register still differ.
 * Deterministic: the same profile, name, table and seed give the same voice.
 */
export const voiceOf = (options: {
  lang: Language;
  self: string;
  seed: string;
  profile?: string;
  /** Every agent's name at the table (ours included). */
  table?: readonly string[];
}): Voice => {
  const random = createRandom(`voice/${options.seed}/${options.self}`);
  const profile = parseProfile(options.profile);
  const table = options.table ?? [];
  const slot = tableSlot(options.self, table);
  // Without a profile: the table's own order of the registers, a different one per table.
  const tableRegisters = createRandom(`voice-table/${[...table].sort().join('/')}`).shuffle(REGISTERS);
  const drawn = random.pick(REGISTERS) ?? 'polite';
  const register =
    (profile === undefined ? undefined : registerOf(profile)) ??
    (slot === -1 ? drawn : (tableRegisters[slot % REGISTERS.length] ?? drawn));
  const female = profile?.female ?? random.next() < 0.5;
  const habit = random.int(4);
  // The signature: the same register's agents hold different places, so they take different words.
  const place = slot === -1 ? random.int(12) : slot;
  // Three coordinates from the place, each picking one marker of the voice: two seats of one register
  // (up to 9 seats) differ in at least two of them. `across` and `down` make a Latin square over the
  // places (no two of 9 seats share both) and `mixed` is orthogonal to both: seats that share one
  // coordinate differ in the other two.
  const across = place % 3;
  const down = (place + Math.floor(place / 3)) % 3;
  const mixed = (across + down) % 3;
  if (options.lang === 'en') {
    const style = ENGLISH_STYLES[register];
    // English: the flavour (its own variants and words) and the manner (`{think}`, the signature words,
    // how a reason joins its move), each one of the register's three.
    const flavourIndex = across;
    const mannerIndex = down;
    const manner = style.flavours[mannerIndex]!;
    const shade = mixed === 0 ? undefined : style.shades?.[mixed - 1];
    return {
      lang: 'en',
      register,
      female,
      firstPerson: 'I',
      honorific: '',
      habit,
      opener: manner.openers[flavourIndex % manner.openers.length]!,
      closer: manner.closers[(flavourIndex === 0 ? 0 : 1) % manner.closers.length]!,
      contractions: shade?.contractions ?? style.contractions,
      exclaims: shade?.exclaims ?? style.exclaims,
      flavour: flavourIndex,
      think: manner.think,
      connector: CONNECTORS[mixed]!,
    };
  }
  // Japanese: the first person and how names are said, the signature filler, the habit of ending.
  const style = JAPANESE_STYLES[register];
  const pick = <T>(pair: readonly [male: T, female: T]): T => pair[female ? 1 : 0];
  const persons = pick(style.firstPerson);
  const openers = pick(style.openers);
  const honorifics = pick(style.honorifics);
  const voice = {
    lang: 'ja',
    register,
    female,
    firstPerson: persons[across % persons.length]!,
    honorific: honorifics[across % honorifics.length]!,
    habit,
    opener: openers[down % openers.length]!,
  } as const;
  return mixed === 0 ? voice : { ...voice, shade: mixed };
};

/** The signature words one talk tries: each drawn on its own, so most talks carry one and few carry both. */
export type SignatureWords = { readonly opener?: string; readonly closer?: string };

/** How often a talk tries the opener and the closer, per language (a Japanese talk has 50 characters). */
const SIGNATURE_SHARE = { ja: { opener: 0.35, closer: 0 }, en: { opener: 0.45, closer: 0.35 } } as const;

/** The composer's use count under which a talk that carried signature words is remembered. */
const SIGNED_LAST = 'signature:last';

/**
 * The signature words this talk tries. Never on two talks in a row: a habit heard in every other line
 * reads as a template, so an agent says its words on about a third of its talks.
 */
export const signatureWords = (
  voice: Voice,
  random: Random,
  mayOpen: boolean,
  used: ReadonlyMap<string, number>,
): SignatureWords => {
  const share = voice.lang === 'ja' ? SIGNATURE_SHARE.ja : SIGNATURE_SHARE.en;
  const opens = random.next() < share.opener;
  const closes = random.next() < share.closer;
  if ((used.get(SIGNED_LAST) ?? 0) > 0) return {};
  const words: { opener?: string; closer?: string } = {};
  if (mayOpen && opens && voice.opener !== undefined) words.opener = voice.opener;
  if (closes && voice.closer !== undefined) words.closer = voice.closer;
  return words;
};

/** Remembers whether the talk said (`text`) carried the signature words it tried, for the next talk. */
export const rememberSignature = (text: string, words: SignatureWords, used: Map<string, number>): void => {
  const signed =
    (words.opener !== undefined && text.startsWith(words.opener)) ||
    (words.closer !== undefined && text.endsWith(words.closer));
  used.set(SIGNED_LAST, signed ? 1 : 0);
};

/**
 * A talk that opens with an interjection of its own ("Fine. I'm the seer.", "Sorry but…", 「あの…」): a
 * signature opener before it stacks two ("Look. Fine. I'm the seer.").
 */
const OPENS_WITH_INTERJECTION =
  /^(?:(?:Oh|Um+|Uh|Eh|Whoa|Wow|Sorry|Fine|Okay|Yeah|Yes|See|Look|Well|Honestly|Guys|Hmm|Ah|Heh|Ooh|Aha|Hey|Listen|Alright|Right|Enough|Seriously|Come on|Finally|Drop it|Forget|Wrong|Clue found|Guess what|Good news|Bless you|Thanks|Thank you|Yay|Please|Forgive me|Pardon me|With respect|Er|Meh|Nah|Dude|Man|Totally)\b|あの|えっと|その…|ねえ|うーん|よし|おっ|ふむ|さて|ほう|あらあら|まあ|そうねえ|おい|いいか|ったく|ちょっと|はあ|では|なるほど|そうですね)/u;

/** A hedge a register opens some of its variants with: said twice in one talk it reads as a tic. */
const HEDGE =
  /^(?:I'm afraid|I am afraid|I worry|I dare say|I truly|I really|I hate to|I'm sorry to|I'm not sure|I rather|I confess|Kinda|Honestly|Logically|Simply put)\b/u;

/**
 * Whether two pieces of one talk open with the same interjection or hedge ("Sorry but I agree with A.
 * Sorry but we should all vote for T."): the composer then tries other variants.
 */
export const repeatsFiller = (parts: readonly string[]): boolean => {
  const seen = new Set<string>();
  for (const part of parts) {
    const head = (OPENS_WITH_INTERJECTION.exec(part) ?? HEDGE.exec(part))?.[0].toLowerCase();
    if (head === undefined) continue;
    if (seen.has(head)) return true;
    seen.add(head);
  }
  return false;
};

const echoPatterns = new Map<string, RegExp>();
/** Whether a signature word's interjection is already said in the talk ("Sorry but … Sorry to say it."). */
const echoes = (signature: string, body: string): boolean => {
  const head = OPENS_WITH_INTERJECTION.exec(signature)?.[0];
  if (head === undefined) return false;
  let pattern = echoPatterns.get(head);
  if (pattern === undefined) {
    pattern = new RegExp(/^[A-Za-z]/u.test(head) ? `\\b${head}\\b` : head, 'iu');
    echoPatterns.set(head, pattern);
  }
  return pattern.test(body);
};

/** The talk with its signature words, longest first (the caller takes the first that fits), ending with none. */
export const withSignature = (body: string, words: SignatureWords, voice: Voice): readonly string[] => {
  const joiner = voice.lang === 'ja' ? '' : ' ';
  const opened =
    words.opener === undefined || OPENS_WITH_INTERJECTION.test(body) || echoes(words.opener, body)
      ? undefined
      : `${words.opener}${joiner}${body}`;
  // A closer after a question buries it ("Who do you suspect? Period.", "… who is the wolf? Tell us! Hehe."): the
  // question ends the talk.
  const closed = (text: string): string | undefined =>
    words.closer === undefined || /[?？][^?？]{0,15}$/u.test(text) || echoes(words.closer, body)
      ? undefined
      : `${text}${joiner}${words.closer}`;
  // Opener and closer of one flavour may share a word ("Sorry." … "Sorry to say it."): then one of them.
  const both = opened === undefined || echoes(words.closer ?? '', words.opener ?? '') ? undefined : closed(opened);
  const texts = [both, opened, closed(body), body];
  return texts.filter((text): text is string => text !== undefined);
};

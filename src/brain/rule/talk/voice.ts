import type { Language } from '../../brain.ts';
import { createRandom } from '../../../random.ts';

/**
 * How one character speaks for a whole game. The same registers serve both languages: in Japanese they
 * choose the first person, the sentence endings and how others are named; in English the tone and the
 * words around the facts (see the phrase books beside this file).
 */
export const REGISTERS = ['polite', 'formal', 'casual', 'gentle', 'rough', 'elder', 'child'] as const;
export type Register = (typeof REGISTERS)[number];

export type Voice = {
  readonly lang: Language;
  readonly register: Register;
  readonly female: boolean;
  /** 私, 僕, 俺, わし…; `I` in English. */
  readonly firstPerson: string;
  /** What follows another agent's name: さん, or nothing for a blunt speaker (and always in English). */
  readonly honorific: string;
  /** A per-character habit (0–3): which openers and closers it favours, so two speakers of one register differ. */
  readonly habit: number;
};

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
    /負けず嫌い|自信|強気|挑発|計算高|頑固|皮肉|豪快|短気|competitive|confident|self-assured|provocative|stubborn|sarcastic|bold|brash|calculating/giu,
  ],
  ['formal', /礼儀|知的|思慮|謎め|上品|丁寧|polite|intelligent|thoughtful|enigmatic|refined|courteous/giu],
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
  if (profile.age !== undefined && profile.age <= 12) return 'child';
  const text = profile.personality ?? '';
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

const FIRST_PERSON: Readonly<Record<Register, readonly [male: string, female: string]>> = {
  polite: ['私', '私'],
  formal: ['私', 'わたくし'],
  casual: ['僕', 'あたし'],
  gentle: ['僕', '私'],
  rough: ['俺', 'あたし'],
  elder: ['わし', 'わたし'],
  child: ['ぼく', 'あたし'],
};

/**
 * The voice of `self` for this game: from the profile when there is one (age, gender, personality),
 * else drawn from the seed. Deterministic: the same profile, name and seed give the same voice.
 */
export const voiceOf = (options: { lang: Language; self: string; seed: string; profile?: string }): Voice => {
  const random = createRandom(`voice/${options.seed}/${options.self}`);
  const profile = parseProfile(options.profile);
  const register = (profile === undefined ? undefined : registerOf(profile)) ?? random.pick(REGISTERS) ?? 'polite';
  const female = profile?.female ?? random.next() < 0.5;
  const habit = random.int(4);
  if (options.lang === 'en') return { lang: 'en', register, female, firstPerson: 'I', honorific: '', habit };
  const firstPerson = FIRST_PERSON[register][female ? 1 : 0];
  return { lang: 'ja', register, female, firstPerson, honorific: register === 'rough' ? '' : 'さん', habit };
};

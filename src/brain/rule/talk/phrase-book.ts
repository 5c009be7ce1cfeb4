import type { Random } from '../../../random.ts';
import { endingOf, inJapaneseVoice } from './endings.ts';
import { inEnglishVoice } from './english-voice.ts';
import { EN_VOICE_PHRASES } from './voice-phrases.ts';
import type { Voice } from './voice.ts';

/** A piece of a talk: the phrase-book kind to say and the values that fill its slots (`{t}`, `{a}`, …). */
export type Piece = { readonly kind: string; readonly values: Readonly<Record<string, string>> };

/**
 * Variants per piece kind; a variant may start with `[register|register.f|register:1]` to keep it to those
 * voices (`.f`: women of the register; `:1`: the register's flavour 1, English).
 */
export type PhraseBook = Readonly<Record<string, readonly string[]>>;

/**
 * One variant usable by a voice: its id (`kind#index`, the skeleton a game must not repeat), its text,
 * the text split at its `{key}` slots (literal text at even places, keys at odd ones) for `fill`, and
 * whether it is kept to the voice's register (a register's own words are tried before shared ones).
 */
export type Variant = {
  readonly id: string;
  readonly template: string;
  readonly parts: readonly string[];
  readonly voiced: boolean;
  /** Kept to the voice's flavour too (`[register:n]`): tried before the register's other variants. */
  readonly flavoured: boolean;
};

/** The registers' own variants per language (voice-phrases.ts), added to whichever book is asked. */
const VOICE_BOOKS: Readonly<Record<string, PhraseBook>> = { en: EN_VOICE_PHRASES };

const SLOT = /\{([^{}]+)\}/gu;

/** `template` split at its slots: the literal text before each `{key}`, the key, …, the text after the last. */
const partsOf = (template: string): string[] => {
  const parts: string[] = [];
  let from = 0;
  for (const slot of template.matchAll(SLOT)) {
    parts.push(template.slice(from, slot.index), slot[1]!);
    from = slot.index + slot[0].length;
  }
  parts.push(template.slice(from));
  return parts;
};

const FILTER = /^\[([^\]]+)\]/u;

const keeps = (filter: string, voice: Voice): boolean =>
  filter.split('|').some((entry) => {
    const [head, flavour] = entry.split(':');
    const [register, gender] = head!.split('.');
    return (
      register === voice.register &&
      (gender === undefined || (gender === 'f') === voice.female) &&
      (flavour === undefined || Number(flavour) === voice.flavour)
    );
  });

const variantsCache = new WeakMap<PhraseBook, Map<string, Map<string, readonly Variant[]>>>();
/**
 * The same by voice object, so an ask builds no key: the composer looks up and orders the variants of
 * every piece of every shape it tries, 3.2 % of a 5-player ja game in a profile of the shipped arena
 * bench (with `orderedVariants` below); a game keeps one voice object per speaker.
 */
const byVoiceCache = new WeakMap<PhraseBook, WeakMap<Voice, Map<string, readonly Variant[]>>>();

/** The variants of `kind` this voice may use (register-specific ones plus the shared ones). */
export const variantsOf = (book: PhraseBook, kind: string, voice: Voice): readonly Variant[] => {
  let voices = byVoiceCache.get(book);
  if (voices === undefined) {
    voices = new WeakMap();
    byVoiceCache.set(book, voices);
  }
  let kinds = voices.get(voice);
  if (kinds === undefined) {
    kinds = new Map();
    voices.set(voice, kinds);
  }
  const known = kinds.get(kind);
  if (known !== undefined) return known;
  const variants = variantsByRegister(book, kind, voice);
  kinds.set(kind, variants);
  return variants;
};

/** A voice's register, gender and flavour as one key, made once per voice object. */
const registerKeys = new WeakMap<Voice, string>();
const registerKeyOf = (voice: Voice): string => {
  let key = registerKeys.get(voice);
  if (key === undefined) {
    key = `${voice.register}/${voice.female ? 'f' : 'm'}/${voice.flavour ?? ''}`;
    registerKeys.set(voice, key);
  }
  return key;
};

const variantsByRegister = (book: PhraseBook, kind: string, voice: Voice): readonly Variant[] => {
  let byRegister = variantsCache.get(book);
  if (byRegister === undefined) {
    byRegister = new Map();
    variantsCache.set(book, byRegister);
  }
  // By register key, then by kind: a key joined per ask was a new string hashed on every lookup (1.1 % of
  // a 5-player ja game in a profile of the shipped bundle, each game's voices being new objects).
  const registerKey = registerKeyOf(voice);
  let byKind = byRegister.get(registerKey);
  if (byKind === undefined) {
    byKind = new Map();
    byRegister.set(registerKey, byKind);
  }
  const cached = byKind.get(kind);
  if (cached !== undefined) return cached;
  const variants: Variant[] = [];
  const add = (texts: readonly string[], prefix: string): void =>
    texts.forEach((text, index) => {
      const filter = FILTER.exec(text);
      if (filter !== null && !keeps(filter[1]!, voice)) return;
      const template = filter === null ? text : text.slice(filter[0].length);
      variants.push({
        id: `${kind}#${prefix}${index}`,
        template,
        parts: partsOf(template),
        voiced: filter !== null,
        flavoured: filter !== null && filter[1]!.includes(':'),
      });
    });
  add(book[kind] ?? [], '');
  add(VOICE_BOOKS[voice.lang]?.[kind] ?? [], 'v');
  byKind.set(kind, variants);
  return variants;
};

/**
 * The variants in the order to try them: the ones this speaker used least first, its flavour's own
 * before its register's before shared ones, shuffled among equals by the seeded random, then rotated by the voice's habit so
 * two speakers differ.
 */
export const orderedVariants = (
  variants: readonly Variant[],
  used: ReadonlyMap<string, number>,
  random: Random,
  voice: Voice,
): Variant[] => {
  const shuffled = random.shuffle(variants);
  const count = shuffled.length;
  if (count === 0) return shuffled;
  // Rotated and stably sorted by uses in one pass, each use looked up once (see byVoiceCache for the profile).
  const shift = voice.habit % count;
  const rotated = new Array<Variant>(count);
  const uses = new Array<number>(count);
  for (let index = 0; index < count; index++) {
    const variant = shuffled[(index + shift) % count]!;
    // Fewer uses first; among equal uses the flavour's own variants, then the register's.
    const use = (used.get(variant.id) ?? 0) * 3 + (variant.flavoured ? 0 : variant.voiced ? 1 : 2);
    // Insertion sort: stable, as Array.prototype.sort is, so equal uses keep the rotated order.
    let at = index;
    while (at > 0 && uses[at - 1]! > use) {
      rotated[at] = rotated[at - 1]!;
      uses[at] = uses[at - 1]!;
      at--;
    }
    rotated[at] = variant;
    uses[at] = use;
  }
  return rotated;
};

/**
 * Fills a variant: values first, then the register's endings (a slot neither names stays as written);
 * English in the voice's words and contractions (english-voice.ts), sentences starting upper-case. From the variant's parts, not a replace over its template: the
 * composer fills every piece of every shape it tries, and the replace was 4.6 % of a 5-player ja game in
 * a profile of the shipped arena bench.
 */
export const fill = (variant: Variant, voice: Voice, values: Readonly<Record<string, string>>): string => {
  const { parts } = variant;
  let text = parts[0]!;
  for (let index = 1; index < parts.length; index += 2) {
    const key = parts[index]!;
    text +=
      (key === 'I'
        ? voice.firstPerson
        : (values[key] ??
          (key === 'think' ? voice.think : undefined) ??
          endingOf(voice.lang, key, voice.register, voice.female, voice.shade) ??
          `{${key}}`)) + parts[index + 1]!;
  }
  // An ending that brings its own mark (！) needs no period after it.
  const marked = text.replaceAll('！。', '！');
  return voice.lang === 'en' ? capitalise(inEnglishVoice(marked, voice)) : inJapaneseVoice(marked, voice);
};

const capitalise = (text: string): string =>
  text.replace(/(^|[.!?]\s+)([a-z])/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

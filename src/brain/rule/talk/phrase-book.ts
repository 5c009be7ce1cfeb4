import type { Random } from '../../../random.ts';
import { endingOf } from './endings.ts';
import type { Voice } from './voice.ts';

/** Variants per piece kind; a variant may start with `[register|register.f]` to keep it to those voices. */
export type PhraseBook = Readonly<Record<string, readonly string[]>>;

/** One variant usable by a voice: its id (`kind#index`, the skeleton a game must not repeat) and text. */
export type Variant = { readonly id: string; readonly template: string };

const FILTER = /^\[([^\]]+)\]/u;

const keeps = (filter: string, voice: Voice): boolean =>
  filter.split('|').some((entry) => {
    const [register, gender] = entry.split('.');
    return register === voice.register && (gender === undefined || (gender === 'f') === voice.female);
  });

const variantsCache = new WeakMap<PhraseBook, Map<string, readonly Variant[]>>();

/** The variants of `kind` this voice may use (register-specific ones plus the shared ones). */
export const variantsOf = (book: PhraseBook, kind: string, voice: Voice): readonly Variant[] => {
  let byVoice = variantsCache.get(book);
  if (byVoice === undefined) {
    byVoice = new Map();
    variantsCache.set(book, byVoice);
  }
  const key = `${kind}/${voice.register}/${voice.female ? 'f' : 'm'}`;
  const cached = byVoice.get(key);
  if (cached !== undefined) return cached;
  const variants: Variant[] = [];
  (book[kind] ?? []).forEach((text, index) => {
    const filter = FILTER.exec(text);
    if (filter !== null && !keeps(filter[1]!, voice)) return;
    variants.push({ id: `${kind}#${index}`, template: filter === null ? text : text.slice(filter[0].length) });
  });
  byVoice.set(key, variants);
  return variants;
};

/**
 * The variants in the order to try them: the ones this speaker used least first, shuffled among
 * equals by the seeded random, then rotated by the voice's habit so two speakers differ.
 */
export const orderedVariants = (
  variants: readonly Variant[],
  used: ReadonlyMap<string, number>,
  random: Random,
  voice: Voice,
): Variant[] => {
  const shuffled = random.shuffle(variants);
  const rotated =
    shuffled.length === 0
      ? shuffled
      : [...shuffled.slice(voice.habit % shuffled.length), ...shuffled.slice(0, voice.habit % shuffled.length)];
  return rotated.sort((left, right) => (used.get(left.id) ?? 0) - (used.get(right.id) ?? 0));
};

/** Fills a template: values first, then the register's endings; English sentences start upper-case. */
export const fill = (template: string, voice: Voice, values: Readonly<Record<string, string>>): string => {
  const text = template.replace(/\{([^{}]+)\}/gu, (whole, key: string) => {
    if (key === 'I') return voice.firstPerson;
    const value = values[key];
    if (value !== undefined) return value;
    return endingOf(voice.lang, key, voice.register, voice.female) ?? whole;
  });
  // An ending that brings its own mark (！) needs no period after it.
  const marked = text.replaceAll('！。', '！');
  return voice.lang === 'en' ? capitalise(marked) : marked;
};

const capitalise = (text: string): string =>
  text.replace(/(^|[.!?]\s+)([a-z])/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

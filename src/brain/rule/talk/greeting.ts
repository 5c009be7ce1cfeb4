// The day-0 greeting. Apart from compose-talk.ts because a greeting says nothing of the game: no move, reason
// or reply, only the voice and the seat's place at the table.
import type { Random } from '../../../random.ts';
import { fill, type Variant, variantsOf } from './phrase-book.ts';
import { PHRASE_BOOKS } from './phrase-books.ts';
import { tableSlot, type Voice } from './voice.ts';

/**
 * The day-0 greeting in the speaker's voice: an introduction and a remark, the pair taken by the seat's
 * place at the table (`across` picks the introduction, `down` the remark, as the voice's markers are
 * picked), so no two seats of one register greet alike even when they speak in the same turn; turned by
 * the table, so tables differ. A pair another agent already said with its own name in it, or one that does
 * not fit, gives way to the next. Without a table, a random pair.
 */
export const composeGreeting = (
  voice: Voice,
  self: string,
  random: Random,
  table: { readonly said: readonly string[]; readonly names: readonly string[] } = { said: [], names: [] },
  fits: (text: string) => boolean = () => true,
): string | undefined => {
  const names = [...table.names, self].sort((left, right) => right.length - left.length);
  const masked = (text: string): string => names.reduce((result, name) => result.replaceAll(name, '\u0000'), text);
  const heard = new Set(table.said.map(masked));
  const book = PHRASE_BOOKS[voice.lang];
  const intros = ownFlavourFirst(variantsOf(book, 'greeting', voice));
  const remarks = ownFlavourFirst(variantsOf(book, 'greeting-remark', voice));
  if (intros.length === 0) return undefined;
  const seats = [...new Set(names)];
  const place = seats.length > 1 ? tableSlot(self, seats) : -1;
  const turn = place === -1 ? random.int(1 << 16) : tableTurn(seats);
  const down = (place + Math.floor(place / 3)) % 3;
  // A flavour's own introductions are shared only by seats of that flavour (one `across`): `down` tells
  // them apart. The register's introductions are shared by the whole register: `across` does.
  const firstIntro = place === -1 ? turn : (intros[0]?.flavoured === true ? down : place % 3) + turn;
  const firstRemark = place === -1 ? random.int(1 << 16) : down + turn;
  const joiner = voice.lang === 'ja' ? '' : ' ';
  let fallback: string | undefined;
  for (let step = 0; step < intros.length * Math.max(1, remarks.length); step++) {
    const intro = intros[(firstIntro + Math.floor(step / Math.max(1, remarks.length))) % intros.length]!;
    const remark = remarks.length === 0 ? undefined : remarks[(firstRemark + step) % remarks.length]!;
    const text = fill(intro, voice, { n: self }) + (remark === undefined ? '' : joiner + fill(remark, voice, {}));
    if (!fits(text)) continue;
    fallback ??= text;
    if (!heard.has(masked(text))) return text;
  }
  return fallback;
};

/** The variants kept to the speaker's flavour (`[polite:1]`) when it has any, else all it may say. */
const ownFlavourFirst = (variants: readonly Variant[]): readonly Variant[] => {
  const own = variants.filter((variant) => variant.flavoured);
  return own.length > 0 ? own : variants;
};

/** A number every seat of the table works out alike from the names: which pairs of greetings it starts at. */
const tableTurn = (seats: readonly string[]): number => {
  let hash = 0x811c9dc5;
  for (const char of [...seats].sort().join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 997;
};

import type { Sentence } from '../../protocol/index.ts';
import type { Language } from '../../vocabulary/languages.ts';
import { type ReadTalk, readingForm } from './reading-form.ts';
import { READING_PRECISION } from './reading-precision-table.ts';

/**
 * How sure a form of reading is: how often the rules were right on it in the labelled 2025 contest talk (`npm
 * run bench -- reading-precision`), drawn toward its kin by as many readings as `prior` (a form's kin is the
 * same form without its last word: `ESTIMATE WEREWOLF named-alone` → `ESTIMATE WEREWOLF` → `ESTIMATE` → all
 * readings in that language), so a form read 1,000 times is judged by its own record, one read 15 times mostly
 * by its kin's; then its record on the corpus's test slice, drawn toward that figure the same way. The rules
 * are tuned on the 2025 talk, the test slice less (it is the games the learned reader never trains on): a form
 * whose misreadings were fixed one by one reads right on the whole corpus, and the test slice still tells if
 * it reads right on lines nobody looked at. What we say about another player as a fact ("A suspects B", "A
 * claimed seer", "A's result on B") is said only from a form judged at least `precision` right: a wrong one
 * is the fact judges hold against a line most.
 */
export const SURE_PRECISION = { precision: 0.96, prior: 20 } as const;

/**
 * What is said from the reading: the clause itself as a `fact` ("A claimed seer", "A's result on B is
 * human"), or only what it says about the player named, as a `stance` ("A goes after B", "A vouches for B").
 */
export type SureAs = 'fact' | 'stance';

type Counts = { read: number; fact: number; stance: number };

const rightOf = (counts: Counts | undefined, as: SureAs): number =>
  counts === undefined ? 0 : as === 'fact' ? counts.fact : counts.stance;

/** The counts of every form and of each of its kin (its first words; the language alone is the widest). */
let pooled: Map<string, Counts> | undefined;
/** Each form's counts on the test slice alone. */
const tested = new Map<string, Counts>();
const pooledCounts = (): Map<string, Counts> => {
  if (pooled !== undefined) return pooled;
  const sums = new Map<string, Counts>();
  for (const [form, [read, fact, stance, testRead, testFact, testStance]] of Object.entries(READING_PRECISION)) {
    tested.set(form, { read: testRead, fact: testFact, stance: testStance });
    const words = form.split(' ');
    for (let length = 1; length <= words.length; length++) {
      const key = words.slice(0, length).join(' ');
      const sum = sums.get(key) ?? { read: 0, fact: 0, stance: 0 };
      sum.read += read;
      sum.fact += fact;
      sum.stance += stance;
      sums.set(key, sum);
    }
  }
  pooled = sums;
  return sums;
};

const judged = new Map<string, number>();

/** How often a reading of this form (`lang form`, or a kin of it) is right, drawn toward its kin's figure. */
const precisionOf = (key: string, as: SureAs): number => {
  const memo = `${as}\u0000${key}`;
  const known = judged.get(memo);
  if (known !== undefined) return known;
  const counts = pooledCounts().get(key);
  const cut = key.lastIndexOf(' ');
  const kin = cut === -1 ? undefined : precisionOf(key.slice(0, cut), as);
  const read = counts?.read ?? 0;
  const right = rightOf(counts, as);
  // The language as a whole has no kin: its own record (nothing read at all: nothing is sure).
  const value =
    kin === undefined
      ? read === 0
        ? 0
        : right / read
      : (right + SURE_PRECISION.prior * kin) / (read + SURE_PRECISION.prior);
  judged.set(memo, value);
  return value;
};

/** How often the rules are right on a clause of this form read from talk in `lang` (see SURE_PRECISION). */
export const formPrecision = (lang: Language, form: string, as: SureAs): number => {
  const key = `${lang} ${form}`;
  const whole = precisionOf(key, as);
  const slice = tested.get(key);
  return (rightOf(slice, as) + SURE_PRECISION.prior * whole) / ((slice?.read ?? 0) + SURE_PRECISION.prior);
};

/**
 * Each form's verdict by the way it is said, then language, then form: the talk asks it of every claim,
 * result and suspicion each turn, and joining the keys `formPrecision` looks its figures up by, each time,
 * was 1.3 % of a 5-player ja game in a profile of the shipped arena bench.
 */
const verdicts: Record<SureAs, Map<Language, Map<string, boolean>>> = { fact: new Map(), stance: new Map() };

/** Whether a clause of this form, read by the rules from talk in `lang`, is sure enough to state. */
export const isSureForm = (lang: Language, form: string, as: SureAs): boolean => {
  let forms = verdicts[as].get(lang);
  if (forms === undefined) {
    forms = new Map();
    verdicts[as].set(lang, forms);
  }
  let sure = forms.get(form);
  if (sure === undefined) {
    sure = formPrecision(lang, form, as) >= SURE_PRECISION.precision;
    forms.set(form, sure);
  }
  return sure;
};

/** A clause's verdicts, for the talk it was last asked of (readings are shared objects, `readonly` throughout). */
type ClauseVerdicts = {
  readonly text: string;
  readonly speaker: number;
  readonly roster: ReadTalk['roster'];
  readonly lang: Language;
  fact?: boolean;
  stance?: boolean;
};

/**
 * By the clause object: every seat asks of the same reading (the brains share one reading of each talk) on
 * every turn, and the clause's form looks for every name of the table in its talk (with the verdicts above,
 * the sayable record's checks went from 1.9 to 0.9 % of a 5-player ja game in the same profile).
 */
const clauseVerdicts = new WeakMap<Sentence, ClauseVerdicts>();

/** Whether the clause read from `talk` is sure (see readingForm for what tells the forms apart). */
export const isSureClause = (lang: Language, clause: Sentence, talk: ReadTalk, as: SureAs): boolean => {
  let known = clauseVerdicts.get(clause);
  if (
    known === undefined ||
    known.text !== talk.text ||
    known.speaker !== talk.speaker ||
    known.roster !== talk.roster ||
    known.lang !== lang
  ) {
    known = { text: talk.text, speaker: talk.speaker, roster: talk.roster, lang };
    clauseVerdicts.set(clause, known);
  }
  const verdict = known[as];
  if (verdict !== undefined) return verdict;
  const sure = isSureForm(lang, readingForm(clause, talk), as);
  known[as] = sure;
  return sure;
};

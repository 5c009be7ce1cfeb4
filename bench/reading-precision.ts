// `npm run bench -- reading-precision [--min N] [--write | --check] [--list 'ja FORM']`: how often the rules reader is right, per
// language and form of reading (src/brain/reading/reading-form.ts: the clause's verb with its role,
// species or asked verb, whether its subject is another player, whether the player it is about is named
// in the text), on the labelled 2025 contest talk (`loadCorpus`, never the held-out folders): every
// clause the rules alone read (learned reader off) counted right when the line's labels hold it (AND,
// BECAUSE and DAY opened on both sides, each label used once). Prints read / right / precision on the
// whole corpus and on its test slice (games the learned reader never trains on; the rules were tuned on
// much of the corpus, so the whole-corpus figure is the optimistic one), forms with fewer than N
// readings (default 5) left out of the table but counted in the totals, and which forms the talk and the
// prompt state as facts (from the shipped table: after `--write`, run again). `--write` writes the whole-corpus counts to
// src/brain/reading/reading-precision-table.ts (what `sureReading` reads); `--check` fails when that
// file differs from a fresh count. `--list 'ja ESTIMATE WEREWOLF named among others'` prints each reading of
// that form the labels do not hold word for word (`*` before it: not as a stance either), with the labels and line.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readingForm, type Stance, stanceOf } from '../src/brain/reading/reading-form.ts';
import { formPrecision, isSureForm, SURE_PRECISION } from '../src/brain/reading/sure-reading.ts';
import { understand } from '../src/nl/index.ts';
import { createRoster, forEachStatedClause, parse, print, type Sentence } from '../src/protocol/index.ts';
import type { RealTalkExample } from '../test/nl/real-talk/hand-labelled.ts';
import { loadCorpus } from '../test/nl/real-talk/training-corpus.ts';

type Tally = { read: number; right: number; stance: number };
type Table = Map<string, Tally>;

const args = process.argv.slice(2);
const minAt = args.indexOf('--min');
const min = minAt === -1 ? 5 : Number(args[minAt + 1]);
const listAt = args.indexOf('--list');
const listed = listAt === -1 ? undefined : args[listAt + 1];

const clausesOf = (sentences: readonly Sentence[]): Sentence[] => {
  const clauses: Sentence[] = [];
  forEachStatedClause(sentences, (clause) => clauses.push(clause));
  return clauses;
};

const labelsOf = (example: RealTalkExample): string[] =>
  example.expected.flatMap((text) => {
    const parsed = parse(text);
    return parsed.ok ? clausesOf([parsed.value]).map(print) : [text];
  });

/** What the labels say about the players they name, as the talk takes it up (subject the speaker). */
const stancesOf = (example: RealTalkExample): Stance[] =>
  example.expected.flatMap((text) => {
    const parsed = parse(text);
    if (!parsed.ok) return [];
    return clausesOf([parsed.value]).flatMap((clause) =>
      'subject' in clause && clause.subject !== undefined
        ? []
        : [stanceOf(clause)].filter((stance) => stance !== undefined),
    );
  });

const sameStance = (left: Stance, right: Stance): boolean => left.type === right.type && left.on === right.on;

const count = (examples: readonly RealTalkExample[]): Table => {
  const table: Table = new Map();
  for (const example of examples) {
    const roster = createRoster(example.names);
    const speaker = roster.numberOf(example.speaker) ?? 0;
    const read = understand({
      text: example.text,
      speaker: example.speaker,
      roster,
      lang: example.lang,
      recentTalks: example.recentTalks,
      learned: false,
    });
    const remaining = labelsOf(example);
    const stances = stancesOf(example);
    for (const clause of clausesOf(read)) {
      const form = `${example.lang} ${readingForm(clause, { text: example.text, speaker, roster })}`;
      const tally = table.get(form) ?? { read: 0, right: 0, stance: 0 };
      tally.read++;
      const at = remaining.indexOf(print(clause));
      const stance = stanceOf(clause);
      if (at !== -1) {
        remaining.splice(at, 1);
        tally.right++;
      }
      // As the talk takes it up: "A goes after B" is right when A's line went after B in any form.
      const asStance = at !== -1 || (stance !== undefined && stances.some((label) => sameStance(label, stance)));
      if (asStance) tally.stance++;
      table.set(form, tally);
      if (form === listed && at === -1 && examples !== corpus.test)
        console.log(
          `${asStance ? ' ' : '*'} ${print(clause)} | labels: ${example.expected.join('; ')} | ${example.speaker}: ${example.text}`,
        );
    }
  }
  return table;
};

const corpus = loadCorpus();
const all = count([...corpus.train, ...corpus.test]);
const test = count(corpus.test);

const ratio = (part: number, whole: number): string => (whole === 0 ? '    –' : (part / whole).toFixed(3));
const cell = (tally: Tally | undefined): string =>
  tally === undefined
    ? `${'0'.padStart(5)}     –     –`
    : `${String(tally.read).padStart(5)} ${ratio(tally.right, tally.read)} ${ratio(tally.stance, tally.read)}`;
const sum = (table: Table, lang: string): Tally => {
  const total: Tally = { read: 0, right: 0, stance: 0 };
  for (const [form, tally] of table) {
    if (!form.startsWith(`${lang} `)) continue;
    total.read += tally.read;
    total.right += tally.right;
    total.stance += tally.stance;
  }
  return total;
};

for (const lang of ['ja', 'en'] as const) {
  const forms = [...all].filter(([form]) => form.startsWith(`${lang} `)).sort((a, b) => b[1].read - a[1].read);
  console.log(
    `\n${lang}: form — all 2025: read, P exact, P as a stance — test slice: the same — judged as a fact, as a stance`,
  );
  for (const [form, tally] of forms) {
    if (tally.read < min) continue;
    const bare = form.slice(3);
    const judged = (as: 'fact' | 'stance'): string =>
      `${formPrecision(lang, bare, as).toFixed(3)}${isSureForm(lang, bare, as) ? ' sure' : '     '}`;
    const sure = `${judged('fact')}  ${judged('stance')}`;
    console.log(`${form.slice(3).padEnd(38)} ${cell(tally)}   ${cell(test.get(form))}   ${sure}`);
  }
  console.log(`${'ALL'.padEnd(38)} ${cell(sum(all, lang))}   ${cell(sum(test, lang))}`);
}
console.log(
  `\njudged: precision on all 2025 drawn toward the form's kin by ${SURE_PRECISION.prior} readings, then the test slice's drawn toward that by as many; sure at ≥ ${SURE_PRECISION.precision}`,
);

const tablePath = join(import.meta.dirname, '../src/brain/reading/reading-precision-table.ts');
const rendered = [
  '// Written by `npm run bench -- reading-precision --write` (bench/reading-precision.ts): per language and form of',
  '// reading (reading-form.ts), how many clauses the rules read on the labelled 2025 contest talk, how many the',
  '// labels hold word for word, and how many say what the labels say about the player named (its stance).',
  '',
  '/** `lang form` → [read, right word for word, right as a stance] on all of it, then the same on its test slice. */',
  'export const READING_PRECISION: Readonly<Record<string, readonly [number, number, number, number, number, number]>> = {',
  ...[...all]
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    .map(([form, tally]) => {
      const slice = test.get(form) ?? { read: 0, right: 0, stance: 0 };
      return `  '${form}': [${tally.read}, ${tally.right}, ${tally.stance}, ${slice.read}, ${slice.right}, ${slice.stance}],`;
    }),
  '};',
  '',
].join('\n');
if (args.includes('--write')) {
  writeFileSync(tablePath, rendered);
  console.log(`wrote ${tablePath}`);
}
if (args.includes('--check')) {
  const same = readFileSync(tablePath, 'utf8') === rendered;
  console.log(same ? 'the shipped table matches a fresh count' : 'the shipped table differs from a fresh count');
  if (!same) process.exitCode = 1;
}

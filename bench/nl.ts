// `npm run bench -- nl`: precision and recall of the rule-based understanding per language and
// sentence kind (labelled set and held-out set in test/nl/), and utterances understood per second.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, understand } from '../src/nl/index.ts';
import { createRoster } from '../src/protocol/index.ts';
import { type Counts, evaluate, LABELLED, precisionOf, recallOf } from '../test/nl/evaluation.ts';

const percent = (value: number): string => value.toFixed(3);
const row = (name: string, counts: Counts): string =>
  `${name.padEnd(22)} ${String(counts.expected).padStart(5)} ${String(counts.predicted).padStart(5)} ${String(counts.truePositives).padStart(5)}  ${percent(precisionOf(counts))}  ${percent(recallOf(counts))}`;

for (const lang of ['ja', 'en'] as const) {
  for (const set of ['labelled', 'held-out'] as const) {
    const result = evaluate(lang, set);
    console.log(`\n${lang} ${set} set — kind, expected, predicted, correct, precision, recall`);
    for (const [kind, counts] of [...result.byKind].sort(([left], [right]) => left.localeCompare(right))) {
      console.log(row(kind, counts));
    }
    console.log(row('ALL', result.overall));
  }
}

/** Speed: every labelled utterance, then every talk line of the real contest logs. */
const LOGS = join(import.meta.dirname, '../../shared/fixtures/aiwolfdial-logs');
const logTalks = (): { lang: Language; names: string[]; speaker: string; text: string }[] => {
  if (!existsSync(LOGS)) return [];
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.log')) files.push(path);
    }
  };
  walk(LOGS);
  return files.flatMap((file) => {
    const names: string[] = [];
    const talks: { lang: Language; names: string[]; speaker: string; text: string }[] = [];
    for (const line of readFileSync(file, 'utf8').split(/\r?\n/u)) {
      const fields = line.split(',');
      if (fields[1] === 'status' && fields[0] === '0') names[Number(fields[2]) - 1] = fields[6] ?? '';
      if (fields[1] === 'talk') {
        const speaker = names[Number(fields[4]) - 1] ?? '';
        talks.push({ lang: file.includes('_en_') ? 'en' : 'ja', names, speaker, text: fields.slice(5).join(',') });
      }
    }
    return talks;
  });
};

const speed = (label: string, items: { lang: Language; names: readonly string[]; speaker: string; text: string }[]) => {
  const rosters = new Map<readonly string[], ReturnType<typeof createRoster>>();
  const rosterOf = (names: readonly string[]) =>
    rosters.get(names) ?? rosters.set(names, createRoster(names)).get(names)!;
  for (const item of items.slice(0, 200)) understand({ ...item, roster: rosterOf(item.names) });
  const started = performance.now();
  let found = 0;
  for (const item of items) found += understand({ ...item, roster: rosterOf(item.names) }).length;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${items.length} utterances in ${seconds.toFixed(3)} s = ${Math.round(items.length / seconds)} utterances/s, ` +
      `${((seconds * 1e6) / Math.max(1, items.length)).toFixed(0)} µs each, ${found} sentences`,
  );
};

console.log('');
const labelled = (['ja', 'en'] as const).flatMap((lang) =>
  LABELLED[lang].examples.map(([speaker, text]) => ({ lang, names: LABELLED[lang].names, speaker, text })),
);
speed('labelled sets x20', Array.from({ length: 20 }, () => labelled).flat());
speed('real contest logs', logTalks());

// `npm run bench -- nl-readings save|check FILE [--learned]`: the rules' readings (the learned reader off unless
// `--learned`) of every talk and whisper line of the contest
// logs (both languages, all folders), every labelled sample under test/nl/ and the seeded adversarial
// corpus of test/nl/worst-case/, written to FILE (`save`) or compared with FILE (`check`, exit 1 on any
// difference). A rewrite of a rule for speed must leave every reading as it was: save before, check after.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, understand } from '../src/nl/index.ts';
import { createRoster, print, type Roster } from '../src/protocol/index.ts';
import { HELD_OUT, LABELLED } from '../test/nl/evaluation.ts';
import { recentTalksOf } from '../test/nl/labelled-example.ts';
import {
  ENGLISH_POLARITY,
  ENGLISH_POLARITY_NAMES,
  ENGLISH_POLARITY_SPEAKER,
  JAPANESE_POLARITY,
  JAPANESE_POLARITY_NAMES,
  JAPANESE_POLARITY_SPEAKER,
} from '../test/nl/polarity-cases.ts';
import { readGameLogs } from '../test/nl/real-talk/game-log.ts';
import type { RealTalkExample } from '../test/nl/real-talk/hand-labelled.ts';
import { adversarialCorpus } from '../test/nl/worst-case/adversarial-talk.ts';

type Item = {
  key: string;
  lang: Language;
  roster: Roster;
  speaker: string;
  text: string;
  recentTalks?: Parameters<typeof understand>[0]['recentTalks'];
};

const [mode, file] = process.argv.slice(3);
if ((mode !== 'save' && mode !== 'check') || file === undefined) {
  console.error('usage: npm run bench -- nl-readings save|check FILE');
  process.exit(2);
}

const rosters = new Map<string, Roster>();
const rosterOf = (names: readonly string[]): Roster => {
  const key = names.join('\u0000');
  return rosters.get(key) ?? rosters.set(key, createRoster(names)).get(key)!;
};

const items: Item[] = [];
for (const game of readGameLogs()) {
  const roster = rosterOf(game.names);
  for (const talk of game.talks) {
    const key = `${game.file}#${talk.whisper ? 'w' : 't'}${talk.day}/${talk.idx}`;
    items.push({ key, lang: game.lang, roster, speaker: talk.speaker, text: talk.text });
  }
}
for (const lang of ['ja', 'en'] as const) {
  const { names } = LABELLED[lang];
  const roster = rosterOf(names);
  const recentTalks = recentTalksOf(names);
  for (const [set, examples] of [
    ['labelled', LABELLED[lang].examples],
    ['held-out', HELD_OUT[lang]],
  ] as const) {
    examples.forEach(([speaker, text], index) => {
      items.push({ key: `${lang}-${set}#${index}`, lang, roster, speaker, text, recentTalks });
      items.push({ key: `${lang}-${set}#${index}-bare`, lang, roster, speaker, text });
    });
  }
}
const REAL_TALK = join(import.meta.dirname, '../test/nl/real-talk');
for (const set of readdirSync(REAL_TALK)
  .filter((name) => name.endsWith('.jsonl'))
  .sort()) {
  const lines = readFileSync(join(REAL_TALK, set), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  lines.forEach((line, index) => {
    const example = JSON.parse(line) as RealTalkExample;
    const roster = rosterOf(example.names);
    const base = { lang: example.lang, roster, speaker: example.speaker, text: example.text };
    items.push({ key: `${set}#${index}`, ...base, recentTalks: example.recentTalks });
  });
}
for (const [lang, cases, names, speaker] of [
  ['en', ENGLISH_POLARITY, ENGLISH_POLARITY_NAMES, ENGLISH_POLARITY_SPEAKER],
  ['ja', JAPANESE_POLARITY, JAPANESE_POLARITY_NAMES, JAPANESE_POLARITY_SPEAKER],
] as const) {
  cases.forEach((item, index) => {
    items.push({ key: `${lang}-polarity#${index}`, lang, roster: rosterOf(names), speaker, text: item.text });
  });
}
// NL_READINGS_CORPUS=0 leaves the adversarial corpus out (a baseline taken while some of it still hangs).
adversarialCorpus({ seed: 1, count: Number(process.env.NL_READINGS_CORPUS ?? 1500) }).forEach((item, index) => {
  items.push({
    key: `adversarial#${index}`,
    lang: item.lang,
    roster: rosterOf(item.names),
    speaker: item.speaker,
    text: item.text,
  });
});

const started = performance.now();
const readings: Record<string, string[]> = {};
for (const item of items) {
  readings[item.key] = understand({
    text: item.text,
    speaker: item.speaker,
    roster: item.roster,
    lang: item.lang,
    learned: process.argv.includes('--learned'),
    ...(item.recentTalks === undefined ? {} : { recentTalks: item.recentTalks }),
  }).map(print);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (mode === 'save') {
  writeFileSync(file, `${JSON.stringify(readings)}\n`);
  console.log(`${items.length} readings saved to ${file} (${seconds} s)`);
} else {
  if (!existsSync(file)) {
    console.error(`no saved readings at ${file}: run "save" before changing a rule`);
    process.exit(2);
  }
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const texts = new Map(items.map((item) => [item.key, item.text]));
  let differences = 0;
  for (const key of new Set([...Object.keys(saved), ...Object.keys(readings)])) {
    const before = JSON.stringify(saved[key] ?? null);
    const after = JSON.stringify(readings[key] ?? null);
    if (before === after) continue;
    differences += 1;
    if (differences <= 30)
      console.log(`${key}: ${before} → ${after}\n  ${JSON.stringify(texts.get(key)?.slice(0, 300))}`);
  }
  console.log(`${items.length} readings compared (${seconds} s): ${differences} differ`);
  process.exit(differences === 0 ? 0 : 1);
}

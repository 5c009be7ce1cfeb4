// `npm run bench -- nl`: precision and recall of the rule-based understanding per language and
// sentence kind (labelled set and held-out set in test/nl/), on hand-labelled real contest talk, the
// silver labels the contest logs give (true seer results, votes cast), and utterances per second.
import { type Language, understand } from '../src/nl/index.ts';
import { createRoster } from '../src/protocol/index.ts';
import { type Counts, evaluate, LABELLED, precisionOf, recallOf } from '../test/nl/evaluation.ts';
import { readGameLogs } from '../test/nl/real-talk/game-log.ts';
import { evaluateRealTalk } from '../test/nl/real-talk/hand-labelled.ts';
import { silverCounts } from '../test/nl/real-talk/silver-labels.ts';

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

console.log('\nreal contest talk, hand-labelled — set, utterances, expected, predicted, correct, precision, recall');
const ONE_LANGUAGE = {
  'ja-sample-3-tuned': 'ja',
  'ja-sample-3-fresh': 'ja',
  'ja-sample-4-tuned': 'ja',
  'ja-sample-4-fresh': 'ja',
  'ja-sample-5-tuned': 'ja',
  'ja-sample-5-fresh': 'ja',
  'en-sample-3-tuned': 'en',
  'en-sample-3-fresh': 'en',
  'en-sample-4-tuned': 'en',
  'en-sample-4-fresh': 'en',
  'en-sample-5-tuned': 'en',
  'en-sample-5-fresh': 'en',
  'en-sample-6-tuned': 'en',
  'en-sample-6-fresh': 'en',
} as const;
for (const set of [
  'tuned',
  'held-out',
  'held-out-2',
  'pre-registered',
  'post-tuning',
  'ja-sample-3-tuned',
  'ja-sample-3-fresh',
  'ja-sample-4-tuned',
  'ja-sample-4-fresh',
  'ja-sample-5-tuned',
  'ja-sample-5-fresh',
  'en-sample-3-tuned',
  'en-sample-3-fresh',
  'en-sample-4-tuned',
  'en-sample-4-fresh',
  'en-sample-5-tuned',
  'en-sample-5-fresh',
  'en-sample-6-tuned',
  'en-sample-6-fresh',
] as const) {
  for (const lang of ['ja', 'en'] as const) {
    if (set in ONE_LANGUAGE && ONE_LANGUAGE[set as keyof typeof ONE_LANGUAGE] !== lang) continue;
    const result = evaluateRealTalk(lang, set);
    console.log(`${row(`${lang} ${set}`, result.overall)}   (${result.utterances} utterances)`);
  }
}

const games = readGameLogs();
const ratio = (part: number, whole: number): string => `${part}/${whole} = ${percent(part / Math.max(1, whole))}`;
console.log('\nsilver labels from the contest logs');
for (const lang of ['ja', 'en'] as const) {
  const counts = silverCounts(games.filter((game) => game.lang === lang));
  console.log(
    `${lang}: true seer's DIVINED as logged ${ratio(counts.seerResultsRight, counts.seerResults)}; ` +
      `morning reports read ${ratio(counts.reported, counts.reportable)}; ` +
      `VOTE intention = vote cast ${ratio(counts.voteIntentionsKept, counts.voteIntentions)}`,
  );
}

/** Speed: every labelled utterance, then every talk line of the real contest logs. */
const logTalks = (): { lang: Language; names: readonly string[]; speaker: string; text: string }[] =>
  games.flatMap((game) =>
    game.talks
      .filter((talk) => !talk.whisper)
      .map((talk) => ({ lang: game.lang, names: game.names, speaker: talk.speaker, text: talk.text })),
  );

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

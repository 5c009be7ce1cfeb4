import { evaluateRealTalk } from '/work/wt-nlja/test/nl/real-talk/hand-labelled.ts';
const sets = (process.argv[2] ?? 'ja-round4-pre').split(',');
const verbose = process.argv[3] === 'v';
for (const set of sets) {
  const { overall, mistakes } = evaluateRealTalk('ja', set as never);
  const p = overall.truePositives / Math.max(1, overall.predicted), r = overall.truePositives / Math.max(1, overall.expected);
  console.log(`${set}: P ${p.toFixed(3)} (${overall.truePositives}/${overall.predicted}) R ${r.toFixed(3)} (${overall.truePositives}/${overall.expected})`);
  if (verbose) for (const m of mistakes) console.log(' ', m.speaker, '|', m.text.slice(0, 200), '\n     MISS', JSON.stringify(m.missing), 'EXTRA', JSON.stringify(m.extra));
}

import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRuleBrainFactory } from '../../src/brain/rule/index.ts';
import { shippedRenderers } from '../../src/nl-io/index.ts';
import { formatFuzzReport, reportIsClean, runFuzzCampaign } from './fuzz-campaign.ts';

/**
 * `npm run fuzz -- --frames N --seed S`: mutated real transcripts through the real client over a real
 * WebSocket (issue 18). Prints the report; exit code 1 when any crash, missing answer, illegal target,
 * unexpected frame or illegal talk was found.
 */
const { values } = parseArgs({
  options: { frames: { type: 'string', default: '5000' }, seed: { type: 'string', default: '18' } },
});
const frames = Number(values.frames);
const seed = Number(values.seed);
if (!Number.isInteger(frames) || frames <= 0 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- --frames <positive integer> --seed <integer>');
  process.exit(2);
}
const transcriptDir = fileURLToPath(new URL('../../../shared/fixtures/server-transcripts/', import.meta.url));
const report = await runFuzzCampaign({
  frames,
  seed,
  brainFactory: createRuleBrainFactory({ renderers: shippedRenderers() }),
  transcriptDir,
  onGame: ({ games, frames: done }) => {
    if (process.stderr.isTTY) process.stderr.write(`\r${done}/${frames} frames, ${games} games`);
  },
});
if (process.stderr.isTTY) process.stderr.write('\n');
console.log(formatFuzzReport(report));
process.exit(reportIsClean(report) ? 0 : 1);

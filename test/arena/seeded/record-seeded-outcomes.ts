/**
 * Re-records `seeded-outcomes.json`. Run it only when a change is MEANT to change play (a better
 * brain, better understanding), in a commit of its own that says why:
 *
 *   npx tsx test/arena/seeded/record-seeded-outcomes.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playSeededCase, SEEDED_CASES } from './seeded-outcomes.ts';

const target = fileURLToPath(new URL('./seeded-outcomes.json', import.meta.url));
const cases = [];
for (const seeded of SEEDED_CASES) cases.push(await playSeededCase(seeded));
writeFileSync(target, `${JSON.stringify(cases, null, 2)}\n`);
process.stdout.write(`wrote ${cases.reduce((sum, entry) => sum + entry.games.length, 0)} games to ${target}\n`);

// `npm run bench -- NAME [args…]` runs bench/NAME.ts, which prints its own figures.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.slice(0, -3))
  .sort();
const name = process.argv[2];

if (name === undefined || !available.includes(name)) {
  console.error(`usage: npm run bench -- NAME\navailable benchmarks: ${available.join(', ') || '(none yet)'}`);
  process.exit(name === undefined ? 0 : 2);
}
console.log(`bench ${name} — node ${process.version} on ${process.platform}/${process.arch}`);
await import(join(here, `${name}.ts`));

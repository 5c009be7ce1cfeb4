// `npm run bench -- game-digest save|check FILE`: plays seeded in-process games (5, 9 and 13 players, ja
// and en, rule brains, a mixed table, and speak-anytime games on the virtual clock)
// and writes to FILE (`save`) or compares with FILE (`check`, exit 1 on any difference) everything they
// produced: each game's log lines (talk text included), every packet each seat received and what it
// answered, and the rule brain's beliefs (as JSON) at every decision. A change meant only to make games
// faster must leave all of it byte-identical: save before, check after. The seeded-outcomes test guards
// the outcomes on every run; this is the finer check for a rewrite.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { type BrainSpec, runTournament } from '../src/compose/index.ts';
import type { Brain, DecisionContext } from '../src/brain/brain.ts';
import { createRuleBrain } from '../src/brain/rule/index.ts';

const [mode, file] = process.argv.slice(3);
if ((mode !== 'save' && mode !== 'check') || file === undefined) {
  console.error('usage: npm run bench -- game-digest save|check FILE');
  process.exit(2);
}

type DigestCase = {
  readonly name: string;
  readonly players: 5 | 9 | 13;
  readonly lang: 'ja' | 'en';
  readonly games: number;
  readonly mixed?: boolean;
  readonly freeform?: boolean;
};

const CASES: readonly DigestCase[] = [
  { name: 'ja-5', players: 5, lang: 'ja', games: 40 },
  { name: 'en-5', players: 5, lang: 'en', games: 20 },
  { name: 'ja-9', players: 9, lang: 'ja', games: 10 },
  { name: 'en-9', players: 9, lang: 'en', games: 6 },
  { name: 'ja-13', players: 13, lang: 'ja', games: 6 },
  { name: 'en-13', players: 13, lang: 'en', games: 4 },
  { name: 'ja-5-mixed', players: 5, lang: 'ja', games: 10, mixed: true },
  { name: 'ja-5-freeform', players: 5, lang: 'ja', games: 4, freeform: true },
  { name: 'en-5-freeform', players: 5, lang: 'en', games: 2, freeform: true },
];

/** The rule brain, with its beliefs written down before each decision (reading them changes nothing). */
const recordingRuleBrain = (record: (line: string) => void): BrainSpec => ({
  label: 'rule',
  factory: (options) => {
    const brain = createRuleBrain(options);
    const before =
      <K extends 'talk' | 'whisper' | 'vote' | 'divine' | 'guard' | 'attack'>(kind: K) =>
      (context: DecisionContext) => {
        record(`${kind} ${context.state.self} ${JSON.stringify(brain.beliefsOf(context.state))}`);
        return (brain[kind] as (context: DecisionContext) => ReturnType<NonNullable<Brain[K]>>)(context);
      };
    return {
      ...brain,
      talk: before('talk'),
      whisper: before('whisper'),
      vote: before('vote'),
      divine: before('divine'),
      guard: before('guard'),
      attack: before('attack'),
    } as Brain;
  },
});

const digests: Record<string, string> = {};
for (const entry of CASES) {
  const hash = createHash('sha256');
  const rule = recordingRuleBrain((line) => hash.update(`${line}\n`));
  await runTournament({
    players: entry.players,
    lang: entry.lang,
    games: entry.games,
    seed: `digest/${entry.name}`,
    // The recording wrapper is a custom brain, which runs on real time unless told otherwise.
    ...(entry.freeform === true ? { freeform: true, clock: 'virtual' as const } : {}),
    ...(entry.mixed === true
      ? { seatBrains: [rule, 'random', rule, 'random', rule] }
      : { brains: { village: rule, werewolves: rule } }),
    onGame: (result) => {
      for (const line of result.gameLogLines) hash.update(`${line}\n`);
      for (const sent of result.jsonLog.entries)
        hash.update(`${sent.agent}\t${sent.request}\t${sent.response ?? ''}\t${sent.error ?? ''}\n`);
    },
  });
  digests[entry.name] = hash.digest('hex');
  console.log(`${entry.name.padEnd(12)} ${entry.games} games  ${digests[entry.name]}`);
}

if (mode === 'save') {
  writeFileSync(file, `${JSON.stringify(digests, null, 2)}\n`);
  console.log(`saved to ${file}`);
} else {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  // A case the file does not have (saved by an older version of this bench) is new, not changed.
  const known = CASES.filter((entry) => saved[entry.name] !== undefined);
  const changed = known.filter((entry) => saved[entry.name] !== digests[entry.name]).map((entry) => entry.name);
  const unsaved = CASES.filter((entry) => saved[entry.name] === undefined).map((entry) => entry.name);
  if (unsaved.length > 0) console.log(`not in ${file} (not compared): ${unsaved.join(', ')}`);
  if (changed.length > 0) {
    console.log(`CHANGED: ${changed.join(', ')}`);
    process.exitCode = 1;
  } else console.log(`the ${known.length} cases saved are identical to ${file}`);
}

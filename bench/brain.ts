// The rule brain alone, without the arena's shell: every decision the rule brains of a few seeded
// in-process games made (talk, vote, divine, guard, attack, whisper, with the very states they saw) is
// recorded, then replayed into fresh brains several times; the fastest replay's CPU time per game is
// the brain's own cost (a shared machine inflates the others). Each replay makes its brains from a new
// factory, whose shared readings start empty, as every arena game has a new cast. The replays must answer exactly as the
// recorded games did. `npm run bench -- brain [replays]` (default 10).
import { PerformanceObserver } from 'node:perf_hooks';
import type { Brain, BrainOptions, DecisionContext } from '../src/brain/brain.ts';
import { ruleBrainFactory, runTournament } from '../src/compose/index.ts';

const replays = Number(process.argv[3] ?? 10);
const METHODS = ['talk', 'whisper', 'vote', 'divine', 'guard', 'attack'] as const;
type Method = (typeof METHODS)[number];
type Recorded = { readonly options: BrainOptions; readonly calls: [Method, DecisionContext, string][] };
type Decide = (context: DecisionContext) => Promise<{ text?: string; target?: string }>;

const answerOf = (answer: { text?: string; target?: string }): string => answer.text ?? answer.target ?? '';

let collections = 0;
const observer = new PerformanceObserver((list) => {
  collections += list.getEntries().length;
});

const measure = async (players: 5 | 13, games: number): Promise<void> => {
  const factory = ruleBrainFactory();
  const recorded: Recorded[] = [];
  const recording = (options: BrainOptions): Brain => {
    const brain = factory(options);
    const entry: Recorded = { options, calls: [] };
    recorded.push(entry);
    const record =
      <Answer extends { text?: string; target?: string }>(
        method: Method,
        decide: (context: DecisionContext) => Promise<Answer>,
      ) =>
      async (context: DecisionContext): Promise<Answer> => {
        const answer = await decide(context);
        entry.calls.push([method, context, answerOf(answer)]);
        return answer;
      };
    return {
      ...brain,
      talk: record('talk', brain.talk),
      whisper: record('whisper', brain.whisper),
      vote: record('vote', brain.vote),
      divine: record('divine', brain.divine),
      guard: record('guard', brain.guard),
      attack: record('attack', brain.attack),
    };
  };
  const spec = { label: 'recording', factory: recording };
  await runTournament({ players, games, seed: `bench/brain/${players}`, brains: { village: spec, werewolves: spec } });
  const decisions = recorded.reduce((sum, entry) => sum + entry.calls.length, 0);
  const cpuMs: number[] = [];
  collections = 0;
  observer.observe({ entryTypes: ['gc'] });
  for (let replay = 0; replay < replays; replay++) {
    const fresh = ruleBrainFactory();
    const before = process.cpuUsage();
    for (const entry of recorded) {
      const brain = fresh(entry.options);
      for (const [method, context, expected] of entry.calls) {
        const answer = answerOf(await (brain[method] as Decide)(context));
        if (answer !== expected) throw new Error(`replay ${replay}: ${method} answered ${answer}, not ${expected}`);
      }
    }
    const used = process.cpuUsage(before);
    cpuMs.push((used.user + used.system) / 1000 / games);
  }
  await new Promise((resolve) => setTimeout(resolve, 0)); // let the observer deliver the last entries
  observer.disconnect();
  const sorted = [...cpuMs].sort((left, right) => left - right);
  console.log(
    `${players} players: ${games} games, ${decisions} decisions × ${replays} replays: brain cpu min ${sorted[0]!.toFixed(1)} ms/game, median ${sorted[Math.floor(replays / 2)]!.toFixed(1)} ms/game, ${(collections / replays / games).toFixed(2)} garbage collections per game`,
  );
};

await measure(5, 20);
await measure(13, 4);

// Agent overhead per request: a recorded 13-player game (../shared/fixtures/server-transcripts/ja_13.jsonl,
// a real aiwolf-nlp-server game) replayed to day 5 through the real client session with the rule brain,
// every seat in turn, no network and no LLM. Times each request that needs an answer from the moment
// its packet is handed to the session to the moment the answer is sent: packet decoding, folding, the
// brain (understanding every talk so far, beliefs, the decision, rendering), fitting and sending.
// `npm run bench -- request [rounds]` (default 5 rounds of all 13 seats after one warm-up round). Also prints,
// per request, the fastest of the rounds (the cost of the work itself) and the tail without the requests a
// garbage collection overlapped, to tell what the slow tail is made of.
import { readFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createRuleBrain } from '../src/brain/rule/index.ts';
import { createAgentSession } from '../src/client/index.ts';
import { requiresAnswer } from '../src/packets/index.ts';

const rounds = Number(process.argv[3] ?? 5);
const LAST_DAY = 5;
const transcriptPath = fileURLToPath(new URL('../../shared/fixtures/server-transcripts/ja_13.jsonl', import.meta.url));

type Line = { client: string; dir: 'recv' | 'send'; packet?: Record<string, unknown> };
const lines = readFileSync(transcriptPath, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Line);
const clients = [...new Set(lines.filter((line) => line.dir === 'recv').map((line) => line.client))];

const dayOf = (packet: Record<string, unknown>): number | undefined => {
  const info = packet['info'] as { day?: unknown } | undefined;
  return typeof info?.day === 'number' ? info.day : undefined;
};

/** One seat's packets up to the end of day 5, as the server sent them. */
const packetsOf = (client: string): { text: string; answered: boolean }[] => {
  const packets: { text: string; answered: boolean }[] = [];
  for (const line of lines) {
    if (line.client !== client || line.dir !== 'recv' || line.packet === undefined) continue;
    if ((dayOf(line.packet) ?? 0) > LAST_DAY) break;
    packets.push({ text: JSON.stringify(line.packet), answered: requiresAnswer(String(line.packet['request'])) });
  }
  return packets;
};

type Timing = { readonly wallMs: number; readonly cpuMs: number; readonly startMs: number; readonly endMs: number };

/** Garbage collections on the performance timeline: a request they overlap pays for them. */
const collections: { startMs: number; endMs: number }[] = [];
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    collections.push({ startMs: entry.startTime, endMs: entry.startTime + entry.duration });
});
gcObserver.observe({ entryTypes: ['gc'] });

/**
 * Replays one seat; returns, for each answered request, the milliseconds from packet in to answer out
 * on the wall clock and in this process's CPU time (which a machine shared with other jobs inflates
 * far less: the wall clock also counts the time the process waited for a core).
 */
const replaySeat = async (client: string, round: number): Promise<Timing[]> => {
  let answered: (() => void) | undefined;
  const session = createAgentSession({
    name: client,
    connection: { send: () => answered?.(), close: () => {} },
    brainFactory: createRuleBrain,
    lang: 'ja',
    seed: `bench/request/${round}`,
  });
  const times: Timing[] = [];
  try {
    for (const packet of packetsOf(client)) {
      const sent = packet.answered ? new Promise<void>((resolve) => (answered = resolve)) : undefined;
      const cpuBefore = process.cpuUsage();
      const startMs = performance.now();
      const started = process.hrtime.bigint();
      session.receive(packet.text);
      if (sent === undefined) continue;
      await sent;
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const cpu = process.cpuUsage(cpuBefore);
      times.push({ wallMs, cpuMs: (cpu.user + cpu.system) / 1000, startMs, endMs: performance.now() });
    }
  } finally {
    session.close();
  }
  return times;
};

const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;

for (const client of clients) await replaySeat(client, -1); // warm-up: JIT and module loading
const timesByRound: Timing[][] = [];
for (let round = 0; round < rounds; round++) {
  const roundTimes: Timing[] = [];
  for (const client of clients) roundTimes.push(...(await replaySeat(client, round)));
  timesByRound.push(roundTimes);
}
const times = timesByRound.flat();
const report = (label: string, values: readonly number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${label} p50 ${percentile(sorted, 0.5).toFixed(3)} ms, p99 ${percentile(sorted, 0.99).toFixed(3)} ms, max ${(sorted.at(-1) ?? 0).toFixed(3)} ms`;
};
console.log(
  `ja_13 transcript to day ${LAST_DAY}: ${clients.length} seats × ${rounds} rounds = ${times.length} answered requests`,
);
console.log(
  report(
    'packet in → answer out:',
    times.map((time) => time.wallMs),
  ),
);
console.log(
  report(
    '  in CPU time:',
    times.map((time) => time.cpuMs),
  ),
);

// Every round answers the same requests (the packets decide which need an answer), so the fastest of the
// rounds per request is what the work itself costs, without the moments the process waited for a core,
// collected garbage or compiled code on other threads (which process CPU time also counts).
const fastest = (timesByRound[0] ?? []).map((_, index) =>
  Math.min(...timesByRound.map((roundTimes) => roundTimes[index]?.wallMs ?? Number.POSITIVE_INFINITY)),
);
console.log(report(`fastest of the ${rounds} rounds per request:`, fastest));

// How much of the tail garbage collection explains.
await new Promise((resolve) => setTimeout(resolve, 0)); // let the observer deliver the last entries
gcObserver.disconnect();
const overlapsCollection = (time: Timing): boolean =>
  collections.some((collection) => collection.startMs < time.endMs && collection.endMs > time.startMs);
const clean = times.filter((time) => !overlapsCollection(time));
console.log(
  `${times.length - clean.length} requests (${((100 * (times.length - clean.length)) / Math.max(1, times.length)).toFixed(1)}%) overlapped one of ${collections.length} garbage collections; the others:`,
);
console.log(
  report(
    '  packet in → answer out:',
    clean.map((time) => time.wallMs),
  ),
);
console.log(
  report(
    '  in CPU time:',
    clean.map((time) => time.cpuMs),
  ),
);

// Agent overhead per request: a recorded 13-player game (../shared/fixtures/server-transcripts/ja_13.jsonl,
// a real aiwolf-nlp-server game) replayed to day 5 through the real client session with the rule brain,
// every seat in turn, no network and no LLM. Times each request that needs an answer from the moment
// its packet is handed to the session to the moment the answer is sent: packet decoding, folding, the
// brain (understanding every talk so far, beliefs, the decision, rendering), fitting and sending.
// `npm run bench -- request [rounds]` (default 5 rounds of all 13 seats after one warm-up round). Also prints,
// per request, the fastest of the rounds (the cost of the work itself) and the tail without the requests a
// garbage collection overlapped, to tell what the slow tail is made of.
// Then it replays the game again paced as the server paced it: each packet after the gap the transcript
// recorded since the seat's previous frame, capped at 5 ms (the real gaps are longer: median 69 ms
// between an answer and the seat's next packet, 1 % under 4 ms). Back to back, the collections V8 posts
// as tasks for an idle moment find none and land inside the next requests; paced, they run in the gaps,
// as they do on a real server. A paced request is timed from its packet's arrival, or from the moment
// it was due if a collection was running then (its delay is charged to the request, the timer's lateness not).
import { readFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createRuleBrainFactory } from '../src/brain/rule/index.ts';
import { createAgentSession } from '../src/client/index.ts';
import { requiresAnswer } from '../src/packets/index.ts';

// One factory for every seat and round, as `connect --agents N` builds one: the seats share its readings.
const ruleBrains = createRuleBrainFactory();
const rounds = Number(process.argv[3] ?? 5);
const LAST_DAY = 5;
const transcriptPath = fileURLToPath(new URL('../../shared/fixtures/server-transcripts/ja_13.jsonl', import.meta.url));

type Line = { client: string; dir: 'recv' | 'send'; t_ms: number; packet?: Record<string, unknown> };
/** The longest gap a paced replay waits before a packet (ms). */
const MAX_GAP_MS = 5;
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
const packetsOf = (client: string): { text: string; answered: boolean; gapMs: number }[] => {
  const packets: { text: string; answered: boolean; gapMs: number }[] = [];
  let previousMs: number | undefined;
  for (const line of lines) {
    if (line.client !== client) continue;
    const gapMs = previousMs === undefined ? 0 : Math.min(MAX_GAP_MS, Math.max(0, line.t_ms - previousMs));
    previousMs = line.t_ms;
    if (line.dir !== 'recv' || line.packet === undefined) continue;
    if ((dayOf(line.packet) ?? 0) > LAST_DAY) break;
    packets.push({
      text: JSON.stringify(line.packet),
      answered: requiresAnswer(String(line.packet['request'])),
      gapMs,
    });
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
const replaySeat = async (client: string, round: number, paced = false): Promise<Timing[]> => {
  let answered: (() => void) | undefined;
  const session = createAgentSession({
    name: client,
    connection: { send: () => answered?.(), close: () => {} },
    brainFactory: ruleBrains,
    lang: 'ja',
    seed: `bench/request/${round}`,
  });
  const times: Timing[] = [];
  try {
    for (const packet of packetsOf(client)) {
      let dueMs: number | undefined;
      if (paced && packet.gapMs > 0) {
        dueMs = performance.now() + packet.gapMs;
        await new Promise((resolve) => setTimeout(resolve, packet.gapMs));
      }
      const sent = packet.answered ? new Promise<void>((resolve) => (answered = resolve)) : undefined;
      const cpuBefore = process.cpuUsage();
      const arrivedMs = performance.now();
      // A collection running when the packet was due delayed it: charge that delay to the request.
      const startMs =
        dueMs !== undefined &&
        collections.some((collection) => collection.endMs > dueMs && collection.startMs < arrivedMs)
          ? dueMs
          : arrivedMs;
      session.receive(packet.text);
      if (sent === undefined) continue;
      await sent;
      const endMs = performance.now();
      const cpu = process.cpuUsage(cpuBefore);
      times.push({ wallMs: endMs - startMs, cpuMs: (cpu.user + cpu.system) / 1000, startMs, endMs });
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
/** The wall-clock line (labelled `wallLabel`) and the CPU-time line of a set of requests. */
const printWallAndCpu = (wallLabel: string, timings: readonly Timing[]): void => {
  console.log(
    report(
      wallLabel,
      timings.map((time) => time.wallMs),
    ),
  );
  console.log(
    report(
      '  in CPU time:',
      timings.map((time) => time.cpuMs),
    ),
  );
};
console.log(
  `ja_13 transcript to day ${LAST_DAY}: ${clients.length} seats × ${rounds} rounds = ${times.length} answered requests`,
);
printWallAndCpu('packet in → answer out:', times);

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
printWallAndCpu('  packet in → answer out:', clean);

// Paced as the server paces.
const collectionsBefore = collections.length;
gcObserver.observe({ entryTypes: ['gc'] });
for (const client of clients) await replaySeat(client, -1, true); // warm-up, as above
const pacedTimes: Timing[] = [];
for (let round = 0; round < rounds; round++)
  for (const client of clients) pacedTimes.push(...(await replaySeat(client, round, true)));
await new Promise((resolve) => setTimeout(resolve, 0));
gcObserver.disconnect();
console.log(
  `paced as the server paced it (the recorded gaps, up to ${MAX_GAP_MS} ms): ${pacedTimes.length} answered requests, ${pacedTimes.filter(overlapsCollection).length} overlapped one of ${collections.length - collectionsBefore} garbage collections`,
);
printWallAndCpu('  packet in → answer out:', pacedTimes);

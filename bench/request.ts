// Agent overhead per request: a recorded 13-player game (../shared/fixtures/server-transcripts/ja_13.jsonl,
// a real aiwolf-nlp-server game) replayed to day 5 through the real client session with the rule brain,
// every seat in turn, no network and no LLM. Times each request that needs an answer from the moment
// its packet is handed to the session to the moment the answer is sent: packet decoding, folding, the
// brain (understanding every talk so far, beliefs, the decision, rendering), fitting and sending.
// `npm run bench -- request [rounds]` (default 5 rounds of all 13 seats after one warm-up round).
import { readFileSync } from 'node:fs';
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

type Timing = { readonly wallMs: number; readonly cpuMs: number };

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
      const started = process.hrtime.bigint();
      session.receive(packet.text);
      if (sent === undefined) continue;
      await sent;
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const cpu = process.cpuUsage(cpuBefore);
      times.push({ wallMs, cpuMs: (cpu.user + cpu.system) / 1000 });
    }
  } finally {
    session.close();
  }
  return times;
};

const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;

for (const client of clients) await replaySeat(client, -1); // warm-up: JIT and module loading
const times: Timing[] = [];
for (let round = 0; round < rounds; round++) {
  for (const client of clients) times.push(...(await replaySeat(client, round)));
}
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

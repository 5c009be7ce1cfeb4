/** Loads the recorded real-server games of ../shared/fixtures/server-transcripts for tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIXTURE_DIRECTORY = fileURLToPath(
  new URL('../../../shared/fixtures/server-transcripts/', import.meta.url),
);

export const FIXTURE_NAMES = readdirSync(FIXTURE_DIRECTORY)
  .filter((file) => file.endsWith('.jsonl'))
  .map((file) => file.replace(/\.jsonl$/, ''))
  .sort();

export type TranscriptLine =
  | { seq: number; t_ms: number; client: string; dir: 'recv'; packet: Record<string, unknown> }
  | { seq: number; t_ms: number; client: string; dir: 'send'; request: string; text: string };

export const readTranscript = (name: string): TranscriptLine[] =>
  readFileSync(`${FIXTURE_DIRECTORY}${name}.jsonl`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TranscriptLine);

export type JsonLogEntry = { agent: string; request: string; response?: string; error?: string };

export const readJsonLog = (name: string): { entries: JsonLogEntry[]; win_side: string } =>
  JSON.parse(readFileSync(`${FIXTURE_DIRECTORY}${name}.jsonlog.json`, 'utf8'));

export type GameLogSeat = { idx: number; role: string; status: string; connection: string; name: string };
export type GameLogTalk = {
  day: number;
  kind: 'talk' | 'whisper';
  idx: number;
  turn: number;
  agentIdx: number;
  text: string;
};

/** The server's .log (Java AIWolf format, unescaped commas: the text is everything after the 5th comma). */
export const readGameLog = (name: string) => {
  const lines = readFileSync(`${FIXTURE_DIRECTORY}${name}.gamelog.csv`, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const seats = new Map<number, GameLogSeat>();
  const finalStatus = new Map<number, GameLogSeat>();
  const talks: GameLogTalk[] = [];
  const executions: { day: number; agentIdx: number }[] = [];
  const attacks: { day: number; agentIdx: number; succeeded: boolean }[] = [];
  const lastDay = Math.max(...lines.map((line) => Number(line.split(',')[0])));
  for (const line of lines) {
    const fields = line.split(',');
    const day = Number(fields[0]);
    const kind = fields[1];
    if (kind === 'status') {
      const seat = {
        idx: Number(fields[2]),
        role: fields[3]!,
        status: fields[4]!,
        connection: fields[5]!,
        name: fields[6]!,
      };
      if (!seats.has(seat.idx)) seats.set(seat.idx, seat);
      if (day === lastDay) finalStatus.set(seat.idx, seat);
    } else if (kind === 'talk' || kind === 'whisper') {
      talks.push({
        day,
        kind,
        idx: Number(fields[2]),
        turn: Number(fields[3]),
        agentIdx: Number(fields[4]),
        text: fields.slice(5).join(','),
      });
    } else if (kind === 'execute') executions.push({ day, agentIdx: Number(fields[2]) });
    else if (kind === 'attack') attacks.push({ day, agentIdx: Number(fields[2]), succeeded: fields[3] === 'true' });
  }
  const names = [...seats.values()].sort((left, right) => left.idx - right.idx).map((seat) => seat.name);
  return { seats, finalStatus, talks, executions, attacks, names };
};

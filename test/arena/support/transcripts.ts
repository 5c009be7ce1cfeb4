import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Readers for the real-server transcripts in ../shared/fixtures/server-transcripts. */
export const TRANSCRIPT_DIRECTORY = fileURLToPath(
  new URL('../../../../shared/fixtures/server-transcripts/', import.meta.url),
);

export type Packet = Record<string, unknown> & {
  request: string;
  info?: Record<string, unknown>;
  setting?: Record<string, unknown>;
};
export type TranscriptTalk = {
  idx: number;
  day: number;
  turn: number;
  agent: string;
  text: string;
  skip: boolean;
  over: boolean;
};

/** Every packet the agents received, in order. */
export const receivedPackets = (name: string): Packet[] =>
  readFileSync(`${TRANSCRIPT_DIRECTORY}${name}.jsonl`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { dir: string; packet?: Packet })
    .filter((record) => record.dir === 'recv' && record.packet !== undefined)
    .map((record) => record.packet as Packet);

export type JsonLogFile = {
  game_id: string;
  win_side: string;
  agents: { idx: number; team: string; name: string; role: string }[];
  entries: {
    agent: string;
    request: string;
    request_timestamp: number;
    response_timestamp: number;
    response?: string;
    error?: string;
  }[];
};

export const jsonLog = (name: string): JsonLogFile =>
  JSON.parse(readFileSync(`${TRANSCRIPT_DIRECTORY}${name}.jsonlog.json`, 'utf8')) as JsonLogFile;

export const gameLog = (name: string): string[] =>
  readFileSync(`${TRANSCRIPT_DIRECTORY}${name}.gamelog.csv`, 'utf8')
    .split('\n')
    .filter((line) => line !== '');

/** Per request type: keys present in every packet, and keys present in at least one (top level and info). */
export type KeyProfile = Map<string, { always: Set<string>; sometimes: Set<string> }>;

export const keyProfile = (packets: readonly Packet[]): KeyProfile => {
  const profile: KeyProfile = new Map();
  const add = (label: string, keys: string[]) => {
    const entry = profile.get(label);
    if (entry === undefined) {
      profile.set(label, { always: new Set(keys), sometimes: new Set(keys) });
      return;
    }
    for (const key of keys) entry.sometimes.add(key);
    for (const key of [...entry.always]) if (!keys.includes(key)) entry.always.delete(key);
  };
  for (const packet of packets) {
    add(packet.request, Object.keys(packet));
    if (packet.info !== undefined) add(`${packet.request}.info`, Object.keys(packet.info));
  }
  return profile;
};

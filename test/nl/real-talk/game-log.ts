import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Language } from '../../../src/nl/index.ts';

/** The real contest logs (published by the organisers, carry true roles and results but no talk labels). */
export const LOGS = join(import.meta.dirname, '../../../../shared/fixtures/aiwolfdial-logs');

export type LoggedTalk = {
  readonly day: number;
  readonly idx: number;
  /** 1-based seat of the speaker. */
  readonly agent: number;
  readonly speaker: string;
  readonly text: string;
  readonly whisper: boolean;
};

/** One game as the server logged it: names and true roles by seat, talk, and the real night results. */
export type GameLog = {
  /** Path relative to LOGS: a stable key for fixtures. */
  readonly file: string;
  readonly lang: Language;
  readonly names: readonly string[];
  readonly roles: readonly string[];
  readonly talks: readonly LoggedTalk[];
  /** `day,divine,seer,target,result`: the divination made on the night of `day`. */
  readonly divinations: readonly { day: number; seer: number; target: number; result: 'HUMAN' | 'WEREWOLF' }[];
  /** `day,vote,voter,target`: the votes cast at the end of `day` (the first round when there are several). */
  readonly votes: readonly { day: number; voter: number; target: number }[];
};

const UNIX_TIME = /^\d{10,}$/u;

/** Reads the server's game-log lines; the talk text may hold commas, a trailing unix time is no part of it. */
export const parseGameLog = (options: { file: string; content: string }): GameLog => {
  const names: string[] = [];
  const roles: string[] = [];
  const talks: LoggedTalk[] = [];
  const divinations: GameLog['divinations'][number][] = [];
  const votes: GameLog['votes'][number][] = [];
  const voted = new Set<string>();
  for (const line of options.content.split(/\r?\n/u)) {
    const fields = line.split(',');
    const day = Number(fields[0]);
    const kind = fields[1];
    if (kind === 'status' && fields[0] === '0') {
      const seat = Number(fields[2]);
      // The NLP2025 logs name nobody: their talk says `Agent[03]`, as the protocol does.
      names[seat - 1] = fields[6] || `Agent[${String(seat).padStart(2, '0')}]`;
      roles[seat - 1] = fields[3] ?? '';
    } else if (kind === 'talk' || kind === 'whisper') {
      const rest = fields.slice(5);
      if (rest.length > 1 && UNIX_TIME.test(rest.at(-1) ?? '')) rest.pop();
      const agent = Number(fields[4]);
      talks.push({
        day,
        idx: Number(fields[2]),
        agent,
        speaker: names[agent - 1] ?? '',
        text: rest.join(','),
        whisper: kind === 'whisper',
      });
    } else if (kind === 'divine') {
      const result = fields[4] === 'WEREWOLF' ? 'WEREWOLF' : 'HUMAN';
      divinations.push({ day, seer: Number(fields[2]), target: Number(fields[3]), result });
    } else if (kind === 'vote') {
      const key = `${day}:${fields[2]}`;
      if (voted.has(key)) continue;
      voted.add(key);
      votes.push({ day, voter: Number(fields[2]), target: Number(fields[3]) });
    }
  }
  return {
    file: options.file,
    lang: options.file.includes('_en_') ? 'en' : 'ja',
    names,
    roles,
    talks,
    divinations,
    votes,
  };
};

const gameFiles = (folder: string): string[] =>
  readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) return gameFiles(path);
      return entry.endsWith('.log') ? [path] : [];
    });

/** Every game of the fixture logs, in a stable order; none when the fixtures are absent. */
export const readGameLogs = (): GameLog[] =>
  existsSync(LOGS)
    ? gameFiles(LOGS).map((path) => parseGameLog({ file: relative(LOGS, path), content: readFileSync(path, 'utf8') }))
    : [];

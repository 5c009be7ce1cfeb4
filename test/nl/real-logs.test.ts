import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/nl/index.ts';
import { createRoster, print } from '../../src/protocol/index.ts';

const LOGS = join(import.meta.dirname, '../../../shared/fixtures/aiwolfdial-logs');

type Game = { file: string; lang: 'ja' | 'en'; names: string[]; talks: { speaker: string; text: string }[] };

/** Game-log lines: `day,status,idx,role,state,team,name` and `day,talk,idx,turn,agentIdx,text[,unix_ms]`. */
const readGame = (file: string): Game => {
  const names: string[] = [];
  const talks: { speaker: string; text: string }[] = [];
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/u)) {
    const fields = line.split(',');
    if (fields[1] === 'status' && fields[0] === '0') names[Number(fields[2]) - 1] = fields[6] ?? '';
    if (fields[1] === 'talk' || fields[1] === 'whisper') {
      // The text may hold commas; a trailing unix time is not part of it.
      const rest = fields.slice(5);
      if (rest.length > 1 && /^\d{12,}$/u.test(rest.at(-1) ?? '')) rest.pop();
      talks.push({ speaker: names[Number(fields[4]) - 1] ?? '', text: rest.join(',') });
    }
  }
  return { file, lang: file.includes('_en_') ? 'en' : 'ja', names, talks };
};

const gameFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return gameFiles(path);
    return entry.endsWith('.log') ? [path] : [];
  });

describe.runIf(existsSync(LOGS))('understand on every talk of the real contest logs', () => {
  const games = gameFiles(LOGS).map(readGame);

  it('never throws and finds claims in the talk', () => {
    const found = new Map<string, number>();
    let talks = 0;
    for (const game of games) {
      const roster = createRoster(game.names);
      for (const talk of game.talks) {
        talks += 1;
        for (const sentence of understand({ text: talk.text, speaker: talk.speaker, roster, lang: game.lang })) {
          found.set(sentence.type, (found.get(sentence.type) ?? 0) + 1);
        }
      }
    }
    expect(talks).toBeGreaterThan(1000);
    for (const type of ['COMINGOUT', 'DIVINED', 'ESTIMATE', 'VOTE', 'REQUEST', 'INQUIRE']) {
      expect(found.get(type) ?? 0, type).toBeGreaterThan(10);
    }
  });

  it('reads known lines of the logs', () => {
    const ja = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
    expect(
      understand({
        text: 'みんな注目してくれてありがとう。俺が今朝占った結果、エリザは人間だったぜ。',
        speaker: 'リョウ',
        roster: ja,
        lang: 'ja',
      }).map(print),
    ).toEqual(['DIVINED Agent[01] HUMAN']);
    const en = createRoster(['Servas', 'Asuka', 'Midori', 'Shizue', 'Victoria']);
    expect(
      understand({
        text: 'I am Asuka Seer CO. No D0 result; first divination N0. I will report D1.',
        speaker: 'Asuka',
        roster: en,
        lang: 'en',
      }).map(print),
    ).toEqual(['COMINGOUT Agent[02] SEER']);
  });
});

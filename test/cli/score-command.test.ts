import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatScore } from '../../src/cli/score-command.ts';
import { readGameLog } from '../../src/game-log/index.ts';
import { scoreGames, scoreReportSchema } from '../../src/score/index.ts';
import { GAME1, GAME2, UNFINISHED } from '../score/hand-games.ts';

const binary = fileURLToPath(new URL('../../bin/aiwolf-agent.js', import.meta.url));
const run = (args: string[]) => spawnSync(process.execPath, [binary, 'score', ...args], { encoding: 'utf8' });

/** A folder of logs as a user would have them: nested folders, a JSON log beside one game, an unfinished game. */
const logFolder = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'score-'));
  mkdirSync(join(root, 'day1', 'nested'), { recursive: true });
  writeFileSync(join(root, 'day1', 'game1.log'), GAME1);
  writeFileSync(join(root, 'day1', 'nested', 'game2.log'), GAME2);
  writeFileSync(
    join(root, 'day1', 'nested', 'game2.json'),
    JSON.stringify({ agents: [{ idx: 1, team: 'Gamma Team' }] }),
  );
  writeFileSync(join(root, 'unfinished.log'), UNFINISHED);
  writeFileSync(join(root, 'notes.txt'), 'not a log');
  return root;
};

describe('aiwolf-agent score', () => {
  it('--json prints {all, teams} with games, winRate, voteAccuracy, divinationAccuracy; --csv writes the seat rows', () => {
    const root = logFolder();
    const csv = join(root, 'out');
    const result = run([root, '--json', '--csv', csv]);
    expect(result.status).toBe(0);
    const report = scoreReportSchema.parse(JSON.parse(result.stdout));
    expect(report.all).toMatchObject({ games: 10, winRate: 0.5 });
    expect(report.all.voteAccuracy).toBeCloseTo(5 / 1.75);
    expect(report.all.divinationAccuracy).toBeCloseTo(1.2);
    // the JSON log beside game2 names seat 1's team
    expect(Object.keys(report.teams)).toEqual(['alpha', 'beta', 'gamma', 'Gamma Team']);
    expect(result.stderr).toContain('3 logs, 2 finished games scored, 1 unfinished left out');

    const seats = readFileSync(join(csv, 'seats.csv'), 'utf8').trim().split('\n');
    expect(seats).toHaveLength(11);
    const header = seats[0]!.split(',');
    expect(header.slice(0, 6)).toEqual(['folder', 'game', 'idx', 'connectionName', 'name', 'team']);
    const column = (name: string) => header.indexOf(name);
    const rows = seats.slice(1).map((line) => line.split(','));
    const sum = (name: string) => rows.reduce((total, row) => total + Number(row[column(name)]), 0);
    // numerators and denominators sum back to the group figure
    expect(sum('divinationsOnWerewolves') / sum('divinationsOnWerewolvesExpected')).toBeCloseTo(1.2);
    expect(rows[0]?.[column('folder')]).toBe('day1');
    expect(readFileSync(join(csv, 'teams.csv'), 'utf8').split('\n')[0]).toMatch(/^team,games,winRate,/);
  });

  it('a missing path is a clear error, nothing printed on stdout', () => {
    const result = run(['/no/such/folder']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('SCORE_PATH_NOT_FOUND: no such file or folder: /no/such/folder');
  });

  it('prints readable tables, or Markdown tables with --md', () => {
    const scored = scoreGames([
      { record: readGameLog({ text: GAME1, id: 'g1' }) },
      { record: readGameLog({ text: GAME2, id: 'g2' }) },
    ]);
    const text = formatScore(scored, {});
    expect(text).toMatch(/^\(all\)\s+10\s+50\.0%\s+50\.0%\s+50\.0%\s+2\.86\s+6\s+1\.20\s+3\s+66\.7%\s+-$/m);
    expect(text).toMatch(/^alpha\s+4\s+75\.0%/m);
    expect(text).toMatch(/^\(all\)\s+1 \(13\)\s+1 \(12\)\s+0 \(1\)/m);
    const markdown = formatScore(scored, { md: true });
    expect(markdown).toContain('| team | games | win | win micro |');
    expect(markdown).toContain('|---|---:|---:|');
    expect(markdown).toMatch(/^\| \(all\) \| 10 \| 50\.0% \|/m);
  });
});

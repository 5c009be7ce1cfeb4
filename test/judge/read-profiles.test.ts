import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGameLogFiles } from '../../src/game-log-io/index.ts';
import { judgeGameOf, rankingMessages } from '../../src/judge/judge-games.ts';
import { loadJudgeTemplates } from '../../src/judge/judge-templates.ts';
import { profilesBeside } from '../../src/judge/read-profiles.ts';

const folder = mkdtempSync(join(tmpdir(), 'aiwolf-judge-profiles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('character profiles for the ranking prompt', () => {
  it('come from the INITIALIZE packets of the JSON log beside the .log, and reach the prompt', () => {
    const log = join(folder, 'game1.log');
    copyFileSync('../shared/fixtures/aiwolfdial-logs/jsai2026_truck5/game1.log', log);
    const initialize = (agent: string, profile: string) =>
      JSON.stringify({ request: 'INITIALIZE', info: { agent, profile, day: 0 }, setting: {} });
    writeFileSync(
      join(folder, 'game1.json'),
      JSON.stringify({
        game_id: 'g',
        entries: [
          { agent: 'ミナコ', request: initialize('ミナコ', '明るい女子高生。\n語尾に「だよ」をつける。') },
          { agent: 'シオン', request: JSON.stringify({ request: 'DAILY_INITIALIZE', info: { agent: 'シオン' } }) },
          { agent: 'シオン', request: '{not json' },
        ],
      }),
    );
    const profiles = profilesBeside(log);
    expect([...profiles]).toEqual([['ミナコ', '明るい女子高生。\n語尾に「だよ」をつける。']]);
    const read = readGameLogFiles([log]);
    if (!read.ok) throw read.error;
    const game = judgeGameOf({ log, folder: 'x', record: read.value[0]!.record, profiles });
    const templates = loadJudgeTemplates('ja');
    if (!templates.ok) throw templates.error;
    const prompt = rankingMessages(game, 'character_consistency', templates.value)[1]!.content;
    // One line per player: the profile's own line breaks become ' / '.
    expect(prompt).toContain('- ミナコ：明るい女子高生。 / 語尾に「だよ」をつける。\n');
    expect(prompt).toContain('- シオン\n');
    expect(prompt).toContain('与えられたキャラクター');
  });

  it('are absent without a JSON log, and the prompt does not mention them', () => {
    const log = '../shared/fixtures/aiwolfdial-logs/jsai2026_truck5/game1.log';
    const profiles = profilesBeside(log);
    expect(profiles.size).toBe(0);
    const read = readGameLogFiles([log]);
    if (!read.ok) throw read.error;
    const templates = loadJudgeTemplates('ja');
    if (!templates.ok) throw templates.error;
    const game = judgeGameOf({ log, folder: 'x', record: read.value[0]!.record, profiles });
    expect(rankingMessages(game, 'natural_expression', templates.value)[1]!.content).not.toContain('キャラクター');
  });
});

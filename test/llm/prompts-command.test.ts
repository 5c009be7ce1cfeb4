import { describe, expect, it } from 'vitest';
import { packetsFromFile, renderPreview } from '../../src/cli/prompts-command.ts';

const transcript = new URL('../../../shared/fixtures/server-transcripts/ja_5.jsonl', import.meta.url).pathname;

describe('prompts preview', () => {
  it('renders the system, memory and every request prompt for a recorded transcript', () => {
    const text = renderPreview({ packet: transcript, lang: 'ja' });
    for (const section of [
      '## system',
      '## memory (user)',
      '## talk (user)',
      '## vote (user)',
      '## attack (user)',
      '## daily_finish (user)',
    ]) {
      expect(text).toContain(section);
    }
    expect(text).toContain('生存者');
  });

  it.each([
    ['en', 'en_5.jsonl'],
    ['ja', 'ja_5.jsonl'],
  ] as const)('%s: the issue-25 prompt defects are gone as the model reads them (%s)', (lang, file) => {
    const text = renderPreview({
      packet: new URL(`../../../shared/fixtures/server-transcripts/${file}`, import.meta.url).pathname,
      lang,
    });
    const system = text.slice(text.indexOf('## system'), text.indexOf('## memory'));
    // The length is the server's (English may be 125), punctuation is named, and the one @Name opens the line.
    expect(system).toContain(lang === 'en' ? 'at most 125 characters (spaces not counted)' : '一行50字以内');
    expect(system).toContain(
      lang === 'en' ? "Punctuation . ? ! ' is fine; no commas, emoji or other symbols" : '、。？！は可',
    );
    expect(system).toMatch(
      lang === 'en' ? /one @Name only, never mid-sentence/ : /呼びかけは先頭に「@\S+ 」一つだけ、話題の人は@なし/,
    );
    // The voice the rule brain speaks in, for the whole game.
    expect(system).toMatch(lang === 'en' ? /Your voice \(all game\): .+/ : /話し方\(最後まで同じ\): 一人称「.+」/);
    // Talk lines are shown whole: nothing the server stored is cut.
    const talk = text.slice(text.indexOf('## talk'), text.indexOf('## whisper'));
    expect(talk).not.toContain('…');
    // Each result once, when there are any.
    for (const line of talk.split('\n').filter((entry) => /=(human|werewolf|人間|人狼)/.test(entry))) {
      const results = line.match(/[^:、,]+=[^、,(]+/g) ?? [];
      expect(new Set(results).size).toBe(results.length);
    }
  });

  it('keeps one client of a transcript, or reads plain packets', () => {
    const lines = [
      JSON.stringify({ dir: 'recv', client: 'a', packet: { request: 'NAME' } }),
      JSON.stringify({ dir: 'send', client: 'a', text: 'a' }),
      JSON.stringify({ dir: 'recv', client: 'b', packet: { request: 'FINISH' } }),
    ].join('\n');
    expect(packetsFromFile(lines)).toEqual([{ request: 'NAME' }]);
    expect(packetsFromFile(lines, 'b')).toEqual([{ request: 'FINISH' }]);
    expect(packetsFromFile('[{"request":"NAME"}]')).toEqual([{ request: 'NAME' }]);
  });
});

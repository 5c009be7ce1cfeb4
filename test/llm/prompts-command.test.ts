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

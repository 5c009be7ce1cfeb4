import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { content, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

const BIN = join(import.meta.dirname, '../../bin/aiwolf-agent.js');
const translate = (args: readonly string[], input: string, env: Record<string, string> = {}) =>
  execFileSync('node', [BIN, 'translate', ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', ...env },
  });

describe('aiwolf-agent translate', () => {
  it('writes one JSON line per utterance (ja)', () => {
    const output = translate(
      ['--lang', 'ja', '--agents', 'ミナト,サクラ,ダイスケ', '--speaker', 'サクラ'],
      '占い師COします。ミナトさんは黒でした。\nこんにちは\n',
    );
    expect(
      output
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      {
        text: '占い師COします。ミナトさんは黒でした。',
        sentences: ['COMINGOUT Agent[02] SEER', 'DIVINED Agent[01] WEREWOLF'],
      },
      { text: 'こんにちは', sentences: [] },
    ]);
  });

  it('numbers agents by their position in --agents (en)', () => {
    const output = translate(
      ['--lang', 'en', '--agents', 'Agent[03],Agent[01]', '--speaker', 'Agent[03]'],
      'I vote for Agent[01].\n',
    );
    expect(JSON.parse(output)).toEqual({ text: 'I vote for Agent[01].', sentences: ['VOTE Agent[02]'] });
  });

  it('says protocol sentences with --to-nl', () => {
    const output = translate(
      ['--lang', 'en', '--agents', 'Servas,Asuka', '--speaker', 'Asuka', '--to-nl'],
      'COMINGOUT Agent[02] SEER;DIVINED Agent[01] WEREWOLF\n',
    );
    const line = JSON.parse(output) as { text: string; sentences: string[] };
    expect(line.sentences).toEqual(['COMINGOUT Agent[02] SEER', 'DIVINED Agent[01] WEREWOLF']);
    expect(line.text).toMatch(/seer.*Servas/isu);
  });

  it('refuses --llm without a configured model, naming the fix', () => {
    expect(() =>
      translate(['--lang', 'en', '--agents', 'A,B', '--llm', '--config', '/nonexistent.yml'], 'hi\n'),
    ).toThrow();
  });

  it('reads through the configured model with --llm and reports where the sentences came from', async () => {
    const server = await startFakeOpenAiServer();
    try {
      server.push(content({ sentences: ['COMINGOUT Agent[02] MEDIUM', 'VOTE Agent[99]'] }));
      const child = execFile(
        'node',
        [BIN, 'translate', '--lang', 'en', '--agents', 'Servas,Asuka', '--speaker', 'Asuka', '--llm'],
        {
          encoding: 'utf8',
          env: { ...process.env, OPENAI_API_KEY: 'test', OPENAI_BASE_URL: server.baseURL },
        },
      );
      child.stdin?.end('Medium here.\n');
      const output = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout?.on('data', (chunk: string) => {
          stdout += chunk;
        });
        child.on('error', reject);
        child.on('close', () => resolve(stdout));
      });
      expect(JSON.parse(output)).toEqual({
        text: 'Medium here.',
        sentences: ['COMINGOUT Agent[02] MEDIUM'],
        source: 'model',
      });
      expect(server.requests[0]?.body.response_format?.json_schema?.name).toBe('protocol_sentences');
      expect(server.requests[0]?.body.messages[0]?.content).toContain('Agent[01] = Servas');
    } finally {
      await server.close();
    }
  });
});

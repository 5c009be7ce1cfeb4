import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = join(import.meta.dirname, '../../bin/aiwolf-agent.js');
const translate = (args: readonly string[], input: string) =>
  execFileSync('node', [BIN, 'translate', ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
  })
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('aiwolf-agent translate --lang zh', () => {
  it('reads Chinese talk (names and N号) into protocol sentences, and renders them back', () => {
    const agents = ['--lang', 'zh', '--agents', '张伟,李娜,王芳', '--speaker', '李娜'];
    expect(translate(agents, '我是预言家。我查验了3号，他是狼人。\n我不认为张伟是狼\n')).toEqual([
      {
        text: '我是预言家。我查验了3号，他是狼人。',
        sentences: ['COMINGOUT Agent[02] SEER', 'DIVINED Agent[03] WEREWOLF'],
      },
      { text: '我不认为张伟是狼', sentences: ['NOT (ESTIMATE Agent[01] WEREWOLF)'] },
    ]);
    const [rendered] = translate([...agents, '--to-nl'], 'REQUEST ANY (VOTE Agent[03])\n');
    expect(rendered.sentences).toEqual(['REQUEST ANY (VOTE Agent[03])']);
    expect(rendered.text).toContain('王芳');
    const [roundTrip] = translate(agents, `${rendered.text}\n`);
    expect(roundTrip.sentences).toEqual(['REQUEST ANY (VOTE Agent[03])']);
  });
});

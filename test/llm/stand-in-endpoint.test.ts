import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { type StandInEndpoint, startStandInEndpoint } from '../../src/llm/stand-in-endpoint.ts';

const dirs: string[] = [];
const endpoints: StandInEndpoint[] = [];
afterEach(async () => {
  for (const endpoint of endpoints.splice(0)) await endpoint.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const freshDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'stand-in-'));
  dirs.push(dir);
  return dir;
};
const start = async (dir: string, wait = true): Promise<OpenAI> => {
  const endpoint = await startStandInEndpoint({ dir, port: 0, wait, pollMs: 20 });
  endpoints.push(endpoint);
  return new OpenAI({ baseURL: endpoint.baseURL, apiKey: 'sk-test', maxRetries: 0 });
};
const question = {
  model: 'any',
  messages: [
    { role: 'system' as const, content: 'You are Mio, a villager.' },
    { role: 'user' as const, content: 'Day 1, your turn. Who do you suspect?' },
  ],
  response_format: {
    type: 'json_schema' as const,
    json_schema: { name: 'talk_reply', schema: { type: 'object', properties: { speech: { type: 'string' } } } },
  },
};
const until = async (condition: () => boolean): Promise<void> => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('stand-in-model: a Chat Completions server answered from files (real openai SDK)', () => {
  it('writes the request, waits for its answer file and replies with it', async () => {
    const dir = freshDir();
    const client = await start(dir);
    const reply = client.chat.completions.create(question);
    await until(() => existsSync(join(dir, 'requests', '0001.md')));
    const written = JSON.parse(readFileSync(join(dir, 'requests', '0001.json'), 'utf8'));
    expect(written.messages).toEqual(question.messages);
    const readable = readFileSync(join(dir, 'requests', '0001.md'), 'utf8');
    expect(readable).toContain('## system\n\nYou are Mio, a villager.');
    expect(readable).toContain('## user\n\nDay 1, your turn. Who do you suspect?');
    expect(readable).toContain('answers/0001.txt');
    expect(readable).toContain('"speech"');
    writeFileSync(join(dir, 'answers', '0001.txt'), '{"speech":"I suspect Ren."}\n');
    const completion = await reply;
    expect(completion.choices[0]?.message.content).toBe('{"speech":"I suspect Ren."}');
  });

  it('gives a question asked again, also after a restart, its first number and its answer at once; a new one the next number', async () => {
    const dir = freshDir();
    const first = await start(dir, false);
    await expect(first.chat.completions.create(question)).rejects.toMatchObject({ status: 503 });
    writeFileSync(join(dir, 'answers', '0001.txt'), 'the first answer');
    for (const endpoint of endpoints.splice(0)) await endpoint.close();
    const again = await start(dir);
    const completion = await again.chat.completions.create({ ...question, model: 'another-name', temperature: 0.2 });
    expect(completion.choices[0]?.message.content).toBe('the first answer');
    const other = again.chat.completions.create({ ...question, messages: [...question.messages.slice(0, 1)] });
    await until(() => existsSync(join(dir, 'requests', '0002.json')));
    writeFileSync(join(dir, 'answers', '0002.txt'), 'the second');
    expect((await other).choices[0]?.message.content).toBe('the second');
  });

  it('without --wait, a missing answer is a 503 at once (a first run only writes the requests)', async () => {
    const dir = freshDir();
    const client = await start(dir, false);
    await expect(client.chat.completions.create(question)).rejects.toMatchObject({ status: 503 });
    expect(existsSync(join(dir, 'requests', '0001.json'))).toBe(true);
  });
});

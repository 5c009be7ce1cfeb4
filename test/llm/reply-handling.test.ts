import { describe, expect, it } from 'vitest';
import { cleanSpeech } from '../../src/brain/llm/clean-speech.ts';
import { extractJsonObject } from '../../src/brain/llm/extract-json.ts';
import { matchTarget } from '../../src/brain/llm/match-target.ts';
import { parseTalkReply, parseTargetReply } from '../../src/brain/llm/parse-reply.ts';
import { loadConfig } from '../../src/config/index.ts';

const agents = ['ミナト', 'ミナコ', 'サクラ', 'Agent[01]', 'Benjamin'];

describe('matchTarget', () => {
  it.each([
    ['ミナト', 'ミナト'],
    ['ミナトさん', 'ミナト'],
    ['@サクラ', 'サクラ'],
    ['「ミナコ」', 'ミナコ'],
    ['benjamin', 'Benjamin'],
    ['Benjamim', 'Benjamin'],
    ['I vote for Benjamin.', 'Benjamin'],
    ['Agent[1]', 'Agent[01]'],
  ])('%s → %s', (text, target) => {
    expect(matchTarget({ text, candidates: agents, agents })).toMatchObject({ ok: true, target });
  });

  it('never bends a non-candidate (dead, self) into a candidate', () => {
    expect(matchTarget({ text: 'ミナト', candidates: ['ミナコ', 'サクラ'], agents })).toEqual({
      ok: false,
      reason: 'not_a_candidate',
      named: 'ミナト',
    });
    expect(matchTarget({ text: 'Nobody', candidates: agents, agents })).toMatchObject({ ok: false, reason: 'unknown' });
    expect(matchTarget({ text: 'ミナトかサクラ', candidates: agents, agents })).toMatchObject({
      ok: false,
      reason: 'ambiguous',
    });
  });
});

describe('tolerant replies', () => {
  it('finds JSON in fences and prose, with trailing commas', () => {
    expect(extractJsonObject('Sure!\n```json\n{"target": "ミナト",}\n```')).toEqual({ target: 'ミナト' });
    expect(extractJsonObject('answer: {"a": {"b": "}"}} done')).toEqual({ a: { b: '}' } });
    expect(extractJsonObject('no json here')).toBeUndefined();
  });

  it('takes plain text as the speech or target, but rejects broken JSON', () => {
    expect(parseTalkReply('こんにちは。')).toMatchObject({ ok: true, value: { speech: 'こんにちは。', intents: [] } });
    expect(parseTargetReply('ミナト')).toMatchObject({ ok: true, value: { target: 'ミナト' } });
    expect(parseTargetReply('{"target": ').ok).toBe(false);
  });

  it('keeps good intents and drops bad ones, filling missing nulls', () => {
    const parsed = parseTalkReply(
      JSON.stringify({
        speech: 'x',
        intents: [
          { type: 'VOTE', target: 'A' },
          { type: 'DANCE', target: 'B' },
        ],
      }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: { thought: '', intents: [{ type: 'VOTE', target: 'A', role: null, species: null }] },
    });
  });

  it('cleans speaker prefixes, quotes, Over variants and extra mentions', () => {
    expect(cleanSpeech('ミナト: 「おはよう」', 'ミナト')).toBe('おはよう');
    expect(cleanSpeech('over.', 'ミナト')).toBe('Over');
    expect(cleanSpeech('@サクラ さんと @ミナコ さん', 'ミナト')).toBe('@サクラ さんと ミナコ さん');
  });
});

describe('llm config', () => {
  it('layers defaults, file and env; env wins', () => {
    const resolved = loadConfig({
      contents: { llm: { model: 'file-model', temperature: 0.2 } },
      env: { AIWOLF_LLM_MODEL: 'env-model', OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' },
      dotenv: false,
    });
    expect(resolved.ok && resolved.value.config.llm).toMatchObject({
      model: 'env-model',
      temperature: 0.2,
      apiKey: 'sk-x',
      baseURL: 'http://127.0.0.1:1/v1',
      maxRetries: 2,
    });
  });

  it('rejects unknown keys naming them, without echoing the key value', () => {
    const resolved = loadConfig({
      contents: { llm: { modle: 'x' } as never },
      env: { OPENAI_API_KEY: 'sk-secret-value' },
      dotenv: false,
    });
    expect(!resolved.ok && resolved.error.message).toMatch(/modle/);
    expect(!resolved.ok && resolved.error.message).not.toContain('sk-secret-value');
  });
});

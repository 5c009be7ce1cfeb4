import { describe, expect, it } from 'vitest';
import { EXTRACTION_SCHEMA, type StructuredExtractor, understandWithModelDetailed } from '../../src/nl/index.ts';
import { loadExtractionPrompt } from '../../src/nl-io/index.ts';
import { createRoster, print } from '../../src/protocol/index.ts';

const roster = createRoster(['Servas', 'Asuka', 'Midori']);
const base = { text: 'I am the seer and Servas is a werewolf.', speaker: 'Asuka', roster, lang: 'en' as const };
const replying =
  (reply: unknown): StructuredExtractor =>
  async () =>
    reply;

describe('understandWithModel', () => {
  it('keeps the valid sentences of the reply and drops invalid ones and unknown agents', async () => {
    const result = await understandWithModelDetailed({
      ...base,
      extractor: replying({
        sentences: ['Agent[02] COMINGOUT Agent[02] SEER', 'ESTIMATE Agent[01] WEREWOLF', 'VOTE Agent[99]', 'nonsense'],
      }),
    });
    expect(result.source).toBe('model');
    expect(result.sentences.map(print)).toEqual(['COMINGOUT Agent[02] SEER', 'ESTIMATE Agent[01] WEREWOLF']);
  });

  it('accepts the reply as JSON text', async () => {
    const result = await understandWithModelDetailed({
      ...base,
      extractor: replying('{"sentences":["VOTE Agent[03]"]}'),
    });
    expect(result.sentences.map(print)).toEqual(['VOTE Agent[03]']);
  });

  it('falls back to the rules when the model fails, times out, is aborted or ignores the schema', async () => {
    const rules = ['COMINGOUT Agent[02] SEER'];
    const failing: StructuredExtractor = async () => {
      throw new Error('rate_limited');
    };
    const slow: StructuredExtractor = (request) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve({ sentences: [] }), 5000);
        request.signal.addEventListener('abort', () => clearTimeout(timer));
      });
    const failed = await understandWithModelDetailed({ ...base, extractor: failing });
    expect({ source: failed.source, failure: failed.failure }).toEqual({ source: 'rules', failure: 'rate_limited' });
    expect(failed.sentences.map(print).slice(0, 1)).toEqual(rules);
    const late = await understandWithModelDetailed({ ...base, extractor: slow, timeoutMs: 20 });
    expect(late.failure).toBe('timeout');
    const controller = new AbortController();
    const pending = understandWithModelDetailed({ ...base, extractor: slow, signal: controller.signal });
    controller.abort();
    expect((await pending).failure).toBe('aborted');
    const offSchema = await understandWithModelDetailed({ ...base, extractor: replying({ answer: 42 }) });
    expect(offSchema.source).toBe('rules');
  });

  it('sends the roster in the shipped prompt and a strict JSON schema', async () => {
    const prompt = loadExtractionPrompt();
    if (!prompt.ok) throw prompt.error;
    let seen: { system: string; user: string } | undefined;
    await understandWithModelDetailed({
      ...base,
      prompt: prompt.value,
      extractor: async (request) => {
        seen = { system: request.system, user: request.user };
        expect(request.schema).toBe(EXTRACTION_SCHEMA);
        return { sentences: [] };
      },
    });
    expect(seen?.system).toContain('Agent[01] = Servas');
    expect(seen?.system).toContain('said by Asuka (Agent[02])');
    expect(seen?.user).toBe(base.text);
    expect(EXTRACTION_SCHEMA.schema).toMatchObject({ additionalProperties: false, required: ['sentences'] });
  });
});

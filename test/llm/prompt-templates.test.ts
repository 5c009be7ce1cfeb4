import { describe, expect, it } from 'vitest';
import { computeBeliefs } from '../../src/brain/beliefs/index.ts';
import { buildMemoryContext, buildRequestContext, buildSystemContext } from '../../src/brain/llm/prompt-context.ts';
import { TEMPLATE_NAMES } from '../../src/brain/llm/prompt-context-schema.ts';
import { compilePromptTemplates } from '../../src/brain/llm/prompt-templates.ts';
import { sampleState } from '../../src/brain/llm/sample-state.ts';
import { readPromptSources } from '../../src/llm/prompt-files.ts';
import { understand } from '../../src/nl/index.ts';
import { createRoster } from '../../src/protocol/index.ts';

const limits = { recentTalks: 30, summaryDays: 3, maxLineChars: 160 };

describe.each(['ja', 'en'] as const)('prompt templates (%s)', (lang) => {
  const sources = readPromptSources({ lang });
  if (!sources.ok) throw sources.error;
  const compiled = compilePromptTemplates(sources.value, lang);
  if (!compiled.ok) throw compiled.error;
  const templates = compiled.value;

  it.each([
    ['SEER', 9],
    ['WEREWOLF', 9],
    ['SEER', 5],
    ['WEREWOLF', 5],
  ] as const)('renders every template for a %s, %s players, as the model reads it (snapshot)', (role, players) => {
    const state = sampleState({ lang, role, day: 2, players });
    // The talk read as the brain reads it: the seer's claim and its result, told on each day, reach the prompt.
    const roster = createRoster(state.agents);
    const read = (entry: (typeof state.talks)[number]) =>
      understand({ text: entry.text, speaker: entry.agent, roster, lang });
    const beliefs = computeBeliefs({
      state,
      understood: { talks: state.talks.map(read), whispers: state.whispers.map(read) },
    });
    const request = buildRequestContext({
      state,
      lang,
      limits,
      beliefs,
      candidates: state.agents.slice(1, 4),
      statedVote: state.agents[2]!,
    });
    const rendered = Object.fromEntries(
      TEMPLATE_NAMES.map((name) => [
        name,
        templates.render(
          name,
          name === 'system'
            ? buildSystemContext(state, lang)
            : name === 'memory'
              ? buildMemoryContext({
                  state,
                  lang,
                  limits,
                  notes: { plans: new Map(), summaries: new Map([[1, 'a quiet day']]) },
                })
              : request,
        ),
      ]),
    );
    for (const text of Object.values(rendered)) expect(text).not.toMatch(/\n{3,}|undefined|\[object Object\]/);
    expect(rendered).toMatchSnapshot();
  });

  it('rejects a context that does not match the schema', () => {
    expect(() => templates.render('vote', { self: 'x' })).toThrow(/context of vote/);
  });
});

describe('loading templates', () => {
  const sources = readPromptSources({ lang: 'en' });
  if (!sources.ok) throw sources.error;

  it('fails at load time when a template names a missing variable', () => {
    const broken = { ...sources.value, templates: { ...sources.value.templates, vote: 'Vote {{nonexistent}} now' } };
    const result = compilePromptTemplates(broken, 'en');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('prompt_render_failed');
    expect(!result.ok && result.error.message).toMatch(/nonexistent/);
  });

  it('fails at load time when a partial names a missing variable, even inside a role branch', () => {
    const broken = {
      ...sources.value,
      partials: { ...sources.value.partials, limits: '{{#if is.bodyguard}}{{guardTips}}{{/if}}' },
    };
    const result = compilePromptTemplates(broken, 'en');
    expect(!result.ok && result.error.message).toMatch(/guardTips/);
  });

  it('fails when a template is missing or does not parse', () => {
    const { talk: _talk, ...rest } = sources.value.templates;
    const missing = compilePromptTemplates({ ...sources.value, templates: rest }, 'en');
    expect(!missing.ok && missing.error.code).toBe('prompt_template_missing');
    const unparsable = compilePromptTemplates(
      { ...sources.value, templates: { ...sources.value.templates, talk: '{{#if x}}' } },
      'en',
    );
    expect(!unparsable.ok && unparsable.error.code).toMatch(/prompt_(template_invalid|render_failed)/);
  });

  it('reports a missing prompts.dir naming the fix', () => {
    const result = readPromptSources({ dir: '/nonexistent/prompts', lang: 'ja' });
    expect(!result.ok && result.error.message).toMatch(/prompts\.dir/);
  });
});

import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { compileSimplePhrase } from '../../src/nl/simple-phrase.ts';
import { loadPhrases } from '../../src/nl-io/load-phrases.ts';

const handlebars = Handlebars.create();
const reference = (source: string) => {
  const template = handlebars.compile(source, { strict: true, noEscape: true });
  return (values: Record<string, string>): string => template(values);
};
const outcome = (render: (values: Record<string, string>) => string, values: Record<string, string>) => {
  try {
    return render(values);
  } catch {
    return 'threw';
  }
};

const NAMES = ['target', 'addressee', 'role', 'author', 'reason', 'conclusion', 'first', 'second', 'day', 'clause'];
/** Values as callers pass them, awkward ones included: names with `$&`, quotes, markup and braces. */
const valueSets: Record<string, string>[] = [
  { I: '私', name: 'ミナト', ...Object.fromEntries(NAMES.map((name) => [name, `ケンジ${name}`])) },
  { I: 'I', name: "O'Neil", target: '$& <b>&amp;', addressee: '', role: '{{x}}', clause: 'a\\b', day: '0' },
  { I: '', name: '', target: 'Rin', addressee: 'Asuka' },
  {},
];

describe('plain phrase templates without the Handlebars runtime', () => {
  it.each(['ja', 'en', 'zh'] as const)(
    'every shipped %s variant compiles and renders exactly as Handlebars',
    (lang) => {
      const loaded = loadPhrases({ lang });
      if (!loaded.ok) throw new Error(`phrases of ${lang} not loaded`);
      const variants = Object.values(loaded.value).flat();
      expect(variants.length).toBeGreaterThan(30);
      for (const source of variants) {
        const expected = reference(source);
        const fast = compileSimplePhrase(source, expected);
        expect(fast, source).toBeDefined();
        for (const values of valueSets) expect(outcome(fast!, values), source).toBe(outcome(expected, values));
      }
    },
  );

  it.each([
    '{{> greeting}}',
    '\\{{target}} literally',
    '{{~target}}',
    '{{{target}}}',
    '{{#each items}}{{this}}{{/each}}',
    '{{#if a}}{{#if b}}x{{/if}}{{/if}}',
    '{{#if a}}unclosed',
    '{{constructor}}',
    '{{target.name}}',
  ])('leaves %s to Handlebars', (source) => {
    expect(compileSimplePhrase(source, () => '')).toBeUndefined();
  });

  it('keeps Handlebars when its output differs on a probe', () => {
    const rendered = compileSimplePhrase('{{target}}さん', (values) => `${values['target']}様`);
    expect(rendered?.({ target: 'ユミ' })).toBe('ユミ様');
  });

  it('renders both branches of #if and throws on a missing value, as strict Handlebars does', () => {
    const source = '{{#if addressee}}@{{addressee}} {{else}}みんな、{{/if}}{{target}}に投票しよう。';
    const fast = compileSimplePhrase(source, reference(source))!;
    expect(fast({ addressee: 'リン', target: 'ユミ' })).toBe('@リン ユミに投票しよう。');
    expect(fast({ addressee: '', target: 'ユミ' })).toBe('みんな、ユミに投票しよう。');
    expect(fast({ target: 'ユミ' })).toBe('みんな、ユミに投票しよう。');
    expect(() => fast({ addressee: 'リン' })).toThrow();
  });
});

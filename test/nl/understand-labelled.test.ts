import { describe, expect, it } from 'vitest';
import { evaluate, LABELLED, precisionOf, recallOf } from './evaluation.ts';

describe.each(['ja', 'en'] as const)('rule-based understanding on the labelled set (%s)', (lang) => {
  it('has at least 150 labelled utterances', () => {
    expect(LABELLED[lang].examples.length).toBeGreaterThanOrEqual(150);
  });

  it('holds precision >= 0.9 and recall >= 0.8', () => {
    const { overall, mistakes } = evaluate(lang);
    const figures = { precision: precisionOf(overall), recall: recallOf(overall) };
    // The mistakes are in the message so a regression shows what broke.
    expect(figures.precision, JSON.stringify(mistakes, null, 1)).toBeGreaterThanOrEqual(0.9);
    expect(figures.recall, JSON.stringify(mistakes, null, 1)).toBeGreaterThanOrEqual(0.8);
  });
});

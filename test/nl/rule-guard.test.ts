import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyRules, type RuleFailure } from '../../src/nl/apply-rules.ts';
import { GRAMMARS } from '../../src/nl/grammar.ts';
import { phraseRule } from '../../src/nl/phrase-rule.ts';
import { understand, understandDetailed } from '../../src/nl/understand.ts';
import { ANY, createRoster, print } from '../../src/protocol/index.ts';

const roster = createRoster(['Alice', 'Bob', 'Carol', 'Dave', 'Eve']);

/** Makes the named rule of a language throw whenever it matches, until the test ends. */
const breakRule = (lang: 'en' | 'ja', name: string): void => {
  const rule = GRAMMARS[lang].rules.find((candidate) => candidate.name === name);
  if (rule === undefined) throw new Error(`no rule ${name}`);
  vi.spyOn(rule, 'build').mockImplementation(() => {
    throw new Error('broken on purpose');
  });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a phrase rule that throws', () => {
  it('costs only its own readings: the talk keeps every other rule’s', () => {
    breakRule('en', 'estimate-werewolf');
    const read = understandDetailed({
      text: 'I suspect Bob. I will vote for Carol.',
      speaker: 'Alice',
      roster,
      lang: 'en',
    });
    expect(read.sentences.map(print)).toEqual(['VOTE Agent[03]']);
    expect(read.errors).toEqual([{ code: 'rule_threw', rule: 'estimate-werewolf', message: 'broken on purpose' }]);
  });

  it('never reaches the caller of understand', () => {
    breakRule('en', 'vote');
    expect(
      understand({ text: 'I suspect Bob. I will vote for Carol.', speaker: 'Alice', roster, lang: 'en' }).map(print),
    ).toEqual(['ESTIMATE Agent[02] WEREWOLF']);
  });

  it('leaves its span to the later rules, as if it had not matched', () => {
    const thrower = phraseRule('thrower', 'Bob', () => {
      throw new TypeError('odd input');
    });
    const reader = phraseRule('reader', 'Bob', () => ({ type: 'ESTIMATE', target: 2, role: 'WEREWOLF' }));
    const failures: RuleFailure[] = [];
    const found = applyRules({
      rules: [thrower, reader],
      sentence: 'Bob',
      question: false,
      failures,
      contextAt: () => ({
        speaker: 1,
        addressee: ANY,
        utterance: 'Bob',
        earlier: '',
        previousSentence: '',
        previousSentenceMatch: () => null,
        utteranceHas: () => false,
        vocabulary: GRAMMARS.en.vocabulary,
        referenceTo: () => undefined,
        previousTalk: () => undefined,
      }),
    });
    expect(found.map(({ sentence }) => print(sentence))).toEqual(['ESTIMATE Agent[02] WEREWOLF']);
    expect(failures).toEqual([{ code: 'rule_threw', rule: 'thrower', message: 'odd input' }]);
  });

  it('reports nothing on a talk no rule throws on', () => {
    expect(understandDetailed({ text: 'I suspect Bob.', speaker: 'Alice', roster, lang: 'en' }).errors).toEqual([]);
  });
});

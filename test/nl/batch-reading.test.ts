import { describe, expect, it } from 'vitest';
import {
  batchExtractionRequest,
  mergeReadings,
  readingsFromBatchReply,
  sentencesFromReply,
} from '../../src/nl/index.ts';
import { READING_BOUNDARIES } from '../../src/nl/reading-boundaries.ts';
import { createRoster, parse, print, type Sentence } from '../../src/protocol/index.ts';

const sentence = (text: string): Sentence => {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};
const merged = (rules: string[], model: string[]): string[] =>
  mergeReadings({ rules: rules.map(sentence), model: model.map(sentence) }).map(print);

describe('merging the model reading with the rules', () => {
  it('keeps the rules and adds what the model read and the rules missed', () => {
    expect(merged(['VOTE Agent[02]'], ['VOTE Agent[02]', 'ESTIMATE Agent[03] WEREWOLF'])).toEqual([
      'VOTE Agent[02]',
      'ESTIMATE Agent[03] WEREWOLF',
    ]);
  });

  it('resolves a polarity conflict on a soft reading to no reading', () => {
    expect(merged(['ESTIMATE Agent[03] WEREWOLF'], ['NOT (ESTIMATE Agent[03] WEREWOLF)'])).toEqual([]);
    expect(merged(['ESTIMATE Agent[03] WEREWOLF'], ['ESTIMATE Agent[03] VILLAGER'])).toEqual([]);
    expect(merged(['NOT (VOTE Agent[02])'], ['VOTE Agent[02]'])).toEqual([]);
  });

  it('keeps a claim or result the rules read, dropping the model sentence against it', () => {
    expect(merged(['DIVINED Agent[03] HUMAN'], ['DIVINED Agent[03] WEREWOLF'])).toEqual(['DIVINED Agent[03] HUMAN']);
    expect(merged(['COMINGOUT Agent[01] SEER'], ['NOT (COMINGOUT Agent[01] SEER)'])).toEqual([
      'COMINGOUT Agent[01] SEER',
    ]);
  });

  it('with no rule reading, takes the model reading whole', () => {
    expect(merged([], ['COMINGOUT Agent[01] MEDIUM', 'IDENTIFIED Agent[02] HUMAN'])).toEqual([
      'COMINGOUT Agent[01] MEDIUM',
      'IDENTIFIED Agent[02] HUMAN',
    ]);
  });
});

describe('a batch of talks in one request', () => {
  const roster = createRoster(['ミナト', 'サクラ', 'リン']);
  const talks = [
    { id: 0, speaker: 'サクラ', text: '占い師です。ミナトは白。' },
    { id: 1, speaker: 'リン', text: 'よろしく' },
  ];

  it('numbers the agents and the talks once, in one system and one user message', () => {
    const { system, user } = batchExtractionRequest({ talks, roster, lang: 'ja' });
    expect(system).toContain('Agent[01]=ミナト');
    expect(user.split('\n')).toEqual(['0 サクラ: 占い師です。ミナトは白。', '1 リン: よろしく']);
  });

  it.each(['ja', 'en'] as const)(
    'states every boundary of the guideline from the one source, with %s examples',
    (lang) => {
      const names = lang === 'ja' ? ['ミナト', 'サクラ', 'リン'] : ['Minato', 'Sakura', 'Rin'];
      const { system } = batchExtractionRequest({ talks, roster: createRoster(names), lang });
      for (const boundary of READING_BOUNDARIES) expect(system).toContain(boundary.rule);
      // The finer cases stay with the one-talk prompt: the batch is paid every round.
      expect(system).not.toContain(READING_BOUNDARIES[0]?.more);
      const examples = [...system.matchAll(/(?:E\.g\. |; )[「"]([^「」"\n]+)[」"] → (\[(?:"[^"]*"(?:, )?)*\])/gu)].map(
        (match) => ({
          text: match[1] ?? '',
          expected: JSON.parse(match[2] ?? '[]') as string[],
        }),
      );
      const brief = READING_BOUNDARIES.flatMap((boundary) =>
        boundary.examples[lang].filter((example) => example.brief),
      );
      expect(examples).toHaveLength(brief.length);
      const byText = (pattern: RegExp) => examples.find((example) => pattern.test(example.text))?.expected;
      // A few in the talk's language for each boundary that has any: mild attention, hedged suspicion, a request,
      // a threat, a retold result, a question; every expected reading valid protocol about the roster.
      expect(byText(lang === 'ja' ? /^ミナトさんの曖昧さが気になる$/ : /curious/)).toEqual([]);
      expect(byText(lang === 'ja' ? /怪しいかも/ : /a bit suspicious/)).toEqual(['ESTIMATE Agent[01] WEREWOLF']);
      expect(byText(lang === 'ja' ? /吊りでいこう/ : /Let's vote/)).toEqual(['REQUEST ANY (VOTE Agent[01])']);
      if (lang === 'ja') expect(byText(/投票しようと思う/)).toEqual(['VOTE Agent[01]']);
      expect(byText(lang === 'ja' ? /出さないなら/ : /or I will vote/)).toEqual([
        'INQUIRE Agent[01] (DIVINED ANY ANY)',
      ]);
      expect(byText(lang === 'ja' ? /霊媒結果は/ : /medium result/)).toEqual([]);
      expect(byText(lang === 'ja' ? /誰が怪しい/ : /any reads/)).toBeDefined();
      for (const example of examples) {
        expect(example.text).toMatch(lang === 'ja' ? /[ぁ-ん]/u : /^[\x20-\x7e]+$/u);
        const read = sentencesFromReply({
          reply: { sentences: example.expected },
          roster: createRoster(names),
          speaker: 3,
        });
        expect(read?.map(print)).toEqual(example.expected);
      }
    },
  );

  it('reads each talk of the reply with its own speaker, drops unknown ids and off-roster agents', () => {
    const readings = readingsFromBatchReply({
      reply: {
        talks: [
          { id: 0, sentences: ['Agent[02] COMINGOUT Agent[02] SEER', 'DIVINED Agent[01] HUMAN', 'VOTE Agent[09]'] },
          { id: 1, sentences: [] },
          { id: 7, sentences: ['VOTE Agent[01]'] },
        ],
      },
      talks,
      roster,
    });
    expect([...(readings?.entries() ?? [])].map(([id, sentences]) => [id, sentences.map(print)])).toEqual([
      [0, ['COMINGOUT Agent[02] SEER', 'DIVINED Agent[01] HUMAN']],
      [1, []],
    ]);
  });

  it('gives undefined for a reply off the schema', () => {
    expect(readingsFromBatchReply({ reply: { sentences: [] }, talks, roster })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createRoster, print } from '../../src/protocol/index.ts';
import { understand } from '../../src/nl/index.ts';
import { createReadingMemo, type ReadingMemo, type SurroundingText } from '../../src/nl/reading-memo.ts';
import { ENGLISH_HELD_OUT } from './held-out-en.ts';
import { JAPANESE_HELD_OUT } from './held-out-ja.ts';
import type { LabelledExample } from './labelled-example.ts';
import { ENGLISH_EXAMPLES, ENGLISH_NAMES } from './labelled-en.ts';
import { JAPANESE_EXAMPLES, JAPANESE_NAMES } from './labelled-ja.ts';

/** Another cast for the same seats: a talk renamed into it tokenizes as it did in the first cast. */
const OTHER_JAPANESE = [
  'ケンジ',
  'ユミ',
  'アスカ',
  'ジョージ',
  'リン',
  'シュンイチ',
  'ヴィクトリア',
  'セルヴァス',
  'ミサキ',
];
const OTHER_ENGLISH = ['Kenji', 'Yumi', 'Oliver', 'George', 'Lin', 'Shun', 'Grace', 'Tom', 'Misaki'];

const renamed = (text: string, from: readonly string[], to: readonly string[]): string =>
  from.reduce((result, name, index) => result.replaceAll(name, to[index] ?? name), text);

/** Every example read in both casts (through `readings` if given), as printed protocol text (what a caller sees). */
const readAll = (
  lang: 'ja' | 'en',
  examples: readonly LabelledExample[],
  names: readonly string[],
  other: readonly string[],
  readings?: ReadingMemo,
) => {
  const casts = [
    { names, roster: createRoster(names) },
    { names: other, roster: createRoster(other) },
  ];
  return casts.flatMap((cast) =>
    examples.map(([speaker, text]) =>
      understand({
        text: renamed(text, names, cast.names),
        speaker: renamed(speaker, names, cast.names),
        roster: cast.roster,
        lang,
        ...(readings === undefined ? {} : { readings }),
      }).map(print),
    ),
  );
};

const corpora = [
  ['ja', [...JAPANESE_EXAMPLES, ...JAPANESE_HELD_OUT], JAPANESE_NAMES, OTHER_JAPANESE],
  ['en', [...ENGLISH_EXAMPLES, ...ENGLISH_HELD_OUT], ENGLISH_NAMES, OTHER_ENGLISH],
] as const;

describe('readings of tokenized talk shared between rosters', () => {
  it.each(corpora)(
    '%s: the labelled talk reads the same in two casts with and without the memo',
    (lang, examples, names, other) => {
      const unmemoised = readAll(lang, examples, names, other);
      const readings = createReadingMemo();
      readAll(lang, examples, names, names, readings);
      const oneCast = readings.size;
      const memoised = readAll(lang, examples, names, other, readings);
      // The second cast reads from the memo: (almost) no entries beyond the first cast's.
      expect(oneCast).toBeGreaterThan(0);
      expect(readings.size).toBeLessThan(oneCast * 1.1);
      expect(memoised).toEqual(unmemoised);
      expect(unmemoised.filter((sentences) => sentences.length > 0).length).toBeGreaterThan(examples.length);
    },
  );

  it('remembers a phrase once whoever says it about whom, and numbers each reading back', () => {
    const roster = createRoster(JAPANESE_NAMES);
    const said = [
      ['リョウ', 'ミナトに投票します。ハナは人狼だと思う。'],
      ['ハナ', 'リョウに投票します。ミナトは人狼だと思う。'],
      ['ミナト', 'ハナに投票します。リョウは人狼だと思う。'],
    ] as const;
    const direct = said.map(([speaker, text]) => understand({ text, speaker, roster, lang: 'ja' }).map(print));
    const readings = createReadingMemo();
    const memoised = said.map(([speaker, text]) =>
      understand({ text, speaker, roster, lang: 'ja', readings }).map(print),
    );
    expect(memoised).toEqual(direct);
    expect(new Set(memoised.flat()).size).toBe(6);
    // One talk and its two sentences.
    expect(readings.size).toBe(3);
  });

  it('reads a sentence once in every talk that has it, unless its reading looks at the sentences before it', () => {
    const roster = createRoster(JAPANESE_NAMES);
    const readings = createReadingMemo();
    const read = (text: string) => understand({ text, speaker: 'リョウ', roster, lang: 'ja', readings }).map(print);
    const readAfresh = (text: string) => understand({ text, speaker: 'リョウ', roster, lang: 'ja' }).map(print);
    read('ミナトに投票します。ハナは人狼だと思う。');
    const afterOne = readings.size;
    // A new talk that opens with both: one more talk and one more sentence (agents are numbered in
    // order of appearance, so the shared sentences are the same tokens).
    read('ミナトに投票します。ハナは人狼だと思う。よろしくお願いします。');
    expect(readings.size).toBe(afterOne + 2);
    // A sentence is numbered from itself: alone, or after one naming someone else, it is the entry it was.
    const afterTwo = readings.size;
    expect(read('ハナは人狼だと思う。')).toEqual(['ESTIMATE Agent[02] WEREWOLF']);
    expect(read('リョウです。ハナは人狼だと思う。')).toEqual(readAfresh('リョウです。ハナは人狼だと思う。'));
    expect(read('ミナトは人狼だと思う。')).toEqual(['ESTIMATE Agent[06] WEREWOLF']);
    // Two new talks and one new sentence (`リョウです。`); the last talk is the first one's entry.
    expect(readings.size).toBe(afterTwo + 3);
    // `白だった` names no one: the agent divined in the sentence before is meant, so the same sentence
    // reads differently after another one.
    const results = ['ミナトを占った。白だった。', 'ハナを占った。白だった。', 'ミナトに投票します。白だった。'];
    const memoised = results.map(read);
    expect(memoised).toEqual(results.map(readAfresh));
    expect(memoised[0]).toContain('DIVINED Agent[06] HUMAN');
    expect(memoised[1]).not.toEqual(memoised[0]);
  });

  it('keeps a sentence reading under what its rules looked at around it, and only that', () => {
    const memo = createReadingMemo();
    let reads = 0;
    const found = (target: number) => [{ position: 0, sentence: { type: 'VOTE' as const, target } }];
    /** One sentence in a talk where the sentence before is `previous` and the whole talk is `all`. */
    const sentence = (
      key: string,
      context: { previous: string; all: string },
      looks: readonly SurroundingText[],
      target: number,
    ) =>
      memo.sentence({
        key,
        around: (part) =>
          typeof part === 'string'
            ? context[part]
            : part instanceof RegExp
              ? (part.exec(context.previous)?.[0] ?? '')
              : String(part.inUtterance.test(context.all)),
        read: () => {
          reads++;
          return { found: found(target), readsAround: looks };
        },
      });
    // Looked at nothing: the same reading in any talk.
    expect(sentence('free', { previous: 'a', all: 'x' }, [], 1)).toEqual(found(1));
    expect(sentence('free', { previous: 'b', all: 'y' }, [], 9)).toEqual(found(1));
    expect(reads).toBe(1);
    // Looked at the sentence before: the same reading wherever that sentence comes before.
    expect(sentence('previous', { previous: 'a', all: 'x' }, ['previous'], 2)).toEqual(found(2));
    expect(sentence('previous', { previous: 'a', all: 'y' }, ['previous'], 9)).toEqual(found(2));
    expect(sentence('previous', { previous: 'b', all: 'y' }, ['previous'], 3)).toEqual(found(3));
    expect(reads).toBe(3);
    // After one sentence the rules went on to look at the whole talk, after another they did not.
    expect(sentence('path', { previous: 'a', all: 'x' }, ['previous', 'all'], 4)).toEqual(found(4));
    expect(sentence('path', { previous: 'b', all: 'x' }, ['previous'], 5)).toEqual(found(5));
    expect(sentence('path', { previous: 'b', all: 'z' }, ['previous'], 9)).toEqual(found(5));
    expect(sentence('path', { previous: 'a', all: 'x' }, ['previous', 'all'], 9)).toEqual(found(4));
    expect(reads).toBe(5);
    expect(sentence('path', { previous: 'a', all: 'z' }, ['previous', 'all'], 6)).toEqual(found(6));
    expect(reads).toBe(6);
    // Asked whether the talk has a pattern: the same reading in every talk that answers the same.
    const medium = { inUtterance: /medium/u };
    expect(sentence('asked', { previous: 'a', all: 'medium here' }, [medium], 7)).toEqual(found(7));
    expect(sentence('asked', { previous: 'b', all: 'I am the medium' }, [medium], 9)).toEqual(found(7));
    expect(reads).toBe(7);
    expect(sentence('asked', { previous: 'a', all: 'seer here' }, [medium], 8)).toEqual(found(8));
    expect(reads).toBe(8);
  });

  it('keeps a reading that looked for a pattern in the sentence before under what the pattern found there', () => {
    const roster = createRoster(ENGLISH_NAMES);
    const readings = createReadingMemo();
    const read = (text: string) => understand({ text, speaker: 'Servas', roster, lang: 'en', readings }).map(print);
    const afresh = (text: string) => understand({ text, speaker: 'Servas', roster, lang: 'en' }).map(print);
    // A list after its label: the label in the sentence before says what the names are.
    for (const text of ['My wolf read: Asuka and Midori.', 'Safe: Asuka and Midori.', 'Suspicious — Asuka, Midori.'])
      expect(read(text)).toEqual(afresh(text));
    expect(read('Suspicious — Asuka, Midori.')).toEqual(['ESTIMATE Agent[02] WEREWOLF', 'ESTIMATE Agent[03] WEREWOLF']);
    expect(read('Safe — Asuka, Midori.')).toEqual(['ESTIMATE Agent[02] VILLAGER', 'ESTIMATE Agent[03] VILLAGER']);
    // A sentence that opens with a name, after sentences with no label: read once whatever came before.
    const before = readings.size;
    expect(read('I am not sure yet. Asuka voted for Midori yesterday.')).toEqual(
      afresh('I am not sure yet. Asuka voted for Midori yesterday.'),
    );
    const added = readings.size - before;
    expect(read('Let us think it over. Asuka voted for Midori yesterday.')).toEqual(
      afresh('Let us think it over. Asuka voted for Midori yesterday.'),
    );
    // The second talk adds its own entry and its first sentence's, not a new reading of the second sentence.
    expect(readings.size - before - added).toBe(2);
  });

  it('keeps a reading that asked the whole talk whether a pattern occurs under the answer, not the talk', () => {
    const roster = createRoster(ENGLISH_NAMES);
    const readings = createReadingMemo();
    const read = (text: string) => understand({ text, speaker: 'Servas', roster, lang: 'en', readings }).map(print);
    const afresh = (text: string) => understand({ text, speaker: 'Servas', roster, lang: 'en' }).map(print);
    // A result asks the talk whether it claims the medium (a medium's result is IDENTIFIED): the same
    // answer in another talk reads the sentence from the memo.
    const first = 'I am not sure yet. My divination: Asuka is a werewolf.';
    const before = readings.size;
    expect(read(first)).toEqual(afresh(first));
    expect(read(first)).toEqual(['DIVINED Agent[02] WEREWOLF']);
    const added = readings.size - before;
    const second = 'Let us think it over. My divination: Asuka is a werewolf.';
    expect(read(second)).toEqual(afresh(second));
    // The second talk adds its own entry and its first sentence's, not a new reading of the result.
    expect(readings.size - before - added).toBe(2);
    // Another answer is another reading: after a medium claim the result is the medium's.
    for (const text of ['I am the medium. Asuka was human.', 'I am the seer. Asuka was human.'])
      expect(read(text)).toEqual(afresh(text));
    expect(read('I am the medium. Asuka was human.')).toContain('IDENTIFIED Agent[02] HUMAN');
  });

  it('hands out a copy: changing what one caller got does not change what the next one reads', () => {
    const roster = createRoster(JAPANESE_NAMES);
    const readings = createReadingMemo();
    const first = understand({ text: 'ミナトに投票します。', speaker: 'リョウ', roster, lang: 'ja', readings });
    first.length = 0;
    expect(
      understand({ text: 'ミナトに投票します。', speaker: 'リョウ', roster, lang: 'ja', readings }).map(print),
    ).toEqual(['VOTE Agent[06]']);
  });

  it('stays within its capacity by emptying itself', () => {
    const memo = createReadingMemo(2);
    for (const key of ['a', 'b', 'c']) memo.read(key, () => []);
    expect(memo.size).toBeLessThanOrEqual(2);
    let reads = 0;
    const read = () => {
      reads++;
      return [{ type: 'VOTE' as const, target: 3 }];
    };
    expect(memo.read('d', read)).toEqual(memo.read('d', read));
    expect(reads).toBe(1);
  });

  it('keeps its sentence readings when new whole talks fill their table', () => {
    const readings = createReadingMemo(3);
    let sentenceReads = 0;
    const sentence = (key: string) =>
      readings.sentence({
        key,
        around: () => '',
        read: () => {
          sentenceReads++;
          return { found: [], readsAround: [] };
        },
      });
    sentence('a');
    sentence('b');
    // Talks that are new every time (composed talk) fill the talk table and empty it, twice over.
    for (const key of ['t1', 't2', 't3', 't4', 't5', 't6', 't7']) readings.read(key, () => []);
    expect(readings.size).toBeLessThanOrEqual(3 + 2);
    sentence('a');
    sentence('b');
    expect(sentenceReads).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { collectStatements, createUnderstandingCache } from '../../src/brain/beliefs/index.ts';
import type { TalkEntry } from '../../src/game/index.ts';
import { bareDivinationOf, bareSpeciesOf, everyExecutedSpeciesOf, understand } from '../../src/nl/index.ts';
import { createRoster } from '../../src/protocol/index.ts';
import { buildState } from './support/build-state.ts';

const reportsOf = (talks: (readonly [string, string, number])[], executed = 'Agent[03]') => {
  const state = buildState({
    count: 9,
    self: 'Agent[09]',
    role: 'VILLAGER',
    day: 2,
    dead: [{ agent: executed, cause: 'executed', day: 1 }],
    talks,
  });
  const roster = createRoster(state.agents);
  const read = (entry: TalkEntry) => understand({ text: entry.text, speaker: entry.agent, roster, lang: 'ja' });
  return collectStatements({ state, understood: createUnderstandingCache(read).update(state) }).reports;
};

describe('a claimed medium saying a bare result of the player executed the day before', () => {
  it('is its identification', () => {
    expect(
      reportsOf([
        ['Agent[01]', '私は霊媒師です。', 1],
        ['Agent[01]', 'Agent[03]は人狼でした。次を考えましょう。', 2],
      ]),
    ).toMatchObject([
      { reporter: 'Agent[01]', target: 'Agent[03]', species: 'WEREWOLF', kind: 'identification', day: 2 },
    ]);
  });

  it('is nothing from a speaker who never claimed the medium, or about a player not executed the day before', () => {
    expect(reportsOf([['Agent[01]', 'Agent[03]は人狼でした。', 2]])).toEqual([]);
    expect(
      reportsOf([
        ['Agent[01]', '私は霊媒師です。', 1],
        ['Agent[01]', 'Agent[04]は人狼でした。', 2],
      ]),
    ).toEqual([]);
  });
});

describe('a claimed medium saying every player executed so far was human', () => {
  it('is its identification of the player executed the day before', () => {
    expect(
      reportsOf([
        ['Agent[01]', '私は霊媒師です。', 1],
        ['Agent[01]', 'これまでの吊りはすべて人間だった。狼はまだ潜んでいる。', 2],
      ]),
    ).toMatchObject([{ reporter: 'Agent[01]', target: 'Agent[03]', species: 'HUMAN', kind: 'identification', day: 2 }]);
  });

  it('is nothing from a speaker who never claimed the medium', () => {
    expect(reportsOf([['Agent[01]', 'これまでの吊りはすべて人間だった。', 2]])).toEqual([]);
  });
});

describe('everyExecutedSpeciesOf (a summary of every execution so far, naming nobody)', () => {
  it.each([
    ['これまでの投票で追放されたのは全員村人だ。@Agent[02] あなたは？', 'HUMAN'],
    ['霊媒師が、これまでの吊りはすべて人間だったと確認した。', 'HUMAN'],
    ['処刑された二人は両方とも人間でした。', 'HUMAN'],
    ['両方の処刑は人間だったので、狼は疑いをかわした。', 'HUMAN'],
    ['これまで人間しか処刑していないから強い理由が必要だ', 'HUMAN'],
    ['吊られた人は全員黒だった！', 'WEREWOLF'],
    ['Both voted out were Human—wolves must be hiding among vote splitters!', 'HUMAN'],
    ['All executed players so far have been villagers. Who do you suspect?', 'HUMAN'],
    ['Medium confirms all vote out so far were humans.', 'HUMAN'],
    ["We've only executed humans so far, we need stronger reasons.", 'HUMAN'],
    ['We’ve only voted out villagers—if we don’t stop her now the wolves win.', 'HUMAN'],
    ['Everyone we lynched so far was human.', 'HUMAN'],
  ] as const)('%s → %s', (text, species) => {
    expect(everyExecutedSpeciesOf(text)).toBe(species);
  });

  it.each([
    'これまでの吊りがすべて人間だったなら、狼は残り三人だ。',
    'これまでの吊りは全員人間だったとは限らない。',
    '追放されたのは全員人間だったのか？',
    '処刑された人は全員人間じゃない。',
    'これまでの吊りはすべて人間だったかもしれない。',
    'If all executed so far were human, three wolves remain.',
    'Not all voted out so far were human.',
    'Were all the executed players human?',
    'All of us voted for Midori.',
    'Midori was human.',
  ])('%s is nothing', (text) => {
    expect(everyExecutedSpeciesOf(text)).toBeUndefined();
  });
});

describe('a claimed medium saying a bare verdict (人間判定) of the player executed the day before', () => {
  it('is its identification, though the verdict alone reads as nothing', () => {
    const talks = [
      ['Agent[01]', '霊媒師COは今のところ私だけですね。', 1],
      ['Agent[01]', 'Agent[03]は人間判定。寡黙吊りで情報減少が続くな。', 2],
    ] as const;
    expect(reportsOf(talks.map((talk) => [...talk]))).toMatchObject([
      { reporter: 'Agent[01]', target: 'Agent[03]', species: 'HUMAN', kind: 'identification', day: 2 },
    ]);
    const roster = createRoster(['Agent[01]', 'Agent[02]', 'Agent[03]']);
    expect(understand({ text: talks[1][1], speaker: 'Agent[01]', roster, lang: 'ja' })).toEqual([]);
  });
});

describe('a claimed seer saying a bare result of a player alive that morning', () => {
  it('is its divination', () => {
    expect(
      reportsOf([
        ['Agent[02]', '私は占い師です。', 1],
        ['Agent[02]', 'Agent[05]さんは「人間」でした！', 2],
      ]),
    ).toMatchObject([{ reporter: 'Agent[02]', target: 'Agent[05]', species: 'HUMAN', kind: 'divination', day: 2 }]);
  });

  it('is nothing about a player already dead (the medium’s to tell), or from a speaker who claimed no seer', () => {
    expect(
      reportsOf([
        ['Agent[02]', '私は占い師です。', 1],
        ['Agent[02]', 'Agent[03]は人狼でした。', 2],
      ]),
    ).toEqual([]);
    expect(reportsOf([['Agent[02]', 'Agent[05]は人間でした。', 2]])).toEqual([]);
  });
});

describe('bareSpeciesOf (a bare finding about one named player)', () => {
  it.each([
    ['リサは人狼でした。アヤの意見を参考にしよう。', 'リサ', 'WEREWOLF'],
    ['アヤが人狼だったぞ。', 'アヤ', 'WEREWOLF'],
    ['村の進行が大事。ベンさんは人間でした', 'ベン', 'HUMAN'],
    ['Midori was human so we made a mistake.', 'Midori', 'HUMAN'],
    ['We lost. Midori was a werewolf!', 'Midori', 'WEREWOLF'],
    ["I'm the Medium. Midori was confirmed human.", 'Midori', 'HUMAN'],
    ['タクミは人間判定。寡黙吊りで情報減少が続くな。', 'タクミ', 'HUMAN'],
    ['ハナ氏は黒判定です！', 'ハナ', 'WEREWOLF'],
  ] as const)('%s → %s %s', (text, name, species) => {
    expect(bareSpeciesOf(text, name)).toBe(species);
  });

  it.each([
    ['リサは人狼だったら困る。', 'リサ'],
    ['リサは人狼ではなかった。', 'リサ'],
    ['アヤもリサも人狼だった。', 'リサ'],
    ['リサは人狼だ。', 'リサ'],
    ['Since Midori was human we need reasons.', 'Midori'],
    ['Midori was not human.', 'Midori'],
    ['Midori was confirmed human by Ryuji.', 'Midori'],
    ['リサは人狼でした。', 'アヤ'],
    ['リサは人間判定か。興味深い。', 'リサ'],
    ['リサの黒判定は都合よく感じる。', 'リサ'],
  ] as const)('%s (about %s) is nothing', (text, name) => {
    expect(bareSpeciesOf(text, name)).toBeUndefined();
  });
});

describe('a claimed seer clearing living players in the present tense, alone or in a list', () => {
  it('is its divination of each', () => {
    expect(
      reportsOf([
        ['Agent[02]', '私は占い師です。', 1],
        ['Agent[02]', 'Agent[05]とAgent[06]は人間だ。Agent[07]が怪しい。', 2],
      ]),
    ).toMatchObject([
      { reporter: 'Agent[02]', target: 'Agent[05]', species: 'HUMAN', kind: 'divination' },
      { reporter: 'Agent[02]', target: 'Agent[06]', species: 'HUMAN', kind: 'divination' },
    ]);
  });

  it('is nothing from a speaker who claimed no seer', () => {
    expect(reportsOf([['Agent[02]', 'Agent[05]とAgent[06]は人間だ。', 2]])).toEqual([]);
  });
});

describe('bareDivinationOf (a bare finding or a present-tense clearing of one named player)', () => {
  it.each([
    ['ShizueとMioは人間だ。Servasは昨日の狼の投票に追随した。', 'Mio'],
    ['ShizueとMioは人間だ。', 'Shizue'],
    ['ミオさんは白です！今日は別の人を見よう。', 'ミオ'],
    ['Shizue and Mio are human. Servas shadowed the wolf votes.', 'Mio'],
    ['Shizue and Mio are confirmed human.', 'Shizue'],
    ['Shizue, Daisuke and Sakura are Human.', 'Daisuke'],
    ['Your claim fails. Servas is confirmed human. Vote Minato.', 'Servas'],
    ['リサは人狼でした。', 'リサ'],
  ] as const)('%s (about %s) → HUMAN or its past finding', (text, name) => {
    expect(bareDivinationOf(text, name)).toBe(bareSpeciesOf(text, name) ?? 'HUMAN');
  });

  it.each([
    ['リンさんの占いで、Mioは人間だ。', 'Mio'],
    ['リンの占いによるとMioは人間だ。', 'Mio'],
    ['Mioは人間だと思う。', 'Mio'],
    ['Mioは人間だから吊らない。', 'Mio'],
    ['Mioは人狼だ！', 'Mio'],
    ['Mioは人間なの？', 'Mio'],
    ['I think Mio is human.', 'Mio'],
    ['Mio is not human.', 'Mio'],
    ['Mio is human, right?', 'Mio'],
    ['Rin says Mio is human.', 'Mio'],
    ['Mio is a werewolf!', 'Mio'],
    ['ShizueとMioは人間だ。', 'Rin'],
  ] as const)('%s (about %s) is nothing', (text, name) => {
    expect(bareDivinationOf(text, name)).toBeUndefined();
  });
});

describe('a result read as the kind the game does not allow there', () => {
  it('is a claimed medium’s identification when read as a divination of the player executed the day before', () => {
    expect(
      reportsOf([
        ['Agent[01]', '皆さん、私は霊媒師です。', 1],
        ['Agent[01]', 'Agent[03]さんは人間判定でした。視点整理しましょう。', 2],
      ]),
    ).toMatchObject([{ reporter: 'Agent[01]', target: 'Agent[03]', species: 'HUMAN', kind: 'identification' }]);
  });

  it('is a divination when read as an identification of a player never executed', () => {
    expect(reportsOf([['Agent[02]', 'Agent[05]さんの霊媒結果は人間でした。', 2]]).map((report) => report.kind)).toEqual(
      ['divination'],
    );
  });

  it('stands when the speaker claimed (or already reported as) the role of the kind read', () => {
    // A claimed seer retelling an earlier finding on the player executed since.
    expect(
      reportsOf([
        ['Agent[02]', '私は占い師です。', 1],
        ['Agent[02]', 'Agent[03]さんを占った結果、人間でした。', 2],
      ]).map((report) => report.kind),
    ).toEqual(['divination']);
    // A claimed medium's identification of a living player is its own (wrong) claim to judge, not a divination.
    expect(
      reportsOf([
        ['Agent[01]', '私は霊媒師です。', 1],
        ['Agent[01]', 'Agent[05]さんの霊媒結果は人間でした。', 2],
      ]).map((report) => report.kind),
    ).toEqual(['identification']);
  });
});

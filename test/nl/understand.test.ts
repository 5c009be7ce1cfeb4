import { describe, expect, it } from 'vitest';
import { understand } from '../../src/nl/index.ts';
import { createRoster, print } from '../../src/protocol/index.ts';

const ja = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const en = createRoster(['Servas', 'Asuka', 'Midori', 'Shizue', 'Victoria']);
const readJa = (text: string, speaker = 'リョウ') => understand({ text, speaker, roster: ja, lang: 'ja' }).map(print);
const readEn = (text: string, speaker = 'Asuka') => understand({ text, speaker, roster: en, lang: 'en' }).map(print);

describe('understand', () => {
  it('omits the subject where it is the speaker', () => {
    expect(understand({ text: '占い師COします。', speaker: 'リョウ', roster: ja, lang: 'ja' })).toEqual([
      { type: 'COMINGOUT', target: 5, role: 'SEER' },
    ]);
  });

  it('reads names with honorifics and @ mentions', () => {
    expect(readJa('ハナさんが怪しい。')).toEqual(['ESTIMATE Agent[02] WEREWOLF']);
    expect(readJa('ハンク様に投票します。')).toEqual(['VOTE Agent[04]']);
    expect(readJa('@リア 誰に投票する？')).toEqual(['INQUIRE Agent[03] (VOTE ANY)']);
    expect(readEn(' @Midori  who will you vote for?')).toEqual(['INQUIRE Agent[03] (VOTE ANY)']);
  });

  it('reads Agent[NN] of the roster', () => {
    expect(readEn('I vote for Agent[05].')).toEqual(['VOTE Agent[05]']);
  });

  it('does not read a name inside another word', () => {
    expect(readJa('リアルな話をしよう。クリアに考えたい。')).toEqual([]);
  });

  it('reads protocol text as protocol, dropping the speaker as subject', () => {
    expect(readEn('Agent[02] COMINGOUT Agent[02] SEER')).toEqual(['COMINGOUT Agent[02] SEER']);
    expect(readEn('Over')).toEqual(['Over']);
    expect(readEn('Agent[03] VOTE Agent[01]')).toEqual(['Agent[03] VOTE Agent[01]']);
  });

  it('reads attack proposals (werewolf whispers) as ATTACK with the speaker as subject', () => {
    expect(readJa('ハナを襲撃しよう。')).toEqual(['ATTACK Agent[02]']);
    expect(readJa('今夜はハンクを噛もう')).toEqual(['ATTACK Agent[04]']);
    expect(readJa('リアさんを襲撃するのがいいと思う。')).toEqual(['ATTACK Agent[03]']);
    expect(readJa('襲撃先はエリザ')).toEqual(['ATTACK Agent[01]']);
    expect(readEn("Let's attack Midori.")).toEqual(['ATTACK Agent[03]']);
    expect(readEn("I'll bite Shizue tonight.")).toEqual(['ATTACK Agent[04]']);
    expect(readEn('Our attack target tonight is Servas.')).toEqual(['ATTACK Agent[01]']);
    // Not proposals: weighed, refused, past, questioned, or the speaker itself.
    expect(readJa('ハナを襲撃するのは危険だ。')).toEqual([]);
    expect(readJa('ハナを襲撃しない。')).toEqual([]);
    expect(readJa('ハナを噛むか？')).toEqual([]);
    expect(readJa('リョウを噛もう')).toEqual([]);
    expect(readEn("Let's not attack Midori.")).toEqual([]);
    expect(readEn('Should we attack Midori?')).toEqual([]);
    expect(readEn('Midori attacked Shizue.')).toEqual([]);
  });

  it('reads several sentences of one utterance in order', () => {
    expect(readJa('占い師COする。エリザは白。今日はハンクに投票するぜ。')).toEqual([
      'COMINGOUT Agent[05] SEER',
      'DIVINED Agent[01] HUMAN',
      'VOTE Agent[04]',
    ]);
  });

  it('reads agreement only when the talk it refers to is known', () => {
    const recentTalks = [{ day: 2, idx: 4, speaker: 'Servas' }];
    expect(readEn('I agree with Servas.')).toEqual([]);
    expect(
      understand({ text: 'I agree with Servas.', speaker: 'Asuka', roster: en, lang: 'en', recentTalks }).map(print),
    ).toEqual(['AGREE TALK day2 ID:4']);
  });

  it('skips conditionals and reported speech', () => {
    expect(readEn('If Servas is the wolf we lose.')).toEqual([]);
    expect(readJa('もしハナが人狼なら、リアも怪しい。')).toEqual([]);
    expect(readEn('Victoria thinks Midori is suspicious.')).toEqual([]);
  });

  it('leaves alone phrasings of real contest talk that only look like claims', () => {
    // Each of these was read wrongly once (found by sampling ../shared/fixtures/aiwolfdial-logs).
    expect(
      readJa('ハナ、あなたの発言が気になるのは理解できるけれど、リアの疑念も無視できないわね。', 'エリザ'),
    ).toEqual([]);
    expect(readJa('ハナに投票するのは少し気になるよ。', 'エリザ')).toEqual([]);
    expect(readJa('次はハナ吊りを煽ったリアさんを精査だよ！', 'エリザ')).toEqual([]);
    expect(readJa('ハンクさん、疑う心も大切ですが、情報は村を照らす光です。', 'エリザ')).toEqual([]);
    expect(readJa('@リア、まだ具体的な怪しい動きについて教えてもらえてないけど？', 'エリザ')).toEqual([]);
    expect(readJa('ハナさん黒判定だけで吊るのは早い気がします。', 'エリザ')).toEqual([]);
    expect(readEn("I'm voting for  @Servas . That instant villager claim was too fast.", 'Midori')).toEqual([
      'VOTE Agent[01]',
    ]);
  });

  it('reads results phrased as in contest talk', () => {
    expect(readEn('I am the true Seer. My divination clearly showed that Midori is the werewolf.', 'Servas')).toEqual([
      'COMINGOUT Agent[01] SEER',
      'DIVINED Agent[03] WEREWOLF',
    ]);
    expect(readEn('Morning — I’m the medium. Shizue (Day1)=HUMAN  Victoria (Day2)=HUMAN.', 'Servas')).toEqual([
      'COMINGOUT Agent[01] MEDIUM',
      'IDENTIFIED Agent[04] HUMAN',
      'IDENTIFIED Agent[05] HUMAN',
    ]);
    expect(readJa('ハナさん占いCO、エリザさん白です。', 'リア')).toEqual([]);
  });

  it('reads more contest phrasings (かもしれない, 霊媒師でCO, 確認したところ, あなた after @Name)', () => {
    expect(readJa('@リア あなたは人狼かもしれないと思う！', 'エリザ')).toEqual(['ESTIMATE Agent[03] WEREWOLF']);
    expect(readJa('霊媒師でCOします—ハンクを確認したところ、人間でした。', 'エリザ')).toEqual([
      'COMINGOUT Agent[01] MEDIUM',
      'IDENTIFIED Agent[04] HUMAN',
    ]);
    expect(readJa('@リョウ さん占い結果教えて。', 'エリザ')).toEqual(['INQUIRE Agent[05] (DIVINED ANY ANY)']);
    expect(readJa('@ハナ リアへの投票を求める。', 'エリザ')).toEqual(['REQUEST Agent[02] (VOTE Agent[03])']);
    expect(readJa('占い師の人、そろそろ出てきてほしいなー！', 'エリザ')).toEqual(['REQUEST ANY (COMINGOUT ANY SEER)']);
  });

  it('reads English contest phrasings (wary of, result in the next sentence, support an elimination)', () => {
    expect(readEn('My analysis last night targeted Shizue. The result was HUMAN. She is an ally.')).toEqual([
      'DIVINED Agent[04] HUMAN',
    ]);
    expect(readEn("I still don't trust  @Victoria . Please explain.")).toEqual(['NOT (ESTIMATE Agent[05] VILLAGER)']);
    expect(readEn("I'm still uneasy about Servas and Midori.")).toEqual([
      'ESTIMATE Agent[01] WEREWOLF',
      'ESTIMATE Agent[03] WEREWOLF',
    ]);
    expect(readEn("I support Servas's elimination.")).toEqual(['VOTE Agent[01]']);
  });

  it('reads suggestions to the seer as requests to everyone', () => {
    expect(readJa('今日はハンクさんを占うべきだと思います。', 'エリザ')).toEqual([
      'REQUEST ANY (DIVINATION Agent[04])',
    ]);
  });

  it('stays well under a millisecond per utterance', () => {
    const texts = ['占い師COします。ハナは黒でした。', 'ハナさんが怪しいので、ハナさんに投票します。', 'リアルな話。'];
    const started = performance.now();
    for (let round = 0; round < 1000; round++) for (const text of texts) readJa(text);
    expect((performance.now() - started) / 3000).toBeLessThan(1);
  });
});

import { describe, expect, it } from 'vitest';
import { understand } from '../../src/nl/index.ts';
import { createRoster, print, type Sentence } from '../../src/protocol/index.ts';
import { CHINESE_NAMES } from './labelled-zh.ts';
import { CHINESE_TABLE_TALK } from './labelled-zh-table-talk.ts';

const roster = createRoster(CHINESE_NAMES);
const flatten = (sentences: readonly Sentence[]): string[] =>
  sentences.flatMap((sentence) => (sentence.type === 'AND' ? sentence.clauses : [sentence])).map(print);
const said = (speaker: string, text: string): string[] => flatten(understand({ text, speaker, roster, lang: 'zh' }));

describe('Chinese (zh) table talk: jargon of results, trust, suspicion and calls', () => {
  it('reads the labelled table talk at precision >= 0.95 and recall >= 0.9', () => {
    let hits = 0;
    let predicted = 0;
    let expected = 0;
    const mistakes: { text: string; missing: string[]; extra: string[] }[] = [];
    for (const [speaker, text, labels] of CHINESE_TABLE_TALK) {
      const got = said(speaker, text);
      hits += got.filter((sentence) => labels.includes(sentence)).length;
      predicted += got.length;
      expected += labels.length;
      const missing = labels.filter((label) => !got.includes(label));
      const extra = got.filter((sentence) => !labels.includes(sentence));
      if (missing.length + extra.length > 0) mistakes.push({ text, missing, extra });
    }
    expect(hits / predicted, JSON.stringify(mistakes, null, 1)).toBeGreaterThanOrEqual(0.95);
    expect(hits / expected, JSON.stringify(mistakes, null, 1)).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a number and a name of one player (`5号陈静`) as one mention', () => {
    expect(said('赵磊', '今天我投4号刘洋。')).toEqual(['VOTE Agent[04]']);
    expect(said('王芳', '昨晚验了玩家8黄敏，他是我的查杀。')).toEqual(['DIVINED Agent[08] WEREWOLF']);
  });

  it('reads results in jargon only when they are the speaker’s own', () => {
    expect(said('王芳', '我验的是6号，金水。')).toEqual(['DIVINED Agent[06] HUMAN']);
    expect(said('王芳', '首验7号，好人。')).toEqual(['DIVINED Agent[07] HUMAN']);
    expect(said('王芳', '我查验4号，查杀，他是狼。')).toEqual(['DIVINED Agent[04] WEREWOLF']);
    expect(said('王芳', '5号是我验的金水。')).toEqual(['DIVINED Agent[05] HUMAN']);
    expect(said('王芳', '我的金水是6号。')).toEqual(['DIVINED Agent[06] HUMAN']);
    expect(said('王芳', '5号的金水是6号。')).toEqual([]);
    expect(said('王芳', '4号我验过了，是好人。')).toEqual(['DIVINED Agent[04] HUMAN']);
    expect(said('王芳', '1号的金水给了4号，挺奇怪。')).toEqual([]);
    expect(said('王芳', '她的遗言说验了5号，5号是狼。')).toEqual([]);
  });

  it('reads trust and suspicion wording, and leaves negated or others’ pressing alone', () => {
    expect(said('王芳', '我站边7号。')).toEqual(['ESTIMATE Agent[07] VILLAGER']);
    expect(said('王芳', '我不站边7号。')).toEqual(['NOT (ESTIMATE Agent[07] VILLAGER)']);
    expect(said('王芳', '我保1号。')).toEqual(['ESTIMATE Agent[01] VILLAGER']);
    expect(said('王芳', '我认9号的预言家身份。')).toEqual(['ESTIMATE Agent[09] VILLAGER']);
    expect(said('王芳', '5号好人面大。')).toEqual(['ESTIMATE Agent[05] VILLAGER']);
    expect(said('王芳', '我先踩一下6号。')).toEqual(['ESTIMATE Agent[06] WEREWOLF']);
    expect(said('王芳', '你先别急着踩5号。')).toEqual([]);
    expect(said('王芳', '2号铁狼。')).toEqual(['ESTIMATE Agent[02] WEREWOLF']);
    expect(said('王芳', '9号狼面很大。')).toEqual(['ESTIMATE Agent[09] WEREWOLF']);
    expect(said('王芳', '我觉得7号像倒钩狼。')).toEqual(['ESTIMATE Agent[07] WEREWOLF']);
    expect(said('王芳', '4号在划水。')).toEqual(['ESTIMATE Agent[04] WEREWOLF']);
    expect(said('王芳', '4号不是铁狼。')).toEqual(['NOT (ESTIMATE Agent[04] WEREWOLF)']);
    expect(said('王芳', '狼坑：2号、5号和7号。')).toEqual([
      'ESTIMATE Agent[02] WEREWOLF',
      'ESTIMATE Agent[05] WEREWOLF',
      'ESTIMATE Agent[07] WEREWOLF',
    ]);
    expect(said('王芳', '6号大概率是真的。')).toEqual(['ESTIMATE Agent[06] SEER']);
    expect(said('王芳', '8号不像预言家。')).toEqual(['NOT (ESTIMATE Agent[08] SEER)']);
    expect(said('王芳', '我相信4号是真预言家。')).toEqual(['ESTIMATE Agent[04] SEER']);
    expect(said('王芳', '我不相信4号是真预言家。')).toEqual(['NOT (ESTIMATE Agent[04] SEER)']);
    expect(said('王芳', '4号百分百是狼。')).toEqual(['ESTIMATE Agent[04] WEREWOLF']);
  });

  it('never states what a denied conclusion (不代表/不说明) says', () => {
    expect(said('王芳', '这不代表4号是狼。')).toEqual([]);
    expect(said('王芳', '并不代表4号是好人。')).toEqual([]);
    expect(said('陈静', '2号，我发言少是因为我在观察，不代表我是狼。')).toEqual([]);
    expect(said('王芳', '我没有查杀5号。')).toEqual([]);
    expect(said('王芳', '我没给5号发金水。')).toEqual([]);
    expect(said('王芳', '我没说5号是我的金水。')).toEqual([]);
    expect(said('王芳', '5号狼面不大。')).toEqual([]);
    expect(said('王芳', '我不认5号的预言家身份。')).toEqual(['NOT (ESTIMATE Agent[05] VILLAGER)']);
    expect(said('王芳', '5号的预言家身份我不认。')).toEqual(['NOT (ESTIMATE Agent[05] VILLAGER)']);
    expect(said('王芳', '我不觉得5号是真的。')).toEqual(['NOT (ESTIMATE Agent[05] SEER)']);
    expect(said('王芳', '大家别把票投给5号。')).toEqual(['REQUEST ANY (NOT (VOTE Agent[05]))']);
  });

  it('tells a call on everyone from the speaker’s own vote', () => {
    expect(said('王芳', '今天大家推2号。')).toEqual(['REQUEST ANY (VOTE Agent[02])']);
    expect(said('王芳', '全票出4号，别分票。')).toEqual(['REQUEST ANY (VOTE Agent[04])']);
    expect(said('王芳', '大家别投6号。')).toEqual(['REQUEST ANY (NOT (VOTE Agent[06]))']);
    expect(said('王芳', '我出4号。')).toEqual(['VOTE Agent[04]']);
    expect(said('王芳', '出6号！')).toEqual(['REQUEST ANY (VOTE Agent[06])']);
    expect(said('王芳', '大家把票投给6号。')).toEqual(['REQUEST ANY (VOTE Agent[06])']);
    expect(said('王芳', '我这票给6号。')).toEqual(['VOTE Agent[06]']);
    expect(said('王芳', '我不投4号。')).toEqual(['NOT (VOTE Agent[04])']);
    expect(said('王芳', '我跟着投5号。')).toEqual(['VOTE Agent[05]']);
  });

  it('reads the speaker’s own card and claim forms, not another’s', () => {
    expect(said('王芳', '真预言家是我。')).toEqual(['COMINGOUT Agent[03] SEER']);
    expect(said('王芳', '真预言家是4号。')).toEqual(['ESTIMATE Agent[04] SEER']);
    expect(said('王芳', '我底牌平民。')).toEqual(['COMINGOUT Agent[03] VILLAGER']);
    expect(said('王芳', '他的底牌是平民。')).toEqual([]);
    expect(said('王芳', '9号你什么身份？')).toEqual(['INQUIRE Agent[09] (COMINGOUT Agent[09] ANY)']);
    expect(said('王芳', '只有一个预言家跳出来。')).toEqual([]);
  });
});

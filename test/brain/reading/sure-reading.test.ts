import { describe, expect, it } from 'vitest';
import { readingForm } from '../../../src/brain/reading/reading-form.ts';
import { READING_PRECISION } from '../../../src/brain/reading/reading-precision-table.ts';
import { formPrecision, isSureClause, isSureForm, SURE_PRECISION } from '../../../src/brain/reading/sure-reading.ts';
import { createRoster, parse, type Sentence } from '../../../src/protocol/index.ts';

const sentence = (text: string): Sentence => {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

describe('the form of a reading', () => {
  const roster = createRoster(['ミナト', 'シズエ', 'リュウジ', 'ミヅキ', 'ユミ']);
  const form = (text: string, clause: string) => readingForm(sentence(clause), { text, speaker: 2, roster });

  it('says whether the player it is about is named alone, among others, or not at all', () => {
    expect(form('リュウジが怪しい。', 'ESTIMATE Agent[03] WEREWOLF')).toBe('ESTIMATE WEREWOLF named-alone');
    // The speaker's own name is no other player.
    expect(form('シズエです。リュウジが怪しい。', 'ESTIMATE Agent[03] WEREWOLF')).toBe('ESTIMATE WEREWOLF named-alone');
    expect(form('ミヅキは白だけどリュウジが怪しい。', 'ESTIMATE Agent[03] WEREWOLF')).toBe(
      'ESTIMATE WEREWOLF named-among-others',
    );
    expect(form('彼が怪しい。', 'ESTIMATE Agent[03] WEREWOLF')).toBe('ESTIMATE WEREWOLF unnamed');
  });

  it('keeps claims apart from claims for others, and a subject that is not the speaker', () => {
    expect(form('占い師です。', 'COMINGOUT Agent[02] SEER')).toBe('COMINGOUT SEER');
    expect(form('リュウジは占い師だ。', 'COMINGOUT Agent[03] SEER')).toBe('COMINGOUT-OTHER SEER named-alone');
    expect(form('リュウジはユミを疑っている。', 'Agent[03] ESTIMATE Agent[05] WEREWOLF')).toBe(
      'ESTIMATE WEREWOLF by-other named-among-others',
    );
    expect(form('みんなリュウジに投票して。', 'REQUEST ANY (VOTE Agent[03])')).toBe('REQUEST ANY VOTE named-alone');
  });
});

describe('which forms are sure (the 2025 labelled talk, bench reading-precision)', () => {
  it('a werewolf estimate of the one player a line names is sure; among several it is not', () => {
    for (const lang of ['ja', 'en'] as const) {
      expect(isSureForm(lang, 'ESTIMATE WEREWOLF named-alone', 'stance')).toBe(true);
      expect(isSureForm(lang, 'ESTIMATE WEREWOLF named-among-others', 'stance')).toBe(false);
      expect(isSureForm(lang, 'VOTE named-among-others', 'stance')).toBe(true);
      expect(isSureForm(lang, 'COMINGOUT SEER', 'fact')).toBe(true);
      // A villager estimate among several names: a retold result or a trusted claim, more often than not.
      expect(isSureForm(lang, 'ESTIMATE VILLAGER named-among-others', 'fact')).toBe(false);
    }
  });

  it('judges a form read too rarely with its kin, and one never read by its kin alone', () => {
    // Fifteen English medium claims, all right: judged with every English claim.
    expect(READING_PRECISION['en COMINGOUT MEDIUM']?.[0]).toBeLessThan(SURE_PRECISION.prior);
    expect(isSureForm('en', 'COMINGOUT MEDIUM', 'fact')).toBe(true);
    expect(formPrecision('ja', 'NEVER READ', 'fact')).toBeCloseTo(formPrecision('ja', 'NEVER', 'fact'));
    // Questions are no facts anyone stated: the readings of asked claims are not sure in Japanese.
    expect(isSureForm('ja', 'INQUIRE COMINGOUT named-alone', 'fact')).toBe(false);
  });

  it('draws a form toward its kin by as many readings as the prior, then its test slice toward that', () => {
    const [read, right, , testRead, testRight] = READING_PRECISION['ja DIVINED WEREWOLF named-among-others'] ?? [];
    const kin = formPrecision('ja', 'DIVINED WEREWOLF', 'fact');
    const whole = (right! + SURE_PRECISION.prior * kin) / (read! + SURE_PRECISION.prior);
    expect(formPrecision('ja', 'DIVINED WEREWOLF named-among-others', 'fact')).toBeCloseTo(
      (testRight! + SURE_PRECISION.prior * whole) / (testRead! + SURE_PRECISION.prior),
      10,
    );
  });
});

describe('a clause judged in the talk it is asked of', () => {
  const roster = createRoster(['ミナト', 'シズエ', 'リュウジ', 'ミヅキ', 'ユミ']);

  it('is judged again when the same clause object is asked of another talk (the verdicts are remembered)', () => {
    const clause = sentence('ESTIMATE Agent[03] WEREWOLF');
    const alone = { text: 'リュウジが怪しい。', speaker: 2, roster };
    const amongOthers = { text: 'ミヅキは白だけどリュウジが怪しい。', speaker: 2, roster };
    for (let round = 0; round < 2; round++) {
      expect(isSureClause('ja', clause, alone, 'stance')).toBe(true);
      expect(isSureClause('ja', clause, amongOthers, 'stance')).toBe(false);
      expect(isSureClause('ja', clause, { ...alone, roster: createRoster([...roster.names]) }, 'stance')).toBe(true);
    }
    // Each way of saying it has its own verdict: a villager estimate among several names is no sure fact.
    const villager = sentence('ESTIMATE Agent[03] VILLAGER');
    expect(isSureClause('ja', villager, amongOthers, 'fact')).toBe(
      isSureForm('ja', readingForm(villager, amongOthers), 'fact'),
    );
    expect(isSureClause('ja', villager, amongOthers, 'stance')).toBe(
      isSureForm('ja', readingForm(villager, amongOthers), 'stance'),
    );
  });
});

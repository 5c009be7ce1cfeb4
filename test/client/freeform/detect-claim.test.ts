import { describe, expect, test } from 'vitest';
import { isClaim } from '../../../src/client/freeform/detect-claim.ts';

const agents = ['Agent[01]', 'Agent[02]', 'Agent[03]', 'Agent[04]', 'Agent[05]'];
const claim = (text: string): boolean => isClaim({ text, speaker: 'Agent[02]', agents, lang: 'en' });

describe('a claim worth reacting to', () => {
  test('a coming out or a result, said plainly or nested in a reason, a request or a negation', () => {
    expect(claim('COMINGOUT Agent[02] SEER')).toBe(true);
    expect(claim('BECAUSE (DIVINED Agent[05] HUMAN) (VOTE Agent[03])')).toBe(true);
    expect(claim('REQUEST Agent[03] (COMINGOUT Agent[03] SEER)')).toBe(true);
    expect(claim('NOT (COMINGOUT Agent[02] WEREWOLF)')).toBe(true);
    expect(claim('AND (VOTE Agent[04]) (IDENTIFIED Agent[01] WEREWOLF)')).toBe(true);
  });

  test('an estimate, a vote or talk the rules do not read is not a claim', () => {
    expect(claim('VOTE Agent[03]')).toBe(false);
    expect(claim('BECAUSE (ESTIMATE Agent[05] WEREWOLF) (VOTE Agent[05])')).toBe(false);
    expect(claim('Good morning, everyone.')).toBe(false);
  });
});

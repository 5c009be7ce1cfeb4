import { describe, expect, it } from 'vitest';
import type { PairVerdict } from '../../src/judge/pair-verdict-schema.ts';
import { pairVerdictSchema } from '../../src/judge/pair-verdict-schema.ts';
import { formatPairScores, pairPreference, scorePairs } from '../../src/judge/score-pairs.ts';
import { wilsonInterval } from '../../src/judge/wilson.ts';
import type { PairKey } from '../../src/replay/talk-pair-schema.ts';

const key = (id: string, folder: string, ours: 'A' | 'B'): PairKey => ({
  id,
  ours,
  folder,
  log: `${folder}/game1.log`,
  gameId: `${folder}/game1`,
  day: 1,
  talkIdx: 3,
  turn: 0,
  seat: 'Mina',
  seatIdx: 1,
  team: 'team',
  brain: 'rule',
  seed: 's',
  source: 'brain',
});
const s = (natural: number, context: number, consistent: number, strategic: number) => ({
  natural,
  context,
  consistent,
  strategic,
});
const verdict = (
  id: string,
  A: ReturnType<typeof s>,
  B: ReturnType<typeof s>,
  preferred: 'A' | 'B' | 'tie',
): PairVerdict => ({
  id,
  scores: { A, B },
  preferred,
});

describe('the 95 % Wilson interval', () => {
  it('matches values computed by hand', () => {
    const check = (successes: number, trials: number, low: number, high: number) => {
      const interval = wilsonInterval(successes, trials);
      expect(interval.low).toBeCloseTo(low, 4);
      expect(interval.high).toBeCloseTo(high, 4);
    };
    check(14, 75, 0.11458, 0.28929);
    check(0, 10, 0, 0.27753);
    check(1, 3, 0.06149, 0.79234);
    check(2, 4, 0.15004, 0.84996);
  });
});

describe('scoring blind pairs', () => {
  const keys = [
    key('p1', 'x', 'A'),
    key('p2', 'x', 'B'),
    key('p3', 'x', 'A'),
    key('p4', 'y', 'B'),
    key('p5', 'y', 'A'),
  ];
  // p1: ours (A) preferred in both orders. p2: ours is B; one verdict B, one tie → ours.
  // p3: ours (A) in one order, theirs in the other → tie. p4: ours is B; theirs preferred → theirs. p5: no verdict.
  const verdicts = [
    verdict('p1', s(4, 4, 4, 4), s(2, 2, 2, 2), 'A'),
    verdict('p1', s(4, 2, 4, 2), s(2, 4, 2, 4), 'A'),
    verdict('p2', s(3, 3, 3, 3), s(5, 5, 5, 5), 'B'),
    verdict('p2', s(3, 3, 3, 3), s(5, 5, 5, 3), 'tie'),
    verdict('p3', s(1, 1, 1, 1), s(5, 5, 5, 5), 'A'),
    verdict('p3', s(1, 1, 1, 1), s(5, 5, 5, 5), 'B'),
    verdict('p4', s(5, 4, 3, 2), s(1, 2, 3, 4), 'A'),
  ];

  it('gives per folder and pooled means ours/theirs and the preferred share as computed by hand', () => {
    const result = scorePairs(verdicts, keys);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { byFolder, pooled, notJudged } = result.value;
    expect(notJudged).toBe(1);
    const x = byFolder.x!;
    expect(x.pairs).toBe(3);
    expect(x.verdicts).toBe(6);
    // ours natural: p1 (4+4)/2 = 4, p2 (5+5)/2 = 5, p3 1 → 10/3. theirs: p1 2, p2 3, p3 5 → 10/3.
    expect(x.ours.natural).toBeCloseTo(10 / 3, 10);
    expect(x.theirs.natural).toBeCloseTo(10 / 3, 10);
    // ours strategic: p1 (4+2)/2 = 3, p2 (5+3)/2 = 4, p3 1 → 8/3; theirs: p1 (2+4)/2 = 3, p2 3, p3 5 → 11/3.
    expect(x.ours.strategic).toBeCloseTo(8 / 3, 10);
    expect(x.theirs.strategic).toBeCloseTo(11 / 3, 10);
    expect(x.preferred).toEqual({ ours: 2, theirs: 0, tie: 1 });
    expect(x.oursPreferredShare).toBeCloseTo(2 / 3, 10);
    expect(x.interval.low).toBeCloseTo(0.2077, 3);
    expect(x.interval.high).toBeCloseTo(0.9385, 3);
    const y = byFolder.y!;
    expect(y.pairs).toBe(1);
    // p4: ours is B = (1, 2, 3, 4), theirs A = (5, 4, 3, 2).
    expect(y.ours).toEqual(s(1, 2, 3, 4));
    expect(y.theirs).toEqual(s(5, 4, 3, 2));
    expect(y.preferred).toEqual({ ours: 0, theirs: 1, tie: 0 });
    expect(pooled.pairs).toBe(4);
    // pooled ours natural: (4 + 5 + 1 + 1) / 4.
    expect(pooled.ours.natural).toBeCloseTo(11 / 4, 10);
    expect(pooled.preferred).toEqual({ ours: 2, theirs: 1, tie: 1 });
    expect(pooled.oursPreferredShare).toBe(0.5);
    expect(pooled.interval.low).toBeCloseTo(0.15004, 4);
    const table = formatPairScores(result.value);
    expect(table).toMatch(/^x\s+3\s+3\.33\/3\.33/m);
    expect(table).toMatch(/^pooled\s+4\s+2\.75\/3\.75\s.*50% \[15%–85%\]\s+2 \/ 1 \/ 1$/m);
  });

  it('a judge that always prefers the first position yields ties once both orders are asked', () => {
    // Order AB prefers A; order BA (B shown first) prefers what it saw first, B.
    expect(
      pairPreference(
        [verdict('p', s(3, 3, 3, 3), s(3, 3, 3, 3), 'A'), verdict('p', s(3, 3, 3, 3), s(3, 3, 3, 3), 'B')],
        'A',
      ),
    ).toBe('tie');
    expect(pairPreference([verdict('p', s(3, 3, 3, 3), s(3, 3, 3, 3), 'B')], 'B')).toBe('ours');
  });

  it('refuses verdicts for pairs the key does not have, naming them', () => {
    const result = scorePairs([verdict('zz', s(3, 3, 3, 3), s(3, 3, 3, 3), 'A')], keys);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('verdict_unknown_pair');
    expect(result.error.message).toContain('zz');
  });

  it('reads a verdict written by hand, and rejects a score off the scale or a misspelt criterion', () => {
    const line = {
      id: 'p1',
      scores: { A: s(4, 3, 5, 2), B: s(2, 2, 3, 3) },
      preferred: 'A',
      reason: 'A answers the question put to the speaker.',
      judge: 'hand',
    };
    expect(pairVerdictSchema.safeParse(line).success).toBe(true);
    expect(pairVerdictSchema.safeParse({ ...line, scores: { ...line.scores, A: s(6, 3, 5, 2) } }).success).toBe(false);
    expect(
      pairVerdictSchema.safeParse({
        ...line,
        scores: { ...line.scores, B: { natural: 2, contex: 2, consistent: 3, strategic: 3 } },
      }).success,
    ).toBe(false);
    expect(pairVerdictSchema.safeParse({ ...line, preferred: 'both' }).success).toBe(false);
  });
});

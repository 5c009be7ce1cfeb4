import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CaseOutcomes, playSeededCase, SEEDED_CASES } from './seeded-outcomes.ts';

// Recorded from main before the issue-16 speed work; see record-seeded-outcomes.ts to re-record.
const recorded = JSON.parse(
  readFileSync(new URL('./seeded-outcomes.json', import.meta.url), 'utf8'),
) as readonly CaseOutcomes[];

describe('seeded arena outcomes (the same seeds play the same games)', () => {
  it('records every case of the seed list', () => {
    expect(recorded.map((entry) => entry.name)).toEqual(SEEDED_CASES.map((seeded) => seeded.name));
  });

  it.each(SEEDED_CASES.map((seeded) => [seeded.name, seeded] as const))('%s', async (name, seeded) => {
    const expected = recorded.find((entry) => entry.name === name);
    const played = await playSeededCase(seeded);
    expect(played).toEqual(expected);
  });
});

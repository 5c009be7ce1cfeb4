import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { citeAbout } from '../../../../src/brain/rule/talk/cites.ts';
import { statedBeliefs } from '../../../../src/brain/rule/talk/stated-results.ts';
import type { GameRecord } from '../../../../src/brain/rule/talk/evidence.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { createRoster, parse } from '../../../../src/protocol/index.ts';
import { buildState } from '../../support/build-state.ts';

const recordOf = (state: GameState): GameRecord => ({
  state,
  beliefs: createRuleBrain({ seed: 'cites', lang: 'en' }).beliefsOf(state),
  roster: createRoster(state.agents),
  talkSentences: state.talks.map((talk) => {
    const parsed = parse(talk.text);
    return parsed.ok ? [parsed.value] : [];
  }),
});

const A = (n: number): string => `Agent[0${n}]`;
const today = (talks: readonly (readonly [string, string])[]): GameRecord =>
  recordOf(buildState({ count: 5, self: A(1), role: 'VILLAGER', day: 1, talks: talks.map(([a, t]) => [a, t]) }));

describe('a cite names the latest words at the table about the agent our move names, as said', () => {
  it('cite-with: another agent suspects or votes the target (the newest such talk)', () => {
    const record = today([
      [A(2), 'ESTIMATE Agent[03] WEREWOLF'],
      [A(4), 'VOTE Agent[03]'],
      [A(5), 'Over'],
    ]);
    expect(citeAbout(record, A(3))).toEqual({ kind: 'cite-with', speaker: A(4), target: A(3), idx: 1 });
  });

  it('cite-accuses: the target went after someone else (not us, not itself)', () => {
    expect(citeAbout(today([[A(3), 'VOTE Agent[05]']]), A(3))).toMatchObject({
      kind: 'cite-accuses',
      speaker: A(3),
      other: A(5),
    });
    // An accusation of us is a rebuttal's business, not a cite.
    expect(citeAbout(today([[A(3), 'VOTE Agent[01]']]), A(3))).toBeUndefined();
  });

  it('cite-accuses never holds against the target a push on one our own lines went after', () => {
    const ours = today([
      [A(1), 'ESTIMATE Agent[05] WEREWOLF'],
      [A(3), 'VOTE Agent[05]'],
    ]);
    expect(citeAbout(ours, A(3))?.kind).not.toBe('cite-accuses');
    // Another's push on Agent[05] is no stance of ours.
    const theirs = today([
      [A(2), 'ESTIMATE Agent[05] WEREWOLF'],
      [A(3), 'VOTE Agent[05]'],
    ]);
    expect(citeAbout(theirs, A(3))).toMatchObject({ kind: 'cite-accuses', other: A(5) });
  });

  it('cite-defends and cite-claim: someone called the target human; the target claimed a role', () => {
    expect(citeAbout(today([[A(2), 'ESTIMATE Agent[03] VILLAGER']]), A(3))).toMatchObject({
      kind: 'cite-defends',
      speaker: A(2),
    });
    expect(citeAbout(today([[A(3), 'COMINGOUT Agent[03] SEER']]), A(3))).toMatchObject({
      kind: 'cite-claim',
      speaker: A(3),
      role: 'SEER',
    });
  });

  it('cite-white: a white result on the target; the day before when nobody spoke of it today', () => {
    expect(citeAbout(today([[A(2), 'DIVINED Agent[03] HUMAN']]), A(3))).toMatchObject({
      kind: 'cite-white',
      speaker: A(2),
    });
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        talks: [
          [A(4), 'VOTE Agent[03]', 1],
          [A(2), 'VOTE Agent[05]', 2],
        ],
      }),
    );
    expect(citeAbout(record, A(3))).toMatchObject({ kind: 'cite-with', speaker: A(4), yesterday: true });
  });

  it('a white result repeated by one who claimed no role is its vouching, not a result it published', () => {
    const record = today([
      [A(2), 'COMINGOUT Agent[02] SEER'],
      [A(2), 'DIVINED Agent[03] HUMAN'],
      [A(4), 'DIVINED Agent[03] HUMAN'],
    ]);
    const stated = { ...record, beliefs: statedBeliefs(record.beliefs, record) };
    expect(citeAbout(stated, A(3))).toMatchObject({ kind: 'cite-defends', speaker: A(4) });
    // The claimer's own result is one.
    expect(citeAbout(today([[A(2), 'DIVINED Agent[03] HUMAN']]), A(3))).toMatchObject({ kind: 'cite-white' });
  });

  it('a talk that merely names the target is no cite; a judgement read before it is', () => {
    expect(citeAbout(today([[A(2), 'What about Agent[03] then?']]), A(3))).toBeUndefined();
    expect(
      citeAbout(
        today([
          [A(4), 'VOTE Agent[03]'],
          [A(2), 'What about Agent[03] then?'],
        ]),
        A(3),
      ),
    ).toMatchObject({ kind: 'cite-with', speaker: A(4) });
  });

  it('nothing about the target today, or only our own words: no cite', () => {
    expect(
      citeAbout(
        today([
          [A(2), 'VOTE Agent[04]'],
          [A(5), 'COMINGOUT Agent[05] VILLAGER'],
        ]),
        A(3),
      ),
    ).toBeUndefined();
    expect(citeAbout(today([[A(1), 'VOTE Agent[03]']]), A(3))).toBeUndefined();
  });

  it('cite-differs: nothing about the target, and the newest talk goes after someone else', () => {
    expect(citeAbout(today([[A(2), 'VOTE Agent[04]']]), A(3))).toEqual({
      kind: 'cite-differs',
      speaker: A(2),
      other: A(4),
      idx: 0,
    });
    // Not an accusation of us, and words about the target come first.
    expect(citeAbout(today([[A(2), 'VOTE Agent[01]']]), A(3))).toBeUndefined();
    expect(
      citeAbout(
        today([
          [A(4), 'VOTE Agent[03]'],
          [A(2), 'VOTE Agent[05]'],
        ]),
        A(3),
      ),
    ).toMatchObject({ kind: 'cite-with', speaker: A(4) });
  });

  it('only what the text names is cited: a reading through a pronoun is not', () => {
    const state = buildState({ count: 5, self: A(1), role: 'VILLAGER', day: 1, talks: [[A(2), 'I suspect him.']] });
    const record: GameRecord = {
      ...recordOf(state),
      talkSentences: [[{ type: 'ESTIMATE', target: 3, role: 'WEREWOLF' }]],
    };
    expect(citeAbout(record, A(3))).toBeUndefined();
    const named: GameRecord = {
      ...recordOf({ ...state, talks: [{ ...state.talks[0]!, text: 'I suspect Agent[03].' }] }),
      talkSentences: [[{ type: 'ESTIMATE', target: 3, role: 'WEREWOLF' }]],
    };
    expect(citeAbout(named, A(3))).toMatchObject({ kind: 'cite-with', speaker: A(2) });
  });
});

import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import {
  type GameRecord,
  mediumImplications,
  type Reason,
  reasonsAbout,
  reasonsAgainst,
  reasonsFor,
  speakableReasons,
} from '../../../../src/brain/rule/talk/evidence.ts';
import { statedBeliefs } from '../../../../src/brain/rule/talk/stated-results.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { createRoster, parse } from '../../../../src/protocol/index.ts';
import { buildState } from '../../support/build-state.ts';

/** The record a reason reads, from a hand-built state whose talks are protocol text. */
const recordOf = (state: GameState): GameRecord => ({
  state,
  beliefs: createRuleBrain({ seed: 'evidence', lang: 'en' }).beliefsOf(state),
  roster: createRoster(state.agents),
  talkSentences: state.talks.map((talk) => {
    const parsed = parse(talk.text);
    return parsed.ok ? [parsed.value] : [];
  }),
});

/** The state with one more talk today, in turn `turn`. */
const withTalk = (state: GameState, agent: string, text: string, turn: number): GameState => ({
  ...state,
  talks: [...state.talks, { idx: state.talks.length, day: state.day, turn, agent, text, skip: false, over: false }],
});

const kinds = (reasons: readonly Reason[]): string[] => reasons.map((reason) => reason.kind);
const A = (n: number): string => `Agent[0${n}]`;

describe('every reason the talk gives is true of the game record', () => {
  it('black-report: a seer claimer published a black result on the agent (and only then)', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [[A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[03] WEREWOLF)']],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({
      kind: 'black-report',
      target: A(3),
      reporter: A(2),
      own: false,
    });
    expect(kinds(reasonsAgainst(record, A(4)))).not.toContain('black-report');
  });

  it('last-grey: every other living player but us has a white result, and the agent has none', () => {
    const state = (results: string[]) =>
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: A(5), cause: 'attacked', day: 1 }],
        talks: [[A(2), 'COMINGOUT Agent[02] SEER', 1], ...results.map((text) => [A(2), text] as [string, string])],
      });
    // Agent[02] (the seer claimer) is not cleared by anyone: Agent[03] is not the last grey.
    expect(kinds(reasonsAgainst(recordOf(state(['DIVINED Agent[04] HUMAN'])), A(3)))).not.toContain('last-grey');
    const cleared = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: A(5), cause: 'attacked', day: 1 }],
        talks: [
          [A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[04] HUMAN)', 1],
          [A(4), 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[02] HUMAN)', 1],
        ],
      }),
    );
    expect(kinds(reasonsAgainst(cleared, A(3)))).toContain('last-grey');
    expect(kinds(reasonsAgainst(cleared, A(2)))).not.toContain('last-grey');
  });

  it('asked about a player: what speaks for a likely human first, against a likely werewolf first', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [
          [A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[04] HUMAN)'],
          [A(2), 'DIVINED Agent[03] WEREWOLF'],
        ],
      }),
    );
    expect(reasonsAbout(record, A(4))[0]).toEqual({ kind: 'white-report', target: A(4), reporter: A(2), own: false });
    expect(reasonsAbout(record, A(3))[0]).toEqual({ kind: 'black-report', target: A(3), reporter: A(2), own: false });
  });

  it('white-report and sole-claim: a white result on the agent; the only claimer of a role', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [[A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[04] HUMAN)']],
      }),
    );
    expect(reasonsFor(record, A(4))).toContainEqual({ kind: 'white-report', target: A(4), reporter: A(2), own: false });
    expect(reasonsFor(record, A(2))).toContainEqual({ kind: 'sole-claim', target: A(2), role: 'SEER' });
    expect(kinds(reasonsAgainst(record, A(4)))).not.toContain('no-white');
    expect(kinds(reasonsAgainst(record, A(5)))).toContain('no-white');
  });

  it('counter-claim names every living rival and no dead one; a dead earlier claimer still makes a claim late', () => {
    const talks = [
      [A(2), 'COMINGOUT Agent[02] SEER'],
      [A(3), 'COMINGOUT Agent[03] SEER'],
      [A(4), 'COMINGOUT Agent[04] SEER'],
    ] as const;
    const three = recordOf(buildState({ count: 7, self: A(1), role: 'VILLAGER', day: 1, talks: [...talks] }));
    expect(reasonsAgainst(three, A(2))).toContainEqual({
      kind: 'counter-claim',
      target: A(2),
      rival: A(3),
      role: 'SEER',
      others: [A(3), A(4)],
    });
    // Day 2, Agent[03] executed: the first claimer's rival now is Agent[04] alone.
    const oneDead = recordOf(
      buildState({
        count: 7,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: A(3), cause: 'executed', day: 1 }],
        talks: talks.map(([agent, text]) => [agent, text, 1] as const),
      }),
    );
    expect(reasonsAgainst(oneDead, A(2))).toContainEqual({
      kind: 'counter-claim',
      target: A(2),
      rival: A(4),
      role: 'SEER',
    });
    // Both rivals gone: no "X and Y both claim" of the dead; the last claimer is still late after the first.
    const twoDead = recordOf(
      buildState({
        count: 7,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [
          { agent: A(3), cause: 'executed', day: 1 },
          { agent: A(4), cause: 'attacked', day: 1 },
        ],
        talks: talks.map(([agent, text]) => [agent, text, 1] as const),
      }),
    );
    expect(kinds(reasonsAgainst(twoDead, A(2)))).not.toContain('counter-claim');
    const lateDead = recordOf(
      buildState({
        count: 7,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: A(2), cause: 'attacked', day: 1 }],
        talks: talks.map(([agent, text]) => [agent, text, 1] as const),
      }),
    );
    expect(reasonsAgainst(lateDead, A(4))).toContainEqual({
      kind: 'late-claim',
      target: A(4),
      rival: A(2),
      role: 'SEER',
    });
  });

  it('late-claim and counter-claim: two claimers of one role, the later one named late', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [
          [A(2), 'COMINGOUT Agent[02] SEER'],
          [A(3), 'COMINGOUT Agent[03] SEER'],
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({
      kind: 'late-claim',
      target: A(3),
      rival: A(2),
      role: 'SEER',
    });
    expect(reasonsAgainst(record, A(2))).toContainEqual({
      kind: 'counter-claim',
      target: A(2),
      rival: A(3),
      role: 'SEER',
    });
    expect(kinds(reasonsAgainst(record, A(4)))).not.toContain('late-claim');
    // The first claimer restating its claim after the rival's is still the first.
    const restated = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [
          [A(2), 'COMINGOUT Agent[02] SEER'],
          [A(3), 'COMINGOUT Agent[03] SEER'],
          [A(2), 'COMINGOUT Agent[02] SEER'],
        ],
      }),
    );
    expect(kinds(reasonsAgainst(restated, A(2)))).not.toContain('late-claim');
    expect(kinds(reasonsAgainst(restated, A(3)))).toContain('late-claim');
  });

  it('late-claim only while both first claims are of yesterday or today; an older order is a counter-claim', () => {
    const claims = (day: number) =>
      recordOf(
        buildState({
          count: 5,
          self: A(1),
          role: 'VILLAGER',
          day,
          talks: [
            [A(2), 'COMINGOUT Agent[02] SEER', 1],
            [A(3), 'COMINGOUT Agent[03] SEER', 1],
            // Both restate today, the later claimer first: the order the table sees now.
            ...(day > 2
              ? ([
                  [A(3), 'COMINGOUT Agent[03] SEER', day],
                  [A(2), 'COMINGOUT Agent[02] SEER', day],
                ] as const)
              : []),
          ],
        }),
      );
    expect(kinds(reasonsAgainst(claims(2), A(3)))).toContain('late-claim');
    expect(kinds(reasonsAgainst(claims(3), A(3)))).not.toContain('late-claim');
    expect(reasonsAgainst(claims(3), A(3))).toContainEqual({
      kind: 'counter-claim',
      target: A(3),
      rival: A(2),
      role: 'SEER',
    });
  });

  it('withdrew-claim: the agent took back a role it had claimed; its claim and results are then off the record', () => {
    const talks: [string, string][] = [
      [A(2), 'COMINGOUT Agent[02] SEER'],
      [A(3), 'COMINGOUT Agent[03] SEER'],
      [A(3), 'DIVINED Agent[01] WEREWOLF'],
      [A(3), 'NOT (COMINGOUT Agent[03] SEER)'],
    ];
    const raw = recordOf(buildState({ count: 5, self: A(1), role: 'VILLAGER', day: 1, talks }));
    const record = { ...raw, beliefs: statedBeliefs(raw.beliefs, raw) };
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'withdrew-claim', target: A(3), role: 'SEER', day: 1 });
    // No counter-claim left to name, and the result given under the claim is gone with it.
    expect(kinds(reasonsAgainst(record, A(3)))).not.toContain('late-claim');
    expect(kinds(reasonsAgainst(record, A(2)))).not.toContain('counter-claim');
    expect(record.beliefs.counterClaims).toEqual([]);
    expect(record.beliefs.reports.filter((report) => report.reporter === A(3))).toEqual([]);
    // A denial with no claim before it withdraws nothing; a claim made again stands.
    const denial = recordOf(
      buildState({ count: 5, self: A(1), role: 'VILLAGER', day: 1, talks: [[A(4), 'NOT (COMINGOUT Agent[04] SEER)']] }),
    );
    expect(kinds(reasonsAgainst(denial, A(4)))).not.toContain('withdrew-claim');
    const again = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [...talks, [A(3), 'COMINGOUT Agent[03] SEER']],
      }),
    );
    expect(kinds(reasonsAgainst(again, A(3)))).not.toContain('withdrew-claim');
    expect(statedBeliefs(again.beliefs, again).claims.some((claim) => claim.agent === A(3))).toBe(true);
  });

  it('word-vote: said one name on a day and voted another', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        talks: [
          [A(3), 'VOTE Agent[04]', 1],
          [A(5), 'VOTE Agent[04]', 1],
        ],
        votes: [
          { day: 1, agent: A(3), target: A(2) },
          { day: 1, agent: A(5), target: A(4) },
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({
      kind: 'word-vote',
      target: A(3),
      day: 1,
      said: A(4),
      voted: A(2),
    });
    expect(kinds(reasonsAgainst(record, A(5)))).not.toContain('word-vote');
  });

  it('voted-identified: voted the executed agent the medium then found human', () => {
    const record = recordOf(
      buildState({
        count: 9,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: A(6), cause: 'executed', day: 1 }],
        votes: [
          { day: 1, agent: A(3), target: A(6) },
          { day: 1, agent: A(4), target: A(5) },
        ],
        talks: [[A(2), 'AND (COMINGOUT Agent[02] MEDIUM) (IDENTIFIED Agent[06] HUMAN)']],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({
      kind: 'voted-identified',
      target: A(3),
      day: 1,
      victim: A(6),
    });
    expect(kinds(reasonsAgainst(record, A(4)))).not.toContain('voted-identified');
    expect(mediumImplications(record, A(6), false)).toEqual([
      { kind: 'medium-voters', target: A(6), day: 1, voters: [A(3)] },
    ]);
  });

  it('medium-voters: our own vote on the executed human is named too, last', () => {
    const record = recordOf(
      buildState({
        count: 9,
        self: A(1),
        role: 'MEDIUM',
        day: 2,
        dead: [{ agent: A(6), cause: 'executed', day: 1 }],
        votes: [
          { day: 1, agent: A(1), target: A(6) },
          { day: 1, agent: A(3), target: A(6) },
          { day: 1, agent: A(4), target: A(5) },
        ],
      }),
    );
    expect(mediumImplications(record, A(6), false)).toEqual([
      { kind: 'medium-voters', target: A(6), day: 1, voters: [A(3), A(1)] },
    ]);
  });

  it('voted-attacked: voted an agent the werewolves attacked that night', () => {
    const record = recordOf(
      buildState({
        count: 9,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [
          { agent: A(6), cause: 'executed', day: 1 },
          { agent: A(7), cause: 'attacked', day: 1 },
        ],
        votes: [
          { day: 1, agent: A(3), target: A(7) },
          { day: 1, agent: A(4), target: A(6) },
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'voted-attacked', target: A(3), day: 1, victim: A(7) });
    expect(kinds(reasonsAgainst(record, A(4)))).not.toContain('voted-attacked');
  });

  it('voted-with: voted the same agent as one with a black result', () => {
    const record = recordOf(
      buildState({
        count: 9,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: A(6), cause: 'executed', day: 1 }],
        votes: [
          { day: 1, agent: A(3), target: A(6) },
          { day: 1, agent: A(4), target: A(6) },
          { day: 1, agent: A(5), target: A(2) },
        ],
        talks: [[A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[04] WEREWOLF)']],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({
      kind: 'voted-with',
      target: A(3),
      day: 1,
      victim: A(6),
      partner: A(4),
    });
    expect(kinds(reasonsAgainst(record, A(5)))).not.toContain('voted-with');
  });

  it('voted-with-doubted: voted the same agent as one our talk or vote went against (not when we voted it too)', () => {
    const state = (ownVote: string) =>
      buildState({
        count: 9,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: A(6), cause: 'executed', day: 1 }],
        votes: [
          { day: 1, agent: A(1), target: ownVote },
          { day: 1, agent: A(3), target: A(6) },
          { day: 1, agent: A(4), target: A(6) },
          { day: 1, agent: A(5), target: A(2) },
        ],
        talks: [[A(1), 'ESTIMATE Agent[04] WEREWOLF']],
      });
    const record = recordOf(state(A(5)));
    expect(reasonsAgainst(record, A(3))).toContainEqual({
      kind: 'voted-with-doubted',
      target: A(3),
      day: 1,
      victim: A(6),
      partner: A(4),
    });
    // A(5) voted with nobody we doubt; A(4) is the doubted one itself.
    expect(kinds(reasonsAgainst(record, A(5)))).not.toContain('voted-with-doubted');
    // We voted A(6) too: holding that vote against A(3) is never said.
    expect(kinds(speakableReasons(recordOf(state(A(6))), A(3)))).not.toContain('voted-with-doubted');
    // The doubted partner was attacked since: a human, no vote block with the werewolf side.
    const attacked = state(A(5));
    const afterAttack = {
      ...attacked,
      attacked: [{ agent: A(4), day: 2 }],
      status: { ...attacked.status, [A(4)]: 'DEAD' },
    };
    expect(kinds(reasonsAgainst(recordOf(afterAttack as GameState), A(3)))).not.toContain('voted-with-doubted');
  });

  it('defended: called an agent with a black result a villager', () => {
    const record = recordOf(
      buildState({
        count: 9,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [
          [A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[04] WEREWOLF)'],
          [A(3), 'ESTIMATE Agent[04] VILLAGER'],
          [A(5), 'ESTIMATE Agent[06] VILLAGER'],
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'defended', target: A(3), defended: A(4) });
    expect(kinds(reasonsAgainst(record, A(5)))).not.toContain('defended');
  });

  it('defended-doubted: called a villager one our talk went against (not one found human, not a black one)', () => {
    const state = (white: boolean) =>
      buildState({
        count: 9,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [
          [A(1), 'ESTIMATE Agent[04] WEREWOLF'],
          [A(3), 'ESTIMATE Agent[04] VILLAGER'],
          [A(5), 'ESTIMATE Agent[06] VILLAGER'],
          ...(white ? [[A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[04] HUMAN)'] as [string, string]] : []),
        ],
      });
    const record = recordOf(state(false));
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'defended-doubted', target: A(3), defended: A(4) });
    expect(kinds(reasonsAgainst(record, A(5)))).not.toContain('defended-doubted');
    expect(kinds(reasonsAgainst(recordOf(state(true)), A(3)))).not.toContain('defended-doubted');
    // Our own talk later called A(4) a villager: "A(4) whom I doubt" would break our story.
    const cleared = withTalk(state(false), A(1), 'ESTIMATE Agent[04] VILLAGER', 1);
    expect(kinds(reasonsAgainst(recordOf(cleared), A(3)))).not.toContain('defended-doubted');
  });

  it('silence: said only Over on a past day', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        talks: [
          [A(3), 'Over', 1],
          [A(4), 'VOTE Agent[05]', 1],
          [A(4), 'Over', 1],
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'silence', target: A(3), day: 1 });
    expect(kinds(reasonsAgainst(record, A(4)))).not.toContain('silence');
  });

  it('no-names: talked twice that day and named no other player (today first, else yesterday)', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [
          [A(3), 'Over'],
          [A(3), 'Hello everyone.'],
          [A(3), 'Let us be careful today.'],
          [A(4), 'Hello everyone.'],
          [A(4), 'I wonder about Agent[02].'],
          [A(5), 'Hello everyone.'],
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'no-names', target: A(3), day: 1 });
    // Named someone; said only one thing.
    expect(kinds(reasonsAgainst(record, A(4)))).not.toContain('no-names');
    expect(kinds(reasonsAgainst(record, A(5)))).not.toContain('no-names');
  });

  it('no-names today: one line in an earlier turn that named nobody, once a later turn has begun', () => {
    const state = buildState({
      count: 5,
      self: A(1),
      role: 'VILLAGER',
      day: 1,
      talks: [
        [A(3), 'Let us be careful today.'],
        [A(4), 'I wonder about Agent[02].'],
        [A(5), 'Hello everyone.'],
        [A(2), 'Agent[04] seems fine.'],
      ],
    });
    // The first three spoke in turn 0; Agent[02] opens turn 1.
    const turned = { ...state, talks: state.talks.map((talk, index) => ({ ...talk, turn: index < 3 ? 0 : 1 })) };
    expect(reasonsAgainst(recordOf(turned), A(3))).toContainEqual({ kind: 'no-names', target: A(3), day: 1 });
    expect(kinds(reasonsAgainst(recordOf(turned), A(4)))).not.toContain('no-names');
    // Still in the first turn: one line is not yet a day's talk.
    expect(kinds(reasonsAgainst(recordOf(state), A(3)))).not.toContain('no-names');
  });

  it('quiet: said at most one thing today while half the others said two or more', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [
          [A(2), 'Hello.'],
          [A(2), 'I wonder.'],
          [A(3), 'Hello.'],
          [A(4), 'Hello.'],
          [A(4), 'Let us think.'],
          [A(5), 'Hello.'],
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'quiet', target: A(3), said: 1 });
    expect(kinds(reasonsAgainst(record, A(2)))).not.toContain('quiet');
  });

  it('quiet: nothing said today though its turn came (it passed, or a later turn began)', () => {
    const state = buildState({
      count: 5,
      self: A(1),
      role: 'VILLAGER',
      day: 1,
      talks: [
        [A(2), 'Hello.'],
        [A(3), 'Over'],
        [A(4), 'Hello.'],
      ],
    });
    // Agent[03] passed; Agent[05] has not had its turn yet.
    expect(reasonsAgainst(recordOf(state), A(3))).toContainEqual({ kind: 'quiet', target: A(3), said: 0 });
    expect(kinds(reasonsAgainst(recordOf(state), A(5)))).not.toContain('quiet');
    // A second turn has begun: Agent[05] let its first go by.
    const later = withTalk(state, A(2), 'Still thinking.', 1);
    expect(reasonsAgainst(recordOf(later), A(5))).toContainEqual({ kind: 'quiet', target: A(5), said: 0 });
    expect(kinds(reasonsAgainst(recordOf(later), A(4)))).not.toContain('quiet');
    // Nor of a player executed or attacked before today: it cannot speak, so its silence says nothing.
    const gone = buildState({
      count: 5,
      self: A(1),
      role: 'VILLAGER',
      day: 2,
      dead: [{ agent: A(5), cause: 'executed', day: 1 }],
      talks: [
        [A(2), 'Hello.'],
        [A(3), 'Over'],
        [A(4), 'Hello.'],
      ],
    });
    expect(kinds(reasonsAgainst(recordOf(withTalk(gone, A(2), 'Still thinking.', 1)), A(5)))).not.toContain('quiet');
  });

  it('pressed-me: questioned us by name today (not an accusation, not someone else)', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [
          [A(3), '@Agent[01] why are you so calm?'],
          [A(4), 'Agent[02] what do you think of Agent[01]?'],
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'pressed-me', target: A(3) });
    expect(kinds(reasonsAgainst(record, A(4)))).not.toContain('pressed-me');
  });

  it('voted-me: voted us on a past day (the latest such day)', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        votes: [
          { day: 1, agent: A(3), target: A(1) },
          { day: 1, agent: A(4), target: A(5) },
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'voted-me', target: A(3), day: 1 });
    expect(kinds(reasonsAgainst(record, A(4)))).not.toContain('voted-me');
  });

  it('crowd: another agent said it would vote the same one today', () => {
    const record = recordOf(
      buildState({ count: 5, self: A(1), role: 'VILLAGER', day: 1, talks: [[A(4), 'VOTE Agent[03]']] }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'crowd', target: A(3), partner: A(4) });
    expect(kinds(reasonsAgainst(record, A(5)))).not.toContain('crowd');
  });

  it('accused-me: the agent suspects us, wants our execution, or published a black result on us', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [
          [A(3), 'ESTIMATE Agent[01] WEREWOLF'],
          [A(4), 'VOTE Agent[01]'],
          [A(5), 'ESTIMATE Agent[02] WEREWOLF'],
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({ kind: 'accused-me', target: A(3) });
    expect(reasonsAgainst(record, A(4))).toContainEqual({ kind: 'accused-me', target: A(4) });
    expect(kinds(reasonsAgainst(record, A(5)))).not.toContain('accused-me');
  });

  it('accused-me: a suspicion of us from today or yesterday, not one days old the agent has not repeated', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 3,
        talks: [
          [A(3), 'ESTIMATE Agent[01] WEREWOLF', 1],
          [A(4), 'ESTIMATE Agent[01] WEREWOLF', 2],
          [A(5), 'AND (COMINGOUT Agent[05] SEER) (DIVINED Agent[01] WEREWOLF)', 1],
        ],
      }),
    );
    expect(kinds(reasonsAgainst(record, A(3)))).not.toContain('accused-me');
    expect(reasonsAgainst(record, A(4))).toContainEqual({ kind: 'accused-me', target: A(4) });
    // A black result on us stands.
    expect(reasonsAgainst(record, A(5))).toContainEqual({ kind: 'accused-me', target: A(5) });
  });

  it('suspects-white: the agent wants to vote one a seer claimer found human', () => {
    const record = recordOf(
      buildState({
        count: 5,
        self: A(1),
        role: 'VILLAGER',
        day: 1,
        talks: [
          [A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[04] HUMAN)'],
          [A(3), 'VOTE Agent[04]'],
          [A(5), 'VOTE Agent[02]'],
        ],
      }),
    );
    expect(reasonsAgainst(record, A(3))).toContainEqual({
      kind: 'suspects-white',
      target: A(3),
      suspected: A(4),
      reporter: A(2),
    });
    expect(kinds(reasonsAgainst(record, A(5)))).not.toContain('suspects-white');
  });

  it('voted-black (for trust): voted one who had a black result by then', () => {
    const record = recordOf(
      buildState({
        count: 9,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: A(6), cause: 'executed', day: 1 }],
        votes: [
          { day: 1, agent: A(3), target: A(6) },
          { day: 1, agent: A(4), target: A(5) },
        ],
        talks: [[A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[06] WEREWOLF)', 1]],
      }),
    );
    expect(reasonsFor(record, A(3))).toContainEqual({
      kind: 'voted-black',
      target: A(3),
      day: 1,
      victim: A(6),
      reporter: A(2),
    });
    expect(kinds(reasonsFor(record, A(4)))).not.toContain('voted-black');
  });

  it('medium-match: a medium black result that a seer claimer had called', () => {
    const record = recordOf(
      buildState({
        count: 9,
        self: A(1),
        role: 'MEDIUM',
        day: 2,
        dead: [{ agent: A(6), cause: 'executed', day: 1 }],
        talks: [[A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[06] WEREWOLF)', 1]],
      }),
    );
    expect(mediumImplications(record, A(6), true)).toEqual([{ kind: 'medium-match', target: A(6), reporter: A(2) }]);
  });

  it('medium-contradicts: a seer claimer said the opposite of a medium claimer on the executed player', () => {
    const record = recordOf(
      buildState({
        count: 9,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: A(6), cause: 'executed', day: 1 }],
        talks: [
          [A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[06] WEREWOLF)', 1],
          [A(3), 'AND (COMINGOUT Agent[03] SEER) (DIVINED Agent[06] HUMAN)', 1],
          [A(4), 'AND (COMINGOUT Agent[04] MEDIUM) (IDENTIFIED Agent[06] HUMAN)'],
        ],
      }),
    );
    expect(reasonsAgainst(record, A(2))).toContainEqual({
      kind: 'medium-contradicts',
      target: A(2),
      victim: A(6),
      medium: A(4),
      werewolf: true,
    });
    // Agent[03]'s result agrees with the medium.
    expect(kinds(reasonsAgainst(record, A(3)))).not.toContain('medium-contradicts');
    // The medium saying its result: the seer claimer it contradicts.
    const medium = recordOf(
      buildState({
        count: 9,
        self: A(4),
        role: 'MEDIUM',
        day: 2,
        dead: [{ agent: A(6), cause: 'executed', day: 1 }],
        talks: [[A(2), 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[06] WEREWOLF)', 1]],
      }),
    );
    expect(mediumImplications(medium, A(6), false)).toEqual([
      { kind: 'medium-contradicts', target: A(2), victim: A(6), medium: A(4), werewolf: true },
    ]);
    expect(mediumImplications(medium, A(6), true)).toEqual([{ kind: 'medium-match', target: A(6), reporter: A(2) }]);
  });

  it('speakable reasons keep to our own word: no vote we cast ourselves, no result by one we voted', () => {
    const record = recordOf(
      buildState({
        count: 9,
        self: A(1),
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: A(6), cause: 'executed', day: 1 }],
        votes: [
          { day: 1, agent: A(3), target: A(6) },
          { day: 1, agent: A(1), target: A(6) },
          { day: 1, agent: A(4), target: A(7) },
        ],
        talks: [
          [A(2), 'AND (COMINGOUT Agent[02] MEDIUM) (IDENTIFIED Agent[06] HUMAN)'],
          [A(7), 'AND (COMINGOUT Agent[07] SEER) (DIVINED Agent[04] WEREWOLF)', 1],
        ],
      }),
    );
    // True of the record, but we voted Agent[06] too.
    expect(kinds(reasonsAgainst(record, A(3)))).toContain('voted-identified');
    expect(kinds(speakableReasons(record, A(3)))).not.toContain('voted-identified');
    // Agent[07]'s black on Agent[04] stands unless we voted Agent[07]: we did not.
    expect(kinds(speakableReasons(record, A(4)))).toContain('black-report');
    const votedReporter = recordOf({
      ...record.state,
      votes: [...record.state.votes, { day: 1, agent: A(1), target: A(7) }].filter(
        (vote) => !(vote.agent === A(1) && vote.target === A(6)),
      ),
    });
    expect(kinds(speakableReasons(votedReporter, A(4)))).not.toContain('black-report');
  });
});

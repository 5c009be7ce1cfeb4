import { describe, expect, it } from 'vitest';
import { computeBeliefs, createUnderstandingCache, describeBeliefs } from '../../src/brain/beliefs/index.ts';
import { protocolBridge } from '../../src/brain/rule/index.ts';
import { createRoster } from '../../src/protocol/index.ts';
import type { GameState } from '../../src/game/state.ts';
import { buildState } from './support/build-state.ts';

const beliefsOf = (state: GameState) => {
  const roster = createRoster(state.agents);
  const cache = createUnderstandingCache((entry) =>
    protocolBridge.understand({ text: entry.text, speaker: entry.agent, roster, lang: 'en' }),
  );
  return computeBeliefs({ state, understood: cache.update(state) });
};

const wolfOf = (beliefs: ReturnType<typeof beliefsOf>, name: string) =>
  beliefs.agents.find((agent) => agent.name === name)?.werewolf ?? Number.NaN;

describe('beliefs', () => {
  it('reads claims, results and vote intentions from talk', () => {
    const state = buildState({
      count: 5,
      self: 'Agent[01]',
      role: 'VILLAGER',
      day: 1,
      talks: [
        ['Agent[02]', 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[03] WEREWOLF)'],
        ['Agent[04]', 'VOTE Agent[03]'],
        ['Agent[05]', 'REQUEST ANY (VOTE Agent[02])'],
      ],
    });
    const beliefs = beliefsOf(state);
    expect(beliefs.claims).toMatchObject([{ agent: 'Agent[02]', role: 'SEER' }]);
    expect(beliefs.reports).toMatchObject([{ reporter: 'Agent[02]', target: 'Agent[03]', species: 'WEREWOLF' }]);
    expect(beliefs.voteIntentions).toEqual({ 'Agent[04]': 'Agent[03]', 'Agent[05]': 'Agent[02]' });
    expect(describeBeliefs(beliefs).join('\n')).toContain('Agent[02] divined Agent[03] as WEREWOLF');
  });

  it("reads today's whispered attack proposals, never as public statements", () => {
    const state = buildState({
      count: 9,
      self: 'Agent[02]',
      role: 'WEREWOLF',
      day: 2,
      teammates: ['Agent[05]'],
      whispers: [
        ['Agent[05]', 'ATTACK Agent[07]'],
        ['Agent[02]', 'REQUEST ANY (ATTACK Agent[03])'],
        ['Agent[05]', 'AND (COMINGOUT Agent[05] SEER) (ATTACK Agent[04])'],
      ],
    });
    const beliefs = beliefsOf(state);
    expect(beliefs.attackPlans).toEqual({ 'Agent[05]': 'Agent[04]', 'Agent[02]': 'Agent[03]' });
    expect(beliefs.claims).toEqual([]);
    expect(beliefsOf({ ...state, day: 3 }).attackPlans).toEqual({});
  });

  it('makes the werewolf named by a lone seer claim the prime suspect, and probabilities sum to the wolf count', () => {
    const state = buildState({
      count: 5,
      self: 'Agent[01]',
      role: 'VILLAGER',
      day: 1,
      talks: [['Agent[02]', 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[03] WEREWOLF)']],
    });
    const beliefs = beliefsOf(state);
    expect(wolfOf(beliefs, 'Agent[03]')).toBeGreaterThan(0.6);
    expect(wolfOf(beliefs, 'Agent[01]')).toBe(0);
    const total = beliefs.agents.reduce((sum, agent) => sum + agent.werewolf, 0);
    expect(total).toBeCloseTo(1, 6);
  });

  it('reads a result repeated by a speaker who never claimed the role as a quote, not as a second seer', () => {
    const seerThenEcho = (echoClaims: boolean) =>
      buildState({
        count: 5,
        self: 'Agent[01]',
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[03] WEREWOLF)'],
          [
            'Agent[04]',
            echoClaims ? 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[03] WEREWOLF)' : 'DIVINED Agent[03] WEREWOLF',
          ],
        ],
      });
    const quoted = beliefsOf(seerThenEcho(false));
    // The quote stays in what was said, but Agent[04] is no seer claimer and the result weighs once.
    expect(quoted.reports).toHaveLength(2);
    expect(quoted.agents.find((agent) => agent.name === 'Agent[04]')?.claim).toBeUndefined();
    expect(quoted.counterClaims).toEqual([]);
    const alone = beliefsOf(
      buildState({
        count: 5,
        self: 'Agent[01]',
        role: 'VILLAGER',
        day: 1,
        talks: [['Agent[02]', 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[03] WEREWOLF)']],
      }),
    );
    expect(wolfOf(quoted, 'Agent[03]')).toBeCloseTo(wolfOf(alone, 'Agent[03]'), 9);
    // Who claimed the role first is a counter-claimer with its own result, whatever it repeats.
    const claimed = beliefsOf(seerThenEcho(true));
    expect(claimed.counterClaims).toMatchObject([{ role: 'SEER', agents: ['Agent[02]', 'Agent[04]'] }]);
  });

  it('reads "I am the possessed" and "I am a werewolf" as the werewolf side coming out', () => {
    const confessing = (role: string) =>
      beliefsOf(
        buildState({
          count: 5,
          self: 'Agent[01]',
          role: 'VILLAGER',
          day: 2,
          talks: [['Agent[03]', `COMINGOUT Agent[03] ${role}`]],
        }),
      );
    const possessed = confessing('POSSESSED').agents.find((agent) => agent.name === 'Agent[03]')!;
    expect(possessed.possessed).toBeGreaterThan(0.5);
    expect(possessed.werewolf).toBeLessThan(0.25);
    const werewolf = confessing('WEREWOLF').agents.find((agent) => agent.name === 'Agent[03]')!;
    expect(werewolf.werewolf).toBeGreaterThan(0.5);
  });

  it('knows a counter-claimer of its own role is a liar (seer view)', () => {
    const state = buildState({
      count: 9,
      self: 'Agent[01]',
      role: 'SEER',
      day: 1,
      divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[05]', result: 'HUMAN' }],
      talks: [['Agent[04]', 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[05] WEREWOLF)']],
    });
    const beliefs = beliefsOf(state);
    const liar = beliefs.agents.find((agent) => agent.name === 'Agent[04]');
    // Almost surely the werewolf or the possessed; a villager's fake claim (or a misread) stays possible.
    expect((liar?.werewolf ?? 0) + (liar?.possessed ?? 0)).toBeGreaterThan(0.9);
    expect(wolfOf(beliefs, 'Agent[05]')).toBe(0);
  });

  it('treats attacked agents as humans and keeps at least one werewolf alive while the game runs', () => {
    const state = buildState({
      count: 5,
      self: 'Agent[01]',
      role: 'VILLAGER',
      day: 2,
      dead: [
        { agent: 'Agent[02]', cause: 'executed', day: 1 },
        { agent: 'Agent[03]', cause: 'attacked', day: 1 },
      ],
    });
    const beliefs = beliefsOf(state);
    expect(wolfOf(beliefs, 'Agent[03]')).toBe(0);
    expect(wolfOf(beliefs, 'Agent[02]')).toBe(0);
    expect(wolfOf(beliefs, 'Agent[04]')).toBeCloseTo(0.5, 6);
  });

  // Its speed is measured by `npm run bench -- request`, not here: a wall-clock bound fails on a loaded machine.
  it('weighs 13 players with rival seer claims into a consistent posterior', () => {
    const state = buildState({
      count: 13,
      self: 'Agent[01]',
      role: 'VILLAGER',
      day: 3,
      talks: [
        ['Agent[02]', 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[03] WEREWOLF)'],
        ['Agent[04]', 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[05] HUMAN)'],
        ['Agent[06]', 'AND (COMINGOUT Agent[06] MEDIUM) (IDENTIFIED Agent[07] HUMAN)'],
      ],
      votes: Array.from({ length: 12 }, (_, index) => ({
        day: 1,
        agent: `Agent[${String(index + 1).padStart(2, '0')}]`,
        target: 'Agent[07]',
      })),
    });
    const beliefs = beliefsOf(state);
    const others = Array.from({ length: 12 }, (_, index) => `Agent[${String(index + 2).padStart(2, '0')}]`);
    // Three werewolves among the twelve others, wherever the evidence puts them.
    expect(others.reduce((sum, name) => sum + wolfOf(beliefs, name), 0)).toBeCloseTo(3, 6);
    expect(wolfOf(beliefs, 'Agent[01]')).toBe(0);
    // Agent[02]'s black result lifts Agent[03] above the prior: one of the two rival seers is likely true.
    expect(wolfOf(beliefs, 'Agent[03]')).toBeGreaterThan(3 / 12);
    for (const name of others) expect(wolfOf(beliefs, name)).toBeLessThanOrEqual(1);
  });

  it('suspects who vouched for a player the only seer claimer found black more than who did not', () => {
    const talks: [string, string][] = [['Agent[02]', 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[03] WEREWOLF)']];
    const base = { count: 9, self: 'Agent[01]', role: 'VILLAGER' as const, day: 1 };
    const before = beliefsOf(buildState({ ...base, talks }));
    const after = beliefsOf(buildState({ ...base, talks: [...talks, ['Agent[06]', 'ESTIMATE Agent[03] VILLAGER']] }));
    expect(wolfOf(after, 'Agent[06]')).toBeGreaterThan(wolfOf(before, 'Agent[06]') + 0.02);
    expect(wolfOf(after, 'Agent[06]')).toBeGreaterThan(wolfOf(after, 'Agent[07]'));
  });

  it("reads yesterday's votes: who voted away from the executed werewolf is the likelier werewolf", () => {
    const voters = [
      'Agent[01]',
      'Agent[03]',
      'Agent[04]',
      'Agent[05]',
      'Agent[06]',
      'Agent[07]',
      'Agent[08]',
      'Agent[09]',
    ];
    const votes = voters.map((agent) => ({ day: 1, agent, target: agent === 'Agent[04]' ? 'Agent[05]' : 'Agent[02]' }));
    const state = buildState({
      count: 9,
      self: 'Agent[01]',
      role: 'VILLAGER',
      day: 2,
      dead: [{ agent: 'Agent[02]', cause: 'executed', day: 1 }],
      votes,
      talks: [['Agent[09]', 'AND (COMINGOUT Agent[09] MEDIUM) (IDENTIFIED Agent[02] WEREWOLF)', 2]],
    });
    const beliefs = beliefsOf(state);
    // Everyone but Agent[04] voted the executed werewolf; Agent[04] voted elsewhere.
    expect(wolfOf(beliefs, 'Agent[04]')).toBeGreaterThan(wolfOf(beliefs, 'Agent[03]') + 0.02);
  });

  it('reads votes on a player the werewolves then attacked (a human) as marks against the voters', () => {
    const votes = [
      'Agent[01]',
      'Agent[03]',
      'Agent[04]',
      'Agent[05]',
      'Agent[06]',
      'Agent[07]',
      'Agent[08]',
      'Agent[09]',
    ].map((agent) => ({
      day: 1,
      agent,
      target: agent === 'Agent[03]' || agent === 'Agent[04]' ? 'Agent[06]' : 'Agent[02]',
    }));
    const state = buildState({
      count: 9,
      self: 'Agent[01]',
      role: 'VILLAGER',
      day: 2,
      dead: [
        { agent: 'Agent[02]', cause: 'executed', day: 1 },
        { agent: 'Agent[06]', cause: 'attacked', day: 1 },
      ],
      votes,
    });
    const beliefs = beliefsOf(state);
    expect(wolfOf(beliefs, 'Agent[03]')).toBeGreaterThan(wolfOf(beliefs, 'Agent[05]') + 0.02);
  });
});

import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  collectStatements,
  computeBeliefs,
  createStatementsFolder,
  createUnderstandingCache,
  inferRoles,
} from '../../src/brain/beliefs/index.ts';
import { createInferenceMemo, memoisedInference } from '../../src/brain/beliefs/inference-memo.ts';
import { runTournament } from '../../src/compose/index.ts';
import type { Brain, BrainFactory, DecisionContext, TalkDecision, TargetDecision } from '../../src/brain/brain.ts';
import { createNlBridge, createRuleBrain, createRuleBrainWith, protocolBridge } from '../../src/brain/rule/index.ts';
import type { GameState, TalkEntry } from '../../src/game/index.ts';
import { understand } from '../../src/nl/index.ts';
import { createRoster } from '../../src/protocol/index.ts';
import { buildState } from './support/build-state.ts';

/**
 * Rule brains that, before every decision, compare the beliefs they keep incrementally (one
 * understanding cache and memo per game, only new talks read) with beliefs computed from scratch.
 */
const checkedRuleBrains = (lang: 'ja' | 'en', mismatches: string[], compared: { count: number }): BrainFactory => {
  const bridge = createNlBridge();
  return (options) => {
    const brain = createRuleBrain(options);
    const check = (state: GameState): void => {
      const roster = createRoster(state.agents);
      const read = (entry: TalkEntry) => bridge.understand({ text: entry.text, speaker: entry.agent, roster, lang });
      const scratch = computeBeliefs({ state, understood: createUnderstandingCache(read).update(state) });
      compared.count++;
      if (!isDeepStrictEqual(brain.beliefsOf(state), scratch)) mismatches.push(`${state.self} day ${state.day}`);
    };
    const checked =
      (decide: (context: DecisionContext) => Promise<TalkDecision | TargetDecision>) => (context: DecisionContext) => {
        check(context.state);
        return decide(context);
      };
    return {
      ...brain,
      talk: checked(brain.talk) as Brain['talk'],
      whisper: checked(brain.whisper) as Brain['whisper'],
      vote: checked(brain.vote) as Brain['vote'],
      divine: checked(brain.divine) as Brain['divine'],
      guard: checked(brain.guard) as Brain['guard'],
      attack: checked(brain.attack) as Brain['attack'],
    };
  };
};

describe('incremental beliefs (only new talks are read and folded)', () => {
  // The brain keeps one understanding cache and one memo per game: decision after decision they must
  // give exactly the beliefs a from-scratch computation gives, or play would drift from the rules.
  it.each([
    [5, 'ja', 1],
    [9, 'en', 1],
    [13, 'ja', 1],
  ] as const)(
    'equal the from-scratch beliefs at every decision of %i-player %s games',
    async (players, lang, games) => {
      const mismatches: string[] = [];
      const compared = { count: 0 };
      const factory = checkedRuleBrains(lang, mismatches, compared);
      const spec = { label: 'checked-rule', factory };
      await runTournament({
        players,
        lang,
        games,
        seed: `incremental-${players}`,
        brains: { village: spec, werewolves: spec },
      });
      expect(mismatches).toEqual([]);
      expect(compared.count).toBeGreaterThan(players * 5);
    },
  );

  it("folds the whole history again when a talk is inserted or replaced, and today's part when the day changes", () => {
    const talks: [string, string][] = [
      ['Agent[02]', 'COMINGOUT Agent[02] SEER'],
      ['Agent[03]', 'VOTE Agent[04]'],
      ['Agent[04]', 'DIVINED Agent[05] WEREWOLF'],
    ];
    const base = buildState({ count: 5, self: 'Agent[01]', role: 'VILLAGER', day: 1, talks });
    const roster = createRoster(base.agents);
    const read = (entry: TalkEntry) => understand({ text: entry.text, speaker: entry.agent, roster, lang: 'en' });
    const folder = createStatementsFolder();
    const cache = createUnderstandingCache(read);
    const check = (state: GameState): void => {
      const understood = cache.update(state);
      expect(folder.update({ state, understood })).toEqual(collectStatements({ state, understood }));
    };
    check(base);
    const late: TalkEntry = {
      day: 1,
      idx: 0,
      turn: 0,
      agent: 'Agent[05]',
      text: 'COMINGOUT Agent[05] SEER',
      skip: false,
      over: false,
    };
    const [first, ...rest] = base.talks;
    check({ ...base, talks: [late, first!, ...rest] });
    check({ ...base, talks: [first!, { ...rest[0]!, text: 'VOTE Agent[02]' }, ...rest.slice(1)] });
    check({ ...base, day: 2 });
    // A new day whose talks were folded before it began (a reconnect's history): today's intentions
    // and questions come from them, the claims and results of every day stay.
    const dayTwo: TalkEntry[] = [
      { day: 2, idx: 0, turn: 0, agent: 'Agent[03]', text: 'VOTE Agent[05]', skip: false, over: false },
      { day: 2, idx: 1, turn: 0, agent: 'Agent[04]', text: 'INQUIRE Agent[01] (VOTE ANY)', skip: false, over: false },
      { day: 2, idx: 2, turn: 0, agent: 'Agent[05]', text: 'COMINGOUT Agent[05] MEDIUM', skip: false, over: false },
    ];
    const withDayTwo = { ...base, talks: [...base.talks, ...dayTwo] };
    check(withDayTwo);
    check({ ...withDayTwo, day: 2 });
    expect(folder.update({ state: { ...withDayTwo, day: 2 }, understood: cache.update(withDayTwo) })).toMatchObject({
      voteIntentions: { 'Agent[03]': 'Agent[05]' },
      questions: [{ from: 'Agent[04]', kind: 'INQUIRE' }],
      claims: [{ agent: 'Agent[02]' }, { agent: 'Agent[05]' }],
    });
    check({ ...withDayTwo, day: 3 });
    check(base);
    // A caller that mutates its own array in place is not fooled by the folded copy.
    const mutable = [...base.talks];
    const state = { ...base, talks: mutable };
    check(state);
    mutable[1] = { ...mutable[1]!, text: 'VOTE Agent[05]' };
    check(state);
    expect(folder.update({ state, understood: cache.update(state) }).voteIntentions).toEqual({
      'Agent[03]': 'Agent[05]',
    });
  });
});

describe('beliefs kept while nothing they read changed', () => {
  const talk = (idx: number, agent: string, text: string): TalkEntry => ({
    day: 1,
    idx,
    turn: 0,
    agent,
    text,
    skip: false,
    over: false,
  });

  it('gives the same beliefs object for talks that state nothing, and new, correct beliefs for one that does', () => {
    const brain = createRuleBrainWith(protocolBridge, { seed: 'kept', lang: 'en' });
    const base = buildState({ count: 5, self: 'Agent[01]', role: 'VILLAGER', day: 1 });
    const first = brain.beliefsOf(base);
    // Agreement, Over and Skip add no claim, result, suspicion, question or intention.
    const chatter = { ...base, talks: [talk(0, 'Agent[02]', 'AGREE day1 ID:0'), talk(1, 'Agent[03]', 'Over')] };
    expect(brain.beliefsOf(chatter)).toBe(first);
    const claimed = { ...chatter, talks: [...chatter.talks, talk(2, 'Agent[04]', 'COMINGOUT Agent[04] SEER')] };
    const afterClaim = brain.beliefsOf(claimed);
    expect(afterClaim).not.toBe(first);
    expect(afterClaim.claims).toEqual([expect.objectContaining({ agent: 'Agent[04]', role: 'SEER' })]);
    // The same statements with a fact of the state changed (a death) are computed again.
    const died = {
      ...claimed,
      status: { ...claimed.status, 'Agent[05]': 'DEAD' as const },
      executed: [{ day: 1, agent: 'Agent[05]' }],
    };
    const afterDeath = brain.beliefsOf(died);
    expect(afterDeath).not.toBe(afterClaim);
    expect(afterDeath.agents.find((agent) => agent.name === 'Agent[05]')?.alive).toBe(false);
    // Whatever was kept equals what a computation from scratch gives.
    const read = (entry: TalkEntry) =>
      protocolBridge.understand({
        text: entry.text,
        speaker: entry.agent,
        roster: createRoster(died.agents),
        lang: 'en',
      });
    expect(afterDeath).toEqual(
      computeBeliefs({ state: died, understood: createUnderstandingCache(read).update(died) }),
    );
  });

  it('hands out the same statements until a talk adds one, and new lists only for what grew', () => {
    const base = buildState({ count: 5, self: 'Agent[01]', role: 'VILLAGER', day: 1 });
    const roster = createRoster(base.agents);
    const read = (entry: TalkEntry) =>
      protocolBridge.understand({ text: entry.text, speaker: entry.agent, roster, lang: 'en' });
    const folder = createStatementsFolder();
    const cache = createUnderstandingCache(read);
    const update = (state: GameState) => folder.update({ state, understood: cache.update(state) });
    const claimed = { ...base, talks: [talk(0, 'Agent[02]', 'COMINGOUT Agent[02] SEER')] };
    const first = update(claimed);
    const quiet = { ...claimed, talks: [...claimed.talks, talk(1, 'Agent[03]', 'Over')] };
    expect(update(quiet)).toBe(first);
    const voted = { ...quiet, talks: [...quiet.talks, talk(2, 'Agent[03]', 'VOTE Agent[04]')] };
    const afterVote = update(voted);
    expect(afterVote).not.toBe(first);
    expect(afterVote.voteIntentions).toEqual({ 'Agent[03]': 'Agent[04]' });
    // The claims did not grow: the same list (what the beliefs derive from it is kept with it).
    expect(afterVote.claims).toBe(first.claims);
    expect(afterVote).toEqual(collectStatements({ state: voted, understood: cache.update(voted) }));
  });
});

describe('the inference memo', () => {
  const input = (state: GameState) => ({ state, latestClaims: [], reports: [] });

  it('returns the last posterior while the facts it reads are unchanged, and a new one when they change', () => {
    const memo = createInferenceMemo();
    const state = buildState({ count: 9, self: 'Agent[01]', role: 'VILLAGER', day: 1 });
    const first = memoisedInference(memo, input(state));
    // A new talk (no claim, no result) leaves the facts as they were.
    const hello: TalkEntry = { day: 1, idx: 0, turn: 0, agent: 'Agent[02]', text: 'Hello', skip: false, over: false };
    const talked = { ...state, talks: [...state.talks, hello] };
    expect(memoisedInference(memo, input(talked))).toBe(first);
    const voted = { ...talked, votes: [{ day: 1, agent: 'Agent[02]', target: 'Agent[03]' }] };
    const afterVote = memoisedInference(memo, input(voted));
    expect(afterVote).not.toBe(first);
    expect(afterVote).toEqual(inferRoles(input(voted)));
    const known = { ...voted, knownRoles: { ...voted.knownRoles, 'Agent[04]': 'WEREWOLF' as const } };
    expect(memoisedInference(memo, input(known))).toEqual(inferRoles(input(known)));
    const withKnown = memoisedInference(memo, input(known));
    expect(withKnown.werewolf['Agent[04]']).toBe(1);
    // A death with the very same agents array (the fold reuses it when the roster is unchanged).
    const died = { ...known, status: { ...known.status, 'Agent[05]': 'DEAD' as const } };
    expect(died.agents).toBe(known.agents);
    const afterDeath = memoisedInference(memo, input(died));
    expect(afterDeath).not.toBe(withKnown);
    expect(afterDeath).toEqual(inferRoles(input(died)));
  });
});

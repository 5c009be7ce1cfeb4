import type { GameState, Species } from '../../game/state.ts';
import { type Beliefs, viewOf } from '../beliefs/index.ts';
import type { Memory, PublishedResult } from './memory.ts';
import type { Random } from '../../random.ts';
import { declaredHuman } from './vote-choice.ts';
import { oneWerewolfTooMany } from './own-blacks.ts';

/** How likely a possessed's first invented result is black with one werewolf (it splits the village's vote). */
const POSSESSED_FIRST_BLACK = 0.9;
/**
 * With two or more werewolves, a black blind to who they are lands on one of them often (2 in 6 open
 * players in 9) and the medium later shows a black on a human false: self-play 9p, 400 games, werewolf
 * side 20.3% with none, 16.3% at 0.4, 13.5% at 0.75 (5p: 35.0%, 45.8%, 54.8%; 58.3% at 1.0).
 */
const POSSESSED_FIRST_BLACK_PACK = 0;
/** How likely a werewolf's first invented result is black (it knows who is human, so a black is safe). */
const WEREWOLF_FIRST_BLACK = 0.5;
/** The possessed blackens the last player it has not called human only below this werewolf weight. */
const LAST_OPEN_BLACK = 0.5;
/** A rival claimer the werewolf takes for the possessed (it showed a wrong result) above this. */
const SHOWN_POSSESSED = 0.5;

/**
 * The invented divination a werewolf or possessed publishes for `day` (its "night day-1" result). Kept
 * consistent: never the same target twice, never a werewolf result on a fellow werewolf, never a
 * result on itself or on a seer or medium claimer.
 *
 * The possessed's black goes to a player no seer claimer has ruled on (an uncleared non-claimer), the
 * one it thinks most likely human: then the village weighs two seers against each other, and in the
 * world where ours is true that player is the werewolf, so the village's vote splits onto a human. A
 * black on the rival seer instead tells the village who the fake is (a werewolf rarely claims seer),
 * and a black against the rival's white is a contradiction the village reads the same way. When the
 * rival seer found a black (most likely the werewolf), the possessed answers with a black of its own.
 *
 * A werewolf counter-claiming blackens its accuser; later, the most credible rival seer, unless that
 * rival has shown itself to be the possessed (a result the werewolf knows is false).
 *
 * Never more living blacks than the game has werewolves (`oneWerewolfTooMany`): a second black in a
 * village of one werewolf says one of our own results is false; a white is given instead.
 */
export const inventResult = (options: {
  state: GameState;
  beliefs: Beliefs;
  memory: Memory;
  random: Random;
  /** Who called us a werewolf (a werewolf counter-claims by returning the accusation). */
  accuser?: string;
}): PublishedResult | undefined => {
  const { state, beliefs, memory, random, accuser } = options;
  const already = new Set(memory.published.map((result) => result.target));
  const alive = state.agents.filter(
    (name) => state.status[name] === 'ALIVE' && name !== state.self && !already.has(name),
  );
  const isWolf = state.role === 'WEREWOLF';
  const day = state.day;
  const view = (name: string) => viewOf(beliefs, name);
  const shownPossessed = (name: string): boolean => isWolf && (view(name)?.possessed ?? 0) > SHOWN_POSSESSED;
  const blackRoom = (name: string): boolean => !oneWerewolfTooMany(state, memory, name);
  if (accuser !== undefined && !already.has(accuser) && !shownPossessed(accuser) && blackRoom(accuser)) {
    return { day, target: accuser, species: 'WEREWOLF' };
  }
  const claimer = (name: string): boolean => {
    const claim = view(name)?.claim;
    return claim === 'SEER' || claim === 'MEDIUM';
  };
  const rivals = alive.filter((name) => view(name)?.claim === 'SEER' && !state.teammates.includes(name));
  const blackCount = memory.published.filter((result) => result.species === 'WEREWOLF').length;
  if (isWolf) {
    const rival = rivals
      .filter((name) => !shownPossessed(name) && blackRoom(name))
      .sort((left, right) => (view(right)?.claimTrue ?? 0) - (view(left)?.claimTrue ?? 0))[0];
    if (rival !== undefined) return { day, target: rival, species: 'WEREWOLF' };
    const humans = alive.filter((name) => !state.teammates.includes(name) && !claimer(name) && !shownPossessed(name));
    if (blackCount === 0 && humans.length > 0 && random.next() < WEREWOLF_FIRST_BLACK) {
      return { day, target: random.pick(humans) as string, species: 'WEREWOLF' };
    }
    const whitePool =
      state.teammates.some((name) => alive.includes(name)) && random.next() < 0.3
        ? alive.filter((name) => state.teammates.includes(name))
        : alive.filter((name) => !claimer(name));
    const target = random.pick(whitePool.length > 0 ? whitePool : alive);
    return target === undefined ? undefined : { day, target, species: 'HUMAN' };
  }
  // The possessed: what the rival seers said decides who is still open.
  const ruled = new Map<string, Species>();
  for (const report of beliefs.reports) {
    if (report.reporter !== state.self && report.kind === 'divination') ruled.set(report.target, report.species);
  }
  const open = alive.filter((name) => !claimer(name) && !ruled.has(name));
  const wolfness = (name: string): number => view(name)?.werewolf ?? 0;
  const rivalBlack = alive.find((name) => ruled.get(name) === 'WEREWOLF' && !claimer(name));
  const firstBlack =
    (state.settings?.roleNumMap.WEREWOLF ?? 1) > 1 ? POSSESSED_FIRST_BLACK_PACK : POSSESSED_FIRST_BLACK;
  const wantBlack = rivalBlack !== undefined || (blackCount === 0 && random.next() < firstBlack);
  if (wantBlack && open.length > 0 && open.some(blackRoom)) {
    // The likeliest human among the open ones; near-equals (within 0.05) drawn at random.
    const lowest = Math.min(...open.map(wolfness));
    const near = open.filter((name) => wolfness(name) <= lowest + 0.05);
    const target = random.pick(near) as string;
    return { day, target, species: 'WEREWOLF' };
  }
  // A white result: on the rival's black (most likely the werewolf), else the likeliest werewolf left open.
  const whites = (open.length > 0 ? open : alive.filter((name) => !claimer(name))).sort(
    (left, right) => wolfness(right) - wolfness(left),
  );
  const target = rivalBlack ?? whites[0];
  if (target === undefined) return undefined;
  if (leavesAVote(state, beliefs, target)) return { day, target, species: 'HUMAN' };
  const fresh = alive.filter((name) => !claimer(name) && blackRoom(name));
  return lastOpenBlack({ state, beliefs, wolfness, day, fresh });
};

/** Others alive that this agent has not called human: whom it can still vote without taking its word back. */
const votable = (state: GameState, beliefs: Beliefs): string[] => {
  const declared = declaredHuman(beliefs);
  return state.agents.filter((name) => state.status[name] === 'ALIVE' && name !== state.self && !declared.has(name));
};

/**
 * Whether a white on `target` still leaves somebody the possessed has not called human. Whites on every
 * player left (9 players, day 4: one a day since day 1) force its vote onto one of its own whites, which
 * the village reads as the lie it is (the organisers count it).
 */
const leavesAVote = (state: GameState, beliefs: Beliefs, target: string): boolean =>
  votable(state, beliefs).some((name) => name !== target);

/**
 * Instead of the white that would leave no vote: a black on the likeliest human of those still open and
 * never ruled on by us (the vote then has its reason), or no result today when none is left or every one
 * may be a werewolf.
 */
const lastOpenBlack = (options: {
  state: GameState;
  beliefs: Beliefs;
  wolfness: (name: string) => number;
  day: number;
  /** Alive non-claimers we have published no result on (and could black without a werewolf too many). */
  fresh: readonly string[];
}): PublishedResult | undefined => {
  const { wolfness } = options;
  const open = new Set(votable(options.state, options.beliefs));
  const target = options.fresh
    .filter((name) => open.has(name) && wolfness(name) < LAST_OPEN_BLACK)
    .sort((left, right) => wolfness(left) - wolfness(right))[0];
  return target === undefined ? undefined : { day: options.day, target, species: 'WEREWOLF' };
};

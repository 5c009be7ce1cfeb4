import type { GameState, Species } from '../../game/state.ts';
import { type Beliefs, viewOf } from '../beliefs/index.ts';
import type { Memory, PublishedResult } from './memory.ts';
import type { Random } from '../../random.ts';

/**
 * The invented divination a werewolf or possessed publishes for `day` (its "night day-1" result). Kept
 * consistent: never the same target twice, never a werewolf result on a fellow werewolf, never a
 * result on itself; a werewolf result goes to the most credible rival seer, else to a likely human.
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
  if (accuser !== undefined && !already.has(accuser)) return { day, target: accuser, species: 'WEREWOLF' };
  const view = (name: string) => viewOf(beliefs, name);
  const rivals = alive.filter((name) => view(name)?.claim === 'SEER' && !state.teammates.includes(name));
  const rival = rivals.sort((left, right) => (view(right)?.claimTrue ?? 0) - (view(left)?.claimTrue ?? 0))[0];
  const blackCount = memory.published.filter((result) => result.species === 'WEREWOLF').length;
  if (rival !== undefined && (view(rival)?.werewolf ?? 0) < 0.5) return { day, target: rival, species: 'WEREWOLF' };
  const humans = alive.filter((name) => !state.teammates.includes(name));
  if (humans.length === 0) return undefined;
  // The possessed cannot tell wolves apart; it whitens the likeliest werewolf and blackens the likeliest human.
  const wolfness = (name: string): number => (isWolf ? 0 : (view(name)?.werewolf ?? 0));
  const wantBlack = blackCount === 0 && random.next() < (isWolf ? 0.5 : 0.6);
  if (wantBlack) {
    const target = [...humans].sort(
      (left, right) => wolfness(left) - wolfness(right) || (random.next() < 0.5 ? -1 : 1),
    )[0];
    if (target !== undefined && (isWolf || wolfness(target) < 0.5)) return { day, target, species: 'WEREWOLF' };
  }
  const whitePool =
    isWolf && state.teammates.some((name) => alive.includes(name)) && random.next() < 0.3
      ? alive.filter((name) => state.teammates.includes(name))
      : [...alive].sort((left, right) => wolfness(right) - wolfness(left));
  const target = isWolf ? random.pick(whitePool) : whitePool[0];
  const species: Species = 'HUMAN';
  return target === undefined ? undefined : { day, target, species };
};

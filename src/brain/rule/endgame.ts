import type { GameState } from '../../game/state.ts';
import { type Beliefs, viewOf } from '../beliefs/index.ts';
import { declaredHuman } from './vote-choice.ts';

/**
 * The werewolf side's decisive day: the werewolves alive and the possessed together outvote everybody
 * else (5 players: werewolf, possessed and one villager alive; 9 players: two werewolves, the possessed
 * and two others). Whoever of the side speaks first comes out in the open (the werewolf as werewolf,
 * the possessed as possessed), the other joins its vote, and the vote ends the game. Without this the
 * two cannot find each other: the possessed does not know the werewolf, and a vote on the wrong one of
 * the other two may execute it. Public coming-out costs nothing here: the village's votes cannot win.
 */
export type Endgame = {
  /** The role to come out as today (undefined: already out, or staying hidden). */
  readonly comeOut?: 'WEREWOLF' | 'POSSESSED';
  /** Whom to vote (undefined: decide later, e.g. the possessed waiting for the werewolf's call). */
  readonly vote?: string;
};

const living = (state: GameState): string[] => state.agents.filter((name) => state.status[name] === 'ALIVE');

/**
 * How likely the possessed must be alive (by the werewolf's inference) before the werewolf comes out.
 * Without the possessed the side's votes do not decide the day, and a werewolf that came out is
 * executed: at 0.5 a third of the werewolf's reveals replayed on the 2025 five-player logs (12 of 36
 * turns) and 5 of 174 self-play final threes came with the possessed already dead, and every one of
 * those self-play games was lost. From 0.7 none did; 0.8 keeps a margin for the noisier reading of a
 * bigger table. A werewolf that waits loses little: the possessed, sure of the count, comes out on its
 * own decisive day, and the werewolf then follows it. Taking a claimer's result that the werewolf knows
 * to be false as the possessed shown was tried and dropped: real villagers fake-claim too (2025
 * five-player replay: 8 reveal turns with the possessed dead, against 2 more with it alive).
 */
const POSSESSED_ALIVE = 0.8;

/** Others who came out as `role` in the open and are alive. */
const outAs = (beliefs: Beliefs, state: GameState, role: 'WEREWOLF' | 'POSSESSED'): string[] =>
  beliefs.agents
    .filter((agent) => agent.alive && agent.name !== state.self && agent.claim === role)
    .map((agent) => agent.name);

/** The werewolf's decisive day, or undefined when it is not one (or the possessed is likely dead). */
const werewolfEndgame = (state: GameState, beliefs: Beliefs): Endgame | undefined => {
  const alive = living(state);
  const wolves = alive.filter((name) => name === state.self || state.teammates.includes(name)).length;
  const others = alive.length - wolves;
  // With the possessed's vote the side holds a strict majority of the votes.
  if (!(wolves + 1 > others - 1) || wolves >= others) return undefined;
  const humans = alive.filter((name) => name !== state.self && !state.teammates.includes(name));
  // Out as the possessed, or as a werewolf though not of our pack: the possessed's own power play.
  const declared =
    outAs(beliefs, state, 'POSSESSED').find((name) => humans.includes(name)) ??
    outAs(beliefs, state, 'WEREWOLF').find((name) => humans.includes(name));
  const possessedAlive =
    declared !== undefined ? 1 : humans.reduce((sum, name) => sum + (viewOf(beliefs, name)?.possessed ?? 0), 0);
  if (possessedAlive < POSSESSED_ALIVE) return undefined;
  const possessed =
    declared ??
    humans.reduce<string | undefined>(
      (chosen, name) =>
        chosen === undefined || (viewOf(beliefs, name)?.possessed ?? 0) > (viewOf(beliefs, chosen)?.possessed ?? 0)
          ? name
          : chosen,
      undefined,
    );
  // Not one we called human ourselves while another is left (a vote against our own word is a lie),
  // and, among the rest, not one the possessed called human (it would have to take its word back).
  const calledHuman = declaredHuman(beliefs);
  const rest = humans.filter((name) => name !== possessed);
  const open = rest.filter((name) => !calledHuman.has(name));
  const possessedWhites = new Set(
    beliefs.reports
      .filter((report) => report.reporter === possessed && report.species === 'HUMAN')
      .map((report) => report.target),
  );
  const clean = open.filter((name) => !possessedWhites.has(name));
  const targets = clean.length > 0 ? clean : open.length > 0 ? open : rest;
  // The most dangerous human left: a likely-true claimer first, else the first in seat order.
  const vote = targets.reduce<string | undefined>(
    (chosen, name) =>
      chosen === undefined || (viewOf(beliefs, name)?.claimTrue ?? 0) > (viewOf(beliefs, chosen)?.claimTrue ?? 0)
        ? name
        : chosen,
    undefined,
  );
  // Out already: ourselves or a teammate (a human saying "I am the werewolf" is the possessed calling us).
  const alreadyOut =
    outAs(beliefs, state, 'WEREWOLF').some((name) => state.teammates.includes(name)) ||
    ownClaim(beliefs, state) === 'WEREWOLF';
  return alreadyOut
    ? { ...(vote === undefined ? {} : { vote }) }
    : { comeOut: 'WEREWOLF', ...(vote === undefined ? {} : { vote }) };
};

const ownClaim = (beliefs: Beliefs, state: GameState): string | undefined =>
  beliefs.agents.find((agent) => agent.name === state.self)?.claim;

/**
 * The possessed's decisive day: its vote with the living werewolves' decides (counting the fewest
 * werewolves that can still be alive). It follows a werewolf that came out; without one it comes out
 * itself and waits for the werewolf's call, and at the vote joins the call, else the vote another agent
 * said on a third one (the werewolf's usual move), else the least likely werewolf.
 */
const possessedEndgame = (state: GameState, beliefs: Beliefs): Endgame | undefined => {
  const alive = living(state);
  const werewolves = state.settings?.roleNumMap.WEREWOLF ?? 1;
  // A werewolf that came out is followed whatever the count (it knows how many of the pack live), but
  // only at a table small enough for the side to decide at all (two per werewolf and one more: 3 of 5,
  // 5 of 9, 7 of 13): a werewolf comes out on no other day, and an early "I am a werewolf" in a real
  // game is a joke or a misreading, not a call to follow (it made a 13-player possessed come out on day 1).
  const wolf = alive.length <= 2 * werewolves + 1 ? outAs(beliefs, state, 'WEREWOLF')[0] : undefined;
  if (wolf !== undefined) {
    const call = beliefs.voteIntentions[wolf];
    const vote =
      call !== undefined && call !== state.self && call !== wolf && state.status[call] === 'ALIVE'
        ? call
        : leastWolfish(
            beliefs,
            alive.filter((name) => name !== state.self && name !== wolf),
          );
    if (vote === undefined) return {};
    // Joining a call against a player our fake results called human takes our word back: we say who
    // we are first (a vote against our own white with no reason is a lie the village and the organisers
    // count).
    const retract = declaredHuman(beliefs).has(vote) && ownClaim(beliefs, state) !== 'POSSESSED';
    return retract ? { comeOut: 'POSSESSED', vote } : { vote };
  }
  const fewest = Math.max(1, werewolves - state.executed.length);
  const others = alive.length - 1 - fewest;
  if (!(fewest + 1 > others)) return undefined;
  return ownClaim(beliefs, state) === 'POSSESSED' ? {} : { comeOut: 'POSSESSED' };
};

const leastWolfish = (beliefs: Beliefs, names: readonly string[]): string | undefined =>
  names.reduce<string | undefined>(
    (chosen, name) =>
      chosen === undefined || (viewOf(beliefs, name)?.werewolf ?? 0) < (viewOf(beliefs, chosen)?.werewolf ?? 0)
        ? name
        : chosen,
    undefined,
  );

/** The werewolf side's decisive day for this agent, or undefined (not decisive, or not of that side). */
export const endgameOf = (state: GameState, beliefs: Beliefs): Endgame | undefined => {
  if (state.status[state.self] !== 'ALIVE' || state.day < 1) return undefined;
  if (state.role === 'WEREWOLF') return werewolfEndgame(state, beliefs);
  if (state.role === 'POSSESSED') return possessedEndgame(state, beliefs);
  return undefined;
};

/**
 * The possessed's vote on a decisive day when the werewolf made no call: join the one vote another
 * agent stated on a third one, else the least likely werewolf. Never itself.
 */
export const possessedFallbackVote = (state: GameState, beliefs: Beliefs): string | undefined => {
  const alive = (name: string): boolean => state.status[name] === 'ALIVE';
  const stated = Object.entries(beliefs.voteIntentions).filter(
    ([agent, target]) => agent !== state.self && alive(agent) && alive(target) && target !== state.self,
  );
  const targets = new Set(
    stated
      .filter(([agent, target]) => target !== agent && beliefs.voteIntentions[target] !== agent)
      .map(([, target]) => target),
  );
  const mutual = stated.some(([agent, target]) => beliefs.voteIntentions[target] === agent);
  if (!mutual && targets.size === 1) return [...targets][0];
  return leastWolfish(
    beliefs,
    state.agents.filter((name) => alive(name) && name !== state.self),
  );
};

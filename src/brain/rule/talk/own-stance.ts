import { forEachStatedClause, type Sentence } from '../../../protocol/index.ts';
import type { GameRecord } from './evidence.ts';

/** The player our own lines last went against, and where we said it. */
export type Stance = {
  readonly target: string;
  readonly day: number;
  /** The position in `state.talks` of the line that said it. */
  readonly at: number;
  /** A black result of ours is on it (our own word that it is a werewolf, true or invented). */
  readonly black: boolean;
};

/**
 * Our stance as the record says it under our name (our lines, or in a replay the seat's real ones): the
 * last living player a line of ours went against — a vote, a werewolf or possessed estimate, a call to
 * vote it, a black result of ours — on any day, unless a later line of ours vouched for it (an estimate of
 * a village role, a white result). Only a player the line's text names (by name or number): a reading
 * through a pronoun may be wrong, and a stance made of it is a turn nobody took. Judges mark a line that
 * leaves this player with no word about it ("switches to Y with no reason").
 */
export const ownStance = (record: GameRecord): Stance | undefined => {
  const { state, roster, talkSentences } = record;
  const self = roster.numberOf(state.self);
  let stance: Omit<Stance, 'black'> | undefined;
  // Whom our lines gave a black result, less any a later line of ours vouched for.
  const blacks = new Set<string>();
  for (let index = 0; index < state.talks.length; index++) {
    const talk = state.talks[index]!;
    if (talk.agent !== state.self || talk.over || talk.skip) continue;
    forEachStatedClause(talkSentences[index] ?? [], (clause) => {
      if ('subject' in clause && clause.subject !== undefined && clause.subject !== self) return;
      const lean = leanOf(clause);
      if (lean === undefined || lean.target === self) return;
      const name = roster.nameOf(lean.target);
      if (name === undefined || !names(talk.text, name, lean.target)) return;
      if (lean.against) stance = { target: name, day: talk.day, at: index };
      else if (stance?.target === name) stance = undefined;
      if (lean.result && lean.against) blacks.add(name);
      else if (!lean.against) blacks.delete(name);
    });
  }
  if (stance === undefined || state.status[stance.target] !== 'ALIVE') return undefined;
  return { ...stance, black: blacks.has(stance.target) };
};

/** Whom a clause of ours goes against or vouches for, if anyone. */
const leanOf = (clause: Sentence): { target: number; against: boolean; result?: true } | undefined => {
  switch (clause.type) {
    case 'VOTE':
      return { target: clause.target, against: true };
    case 'ESTIMATE':
      if (clause.role === 'ANY') return undefined;
      return { target: clause.target, against: clause.role === 'WEREWOLF' || clause.role === 'POSSESSED' };
    case 'DIVINED':
      if (clause.species === 'ANY') return undefined;
      return { target: clause.target, against: clause.species === 'WEREWOLF', result: true };
    case 'IDENTIFIED':
      if (clause.species === 'ANY') return undefined;
      return { target: clause.target, against: clause.species === 'WEREWOLF' };
    case 'REQUEST':
      // "Let's all vote X" (to anybody) is our push on X; a request to one player is about them.
      return clause.target === 0 && clause.clause.type === 'VOTE'
        ? { target: clause.clause.target, against: true }
        : undefined;
    default:
      return undefined;
  }
};

const names = (text: string, name: string, number: number): boolean =>
  text.includes(name) || text.includes(`Agent[${String(number).padStart(2, '0')}]`);

import { forEachStatedClause, type Sentence } from '../../../protocol/index.ts';
import type { ComposeInput } from './compose-input.ts';

/**
 * The facts a reader takes from a talk: claims, results, vote intentions (a request that everybody vote
 * counts as one, as the beliefs count it), suspicions, attacks, guards and divinations. Only the speaker's own: a clause with another
 * subject is a report about someone else.
 */
const factsOf = (sentences: readonly Sentence[], self: number | undefined): Set<string> => {
  const facts = new Set<string>();
  forEachStatedClause(sentences, (sentence) => {
    if ('subject' in sentence && sentence.subject !== undefined && sentence.subject !== self) return;
    switch (sentence.type) {
      case 'COMINGOUT':
        facts.add(`CO ${sentence.target} ${sentence.role}`);
        return;
      case 'DIVINED':
      case 'IDENTIFIED':
        facts.add(`${sentence.type} ${sentence.target} ${sentence.species}`);
        return;
      case 'VOTE':
        facts.add(`VOTE ${sentence.target}`);
        return;
      // Attacks, guards and divination targets: never said by a composed talk unless meant (a werewolf
      // must not talk about its attack, the bodyguard about its guard).
      case 'ATTACK':
      case 'ATTACKED':
      case 'GUARD':
      case 'GUARDED':
      case 'DIVINATION':
        facts.add(`${sentence.type} ${sentence.target}`);
        return;
      case 'REQUEST':
        if (sentence.target === 0 && sentence.clause.type === 'VOTE') facts.add(`VOTE ${sentence.clause.target}`);
        return;
      case 'ESTIMATE':
        facts.add(`ESTIMATE ${sentence.target} ${sentence.role}`);
        return;
      default:
        return;
    }
  });
  return facts;
};

/**
 * True when the text, as read back, says every claim, result and vote of the utterance and nothing
 * that contradicts what the speaker said or holds: no other claim, result or vote, and a suspicion
 * only of the agent it votes or suspects.
 */
export const readsAsSaid = (read: readonly Sentence[], input: ComposeInput): boolean => {
  const { record, memory, utterance } = input;
  const self = record.roster.numberOf(record.state.self);
  const meant = factsOf(utterance.sentences, self);
  const got = factsOf(read, self);
  const number = (name: string | undefined): number | undefined =>
    name === undefined ? undefined : record.roster.numberOf(name);
  const intention = number(memory.intentions.get(record.state.day));
  for (const fact of meant) {
    // The vote we already stated today need not be said again.
    if (fact === `VOTE ${intention}`) continue;
    if (fact.startsWith('ESTIMATE')) {
      // A suspicion must come across, unless the vote on the same agent carries it.
      const [, target, role] = fact.split(' ');
      if (meant.has(`VOTE ${target}`)) continue;
      const twins = role === 'VILLAGER' ? [fact] : [`ESTIMATE ${target} WEREWOLF`, `ESTIMATE ${target} POSSESSED`];
      if (!twins.some((twin) => got.has(twin))) return false;
      continue;
    }
    if (!got.has(fact)) return false;
  }
  const allowed = new Set(meant);
  if (intention !== undefined) {
    allowed.add(`VOTE ${intention}`);
    allowed.add(`ESTIMATE ${intention} WEREWOLF`);
  }
  if (memory.claimedRole !== undefined && self !== undefined) allowed.add(`CO ${self} ${memory.claimedRole}`);
  for (const result of memory.published) {
    const target = number(result.target);
    if (target !== undefined) {
      allowed.add(`DIVINED ${target} ${result.species}`);
      allowed.add(`IDENTIFIED ${target} ${result.species}`);
    }
  }
  // Out as the bodyguard, a guard we really made may be told again (asked whom we guarded).
  if (memory.claimedRole === 'BODYGUARD' && record.state.role === 'BODYGUARD') {
    for (const guarded of memory.guards.values()) {
      const target = number(guarded);
      if (target !== undefined) allowed.add(`GUARDED ${target}`);
    }
  }
  for (const fact of meant) {
    const [type, target] = fact.split(' ');
    // A vote implies the suspicion; a suspicion may read as its near twin, but never as a vote.
    if (type === 'VOTE') allowed.add(`ESTIMATE ${target} WEREWOLF`);
    if (type === 'ESTIMATE' && !fact.endsWith('VILLAGER')) {
      allowed.add(`ESTIMATE ${target} WEREWOLF`);
      allowed.add(`ESTIMATE ${target} POSSESSED`);
    }
  }
  // A werewolf may vote its teammate when the strategy says so, but never calls it a werewolf unasked.
  for (const teammate of record.state.teammates) {
    const target = number(teammate);
    for (const role of ['WEREWOLF', 'POSSESSED']) {
      const fact = `ESTIMATE ${target} ${role}`;
      if (!meant.has(fact)) allowed.delete(fact);
    }
  }
  for (const fact of got) if (!allowed.has(fact)) return false;
  return true;
};

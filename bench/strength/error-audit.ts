// The organisers' error behaviour, counted on our own seats from their decisions: votes for oneself,
// attack votes naming oneself or a teammate, and votes against a player the voter itself called human
// in public (a white result, or an estimate that it is a villager or any village role) without calling
// it a werewolf again afterwards, or coming out as a werewolf or the possessed, which says every earlier
// word was a lie (the "said why" that lifts it). Read from the decisions' protocol
// intents, not from the beliefs the brain builds, so the count does not share the brain's own check.
import type { Brain, BrainFactory } from '../../src/brain/brain.ts';
import { createRoster, type Sentence } from '../../src/protocol/index.ts';

export type ErrorCounts = {
  votes: number;
  selfVotes: number;
  attackVotes: number;
  teammateAttacks: number;
  declaredHumanVotes: number;
};

export const emptyErrorCounts = (): ErrorCounts => ({
  votes: 0,
  selfVotes: 0,
  attackVotes: 0,
  teammateAttacks: 0,
  declaredHumanVotes: 0,
});

export const addErrorCounts = (left: ErrorCounts, right: ErrorCounts): ErrorCounts => ({
  votes: left.votes + right.votes,
  selfVotes: left.selfVotes + right.selfVotes,
  attackVotes: left.attackVotes + right.attackVotes,
  teammateAttacks: left.teammateAttacks + right.teammateAttacks,
  declaredHumanVotes: left.declaredHumanVotes + right.declaredHumanVotes,
});

/** Notes what one sentence says about others' humanity into `human` (names by agent number). */
const noteSentence = (sentence: Sentence, nameOf: (agent: number) => string | undefined, human: Set<string>): void => {
  switch (sentence.type) {
    case 'AND':
    case 'OR':
    case 'XOR':
    case 'BECAUSE':
      for (const clause of sentence.clauses) noteSentence(clause, nameOf, human);
      return;
    case 'DAY':
      noteSentence(sentence.clause, nameOf, human);
      return;
    case 'DIVINED':
    case 'IDENTIFIED': {
      const name = nameOf(sentence.target);
      if (name === undefined) return;
      if (sentence.species === 'HUMAN') human.add(name);
      else human.delete(name);
      return;
    }
    case 'COMINGOUT':
      // Coming out as the werewolf side (the decisive day) takes back every earlier word.
      if (sentence.role === 'WEREWOLF' || sentence.role === 'POSSESSED') human.clear();
      return;
    case 'ESTIMATE': {
      const name = nameOf(sentence.target);
      if (name === undefined) return;
      if (sentence.role === 'WEREWOLF' || sentence.role === 'POSSESSED') human.delete(name);
      else human.add(name);
      return;
    }
    default:
      return;
  }
};

/** One of our seats coming out in the open as the werewolf side: who, as what, on which day. */
export type Reveal = { readonly agent: string; readonly role: 'WEREWOLF' | 'POSSESSED'; readonly day: number };

/** Its own coming-out as the werewolf side, if the sentence (or a clause of it) says one. */
const revealIn = (sentence: Sentence, selfNumber: number | undefined): 'WEREWOLF' | 'POSSESSED' | undefined => {
  switch (sentence.type) {
    case 'AND':
    case 'OR':
    case 'XOR':
    case 'BECAUSE':
      return sentence.clauses.map((clause) => revealIn(clause, selfNumber)).find((role) => role !== undefined);
    case 'COMINGOUT':
      return sentence.target === selfNumber && (sentence.role === 'WEREWOLF' || sentence.role === 'POSSESSED')
        ? sentence.role
        : undefined;
    default:
      return undefined;
  }
};

/**
 * Wraps a factory so every brain it makes adds its errors to `counts` and its open werewolf-side
 * coming-outs to `reveals` (the caller reads them against the game's record and empties the list).
 */
export const auditedFactory =
  (factory: BrainFactory, counts: ErrorCounts, reveals: Reveal[] = []): BrainFactory =>
  (options) => {
    const brain = factory(options);
    const human = new Set<string>();
    let roster:
      | {
          agents: readonly string[];
          nameOf: (agent: number) => string | undefined;
          numberOf: (name: string) => number | undefined;
        }
      | undefined;
    let revealed = false;
    const audited: Brain = {
      name: brain.name,
      talk: async (context) => {
        const decision = await brain.talk(context);
        const { agents } = context.state;
        if (roster?.agents !== agents) {
          const value = createRoster(agents);
          roster = { agents, nameOf: (agent) => value.nameOf(agent), numberOf: (name) => value.numberOf(name) };
        }
        const selfNumber = roster.numberOf(context.state.self);
        for (const sentence of decision.intents ?? []) {
          noteSentence(sentence, roster.nameOf, human);
          const role = revealed ? undefined : revealIn(sentence, selfNumber);
          if (role !== undefined) {
            revealed = true;
            reveals.push({ agent: context.state.self, role, day: context.state.day });
          }
        }
        return decision;
      },
      whisper: (context) => brain.whisper(context),
      divine: (context) => brain.divine(context),
      guard: (context) => brain.guard(context),
      attack: async (context) => {
        const decision = await brain.attack(context);
        const { state } = context;
        counts.attackVotes++;
        if (decision.target === state.self || state.teammates.includes(decision.target)) counts.teammateAttacks++;
        return decision;
      },
      vote: async (context) => {
        const decision = await brain.vote(context);
        counts.votes++;
        if (decision.target === context.state.self) counts.selfVotes++;
        if (human.has(decision.target)) counts.declaredHumanVotes++;
        return decision;
      },
    };
    return audited;
  };

// Exploitability: fixed counter-rules a village could adopt against our werewolf side. Each wraps our
// rule brain on the village's seats (not the seer, which votes its own results) and overrides only the
// vote when the rule names someone; the line's village win rate minus the plain all-rule village's is
// the rule's gain. A habit the wolves or the possessed always show would give some rule a large gain.
import type { Brain, BrainFactory } from '../../src/brain/brain.ts';
import { createRuleBrainFactory } from '../../src/brain/rule/index.ts';
import { legalTargets } from '../../src/game/index.ts';
import type { GameState } from '../../src/game/state.ts';
import type { Beliefs } from '../../src/brain/beliefs/index.ts';

type CounterRule = (state: GameState, beliefs: Beliefs) => string | undefined;

/** Seer claimers in the order they first claimed (alive, not us). */
const seerClaimers = (state: GameState, beliefs: Beliefs): string[] => {
  const order: string[] = [];
  for (const claim of beliefs.claims) {
    if (claim.role === 'SEER' && !order.includes(claim.agent)) order.push(claim.agent);
  }
  return order.filter((name) => name !== state.self && state.status[name] === 'ALIVE');
};

export const COUNTER_RULES = {
  /** "The second seer is the fake": vote the later of two seer claimers. */
  'later-seer-claimer': (state, beliefs) => {
    const claimers = seerClaimers(state, beliefs);
    return claimers.length >= 2 ? claimers.at(-1) : undefined;
  },
  /** "The first seer is the fake" (a fake that rushes): vote the first of two seer claimers. */
  'first-seer-claimer': (state, beliefs) => {
    const claimers = seerClaimers(state, beliefs);
    return claimers.length >= 2 ? claimers[0] : undefined;
  },
  /** "Whoever votes a seer claimer is a werewolf": vote a non-claimer that said it votes a seer claimer. */
  'seer-voter': (state, beliefs) => {
    const claimers = new Set(seerClaimers(state, beliefs));
    return Object.entries(beliefs.voteIntentions).find(
      ([agent, target]) =>
        agent !== state.self && claimers.has(target) && !claimers.has(agent) && state.status[agent] === 'ALIVE',
    )?.[0];
  },
  /** "A bodyguard claim is a werewolf's escape": vote a living bodyguard claimer. */
  'bodyguard-claimer': (state, beliefs) =>
    beliefs.agents.find((agent) => agent.alive && agent.name !== state.self && agent.claim === 'BODYGUARD')?.name,
  /** "Trust the latest black": vote the last black a seer claimer published on a living player. */
  'latest-black': (state, beliefs) =>
    beliefs.reports.findLast(
      (report) =>
        report.kind === 'divination' &&
        report.species === 'WEREWOLF' &&
        report.target !== state.self &&
        state.status[report.target] === 'ALIVE',
    )?.target,
} satisfies Record<string, CounterRule>;

export type CounterRuleName = keyof typeof COUNTER_RULES;
export const COUNTER_RULE_NAMES = Object.keys(COUNTER_RULES) as CounterRuleName[];

/** The rule brains under the counter-rules: one factory, so they read each talk once between them. */
const createRuleBrain = createRuleBrainFactory();

/** Our rule brain whose vote follows `rule` whenever the rule names a legal target. */
export const counterRuleBrain =
  (name: CounterRuleName): BrainFactory =>
  (options) => {
    const brain = createRuleBrain(options);
    const rule: CounterRule = COUNTER_RULES[name];
    const wrapped: Brain = {
      name: `rule+${name}`,
      talk: (context) => brain.talk(context),
      whisper: (context) => brain.whisper(context),
      divine: (context) => brain.divine(context),
      guard: (context) => brain.guard(context),
      attack: (context) => brain.attack(context),
      vote: async (context) => {
        const target = rule(context.state, brain.beliefsOf(context.state));
        if (target !== undefined && legalTargets(context.state, 'VOTE').includes(target))
          return { kind: 'target', target, source: 'rule' };
        return brain.vote(context);
      },
    };
    return wrapped;
  };

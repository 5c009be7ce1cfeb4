import type { Brain, BrainOptions, DecisionContext, Language, TalkDecision, TargetDecision } from '../brain.ts';
import type { GameState } from '../../game/state.ts';
import { legalTargets, type TargetAction } from '../../game/index.ts';
import type { Roster, Sentence } from '../../protocol/index.ts';
import { createRandom, type Random } from '../../random.ts';
import {
  type Beliefs,
  beliefsFromStatements,
  createBeliefsMemo,
  createRosterPool,
  createUnderstandingCache,
  type RosterPool,
  sameCast,
  type Statements,
  viewOf,
} from '../beliefs/index.ts';
import type { LanguageBridge } from './language-bridge.ts';
import { createMemory, type Memory } from './memory.ts';
import { markMemory } from './memory-mark.ts';
import { planTalk } from './talk-plan.ts';
import { bodyguardGuard, seerDivine, werewolfAttack } from './targets.ts';
import { commitUtterance, type Utterance } from './utterance.ts';
import { chooseVote, declaredHuman } from './vote-choice.ts';
import { endgameOf, possessedFallbackVote } from './endgame.ts';
import { createOwnTalkLedger } from './talk/own-talk.ts';
import { createTalkComposer } from './talk/talk-composer.ts';
import { reasonRank, speakableReasons, statedIntention } from './talk/evidence.ts';
import { keptWord } from './kept-word.ts';
import { statedBeliefs } from './talk/stated-results.ts';
import { packLeader, planWhisper } from './whisper-plan.ts';

/** The rule brain plus the cheap synchronous accessors the LLM brain uses as its fallback and context. */
export type RuleBrain = Brain & {
  /** Current beliefs (cached; recomputed only when the state has new facts). */
  beliefsOf(state: GameState): Beliefs;
  /** The vote intention the rule brain has stated today, if any. */
  statedIntention(day: number): string | undefined;
  /**
   * Tell the rule brain that another layer (the LLM) said this vote intention in public, so its own
   * vote and later talk stay consistent with it.
   */
  noteIntention(day: number, target: string): void;
  readonly memory: Memory;
};

const WHISPER_OVER = 'Over';

/** The bridge's render input, written key by key (see `speak`). */
type RenderInput = {
  -readonly [Key in keyof Parameters<LanguageBridge['render']>[0]]?: Parameters<LanguageBridge['render']>[0][Key];
};

type BeliefsInput = number | boolean | string | undefined;

/**
 * Writes the facts of the state, besides its talks, whose change makes the beliefs be computed again
 * into `inputs` (one array per brain, rewritten in place); true when one of them changed.
 */
const noteBeliefsInputs = (state: GameState, inputs: BeliefsInput[]): boolean => {
  let alive = 0;
  for (const name of state.agents) if (state.status[name] === 'ALIVE') alive++;
  // Every slot is written (no short circuit), so the array always holds this state's facts.
  let changed = noteInput(inputs, 0, state.day);
  changed = noteInput(inputs, 1, state.whispers.length) || changed;
  changed = noteInput(inputs, 2, state.votes.length) || changed;
  changed = noteInput(inputs, 3, state.divineResults.length) || changed;
  changed = noteInput(inputs, 4, state.mediumResults.length) || changed;
  changed = noteInput(inputs, 5, state.executed.length) || changed;
  changed = noteInput(inputs, 6, state.attacked.length) || changed;
  changed = noteInput(inputs, 7, alive) || changed;
  changed = noteInput(inputs, 8, state.finished) || changed;
  changed = noteInput(inputs, 9, state.role) || changed;
  return changed;
};

const noteInput = (inputs: BeliefsInput[], position: number, value: BeliefsInput): boolean => {
  if (inputs[position] === value) return false;
  inputs[position] = value;
  return true;
};

/**
 * Builds a rule brain that reads and speaks through `bridge`. One instance per game and agent; all
 * choices are deterministic given the seed and the packets. `rosters`: the roster objects it reads
 * with, shared by the seats of one factory (see `SharedReading`); by default its own.
 */
export const createRuleBrainWith = (
  bridge: LanguageBridge,
  options: BrainOptions,
  rosters: RosterPool = createRosterPool(),
): RuleBrain => {
  const { seed, lang } = options;
  const random = createRandom(seed);
  const memory = createMemory();
  let roster: { key: string; agents: readonly string[]; value: Roster } | undefined;
  let cache: ReturnType<typeof createUnderstandingCache> | undefined;
  let beliefsCache: { statements: Statements; value: Beliefs } | undefined;
  // Filled on the first call (then beliefsCache is unset, so the beliefs are computed whatever it says).
  const beliefsInputs: BeliefsInput[] = [];
  let decisions = 0;
  const beliefsMemo = createBeliefsMemo(rosters);
  // Each talk read into sentences, parallel to the state's talks (for the reasons a talk gives).
  let talkSentences: readonly (readonly Sentence[])[] = [];
  // What was said under our name is what we are committed to (see own-talk.ts), in the voice it was said in.
  const ownTalk = createOwnTalkLedger(memory, lang as Language);
  const composer = createTalkComposer({
    bridge,
    seed,
    lang: lang as Language,
    memory,
    foreignLines: ownTalk.foreignLines,
  });
  const settled = (state: GameState): Beliefs => {
    const beliefs = beliefsOf(state);
    ownTalk.settle(state, talkSentences, rosterOf(state));
    return beliefs;
  };

  const rosterOf = (state: GameState): Roster => {
    // The fold keeps its agents array from packet to packet: the same array needs no key joined again.
    if (roster !== undefined && roster.agents === state.agents && sameCast(roster.value.names, state.agents)) {
      return roster.value;
    }
    const key = state.agents.join('\u0000');
    // Readings are kept when the roster changes: in a real game it never does, and a broken packet's
    // roster must not make the next request read the whole history again. New talks use the new roster.
    if (roster?.key !== key) roster = { key, agents: state.agents, value: rosters.rosterOf(key, state.agents) };
    else roster = { key, agents: state.agents, value: roster.value };
    return roster.value;
  };

  const beliefsOf = (state: GameState): Beliefs => {
    const currentRoster = rosterOf(state);
    // The reader always uses the latest roster (it outlives roster changes, see rosterOf).
    cache ??= createUnderstandingCache((entry) =>
      bridge.understand({
        text: entry.text,
        speaker: entry.agent,
        roster: roster?.value ?? currentRoster,
        lang: lang as Language,
      }),
    );
    const understood = cache.update(state);
    talkSentences = understood.talks;
    const statements = beliefsMemo.statements.update({ state, understood });
    const inputsChanged = noteBeliefsInputs(state, beliefsInputs);
    // The beliefs change only with their statements (the same object while the new talks added none)
    // and these facts of the state: when both are as they were, the beliefs are kept.
    if (beliefsCache?.statements !== statements || inputsChanged) {
      beliefsCache = { statements, value: beliefsFromStatements(state, statements, beliefsMemo) };
    }
    return beliefsCache.value;
  };

  const decisionRandom = (label: string): Random => random.fork(`${label}/${decisions++}`);

  const speak = (
    state: GameState,
    utterances: readonly Utterance[],
    channel: 'talk' | 'whisper',
    beliefs?: Beliefs,
    voteTarget?: string,
  ): TalkDecision => {
    const currentRoster = rosterOf(state);
    const counter = `${channel}:${state.day}`;
    const authorOf = (day: number, idx: number): string | undefined =>
      state.talks.find((talk) => talk.day === day && talk.idx === idx)?.agent;
    memory.talkCount.set(counter, (memory.talkCount.get(counter) ?? 0) + 1);
    // The templates' lines in the agent's voice too (whispers, greetings and moves the composer cannot say).
    const inVoice = (text: string): string => composer.inVoice(state, text, currentRoster);
    const talk =
      channel === 'talk' && beliefs !== undefined
        ? composer.begin({
            state,
            beliefs,
            roster: currentRoster,
            talkSentences,
            random: decisionRandom('compose'),
            voteTarget,
            authorOf,
          })
        : undefined;
    for (const utterance of utterances) {
      // Composed first (reply, move, reason in the agent's voice); the phrase templates when that fails.
      const composed = talk?.compose(utterance);
      if (composed !== undefined) {
        memory.saidTexts.add(composed.text);
        commitUtterance(memory, state.day, utterance);
        composed.commit();
        return { kind: 'talk', text: composed.text, intents: utterance.sentences, source: 'rule' };
      }
      // An agreement the composer cannot say anew (its few shapes used up over a long game) is left
      // unsaid: the template's bare "I agree with that" names no one and nothing (in 1,000 13-player ja
      // games it was 457 of the lines two agents shared word for word).
      if (talk !== undefined && utterance.topic?.startsWith('agree:') === true) {
        memory.doneTopics.add(utterance.topic);
        continue;
      }
      const forms = [utterance.sentences, ...(utterance.alternatives ?? [])];
      for (let attempt = 0; attempt < forms.length + 2; attempt++) {
        const sentences = forms[Math.min(attempt, forms.length - 1)]!;
        const input: RenderInput = { sentences, lang };
        if (state.profile !== undefined) input.persona = state.profile;
        input.roster = currentRoster;
        input.random = decisionRandom(`render/${attempt}`);
        input.self = state.self;
        if (utterance.greeting === true) input.greeting = true;
        input.authorOf = authorOf;
        const text = bridge.render(input as Parameters<LanguageBridge['render']>[0]);
        const clean = inVoice(text.trim());
        if (clean === '' || clean === 'Over' || clean === 'Skip' || memory.saidTexts.has(clean)) continue;
        memory.saidTexts.add(clean);
        commitUtterance(memory, state.day, utterance);
        return { kind: 'talk', text: clean, intents: sentences, source: 'rule' };
      }
      // Unsayable without repeating ourselves: count it as covered so it does not block what follows.
      if (utterance.topic !== undefined) memory.doneTopics.add(utterance.topic);
    }
    // Nothing new, but not a whole day of Over: a remark on the record about whom we suspect.
    const remark = talk?.observe();
    if (remark !== undefined) {
      memory.saidTexts.add(remark.text);
      remark.commit();
      return { kind: 'talk', text: remark.text, intents: remark.sentences, source: 'rule' };
    }
    return {
      kind: 'talk',
      text: channel === 'talk' ? 'Over' : WHISPER_OVER,
      intents: [{ type: 'OVER' }],
      source: 'rule',
    };
  };

  const target = (state: GameState, action: TargetAction, chosen: string | undefined): TargetDecision => {
    const legal = legalTargets(state, action);
    const fallback = legal.filter((name) => name !== state.self);
    const usable = action === 'ATTACK' ? fallback.filter((name) => !state.teammates.includes(name)) : fallback;
    const pick =
      chosen !== undefined && legal.includes(chosen)
        ? chosen
        : decisionRandom(action).pick(usable.length > 0 ? usable : legal);
    return { kind: 'target', target: pick ?? state.self, source: 'rule' };
  };

  /** Whom we want executed today; on the werewolf side's decisive day, the side's call (or none yet). */
  const voteTargetOf = (state: GameState, beliefs: Beliefs): string | undefined => {
    const endgame = endgameOf(state, beliefs);
    if (endgame !== undefined) return endgame.vote;
    const candidates = legalTargets(state, 'VOTE').filter((name) => name !== state.self);
    const chosen = chooseVote(state, beliefs, candidates, random.fork(`vote/${state.day}`));
    return withSayableReason(state, beliefs, chosen, candidates);
  };

  /**
   * Among village votes the beliefs cannot tell apart (the same werewolf weight and the same stated
   * votes on them, as on day 1 before anyone said anything), the one our talk can give the strongest
   * reason for (`reasonRank`; the chosen one when none is stronger): a vote said with no reason reads as random ("I vote Kenji. I want to know whom Kenji suspects"), and
   * judges asked for a reason a player could accept. Never moves the vote off a better-supported target.
   */
  const withSayableReason = (
    state: GameState,
    beliefs: Beliefs,
    chosen: string | undefined,
    candidates: readonly string[],
  ): string | undefined => {
    if (chosen === undefined || state.role === 'WEREWOLF' || state.role === 'POSSESSED' || state.day !== 1)
      return chosen;
    const weight = (name: string): number => viewOf(beliefs, name)?.werewolf ?? 0;
    // Others' stated votes (ours is the word `keptWord` weighs).
    const votesOn = (name: string): number =>
      Object.entries(beliefs.voteIntentions).filter(([agent, target]) => target === name && agent !== state.self)
        .length;
    // Only the tied are looked at (cheap: most decisions have none), and only then the reasons.
    const tied = candidates.filter(
      (name) => name !== chosen && Math.abs(weight(name) - weight(chosen)) < 1e-9 && votesOn(name) === votesOn(chosen),
    );
    if (tied.length === 0) return chosen;
    const record = { state, beliefs, roster: rosterOf(state), talkSentences };
    // A vote we named today among the tied stays our word (`keptWord`): a tie is no reason to switch.
    const said = memory.intentions.get(state.day) ?? statedIntention(record, state.self, state.day);
    if (said === chosen || (said !== undefined && tied.includes(said))) return chosen;
    const stated = { ...record, beliefs: statedBeliefs(beliefs, record) };
    // The strongest reason each can be given (speakableReasons is strongest first); none ranks last.
    const rankOf = (name: string): number => {
      const best = speakableReasons(stated, name)[0];
      return best === undefined ? Number.POSITIVE_INFINITY : reasonRank(best);
    };
    const declared = declaredHuman(beliefs);
    const whites = new Set(
      state.divineResults.filter((result) => result.result === 'HUMAN').map((result) => result.target),
    );
    // "X only said Over yesterday" over "X has named nobody so far": the tied one with the strongest
    // reason, the chosen one unless another's is stronger.
    let best = chosen;
    let bestRank = rankOf(chosen);
    for (const name of tied) {
      if (declared.has(name) || whites.has(name)) continue;
      const rank = rankOf(name);
      if (rank < bestRank) {
        best = name;
        bestRank = rank;
      }
    }
    return best;
  };

  const attackTargetOf = (state: GameState, beliefs: Beliefs): string | undefined => {
    const candidates = legalTargets(state, 'ATTACK').filter((name) => !state.teammates.includes(name));
    const leader = packLeader(state);
    // The pack follows the attack its leader whispered today (read into the beliefs).
    const plan = leader === undefined || leader === state.self ? undefined : beliefs.attackPlans[leader];
    if (plan !== undefined && candidates.includes(plan)) return plan;
    return werewolfAttack(beliefs, candidates, random.fork(`attack/${state.day}`), state);
  };

  const brain: RuleBrain = {
    name: 'rule',
    memory,
    intentions: {
      mark: () => markMemory(memory),
      noteVoteIntention: (day, name) => {
        memory.intentions.set(day, name);
      },
      noteGuard: (day, name) => {
        memory.guards.set(day, name);
      },
    },
    beliefsOf,
    statedIntention: (day) => memory.intentions.get(day),
    noteIntention: (day, name) => {
      memory.intentions.set(day, name);
    },
    talk: async ({ state }: DecisionContext) => {
      const beliefs = settled(state);
      const answered = ownTalk.begin(state, composer.mark());
      const stated = memory.intentions.get(state.day);
      const chosen = voteTargetOf(state, beliefs);
      const fresh =
        endgameOf(state, beliefs) === undefined
          ? keptWord({ state, beliefs, roster: rosterOf(state), talkSentences }, stated, chosen)
          : chosen;
      const utterances = planTalk({
        state,
        beliefs,
        memory,
        roster: rosterOf(state),
        random: decisionRandom('plan'),
        voteTarget: fresh ?? stated,
        strategy: random.fork('strategy'),
        endgame: endgameOf(state, beliefs),
      });
      const decision = speak(state, utterances, 'talk', beliefs, stated ?? fresh);
      answered(decision.text);
      return decision;
    },
    whisper: async ({ state }: DecisionContext) => {
      const beliefs = settled(state);
      const utterances = planWhisper({
        state,
        memory,
        roster: rosterOf(state),
        attackTarget: attackTargetOf(state, beliefs),
      });
      return speak(state, utterances, 'whisper');
    },
    vote: async ({ state }: DecisionContext) => {
      // The vote cast is the last intention we stated today; only without one do we decide afresh. On
      // the werewolf side's decisive day the side's call comes first (it may come after our last talk).
      const beliefs = settled(state);
      const legal = legalTargets(state, 'VOTE');
      const endgame = endgameOf(state, beliefs);
      if (endgame?.vote !== undefined && legal.includes(endgame.vote)) return target(state, 'VOTE', endgame.vote);
      const stated = memory.intentions.get(state.day);
      // Unless we called that player human after stating it (a vote against our own word is a lie).
      const retracted = stated !== undefined && declaredHuman(beliefs).has(stated);
      if (stated !== undefined && legal.includes(stated) && !retracted) return target(state, 'VOTE', stated);
      if (endgame !== undefined && state.role === 'POSSESSED')
        return target(state, 'VOTE', possessedFallbackVote(state, beliefs));
      return target(state, 'VOTE', voteTargetOf(state, beliefs));
    },
    divine: async ({ state }: DecisionContext) =>
      target(
        state,
        'DIVINE',
        seerDivine(beliefsOf(state), state, legalTargets(state, 'DIVINE'), decisionRandom('divine')),
      ),
    guard: async ({ state }: DecisionContext) => {
      const legal = legalTargets(state, 'GUARD').filter((name) => name !== state.self);
      const choice = bodyguardGuard(beliefsOf(state), legal);
      const decision = target(state, 'GUARD', choice);
      memory.guards.set(state.day, decision.target);
      return decision;
    },
    attack: async ({ state }: DecisionContext) => {
      const beliefs = beliefsOf(state);
      const planned = memory.attackPlans.get(state.day);
      const chosen = attackTargetOf(state, beliefs);
      return target(state, 'ATTACK', chosen ?? planned);
    },
  };
  return brain;
};

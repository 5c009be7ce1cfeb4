import type { GameState, Species } from '../../game/state.ts';
import type { Roster } from '../../protocol/index.ts';
import type { Sentence } from '../../protocol/ast.ts';
import type { Random } from '../../random.ts';
import { type AgentView, type Beliefs, type Question, viewOf } from '../beliefs/index.ts';
import type { Memory, PublishedResult } from './memory.ts';
import { say } from './sentences.ts';
import { inventResult } from './fake-results.ts';
import { agreeable } from './talk/replies.ts';
import type { Utterance } from './utterance.ts';
import type { Endgame } from './endgame.ts';
import { declaredHuman } from './vote-choice.ts';
import { oneWerewolfTooMany } from './own-blacks.ts';
import { toldInOwnWords } from './told-in-words.ts';

export type PlanContext = {
  readonly state: GameState;
  readonly beliefs: Beliefs;
  readonly memory: Memory;
  readonly roster: Roster;
  readonly random: Random;
  /** Whom we want executed today (already chosen by role). */
  readonly voteTarget: string | undefined;
  /**
   * The game's strategy stream: forks of it by label give the same draw on every call, so a mixed
   * choice (claim or not, when) is made once per game or day, not per talk.
   */
  readonly strategy?: Random;
  /** The werewolf side's decisive day (`endgame.ts`): come out in the open and call the vote. */
  readonly endgame?: Endgame | undefined;
};

const number = (roster: Roster, name: string): number => roster.numberOf(name) ?? 0;

const resultSentence = (
  roster: Roster,
  kind: 'divination' | 'identification',
  target: string,
  species: Species,
): Sentence =>
  kind === 'divination'
    ? say.divined(number(roster, target), species)
    : say.identified(number(roster, target), species);

/** Claims and results: the seer's and medium's truth, the bodyguard's when threatened, liars' inventions. */
const roleTopics = (context: PlanContext): Utterance[] => {
  const { state, beliefs, memory, roster } = context;
  const self = number(roster, state.self);
  const published = new Set(memory.published.map((result) => `${result.day}:${result.target}`));
  const claimed = memory.claimedRole;
  const role = state.role;
  const utterances: Utterance[] = [];
  const endgame = context.endgame;
  if (endgame !== undefined) {
    // The decisive day: say who we are (once) with the vote the side casts; no invented results now.
    if (endgame.comeOut !== undefined && claimed !== endgame.comeOut) {
      const vote = endgame.vote;
      const sentences = [
        say.comingOut(self, endgame.comeOut),
        ...(vote === undefined ? [] : [say.vote(number(roster, vote))]),
      ];
      utterances.push({
        topic: `endgame:${state.day}`,
        sentences,
        claim: endgame.comeOut,
        ...(vote === undefined ? {} : { intention: vote }),
      });
    }
    return utterances;
  }
  const publishTrue = (
    claimRole: 'SEER' | 'MEDIUM',
    results: readonly { day: number; target: string; result: Species }[],
  ): void => {
    // A result said under our name that we do not have (the model's words before a fallback, a replayed
    // seat's lie; see own-talk.ts, which dates it by the day it was said) told the table the result of the
    // night before: the true one of that night would be a second, different result for it.
    const toldNights = new Set<number>();
    for (const said of memory.published)
      if (!results.some((result) => result.day === said.day && result.target === said.target))
        toldNights.add(said.day - 1);
    const kind = claimRole === 'SEER' ? 'divination' : 'identification';
    // A result our seat told in words the reader left unread is told all the same: not news again, and
    // the seat that told it has come out ("I divined Yu: human" then "I come out as seer: Yu is human").
    const toldInWords = results
      .map((result): PublishedResult => ({ day: result.day, target: result.target, species: result.result }))
      .filter((result) => toldInOwnWords(state, kind, result));
    const fresh = results
      .filter((result) => !published.has(`${result.day}:${result.target}`) && !toldNights.has(result.day))
      .map((result): PublishedResult => ({ day: result.day, target: result.target, species: result.result }))
      .filter((result) => !toldInWords.some((told) => told.day === result.day && told.target === result.target));
    // Most recent first, black results before white ones: the news the village needs today.
    fresh.sort((left, right) =>
      left.species === right.species ? right.day - left.day : left.species === 'WEREWOLF' ? -1 : 1,
    );
    const [first, ...rest] = fresh;
    if (claimed !== claimRole && toldInWords.length === 0) {
      const sentences = [
        say.comingOut(self, claimRole),
        ...(first ? [resultSentence(roster, kind, first.target, first.species)] : []),
      ];
      utterances.push({ topic: `claim:${claimRole}`, sentences, claim: claimRole, publish: first ? [first] : [] });
      for (const result of rest) {
        utterances.push({
          sentences: [resultSentence(roster, kind, result.target, result.species)],
          publish: [result],
        });
      }
      return;
    }
    for (const result of fresh) {
      utterances.push({
        sentences: [resultSentence(roster, kind, result.target, result.species)],
        publish: [result],
        ...(claimed === claimRole ? {} : { claim: claimRole }),
      });
    }
  };

  if (role === 'SEER' && state.day >= 1) publishTrue('SEER', state.divineResults);
  // About to be executed: at least a third of the living (and two) said they vote us.
  const threatened = (): boolean => {
    const votesOnMe = Object.values(beliefs.voteIntentions).filter((target) => target === state.self).length;
    const alive = beliefs.agents.filter((agent) => agent.alive).length;
    return votesOnMe >= Math.max(2, Math.ceil(alive / 3));
  };
  if (role === 'MEDIUM') {
    const rival = beliefs.agents.some((agent) => agent.name !== state.self && agent.claim === 'MEDIUM');
    // Like the bodyguard, the medium comes out before its results when the village is about to execute it.
    if (state.mediumResults.length > 0 || rival || claimed === 'MEDIUM' || threatened())
      publishTrue('MEDIUM', state.mediumResults);
  }
  // Last night's guard (the one we sent, or the recorded seat's in a replay): said with the claim and, once
  // out, every morning — the fact only the bodyguard has, and what makes its claim worth weighing.
  const guardedLastNight = role === 'BODYGUARD' ? memory.guards.get(state.day - 1) : undefined;
  const guardReport = guardedLastNight === undefined ? [] : [say.guarded(number(roster, guardedLastNight))];
  if (role === 'BODYGUARD' && claimed === undefined) {
    // Also when someone else claims the bodyguard: an unanswered fake claim saves a werewolf.
    const rival = beliefs.agents.some(
      (agent) => agent.alive && agent.name !== state.self && agent.claim === 'BODYGUARD',
    );
    // And the morning after a guarded night with no death: the saved player is no werewolf's victim and
    // the claim has its proof with it (9p self-play 2,000 games: village 1,243 -> 1,268; 13p 600: 301 -> 307).
    const savedLastNight =
      guardedLastNight !== undefined && !state.attacked.some((death) => death.day === state.day - 1);
    if (threatened() || rival || savedLastNight) {
      utterances.push({
        topic: 'claim:BODYGUARD',
        sentences: [say.comingOut(self, 'BODYGUARD'), ...guardReport],
        claim: 'BODYGUARD',
      });
    }
  } else if (claimed === 'BODYGUARD' && guardReport.length > 0 && !memory.doneTopics.has(`guard:${state.day}`)) {
    utterances.push({ topic: `guard:${state.day}`, sentences: guardReport });
  }
  // A werewolf about to be executed with nothing claimed says it is the bodyguard (when the village has
  // one and nobody else claims it): the real one rarely comes out before it is threatened itself.
  if (
    role === 'WEREWOLF' &&
    claimed === undefined &&
    state.day >= 1 &&
    (state.settings?.roleNumMap.BODYGUARD ?? 0) > 0 &&
    !beliefs.agents.some((agent) => agent.alive && agent.name !== state.self && agent.claim === 'BODYGUARD') &&
    !beliefs.reports.some((report) => report.target === state.self && report.species === 'WEREWOLF') &&
    threatened() &&
    draw(context, `bodyguard/${state.day}`) < WEREWOLF_BODYGUARD_CLAIM
  ) {
    utterances.push({ topic: 'claim:BODYGUARD', sentences: [say.comingOut(self, 'BODYGUARD')], claim: 'BODYGUARD' });
    return utterances;
  }
  if ((role === 'POSSESSED' || role === 'WEREWOLF') && state.day >= 1) {
    const accusation = beliefs.reports.find(
      (report) => report.target === state.self && report.species === 'WEREWOLF' && report.reporter !== state.self,
    );
    const hidden = role === 'POSSESSED' && draw(context, 'possessed-hidden') < POSSESSED_HIDDEN;
    // An accused werewolf counter-claims seer only when its accuser is the one seer claimer: beside a
    // second claimer (the possessed or the real seer) it would be the third seer of a village with one,
    // read as a liar at once (5 players: executed on day 1 in every such self-play game). Staying a
    // quiet villager leaves the village two seers to weigh (self-play, seed w1, 1,000 games per size:
    // werewolf side 5p 45.3 % → 51.8 %, 9p 25.8 % → 28.7 %).
    const secondSeer = beliefs.agents.some(
      (agent) =>
        agent.alive && agent.name !== state.self && agent.claim === 'SEER' && agent.name !== accusation?.reporter,
    );
    // A claim comes with the first words or not at all: a possessed that spoke on an earlier day without
    // claiming, or a werewolf that spoke after the black on it without counter-claiming, would read as
    // inventing a role late (judges mark a day-3 seer claim from nowhere inconsistent).
    const late =
      claimed === undefined &&
      state.talks.some(
        (talk) =>
          talk.agent === state.self &&
          !talk.over &&
          !talk.skip &&
          talk.day >= 1 &&
          (role === 'POSSESSED'
            ? talk.day < state.day
            : accusation !== undefined &&
              (talk.day > accusation.day || (talk.day === accusation.day && talk.idx > accusation.idx))),
      );
    const fakeSeer =
      claimed === 'SEER' ||
      (role === 'POSSESSED' && !hidden && !late) ||
      (role === 'WEREWOLF' && accusation !== undefined && !secondSeer && !late);
    const todays = memory.published.some((result) => result.day === state.day);
    if (fakeSeer && !todays && claimed !== undefined && claimed !== 'SEER') return utterances;

    if (fakeSeer && !todays) {
      const invented = inventResult({
        state,
        beliefs,
        memory,
        random: context.random.fork('fake'),
        ...(accusation !== undefined && claimed !== 'SEER' ? { accuser: accusation.reporter } : {}),
      });
      const sentences: Sentence[] = [];
      if (claimed !== 'SEER') sentences.push(say.comingOut(self, 'SEER'));
      if (invented) sentences.push(resultSentence(roster, 'divination', invented.target, invented.species));
      if (sentences.length > 0) {
        utterances.push({ topic: `fake:${state.day}`, sentences, claim: 'SEER', publish: invented ? [invented] : [] });
      }
    }
  }
  return utterances;
};

/** A seeded draw in [0, 1) that is the same on every call with this label (0 without a strategy stream). */
const draw = (context: PlanContext, label: string): number => context.strategy?.fork(label).next() ?? 0;

/**
 * Mixed strategies (seeded per game), so no single fixed rule reads the werewolf side: a threatened
 * werewolf claims the bodyguard on 3 days in 4; the possessed stays hidden in 1 game in 20 and claims
 * seer on day 0 (before any result) in 1 in 5. Staying hidden costs the side most of those games
 * (self-play, seed w1, 1,000 games per size, werewolf side 5p/9p: never hidden 56.9 %/31.2 %, 1 in 20
 * 54.8 %/30.9 %, 1 in 10 52.2 %/30.2 %, 3 in 10 44.8 %/27.6 %), so it stays a rare surprise. Day-0
 * claims: never 51.9 %/29.7 %, 1 in 5 52.2 %/30.2 %, 3 in 5 50.1 %/30.1 %.
 */
const WEREWOLF_BODYGUARD_CLAIM = 0.75;
const POSSESSED_HIDDEN = 0.05;
const POSSESSED_DAY0_CLAIM = 0.2;

/** Calls out the claimer we think is lying when a role is counter-claimed. */
const counterClaimTopics = (context: PlanContext): Utterance[] => {
  const { state, beliefs, memory, roster } = context;
  const utterances: Utterance[] = [];
  for (const counter of beliefs.counterClaims) {
    const others = counter.agents.filter((name) => name !== state.self && !state.teammates.includes(name));
    const views = (
      state.role === 'WEREWOLF' || state.role === 'POSSESSED'
        ? others.filter((name) => (viewOf(beliefs, name)?.possessed ?? 0) < 0.5)
        : others
    )
      .map((name) => viewOf(beliefs, name))
      .filter((agent): agent is AgentView => agent?.alive === true);
    const liar = claimerToAccuse(views, state.role === 'WEREWOLF' || state.role === 'POSSESSED');
    if (liar === undefined) continue;
    const topic = `counter:${counter.role}:${liar.name}`;
    if (memory.doneTopics.has(topic)) continue;
    const ownRole = memory.claimedRole === counter.role || state.role === counter.role;
    const liarSide = state.role === 'WEREWOLF' || state.role === 'POSSESSED';
    // The werewolf side never exposes its own: it only attacks a rival of the role it claimed itself.
    if (liarSide && memory.claimedRole !== counter.role) continue;
    if (!ownRole && (liar.claimTrue ?? 0) > 0.45) continue;
    // With our own blacks naming every werewolf the game has, the liar is the possessed in our story.
    const role =
      oneWerewolfTooMany(state, memory, liar.name) || (!liarSide && liar.possessed > liar.werewolf)
        ? 'POSSESSED'
        : 'WEREWOLF';
    utterances.push({ topic, sentences: [say.estimate(number(roster, liar.name), role)] });
  }
  return utterances;
};

/**
 * The counter-claimer to call a liar: for the village the least likely true, for the werewolf side the
 * most credible rival — the first or last a stable sort by truth would give, found in one pass.
 */
const claimerToAccuse = (views: readonly AgentView[], mostCredible: boolean): AgentView | undefined => {
  let chosen: AgentView | undefined;
  for (const view of views) {
    const truth = view.claimTrue ?? 0;
    const best = chosen?.claimTrue ?? 0;
    if (chosen === undefined || (mostCredible ? truth >= best : truth < best)) chosen = view;
  }
  return chosen;
};

/** Answers to today's questions and requests addressed to us. */
const answerTopics = (context: PlanContext): Utterance[] => {
  const { state, beliefs, memory, roster, voteTarget } = context;
  const self = number(roster, state.self);
  const utterances: Utterance[] = [];
  // A request to everybody ("let us all vote X") is a rally, not a question; our vote talk covers it.
  const recent = beliefs.questions
    .filter((question) => question.kind === 'INQUIRE' || question.toMe)
    .filter((question) => !memory.doneTopics.has(answerTopic(question)))
    .slice(-2)
    // Newest first: the one who just asked is the one the table sees waiting for our answer.
    .reverse();
  for (const question of recent) {
    const clause = question.clause;
    const topic = answerTopic(question);
    if (
      clause.type === 'COMINGOUT' ||
      clause.type === 'ESTIMATE' ||
      clause.type === 'DIVINED' ||
      clause.type === 'IDENTIFIED'
    ) {
      const role = memory.claimedRole ?? (state.role === 'VILLAGER' ? 'VILLAGER' : undefined);
      // "What is your role?" or "are you a werewolf?"; "do you suspect X?" is answered with our vote.
      const aboutUs = clause.type === 'COMINGOUT' || (clause.type === 'ESTIMATE' && clause.target === self);
      if (role !== undefined && aboutUs) {
        utterances.push({ topic, sentences: [say.comingOut(self, role)] });
        continue;
      }
    }
    // Asked for a result once out as a werewolf or the possessed: the answer is who we are (our results
    // were made up), never a fake result restated.
    const out =
      memory.claimedRole === 'WEREWOLF' || memory.claimedRole === 'POSSESSED' ? memory.claimedRole : undefined;
    if (
      out !== undefined &&
      (clause.type === 'DIVINED' || clause.type === 'IDENTIFIED' || clause.type === 'DIVINATION')
    ) {
      utterances.push({ topic, sentences: [say.comingOut(self, out)] });
      continue;
    }
    if (voteTarget !== undefined) {
      const vote = say.vote(number(roster, voteTarget));
      utterances.push({
        topic,
        sentences:
          state.teammates.includes(voteTarget) || oneWerewolfTooMany(state, memory, voteTarget)
            ? [vote]
            : [say.estimate(number(roster, voteTarget), 'WEREWOLF'), vote],
        intention: voteTarget,
      });
    }
  }
  return utterances;
};

const answerTopic = (question: Question): string => `answer:${question.day}:${question.idx}`;

/** Suspicion and vote intention, restated only when it changes. */
const voteTopics = (context: PlanContext): Utterance[] => {
  const { state, beliefs, memory, roster, voteTarget } = context;
  if (voteTarget === undefined || memory.intentions.get(state.day) === voteTarget) return [];
  const target = number(roster, voteTarget);
  const previous = memory.intentions.get(state.day);
  // A werewolf joining the village's vote on a lost teammate says the vote only, never "X is a werewolf";
  // so does a seat whose own blacks already name every werewolf the game has (a werewolf too many).
  const voteOnly = state.teammates.includes(voteTarget) || oneWerewolfTooMany(state, memory, voteTarget);
  // A vote on a player we called human (only when everybody left is one) says that we now think it a
  // werewolf: taking our word back in the open, not a silent lie.
  const retracting = !voteOnly && declaredHuman(beliefs).has(voteTarget);
  const sentences: Sentence[] =
    (previous === undefined || retracting) && !voteOnly
      ? [say.estimate(target, 'WEREWOLF'), say.vote(target)]
      : [say.vote(target)];
  const alternatives: Sentence[][] = voteOnly
    ? [[say.vote(target)], [{ type: 'DAY', day: state.day, clause: say.vote(target) }]]
    : retracting
      ? [
          [{ type: 'BECAUSE', clauses: [say.estimate(target, 'WEREWOLF'), say.vote(target)] }],
          [say.estimate(target, 'WEREWOLF'), say.requestVote(target), say.vote(target)],
        ]
      : [
          [say.vote(target)],
          [{ type: 'BECAUSE', clauses: [say.estimate(target, 'WEREWOLF'), say.vote(target)] }],
          [{ type: 'DAY', day: state.day, clause: say.vote(target) }],
          [say.estimate(target, 'WEREWOLF'), say.requestVote(target), say.vote(target)],
        ];
  return [{ sentences, alternatives, intention: voteTarget }];
};

/**
 * For a werewolf: a living human a likely-true seer claimer found human (not the likely possessed, not
 * our vote): vouching for a player the village already trusts is what a villager says, and costs the
 * pack nothing.
 */
const clearedHuman = (context: PlanContext): string | undefined => {
  const { state, beliefs, voteTarget } = context;
  for (const report of beliefs.reports) {
    if (report.kind !== 'divination' || report.species !== 'HUMAN') continue;
    const reporter = viewOf(beliefs, report.reporter);
    const target = viewOf(beliefs, report.target);
    if (reporter === undefined || target === undefined || (reporter.claimTrue ?? 0) <= 0.5) continue;
    if (!target.alive || target.name === state.self || target.name === voteTarget) continue;
    if (state.teammates.includes(target.name) || target.possessed >= 0.5) continue;
    return target.name;
  }
  return undefined;
};

/** Content for the rest of the day: rally the vote, agree with a like-minded talk, name someone trusted. */
const fillerTopics = (context: PlanContext): Utterance[] => {
  const { state, beliefs, memory, roster, voteTarget } = context;
  const utterances: Utterance[] = [];
  const day = state.day;
  if (voteTarget !== undefined && memory.intentions.get(day) === voteTarget) {
    // The latest such talk, searched from the end (no copy of the whole history per request).
    const likeMinded = state.talks.findLast(
      (talk) =>
        talk.day === day &&
        talk.agent !== state.self &&
        beliefs.voteIntentions[talk.agent] === voteTarget &&
        !talk.over &&
        !talk.skip &&
        agreeable(state, beliefs, talk.agent, voteTarget),
    );
    if (likeMinded !== undefined) {
      utterances.push({ topic: `agree:${day}`, sentences: [say.agree(day, likeMinded.idx)] });
    }
    utterances.push({
      topic: `rally:${day}`,
      sentences: [say.requestVote(number(roster, voteTarget))],
      intention: voteTarget,
    });
  }
  // The first of the least suspected, as the first of a stable sort would be (one pass, no copies).
  let trusted: AgentView | undefined;
  for (const agent of beliefs.agents) {
    if (!agent.alive || agent.name === state.self || agent.name === voteTarget || state.teammates.includes(agent.name))
      continue;
    if (trusted === undefined || agent.werewolf < trusted.werewolf) trusted = agent;
  }
  if (trusted !== undefined && state.role !== 'WEREWOLF' && state.role !== 'POSSESSED' && trusted.werewolf < 0.15) {
    utterances.push({ topic: `trust:${day}`, sentences: [say.estimate(number(roster, trusted.name), 'VILLAGER')] });
  }
  const cleared = state.role === 'WEREWOLF' ? clearedHuman(context) : undefined;
  if (cleared !== undefined) {
    utterances.push({ topic: `trust:${day}`, sentences: [say.estimate(number(roster, cleared), 'VILLAGER')] });
  }
  return utterances;
};

/**
 * Everything worth saying now, best first: claims and results, counter-claims, answers, the vote
 * intention, then filler. The brain says the first one it has not said yet; nothing left means Over.
 */
export const planTalk = (context: PlanContext): Utterance[] => {
  const { state, memory } = context;
  if (state.day === 0) {
    if (!memory.doneTopics.has('greeting')) return [{ topic: 'greeting', sentences: [], greeting: true }];
    const early =
      state.role === 'POSSESSED' &&
      memory.claimedRole === undefined &&
      draw(context, 'possessed-hidden') >= POSSESSED_HIDDEN &&
      draw(context, 'possessed-day0') < POSSESSED_DAY0_CLAIM;
    const self = number(context.roster, state.self);
    return early ? [{ topic: 'claim:SEER', sentences: [say.comingOut(self, 'SEER')], claim: 'SEER' }] : [];
  }
  // A seer voting the werewolf it found says that vote before calling out a rival claimer: the found
  // werewolf is the news the village acts on today.
  const voteTarget = context.voteTarget;
  const foundWerewolf =
    state.role === 'SEER' &&
    state.divineResults.some((result) => result.target === voteTarget && result.result === 'WEREWOLF');
  const candidates = foundWerewolf
    ? [
        ...roleTopics(context),
        ...answerTopics(context),
        ...voteTopics(context),
        ...counterClaimTopics(context),
        ...fillerTopics(context),
      ]
    : [
        ...roleTopics(context),
        ...counterClaimTopics(context),
        ...answerTopics(context),
        ...voteTopics(context),
        ...fillerTopics(context),
      ];
  return candidates.filter((utterance) => utterance.topic === undefined || !memory.doneTopics.has(utterance.topic));
};

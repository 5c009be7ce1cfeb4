import { ok } from '../../result.ts';
import { askBrainForTalk, askBrainForTarget, isStrategic } from '../brain-adapter/ask-brain.ts';
import type { MethodHandler } from '../dispatcher.ts';
import { EVENT_TYPES, eventsOf, PkDataSchema } from '../history-events.ts';
import { knowledgeOf, systemContextOf } from '../llm/speech-contexts.ts';
import { mostSuspected, SEER_WEIGHT, suspicionScores } from '../roles/suspicion.ts';
import { decideVote, pkCandidates } from '../roles/vote-policy.ts';
import { composeDefense } from '../speech/compose-defense.ts';
import { composeDiscuss } from '../speech/compose-discuss.ts';
import { type AgentSettings, type CallContext, openCall } from './agent-context.ts';
import { knownChecks, knownWolves, learnRoles } from './known-roles.ts';
import { deathsIn, publicRecord } from './public-record.ts';

/** Players a wolf must not accuse or vote for (its teammates); nobody for the village. */
const protectedIds = (context: CallContext): Set<number> =>
  context.session.role === 'werewolf' ? new Set([context.session.selfId, ...knownWolves(context.session)]) : new Set([context.session.selfId]);

/** Accusations against us that make a witch or hunter reveal the role (a day of being named twice). */
const CLAIM_PRESSURE = 2;

const pressedClaim = (role: string, ownScore: number, claimed: boolean): 'witch' | 'hunter' | undefined =>
  (role === 'witch' || role === 'hunter') && (claimed || ownScore >= CLAIM_PRESSURE) ? role : undefined;

/**
 * `discuss`: names a suspect (own found wolf, a claimed seer's wolf, the rule/LLM brain's pick,
 * public suspicion, any brain pick) and records it as the day's vote intention.
 */
export const createDiscussHandler =
  (settings: AgentSettings): MethodHandler<'discuss'> =>
  async (call) => {
    const opened = await openCall({ settings, call });
    if (!opened.ok) return opened;
    const { params } = call;
    const context = opened.value;
    const { session, brain, directory, label } = context;
    learnRoles({ session, state: params.game_state });
    const aliveIds = params.game_state.alive_players.map((player) => player.player_id);
    const allowed = aliveIds.filter((id) => !protectedIds(context).has(id));
    const speechesToday = params.previous_speeches.map(({ player_id, content }) => ({ player_id, content }));
    const record = publicRecord({ state: params.game_state, day: params.day_number, speechesToday });
    const scores = suspicionScores({ players: session.players, speeches: record.speeches, votesReceived: record.votesReceived, selfId: session.selfId });
    const decisionContext = context.decisionContext({ rpcState: params.game_state, day: params.day_number, aliveIds, speechesToday });
    const trusted = session.role === 'werewolf' ? [] : [...record.claimedSpecials];
    const untrusted = allowed.filter((id) => !trusted.includes(id));
    const fromBrain = await askBrainForTarget({ brain, question: 'vote', context: decisionContext, directory, allowed: untrusted.length > 0 ? untrusted : allowed });
    const wolf = session.role === 'werewolf' ? undefined : knownWolves(session).find((id) => allowed.includes(id));
    const top = mostSuspected(scores, untrusted.length > 0 ? untrusted : allowed);
    const topScore = top === undefined ? 0 : (scores.get(top) ?? 0);
    const seerCalled = topScore >= SEER_WEIGHT ? top : undefined;
    const strategic = isStrategic(fromBrain) ? fromBrain.playerId : undefined;
    const suspect = wolf ?? seerCalled ?? strategic ?? (topScore >= 1 ? top : fromBrain?.playerId);
    if (suspect !== undefined) session.intentions.set(params.day_number, suspect);
    // The brain's own words only when they argue for the same suspect (the vote follows the speech).
    const brainText =
      session.language === 'zh' || suspect !== strategic || suspect === undefined
        ? undefined
        : await askBrainForTalk({ brain, context: decisionContext, directory, label });
    const deaths = deathsIn(params.last_night_events);
    const draft = composeDiscuss({
      language: session.language,
      label,
      dayNumber: params.day_number,
      deaths,
      checks: knownChecks(session),
      isSeer: session.role === 'seer',
      claim: pressedClaim(session.role, scores.get(session.selfId) ?? 0, record.claimedSpecials.has(session.selfId)),
      suspect,
      brainText,
    });
    const restated = await settings.speaker?.speak({
      language: session.language,
      system: systemContextOf(session, label),
      request: {
        kind: 'discuss',
        context: {
          day: params.day_number,
          speechOrder: params.speech_order,
          alive: aliveIds.map(label),
          deaths: deaths.map(label).join(', '),
          knowledge: knowledgeOf(session, label),
          speeches: speechesToday.map((speech) => ({ speaker: label(speech.player_id), content: speech.content })),
          draft: draft.speech,
        },
      },
      mustMention: suspect === undefined ? [] : [suspect],
      signal: call.signal,
      deadline: call.deadline,
    });
    return ok(restated === undefined ? draft : { ...draft, speech: restated });
  };

/** `vote` (elimination or PK): the pure vote policy; PK votes stay among the tied players. */
export const createVoteHandler =
  (settings: AgentSettings): MethodHandler<'vote'> =>
  async (call) => {
    const opened = await openCall({ settings, call });
    if (!opened.ok) return opened;
    const { params } = call;
    const context = opened.value;
    const { session, brain, directory } = context;
    learnRoles({ session, state: params.game_state, players: params.alive_players });
    const aliveIds = params.alive_players.map((player) => player.player_id);
    const pkEvent = eventsOf(params.game_state.history, EVENT_TYPES.pk, PkDataSchema).filter((event) => event.day === params.day_number).at(-1)?.data.candidates;
    const today = params.previous_votes.filter((round) => round.day === params.day_number).at(-1)?.votes;
    const candidates = (params.vote_type === 'pk' ? pkCandidates({ pkEvent, todayCounts: today }) : aliveIds).filter(
      (id) => id !== session.selfId && aliveIds.includes(id),
    );
    const record = publicRecord({ state: params.game_state, day: params.day_number, voteCounts: params.previous_votes });
    const scores = suspicionScores({ players: session.players, speeches: record.speeches, votesReceived: record.votesReceived, selfId: session.selfId });
    const decisionContext = context.decisionContext({ rpcState: params.game_state, day: params.day_number, aliveIds });
    const fromBrain = await askBrainForTarget({ brain, question: 'vote', context: decisionContext, directory, allowed: candidates });
    const target = decideVote({
      candidates,
      knownWolves: session.role === 'werewolf' ? [] : knownWolves(session),
      avoid: session.role === 'werewolf' ? protectedIds(context) : new Set([...protectedIds(context), ...record.claimedSpecials]),
      intention: session.intentions.get(params.day_number),
      brainChoice: fromBrain?.playerId,
      scores,
    });
    return ok({ vote_target: target, reasoning: target === null ? 'no candidate' : `suspect ${target}`, confidence: target === null ? 0 : 0.6 });
  };

/** `defend` (PK): claim the village side, answer the accusers, point at the suspect. */
export const createDefendHandler =
  (settings: AgentSettings): MethodHandler<'defend'> =>
  async (call) => {
    const opened = await openCall({ settings, call });
    if (!opened.ok) return opened;
    const { params } = call;
    const context = opened.value;
    const { session, label } = context;
    learnRoles({ session, state: params.game_state });
    const aliveIds = params.game_state.alive_players.map((player) => player.player_id);
    const allowed = aliveIds.filter((id) => !protectedIds(context).has(id));
    const record = publicRecord({ state: params.game_state, day: params.game_state.day_number });
    const scores = suspicionScores({ players: session.players, speeches: record.speeches, votesReceived: record.votesReceived, selfId: session.selfId });
    const intention = session.intentions.get(params.game_state.day_number);
    const suspect = intention !== undefined && allowed.includes(intention) ? intention : mostSuspected(scores, allowed);
    const draft = composeDefense({
      language: session.language,
      label,
      accusers: params.accusations.map((accusation) => accusation.accuser_id).filter((id) => id !== session.selfId),
      checks: knownChecks(session),
      isSeer: session.role === 'seer',
      claim: session.role === 'witch' || session.role === 'hunter' ? session.role : undefined,
      suspect,
    });
    const rivals = eventsOf(params.game_state.history, EVENT_TYPES.pk, PkDataSchema).at(-1)?.data.candidates ?? [];
    const restated = await settings.speaker?.speak({
      language: session.language,
      system: systemContextOf(session, label),
      request: {
        kind: 'defend',
        context: {
          day: params.game_state.day_number,
          rivals: rivals.filter((id) => id !== session.selfId).map(label),
          knowledge: knowledgeOf(session, label),
          accusations: params.accusations.map((accusation) => ({ speaker: label(accusation.accuser_id), content: accusation.content })),
          draft: draft.defense,
        },
      },
      mustMention: [],
      signal: call.signal,
      deadline: call.deadline,
    });
    return ok(restated === undefined ? draft : { ...draft, defense: restated });
  };

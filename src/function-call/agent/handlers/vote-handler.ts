import { ok } from '../../../result.ts';
import { askBrainForTarget } from '../brain-adapter/ask-brain.ts';
import type { MethodHandler } from '../dispatcher.ts';
import { EVENT_TYPES, eventsOf, PkDataSchema } from '../../schemas/history-events.ts';
import { decideVote, pkCandidates } from '../roles/vote-policy.ts';
import { type AgentSettings, openCall } from '../agent-context.ts';
import { protectedIds } from '../day-rules.ts';
import { knownWolves, learnRoles } from '../known-roles.ts';
import { askModelTarget } from '../model-decision.ts';
import { publicRecord, recordSuspicion } from '../public-record.ts';

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
    const pkEvent = eventsOf(params.game_state.history, EVENT_TYPES.pk, PkDataSchema)
      .filter((event) => event.day === params.day_number)
      .at(-1)?.data.candidates;
    const today = params.previous_votes.filter((round) => round.day === params.day_number).at(-1)?.votes;
    const candidates = (params.vote_type === 'pk' ? pkCandidates({ pkEvent, todayCounts: today }) : aliveIds).filter(
      (id) => id !== session.selfId && aliveIds.includes(id),
    );
    const record = publicRecord({
      state: params.game_state,
      day: params.day_number,
      voteCounts: params.previous_votes,
      session,
      // The backend's summary of the day is read as talk by nobody in particular (no claims, only accusations).
      extraSpeeches: params.discussion_summary === '' ? [] : [{ player_id: 0, content: params.discussion_summary }],
    });
    const scores = recordSuspicion(session, record);
    const decisionContext = context.decisionContext({
      stateParams: params.game_state,
      day: params.day_number,
      aliveIds,
    });
    const fromBrain = await askBrainForTarget({
      brain,
      question: 'vote',
      context: decisionContext,
      directory,
      allowed: candidates,
    });
    const target = decideVote({
      candidates,
      knownWolves: session.role === 'werewolf' ? [] : knownWolves(session),
      avoid:
        session.role === 'werewolf'
          ? protectedIds(context)
          : new Set([...protectedIds(context), ...record.claimedSpecials]),
      intention: session.intentions.get(params.day_number),
      brainChoice: fromBrain?.playerId,
      scores,
      followScores: session.role !== 'werewolf',
    });
    const votable = candidates.filter((id) => session.role !== 'werewolf' || !protectedIds(context).has(id));
    const modelTarget = await askModelTarget({
      settings,
      context,
      signal: call.signal,
      deadline: call.deadline,
      kind: params.vote_type === 'pk' ? 'pk' : 'vote',
      day: params.day_number,
      speeches: record.speeches,
      verb: 'vote',
      allowed: votable,
      ruleTarget: target,
    });
    if (modelTarget !== undefined) return ok({ vote_target: modelTarget, reasoning: 'model', confidence: 0.7 });
    return ok({
      vote_target: target,
      reasoning: target === null ? 'no candidate' : `suspect ${target}`,
      confidence: target === null ? 0 : 0.6,
    });
  };

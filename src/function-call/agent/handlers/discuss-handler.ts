import { ok } from '../../../result.ts';
import { askBrainForTalk, askBrainForTarget, isStrategic } from '../brain-adapter/ask-brain.ts';
import type { MethodHandler } from '../dispatcher.ts';
import { knowledgeOf, systemContextOf } from '../speaker/session-contexts.ts';
import { EVIDENCE, mostSuspected, SEER_WEIGHT } from '../roles/suspicion.ts';
import { composeDiscuss } from '../speech/compose-discuss.ts';
import { type AgentSettings, openCall } from '../agent-context.ts';
import { aliveIdsOf, roleClaim, protectedIds } from '../day-rules.ts';
import { knownChecks, knownWolves, learnRoles } from '../known-roles.ts';
import { decisionDeadline } from '../model-decision.ts';
import { deathsIn, publicRecord, recordSuspicion } from '../public-record.ts';

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
    const aliveIds = aliveIdsOf({ session, listed: params.game_state.alive_players });
    const allowed = aliveIds.filter((id) => !protectedIds(context).has(id));
    const speechesToday = params.previous_speeches.map(({ player_id, content }) => ({ player_id, content }));
    const record = publicRecord({
      state: params.game_state,
      day: params.day_number,
      speechesToday,
      session,
      lastNightEvents: params.last_night_events,
    });
    const scores = recordSuspicion(session, record);
    const decisionContext = context.decisionContext({
      stateParams: params.game_state,
      day: params.day_number,
      aliveIds,
      speechesToday,
    });
    const trusted = session.role === 'werewolf' ? [] : [...record.claimedSpecials];
    const untrusted = allowed.filter((id) => !trusted.includes(id));
    const fromBrain = await askBrainForTarget({
      brain,
      question: 'vote',
      context: decisionContext,
      directory,
      allowed: untrusted.length > 0 ? untrusted : allowed,
    });
    const wolf = session.role === 'werewolf' ? undefined : knownWolves(session).find((id) => allowed.includes(id));
    const top = mostSuspected(scores, untrusted.length > 0 ? untrusted : allowed);
    const topScore = top === undefined ? 0 : (scores.get(top) ?? 0);
    const seerCalled = topScore >= SEER_WEIGHT ? top : undefined;
    const strategic = isStrategic(fromBrain) ? fromBrain.playerId : undefined;
    // The village names a suspect only on evidence: a guess said aloud starts a herd on a random player.
    const suspect =
      session.role === 'werewolf'
        ? (seerCalled ?? strategic ?? (topScore >= 1 ? top : fromBrain?.playerId))
        : (wolf ?? seerCalled ?? (topScore >= EVIDENCE ? top : undefined));
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
      claim: roleClaim({
        role: session.role,
        ownScore: scores.get(session.selfId) ?? 0,
        claimed: record.claimedRoles.has(session.selfId),
        hasSave: session.saves.size > 0,
      }),
      saved: [...session.saves.values()][0],
      suspect,
      brainText,
    });
    const restated = await settings.speaker?.speak({
      scope: { self: label(session.selfId), day: params.day_number },
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
      // The call's own time limit (seconds) cuts the model's budget where it is shorter.
      deadline: decisionDeadline(call.deadline, params.remaining_time),
    });
    return ok(restated === undefined ? draft : { ...draft, speech: restated });
  };

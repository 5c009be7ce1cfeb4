import { ok } from '../../../result.ts';
import type { MethodHandler } from '../dispatcher.ts';
import { EVENT_TYPES, eventsOf, PkDataSchema } from '../../schemas/history-events.ts';
import { knowledgeOf, systemContextOf } from '../speaker/session-contexts.ts';
import { mostSuspected } from '../roles/suspicion.ts';
import { composeDefense } from '../speech/compose-defense.ts';
import { type AgentSettings, openCall } from '../agent-context.ts';
import { aliveIdsOf, protectedIds } from '../day-rules.ts';
import { knownChecks, learnRoles } from '../known-roles.ts';
import { decisionDeadline } from '../model-decision.ts';
import { publicRecord, recordSuspicion } from '../public-record.ts';

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
    const aliveIds = aliveIdsOf({ session, listed: params.game_state.alive_players });
    const allowed = aliveIds.filter((id) => !protectedIds(context).has(id));
    const record = publicRecord({
      state: params.game_state,
      day: params.game_state.day_number,
      session,
      extraSpeeches: params.accusations.map((accusation) => ({
        player_id: accusation.accuser_id,
        content: accusation.content,
      })),
    });
    const scores = recordSuspicion(session, record);
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
      scope: { self: label(session.selfId), day: params.game_state.day_number },
      language: session.language,
      system: systemContextOf(session, label),
      request: {
        kind: 'defend',
        context: {
          day: params.game_state.day_number,
          rivals: rivals.filter((id) => id !== session.selfId).map(label),
          knowledge: knowledgeOf(session, label),
          accusations: params.accusations.map((accusation) => ({
            speaker: label(accusation.accuser_id),
            content: accusation.content,
          })),
          draft: draft.defense,
        },
      },
      mustMention: [],
      signal: call.signal,
      // The call's own time limit (seconds) cuts the model's budget where it is shorter.
      deadline: decisionDeadline(call.deadline, params.time_limit),
    });
    return ok(restated === undefined ? draft : { ...draft, defense: restated });
  };

import { ok } from '../../../result.ts';
import { askBrainForTarget } from '../brain-adapter/ask-brain.ts';
import type { MethodHandler } from '../dispatcher.ts';
import { decideHunter, SHOOTING_CAUSES } from '../roles/hunter-policy.ts';
import { mostSuspected, suspicionScores } from '../roles/suspicion.ts';
import { decideWitch } from '../roles/witch-policy.ts';
import type { Player } from '../../schemas/common.ts';
import { type AgentSettings, openCall } from '../agent-context.ts';
import { learnRoles } from '../known-roles.ts';
import { askModelDecision, askModelTarget, choiceTarget } from '../model-decision.ts';
import { publicRecord, recordSuspicion } from '../public-record.ts';

const idsOf = (players: readonly Player[]): number[] => players.map((player) => player.player_id);

/** `werewolf_action`: the brain's attack target among alive non-wolves, else the most suspicious accuser. */
export const createWerewolfHandler =
  (settings: AgentSettings): MethodHandler<'werewolf_action'> =>
  async (call) => {
    const opened = await openCall({ settings, call, requiredRole: 'werewolf' });
    if (!opened.ok) return opened;
    const { params } = call;
    const { session, brain, directory, decisionContext } = opened.value;
    learnRoles({ session, state: params.game_state, players: params.alive_players, teammates: params.teammates });
    const wolves = new Set([session.selfId, ...idsOf(params.teammates)]);
    const aliveIds = idsOf(params.alive_players);
    const allowed = aliveIds.filter((id) => !wolves.has(id));
    const context = decisionContext({
      stateParams: params.game_state,
      day: params.night_number,
      aliveIds,
      teammateIds: [...wolves],
    });
    const record = publicRecord({ state: params.game_state, day: params.night_number, session });
    const scores = suspicionScores({
      players: session.players,
      speeches: record.speeches,
      adjustments: record.adjustments,
      selfId: session.selfId,
    });
    // A claimed seer first, then a claimed witch; a claimed hunter last (he would shoot back);
    // then follow tonight's first wolf vote, the brain, or whoever the village suspects least.
    const claimed = (role: string) => allowed.find((id) => record.claimedRoles.get(id) === role);
    const notHunter = allowed.filter((id) => record.claimedRoles.get(id) !== 'hunter');
    const pool = notHunter.length > 0 ? notHunter : allowed;
    const tonight = params.previous_votes.filter(
      (vote) => vote.night === params.night_number && pool.includes(vote.target_id),
    );
    const fromBrain = (await askBrainForTarget({ brain, question: 'attack', context, directory, allowed: pool }))
      ?.playerId;
    const special = claimed('seer') ?? claimed('witch');
    const leastSuspected = [...pool].sort(
      (left, right) => (scores.get(left) ?? 0) - (scores.get(right) ?? 0) || left - right,
    )[0];
    const target = special ?? tonight[0]?.target_id ?? fromBrain ?? leastSuspected;
    const modelTarget = await askModelTarget({
      settings,
      context: opened.value,
      signal: call.signal,
      deadline: call.deadline,
      kind: 'attack',
      day: params.night_number,
      speeches: record.speeches,
      verb: 'kill',
      allowed,
      ruleTarget: target,
    });
    if (modelTarget !== undefined)
      return ok({ action: 'kill', target_id: modelTarget, reasoning: 'model', confidence: 0.7 });
    if (target === undefined) return ok({ action: 'abstain', target_id: null, reasoning: 'no target', confidence: 0 });
    return ok({
      action: 'kill',
      target_id: target,
      reasoning: special === target ? `a claimed ${record.claimedRoles.get(target)}` : 'a village player',
      confidence: 0.7,
    });
  };

/** `seer_action`: the brain's divine target among unchecked alive players. */
export const createSeerHandler =
  (settings: AgentSettings): MethodHandler<'seer_action'> =>
  async (call) => {
    const opened = await openCall({ settings, call, requiredRole: 'seer' });
    if (!opened.ok) return opened;
    const { params } = call;
    const { session, brain, directory, decisionContext } = opened.value;
    learnRoles({ session, state: params.game_state, players: params.alive_players, checks: params.previous_checks });
    const checked = new Set(params.previous_checks.map((check) => check.target_id));
    const aliveIds = idsOf(params.alive_players);
    const unchecked = aliveIds.filter((id) => id !== session.selfId && !checked.has(id));
    const allowed = unchecked.length > 0 ? unchecked : aliveIds.filter((id) => id !== session.selfId);
    const context = decisionContext({
      stateParams: params.game_state,
      day: params.night_number,
      aliveIds,
      checks: params.previous_checks,
    });
    const record = publicRecord({ state: params.game_state, day: params.night_number, session });
    const scores = recordSuspicion(session, record);
    // A check on a player vouched for by an uncontested claim is wasted: the talk already placed them.
    const unclaimed = allowed.filter((id) => !record.claimedSpecials.has(id));
    const pool = unclaimed.length > 0 ? unclaimed : allowed;
    const fromBrain = (await askBrainForTarget({ brain, question: 'divine', context, directory, allowed: pool }))
      ?.playerId;
    // The most suspected player first (a wolf found confirms the exile, a good result prevents a wrong one);
    // the brain's pick when nobody stands out.
    const top = mostSuspected(scores, pool);
    const target =
      top !== undefined && (scores.get(top) ?? 0) > (fromBrain === undefined ? -Infinity : (scores.get(fromBrain) ?? 0))
        ? top
        : (fromBrain ?? top);
    const modelTarget = await askModelTarget({
      settings,
      context: opened.value,
      signal: call.signal,
      deadline: call.deadline,
      kind: 'check',
      day: params.night_number,
      speeches: record.speeches,
      verb: 'check',
      allowed,
      ruleTarget: target,
    });
    if (modelTarget !== undefined) return ok({ action: 'check', target_id: modelTarget, reasoning: 'model' });
    if (target === undefined) return ok({ action: 'abstain', target_id: null, reasoning: 'nobody left to check' });
    return ok({ action: 'check', target_id: target, reasoning: 'not checked yet' });
  };

/** `witch_action`: the pure witch policy over public suspicion. */
export const createWitchHandler =
  (settings: AgentSettings): MethodHandler<'witch_action'> =>
  async (call) => {
    const opened = await openCall({ settings, call, requiredRole: 'witch' });
    if (!opened.ok) return opened;
    const { params } = call;
    const { session } = opened.value;
    const record = publicRecord({ state: params.game_state, day: params.night_number, session });
    const scores = recordSuspicion(session, record);
    const rule = decideWitch({
      selfId: session.selfId,
      nightNumber: params.night_number,
      killedId: params.killed_player_id,
      antidoteAvailable: params.antidote_available,
      poisonAvailable: params.poison_available,
      aliveIds: idsOf(params.alive_players),
      scores,
      claimedSpecials: record.claimedSpecials,
    });
    const killed = params.killed_player_id;
    const choices = [
      ...(params.antidote_available && killed !== null
        ? [{ id: `save:${killed}`, label: opened.value.label(killed) }]
        : []),
      ...(params.poison_available
        ? idsOf(params.alive_players)
            .filter((id) => id !== session.selfId && id !== killed)
            .map((id) => ({ id: `poison:${id}`, label: opened.value.label(id) }))
        : []),
      { id: 'abstain', label: '-' },
    ];
    const fromModel = await askModelDecision({
      settings,
      context: opened.value,
      signal: call.signal,
      deadline: call.deadline,
      kind: 'witch',
      day: params.night_number,
      victim: killed,
      speeches: record.speeches,
      choices,
      ruleChoice: rule.action === 'abstain' ? 'abstain' : `${rule.action}:${rule.target_id}`,
    });
    const choice =
      fromModel === undefined
        ? rule
        : {
            action: fromModel.split(':')[0] as 'save' | 'poison' | 'abstain',
            target_id: choiceTarget(fromModel) ?? null,
            reasoning: 'model',
          };
    if (choice.action === 'save' && choice.target_id !== null) session.saves.set(params.night_number, choice.target_id);
    return ok(choice);
  };

/** `hunter_action`: the pure hunter policy; no shot when poisoned. */
export const createHunterHandler =
  (settings: AgentSettings): MethodHandler<'hunter_action'> =>
  async (call) => {
    const opened = await openCall({ settings, call, requiredRole: 'hunter' });
    if (!opened.ok) return opened;
    const { params } = call;
    const { session } = opened.value;
    const record = publicRecord({ state: params.game_state, day: params.game_state.day_number, session });
    const scores = recordSuspicion(session, record);
    const rule = decideHunter({
      selfId: session.selfId,
      cause: params.cause,
      killedBy: params.killed_by ?? null,
      aliveIds: idsOf(params.alive_players),
      scores,
      avoid: record.claimedSpecials,
    });
    if (!SHOOTING_CAUSES.includes(params.cause)) return ok(rule);
    const choices = [
      ...idsOf(params.alive_players)
        .filter((id) => id !== session.selfId)
        .map((id) => ({ id: `shoot:${id}`, label: opened.value.label(id) })),
      { id: 'abstain', label: '-' },
    ];
    const fromModel = await askModelDecision({
      settings,
      context: opened.value,
      signal: call.signal,
      deadline: call.deadline,
      kind: 'hunter',
      day: params.game_state.day_number,
      cause: params.cause,
      speeches: record.speeches,
      choices,
      ruleChoice: rule.action === 'abstain' ? 'abstain' : `shoot:${rule.target_id}`,
    });
    if (fromModel === undefined) return ok(rule);
    const target = choiceTarget(fromModel);
    return ok(
      target === undefined
        ? { action: 'abstain', target_id: null, reasoning: 'model' }
        : { action: 'shoot', target_id: target, reasoning: 'model' },
    );
  };

import { createRandom, type Random } from '../../../random.ts';
import { ok } from '../../../result.ts';
import type { HandlerInput, MethodHandler, RpcHandlers } from '../dispatcher.ts';
import { EVENT_TYPES, eventsOf, PkDataSchema } from '../../schemas/history-events.ts';
import { RPC_ERROR, rpcError } from '../rpc-error.ts';
import type { MethodName } from '../../schemas/methods.ts';
import { playerLabel } from '../speech/phrases.ts';
import type { AgentSettings } from '../agent-context.ts';
import { pkCandidates } from '../roles/vote-policy.ts';
import { aliveIdsOf } from '../day-rules.ts';
import type { Session } from '../session.ts';

/** The session and a random stream seeded by the call (identical calls, identical answers). */
const open = <M extends MethodName>(
  settings: AgentSettings,
  call: HandlerInput<M>,
): { session: Session; random: Random } | undefined => {
  const session = settings.memory.session;
  return session === undefined
    ? undefined
    : { session, random: createRandom(`${settings.seed}\n${session.key}\n${call.requestKey}/random-play`) };
};

const NOT_INITIALIZED = {
  ok: false as const,
  error: rpcError(RPC_ERROR.invalidAction, 'initialize has not been called'),
};

const SPEECH = {
  zh: (label: string) => `我觉得${label}有点可疑。`,
  en: (label: string) => `I find ${label} a bit suspicious.`,
  ja: (label: string) => `${label}が少し怪しいと思います。`,
} as const;
const DEFENSE = {
  zh: '我是好人，请大家再想想。',
  en: 'I am on the village side; think again.',
  ja: '私は村人側です。もう一度考えてください。',
} as const;

/**
 * The `random` brain of the function-call protocol: every decision a uniformly random legal choice
 * (no heuristics, no reading of the talk), so that "random vs rule" measures the rules' strength.
 * `initialize` and `game_over` are the ordinary handlers.
 */
export const createRandomPlayHandlers = (settings: AgentSettings): Omit<RpcHandlers, 'initialize' | 'game_over'> => {
  const others = (session: Session, ids: readonly number[]): number[] => ids.filter((id) => id !== session.selfId);
  const otherPlayers = (session: Session, players: readonly { player_id: number }[]): number[] =>
    others(
      session,
      players.map((player) => player.player_id),
    );
  const werewolf: MethodHandler<'werewolf_action'> = async (call) => {
    const opened = open(settings, call);
    if (opened === undefined) return NOT_INITIALIZED;
    const mates = new Set(call.params.teammates.map((player) => player.player_id));
    const target = opened.random.pick(
      otherPlayers(opened.session, call.params.alive_players).filter((id) => !mates.has(id)),
    );
    return ok(
      target === undefined
        ? { action: 'abstain', target_id: null, confidence: 0 }
        : { action: 'kill', target_id: target, reasoning: 'random', confidence: 0.1 },
    );
  };
  const seer: MethodHandler<'seer_action'> = async (call) => {
    const opened = open(settings, call);
    if (opened === undefined) return NOT_INITIALIZED;
    const target = opened.random.pick(otherPlayers(opened.session, call.params.alive_players));
    return ok(
      target === undefined
        ? { action: 'abstain', target_id: null }
        : { action: 'check', target_id: target, reasoning: 'random' },
    );
  };
  const witch: MethodHandler<'witch_action'> = async (call) => {
    const opened = open(settings, call);
    if (opened === undefined) return NOT_INITIALIZED;
    const { params } = call;
    const roll = opened.random.next();
    if (params.antidote_available && params.killed_player_id !== null && roll < 0.5)
      return ok({ action: 'save', target_id: params.killed_player_id, reasoning: 'random' });
    const target = opened.random.pick(otherPlayers(opened.session, params.alive_players));
    if (params.poison_available && target !== undefined && roll > 0.8)
      return ok({ action: 'poison', target_id: target, reasoning: 'random' });
    return ok({ action: 'abstain', target_id: null, reasoning: 'random' });
  };
  const hunter: MethodHandler<'hunter_action'> = async (call) => {
    const opened = open(settings, call);
    if (opened === undefined) return NOT_INITIALIZED;
    const target =
      call.params.cause === 'poison'
        ? undefined
        : opened.random.pick(otherPlayers(opened.session, call.params.alive_players));
    return ok(
      target === undefined
        ? { action: 'abstain', target_id: null }
        : { action: 'shoot', target_id: target, reasoning: 'random' },
    );
  };
  const discuss: MethodHandler<'discuss'> = async (call) => {
    const opened = open(settings, call);
    if (opened === undefined) return NOT_INITIALIZED;
    const { session, random } = opened;
    const target = random.pick(others(session, aliveIdsOf({ session, listed: call.params.game_state.alive_players })));
    if (target === undefined) return ok({ speech: '……', emotion: 'neutral', target_players: [], is_accusation: false });
    const name = session.players.find((player) => player.player_id === target)?.name ?? String(target);
    return ok({
      speech: SPEECH[session.language](playerLabel(session.language, target, name)),
      emotion: 'neutral',
      target_players: [target],
      is_accusation: true,
    });
  };
  const vote: MethodHandler<'vote'> = async (call) => {
    const opened = open(settings, call);
    if (opened === undefined) return NOT_INITIALIZED;
    const { params } = call;
    const alive = otherPlayers(opened.session, params.alive_players);
    const pkEvent = eventsOf(params.game_state.history, EVENT_TYPES.pk, PkDataSchema)
      .filter((event) => event.day === params.day_number)
      .at(-1)?.data.candidates;
    const todayCounts = params.previous_votes.filter((round) => round.day === params.day_number).at(-1)?.votes;
    const pk = pkCandidates({ pkEvent, todayCounts });
    const pool = params.vote_type === 'pk' ? alive.filter((id) => pk.includes(id)) : alive;
    const target = opened.random.pick(pool.length > 0 ? pool : alive) ?? null;
    return ok({ vote_target: target, reasoning: 'random', confidence: 0.1 });
  };
  const defend: MethodHandler<'defend'> = async (call) => {
    const opened = open(settings, call);
    if (opened === undefined) return NOT_INITIALIZED;
    return ok({ defense: DEFENSE[opened.session.language], counter_arguments: [], emotional_tone: 'calm' });
  };
  return {
    werewolf_action: werewolf,
    seer_action: seer,
    witch_action: witch,
    hunter_action: hunter,
    discuss,
    vote,
    defend,
  };
};

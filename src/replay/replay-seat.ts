import type { Brain, BrainFactory, GameEvent, TalkDecision, TargetDecision } from '../brain/brain.ts';
import {
  answerDeadline,
  DEFAULT_ACTION_TIMEOUT_MS,
  DEFAULT_SAFETY_MARGIN_MS,
  fallbackAnswer,
} from '../client/index.ts';
import { acceptDecision } from '../client/accept-decision.ts';
import { callBrain } from '../client/brain-call.ts';
import { decode, fold } from '../client/game-rules.ts';
import { describeError } from '../errors.ts';
import type { GameState } from '../game/state.ts';
import { createRandom } from '../random.ts';
import type { DrawnTurnGate } from './drawn-turn-gate.ts';
import type { ReplayGame } from './replay-game.ts';
import type { DecidedRequest } from '../vocabulary/index.ts';
import { type RealAnswer, seatSteps } from './seat-packets.ts';

/** One decision of one seat: what the real agent did and what our brain chose on the same view. */
export type SeatDecision = {
  readonly seat: number;
  readonly day: number;
  readonly request: DecidedRequest;
  readonly real: RealAnswer;
  /** Our answer: a seat index for targets, the text for talk turns. */
  readonly ours: { readonly target: number } | { readonly text: string };
  /** Where our answer came from: the brain, or the fallback after a failure or the deadline. */
  readonly source: 'brain' | 'fallback' | 'error';
  /** The brain's own label for its answer (`llm`, `rule`, …) when the brain's answer was used. */
  readonly answeredBy?: string;
};

const OBSERVED: Readonly<Record<string, GameEvent>> = {
  INITIALIZE: 'INITIALIZE',
  DAILY_INITIALIZE: 'DAILY_INITIALIZE',
  DAILY_FINISH: 'DAILY_FINISH',
  TALK_BROADCAST: 'TALK_UPDATE',
  WHISPER_BROADCAST: 'WHISPER_UPDATE',
};

export type SeatReplayOptions = {
  readonly game: ReplayGame;
  readonly seat: number;
  readonly factory: BrainFactory;
  readonly seed: string;
  /** Clock (epoch ms) for the answer deadline; tests may pass a fake. */
  readonly now?: () => number;
  /** Called with each folded state at a decision (tests check what the seat could see). */
  readonly onView?: (state: GameState, request: DecidedRequest) => void;
  /** Stop after the seat's Nth talk turn (talk pairs need nothing later, and a model costs per request). */
  readonly stopAfterTalks?: number;
  /**
   * The model is asked only at these talk turns of the seat (1 = its first): the gate is opened for the
   * seat just for them (see drawn-turn-gate.ts).
   */
  readonly modelTurns?: { readonly gate: DrawnTurnGate; readonly talkOrdinals: ReadonlySet<number> };
  /** The time (ms) the seat has for each answer, instead of the game's `timeout.action` (a slow or hand-answered model). */
  readonly decisionTimeoutMs?: number;
};

/**
 * Plays one seat of a real game: folds the packets it would have received into a GameState with the
 * client's own decoder and reducer, and at each of the real agent's decisions asks our brain under the
 * same rules as in a game (deadline from `timeout.action`, answers checked for legality, the fallback
 * when the brain fails or is late). The game goes on as it really did, whatever we chose.
 */
export const replaySeat = async (options: SeatReplayOptions): Promise<SeatDecision[]> => {
  const { game, seat } = options;
  const now = options.now ?? Date.now;
  const self = game.seats.find((entry) => entry.idx === seat);
  if (self === undefined) return [];
  const brainSeed = `${options.seed}/${game.id}/${self.name}`;
  const brain: Brain = options.factory({ seed: brainSeed, lang: game.lang });
  const fallbackRandom = createRandom(`${brainSeed}/fallback`);
  const idOf = new Map(game.seats.map((entry) => [entry.name, entry.idx]));
  const decisions: SeatDecision[] = [];
  let talks = 0;
  let state: GameState | undefined;
  for (const step of seatSteps(game, seat)) {
    if (options.stopAfterTalks !== undefined && talks >= options.stopAfterTalks) break;
    if (step.packet !== undefined) {
      const decoded = decode(step.packet);
      if (!decoded.ok) throw new Error(`replay built an undecodable ${step.request} packet: ${decoded.error.message}`);
      state = fold({ state, packet: decoded.value });
      const event = OBSERVED[step.request];
      if (event !== undefined && step.decision === undefined) brain.observe?.(state, event);
    }
    if (step.decision === undefined || state === undefined) continue;
    const { request } = step.decision;
    options.onView?.(state, request);
    const arrivedAt = now();
    const deadline = answerDeadline({
      arrivedAt,
      actionTimeoutMs: options.decisionTimeoutMs ?? state.settings?.timeout.action ?? DEFAULT_ACTION_TIMEOUT_MS,
      safetyMarginMs: DEFAULT_SAFETY_MARGIN_MS,
    });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - now()));
    let text: string;
    let source: SeatDecision['source'] = 'brain';
    let answeredBy: string | undefined;
    const gameId = state.gameId ?? '';
    const modelTurn =
      options.modelTurns !== undefined && request === 'TALK' && options.modelTurns.talkOrdinals.has(talks + 1);
    if (modelTurn) options.modelTurns?.gate.open(gameId, self.name);
    try {
      const decision: TalkDecision | TargetDecision = await callBrain({
        brain,
        request,
        context: { state, signal: controller.signal, deadline },
      });
      const accepted =
        now() > deadline ? { ok: false as const, reason: 'deadline' } : acceptDecision({ state, request, decision });
      if (accepted.ok) {
        text = accepted.text;
        answeredBy = decision.source;
      } else {
        source = 'fallback';
        text = fallbackAnswer({ request, state, random: fallbackRandom });
      }
    } catch (error) {
      void describeError(error);
      source = 'error';
      text = fallbackAnswer({ request, state, random: fallbackRandom });
    } finally {
      clearTimeout(timer);
      if (modelTurn) options.modelTurns?.gate.close(gameId, self.name);
    }
    if (request === 'TALK') talks++;
    // The guard that really happened is the recorded seat's: our brain must speak of that one, not its own
    // counterfactual choice (the server never echoes a guard; divinations reach it through the packets).
    const real = step.decision.real;
    if (request === 'GUARD' && 'target' in real) {
      const guarded = game.seats.find((entry) => entry.idx === real.target)?.name;
      if (guarded !== undefined) brain.intentions?.noteGuard(step.day, guarded);
    }
    const ours = request === 'TALK' || request === 'WHISPER' ? { text } : { target: idOf.get(text) ?? -1 };
    decisions.push({
      seat,
      day: step.day,
      request,
      real: step.decision.real,
      ours,
      source,
      ...(answeredBy === undefined ? {} : { answeredBy }),
    });
  }
  return decisions;
};

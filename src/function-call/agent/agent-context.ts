import type { Brain, BrainFactory, DecisionContext } from '../../brain/brain.ts';
import { err, ok, type Result } from '../../result.ts';
import { createPlayerDirectory, type PlayerDirectory } from './brain-adapter/player-directory.ts';
import { type GameStateInput, toGameState } from './brain-adapter/to-game-state.ts';
import type { HandlerInput } from './dispatcher.ts';
import type { LlmSpeaker } from './speaker/llm-speaker.ts';
import { RPC_ERROR, type RpcErrorObject, rpcError } from './rpc-error.ts';
import type { MethodName } from '../schemas/methods.ts';
import { playerLabel } from './speech/phrases.ts';
import type { Session } from './session.ts';

/** The agent's mutable part: the session from `initialize`. */
export type AgentMemory = { session: Session | undefined };

export type AgentSettings = {
  readonly memory: AgentMemory;
  /** Resolves the brain factory (lazily: the default brain is loaded on first use). */
  readonly brainFactory: () => Promise<BrainFactory>;
  readonly seed: string;
  /** Restates discuss/defend speeches with a language model when one is configured. */
  readonly speaker?: LlmSpeaker;
};

/** What one call's handler works with: the session, names, a per-call brain and its decision context. */
export type CallContext = {
  readonly session: Session;
  readonly directory: PlayerDirectory;
  readonly label: (playerId: number) => string;
  readonly brain: Brain;
  readonly decisionContext: (stateInput: Omit<GameStateInput, 'session'>) => DecisionContext;
};

/** Opens a call: requires `initialize` first, and the role when the method is a role's action (1002). */
export const openCall = async <M extends MethodName>(input: {
  settings: AgentSettings;
  call: HandlerInput<M>;
  requiredRole?: string;
}): Promise<Result<CallContext, RpcErrorObject>> => {
  const session = input.settings.memory.session;
  if (session === undefined) return err(rpcError(RPC_ERROR.invalidAction, 'initialize has not been called'));
  if (input.requiredRole !== undefined && session.role !== input.requiredRole) {
    return err(rpcError(RPC_ERROR.invalidAction, `this player is a ${session.role}, not a ${input.requiredRole}`));
  }
  const factory = await input.settings.brainFactory();
  // A fresh brain per call, seeded by the call itself: identical calls give identical decisions.
  const brain = factory({
    seed: `${input.settings.seed}\n${session.key}\n${input.call.requestKey}`,
    lang: session.language === 'ja' ? 'ja' : 'en',
  });
  const directory = createPlayerDirectory(session.players);
  const names = new Map(session.players.map((player) => [player.player_id, player.name]));
  return ok({
    session,
    directory,
    label: (playerId) => playerLabel(session.language, playerId, names.get(playerId) ?? String(playerId)),
    brain,
    decisionContext: (stateInput) => ({
      state: toGameState({ session, ...stateInput }),
      signal: input.call.signal,
      deadline: input.call.deadline,
    }),
  });
};

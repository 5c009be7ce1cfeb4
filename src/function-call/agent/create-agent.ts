import type { BrainFactory } from '../../brain/brain.ts';
import { createRuleBrain } from '../../brain/rule/index.ts';
import { createDispatcher, type DispatchEvent, type Dispatcher, type RpcHandlers } from './dispatcher.ts';
import type { LlmSpeaker } from './speaker/llm-speaker.ts';
import type { AgentMemory, AgentSettings } from './agent-context.ts';
import { createDefendHandler } from './handlers/defend-handler.ts';
import { createDiscussHandler } from './handlers/discuss-handler.ts';
import { createGameOverHandler, createInitializeHandler } from './handlers/lifecycle-handlers.ts';
import {
  createHunterHandler,
  createSeerHandler,
  createWerewolfHandler,
  createWitchHandler,
} from './handlers/night-handlers.ts';
import { createRandomPlayHandlers } from './handlers/random-handlers.ts';
import { createVoteHandler } from './handlers/vote-handler.ts';

export type FunctionCallAgentOptions = {
  /** The generic brain for targets and talk; default: the rule brain. */
  readonly brainFactory?: BrainFactory;
  /** Extra seed text mixed into every per-call seed (default ''). */
  readonly seed?: string;
  /** Answer deadline in ms (default 5000); past it the seed's default answer is sent. */
  readonly deadlineMs?: number;
  readonly onEvent?: (event: DispatchEvent) => void;
  /** LLM restatement of discuss/defend speeches (see createLlmSpeaker); absent = rule speech only. */
  readonly speaker?: LlmSpeaker;
  /**
   * A brain per side, chosen at each `initialize` from the dealt role (the arena's `--village` /
   * `--werewolves`); overrides `brainFactory`. A side that plays at random answers every function
   * with a random legal choice.
   */
  readonly sides?: { readonly village: SidePlay; readonly werewolves: SidePlay };
};

/** How one side plays: its brain, and whether it plays at random (no heuristics at all). */
export type SidePlay = { readonly factory: BrainFactory; readonly atRandom?: boolean };

export type FunctionCallAgent = Dispatcher & { readonly handlers: RpcHandlers; readonly memory: AgentMemory };

/** One player of the function-call protocol: its handlers behind the shared dispatcher. */
export const createFunctionCallAgent = (options: FunctionCallAgentOptions = {}): FunctionCallAgent => {
  const memory: AgentMemory = { session: undefined };
  const { brainFactory, sides } = options;
  const sideOf = (): SidePlay | undefined =>
    sides === undefined || memory.session === undefined
      ? undefined
      : memory.session.role === 'werewolf'
        ? sides.werewolves
        : sides.village;
  const settings: AgentSettings = {
    memory,
    seed: options.seed ?? '',
    brainFactory: async () => sideOf()?.factory ?? brainFactory ?? createRuleBrain,
    ...(options.speaker === undefined ? {} : { speaker: options.speaker }),
  };
  const policy: RpcHandlers = {
    initialize: createInitializeHandler(settings),
    werewolf_action: createWerewolfHandler(settings),
    seer_action: createSeerHandler(settings),
    witch_action: createWitchHandler(settings),
    hunter_action: createHunterHandler(settings),
    discuss: createDiscussHandler(settings),
    vote: createVoteHandler(settings),
    defend: createDefendHandler(settings),
    game_over: createGameOverHandler(settings),
  };
  const random = createRandomPlayHandlers(settings);
  const atRandom = (): boolean => sideOf()?.atRandom === true;
  const handlers: RpcHandlers = {
    ...policy,
    werewolf_action: (call) => (atRandom() ? random : policy).werewolf_action(call),
    seer_action: (call) => (atRandom() ? random : policy).seer_action(call),
    witch_action: (call) => (atRandom() ? random : policy).witch_action(call),
    hunter_action: (call) => (atRandom() ? random : policy).hunter_action(call),
    discuss: (call) => (atRandom() ? random : policy).discuss(call),
    vote: (call) => (atRandom() ? random : policy).vote(call),
    defend: (call) => (atRandom() ? random : policy).defend(call),
  };
  const dispatcher = createDispatcher({
    handlers,
    ...(options.deadlineMs === undefined ? {} : { deadlineMs: options.deadlineMs }),
    ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }),
    contextKey: () => memory.session?.key ?? '',
  });
  return { ...dispatcher, handlers, memory };
};

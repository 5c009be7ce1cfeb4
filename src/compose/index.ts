/**
 * The composition root: the one place settings become brains, models, prompts and transports. Commands and
 * runners (cli, client, arena, replay) ask here; the parts below never decide which implementation to
 * build. Static imports only, so tsc, biome and the architecture test see every edge.
 */
export { BRAIN_NAMES, type BrainName, isBrainName } from '../brain/brain-name.ts';
export { type BuiltBrain, buildBrain } from './build-brain.ts';
export { chatModelFromSettings } from './chat-model-from-settings.ts';
export { buildGameDialer } from './build-game-dialer.ts';
export {
  createLlmBrainFactory,
  createLlmExtractor,
  llmBrainFactoryFor,
  llmExtractorFor,
  NOT_CONFIGURED_MESSAGE,
} from './llm-brain-factory.ts';
export { type LlmSettings, llmSettingsFrom } from './llm-settings.ts';
export { ruleBrainFactory } from './rule-brain-factory.ts';
export {
  buildRpcTransports,
  type RpcTransportError,
  type RpcTransportSettings,
} from './function-call/agent-transports.ts';
export { AGENT_BRAIN_CHOICES, chooseBrain } from './function-call/choose-brain.ts';
export { type LocalAgents, startLocalAgents, TRANSPORTS, type Transport } from './function-call/local-agents.ts';
export {
  type LabelledSide,
  type LocalTournamentOptions,
  runLocalTournament,
} from './function-call/local-tournament.ts';
export { type FunctionCallArenaFlags, runFunctionCallArena } from './function-call/run-arena.ts';
export { type ServeFlags, serveAgent } from './function-call/serve-agent.ts';
export { createSpeakerFromSettings } from './function-call/speaker-from-settings.ts';
export { type BrainSpec, runTournament, type TournamentOptions, withActionTimeout } from './arena-tournament.ts';

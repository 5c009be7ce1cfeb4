/** Public API of the brains: the Brain contract, beliefs, the rule brain, the random brain, the LLM brain. */
export type {
  Brain,
  BrainFactory,
  BrainOptions,
  DecisionContext,
  DecisionSource,
  GameEvent,
  Language,
  TalkDecision,
  TargetDecision,
} from './brain.ts';
export * from './beliefs/index.ts';
export * from './llm/index.ts';
export { createRandomBrain } from './random-brain.ts';
export * from './rule/index.ts';

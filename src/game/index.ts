/** Public API of the game rules as the server applies them (pure: no I/O). */
export * from './state.ts';
export { initialGameState } from './initial-game-state.ts';
export { foldPacket } from './fold-packet.ts';
export { legalTargets, TARGET_ACTIONS, type TargetAction } from './legal-targets.ts';

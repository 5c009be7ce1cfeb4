/** Public API of the game rules as the server applies them (pure: no I/O). */
export * from './state.ts';
export { initialGameState } from './initial-game-state.ts';
export { foldPacket } from './fold-packet.ts';
export { legalTargets, TARGET_ACTIONS, type TargetAction } from './legal-targets.ts';
export { isServerSpace, serverWords, trimServerSpace } from './server-whitespace.ts';
export { type CountingMode, countLength, type CutResult, cutLength } from './count-length.ts';
export { findMention, type Mention, type MentionRule } from './find-mention.ts';
export {
  FORCE_SKIP,
  OVER,
  SKIP,
  type ServerTalkInput,
  type ServerTalkResult,
  serverProcessTalk,
  type TalkMode,
} from './server-process-talk.ts';
export { sanitizeTalk } from './sanitize-talk.ts';
export { cutNaturally } from './cut-naturally.ts';
export { type FitTalkInput, type FitTalkResult, fitTalk } from './fit-talk.ts';
export { FALLBACK_LENGTH_LIMITS, fitTalkInState } from './fit-talk-in-state.ts';

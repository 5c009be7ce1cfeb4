import { fitTalkInState } from '../../game/index.ts';
import type { GameState } from '../../game/state.ts';

/** The game's own limits and hygiene (length, commas, emoji, one mention); '' for a blank speech. */
export const fitSpeech = (speech: string, state: GameState, channel: 'talk' | 'whisper'): string =>
  speech.trim() === '' ? '' : fitTalkInState({ state, channel, text: speech, mode: 'turn' }).text;

/** Skip is only allowed while the server still accepts one; otherwise it would become Over anyway. */
export const normaliseControl = (speech: string, state: GameState): string =>
  speech === 'Skip' && (state.remain.skip ?? 0) <= 0 ? 'Over' : speech;

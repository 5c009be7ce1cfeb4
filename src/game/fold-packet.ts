import type { Packet } from '../packets/index.ts';
import type { GameState } from './state.ts';

/** Stub: replaced by the real fold shortly. */
export const foldPacket = (state: GameState, _packet: Packet): GameState => state;

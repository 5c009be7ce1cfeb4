import type { GameState } from '../game/state.ts';
import { fitTalkInState, foldPacket, initialGameState, legalTargets } from '../game/index.ts';
import { decodePacket, type Packet, type PacketError, type PrintedFrame } from '../packets/index.ts';
import type { Result } from '../result.ts';
import type { TargetRequest } from './brain-call.ts';

/**
 * The few calls the session makes into the pure core (packets/ and game/), gathered in one place so
 * the session reads as a protocol of its own and the core's signatures are adapted only here.
 */
export type DecodedPacket = Packet;

export { initialGameState };

/** A server's text, or a frame our own in-process game master printed (read without validating it again). */
export const decode = (frame: string | PrintedFrame): Result<Packet, PacketError> => decodePacket(frame);

/** Folds one packet into the game state; the first packet of a game starts from a fresh state. */
export const fold = (options: { state: GameState | undefined; packet: Packet }): GameState =>
  foldPacket(options.state ?? initialGameState(), options.packet);

export const targetsFor = (options: { state: GameState; request: TargetRequest }): readonly string[] =>
  legalTargets(options.state, options.request);

/**
 * Text the server will store without cutting (never empty: `Over` when nothing would survive), through
 * the one talk-fitting path (game/fit-talk-in-state.ts). A turn-based answer, so turn-mode accounting.
 */
export const fitTalkText = (options: { state: GameState; text: string; channel: 'talk' | 'whisper' }): string =>
  fitTalkInState({ state: options.state, channel: options.channel, text: options.text, mode: 'turn' }).text;

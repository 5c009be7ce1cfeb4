import type { GameState, LengthLimits } from '../game/state.ts';
import { fitTalk, foldPacket, initialGameState, legalTargets } from '../game/index.ts';
import { decodePacket, type Packet, type PacketError } from '../packets/index.ts';
import type { Result } from '../result.ts';
import type { TargetRequest } from './brain-call.ts';

/**
 * The few calls the session makes into the pure core (packets/ and game/), gathered in one place so
 * the session reads as a protocol of its own and the core's signatures are adapted only here.
 */
export type DecodedPacket = Packet;

export { initialGameState };

export const decode = (text: string): Result<Packet, PacketError> => decodePacket(text);

/** Folds one packet into the game state; the first packet of a game starts from a fresh state. */
export const fold = (options: { state: GameState | undefined; packet: Packet }): GameState =>
  foldPacket(options.state ?? initialGameState(), options.packet);

export const targetsFor = (options: { state: GameState; request: TargetRequest }): readonly string[] =>
  legalTargets(options.state, options.request);

/**
 * Used only when no `setting` has been seen (a malformed INITIALIZE): the shipped Japanese limits,
 * the tightest the official configs use.
 */
const CONSERVATIVE_LIMITS: LengthLimits = { countInWord: false, countSpaces: false, baseLength: 50, mentionLength: 50 };

/** Text the server will store without cutting (never empty: `Over` when nothing would survive). */
export const fitTalkText = (options: { state: GameState; text: string; channel: 'talk' | 'whisper' }): string => {
  const { state } = options;
  const limits = state.settings?.[options.channel].maxLength ?? CONSERVATIVE_LIMITS;
  return fitTalk({
    text: options.text,
    limits,
    ...(state.remain.length === undefined ? {} : { remainLength: state.remain.length }),
    speaker: state.self,
    agentNames: state.agents,
  }).text;
};

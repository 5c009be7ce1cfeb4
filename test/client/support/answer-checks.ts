import {
  foldPacket,
  type GameState,
  initialGameState,
  legalTargets,
  serverProcessTalk,
} from '../../../src/game/index.ts';
import { decodePacket } from '../../../src/packets/index.ts';
import type { ReplayResult } from '../../support/replay-server.ts';

/**
 * Checks every answer of a replayed connection against the rules the real server applies, with
 * the game state the client should have had at that moment. Returns readable problems (empty = ok).
 */
export const answerProblems = (options: {
  result: ReplayResult;
  /** Answers must arrive within this many ms of the packet (default: the packet's timeout.action). */
  maxDelayMs?: number;
}): string[] => {
  const { result } = options;
  const problems: string[] = [];
  let state: GameState = initialGameState();
  let actionTimeoutMs = 60_000;
  for (const exchange of result.exchanges) {
    const decoded = decodePacket(exchange.frame.text);
    const where = `#${exchange.index}`;
    if (decoded.ok) {
      state = decoded.value.request === 'INITIALIZE' ? initialGameState() : state;
      state = foldPacket(state, decoded.value);
      actionTimeoutMs = state.settings?.timeout.action ?? actionTimeoutMs;
    }
    if (!exchange.frame.expectsAnswer) continue;
    const request = decoded.ok ? decoded.value.request : 'MALFORMED';
    const answer = exchange.answer;
    if (answer === undefined) {
      problems.push(`${where} ${request}: no answer`);
      continue;
    }
    const delay = (exchange.answeredAt ?? 0) - exchange.sentAt;
    const limit = options.maxDelayMs ?? actionTimeoutMs;
    if (delay > limit) problems.push(`${where} ${request}: answered after ${delay} ms (limit ${limit})`);
    if (!decoded.ok) continue;
    switch (decoded.value.request) {
      case 'NAME':
        if (answer !== result.name)
          problems.push(`${where} NAME: answered ${JSON.stringify(answer)}, not ${result.name}`);
        break;
      case 'TALK':
      case 'WHISPER': {
        const settings = decoded.value.request === 'TALK' ? state.settings?.talk : state.settings?.whisper;
        if (answer.includes('\n') || answer.includes(','))
          problems.push(`${where}: newline or comma in ${JSON.stringify(answer)}`);
        if (settings === undefined || answer === 'Over' || answer === 'Skip') break;
        const stored = serverProcessTalk({
          text: answer,
          limits: settings.maxLength,
          maxSkip: settings.maxSkip,
          remainSkip: state.remain.skip ?? 0,
          ...(state.remain.length === undefined ? {} : { remainLength: state.remain.length }),
          speaker: state.self,
          agentNames: state.agents,
        });
        if (stored.truncated || (stored.mention === undefined && stored.storedText !== answer)) {
          problems.push(
            `${where} ${decoded.value.request}: server would store ${JSON.stringify(stored.storedText)} for ${JSON.stringify(answer)}`,
          );
        }
        break;
      }
      case 'VOTE':
      case 'DIVINE':
      case 'GUARD':
      case 'ATTACK': {
        const legal = legalTargets(state, decoded.value.request);
        if (!legal.includes(answer))
          problems.push(`${where} ${decoded.value.request}: ${JSON.stringify(answer)} not in ${legal.join('/')}`);
        break;
      }
      default:
        problems.push(`${where}: ${decoded.value.request} should not have been answered`);
    }
  }
  for (const stray of result.unexpected) {
    problems.push(`stray frame ${JSON.stringify(stray.text)} after #${stray.afterIndex}`);
  }
  return problems;
};

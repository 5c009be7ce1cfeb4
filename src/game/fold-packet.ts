import type { Packet } from '../packets/index.ts';
import { detectErroredAgents } from './detect-errored-agents.ts';
import { foldInfo } from './fold-info.ts';
import { initialGameState } from './initial-game-state.ts';
import { mergeHistory } from './merge-history.ts';
import type { GameState, TalkEntry } from './state.ts';

const listOf = (history: readonly TalkEntry[] | undefined, single: TalkEntry | undefined): readonly TalkEntry[] => [
  ...(history ?? []),
  ...(single === undefined ? [] : [single]),
];

/**
 * The game state after one packet: a pure reducer, total over every decoded packet (it never
 * throws; a packet without `info`, such as NAME, changes only what it carries).
 */
export const foldPacket = (previous: GameState, packet: Packet): GameState => {
  // A request type this agent does not know says nothing it can trust about the game.
  if (packet.request === 'UNKNOWN') return previous;
  // One connection plays one game, but a state reused across games must not mix them.
  const gameId = packet.info?.gameId;
  const state = gameId !== undefined && previous.gameId !== undefined && gameId !== previous.gameId ? initialGameState() : previous;
  const afterInfo =
    packet.info === undefined ? state : foldInfo({ state, info: packet.info, finishing: packet.request === 'FINISH' });
  const phase = afterInfo.phaseOfDay;
  const talks = mergeHistory({
    history: { entries: afterInfo.talks, keys: afterInfo.historyKeys.talks },
    incoming: listOf(packet.talkHistory, packet.newTalk),
    phase,
  });
  const whispers = mergeHistory({
    history: { entries: afterInfo.whispers, keys: afterInfo.historyKeys.whispers },
    incoming: listOf(packet.whisperHistory, packet.newWhisper),
    phase,
  });
  const folded: GameState = {
    ...afterInfo,
    ...(packet.setting === undefined ? {} : { settings: packet.setting }),
    talks: talks.entries,
    whispers: whispers.entries,
    historyKeys: { talks: talks.keys, whispers: whispers.keys },
    // Whispers after the day's DAILY_FINISH belong to the evening/night phase (idx restarts on day 0).
    phaseOfDay: packet.request === 'DAILY_FINISH' ? phase + 1 : phase,
    finished: afterInfo.finished || packet.request === 'FINISH',
  };
  return packet.request === 'DAILY_FINISH' ? { ...folded, erroredAgents: detectErroredAgents({ ...folded, day: afterInfo.day }) } : folded;
};

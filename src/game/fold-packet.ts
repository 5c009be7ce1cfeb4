import type { Packet } from '../packets/index.ts';
import { copyState, type MutableState } from './copy-state.ts';
import { detectErroredAgents } from './detect-errored-agents.ts';
import { foldInfo } from './fold-info.ts';
import { initialGameState } from './initial-game-state.ts';
import { type History, mergeHistory } from './merge-history.ts';
import type { GameState, TalkEntry } from './state.ts';

const NONE: readonly TalkEntry[] = [];

const listOf = (history: readonly TalkEntry[] | undefined, single: TalkEntry | undefined): readonly TalkEntry[] =>
  single === undefined ? (history ?? NONE) : [...(history ?? NONE), single];

/**
 * Talks (and whispers) kept per game: five times what a 13-player game on the shipped configs can
 * hold (52 talks a day for about 7 days). Only a broken or hostile server sends more; then the newest
 * are kept, so what every later request costs the brain stays bounded.
 */
export const MAX_HISTORY_PER_GAME = 2_000;

const newest = (history: History): History =>
  history.entries.length <= MAX_HISTORY_PER_GAME
    ? history
    : { entries: history.entries.slice(-MAX_HISTORY_PER_GAME), keys: history.keys.slice(-MAX_HISTORY_PER_GAME) };

/**
 * The game state after one packet: a pure reducer, total over every decoded packet (it never
 * throws; a packet without `info`, such as NAME, changes only what it carries).
 */
export const foldPacket = (previous: GameState, packet: Packet): GameState => {
  // A request type this agent does not know says nothing it can trust about the game.
  if (packet.request === 'UNKNOWN') return previous;
  // One connection plays one game, but a state reused across games must not mix them.
  const gameId = packet.info?.gameId;
  const state =
    gameId !== undefined && previous.gameId !== undefined && gameId !== previous.gameId ? initialGameState() : previous;
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
  const keptTalks = newest(talks);
  const keptWhispers = newest(whispers);
  // Key by key (no conditional spread), in the order of spreading afterInfo and then these fields.
  // foldInfo's result is a fresh object nobody else holds, so it is completed in place instead of
  // copied once more; a state without info (NAME) is copied.
  const folded = afterInfo === state ? copyState(afterInfo) : (afterInfo as MutableState);
  if (packet.setting !== undefined) folded.settings = packet.setting;
  folded.talks = keptTalks.entries;
  folded.whispers = keptWhispers.entries;
  folded.historyKeys =
    keptTalks.keys === afterInfo.historyKeys.talks && keptWhispers.keys === afterInfo.historyKeys.whispers
      ? afterInfo.historyKeys
      : { talks: keptTalks.keys, whispers: keptWhispers.keys };
  // Whispers after the day's DAILY_FINISH belong to the evening/night phase (idx restarts on day 0).
  folded.phaseOfDay = packet.request === 'DAILY_FINISH' ? phase + 1 : phase;
  folded.finished = afterInfo.finished || packet.request === 'FINISH';
  // `folded` is this fold's own object: the errored agents are set on it rather than on one more copy.
  if (packet.request === 'DAILY_FINISH') folded.erroredAgents = detectErroredAgents(folded);
  return folded;
};

import { contextLine } from './pair-context.ts';
import { publishedTalk } from './published-talk.ts';
import type { ReplayEvent, ReplayGame } from './replay-game.ts';
import type { PairKey, TalkPair } from './talk-pair-schema.ts';

const same = (left: readonly unknown[], right: readonly unknown[]): boolean =>
  JSON.stringify(left) === JSON.stringify(right);

/**
 * Checks drawn pairs against the logs themselves (not against the replayed views they were built from):
 * the real side is the seat's own line at that turn, the context's talk is the previous day's and
 * today's talk up to just before it, and the seat "knows" only what its role tells it (its own results
 * and guards from earlier nights, its fellow werewolves, whispers if a werewolf). Returns the problems
 * found, one line each; none means the files are sound.
 */
export const checkTalkPairs = (
  pairs: readonly TalkPair[],
  keys: readonly PairKey[],
  games: readonly ReplayGame[],
): string[] => {
  const problems: string[] = [];
  if (
    !same(
      pairs.map((pair) => pair.id),
      keys.map((key) => key.id),
    )
  )
    problems.push('pairs.jsonl and key.jsonl do not list the same ids in the same order');
  const gameOf = new Map(games.map((game) => [game.id, game]));
  const keyOf = new Map(keys.map((key) => [key.id, key]));
  for (const pair of pairs) {
    const key = keyOf.get(pair.id);
    const game = key === undefined ? undefined : gameOf.get(key.gameId);
    if (key === undefined || game === undefined) {
      problems.push(`${pair.id}: no key or no game ${key?.gameId ?? ''}`);
      continue;
    }
    const say = (problem: string): void => {
      problems.push(`${pair.id} (${key.gameId} day ${key.day} talk ${key.talkIdx}): ${problem}`);
    };
    const position = game.events.findIndex(
      (event) => event.type === 'talk' && event.day === key.day && event.idx === key.talkIdx,
    );
    const event = game.events[position];
    if (event === undefined || event.type !== 'talk') {
      say('no such talk in the log');
      continue;
    }
    const nameOf = new Map(game.seats.map((seat) => [seat.idx, seat.name]));
    const name = (idx: number): string => nameOf.get(idx) ?? `#${idx}`;
    const seat = game.seats.find((entry) => entry.idx === event.agent);
    if (event.agent !== key.seatIdx || seat?.name !== pair.speaker || seat.name !== key.seat)
      say(`the log's speaker is ${name(event.agent)}, the pair says ${pair.speaker}`);
    if (seat !== undefined && seat.role !== pair.speakerRole)
      say(`speakerRole ${pair.speakerRole}, the log says ${seat.role}`);
    if (pair.day !== key.day) say(`day ${pair.day} in pairs.jsonl`);
    const real = key.ours === 'A' ? pair.B : pair.A;
    if (real !== publishedTalk(event.text)) say(`the real side is not the seat's own line (${JSON.stringify(real)})`);

    const before = game.events.slice(0, position);
    const day = key.day;
    const talkLines = (list: readonly ReplayEvent[], kind: 'talk' | 'whisper', onDay: number): string[] =>
      list.flatMap((entry) =>
        entry.type === kind && entry.day === onDay ? [contextLine.talk(entry.day, name(entry.agent), entry.text)] : [],
      );
    const events = new Set([
      ...before.flatMap((entry) =>
        entry.type === 'vote' && entry.day === day - 1
          ? [contextLine.vote(entry.day, name(entry.agent), name(entry.target))]
          : [],
      ),
      ...before.flatMap((entry) =>
        entry.type === 'execute' && entry.day === day - 1 ? [contextLine.executed(entry.day, name(entry.agent))] : [],
      ),
      ...before.flatMap((entry) =>
        entry.type === 'attack' && entry.day === day - 1 && entry.success && entry.target >= 0
          ? [contextLine.attacked(entry.day, name(entry.target))]
          : [],
      ),
    ]);
    // Every line that is not one of the previous day's votes or deaths must be talk, exactly the log's.
    const contextTalk = pair.context.filter((line) => !events.has(line));
    const todayBefore = talkLines(before, 'talk', day);
    if (!same(contextTalk, [...talkLines(before, 'talk', day - 1), ...todayBefore]))
      say('the context talk is not the previous day and today up to just before the turn');
    if (todayBefore.length > 0 && pair.context.at(-1) !== todayBefore.at(-1))
      say('the context does not end just before the turn');

    // What the speaker knows: only its role's own information, from before the turn.
    const role = seat?.role;
    const wolves = game.seats
      .filter((entry) => entry.role === 'WEREWOLF' && entry.idx !== event.agent)
      .map((entry) => entry.name);
    if (!same([...pair.knows.teammates].sort(), role === 'WEREWOLF' ? [...wolves].sort() : []))
      say(`knows teammates ${pair.knows.teammates.join(',')}`);
    for (const divination of pair.knows.divinations) {
      const logged = before.some(
        (entry) =>
          entry.type === 'divine' &&
          entry.agent === event.agent &&
          entry.day === divination.day &&
          entry.day < day &&
          name(entry.target) === divination.target &&
          entry.species === divination.result,
      );
      if (role !== 'SEER' || !logged) say(`knows a divination it did not make: ${JSON.stringify(divination)}`);
    }
    for (const result of pair.knows.mediumResults) {
      const executed = game.seats.find((entry) => entry.name === result.target);
      const logged = before.some(
        (entry) =>
          entry.type === 'execute' &&
          entry.day === result.day &&
          entry.day < day &&
          name(entry.agent) === result.target,
      );
      const species = executed?.role === 'WEREWOLF' ? 'WEREWOLF' : 'HUMAN';
      if (role !== 'MEDIUM' || !logged || species !== result.result)
        say(`knows a medium result it could not have: ${JSON.stringify(result)}`);
    }
    for (const guard of pair.knows.guards) {
      const logged = before.some(
        (entry) =>
          entry.type === 'guard' &&
          entry.agent === event.agent &&
          entry.day === guard.day &&
          entry.day < day &&
          name(entry.target) === guard.target,
      );
      if (role !== 'BODYGUARD' || !logged) say(`knows a guard it did not make: ${JSON.stringify(guard)}`);
    }
    const whispers = new Set([...talkLines(before, 'whisper', day - 1), ...talkLines(before, 'whisper', day)]);
    for (const whisper of pair.knows.whispers)
      if (role !== 'WEREWOLF' || !whispers.has(whisper)) say(`knows a whisper it could not have heard: ${whisper}`);
    if (!same([...pair.players].sort(), game.seats.map((entry) => entry.name).sort()))
      say('players are not the game’s');
  }
  return problems;
};

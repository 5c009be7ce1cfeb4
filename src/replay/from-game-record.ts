import type { GameRecord } from '../game-log/index.ts';
import type { ReplayEvent, ReplayGame } from './replay-game.ts';

const KANA = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** Japanese when the talk has kana or kanji; the English tracks have none. */
export const languageOf = (record: GameRecord): 'ja' | 'en' => {
  const sample = record.talks
    .slice(0, 40)
    .map((talk) => talk.text)
    .join(' ');
  return KANA.test(sample) ? 'ja' : 'en';
};

/**
 * The score area's typed record of a game log as replay walks it: the seats and every event in log
 * order (the record keeps each event's line number, which is what orders kinds against each other).
 */
export const fromGameRecord = (record: GameRecord, folder: string): ReplayGame => {
  const events: { line: number; event: ReplayEvent }[] = [];
  const statusDays = new Map<number, { line: number; alive: Map<number, boolean> }>();
  for (const status of record.statuses) {
    const entry = statusDays.get(status.day) ?? { line: status.line, alive: new Map<number, boolean>() };
    // The server keeps an errored agent ALIVE in status_map (server.md §4.6); the log writes it empty.
    entry.alive.set(status.idx, status.status !== 'DEAD');
    entry.line = Math.min(entry.line, status.line);
    statusDays.set(status.day, entry);
  }
  for (const [day, entry] of statusDays)
    events.push({ line: entry.line, event: { type: 'status', day, alive: entry.alive } });
  for (const talk of record.talks)
    events.push({
      line: talk.line,
      event: {
        type: 'talk',
        day: talk.day,
        idx: talk.idx,
        turn: talk.turn,
        agent: talk.agent,
        text: talk.text,
        ...(talk.time === undefined ? {} : { time: talk.time }),
      },
    });
  for (const whisper of record.whispers)
    events.push({
      line: whisper.line,
      event: {
        type: 'whisper',
        day: whisper.day,
        idx: whisper.idx,
        turn: whisper.turn,
        agent: whisper.agent,
        text: whisper.text,
      },
    });
  for (const vote of record.votes)
    events.push({ line: vote.line, event: { type: 'vote', day: vote.day, agent: vote.agent, target: vote.target } });
  for (const vote of record.attackVotes)
    events.push({
      line: vote.line,
      event: { type: 'attackVote', day: vote.day, agent: vote.agent, target: vote.target },
    });
  for (const execution of record.executions)
    events.push({ line: execution.line, event: { type: 'execute', day: execution.day, agent: execution.agent } });
  for (const divine of record.divines)
    events.push({
      line: divine.line,
      event: { type: 'divine', day: divine.day, agent: divine.agent, target: divine.target, species: divine.result },
    });
  for (const guard of record.guards)
    events.push({
      line: guard.line,
      event: { type: 'guard', day: guard.day, agent: guard.agent, target: guard.target },
    });
  for (const attack of record.attacks)
    events.push({
      line: attack.line,
      event: { type: 'attack', day: attack.day, target: attack.target, success: attack.success },
    });
  events.sort((left, right) => left.line - right.line);
  return {
    id: record.id,
    folder,
    lang: languageOf(record),
    freeform: record.talks.some((talk) => talk.time !== undefined),
    seats: record.seats.map((seat) => ({ idx: seat.idx, name: seat.name, role: seat.role, team: seat.team })),
    events: events.map((entry) => entry.event),
    ...(record.winner === undefined ? {} : { winner: record.winner }),
  };
};

import type { GameRecord } from '../game-log/index.ts';

/** One line of the game as the ranking prompt shows it (the keys are explained in ranking-system.hbs). */
export type JudgeLogRecord = {
  readonly line: number;
  readonly day: number;
  readonly type: string;
  readonly player?: string;
  readonly text?: string;
  readonly target?: string;
  readonly role?: string;
  readonly result?: string;
  readonly success?: boolean;
};

/**
 * The whole game with names instead of seat numbers, in log order, as the official judge gives it to
 * the model: each player's role first, then talk, whispers, votes, actions and results. A trailing
 * Unix time on talk lines (speak-anytime logs) is left out: it says nothing about the talk.
 */
export const judgeLogRecords = (record: GameRecord): JudgeLogRecord[] => {
  const nameOf = new Map(record.seats.map((seat) => [seat.idx, seat.name]));
  const name = (idx: number): string => nameOf.get(idx) ?? `Agent[${String(idx).padStart(2, '0')}]`;
  // Each role where the log first states it: the seat's first status line.
  const firstStatus = new Map<number, number>();
  for (const status of record.statuses)
    firstStatus.set(status.idx, Math.min(firstStatus.get(status.idx) ?? status.line, status.line));
  const records: JudgeLogRecord[] = record.seats.map((seat) => ({
    line: firstStatus.get(seat.idx) ?? 0,
    day: 0,
    type: 'role',
    player: seat.name,
    role: seat.role,
  }));
  for (const talk of record.talks)
    records.push({ line: talk.line, day: talk.day, type: 'talk', player: name(talk.agent), text: talk.text });
  for (const whisper of record.whispers)
    records.push({
      line: whisper.line,
      day: whisper.day,
      type: 'whisper',
      player: name(whisper.agent),
      text: whisper.text,
    });
  for (const vote of record.votes)
    records.push({ line: vote.line, day: vote.day, type: 'vote', player: name(vote.agent), target: name(vote.target) });
  for (const vote of record.attackVotes)
    records.push({
      line: vote.line,
      day: vote.day,
      type: 'attack_vote',
      player: name(vote.agent),
      target: name(vote.target),
    });
  for (const divine of record.divines)
    records.push({
      line: divine.line,
      day: divine.day,
      type: 'divine',
      player: name(divine.agent),
      target: name(divine.target),
      result: divine.result,
    });
  for (const guard of record.guards)
    records.push({
      line: guard.line,
      day: guard.day,
      type: 'guard',
      player: name(guard.agent),
      target: name(guard.target),
    });
  for (const execution of record.executions)
    records.push({ line: execution.line, day: execution.day, type: 'execute', target: name(execution.agent) });
  for (const attack of record.attacks)
    if (attack.target >= 0)
      records.push({
        line: attack.line,
        day: attack.day,
        type: 'attack',
        target: name(attack.target),
        success: attack.success,
      });
  if (record.result !== undefined)
    records.push({ line: record.result.line, day: record.result.day, type: 'result', result: record.result.winSide });
  return records.sort((left, right) => left.line - right.line);
};

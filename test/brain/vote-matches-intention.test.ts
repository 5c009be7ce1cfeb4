import { describe, expect, it } from 'vitest';
import {
  type ArenaSeat,
  type GameLogEvent,
  runInProcessGame,
  type SeatBrain,
  shippedConfig,
} from '../../src/arena/index.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import { understand } from '../../src/nl/index.ts';
import { createRoster, type Sentence } from '../../src/protocol/index.ts';

const RULE: SeatBrain = { label: 'rule', factory: createRuleBrain };
const RANDOM: SeatBrain = { label: 'random', factory: createRandomBrain };

/** The target of the last VOTE the speaker stated about itself in `sentences`, if any. */
const statedVote = (sentences: readonly Sentence[], speaker: number): number | undefined => {
  let found: number | undefined;
  const visit = (sentence: Sentence): void => {
    if (sentence.type === 'VOTE' && (sentence.subject ?? speaker) === speaker) found = sentence.target;
    if (sentence.type === 'AND' || sentence.type === 'BECAUSE') sentence.clauses.forEach(visit);
  };
  sentences.forEach(visit);
  return found;
};

describe('in arena games the rule brain votes for the last intention it stated that day', () => {
  it('holds over 200 seeded 5-player games (mixed rule and random seats)', { timeout: 300_000 }, async () => {
    const config = shippedConfig({ players: 5, lang: 'ja' });
    let checked = 0;
    for (let game = 0; game < 200; game++) {
      const events: GameLogEvent[] = [];
      let seats: readonly ArenaSeat[] = [];
      await runInProcessGame({
        config,
        seed: `intention/${game}`,
        brainFor: (_, seat) => (game % 3 === 0 || seat % 2 === 1 ? RULE : RANDOM),
        observer: {
          onEvent: (event, eventSeats) => {
            events.push(event);
            seats = eventSeats;
          },
        },
      });
      const roster = createRoster(seats.map((seat) => seat.name));
      const intention = new Map<string, number>();
      for (const event of events) {
        const seat = 'agent' in event ? seats.find((entry) => entry.idx === event.agent) : undefined;
        if (event.type === 'talk' && seat?.team === 'rule') {
          const speaker = roster.numberOf(seat.name) ?? 0;
          const target = statedVote(understand({ text: event.text, speaker: seat.name, roster, lang: 'ja' }), speaker);
          if (target !== undefined) intention.set(`${event.day}/${seat.idx}`, target);
        }
        if (event.type === 'vote' && seat?.team === 'rule') {
          const stated = intention.get(`${event.day}/${seat.idx}`);
          if (stated === undefined) continue;
          const target = seats.find((entry) => entry.idx === event.target);
          expect(roster.numberOf(target?.name ?? ''), `game ${game} day ${event.day} seat ${seat.idx}`).toBe(stated);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

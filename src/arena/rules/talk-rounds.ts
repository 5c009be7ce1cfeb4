import type { ArenaGameView, FreeformPhaseRunner } from './phase-runner.ts';
import {
  aliveSeats,
  aliveWerewolves,
  currentStatus,
  logEffect,
  packetFor,
  type RulesContext,
  type RulesStep,
  recordOutcome,
  send,
} from './rules-context.ts';
import { freshRemain, storeTalkAnswer, type TalkRemain } from './store-talk.ts';

const gameView = (context: RulesContext): ArenaGameView => ({
  config: context.config,
  seats: context.seats,
  random: context.random,
  current: () => currentStatus(context),
  isErrored: (seat) => context.errored.has(seat),
  packetFor: (seat, request) => packetFor(context, seat, request),
  recordOutcome: (seat, outcome) => recordOutcome(context, seat, outcome),
});

/**
 * A talk or whisper phase (logic/communication.go, turn-based): living agents (living werewolves for
 * whispers), at least two, shuffled once; up to `per_day` rounds, each asking every participant that has
 * requests (and budget) left; the phase ends after a round of nothing but Over. A setting with a
 * `duration` runs as a freeform phase instead.
 */
export function* talkRounds(
  context: RulesContext,
  kind: 'talk' | 'whisper',
  freeform?: FreeformPhaseRunner,
): RulesStep {
  const participants = kind === 'talk' ? aliveSeats(context) : aliveWerewolves(context);
  if (participants.length < 2) return;
  const setting = kind === 'talk' ? context.config.game.talk : context.config.game.whisper;
  if (setting.duration !== undefined && freeform !== undefined) {
    yield* freeform({ kind, participants, game: gameView(context) });
    return;
  }
  const status = currentStatus(context);
  const list = kind === 'talk' ? status.talks : status.whispers;
  const remain = new Map<number, TalkRemain>(participants.map((seat) => [seat.idx, freshRemain(setting)]));
  status.remain = remain;
  const order = context.random.shuffle(participants);
  const agentsInIndexOrder = context.seats.map((seat) => seat.name);
  const { day } = context;
  // The server numbers talks from 0 in every phase (day-0 evening whispers restart at idx 0).
  let idx = 0;
  for (let turn = 0; turn < setting.max_count.per_day; turn++) {
    let spoke = false;
    for (const seat of order) {
      const counters = remain.get(seat.idx) as TalkRemain;
      const exhausted = counters.count <= 0 || (counters.length !== undefined && counters.length <= 0);
      if (context.errored.has(seat.idx) || exhausted) continue;
      // The counter drops before the request, so the first TALK shows per_agent - 1.
      counters.count--;
      const outcome = yield* send(context, seat, kind === 'talk' ? 'TALK' : 'WHISPER');
      const text = storeTalkAnswer({
        text: outcome.ok ? outcome.text : '',
        failed: !outcome.ok,
        setting,
        remain: counters,
        speaker: seat.name,
        agentsInIndexOrder,
      });
      list.push({ idx, day, turn, agent: seat.name, text, skip: text === 'Skip', over: text === 'Over' });
      yield logEffect({ type: kind, day, idx, turn, agent: seat.idx, text });
      idx++;
      if (text !== 'Over') spoke = true;
    }
    if (!spoke) break;
  }
  status.remain = undefined;
}

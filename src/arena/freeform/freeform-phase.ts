import { serverProcessTalk } from '../../game/server-process-talk.ts';
import type { ArenaGameView, FreeformPhaseRunner } from '../rules/game-machine.ts';
import type { ArenaSeat, RequestOutcome, RulesEffect, ServerTalk } from '../rules/rules-types.ts';
import { freshRemain, lengthLimitsOf, type TalkRemain } from '../rules/store-talk.ts';

type PhaseRequests = { start: string; broadcast: string; end: string; key: 'new_talk' | 'new_whisper' };

const REQUESTS: Readonly<Record<'talk' | 'whisper', PhaseRequests>> = {
  talk: { start: 'TALK_PHASE_START', broadcast: 'TALK_BROADCAST', end: 'TALK_PHASE_END', key: 'new_talk' },
  whisper: {
    start: 'WHISPER_PHASE_START',
    broadcast: 'WHISPER_BROADCAST',
    end: 'WHISPER_PHASE_END',
    key: 'new_whisper',
  },
};

type PhaseStep = Generator<RulesEffect, void, RequestOutcome | undefined>;

/** Writes one packet that needs no answer (phase packets and broadcasts never wait for a frame). */
function* deliver(game: ArenaGameView, seat: ArenaSeat, packet: Record<string, unknown>): PhaseStep {
  const request = String(packet.request);
  const outcome = yield { type: 'request', seat: seat.idx, request, packet, needsAnswer: false, broadcast: true };
  if (outcome !== undefined) game.recordOutcome(seat.idx, outcome);
}

/**
 * A speak-anytime phase as aiwolf-nlp-server runs it (logic/communication_freeform.go; the rules are
 * in ../shared/spec/freeform.md §4–§5): phase start to every participant, then submissions one at a
 * time in arrival order, each checked (count, length, Over, Skip → Over) and broadcast to everyone
 * including the speaker; the phase ends when everyone is done or the `duration` timer fires, then
 * queued submissions are dropped, queues drained, and the phase end written. No clock here: the shell
 * owns the timer and the connections (phase-open / phase-next / phase-close effects).
 */
export const runFreeformPhase: FreeformPhaseRunner = function* ({ kind, participants, game }) {
  const setting = kind === 'talk' ? game.config.game.talk : game.config.game.whisper;
  const requests = REQUESTS[kind];
  const status = game.current();
  const list = kind === 'talk' ? status.talks : status.whispers;
  const remain = new Map<number, TalkRemain>(participants.map((seat) => [seat.idx, freshRemain(setting)]));
  status.remain = remain;
  const turns = new Map<number, number>();
  const agentsInIndexOrder = game.seats.map((seat) => seat.name);
  const isDone = (seat: ArenaSeat): boolean => {
    const counters = remain.get(seat.idx) as TalkRemain;
    return counters.count <= 0 || (counters.length !== undefined && counters.length <= 0);
  };

  for (const seat of participants) yield* deliver(game, seat, game.packetFor(seat, requests.start));
  yield {
    type: 'phase-open',
    kind,
    day: status.day,
    seats: participants.map((seat) => seat.idx),
    durationMs: setting.duration ?? 0,
  };
  for (;;) {
    const submission = yield { type: 'phase-next' };
    if (submission === undefined || !submission.ok || submission.seat === undefined) break;
    const speaker = participants.find((seat) => seat.idx === submission.seat);
    const counters = remain.get(submission.seat);
    if (speaker === undefined || counters === undefined) continue;
    const result = serverProcessTalk({
      text: submission.text,
      limits: lengthLimitsOf(setting),
      maxSkip: setting.max_skip,
      remainSkip: counters.skip,
      ...(counters.length === undefined ? {} : { remainLength: counters.length }),
      remainCount: counters.count,
      speaker: speaker.name,
      agentNames: agentsInIndexOrder,
      mode: 'freeform',
    });
    if (result.accepted) {
      counters.count = result.remainCount ?? counters.count - 1;
      counters.skip = result.remainSkip;
      if (result.remainLength !== undefined) counters.length = result.remainLength;
      const turn = turns.get(speaker.idx) ?? 0;
      turns.set(speaker.idx, turn + 1);
      // idx continues the day's list (0 for the only talk phase of a day).
      const talk: ServerTalk = {
        idx: list.length,
        day: status.day,
        turn,
        agent: speaker.name,
        text: result.storedText,
        skip: result.skip,
        over: result.over,
        ...(submission.receivedAt === undefined ? {} : { time: submission.receivedAt }),
      };
      list.push(talk);
      for (const seat of participants)
        yield* deliver(game, seat, { ...game.packetFor(seat, requests.broadcast), [requests.key]: talk });
      yield {
        type: 'log',
        event: { type: kind, day: status.day, idx: talk.idx, turn, agent: speaker.idx, text: talk.text },
      };
    }
    if (participants.every(isDone)) break;
  }
  yield { type: 'phase-close' };
  // remain_* are still in the phase-end packet: the session is open until it was written.
  for (const seat of participants) yield* deliver(game, seat, game.packetFor(seat, requests.end));
  status.remain = undefined;
};

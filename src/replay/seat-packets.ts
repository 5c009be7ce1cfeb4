import type { DecidedRequest } from '../vocabulary/index.ts';
import type { GameRole, Species } from '../game/state.ts';
import type { ReplayEvent, ReplayGame, ReplaySeat } from './replay-game.ts';

/** The requests whose answers replay compares (talk turns are asked too, to keep the brain's memory honest). */

/** What the real agent answered at this point. */
export type RealAnswer = { readonly target: number } | { readonly text: string };

/**
 * One step of a seat's view of a game: a packet exactly as the server would have sent it to this seat
 * (JSON text), and/or a decision the real agent made at this point. Speak-anytime talk turns carry no
 * packet (the agent spoke on its own timer).
 */
export type SeatStep = {
  readonly day: number;
  readonly request: string;
  readonly packet?: string;
  readonly decision?: { readonly request: DecidedRequest; readonly real: RealAnswer };
};

type WireTalk = {
  idx: number;
  day: number;
  turn: number;
  agent: string;
  text: string;
  skip: boolean;
  over: boolean;
  time?: number;
};
type WireJudge = { day: number; agent: string; target: string; result: Species };
type WireVote = { day: number; agent: string; target: string };

/** What the packets of day N+1 report about day N (server.md §1.3 "previous day"). */
type DayResults = {
  executed?: number;
  attacked?: number;
  votes: WireVote[];
  attackVotes: WireVote[];
  divine?: WireJudge;
  medium?: WireJudge;
};

const ROLE_KEYS: readonly GameRole[] = ['BODYGUARD', 'MEDIUM', 'POSSESSED', 'SEER', 'VILLAGER', 'WEREWOLF'];

/** Go sorts map keys by their UTF-8 bytes, which is code point order. */
const byCodePoint = (left: string, right: string): number => {
  const a = [...left];
  const b = [...right];
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const difference = (a[index]?.codePointAt(0) ?? 0) - (b[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
};

/** Only the final round of each day's (attack) votes is shown the next day: a round ends when a voter repeats. */
const finalRound = <T extends { agent: number }>(entries: readonly T[]): T[] => {
  let start = 0;
  const seen = new Set<number>();
  entries.forEach((entry, position) => {
    if (seen.has(entry.agent)) {
      start = position;
      seen.clear();
    }
    seen.add(entry.agent);
  });
  return entries.slice(start);
};

/** The game's settings as INITIALIZE carries them (the logs do not record them; these are the contest's). */
const settingFor = (game: ReplayGame): Record<string, unknown> => {
  const counts = Object.fromEntries(
    ROLE_KEYS.map((role) => [role, game.seats.filter((seat) => seat.role === role).length]),
  );
  const base = game.lang === 'en' ? 125 : 50;
  const talk = (perAgent: number, perDay: number): Record<string, unknown> => ({
    max_count: { per_agent: perAgent, per_day: perDay },
    max_length: { count_in_word: false, count_spaces: false, mention_length: base, base_length: base },
    max_skip: 0,
    ...(game.freeform ? { duration: 600_000 } : {}),
  });
  return {
    agent_count: game.seats.length,
    vote_visibility: true,
    talk: talk(4, game.seats.length * 4),
    whisper: talk(4, 12),
    vote: { max_count: 1, allow_self_vote: true },
    attack_vote: { max_count: 1, allow_self_vote: true, allow_no_target: false },
    timeout: { action: 60_000, response: 120_000 },
    role_num_map: counts,
  };
};

/**
 * Every packet the server would have sent `seatIdx` during `game`, in order, with the decisions its
 * real agent made (server.md §1.2, §1.3, §6.2, §6.7): the status map, its own role (and the other
 * werewolves for a werewolf), the previous day's results it is entitled to, and the day's talk and
 * whisper histories as diffs since its last packet that carried them. Nothing else: another seat's
 * role, a whisper to a non-werewolf, a divination or medium result of another seat never appear.
 */
export function* seatSteps(game: ReplayGame, seatIdx: number): Generator<SeatStep> {
  const seats = new Map(game.seats.map((seat) => [seat.idx, seat]));
  const self = seats.get(seatIdx);
  if (self === undefined) return;
  const nameOf = (idx: number): string => seats.get(idx)?.name ?? '';
  const roleOf = (idx: number): GameRole | undefined => seats.get(idx)?.role;
  const isWolf = self.role === 'WEREWOLF';
  const ordered = [...game.seats].sort((left, right) => byCodePoint(left.name, right.name));
  const setting = settingFor(game);

  // Results per day, read ahead from the events (each is only shown the day after it happened).
  const results = new Map<number, DayResults>();
  const resultsOf = (day: number): DayResults => {
    let entry = results.get(day);
    if (entry === undefined) {
      entry = { votes: [], attackVotes: [] };
      results.set(day, entry);
    }
    return entry;
  };
  const rawVotes = new Map<number, { agent: number; target: number }[]>();
  const rawAttackVotes = new Map<number, { agent: number; target: number }[]>();
  for (const event of game.events) {
    if (event.type === 'vote') rawVotes.set(event.day, [...(rawVotes.get(event.day) ?? []), event]);
    if (event.type === 'attackVote') rawAttackVotes.set(event.day, [...(rawAttackVotes.get(event.day) ?? []), event]);
    if (event.type === 'execute') {
      const day = resultsOf(event.day);
      day.executed = event.agent;
      const name = nameOf(event.agent);
      // The server's quirk: medium_result.agent is the executed agent, not the medium (server.md §1.3).
      day.medium = {
        day: event.day,
        agent: name,
        target: name,
        result: roleOf(event.agent) === 'WEREWOLF' ? 'WEREWOLF' : 'HUMAN',
      };
    }
    if (event.type === 'attack' && event.success && event.target > 0) resultsOf(event.day).attacked = event.target;
    if (event.type === 'divine')
      resultsOf(event.day).divine = {
        day: event.day,
        agent: nameOf(event.agent),
        target: nameOf(event.target),
        result: event.species,
      };
  }
  const toWire = (day: number, entries: readonly { agent: number; target: number }[]): WireVote[] =>
    finalRound(entries).map((vote) => ({ day, agent: nameOf(vote.agent), target: nameOf(vote.target) }));
  for (const [day, entries] of rawVotes) resultsOf(day).votes = toWire(day, entries);
  for (const [day, entries] of rawAttackVotes) resultsOf(day).attackVotes = toWire(day, entries);

  // remain_count of each own talk turn: the seat's talk requests still to come that day.
  const remainAfter = new Map<ReplayEvent, number>();
  const laterPerDay = new Map<number, number>();
  for (const event of [...game.events].reverse()) {
    if (event.type !== 'talk' || event.agent !== self.idx) continue;
    const later = laterPerDay.get(event.day) ?? 0;
    remainAfter.set(event, later);
    laterPerDay.set(event.day, later + 1);
  }

  let day = -1;
  let alive = new Map<number, boolean>(game.seats.map((seat) => [seat.idx, true]));
  let talks: WireTalk[] = [];
  let whispers: WireTalk[] = [];
  let talkPointer = 0;
  let whisperPointer = 0;
  let dayFinished = false;
  let talkSeen = false;
  let freeformTalkOpen = false;

  const info = (extra: { remain?: number; profile?: boolean } = {}): Record<string, unknown> => {
    const previous = results.get(day - 1);
    const body: Record<string, unknown> = { game_id: game.id, day, agent: self.name };
    if (previous !== undefined) {
      if (previous.medium !== undefined && self.role === 'MEDIUM') body.medium_result = previous.medium;
      if (previous.divine !== undefined && self.role === 'SEER') body.divine_result = previous.divine;
      if (previous.executed !== undefined) body.executed_agent = nameOf(previous.executed);
      if (previous.attacked !== undefined) body.attacked_agent = nameOf(previous.attacked);
      if (previous.votes.length > 0) body.vote_list = previous.votes;
      if (isWolf && previous.attackVotes.length > 0) body.attack_vote_list = previous.attackVotes;
    }
    if (extra.remain !== undefined) {
      body.remain_count = extra.remain;
      body.remain_skip = 0;
    }
    body.status_map = Object.fromEntries(
      ordered.map((seat) => [seat.name, alive.get(seat.idx) === false ? 'DEAD' : 'ALIVE']),
    );
    body.role_map = Object.fromEntries(
      ordered
        .filter((seat) => seat.idx === self.idx || (isWolf && seat.role === 'WEREWOLF'))
        .map((seat) => [seat.name, seat.role]),
    );
    return body;
  };
  const packet = (
    request: string,
    fields: Record<string, unknown> = {},
    infoFields: Parameters<typeof info>[0] = {},
  ): string => JSON.stringify({ request, info: info(infoFields), ...fields });
  /** The unseen part of today's lists; TALK, WHISPER, ATTACK and DAILY_FINISH advance both pointers. */
  const takeHistories = (): { talk_history: WireTalk[]; whisper_history: WireTalk[] } => {
    const taken = { talk_history: talks.slice(talkPointer), whisper_history: whispers.slice(whisperPointer) };
    talkPointer = talks.length;
    whisperPointer = whispers.length;
    return taken;
  };
  const selfAlive = (): boolean => alive.get(self.idx) !== false;
  /** A target request as this seat received it, with the target the real agent named. */
  const targetStep = (
    request: 'VOTE' | 'DIVINE' | 'GUARD' | 'ATTACK',
    target: number,
    fields: Record<string, unknown> = {},
  ): SeatStep => ({ day, request, packet: packet(request, fields), decision: { request, real: { target } } });

  function* finishDay(): Generator<SeatStep> {
    if (dayFinished) return;
    dayFinished = true;
    if (freeformTalkOpen) {
      freeformTalkOpen = false;
      if (selfAlive()) yield { day, request: 'TALK_PHASE_END', packet: packet('TALK_PHASE_END') };
    }
    const { talk_history, whisper_history } = takeHistories();
    yield {
      day,
      request: 'DAILY_FINISH',
      packet: packet('DAILY_FINISH', { talk_history, ...(isWolf ? { whisper_history } : {}) }),
    };
  }

  function* startDay(next: number, statusAlive?: ReadonlyMap<number, boolean>): Generator<SeatStep> {
    if (day >= 0 && !dayFinished) yield* finishDay();
    day = next;
    if (statusAlive !== undefined) alive = new Map(statusAlive);
    talks = [];
    whispers = [];
    talkPointer = 0;
    whisperPointer = 0;
    dayFinished = false;
    talkSeen = false;
    if (day === 0) yield { day, request: 'INITIALIZE', packet: packet('INITIALIZE', { setting }, { profile: true }) };
    yield { day, request: 'DAILY_INITIALIZE', packet: packet('DAILY_INITIALIZE', { setting }) };
  }

  // Nothing after the seat's last decision can change one of its answers.
  const isOwnDecision = (event: ReplayEvent): boolean =>
    'agent' in event && event.agent === self.idx && event.type !== 'execute';
  let lastDecision = -1;
  game.events.forEach((event, position) => {
    if (isOwnDecision(event)) lastDecision = position;
  });

  for (const [position, event] of game.events.entries()) {
    if (position > lastDecision) return;
    if (event.type === 'status') {
      if (event.day !== day) yield* startDay(event.day, event.alive);
      continue;
    }
    if (event.day !== day) yield* startDay(event.day);
    switch (event.type) {
      case 'talk': {
        talkSeen = true;
        const entry: WireTalk = {
          idx: event.idx,
          day: event.day,
          turn: event.turn,
          agent: nameOf(event.agent),
          text: event.text,
          skip: event.text === 'Skip',
          over: event.text === 'Over',
          ...(event.time === undefined ? {} : { time: event.time < 1e12 ? event.time * 1000 : event.time }),
        };
        if (game.freeform) {
          if (!freeformTalkOpen) {
            freeformTalkOpen = true;
            if (selfAlive()) yield { day, request: 'TALK_PHASE_START', packet: packet('TALK_PHASE_START') };
          }
          if (event.agent === self.idx)
            yield { day, request: 'TALK', decision: { request: 'TALK', real: { text: event.text } } };
          talks.push(entry);
          if (selfAlive())
            yield { day, request: 'TALK_BROADCAST', packet: packet('TALK_BROADCAST', { new_talk: entry }) };
          break;
        }
        if (event.agent === self.idx) {
          const remain = remainAfter.get(event) ?? 0;
          const { talk_history } = takeHistories();
          yield {
            day,
            request: 'TALK',
            packet: packet('TALK', { talk_history }, { remain }),
            decision: { request: 'TALK', real: { text: event.text } },
          };
        }
        talks.push(entry);
        break;
      }
      case 'whisper': {
        // Day 0: whispers after the talk belong to the evening phase, which follows DAILY_FINISH.
        if (talkSeen) yield* finishDay();
        const entry: WireTalk = {
          idx: event.idx,
          day: event.day,
          turn: event.turn,
          agent: nameOf(event.agent),
          text: event.text,
          skip: event.text === 'Skip',
          over: event.text === 'Over',
        };
        if (event.agent === self.idx) {
          const { whisper_history } = takeHistories();
          yield {
            day,
            request: 'WHISPER',
            packet: packet('WHISPER', { whisper_history }, { remain: 0 }),
            decision: { request: 'WHISPER', real: { text: event.text } },
          };
        }
        whispers.push(entry);
        break;
      }
      case 'vote':
        yield* finishDay();
        if (event.agent === self.idx) yield targetStep('VOTE', event.target);
        break;
      case 'execute':
        yield* finishDay();
        alive.set(event.agent, false);
        break;
      case 'divine':
        yield* finishDay();
        if (event.agent === self.idx) yield targetStep('DIVINE', event.target);
        break;
      case 'guard':
        yield* finishDay();
        if (event.agent === self.idx) yield targetStep('GUARD', event.target);
        break;
      case 'attackVote':
        yield* finishDay();
        if (event.agent === self.idx) {
          const { whisper_history } = takeHistories();
          yield targetStep('ATTACK', event.target, { whisper_history });
        }
        break;
      case 'attack':
        yield* finishDay();
        break;
    }
  }
}

export type { ReplaySeat };

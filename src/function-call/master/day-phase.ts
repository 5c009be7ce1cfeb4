import { EVENT_TYPES } from '../schemas/history-events.ts';
import { callAgent, type GameContext } from './game-context.ts';
import { aliveOf, kill, playerById, playersFor, stateFor } from './game-record.ts';
import { tally } from './nine-player-rules.ts';

type Speech = { player_id: number; content: string; round: number };

/** Each alive player speaks once, lowest seat first; each sees the speeches before it. */
const discussion = async (context: GameContext, day: number, nightEvents: readonly unknown[]): Promise<Speech[]> => {
  const { record } = context;
  record.phase = 'discussion';
  const speeches: Speech[] = [];
  for (const [order, speaker] of aliveOf(record).entries()) {
    const answer = await callAgent(context, {
      playerId: speaker.player_id,
      method: 'discuss',
      params: {
        game_state: stateFor(record, speaker.player_id),
        day_number: day,
        speech_order: order + 1,
        previous_speeches: speeches,
        last_night_events: nightEvents,
        remaining_time: 120,
      },
    });
    const content = Array.from(answer?.speech ?? '')
      .slice(0, 300)
      .join('');
    speeches.push({ player_id: speaker.player_id, content, round: 1 });
    record.history.push({
      event_type: EVENT_TYPES.speech,
      day,
      phase: 'discussion',
      data: { player_id: speaker.player_id, content, kind: 'discuss' },
    });
  }
  return speeches;
};

const summaryOf = (speeches: readonly Speech[]): string =>
  speeches.map((speech) => `${speech.player_id}: ${Array.from(speech.content).slice(0, 40).join('')}`).join(' | ');

/** Voters vote at once; a vote outside `candidates` (or for oneself) counts as abstention. */
const voteRound = async (
  context: GameContext,
  input: {
    day: number;
    voters: readonly number[];
    candidates: readonly number[];
    type: 'elimination' | 'pk';
    summary: string;
  },
): Promise<number[]> => {
  const { record } = context;
  const previousVotes = [...record.voteRounds];
  const ballots = await Promise.all(
    input.voters.map(async (voter) => {
      const answer = await callAgent(context, {
        playerId: voter,
        method: 'vote',
        params: {
          game_state: stateFor(record, voter),
          day_number: input.day,
          alive_players: playersFor(record, voter, true),
          discussion_summary: input.summary,
          previous_votes: previousVotes,
          vote_type: input.type,
        },
      });
      const target = answer?.vote_target ?? null;
      return {
        voter,
        target: target !== null && target !== voter && input.candidates.includes(target) ? target : null,
      };
    }),
  );
  for (const ballot of ballots) {
    record.history.push({
      event_type: EVENT_TYPES.voteCast,
      day: input.day,
      phase: record.phase,
      data: { voter_id: ballot.voter, target_id: ballot.target, vote_type: input.type },
    });
  }
  const { counts, leaders } = tally(ballots.map((ballot) => ballot.target));
  record.voteRounds.push({ day: input.day, votes: counts });
  context.log({ kind: `${input.type}_votes`, detail: { counts, leaders } });
  return leaders;
};

/** The accusations a PK candidate answers: speeches naming them and the votes they received. */
const accusationsAgainst = (context: GameContext, candidate: number, speeches: readonly Speech[], day: number) => {
  const fromSpeech = speeches
    .filter(
      (speech) =>
        speech.player_id !== candidate &&
        new RegExp(`(^|[^0-9])${candidate}\\s*(号|番)|player\\s*${candidate}(?![0-9])`, 'i').test(speech.content),
    )
    .map((speech) => ({ accuser_id: speech.player_id, content: speech.content, evidence: [`speech_day_${day}`] }));
  const fromVotes = context.record.history
    .filter((event) => event.event_type === EVENT_TYPES.voteCast && event.day === day)
    .map((event) => event.data as { voter_id: number; target_id: number | null })
    .filter(
      (vote) =>
        vote.target_id === candidate && !fromSpeech.some((accusation) => accusation.accuser_id === vote.voter_id),
    )
    .map((vote) => ({ accuser_id: vote.voter_id, content: 'voted for you', evidence: [`vote_day_${day}`] }));
  return [...fromSpeech, ...fromVotes];
};

/** One day: discussion, elimination vote, PK on a tie (defences, re-vote among the tied; a second tie exiles nobody). */
export const playDay = async ({
  context,
  day,
  nightEvents,
}: {
  context: GameContext;
  day: number;
  nightEvents: readonly unknown[];
}): Promise<number | undefined> => {
  const { record } = context;
  const speeches = await discussion(context, day, nightEvents);
  record.phase = 'vote';
  const voters = aliveOf(record).map((player) => player.player_id);
  let leaders = await voteRound(context, {
    day,
    voters,
    candidates: voters,
    type: 'elimination',
    summary: summaryOf(speeches),
  });
  if (leaders.length > 1) {
    record.features.pkRounds += 1;
    record.phase = 'pk';
    record.history.push({ event_type: EVENT_TYPES.pk, day, phase: 'pk', data: { candidates: leaders } });
    const defences: Speech[] = [];
    for (const candidate of leaders) {
      const answer = await callAgent(context, {
        playerId: candidate,
        method: 'defend',
        params: {
          game_state: stateFor(record, candidate),
          accusations: accusationsAgainst(context, candidate, speeches, day),
          time_limit: 60,
        },
      });
      const content = Array.from(answer?.defense ?? '')
        .slice(0, 300)
        .join('');
      defences.push({ player_id: candidate, content, round: 2 });
      record.history.push({
        event_type: EVENT_TYPES.speech,
        day,
        phase: 'pk',
        data: { player_id: candidate, content, kind: 'defense' },
      });
    }
    const pkVoters = voters.filter((id) => !leaders.includes(id));
    leaders = await voteRound(context, {
      day,
      voters: pkVoters,
      candidates: leaders,
      type: 'pk',
      summary: summaryOf(defences),
    });
    if (leaders.length === 1) record.features.pkExiles += 1;
  }
  const exiled = leaders.length === 1 ? leaders[0] : undefined;
  record.history.push({ event_type: EVENT_TYPES.exile, day, phase: record.phase, data: { player_id: exiled ?? null } });
  if (exiled !== undefined && playerById(record, exiled)?.alive) {
    kill(record, exiled, 'vote');
    record.features.exiles += 1;
  }
  context.log({ kind: 'exile', detail: { exiled: exiled ?? null } });
  return exiled;
};

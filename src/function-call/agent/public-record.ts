import {
  DeathDataSchema,
  EVENT_TYPES,
  eventsOf,
  SpeechDataSchema,
  VoteCastDataSchema,
} from '../schemas/history-events.ts';
import { type Speech, suspicionScores, type VoteCast } from './roles/suspicion.ts';
import type { HistoryEvent, GameStateParams } from '../schemas/common.ts';
import type { Session } from './session.ts';
import { beliefAdjustments, readTalkBeliefs, type TalkBeliefs } from './talk-beliefs.ts';

const EMPTY_BELIEFS: TalkBeliefs = {
  claims: new Map(),
  seerCalls: [],
  witchSaves: [],
  witchPoisons: [],
  hunterShots: [],
  accusations: [],
  tells: [],
};

/** Role claims in the three languages, as our speeches (and most players) phrase them. */
const CLAIMS = {
  seer: /我是预言家|i am the seer|私は占い師/i,
  witch: /我是女巫|i am the witch|私は魔女/i,
  hunter: /我是猎人|i am the hunter|私は狩人/i,
} as const;

export type PublicRecord = {
  /** The discussion read through the NL bridge (claims, checks, witch/hunter reports, accusations). */
  readonly beliefs: TalkBeliefs;
  /** What the beliefs add to the suspicion score. */
  readonly adjustments: ReadonlyMap<number, number>;
  readonly speeches: readonly Speech[];
  readonly votesReceived: ReadonlyMap<number, number>;
  /** Individual ballots (only where the backend writes `vote_cast` events). */
  readonly votesCast: readonly VoteCast[];
  readonly claimedSeers: ReadonlySet<number>;
  /** Players who claimed seer, witch or hunter, each role claimed by nobody else (two claimants of one role protect neither). */
  readonly claimedSpecials: ReadonlySet<number>;
  /** The role each claimant claimed (the strongest claim when several). */
  readonly claimedRoles: ReadonlyMap<number, 'seer' | 'witch' | 'hunter'>;
};

/** Everything public an RPC call tells us: speeches (history + today's), votes received, seer claims. */
export const publicRecord = (input: {
  state: GameStateParams;
  day: number;
  speechesToday?: readonly Speech[];
  voteCounts?: readonly { votes: Readonly<Record<string, number>> }[];
  /** Needed to read the talk into beliefs (language, seats); without it only the wording is used. */
  session?: Session;
  /** `discuss`'s `last_night_events` (they may not be in the history yet). */
  lastNightEvents?: readonly HistoryEvent[];
  /** Talk the call carries besides speeches: `defend`'s accusations, `vote`'s `discussion_summary`. */
  extraSpeeches?: readonly Speech[];
}): PublicRecord => {
  const history = input.state.history;
  const fromHistory = eventsOf(history, EVENT_TYPES.speech, SpeechDataSchema)
    .filter((event) => input.speechesToday === undefined || event.day !== input.day)
    .map((event) => ({ player_id: event.data.player_id, content: event.data.content }));
  const speeches = [...fromHistory, ...(input.speechesToday ?? [])];
  const beliefs =
    input.session === undefined
      ? EMPTY_BELIEFS
      : readTalkBeliefs({ session: input.session, speeches: [...speeches, ...(input.extraSpeeches ?? [])] });
  const wolfVictims = new Set(
    eventsOf([...history, ...(input.lastNightEvents ?? [])], EVENT_TYPES.death, DeathDataSchema)
      .filter((event) => event.data.cause === 'kill')
      .map((event) => event.data.player_id),
  );
  const votesReceived = new Map<number, number>();
  const casts = eventsOf(history, EVENT_TYPES.voteCast, VoteCastDataSchema);
  if (casts.length > 0) {
    for (const cast of casts) {
      if (cast.data.target_id !== null)
        votesReceived.set(cast.data.target_id, (votesReceived.get(cast.data.target_id) ?? 0) + 1);
    }
  } else {
    for (const round of input.voteCounts ?? []) {
      for (const [id, count] of Object.entries(round.votes))
        votesReceived.set(Number(id), (votesReceived.get(Number(id)) ?? 0) + count);
    }
  }
  const claimants = (pattern: RegExp): number[] =>
    speeches.filter((speech) => pattern.test(speech.content)).map((speech) => speech.player_id);
  const claimedSeers = new Set(claimants(CLAIMS.seer));
  const claimedRoles = new Map<number, 'seer' | 'witch' | 'hunter'>();
  for (const role of ['hunter', 'witch', 'seer'] as const)
    for (const id of claimants(CLAIMS[role])) claimedRoles.set(id, role);
  const votesCast = casts.map((cast) => ({
    day: cast.day,
    voterId: cast.data.voter_id,
    targetId: cast.data.target_id,
    voteType: cast.data.vote_type,
  }));
  for (const [id, role] of beliefs.claims)
    if (role === 'seer' || role === 'witch' || role === 'hunter') claimedRoles.set(id, role);
  for (const [id, role] of beliefs.claims) if (role === 'seer') claimedSeers.add(id);
  return {
    beliefs,
    adjustments: beliefAdjustments(beliefs, wolfVictims),
    speeches,
    votesReceived,
    votesCast,
    claimedSeers,
    claimedSpecials: new Set(
      [...claimedRoles]
        .filter(([, role]) => [...claimedRoles.values()].filter((other) => other === role).length === 1)
        .map(([id]) => id),
    ),
    claimedRoles,
  };
};

/** Players that died in the given events (kill, poison, vote or shot). */
export const deathsIn = (events: readonly HistoryEvent[]): number[] =>
  eventsOf(events, EVENT_TYPES.death, DeathDataSchema).map((event) => event.data.player_id);

/** The suspicion score of every player from what the record holds: every handler reads it the same way. */
export const recordSuspicion = (session: Session, record: PublicRecord): ReturnType<typeof suspicionScores> =>
  suspicionScores({
    players: session.players,
    speeches: record.speeches,
    votesReceived: record.votesReceived,
    votesCast: record.votesCast,
    adjustments: record.adjustments,
    selfId: session.selfId,
  });

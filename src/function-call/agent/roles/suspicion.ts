import type { PlayerEntry } from '../../schemas/common.ts';

export type Speech = { readonly player_id: number; readonly content: string };

const ACCUSING = /狼|可疑|怀疑|查杀|werewolf|wolf|suspicious|suspect|lying|人狼|怪しい|黒/i;
const CLEARING = /好人|金水|相信|trust|innocent|good person|village side|人間|白|信じ/i;
export const SEER_CLAIM = /我是预言家|i am the seer|私は占い師/i;
const CHECK_RESULT = /查验|验了|checked|divined|占った|占いの結果/i;

/**
 * How much a claimed seer's word counts against an ordinary accusation: more than a whole day of
 * players repeating one another, so a check result outweighs the herd.
 */
export const SEER_WEIGHT = 6;

/** A score worth saying aloud: two accusations agreeing, or one attack on a vouched-for player. */
export const EVIDENCE = 2;

/** A vote away from the day's majority: the village herds on one player, a werewolf often votes elsewhere. */
export const STRAY_VOTE_WEIGHT = 1.5;

export type VoteCast = {
  readonly day: number;
  readonly voterId: number;
  readonly targetId: number | null;
  readonly voteType: string;
};

/**
 * Voters who, in an elimination round, voted for someone other than the round's most-voted player
 * (abstentions count as stray too). Rounds without a clear leader say nothing.
 */
export const strayVoters = (casts: readonly VoteCast[]): Map<number, number> => {
  const stray = new Map<number, number>();
  const days = new Set(casts.filter((cast) => cast.voteType === 'elimination').map((cast) => cast.day));
  for (const day of days) {
    const round = casts.filter((cast) => cast.day === day && cast.voteType === 'elimination');
    const counts = new Map<number, number>();
    for (const cast of round)
      if (cast.targetId !== null) counts.set(cast.targetId, (counts.get(cast.targetId) ?? 0) + 1);
    const ranked = [...counts].sort((left, right) => right[1] - left[1]);
    const leader = ranked[0];
    if (leader === undefined || (ranked[1] !== undefined && ranked[1][1] === leader[1])) continue;
    for (const cast of round)
      if (cast.targetId !== leader[0]) stray.set(cast.voterId, (stray.get(cast.voterId) ?? 0) + 1);
  }
  return stray;
};

/** Sentences of a speech, split at full stops of the three languages. */
const sentencesOf = (text: string): string[] => text.split(/[。！？!?\n]|\.\s/).filter((part) => part.trim() !== '');

/** Ids a sentence names: `3号`, `3番`, `Player 3`, `Agent[03]` or the player's name. */
export const mentionedIds = (sentence: string, players: readonly PlayerEntry[]): number[] =>
  players
    .filter((player) => {
      const id = player.player_id;
      const byId = new RegExp(`(^|[^0-9])${id}\\s*(号|番)|player\\s*${id}(?![0-9])|Agent\\[0*${id}\\]`, 'i');
      return byId.test(sentence) || (player.name.length >= 2 && sentence.includes(player.name));
    })
    .map((player) => player.player_id);

/**
 * A public-information suspicion score per player: accusations in speeches raise it (a claimed seer's
 * check results count SEER_WEIGHT times), clearing words lower it, and each vote received raises it a little. Pure.
 */
export const suspicionScores = (input: {
  players: readonly PlayerEntry[];
  speeches: readonly Speech[];
  votesReceived?: ReadonlyMap<number, number>;
  /** Individual ballots where the backend publishes them (`vote_cast` events). */
  votesCast?: readonly VoteCast[];
  /** What the talk beliefs add (see talk-beliefs.ts: checks the wording above misses, witch saves, victims' words). */
  adjustments?: ReadonlyMap<number, number>;
  selfId: number;
}): Map<number, number> => {
  const scores = new Map<number, number>(input.players.map((player) => [player.player_id, 0]));
  const add = (playerId: number, amount: number): void => {
    if (scores.has(playerId)) scores.set(playerId, (scores.get(playerId) ?? 0) + amount);
  };
  for (const speech of input.speeches) {
    const claimsSeer = SEER_CLAIM.test(speech.content);
    for (const sentence of sentencesOf(speech.content)) {
      const weight = claimsSeer && CHECK_RESULT.test(sentence) ? SEER_WEIGHT : 1;
      const named = mentionedIds(sentence, input.players).filter((id) => id !== speech.player_id);
      const delta =
        ACCUSING.test(sentence) && !CLEARING.test(sentence) ? weight : CLEARING.test(sentence) ? -weight : 0;
      for (const playerId of named) add(playerId, delta);
      // Whoever accuses us is suspicious to us.
      if (delta > 0 && named.includes(input.selfId)) add(speech.player_id, 1);
    }
  }
  for (const [playerId, count] of input.votesReceived ?? []) add(playerId, count * 0.5);
  for (const [playerId, amount] of input.adjustments ?? []) add(playerId, amount);
  for (const [playerId, count] of strayVoters(input.votesCast ?? []))
    if (playerId !== input.selfId) add(playerId, count * STRAY_VOTE_WEIGHT);
  return scores;
};

/** The highest-scoring candidate, ties broken by the lower id; undefined when the list is empty. */
export const mostSuspected = (scores: ReadonlyMap<number, number>, candidates: readonly number[]): number | undefined =>
  [...candidates].sort((left, right) => (scores.get(right) ?? 0) - (scores.get(left) ?? 0) || left - right)[0];

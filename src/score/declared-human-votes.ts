import type { GameRecord, TalkLogEntry } from '../game-log/index.ts';

/**
 * What one talk says about a player's side, in the speaker's own voice (seats by log index): a white
 * result or "X is a villager" (`human`), a black result or "X is a werewolf / the possessed"
 * (`werewolf`), or the speaker coming out as a werewolf or the possessed (`werewolf-side`), which says
 * every earlier word was part of the act.
 */
export type SideWord =
  | { readonly kind: 'human'; readonly target: number }
  | { readonly kind: 'werewolf'; readonly target: number }
  | { readonly kind: 'werewolf-side' };

/**
 * Reads one talk of a game into side words. Reading free talk is language work the score area does not
 * do: the caller passes a reader (the command line's is our own, `compose/side-reader.ts`).
 */
export type SideReader = (record: GameRecord, talk: TalkLogEntry) => readonly SideWord[];

/**
 * Per seat: its votes, and those of them against a player it had called human in public and not taken
 * back (a later "X is a werewolf", or coming out as the werewolf side, is the reason it gives). A day's
 * talk comes before that day's votes, so every talk up to the vote's day counts.
 */
export const declaredHumanVotes = (
  record: GameRecord,
  read: SideReader,
): Map<number, { readonly votes: number; readonly onDeclaredHuman: number }> => {
  const called = new Map<number, Set<number>>();
  const result = new Map<number, { votes: number; onDeclaredHuman: number }>();
  const talks = [...record.talks].sort((left, right) => left.line - right.line);
  let next = 0;
  const votes = [...record.votes].sort((left, right) => left.line - right.line);
  for (const vote of votes) {
    for (; next < talks.length && (talks[next] as TalkLogEntry).day <= vote.day; next++) {
      const talk = talks[next] as TalkLogEntry;
      const human = called.get(talk.agent) ?? new Set<number>();
      for (const word of read(record, talk)) {
        if (word.kind === 'werewolf-side') human.clear();
        else if (word.kind === 'human') human.add(word.target);
        else human.delete(word.target);
      }
      called.set(talk.agent, human);
    }
    const entry = result.get(vote.agent) ?? { votes: 0, onDeclaredHuman: 0 };
    entry.votes++;
    if (called.get(vote.agent)?.has(vote.target) === true) entry.onDeclaredHuman++;
    result.set(vote.agent, entry);
  }
  return result;
};

// What a talk means in protocol terms: the claim, results, vote, guard, estimate, rally and agreement its
// utterance states (what the pieces must say and the replies must agree with), and the input with one more
// statement added when a piece commits to it (a reply that claims, a result's call to vote).
// Apart from compose-talk.ts because it reads the protocol sentences only, never the phrase books.
import { type GameRole, isGameRole } from '../../../game/state.ts';
import { forEachStatedClause } from '../../../protocol/index.ts';
import type { ComposeInput } from './compose-input.ts';

/** The protocol content of an utterance: what its clauses state (AND / BECAUSE / DAY opened). */
export type Content = {
  claim?: GameRole;
  results: { kind: 'divined' | 'identified'; target: string; werewolf: boolean }[];
  /** Whom we (the bodyguard) guarded last night. */
  guarded?: string | undefined;
  vote?: string | undefined;
  estimate?: { target: string; role: GameRole };
  rally?: string | undefined;
  agreeWith?: string | undefined;
};

/** What `input.utterance` (the talk we are about to say) states: claim, results, vote, guard, estimate, rally… */
export const contentOf = (input: ComposeInput): Content => {
  const { record, utterance } = input;
  const { roster, state } = record;
  const self = roster.numberOf(state.self);
  const content: Content = { results: [] };
  forEachStatedClause(utterance.sentences, (sentence) => {
    switch (sentence.type) {
      case 'COMINGOUT':
        if (sentence.target === self && sentence.role !== 'ANY' && isGameRole(sentence.role))
          content.claim = sentence.role;
        return;
      case 'DIVINED':
      case 'IDENTIFIED': {
        const target = roster.nameOf(sentence.target);
        if (target !== undefined && sentence.species !== 'ANY') {
          content.results.push({
            kind: sentence.type === 'DIVINED' ? 'divined' : 'identified',
            target,
            werewolf: sentence.species === 'WEREWOLF',
          });
        }
        return;
      }
      case 'VOTE':
        content.vote = roster.nameOf(sentence.target) ?? content.vote;
        return;
      case 'GUARDED':
        content.guarded = roster.nameOf(sentence.target) ?? content.guarded;
        return;
      case 'ESTIMATE': {
        const target = roster.nameOf(sentence.target);
        if (target !== undefined && isGameRole(sentence.role)) content.estimate = { target, role: sentence.role };
        return;
      }
      case 'REQUEST':
        if (sentence.target === 0 && sentence.clause.type === 'VOTE')
          content.rally = roster.nameOf(sentence.clause.target);
        return;
      case 'AGREE':
        content.agreeWith = input.authorOf(sentence.talkDay, sentence.talkId);
        return;
      default:
        return;
    }
  });
  return content;
};

/** The input with our claim of `role` among what the talk means (a reply that answers with our role). */
export const withClaim = (input: ComposeInput, role: GameRole): ComposeInput => ({
  ...input,
  utterance: {
    ...input.utterance,
    sentences: [
      ...input.utterance.sentences,
      { type: 'COMINGOUT', target: input.record.roster.numberOf(input.record.state.self) ?? 0, role },
    ],
  },
});

/** The input with our vote on `target` among what the talk means (a result's call to vote its target). */
export const withVote = (input: ComposeInput, target: string): ComposeInput => ({
  ...input,
  utterance: {
    ...input.utterance,
    sentences: [...input.utterance.sentences, { type: 'VOTE', target: input.record.roster.numberOf(target) ?? 0 }],
  },
});

/** The input with our suspicion of `target` among what the talk means (a result that names the werewolf). */
export const withSuspicion = (input: ComposeInput, target: string): ComposeInput => ({
  ...input,
  utterance: {
    ...input.utterance,
    sentences: [
      ...input.utterance.sentences,
      { type: 'ESTIMATE', target: input.record.roster.numberOf(target) ?? 0, role: 'WEREWOLF' },
    ],
  },
});

/** A move that names its target as a werewolf-side suspect (what a cite of others' words can back). */
export const accuses = (content: Content): boolean =>
  content.vote !== undefined ||
  content.rally !== undefined ||
  content.agreeWith !== undefined ||
  (content.estimate !== undefined && content.estimate.role !== 'VILLAGER');

import type { GameRole, GameState, Species, TalkEntry } from '../../game/state.ts';
import { GAME_ROLES } from '../../game/state.ts';
import type { Sentence } from '../../protocol/ast.ts';
import { ANY } from '../../protocol/ast.ts';
import { createRoster, resolveSubjects } from '../../protocol/index.ts';
import type { Origin, Question, Report, RoleClaim, Suspicion, Understood } from './types.ts';

export type Statements = {
  readonly claims: RoleClaim[];
  readonly reports: Report[];
  readonly suspicions: Suspicion[];
  readonly questions: Question[];
  /** Latest stated vote intention per agent, today only. */
  readonly voteIntentions: Record<string, string>;
  /** Latest attack proposal whispered today per werewolf (`ATTACK X`, else `REQUEST … (ATTACK X)`). */
  readonly attackPlans: Record<string, string>;
};

const isGameRole = (role: string): role is GameRole => (GAME_ROLES as readonly string[]).includes(role);
const isSpecies = (species: string): species is Species => species === 'HUMAN' || species === 'WEREWOLF';

/**
 * Reads what each speaker said about itself: claims, results, suspicions, vote intentions, and the
 * questions addressed to us. Only clauses whose subject is the speaker count as the speaker's own
 * statement (a quoted claim of somebody else is not that somebody's claim).
 */
export const collectStatements = (options: { state: GameState; understood: Understood }): Statements => {
  const { state, understood } = options;
  const roster = createRoster(state.agents);
  const selfNumber = roster.numberOf(state.self);
  const statements: Statements = {
    claims: [],
    reports: [],
    suspicions: [],
    questions: [],
    voteIntentions: {},
    attackPlans: {},
  };
  const requestedVotes: Record<string, string> = {};

  const visit = (entry: TalkEntry, origin: Origin, sentence: Sentence, speaker: number, day: number): void => {
    const name = (agentNumber: number): string | undefined => roster.nameOf(agentNumber);
    const own = 'subject' in sentence && sentence.subject === speaker;
    switch (sentence.type) {
      case 'COMINGOUT':
        if (own && sentence.target === speaker && isGameRole(sentence.role)) {
          statements.claims.push({ ...origin, agent: entry.agent, role: sentence.role });
        }
        return;
      case 'DIVINED':
      case 'IDENTIFIED': {
        const target = name(sentence.target);
        if (own && target !== undefined && isSpecies(sentence.species)) {
          const kind = sentence.type === 'DIVINED' ? 'divination' : 'identification';
          statements.reports.push({ ...origin, day, reporter: entry.agent, target, species: sentence.species, kind });
        }
        return;
      }
      case 'ESTIMATE': {
        const target = name(sentence.target);
        if (own && target !== undefined && isGameRole(sentence.role)) {
          statements.suspicions.push({ ...origin, agent: entry.agent, target, role: sentence.role });
        }
        return;
      }
      case 'VOTE': {
        const target = name(sentence.target);
        if (own && target !== undefined && entry.day === state.day && origin.channel === 'talk') {
          statements.voteIntentions[entry.agent] = target;
        }
        return;
      }
      case 'REQUEST':
      case 'INQUIRE': {
        const addressed = sentence.target === selfNumber || sentence.target === ANY;
        if (addressed && entry.agent !== state.self && entry.day === state.day && origin.channel === 'talk') {
          const toMe = sentence.target === selfNumber;
          statements.questions.push({
            ...origin,
            from: entry.agent,
            kind: sentence.type,
            toMe,
            clause: sentence.clause,
          });
        }
        const inner = sentence.clause;
        if (
          sentence.type === 'REQUEST' &&
          inner.type === 'VOTE' &&
          entry.day === state.day &&
          origin.channel === 'talk'
        ) {
          const target = name(inner.target);
          if (target !== undefined) requestedVotes[entry.agent] = target;
        }
        return;
      }
      case 'AND':
      case 'BECAUSE':
        for (const clause of sentence.clauses) visit(entry, origin, clause, speaker, day);
        return;
      case 'DAY':
        visit(entry, origin, sentence.clause, speaker, sentence.day);
        return;
      default:
        return;
    }
  };

  const read = (entries: readonly TalkEntry[], sentences: Understood['talks'], channel: 'talk' | 'whisper'): void => {
    entries.forEach((entry, position) => {
      const speaker = roster.numberOf(entry.agent);
      if (speaker === undefined || entry.skip || entry.over) return;
      const origin: Origin = { day: entry.day, idx: entry.idx, channel };
      for (const sentence of sentences[position] ?? []) {
        visit(entry, origin, resolveSubjects(sentence, speaker), speaker, entry.day);
      }
    });
  };
  // Whispers are the werewolves' private plans, not public statements: only attack proposals are read.
  read(state.talks, understood.talks, 'talk');
  const requestedAttacks: Record<string, string> = {};
  const visitWhisper = (entry: TalkEntry, sentence: Sentence, speaker: number): void => {
    if (sentence.type === 'AND' || sentence.type === 'BECAUSE') {
      for (const clause of sentence.clauses) visitWhisper(entry, clause, speaker);
      return;
    }
    const proposal = sentence.type === 'REQUEST' ? sentence.clause : sentence;
    if (proposal.type !== 'ATTACK') return;
    const target = roster.nameOf(proposal.target);
    if (target === undefined) return;
    if (sentence.type === 'REQUEST') requestedAttacks[entry.agent] = target;
    else if (proposal.subject === speaker) statements.attackPlans[entry.agent] = target;
  };
  state.whispers.forEach((entry, position) => {
    const speaker = roster.numberOf(entry.agent);
    if (speaker === undefined || entry.skip || entry.over || entry.day !== state.day) return;
    for (const sentence of understood.whispers[position] ?? []) {
      visitWhisper(entry, resolveSubjects(sentence, speaker), speaker);
    }
  });
  for (const [agent, target] of Object.entries(requestedAttacks)) {
    statements.attackPlans[agent] ??= target;
  }

  // "Let us all vote X" counts as an intention when the speaker stated none of its own.
  for (const [agent, target] of Object.entries(requestedVotes)) {
    statements.voteIntentions[agent] ??= target;
  }
  return statements;
};

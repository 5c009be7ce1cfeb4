import type { Roster, Sentence } from '../../protocol/index.ts';

/** The talk a clause was read from: its words, its speaker's number and the table's roster. */
export type ReadTalk = { readonly text: string; readonly speaker: number; readonly roster: Roster };

/**
 * The form a reading of someone's talk takes, as the precision measure counts it (`npm run bench --
 * reading-precision`): what the clause says (its verb with the role, species or asked verb), whether its
 * subject is another player than the speaker, whether the player it is about is named in the text word for
 * word (a target read through a pronoun, an addressee or a guess is wrong more often) and whether the line
 * names other players too (on the 2025 labelled talk a werewolf estimate of the one player a Japanese line
 * names is right 97 % of the time, among several 93 %: the others' roles and results get read as the
 * speaker's suspicion). One clause: AND, BECAUSE and DAY are opened by the caller (`forEachStatedClause`).
 */
export const readingForm = (clause: Sentence, talk: ReadTalk): string => {
  const by = 'subject' in clause && clause.subject !== undefined && clause.subject !== talk.speaker ? ' by-other' : '';
  const naming = (agent: number): string => {
    const name = talk.roster.nameOf(agent);
    if (name === undefined || !talk.text.includes(name)) return ' unnamed';
    const others = talk.roster.names.some(
      (other) => other !== name && talk.roster.numberOf(other) !== talk.speaker && talk.text.includes(other),
    );
    return others ? ' named-among-others' : ' named-alone';
  };
  switch (clause.type) {
    case 'COMINGOUT':
      return clause.target === talk.speaker
        ? `COMINGOUT ${clause.role}${by}`
        : `COMINGOUT-OTHER ${clause.role}${by}${naming(clause.target)}`;
    case 'ESTIMATE':
      return `ESTIMATE ${clause.role}${by}${naming(clause.target)}`;
    case 'DIVINED':
    case 'IDENTIFIED':
      return `${clause.type} ${clause.species}${by}${naming(clause.target)}`;
    case 'REQUEST':
    case 'INQUIRE': {
      const inner = clause.clause;
      const about = 'target' in inner && inner.target !== 0 ? naming(inner.target) : '';
      return `${clause.type}${clause.target === 0 ? ' ANY' : ''} ${inner.type}${by}${about}`;
    }
    case 'NOT':
      return `NOT ${clause.clause.type}${by}`;
    case 'DIVINATION':
    case 'GUARD':
    case 'GUARDED':
    case 'VOTE':
    case 'VOTED':
    case 'ATTACK':
    case 'ATTACKED':
      return `${clause.type}${by}${clause.target === 0 ? '' : naming(clause.target)}`;
    default:
      return `${clause.type}${by}`;
  }
};

/**
 * What a clause says about the player it names, as the talk takes it up ("A goes after B", "A vouches for
 * B"): going after B (a vote, a werewolf or possessed estimate or result, a call to vote B) or vouching for B
 * (a human result, a villager or human estimate, trusting B's role). Undefined for anything else.
 */
export type Stance = { readonly type: 'accuse' | 'clear'; readonly on: number };

const CLEARING_ROLES: ReadonlySet<string> = new Set(['VILLAGER', 'SEER', 'MEDIUM', 'BODYGUARD']);

export const stanceOf = (clause: Sentence): Stance | undefined => {
  switch (clause.type) {
    case 'VOTE':
      return { type: 'accuse', on: clause.target };
    case 'ESTIMATE':
      if (clause.role === 'WEREWOLF' || clause.role === 'POSSESSED') return { type: 'accuse', on: clause.target };
      return CLEARING_ROLES.has(clause.role) ? { type: 'clear', on: clause.target } : undefined;
    case 'DIVINED':
    case 'IDENTIFIED':
      if (clause.species === 'ANY') return undefined;
      return { type: clause.species === 'WEREWOLF' ? 'accuse' : 'clear', on: clause.target };
    case 'REQUEST':
      return clause.target === 0 && clause.clause.type === 'VOTE'
        ? { type: 'accuse', on: clause.clause.target }
        : undefined;
    default:
      return undefined;
  }
};

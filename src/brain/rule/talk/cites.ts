import { forEachStatedClause, type Sentence } from '../../../protocol/index.ts';
import type { GameRole, TalkEntry } from '../../../game/state.ts';
import type { Report } from '../../beliefs/index.ts';
import { type GameRecord, stillDoubtedByUs } from './evidence.ts';
import { ownStance } from './own-stance.ts';

/**
 * The latest thing someone at the table said that bears on the agent our move names: what a talk that
 * takes up the conversation refers to first ("X also suspects T", "T goes after Y", "X vouches for T",
 * "T claims the seer"). Read from the talk as every reader at the table reads it; only the speaker's
 * own clauses count, and a talk read as no judgement of T is not cited.
 */
export type Cite = CiteOf & { readonly yesterday?: boolean };

type CiteOf =
  /** `speaker` (not the target) said it suspects or votes `target`, or found it a werewolf. */
  | { readonly kind: 'cite-with'; readonly speaker: string; readonly target: string; readonly idx: number }
  /** The target itself went after `other`. */
  | { readonly kind: 'cite-accuses'; readonly speaker: string; readonly other: string; readonly idx: number }
  /** `speaker` called the target a villager. */
  | { readonly kind: 'cite-defends'; readonly speaker: string; readonly target: string; readonly idx: number }
  /** `speaker` published a white result on the target. */
  | { readonly kind: 'cite-white'; readonly speaker: string; readonly target: string; readonly idx: number }
  /** The target claimed a role. */
  | { readonly kind: 'cite-claim'; readonly speaker: string; readonly role: GameRole; readonly idx: number }
  /**
   * Nothing said about the target: the newest talk at the table goes after `other` (not us, not the
   * target), and our move names another — said as a disagreement with its speaker.
   */
  | { readonly kind: 'cite-differs'; readonly speaker: string; readonly other: string; readonly idx: number };

/** How far back the cite looks in a day's talk: at most this many talks from the newest. */
const WINDOW = 12;

type Fact =
  | { readonly type: 'accuse'; readonly on: number }
  | { readonly type: 'clear'; readonly on: number; readonly result: boolean }
  | { readonly type: 'claim'; readonly role: GameRole };

const CLAIMABLE: ReadonlySet<string> = new Set(['SEER', 'MEDIUM', 'BODYGUARD', 'WEREWOLF', 'POSSESSED']);

const factsOf = (sentences: readonly Sentence[], speaker: number | undefined): Fact[] => {
  const facts: Fact[] = [];
  forEachStatedClause(sentences, (sentence) => {
    if ('subject' in sentence && sentence.subject !== undefined && sentence.subject !== speaker) return;
    switch (sentence.type) {
      case 'VOTE':
        facts.push({ type: 'accuse', on: sentence.target });
        return;
      case 'ESTIMATE':
        if (sentence.role === 'WEREWOLF' || sentence.role === 'POSSESSED')
          facts.push({ type: 'accuse', on: sentence.target });
        else if (sentence.role === 'VILLAGER') facts.push({ type: 'clear', on: sentence.target, result: false });
        return;
      case 'DIVINED':
      case 'IDENTIFIED':
        if (sentence.species === 'WEREWOLF') facts.push({ type: 'accuse', on: sentence.target });
        else if (sentence.species === 'HUMAN') facts.push({ type: 'clear', on: sentence.target, result: true });
        return;
      case 'COMINGOUT':
        if (sentence.target === speaker && CLAIMABLE.has(sentence.role))
          facts.push({ type: 'claim', role: sentence.role as GameRole });
        return;
      case 'REQUEST':
        if (sentence.target === 0 && sentence.clause.type === 'VOTE')
          facts.push({ type: 'accuse', on: sentence.clause.target });
        return;
      default:
        return;
    }
  });
  return facts;
};

/**
 * The newest talk (by another agent) that bears on `target`, as a cite: today's, else yesterday's (a
 * day's last talks, before anyone spoke today); undefined when none does.
 */
export const citeAbout = (record: GameRecord, target: string): Cite | undefined => {
  const { state } = record;
  let end = state.talks.length;
  while (end > 0 && state.talks[end - 1]!.day > state.day) end--;
  let start = end;
  while (start > 0 && state.talks[start - 1]!.day === state.day) start--;
  const today = citeIn(record, target, start, end);
  if ((today !== undefined && today.kind !== 'cite-differs') || state.day <= 1) return today;
  let yesterday = start;
  while (yesterday > 0 && state.talks[yesterday - 1]!.day === state.day - 1) yesterday--;
  const cite = citeIn(record, target, yesterday, start);
  // Yesterday's words about the target before a disagreement with today's newest talk.
  return cite === undefined || cite.kind === 'cite-differs' ? today : { ...cite, yesterday: true };
};

/**
 * The newest talk in [start, end) bearing on `target`. A talk that merely names the target is no cite:
 * "X brought T up too" reads as a template, and a talk the reader took nothing from may say anything.
 */
const citeIn = (record: GameRecord, target: string, start: number, end: number): Cite | undefined => {
  const { state, roster, talkSentences } = record;
  const targetNumber = roster.numberOf(target);
  const self = roster.numberOf(state.self);
  let seen = 0;
  let differs: Cite | undefined;
  // Whom our own lines and votes went after (and still do), read only when a cite needs it.
  let doubts: ReadonlySet<string> | undefined;
  const ourDoubts = (): ReadonlySet<string> => {
    if (doubts === undefined) {
      const doubted = stillDoubtedByUs(record);
      const stance = ownStance(record)?.target;
      if (stance !== undefined) doubted.add(stance);
      doubts = doubted;
    }
    return doubts;
  };
  for (let index = end - 1; index >= start && seen < WINDOW; index--) {
    const talk = state.talks[index]!;
    if (talk.agent === state.self || talk.over || talk.skip) continue;
    // The dead are out of the discussion: what they said is no live word to take up.
    if (state.status[talk.agent] !== 'ALIVE') continue;
    seen++;
    const speaker = roster.numberOf(talk.agent);
    const facts = factsOf(talkSentences[index] ?? [], speaker);
    // Only what the text itself names is cited: a reading through a pronoun or a guess may be wrong,
    // and a wrong "X suspects Y" is what readers hold against a line most.
    const named = (agent: number): string | undefined => {
      const name = roster.nameOf(agent);
      return name !== undefined && talk.text.includes(name) ? name : undefined;
    };
    const accusedOther = (against: boolean): string | undefined => {
      for (const fact of facts)
        if (fact.type === 'accuse' && fact.on !== targetNumber && fact.on !== self) {
          const other = named(fact.on);
          // "T goes after Y" of a Y now dead is stale (judges: "rests on a suspicion of the dead"); held
          // against T, of a Y our own lines went after it argues against us (judges: "T targets Y, which the
          // seat itself has been doing all day").
          if (other === undefined || other === talk.agent || state.status[other] !== 'ALIVE') continue;
          if (against && ourDoubts().has(other)) continue;
          return other;
        }
      return undefined;
    };
    if (talk.agent === target) {
      const claim = facts.find((fact) => fact.type === 'claim');
      // A claim taken back since is none to take up ("Ryuji claims seer now" after Ryuji withdrew it).
      if (claim?.type === 'claim' && stillClaims(record, target, claim.role))
        return { kind: 'cite-claim', speaker: target, role: claim.role, idx: talk.idx };
      const other = accusedOther(true);
      if (other !== undefined) return { kind: 'cite-accuses', speaker: target, other, idx: talk.idx };
      continue;
    }
    if (state.teammates.includes(talk.agent)) continue;
    const aboutTarget = targetNumber !== undefined && named(targetNumber) !== undefined;
    for (const fact of facts) {
      if (!aboutTarget) break;
      if (fact.type === 'accuse' && fact.on === targetNumber)
        return { kind: 'cite-with', speaker: talk.agent, target, idx: talk.idx };
      if (fact.type === 'clear' && fact.on === targetNumber) {
        // A result the speaker only repeated from another reporter is no result of its own (stated-results.ts):
        // it vouches for the target, it published nothing.
        const published = fact.result && record.beliefs.reports.some((report) => reportedIn(report, talk, target));
        return { kind: published ? 'cite-white' : 'cite-defends', speaker: talk.agent, target, idx: talk.idx };
      }
    }
    // The newest talk went after someone else: kept in case nothing at the table speaks of the target.
    if (seen === 1 && end === state.talks.length) {
      const other = accusedOther(false);
      if (other !== undefined) differs = { kind: 'cite-differs', speaker: talk.agent, other, idx: talk.idx };
    }
  }
  return differs;
};

/** The claim is on the record the talk states from (`statedBeliefs`: not withdrawn). */
const stillClaims = (record: GameRecord, agent: string, role: GameRole): boolean =>
  record.beliefs.claims.some((claim) => claim.agent === agent && claim.role === role);

/** The result is `target`'s white one read from this talk. */
const reportedIn = (report: Report, talk: TalkEntry, target: string): boolean =>
  report.reporter === talk.agent && report.target === target && report.species === 'HUMAN' && report.idx === talk.idx;

/** A key per cite, so one agent does not cite the same talk twice. */
export const citeKey = (cite: Cite, day: number): string =>
  `cite:${cite.yesterday === true ? day - 1 : day}:${cite.idx}`;

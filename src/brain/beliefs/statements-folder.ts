import type { GameState, TalkEntry } from '../../game/state.ts';
import type { Sentence } from '../../protocol/ast.ts';
import type { Roster } from '../../protocol/index.ts';
import { createRosterPool, type RosterPool } from './roster-pool.ts';
import { sameCast } from './same-cast.ts';
import {
  emptyTalkStatements,
  finishStatements,
  foldTalk,
  readAttackPlans,
  type StatementReader,
  type Statements,
  statementReaderOf,
  type TalkStatements,
} from './statements.ts';
import type { Understood } from './types.ts';

/** Statements kept up to date request after request: one per game and agent (see `createStatementsFolder`). */
export type StatementsFolder = {
  update(options: { state: GameState; understood: Understood }): Statements;
};

type Folded = {
  readonly reader: StatementReader;
  readonly agents: readonly string[];
  /** The talks and their readings folded so far, compared element by element with the next call's. */
  readonly entries: TalkEntry[];
  readonly sentences: (readonly Sentence[] | undefined)[];
  readonly talk: TalkStatements;
};

/**
 * Reading every talk of the game again for each request made the beliefs cost grow with the history
 * (a 13-player game holds hundreds of talks by day 5). Talks are only ever appended, and the fold
 * keeps their objects, so this folds only the talks that are new since the last call (on a new day,
 * also today's part of the talks folded before). Whenever what was folded no longer matches (another
 * self or roster; an inserted, replaced or newly read talk), it folds the whole history again: the
 * result is always what `collectStatements` gives.
 */
export const createStatementsFolder = (rosters: RosterPool = createRosterPool()): StatementsFolder => {
  let folded: Folded | undefined;
  let roster: Roster | undefined;
  let handedOut: HandedOut | undefined;

  /** True when the folded talks are still the first talks of `state` with the same readings. */
  const stillValid = (current: Folded, state: GameState, understood: Understood): boolean => {
    const { reader } = current;
    if (reader.self !== state.self || !sameCast(current.agents, state.agents)) return false;
    const { entries, sentences } = current;
    if (state.talks.length < entries.length) return false;
    for (let position = 0; position < entries.length; position++) {
      if (state.talks[position] !== entries[position] || understood.talks[position] !== sentences[position]) {
        return false;
      }
    }
    return true;
  };

  const restart = (state: GameState): Folded => {
    // Every seat of a game starts its folder with the same cast: one roster from the pool the seats share
    // (making one took a third of a seat's first fold).
    if (roster === undefined || !sameCast(roster.names, state.agents))
      roster = rosters.rosterOf(state.agents.join('\u0000'), state.agents);
    return {
      reader: statementReaderOf(state, roster),
      agents: [...state.agents],
      entries: [],
      sentences: [],
      talk: emptyTalkStatements(),
    };
  };

  /**
   * The folded talks seen from a new day: claims, results and suspicions hold whatever the day (kept),
   * intentions and questions count on the current day only (folded again from the talks of that day,
   * usually none yet). Folding the whole history again each morning made the beliefs' cost grow with it.
   */
  const nextDay = (current: Folded, state: GameState): Folded => {
    const reader = statementReaderOf(state, current.reader.roster);
    const talk: TalkStatements = {
      ...emptyTalkStatements(),
      claims: current.talk.claims,
      reports: current.talk.reports,
      suspicions: current.talk.suspicions,
    };
    for (let position = 0; position < current.entries.length; position++) {
      foldTalk(talk, reader, current.entries[position]!, current.sentences[position] ?? [], true);
    }
    return { ...current, reader, talk };
  };

  return {
    update: ({ state, understood }) => {
      const valid = folded !== undefined && stillValid(folded, state, understood) ? folded : undefined;
      const current =
        valid === undefined ? restart(state) : valid.reader.day === state.day ? valid : nextDay(valid, state);
      // Our own copies (of pointers), grown by the new talks: a caller that reuses and mutates its arrays
      // must not fool the next comparison.
      for (let position = current.entries.length; position < state.talks.length; position++) {
        const entry = state.talks[position]!;
        const sentences = understood.talks[position];
        foldTalk(current.talk, current.reader, entry, sentences ?? []);
        current.entries.push(entry);
        current.sentences.push(sentences);
      }
      folded = current;
      const attackPlans = readAttackPlans({ state, understood, roster: current.reader.roster });
      // Most talks add nothing (Over, agreement, a restated intention): then the statements handed out
      // last are still exact, and returning the same object lets the caller keep what it derived from them.
      if (
        handedOut !== undefined &&
        handedOut.talk === current.talk &&
        handedOut.revision === current.talk.revision &&
        sameRecord(handedOut.statements.attackPlans, attackPlans)
      ) {
        return handedOut.statements;
      }
      const statements = finishStatements(current.talk, attackPlans, handedOut);
      handedOut = { talk: current.talk, revision: current.talk.revision, statements };
      return statements;
    },
  };
};

/** The statements returned last, and the fold (object and revision) they were copied from. */
type HandedOut = { readonly talk: TalkStatements; readonly revision: number; readonly statements: Statements };

/** Same keys in the same order with the same values (the order shows in the beliefs' JSON). */
const sameRecord = (left: Record<string, string>, right: Record<string, string>): boolean => {
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  if (leftKeys.length !== rightKeys.length) return false;
  for (let position = 0; position < leftKeys.length; position++) {
    const key = leftKeys[position]!;
    if (key !== rightKeys[position] || left[key] !== right[key]) return false;
  }
  return true;
};

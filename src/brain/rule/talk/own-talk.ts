import { type GameRole, type GameState, isGameRole } from '../../../game/state.ts';
import { forEachStatedClause, type Roster, type Sentence } from '../../../protocol/index.ts';
import type { Language } from '../../brain.ts';
import { isSureClause } from '../../reading/sure-reading.ts';
import type { Memory } from '../memory.ts';

/** The memory's state before a decision, to go back to when what we said is not what the record shows. */
type Snapshot = {
  readonly saidTexts: readonly string[];
  readonly doneTopics: readonly string[];
  readonly claimedRole: GameRole | undefined;
  readonly published: Memory['published'][number][];
  readonly intentions: readonly (readonly [number, string])[];
};

type Pending = {
  readonly snapshot: Snapshot;
  /** What we answered (normalised), and how many talk entries of ours the record held then. */
  readonly text: string;
  readonly ownBefore: number;
  /** Put the composer's memory back as it was before this decision. */
  readonly restoreComposer: () => void;
};

/** Spacing and ASCII commas are the server's and the logs' business, not part of what we said. */
const normalised = (text: string): string => text.replace(/[\s,]+/gu, '');

const ownEntries = (state: GameState): number[] => {
  const indices: number[] = [];
  for (let index = 0; index < state.talks.length; index++)
    if (state.talks[index]!.agent === state.self) indices.push(index);
  return indices;
};

/**
 * What we said is what the game record says under our name. Normally that is what we answered; but a
 * line under our name may be another's (the LLM layer's, a server cut, or a replayed seat's real
 * agent), and then what we answered was never said. Each talk answer is remembered with the memory as
 * it was before it; when the record shows another line in its place, the memory goes back and takes
 * the claims and results of the line that was really said (our commitments from then on). A vote
 * intention we answered but never said is dropped (the vote is then decided afresh); one said in our
 * place is not taken as the brain's vote: the composer reads our stated votes from the record itself
 * and says why when the brain's differs.
 */
export const createOwnTalkLedger = (memory: Memory, lang: Language) => {
  const pending: Pending[] = [];
  /** The lines said under our name that were not ours, oldest first (their voice is ours from then on). */
  const foreign: string[] = [];
  /** How many of the record's talk entries under our name are explained: answered by us, or taken as said. */
  let explained = 0;
  const takeAsSaid = (
    state: GameState,
    readings: readonly (readonly Sentence[])[],
    roster: Roster,
    entries: readonly number[],
  ): void => {
    for (const at of entries) {
      const entry = state.talks[at]!;
      adopt({
        memory,
        state,
        entry,
        sentences: readings[at] ?? [],
        roster,
        quoted: quotes(state, readings, roster, at),
        lang,
      });
      if (!entry.over && !entry.skip) foreign.push(entry.text);
    }
  };
  const snapshot = (): Snapshot => ({
    saidTexts: [...memory.saidTexts],
    doneTopics: [...memory.doneTopics],
    claimedRole: memory.claimedRole,
    published: [...memory.published],
    intentions: [...memory.intentions],
  });
  const restore = (saved: Snapshot): void => {
    memory.saidTexts.clear();
    for (const text of saved.saidTexts) memory.saidTexts.add(text);
    memory.doneTopics.clear();
    for (const topic of saved.doneTopics) memory.doneTopics.add(topic);
    memory.published.splice(0, memory.published.length, ...saved.published);
    memory.intentions.clear();
    for (const [day, target] of saved.intentions) memory.intentions.set(day, target);
    if (saved.claimedRole === undefined) delete memory.claimedRole;
    else memory.claimedRole = saved.claimedRole;
  };
  return {
    foreignLines: (): readonly string[] => foreign,
    /** Before deciding a talk: what to go back to if the answer is not what gets said. */
    begin: (state: GameState, restoreComposer: () => void) => {
      const saved = snapshot();
      const ownBefore = ownEntries(state).length;
      return (answered: string): void => {
        pending.push({ snapshot: saved, text: normalised(answered), ownBefore, restoreComposer });
      };
    },
    /**
     * Compares the talk answers not yet seen in the record with what the record says under our name;
     * `readings` are the record's talks read into sentences (parallel to `state.talks`).
     */
    settle: (state: GameState, readings: readonly (readonly Sentence[])[], roster: Roster): void => {
      const own = ownEntries(state);
      // Lines under our name that no answer of ours was waiting for: said before this brain's first answer
      // (it started mid-game: a reconnection, a restarted process). Someone said them as us; they are ours.
      const answeredFrom = pending[0]?.ownBefore ?? own.length;
      if (explained < answeredFrom) {
        takeAsSaid(state, readings, roster, own.slice(explained, answeredFrom));
        explained = answeredFrom;
      }
      while (pending.length > 0) {
        const first = pending[0]!;
        // Not in the record yet (the server's echo may come later): wait.
        if (own.length <= first.ownBefore) return;
        const index = own[first.ownBefore]!;
        const entry = state.talks[index]!;
        pending.shift();
        explained = first.ownBefore + 1;
        if (normalised(entry.text) === first.text) continue;
        // Another line was said in our place: what we answered then (and after) never was.
        restore(first.snapshot);
        first.restoreComposer();
        pending.length = 0;
        takeAsSaid(state, readings, roster, own.slice(first.ownBefore));
        explained = own.length;
        return;
      }
    },
  };
};

/** A result as a key: its kind, target and species ("DIVINED:3:WEREWOLF"). */
const resultKey = (type: 'DIVINED' | 'IDENTIFIED', target: number, species: string): string =>
  `${type}:${target}:${species}`;

/**
 * The results other players stated before the talk at `before`: a line of ours that repeats one of them
 * quotes it ("カナタはエリザ白か！", "Yuki's result: Aya black"), as the beliefs read such echoes.
 */
const quotes = (
  state: GameState,
  readings: readonly (readonly Sentence[])[],
  roster: Roster,
  before: number,
): ReadonlySet<string> => {
  const keys = new Set<string>();
  for (let index = 0; index < before; index++) {
    const talk = state.talks[index]!;
    if (talk.agent === state.self) continue;
    const speaker = roster.numberOf(talk.agent);
    forEachStatedClause(readings[index] ?? [], (sentence) => {
      if ('subject' in sentence && sentence.subject !== undefined && sentence.subject !== speaker) return;
      if (sentence.type === 'DIVINED' || sentence.type === 'IDENTIFIED')
        keys.add(resultKey(sentence.type, sentence.target, sentence.species));
    });
  }
  return keys;
};

/** The role a result of this kind claims. */
const roleOfResult = (type: 'DIVINED' | 'IDENTIFIED'): GameRole => (type === 'DIVINED' ? 'SEER' : 'MEDIUM');

/** A line said under our name, with what adopting it needs. */
type Said = {
  readonly memory: Memory;
  readonly state: GameState;
  readonly entry: GameState['talks'][number];
  /** The line read into sentences. */
  readonly sentences: readonly Sentence[];
  readonly roster: Roster;
  /** Results other players stated before the line (see `quotes`). */
  readonly quoted: ReadonlySet<string>;
  readonly lang: Language;
};

/**
 * Takes what a line said under our name commits us to: its text, our claim, our results. A result is
 * ours only when we could have it: never a divination from the real medium or a medium claimer (nor a
 * medium result from the seer's side), never one that repeats another player's earlier result while we
 * had not claimed its role (a quote: the medium restating the seer's black became "my divination").
 * The real seer's (medium's) result it does not have binds it too when surely read as its own kind of
 * result and no quote: words said in our name (the model's before a fallback, a replayed seat's lie)
 * that the table heard as our result; telling the true one for that night after them reads as a second,
 * different result (judges' most named contradiction of a seat's own lines).
 */
const adopt = (said: Said): void => {
  const { memory, state, entry, sentences, roster, quoted } = said;
  if (entry.over || entry.skip) return;
  memory.saidTexts.add(entry.text);
  const self = roster.numberOf(state.self);
  const judgements = [...state.divineResults, ...state.mediumResults];
  const talk = { text: entry.text, speaker: self ?? 0, roster };
  forEachStatedClause(sentences, (sentence) => {
    if ('subject' in sentence && sentence.subject !== undefined && sentence.subject !== self) return;
    switch (sentence.type) {
      case 'COMINGOUT':
        if (sentence.target === self && isGameRole(sentence.role)) memory.claimedRole = sentence.role;
        return;
      case 'NOT': {
        // Our claim taken back under our name ("I retract my seer claim"): the table no longer holds it nor
        // the results given under it. We are a plain villager to it from then on (a claim of the role again,
        // or results continued, would take the retraction back); only the real holder of the role keeps it.
        const clause = sentence.clause;
        if (clause.type !== 'COMINGOUT' || clause.target !== self || clause.role !== memory.claimedRole) return;
        if (state.role === clause.role) return;
        memory.claimedRole = 'VILLAGER';
        memory.published.length = 0;
        return;
      }
      case 'DIVINED':
      case 'IDENTIFIED': {
        const name = roster.nameOf(sentence.target);
        // A result on ourselves is someone else's, misread as ours.
        if (name === undefined || name === state.self || sentence.species === 'ANY') return;
        const key = resultKey(sentence.type, sentence.target, sentence.species);
        // The real seer or medium says its own results, whichever word the reader took them for
        // (「ユウさんは人間判定でした」 from the medium reads as a divination); one it does not have is ours
        // only as said above: of its own kind, surely read, no quote.
        const own =
          state.role === 'SEER' ? state.divineResults : state.role === 'MEDIUM' ? state.mediumResults : undefined;
        if (own !== undefined && !own.some((result) => result.target === name && result.result === sentence.species)) {
          const ownKind = state.role === 'SEER' ? 'DIVINED' : 'IDENTIFIED';
          if (sentence.type !== ownKind || quoted.has(key) || !isSureClause(said.lang, sentence, talk, 'fact')) return;
        }
        const role: GameRole =
          state.role === 'SEER' || state.role === 'MEDIUM' ? state.role : roleOfResult(sentence.type);
        if (own === undefined) {
          // A divination from a medium claimer (or the reverse), or another player's earlier result
          // repeated before we claimed its role: a quote, not a result of ours.
          const otherRole = role === 'SEER' ? 'MEDIUM' : 'SEER';
          if (memory.claimedRole === otherRole) return;
          if (memory.claimedRole !== role && quoted.has(key)) return;
        }
        const day = judgements.find((judgement) => judgement.target === name)?.day ?? entry.day;
        if (!memory.published.some((result) => result.target === name)) {
          memory.published.push({ day, target: name, species: sentence.species });
        }
        // "I divined X: human" says we are the seer even where no claim was read.
        memory.claimedRole ??= role;
        return;
      }
      default:
        return;
    }
  });
};

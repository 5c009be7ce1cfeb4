import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import type { GameRecord } from '../../../../src/brain/rule/talk/evidence.ts';
import type { GameRole, GameState, Judgement, VoteEntry } from '../../../../src/game/state.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster, print } from '../../../../src/protocol/index.ts';
import { NAMES, namedState } from './named-state.ts';

type Lang = 'ja' | 'en';

/** A result a claimer states beside its claim: whom it found and whether a werewolf. */
export type StatedResult = { readonly target: string; readonly werewolf: boolean };

/**
 * A claim as the contest agents say it, with its result: the same plain words every talk test used by hand
 * (「私は占い師です。占いの結果、Xさんは人狼でした。」, "I am the seer. I divined X as a werewolf.").
 */
export const claimLine = (lang: Lang, role: 'SEER' | 'MEDIUM', result?: StatedResult): string => {
  if (lang === 'ja') {
    const claim = role === 'SEER' ? '私は占い師です。' : '私は霊媒師です。';
    if (result === undefined) return claim;
    const kind = role === 'SEER' ? '占い' : '霊媒';
    return `${claim}${kind}の結果、${result.target}さんは${result.werewolf ? '人狼' : '人間'}でした。`;
  }
  const claim = role === 'SEER' ? 'I am the seer.' : 'I am the medium.';
  if (result === undefined) return claim;
  const verdict = result.werewolf ? 'a werewolf' : 'human';
  return role === 'SEER'
    ? `${claim} I divined ${result.target} as ${verdict}.`
    : `${claim} ${result.target} was ${verdict}.`;
};

/**
 * A day of a 5-player talk test built by the players' names in `lang` (ミナト / Minato … ユミ / Yumi, as
 * `NAMES`): who we are and our role, who is dead, the votes, the talk lines (a claim in the plain words of
 * `claimLine`), our own divinations and medium results. `state()` is the game state as the server gives it, `record()` the record
 * the composer reads (each talk read by the table's reader), `readBack(text)` a text of ours as the table
 * reads it. Each call adds to the day and returns the builder, so a test reads as the day it sets up.
 */
export type TalkScenario = {
  /** Executed by the vote of `day`. */
  readonly executed: (name: string, day: number) => TalkScenario;
  /** Attacked in the night of `day` (found dead the next morning), as the server dates it. */
  readonly attacked: (name: string, day: number) => TalkScenario;
  /** The votes of `day`, voter → target. */
  readonly votes: (day: number, votes: Readonly<Record<string, string>>) => TalkScenario;
  /** A talk line (natural language or protocol text) on `day`, today by default. */
  readonly says: (name: string, text: string, day?: number) => TalkScenario;
  /** A role claim with its result, in `claimLine`'s words, on `day`, today by default. */
  readonly claims: (name: string, role: 'SEER' | 'MEDIUM', result?: StatedResult, day?: number) => TalkScenario;
  /** Our own divination (we are the seer) in the night of `day` (0: the first night), known the day after. */
  readonly divined: (target: string, werewolf: boolean, day: number) => TalkScenario;
  /** Our own medium result (we are the medium) on the one executed on `day`, known the day after. */
  readonly identified: (target: string, werewolf: boolean, day: number) => TalkScenario;
  /** Werewolf teammates (we are a werewolf). */
  readonly teammates: (...names: string[]) => TalkScenario;
  readonly state: () => GameState;
  readonly record: () => GameRecord;
  readonly readBack: (text: string) => string[];
};

export const talkScenario = (
  lang: Lang,
  options: { readonly role: GameRole; readonly day: number; readonly self?: string },
): TalkScenario => {
  const names = NAMES[lang];
  const seatNumber = (name: string): number => {
    const index = (names as readonly string[]).indexOf(name);
    if (index === -1) throw new Error(`talkScenario: no player named ${name} in ${lang} (${names.join(', ')})`);
    return index + 1;
  };
  /** The server's id of the seat `namedState` names `name`. */
  const seatOf = (name: string): string => `Agent[0${seatNumber(name)}]`;
  const self = options.self ?? names[0];
  const dead: { agent: string; cause: 'executed' | 'attacked'; day: number }[] = [];
  const votes: VoteEntry[] = [];
  const talks: (readonly [string, string, number])[] = [];
  const divineResults: Judgement[] = [];
  const mediumResults: Judgement[] = [];
  const teammates: string[] = [];
  const state = (): GameState =>
    namedState(lang, {
      role: options.role,
      day: options.day,
      self: seatNumber(self),
      dead,
      votes,
      talks,
      divineResults,
      mediumResults,
      teammates,
    });
  const scenario: TalkScenario = {
    executed: (name, day) => {
      dead.push({ agent: seatOf(name), cause: 'executed', day });
      return scenario;
    },
    attacked: (name, day) => {
      dead.push({ agent: seatOf(name), cause: 'attacked', day });
      return scenario;
    },
    votes: (day, cast) => {
      for (const [voter, target] of Object.entries(cast))
        votes.push({ day, agent: seatOf(voter), target: seatOf(target) });
      return scenario;
    },
    says: (name, text, day = options.day) => {
      talks.push([seatOf(name), text, day]);
      return scenario;
    },
    claims: (name, role, result, day = options.day) => scenario.says(name, claimLine(lang, role, result), day),
    divined: (target, werewolf, day) => {
      divineResults.push({ day, agent: seatOf(self), target: seatOf(target), result: werewolf ? 'WEREWOLF' : 'HUMAN' });
      return scenario;
    },
    identified: (target, werewolf, day) => {
      mediumResults.push({ day, agent: seatOf(self), target: seatOf(target), result: werewolf ? 'WEREWOLF' : 'HUMAN' });
      return scenario;
    },
    teammates: (...mates) => {
      teammates.push(...mates.map(seatOf));
      return scenario;
    },
    state,
    record: () => recordOf(lang, state()),
    readBack: (text) => {
      const current = state();
      return understand({ text, speaker: current.self, roster: createRoster(current.agents), lang }).map(print);
    },
  };
  return scenario;
};

/** The record the composer reads of `state`: the rule brain's beliefs, each talk read by the table's reader. */
export const recordOf = (lang: Lang, state: GameState): GameRecord => {
  const roster = createRoster(state.agents);
  return {
    state,
    beliefs: createRuleBrain({ seed: 'talk-scenario', lang }).beliefsOf(state),
    roster,
    talkSentences: state.talks.map((talk) => understand({ text: talk.text, speaker: talk.agent, roster, lang })),
  };
};

import { understand } from '../../../src/nl/index.ts';
import { createRoster, type Sentence } from '../../../src/protocol/index.ts';
import type { GameLog } from './game-log.ts';

/**
 * Labels the logs give without reading the talk. The seer's divinations are logged with their true
 * results, and each day's votes are logged: so the true seer's DIVINED sentences can be checked against
 * the log (precision), the seer's talk on the morning after a divination that names the target should
 * report it (recall), and a VOTE intention can be set beside the vote actually cast.
 */
export type SilverCounts = {
  /** DIVINED sentences read from the true seer's talk about an agent they divined. */
  readonly seerResults: number;
  /** …of which the result is the logged one. */
  readonly seerResultsRight: number;
  /** Divinations whose target the seer named in talk the next day, with a result word. */
  readonly reportable: number;
  /** …of which understand read the logged result. */
  readonly reported: number;
  /** Agents with a VOTE intention read from their own talk of the day (the last one counts). */
  readonly voteIntentions: number;
  /** …of which it is the vote they cast that day. */
  readonly voteIntentionsKept: number;
};

const RESULT_WORD = /白|黒|人間|人狼|狼|村人|○|●|human|werewolf|wolf|innocent|villager|white|black/iu;

const flatten = (sentences: readonly Sentence[]): Sentence[] =>
  sentences.flatMap((sentence) => (sentence.type === 'AND' ? sentence.clauses : [sentence]));

/** Silver-label figures over a set of games (whispers left out). */
export const silverCounts = (games: readonly GameLog[]): SilverCounts => {
  let seerResults = 0;
  let seerResultsRight = 0;
  let reportable = 0;
  let reported = 0;
  let voteIntentions = 0;
  let voteIntentionsKept = 0;
  for (const game of games) {
    const roster = createRoster(game.names);
    const seers = new Set(game.roles.flatMap((role, index) => (role === 'SEER' ? [index + 1] : [])));
    const read = game.talks
      .filter((talk) => !talk.whisper)
      .map((talk) => ({
        talk,
        sentences: flatten(understand({ text: talk.text, speaker: talk.speaker, roster, lang: game.lang })),
      }));
    for (const divination of game.divinations) {
      if (!seers.has(divination.seer)) continue;
      const target = game.names[divination.target - 1] ?? '';
      const morning = read.filter(
        ({ talk }) =>
          talk.agent === divination.seer &&
          talk.day === divination.day + 1 &&
          target !== '' &&
          talk.text.includes(target) &&
          RESULT_WORD.test(talk.text),
      );
      if (morning.length === 0) continue;
      reportable += 1;
      const found = morning.some(({ sentences }) =>
        sentences.some(
          (sentence) =>
            sentence.type === 'DIVINED' &&
            sentence.target === divination.target &&
            sentence.species === divination.result,
        ),
      );
      if (found) reported += 1;
    }
    for (const { talk, sentences } of read) {
      if (!seers.has(talk.agent)) continue;
      for (const sentence of sentences) {
        if (sentence.type !== 'DIVINED') continue;
        const logged = game.divinations.find(
          (divination) =>
            divination.seer === talk.agent && divination.target === sentence.target && divination.day < talk.day,
        );
        if (logged === undefined) continue;
        seerResults += 1;
        if (logged.result === sentence.species) seerResultsRight += 1;
      }
    }
    for (const vote of game.votes) {
      let intention: number | undefined;
      for (const { talk, sentences } of read) {
        if (talk.agent !== vote.voter || talk.day !== vote.day) continue;
        for (const sentence of sentences) if (sentence.type === 'VOTE') intention = sentence.target;
      }
      if (intention === undefined) continue;
      voteIntentions += 1;
      if (intention === vote.target) voteIntentionsKept += 1;
    }
  }
  return { seerResults, seerResultsRight, reportable, reported, voteIntentions, voteIntentionsKept };
};

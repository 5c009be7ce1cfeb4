// What a talk of a contest log surely said, for the talk benches that check our lines' facts against the log:
// the hand labels of the line where the 2025 labelled corpus holds it (never the held-out folders), else the
// table's reader. Only the speaker's own clauses (a clause with another subject is someone else's).
import { understand } from '../../src/nl/index.ts';
import { createRoster, forEachStatedClause, parse, type Sentence } from '../../src/protocol/index.ts';
import type { ReplayGame } from '../../src/replay/replay-game.ts';
import type { RealTalkExample } from '../../test/nl/real-talk/hand-labelled.ts';
import { loadCorpus } from '../../test/nl/real-talk/training-corpus.ts';

let labelled: Map<string, RealTalkExample> | undefined;

const labelledLine = (source: string): RealTalkExample | undefined => {
  if (labelled === undefined) {
    const corpus = loadCorpus();
    labelled = new Map([...corpus.train, ...corpus.test].map((example) => [example.source, example]));
  }
  return labelled.get(source);
};

/** A talk's own clauses and where they come from ("labels": the hand labels, "reader": the rules reader). */
export type ToldClauses = { readonly clauses: readonly Sentence[]; readonly from: 'labels' | 'reader' };

const cache = new Map<string, ToldClauses>();

/** The speaker's own stated clauses of one talk of `game` (its log path `log`), labels first. */
export const toldClauses = (
  game: ReplayGame,
  log: string,
  lang: 'ja' | 'en',
  talk: { readonly day: number; readonly idx: number; readonly agent: number; readonly text: string },
): ToldClauses => {
  const folderFile = log.split('aiwolfdial-logs/')[1] ?? log;
  const source = `${folderFile}#${talk.day}/${talk.idx}`;
  const known = cache.get(source);
  if (known !== undefined) return known;
  const names = game.seats.map((seat) => seat.name);
  const roster = createRoster(names);
  const speaker = game.seats.find((seat) => seat.idx === talk.agent)?.name ?? '';
  const self = roster.numberOf(speaker);
  const example = labelledLine(source);
  const sentences =
    example === undefined
      ? understand({ text: talk.text, speaker, roster, lang })
      : example.expected.flatMap((text) => {
          const parsed = parse(text);
          return parsed.ok ? [parsed.value] : [];
        });
  const clauses: Sentence[] = [];
  forEachStatedClause(sentences, (clause) => {
    if ('subject' in clause && clause.subject !== undefined && clause.subject !== self) return;
    clauses.push(clause);
  });
  const told: ToldClauses = { clauses, from: example === undefined ? 'reader' : 'labels' };
  cache.set(source, told);
  return told;
};

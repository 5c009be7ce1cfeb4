// `npm run bench -- talk-cites DIR [DIR…] [--list]`: what our lines of a blind talk-pairs draw (`replay
// --talk-pairs`) say another player said, checked against the hand labels of that player's line. Each line is
// matched against the rule brain's phrase books; a piece that says a player went after or vouched for another
// ("X also suspects T", "T went after Y", "X vouches for T", "X calls T white", "X's suspicion of me is wrong")
// is traced to the talk it rests on: the newest talk of that player today or yesterday before the turn that the
// table's reader reads as that stance. When that talk is in the labelled 2025 corpus (`loadCorpus`, never the
// held-out folders), the cite is right when the labels hold the same stance (a vote, werewolf or possessed
// estimate, black result or call to vote on the player; a white result, villager or role estimate for a
// vouch). Prints our lines, the cites found, how many rest on a labelled line and how many of those the labels
// do not hold; `--list` prints each of those.
import { EN_PHRASES } from '../src/brain/rule/talk/en-phrases.ts';
import { JA_PHRASES } from '../src/brain/rule/talk/ja-phrases.ts';
import type { PhraseBook } from '../src/brain/rule/talk/phrase-book.ts';
import { EN_VOICE_PHRASES } from '../src/brain/rule/talk/voice-phrases.ts';
import { type Stance, stanceOf } from '../src/brain/reading/reading-form.ts';
import { understand } from '../src/nl/index.ts';
import { forEachStatedClause, parse, type Sentence } from '../src/protocol/index.ts';
import type { RealTalkExample } from '../test/nl/real-talk/hand-labelled.ts';
import { loadCorpus } from '../test/nl/real-talk/training-corpus.ts';
import { HONORIFIC, patternOf } from './support/phrase-pattern.ts';
import { talkPairTurns } from './support/talk-pair-turns.ts';

const args = process.argv.slice(3);
const dirs = args.filter((arg) => !arg.startsWith('--'));
if (dirs.length === 0) {
  console.error('usage: npm run bench -- talk-cites DIR [DIR…] [--list]   (DIR: a replay --talk-pairs output)');
  process.exit(2);
}

/** The piece kinds that say one player's stance on another: whose stance (slot), on whom (slot or us), which. */
const CITES: Readonly<Record<string, { holder: string; on: string; type: Stance['type'] }>> = {
  'cite-with': { holder: 'a', on: 't', type: 'accuse' },
  'cite-accuses': { holder: 't', on: 'b', type: 'accuse' },
  'cite-defends': { holder: 'a', on: 't', type: 'clear' },
  'cite-white': { holder: 'a', on: 't', type: 'clear' },
  rebut: { holder: 'a', on: 'me', type: 'accuse' },
  'rebut-short': { holder: 'at', on: 'me', type: 'accuse' },
};

const books: Record<'ja' | 'en', PhraseBook[]> = { ja: [JA_PHRASES], en: [EN_PHRASES, EN_VOICE_PHRASES] };

const corpus = loadCorpus();
const labelled = new Map<string, RealTalkExample>(
  [...corpus.train, ...corpus.test].map((example) => [example.source, example]),
);

const clausesOf = (sentences: readonly Sentence[]): Sentence[] => {
  const clauses: Sentence[] = [];
  forEachStatedClause(sentences, (clause) => clauses.push(clause));
  return clauses;
};
/** The speaker's own stances in sentences (a clause with another subject is someone else's). */
const stancesIn = (sentences: readonly Sentence[], self: number): Stance[] =>
  clausesOf(sentences).flatMap((clause) => {
    if ('subject' in clause && clause.subject !== undefined && clause.subject !== self) return [];
    const stance = stanceOf(clause);
    return stance === undefined ? [] : [stance];
  });

let lines = 0;
let cites = 0;
let traced = 0;
let onLabelled = 0;
let notHeld = 0;
const listed: string[] = [];
for (const dir of dirs) {
  for (const { pair, key, ours, game, roster, before } of talkPairTurns(dir)) {
    lines++;
    const names = game.seats.map((seat) => seat.name);
    const idOf = new Map(game.seats.map((seat) => [seat.name, seat.idx]));
    const folderFile = key.log.split('aiwolfdial-logs/')[1] ?? key.log;
    const found = new Set<string>();
    for (const book of books[pair.lang])
      for (const [kind, cite] of Object.entries(CITES))
        for (const template of book[kind] ?? []) {
          const match = patternOf(template.replace('{at}', '{a}'), names, pair.lang).exec(ours);
          if (match === null) continue;
          const nameIn = (slot: string): string | undefined =>
            slot === 'me'
              ? pair.speaker
              : (match.groups?.[slot === 'at' ? 'a' : slot] ?? '').replace(new RegExp(`${HONORIFIC}$`, 'u'), '');
          const holder = nameIn(cite.holder);
          const on = nameIn(cite.on);
          if (holder === undefined || on === undefined || !idOf.has(holder) || !idOf.has(on)) continue;
          found.add(`${kind}\u0000${holder}\u0000${on}\u0000${cite.type}`);
        }
    for (const entry of found) {
      const [kind, holder, on, type] = entry.split('\u0000') as [string, string, string, Stance['type']];
      cites++;
      const holderId = idOf.get(holder)!;
      const onNumber = roster.numberOf(on)!;
      const self = roster.numberOf(holder)!;
      // The newest talk of the holder, today or yesterday, that the table reads as that stance.
      const source = before
        .filter((event) => event.type === 'talk' && event.agent === holderId && event.day >= key.day - 1)
        .reverse()
        .find(
          (event) =>
            event.type === 'talk' &&
            stancesIn(understand({ text: event.text, speaker: holder, roster, lang: pair.lang }), self).some(
              (stance) => stance.type === type && stance.on === onNumber,
            ),
        );
      if (source === undefined || source.type !== 'talk') continue;
      traced++;
      const example = labelled.get(`${folderFile}#${source.day}/${source.idx}`);
      if (example === undefined) continue;
      onLabelled++;
      const labels = example.expected.flatMap((text) => {
        const parsed = parse(text);
        return parsed.ok ? [parsed.value] : [];
      });
      const held = stancesIn(labels, self).some((stance) => stance.type === type && stance.on === onNumber);
      if (held) continue;
      notHeld++;
      listed.push(
        `${key.id} ${kind} ${holder}→${on}: ${ours}\n    labels ${example.expected.join('; ')} | ${source.text}`,
      );
    }
  }
}

console.log(`our lines: ${lines}; cites of another's stance: ${cites}, traced to a talk: ${traced}`);
console.log(`resting on a labelled line: ${onLabelled}; the labels do not hold it: ${notHeld}`);
if (args.includes('--list')) for (const line of listed) console.log(line);

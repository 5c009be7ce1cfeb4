// `npm run bench -- talk-facts DIR [DIR…]`: the fact audit of blind talk pairs drawn by `replay --talk-pairs`
// (DIR holds pairs.jsonl and key.jsonl). Each of our lines is matched against the rule brain's phrase books,
// and every fact a matched piece states is checked against the log as it stood at that turn: a past vote
// (who voted whom on which day); who is alive (a vote, a choice beside the vote, the players a cite of
// today's talk names, a present counter-claimer, "X has not spoken today"); how often a player spoke today;
// the bodyguard's guard of last night (and "nobody died" only when so); role claims (who claimed, in which
// order, a list of claimers with none left out) as the reader reads the log's talk, so a claim the reader
// misread is missed here too: judge those by reading. Prints facts checked and false per family, each
// false fact with its pair id, and how many of our lines hold a checkable piece.
import { EN_PHRASES } from '../src/brain/rule/talk/en-phrases.ts';
import { JA_PHRASES } from '../src/brain/rule/talk/ja-phrases.ts';
import type { PhraseBook } from '../src/brain/rule/talk/phrase-book.ts';
import { EN_VOICE_PHRASES } from '../src/brain/rule/talk/voice-phrases.ts';
import { understand } from '../src/nl/index.ts';
import { ROLE_NAMES } from '../src/nl/vocabulary.ts';
import { createRoster, forEachStatedClause } from '../src/protocol/index.ts';
import type { ReplayGame } from '../src/replay/replay-game.ts';
import type { PairKey } from '../src/replay/talk-pair-schema.ts';
import { HONORIFIC, patternOf } from './support/phrase-pattern.ts';
import { talkPairTurns } from './support/talk-pair-turns.ts';

const dirs = process.argv.slice(3).filter((arg) => !arg.startsWith('--'));
if (dirs.length === 0) {
  console.error('usage: npm run bench -- talk-facts DIR [DIR…]   (DIR: a replay --talk-pairs output)');
  process.exit(2);
}

/** The facts a piece kind states: past votes (voter slot, target slot or us), names that must be alive, talk counts. */
type Facts = {
  votes?: readonly (readonly [string, string])[];
  alive?: readonly string[];
  spoke?: number;
  /** The slots that together name every living claimer of the role {r}. */
  claimers?: readonly string[];
  /** {t} is the only one who ever claimed the role {r}. */
  sole?: boolean;
  /** {a} claimed the role {r} before {t} did. */
  order?: boolean;
  /** {t} claimed the role {r}. */
  claimed?: boolean;
  /** We guarded {t} last night; `quiet`: and nobody died that night. */
  guarded?: { quiet: boolean };
};
const FACTS: Readonly<Record<string, Facts>> = {
  'reason-voted-me': { votes: [['t', 'me']] },
  'reason-word-vote': { votes: [['t', 'c']] },
  'reason-voted-identified': { votes: [['t', 'b']] },
  'reason-voted-attacked': { votes: [['t', 'b']] },
  'reason-voted-with': { votes: [['t', 'b']] },
  'reason-voted-with-doubted': { votes: [['t', 'b']] },
  'reason-voted-black': { votes: [['t', 'b']] },
  'reason-voted-black-own': { votes: [['t', 'b']] },
  vote: { alive: ['t'] },
  'vote-again': { alive: ['t'] },
  'vote-change': { alive: ['t'] },
  'vote-after-suspicion': { alive: ['t', 'b'] },
  'vote-after-stance': { alive: ['t', 'b'] },
  'reason-counter-claim': { alive: ['t', 'a'], claimers: ['t', 'a'] },
  'reason-counter-claim-many': { alive: ['t', 'a'], claimers: ['t', 'a'] },
  'reason-late-claim': { order: true, claimed: true },
  'reason-sole-claim': { sole: true, claimed: true },
  'estimate-fake': { claimed: true },
  'estimate-fake-own': { claimed: true },
  'cite-claim': { claimed: true },
  'cite-with': { alive: ['a', 't'] },
  'cite-accuses': { alive: ['t'] },
  'cite-defends': { alive: ['a', 't'] },
  'cite-differs': { alive: ['a', 't'] },
  guarded: { guarded: { quiet: false } },
  'guarded-quiet': { guarded: { quiet: true } },
  'reason-quiet': { alive: ['t'], spoke: 0 },
  'reason-quiet-once': { alive: ['t'], spoke: 1 },
};

/** Past days a day word names (empty: any past day). */
const daysOf = (word: string | undefined, today: number): number[] => {
  if (word === undefined) return [];
  if (word === '昨日' || word === 'yesterday') return [today - 1];
  if (word === '今日' || word === 'today') return [today];
  const number = /(\d+)/u.exec(word)?.[1];
  return number === undefined ? [] : [Number(number)];
};

const books: Record<'ja' | 'en', PhraseBook[]> = { ja: [JA_PHRASES], en: [EN_PHRASES, EN_VOICE_PHRASES] };
/**
 * Who claimed which role in the log's talk before our turn, as the reader reads each talk (its own claims
 * only), each with the place of its first claim.
 */
const claimsCache = new Map<string, Map<string, Map<number, number>>>();
const claimersOf = (game: ReplayGame, key: PairKey, lang: 'ja' | 'en', role: string): Map<number, number> => {
  const cacheKey = `${key.log}/${key.day}/${key.talkIdx}`;
  let byRole = claimsCache.get(cacheKey);
  if (byRole === undefined) {
    byRole = new Map();
    const roster = createRoster(game.seats.map((seat) => seat.name));
    for (const [place, event] of game.events.entries()) {
      if (event.type !== 'talk' || event.day > key.day || (event.day === key.day && event.idx >= key.talkIdx)) continue;
      const speaker = game.seats.find((seat) => seat.idx === event.agent)?.name ?? '';
      const self = roster.numberOf(speaker);
      forEachStatedClause(understand({ text: event.text, speaker, roster, lang }), (clause) => {
        if (clause.type !== 'COMINGOUT' || (clause.subject !== undefined && clause.subject !== self)) return;
        if (clause.target !== self) return;
        const claimed = byRole!.get(clause.role) ?? new Map<number, number>();
        if (!claimed.has(event.agent)) claimed.set(event.agent, place);
        byRole!.set(clause.role, claimed);
      });
    }
    claimsCache.set(cacheKey, byRole);
  }
  return byRole.get(role) ?? new Map();
};

type Tally = { checked: number; wrong: number };
const tallies = new Map<string, Tally>();
const falseFacts: string[] = [];
let lines = 0;
let seen = 0;
const count = (family: string, ok: boolean, note: string): void => {
  const tally = tallies.get(family) ?? { checked: 0, wrong: 0 };
  tally.checked++;
  if (!ok) {
    tally.wrong++;
    falseFacts.push(note);
  }
  tallies.set(family, tally);
};

for (const dir of dirs) {
  for (const { pair, key, ours, game, before, dead } of talkPairTurns(dir)) {
    lines++;
    const idOf = new Map(game.seats.map((seat) => [seat.name, seat.idx]));
    const names = game.seats.map((seat) => seat.name);
    let matched = false;
    for (const book of books[pair.lang]) {
      for (const [kind, facts] of Object.entries(FACTS)) {
        for (const template of book[kind] ?? []) {
          const match = patternOf(template, names, pair.lang).exec(ours);
          if (match === null) continue;
          matched = true;
          const groups = match.groups ?? {};
          const note = `${key.id} ${kind}: ${ours}`;
          for (const slot of facts.alive ?? []) {
            const named = (groups[slot] ?? '')
              .split(/・| and /u)
              .map((name) => name.replace(new RegExp(`${HONORIFIC}$`, 'u'), ''))
              .filter((name) => idOf.has(name));
            for (const name of named) count('alive', !dead.has(idOf.get(name)!), `${note}  [${name} is dead]`);
          }
          if (facts.claimers !== undefined && groups.r !== undefined) {
            const role = Object.entries(ROLE_NAMES[pair.lang]).find(([, word]) => word === groups.r)?.[0] ?? '';
            const listed = new Set(
              facts.claimers
                .flatMap((slot) => (groups[slot] ?? '').split(/・| and /u))
                .map((name) => idOf.get(name.replace(new RegExp(`${HONORIFIC}$`, 'u'), ''))),
            );
            const left = [...claimersOf(game, key, pair.lang, role).keys()].filter(
              (agent) => !dead.has(agent) && !listed.has(agent),
            );
            const names = left.map((agent) => game.seats.find((seat) => seat.idx === agent)?.name).join(' ');
            count('claimer list', left.length === 0, `${note}  [left out: ${names}]`);
          }
          if ((facts.sole === true || facts.order === true || facts.claimed === true) && groups.r !== undefined) {
            const role = Object.entries(ROLE_NAMES[pair.lang]).find(([, word]) => word === groups.r)?.[0] ?? '';
            const claimed = claimersOf(game, key, pair.lang, role);
            const target = idOf.get(groups.t ?? '');
            if (facts.claimed === true)
              count('claimed', target !== undefined && claimed.has(target), `${note}  [no ${groups.r} claim read]`);
            if (facts.sole === true) {
              const others = [...claimed.keys()].filter((agent) => agent !== target);
              const names = others.map((agent) => game.seats.find((seat) => seat.idx === agent)?.name).join(' ');
              count('claimer list', others.length === 0, `${note}  [also claimed: ${names}]`);
            }
            if (facts.order === true) {
              const mine = target === undefined ? undefined : claimed.get(target);
              // {a} is matched as a list (names with their honorifics): one name here.
              const rival = claimed.get(idOf.get((groups.a ?? '').replace(new RegExp(`${HONORIFIC}$`, 'u'), '')) ?? -1);
              count(
                'claim order',
                mine !== undefined && rival !== undefined && rival < mine,
                `${note}  [order not so]`,
              );
            }
          }
          if (facts.guarded !== undefined) {
            const night = key.day - 1;
            const self = idOf.get(pair.speaker);
            const guard = before.find((event) => event.type === 'guard' && event.day === night && event.agent === self);
            const target = idOf.get(groups.t ?? '');
            count('own guard', guard?.type === 'guard' && guard.target === target, `${note}  [not our guard]`);
            if (facts.guarded.quiet) {
              const died = before.some((event) => event.type === 'attack' && event.day === night && event.success);
              count('own guard', !died, `${note}  [someone died that night]`);
            }
          }
          for (const [voterSlot, targetSlot] of facts.votes ?? []) {
            const voter = idOf.get(groups[voterSlot] ?? '');
            const target = targetSlot === 'me' ? idOf.get(pair.speaker) : idOf.get(groups[targetSlot] ?? '');
            if (voter === undefined || target === undefined) continue;
            const days = daysOf(groups.d, key.day);
            const cast = before.some(
              (event) =>
                event.type === 'vote' &&
                event.agent === voter &&
                event.target === target &&
                event.day < key.day &&
                (days.length === 0 || days.includes(event.day)),
            );
            count('past vote', cast, note);
          }
          if (facts.spoke !== undefined) {
            const speaker = idOf.get(groups.t ?? '');
            if (speaker === undefined) continue;
            const said = before.filter(
              (event) =>
                event.type === 'talk' &&
                event.day === key.day &&
                event.agent === speaker &&
                event.text !== 'Over' &&
                event.text !== 'Skip',
            ).length;
            count('spoke today', said === facts.spoke, `${note}  [said ${said} today]`);
          }
        }
      }
    }
    if (matched) seen++;
  }
}

console.log(`our lines: ${lines}, with a checkable piece: ${seen}`);
for (const [family, tally] of tallies) console.log(`${family}: ${tally.wrong} false of ${tally.checked} checked`);
for (const note of falseFacts) console.log(`FALSE ${note}`);

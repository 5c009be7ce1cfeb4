// `npm run bench -- talk-facts DIR [DIR…]`: the fact audit of blind talk pairs drawn by `replay --talk-pairs`
// (DIR holds pairs.jsonl and key.jsonl). Each of our lines is matched against the rule brain's phrase books,
// and every fact a matched piece states is checked against the log as it stood at that turn: a past vote
// (who voted whom on which day); who is alive (a vote, a choice beside the vote, the players a cite of
// today's talk names, a present counter-claimer, "X has not spoken today"); how often a player spoke today;
// the bodyguard's guard of last night (and "nobody died" only when so); role claims (who claimed, in which
// order, a list of claimers with none left out); who gave which result, and that a result was given at all
// (a divination or medium result credited to its giver); that one we rebut or call our accuser did go after
// us; that one we cite as voting, suspecting or naming a vote did so. Claims, results and stances are read
// as the hand labels of the line hold them where the labelled 2025 corpus has it (never the held-out folders),
// else as the table's reader reads the talk, so a line the reader misread and nobody labelled is missed here
// too: judge those by reading. Silence, "named nobody" and unanswered questions are checked against the raw
// talk text (a name in the text, or a player the line's labels name). Prints facts checked and false per
// family, each false fact with its pair id, and how many of our lines hold a checkable piece.
import { EN_PHRASES } from '../src/brain/rule/talk/en-phrases.ts';
import { JA_PHRASES } from '../src/brain/rule/talk/ja-phrases.ts';
import type { PhraseBook } from '../src/brain/rule/talk/phrase-book.ts';
import { EN_VOICE_PHRASES } from '../src/brain/rule/talk/voice-phrases.ts';
import { ROLE_NAMES } from '../src/nl/vocabulary.ts';
import type { Roster, Sentence } from '../src/protocol/index.ts';
import type { ReplayEvent, ReplayGame } from '../src/replay/replay-game.ts';
import type { PairKey } from '../src/replay/talk-pair-schema.ts';
import { HONORIFIC, patternOf } from './support/phrase-pattern.ts';
import { talkPairTurns } from './support/talk-pair-turns.ts';
import { toldClauses } from './support/told-clauses.ts';

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
  /**
   * Results given: giver slot ('*': anyone), target slot ('me': us), species ('s': the line's species word),
   * and whether a divination, a medium's result or either.
   */
  results?: readonly (readonly [string, string, 'HUMAN' | 'WEREWOLF' | 's', 'divination' | 'identification' | 'any'])[];
  /**
   * Stances taken: holder slot, on slot ('me': us), 'accuse' (a vote, suspicion, black, call to vote) or 'vote',
   * today or 'recent' (today or yesterday, or a black result on any day: a result stands).
   */
  stances?: readonly (readonly [string, string, 'accuse' | 'vote', 'today' | 'recent'])[];
  /** {t} said only Over or Skip on day {d}. */
  silent?: boolean;
  /** {t} named no other player on day {d} ('day') or in any talk so far ('ever'). */
  namedNobody?: 'day' | 'ever';
  /** {a} asked {t} by name (on day {d}), {t} had a turn since and has named nobody since. */
  unanswered?: boolean;
  /** Our result on {t} told again: counted (a repeat, not a false fact) when the seat's earlier talk told it. */
  ownResult?: readonly ['DIVINED' | 'IDENTIFIED', 'HUMAN' | 'WEREWOLF'];
  /** The results are stated only by the variants holding these words. */
  resultWords?: RegExp;
};
const FACTS: Readonly<Record<string, Facts>> = {
  'reason-voted-me': { votes: [['t', 'me']] },
  'reason-word-vote': { votes: [['t', 'c']] },
  'reason-voted-identified': { votes: [['t', 'b']], results: [['*', 'b', 'HUMAN', 'identification']] },
  'reason-voted-attacked': { votes: [['t', 'b']] },
  'reason-voted-with': { votes: [['t', 'b']] },
  'reason-voted-with-doubted': { votes: [['t', 'b']] },
  'reason-voted-black': { votes: [['t', 'b']], results: [['a', 'b', 'WEREWOLF', 'divination']] },
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
  'reason-black-report': { results: [['a', 't', 'WEREWOLF', 'divination']] },
  'reason-white-report': { results: [['a', 't', 'HUMAN', 'divination']] },
  'news-divined': { results: [['a', 't', 's', 'divination']] },
  'news-medium': { results: [['a', 't', 's', 'identification']] },
  'cite-white': { results: [['a', 't', 'HUMAN', 'divination']] },
  thanks: { results: [['a', 'me', 'HUMAN', 'any']] },
  'reason-voted-white': { votes: [['t', 'b']], results: [['a', 'b', 'HUMAN', 'divination']] },
  'reason-voted-white-short': { votes: [['t', 'b']], results: [['*', 'b', 'HUMAN', 'divination']] },
  'reason-suspects-white': { results: [['a', 'b', 'HUMAN', 'divination']], stances: [['t', 'b', 'accuse', 'today']] },
  // Only the variant that says the black ("defended X" alone reads as cite-defends: "X vouches for Y").
  'reason-defended': { results: [['*', 'a', 'WEREWOLF', 'divination']], resultWords: /黒|black/u },
  rebut: { stances: [['a', 'me', 'accuse', 'recent']] },
  'rebut-short': { stances: [['a', 'me', 'accuse', 'recent']] },
  'reason-accused-me': { stances: [['t', 'me', 'accuse', 'recent']] },
  'reason-accused-me-human': { stances: [['t', 'me', 'accuse', 'recent']] },
  'reason-crowd': { stances: [['a', 't', 'vote', 'today']] },
  'reason-bare-vote': { stances: [['t', 'b', 'vote', 'today']] },
  'reason-votes-claimer': { stances: [['t', 'a', 'accuse', 'today']], claimers: ['a'] },
  'reason-votes-claimer-short': { stances: [['t', 'a', 'accuse', 'today']], claimers: ['a'] },
  'reason-silence': { silent: true },
  'divined-human': { ownResult: ['DIVINED', 'HUMAN'] },
  'divined-werewolf': { ownResult: ['DIVINED', 'WEREWOLF'] },
  'identified-human': { ownResult: ['IDENTIFIED', 'HUMAN'] },
  'identified-werewolf': { ownResult: ['IDENTIFIED', 'WEREWOLF'] },
  'reason-no-names': { namedNobody: 'day' },
  'reason-no-names-yet': { namedNobody: 'ever' },
  'reason-unanswered': { unanswered: true },
  'reason-unanswered-short': { unanswered: true },
};

const SPECIES_OF: Readonly<Record<string, 'HUMAN' | 'WEREWOLF'>> = {
  白: 'HUMAN',
  人間: 'HUMAN',
  human: 'HUMAN',
  white: 'HUMAN',
  黒: 'WEREWOLF',
  人狼: 'WEREWOLF',
  werewolf: 'WEREWOLF',
  'a werewolf': 'WEREWOLF',
  black: 'WEREWOLF',
};

/** A talk said nothing but a pass. */
const passed = (text: string): boolean => text === 'Over' || text === 'Skip' || text.trim() === '';

/** The clause is the stance: a vote (or call to vote) on `on`, or for 'accuse' also a suspicion or black. */
const takesStance = (clause: Sentence, on: number, type: 'accuse' | 'vote'): boolean => {
  if (clause.type === 'VOTE') return clause.target === on;
  if (clause.type === 'REQUEST')
    return clause.target === 0 && clause.clause.type === 'VOTE' && clause.clause.target === on;
  if (type === 'vote') return false;
  if (clause.type === 'ESTIMATE')
    return clause.target === on && (clause.role === 'WEREWOLF' || clause.role === 'POSSESSED');
  if (clause.type === 'DIVINED' || clause.type === 'IDENTIFIED')
    return clause.target === on && clause.species === 'WEREWOLF';
  return false;
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
 * Who claimed which role in the log's talk before our turn, as the labels (else the reader) read each talk
 * (its own claims only), each with the place of its first claim.
 */
const claimsCache = new Map<string, Map<string, Map<number, number>>>();
const claimersOf = (
  game: ReplayGame,
  roster: Roster,
  key: PairKey,
  lang: 'ja' | 'en',
  role: string,
): Map<number, number> => {
  const cacheKey = `${key.log}/${key.day}/${key.talkIdx}`;
  let byRole = claimsCache.get(cacheKey);
  if (byRole === undefined) {
    byRole = new Map();
    for (const [place, event] of game.events.entries()) {
      if (event.type !== 'talk' || event.day > key.day || (event.day === key.day && event.idx >= key.talkIdx)) continue;
      const speaker = game.seats.find((seat) => seat.idx === event.agent)?.name ?? '';
      const self = roster.numberOf(speaker);
      for (const clause of toldClauses(game, key.log, lang, event).clauses) {
        if (clause.type !== 'COMINGOUT' || clause.target !== self) continue;
        const claimed = byRole!.get(clause.role) ?? new Map<number, number>();
        if (!claimed.has(event.agent)) claimed.set(event.agent, place);
        byRole!.set(clause.role, claimed);
      }
    }
    claimsCache.set(cacheKey, byRole);
  }
  return byRole.get(role) ?? new Map();
};

/**
 * Whether a judge of the pair can see what a fact rests on: the pair shows yesterday's and today's talk and
 * yesterday's votes only, so a fact resting on older talk reads as said of what the judge sees.
 */
const WINDOW_FAMILY = 'in the shown window';
const shown = (day: number, today: number): boolean => day >= today - 1;

/** Whether `agent` claimed `role` in talk the pair shows (labels first, as `claimersOf`). */
const claimedInWindow = (
  game: ReplayGame,
  roster: Roster,
  key: PairKey,
  lang: 'ja' | 'en',
  role: string,
  agent: number,
): boolean => {
  const self = roster.numberOf(game.seats.find((seat) => seat.idx === agent)?.name ?? '');
  return game.events.some(
    (event) =>
      event.type === 'talk' &&
      event.agent === agent &&
      shown(event.day, key.day) &&
      (event.day < key.day || event.idx < key.talkIdx) &&
      toldClauses(game, key.log, lang, event).clauses.some(
        (clause) => clause.type === 'COMINGOUT' && clause.target === self && clause.role === role,
      ),
  );
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
/** A fact that some of `events` hold, counted again for whether one of them is in the talk the pair shows. */
const countShown = (events: readonly ReplayEvent[], today: number, note: string): void => {
  if (events.length > 0)
    count(
      WINDOW_FAMILY,
      events.some((event) => shown(event.day, today)),
      note,
    );
};

for (const dir of dirs) {
  for (const { pair, key, ours, game, roster, before, dead } of talkPairTurns(dir)) {
    lines++;
    const idOf = new Map(game.seats.map((seat) => [seat.name, seat.idx]));
    const names = game.seats.map((seat) => seat.name);
    let matched = false;
    for (const book of books[pair.lang]) {
      for (const [kind, facts] of Object.entries(FACTS)) {
        for (const template of book[kind] ?? []) {
          const match = patternOf(template.replace('{at}', '{a}'), names, pair.lang).exec(ours);
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
            const left = [...claimersOf(game, roster, key, pair.lang, role).keys()].filter(
              (agent) => !dead.has(agent) && !listed.has(agent),
            );
            const names = left.map((agent) => game.seats.find((seat) => seat.idx === agent)?.name).join(' ');
            count('claimer list', left.length === 0, `${note}  [left out: ${names}]`);
          }
          if ((facts.sole === true || facts.order === true || facts.claimed === true) && groups.r !== undefined) {
            const role = Object.entries(ROLE_NAMES[pair.lang]).find(([, word]) => word === groups.r)?.[0] ?? '';
            const claimed = claimersOf(game, roster, key, pair.lang, role);
            const target = idOf.get(groups.t ?? '');
            if (facts.claimed === true) {
              count('claimed', target !== undefined && claimed.has(target), `${note}  [no ${groups.r} claim read]`);
              if (target !== undefined && claimed.has(target))
                count(
                  WINDOW_FAMILY,
                  claimedInWindow(game, roster, key, pair.lang, role, target),
                  `${note}  [the claim is older than yesterday]`,
                );
            }
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
              // The order is seen only when both first claims are in the shown talk.
              const firstShown = (place: number | undefined) => {
                const event = place === undefined ? undefined : game.events[place];
                return event !== undefined && shown(event.day, key.day);
              };
              count(
                WINDOW_FAMILY,
                firstShown(mine) && firstShown(rival),
                `${note}  [a first claim is older than yesterday]`,
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
              // An attack on nobody is logged as target −1 ("success" true): nobody died.
              const died = before.some(
                (event) => event.type === 'attack' && event.day === night && event.success && event.target >= 0,
              );
              count('own guard', !died, `${note}  [someone died that night]`);
            }
          }
          for (const [voterSlot, targetSlot] of facts.votes ?? []) {
            const voter = idOf.get(groups[voterSlot] ?? '');
            const target = targetSlot === 'me' ? idOf.get(pair.speaker) : idOf.get(groups[targetSlot] ?? '');
            if (voter === undefined || target === undefined) continue;
            const days = daysOf(groups.d, key.day);
            const casts = before.filter(
              (event) =>
                event.type === 'vote' &&
                event.agent === voter &&
                event.target === target &&
                event.day < key.day &&
                (days.length === 0 || days.includes(event.day)),
            );
            count('past vote', casts.length > 0, note);
            countShown(casts, key.day, `${note}  [the vote is older than yesterday]`);
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
          const agentIn = (slot: string): number | undefined =>
            slot === 'me'
              ? idOf.get(pair.speaker)
              : idOf.get((groups[slot] ?? '').replace(new RegExp(`${HONORIFIC}$`, 'u'), ''));
          const talks = before.filter((event) => event.type === 'talk');
          const told = (event: ReplayEvent) =>
            event.type === 'talk' ? toldClauses(game, key.log, pair.lang, event).clauses : [];
          const statesResults = facts.resultWords === undefined || facts.resultWords.test(template);
          for (const [giverSlot, targetSlot, speciesSlot, kindOf] of statesResults ? (facts.results ?? []) : []) {
            const giver = giverSlot === '*' ? undefined : agentIn(giverSlot);
            const target = agentIn(targetSlot);
            const species = speciesSlot === 's' ? SPECIES_OF[groups.s ?? ''] : speciesSlot;
            if ((giverSlot !== '*' && giver === undefined) || target === undefined || species === undefined) continue;
            const number = roster.numberOf(game.seats.find((seat) => seat.idx === target)!.name);
            const givers = talks.filter(
              (event) =>
                event.type === 'talk' &&
                (giver === undefined || event.agent === giver) &&
                told(event).some(
                  (clause) =>
                    ((clause.type === 'DIVINED' && kindOf !== 'identification') ||
                      (clause.type === 'IDENTIFIED' && kindOf !== 'divination')) &&
                    clause.target === number &&
                    clause.species === species,
                ),
            );
            countShown(givers, key.day, `${note}  [the result was told before yesterday]`);
            count(
              'result given',
              givers.length > 0,
              `${note}  [no such ${kindOf} result told${giverSlot === '*' ? '' : ' by that giver'}]`,
            );
          }
          for (const [holderSlot, onSlot, type, when] of facts.stances ?? []) {
            const holder = agentIn(holderSlot);
            const on = agentIn(onSlot);
            if (holder === undefined || on === undefined) continue;
            const number = roster.numberOf(game.seats.find((seat) => seat.idx === on)!.name)!;
            const takers = talks.filter(
              (event) =>
                event.type === 'talk' &&
                event.agent === holder &&
                told(event).some(
                  (clause) =>
                    takesStance(clause, number, type) &&
                    (event.day === key.day ||
                      (when === 'recent' &&
                        (event.day === key.day - 1 || clause.type === 'DIVINED' || clause.type === 'IDENTIFIED'))),
                ),
            );
            countShown(takers, key.day, `${note}  [the stance was taken before yesterday]`);
            count(
              'stance taken',
              takers.length > 0,
              `${note}  [no ${type} ${when === 'today' ? 'today ' : ''}read or labelled]`,
            );
          }
          const namesOther = (event: ReplayEvent, agent: number): boolean =>
            event.type === 'talk' &&
            (game.seats.some((seat) => seat.idx !== agent && event.text.includes(seat.name)) ||
              /Agent\[\d+\]/u.test(event.text.replaceAll(`Agent[${String(agent).padStart(2, '0')}]`, '')) ||
              told(event).some(
                (clause) =>
                  'target' in clause &&
                  clause.target !== 0 &&
                  clause.target !== roster.numberOf(game.seats.find((seat) => seat.idx === agent)!.name),
              ));
          if (facts.ownResult !== undefined) {
            const target = agentIn('t');
            const seat = idOf.get(pair.speaker);
            if (target === undefined) continue;
            const number = roster.numberOf(game.seats.find((entry) => entry.idx === target)!.name);
            const [type, species] = facts.ownResult;
            const earlier = talks.filter(
              (event) =>
                event.type === 'talk' &&
                event.agent === seat &&
                told(event).some(
                  (clause) => clause.type === type && clause.target === number && clause.species === species,
                ),
            );
            // Not a false fact: a result the seat already told, told again as news.
            const today = earlier.some((event) => event.day === key.day);
            count(
              'new result (not told before)',
              earlier.length === 0,
              `${note}  [told already ${today ? 'today' : 'on an earlier day'}]`,
            );
          }
          if (facts.silent === true) {
            const target = agentIn('t');
            const days = daysOf(groups.d, key.day);
            if (target === undefined || days.length === 0) continue;
            const own = talks.filter(
              (event) => event.type === 'talk' && event.agent === target && days.includes(event.day),
            );
            const said = own.filter((event) => event.type === 'talk' && !passed(event.text));
            count('silent day', own.length > 0 && said.length === 0, `${note}  [said ${said.length} that day]`);
            count(
              WINDOW_FAMILY,
              days.every((day) => shown(day, key.day)),
              `${note}  [the silent day is before yesterday]`,
            );
            // Silent that day but talking since: the judge sees it talk (what "only said Over" is read against).
            const since = talks.filter(
              (event) =>
                event.type === 'talk' && event.agent === target && event.day > Math.max(...days) && !passed(event.text),
            );
            count('silent since', since.length === 0, `${note}  [said ${since.length} since]`);
          }
          if (facts.namedNobody !== undefined) {
            const target = agentIn('t');
            if (target === undefined) continue;
            const days = facts.namedNobody === 'day' ? daysOf(groups.d, key.day) : [];
            const own = talks.filter(
              (event) =>
                event.type === 'talk' &&
                event.agent === target &&
                !passed(event.text) &&
                (days.length === 0 || days.includes(event.day)),
            );
            const naming = own.filter((event) => namesOther(event, target));
            if (days.length > 0)
              count(
                WINDOW_FAMILY,
                days.every((day) => shown(day, key.day)),
                `${note}  [the day is before yesterday]`,
              );
            count(
              'named nobody',
              own.length > 0 && naming.length === 0,
              `${note}  [${naming.length} of its ${own.length} talks name someone]`,
            );
          }
          if (facts.unanswered === true) {
            const target = agentIn('t');
            const asker = agentIn('a');
            if (target === undefined || asker === undefined) continue;
            const targetName = game.seats.find((seat) => seat.idx === target)!.name;
            const days = daysOf(groups.d, key.day);
            const window = days.length > 0 ? days : [key.day, key.day - 1];
            // Some question by name from the asker on that day, after which the target had a turn and named
            // nobody: the reason holds.
            const questions = talks.filter(
              (event) =>
                event.type === 'talk' &&
                event.agent === asker &&
                window.includes(event.day) &&
                event.text.includes(targetName) &&
                /[?？]|教えて|聞かせて|どう思|どう見|説明して|\b(?:what|who|whom|why|how|tell|explain|share)\b/iu.test(
                  event.text,
                ),
            );
            const states = questions.map((asked) => {
              const since = talks
                .slice(talks.indexOf(asked) + 1)
                .filter((event) => event.type === 'talk' && event.agent === target);
              if (since.length === 0) return 'no turn since';
              const named = since.some(
                (event) => event.type === 'talk' && !passed(event.text) && namesOther(event, target),
              );
              return named ? 'named someone since' : 'holds';
            });
            count(
              'unanswered',
              states.includes('holds'),
              `${note}  [${questions.length === 0 ? 'no question by name found' : states.join(', ')}]`,
            );
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

// `npm run bench -- talk-own DIR [DIR…] [--list]`: does our line keep what the seat itself said before? For each
// blind talk pair drawn by `replay --talk-pairs` (DIR holds pairs.jsonl and key.jsonl), the seat's real lines
// before the turn are read as the table's reader reads them: the role it claimed last (a claim it took back is
// gone, with its results), the results it gave (its own clauses only). Our line is read the same way and
// counted against them:
// - claim: our line claims a village role other than the one the seat claimed;
// - reveal: our line comes out as a werewolf or the possessed after another claim (the werewolf side's decisive
//   day; a strategy, counted apart);
// - result-kind: our line gives a result its claimed role cannot give (a divination from a medium, bodyguard or
//   villager claimer; a medium result from a seer claimer);
// - result-flip: our line gives a result on a player the seat already gave the other colour;
// - result-double: a result on a new player that makes more results of its kind than nights passed (a seer
//   divines once a night; a medium learns once an execution);
// - black-on-white: our line calls a werewolf (or blacks) a player the seat's own result called human, who
//   claimed no role (a white counter-claimer called fake is the possessed: no contradiction);
// - wolves-overcounted: our line calls a werewolf one player more than the game has, counting the seat's own
//   blacks (two blacks in a village of one werewolf); a rival claimer's claim called fake counts only when the
//   line says werewolf or black in so many words (a fake claimer is the possessed in such a story);
// - black-dropped: the seat's own black on a living player, and our line goes against another without naming it;
// - result-owed: the seat claimed seer (day ≥ 1) or medium (after an execution), has given no result today, and
//   our line gives none either.
// Prints the counts over the pairs, and each case with `--list`.
import { understand } from '../src/nl/index.ts';
import { forEachStatedClause, type Sentence } from '../src/protocol/index.ts';
import { talkPairTurns } from './support/talk-pair-turns.ts';

const dirs = process.argv.slice(3).filter((arg) => !arg.startsWith('--'));
const list = process.argv.includes('--list');
if (dirs.length === 0) {
  console.error('usage: npm run bench -- talk-own DIR [DIR…] [--list]   (DIR: a replay --talk-pairs output)');
  process.exit(2);
}

const KINDS = [
  'claim',
  'reveal',
  'result-kind',
  'result-flip',
  'result-double',
  'black-on-white',
  'wolves-overcounted',
  'black-dropped',
  'result-owed',
] as const;
type CaseKind = (typeof KINDS)[number];

type Kind = 'DIVINED' | 'IDENTIFIED';
type Result = { kind: Kind; target: number; species: 'HUMAN' | 'WEREWOLF'; day: number };
/** What one line says in its speaker's own voice. */
type Said = {
  claims: string[];
  withdrawn: string[];
  results: Result[];
  /** Players the line goes against (a vote, a werewolf or possessed call, a call to vote, a black). */
  against: Set<number>;
  /** Players the line calls a werewolf (an estimate or a black). */
  werewolves: Set<number>;
};

const saidIn = (sentences: readonly Sentence[], self: number | undefined, day: number): Said => {
  const said: Said = { claims: [], withdrawn: [], results: [], against: new Set(), werewolves: new Set() };
  forEachStatedClause(sentences, (clause) => {
    if ('subject' in clause && clause.subject !== undefined && clause.subject !== self) return;
    if (clause.type === 'COMINGOUT' && clause.target === self && clause.role !== 'ANY') said.claims.push(clause.role);
    else if (clause.type === 'NOT' && clause.clause.type === 'COMINGOUT' && clause.clause.target === self)
      said.withdrawn.push(clause.clause.role);
    else if ((clause.type === 'DIVINED' || clause.type === 'IDENTIFIED') && clause.target !== self) {
      if (clause.species !== 'HUMAN' && clause.species !== 'WEREWOLF') return;
      said.results.push({ kind: clause.type, target: clause.target, species: clause.species, day });
      if (clause.species === 'WEREWOLF') {
        said.against.add(clause.target);
        if (clause.type === 'DIVINED') said.werewolves.add(clause.target);
      }
    } else if (clause.type === 'VOTE' && clause.target !== self) said.against.add(clause.target);
    else if (clause.type === 'ESTIMATE' && clause.target !== self) {
      if (clause.role === 'WEREWOLF' || clause.role === 'POSSESSED') said.against.add(clause.target);
      if (clause.role === 'WEREWOLF') said.werewolves.add(clause.target);
    } else if (clause.type === 'REQUEST' && clause.clause.type === 'VOTE' && clause.target === 0)
      said.against.add(clause.clause.target);
  });
  return said;
};

/** The role whose results a result of this kind are. */
const roleOf = (kind: Kind): string => (kind === 'DIVINED' ? 'SEER' : 'MEDIUM');
const VILLAGE_ROLES = new Set(['SEER', 'MEDIUM', 'BODYGUARD', 'VILLAGER']);

const counts = new Map<CaseKind, number>();
const cases: string[] = [];
let pairs = 0;
let pairsWithCase = 0;

for (const dir of dirs) {
  for (const { pair, key, ours, game, roster, before, dead } of talkPairTurns(dir)) {
    pairs++;
    const seat = game.seats.find((entry) => entry.name === pair.speaker);
    if (seat === undefined) continue;
    const self = roster.numberOf(seat.name);
    const read = (text: string, speaker: string): readonly Sentence[] =>
      understand({ text, speaker, roster, lang: pair.lang });
    const wolves = game.seats.filter((entry) => entry.role === 'WEREWOLF').length;
    let claim: string | undefined;
    let results: Result[] = [];
    const toldToday = new Set<Kind>();
    // Players who claimed a role on the record (a counter-claimer called fake is no player called human).
    const claimers = new Set<number>();
    for (const event of before) {
      if (event.type !== 'talk') continue;
      const speaker = game.seats.find((entry) => entry.idx === event.agent)?.name;
      if (speaker === undefined) continue;
      const number = roster.numberOf(speaker);
      const said = saidIn(read(event.text, speaker), number, event.day);
      if (said.claims.length > 0 && number !== undefined) claimers.add(number);
      if (event.agent !== seat.idx) continue;
      for (const role of said.withdrawn)
        if (role === claim) {
          claim = undefined;
          results = results.filter((result) => roleOf(result.kind) !== role);
        }
      claim = said.claims.at(-1) ?? claim;
      if (event.day === key.day) for (const result of said.results) toldToday.add(result.kind);
      for (const result of said.results)
        if (!results.some((old) => old.target === result.target && old.species === result.species))
          results.push(result);
      // "I divined X: human" says the seer even where no claim was read.
      if (claim === undefined && said.results.length > 0) claim = roleOf(said.results[0]!.kind);
    }
    const mine = saidIn(read(ours, seat.name), self, key.day);
    const found: string[] = [];
    const note = (kind: CaseKind, detail: string): void => {
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      found.push(`${kind}: ${detail}`);
    };
    const name = (target: number): string => roster.nameOf(target) ?? `#${target}`;
    const alive = (target: number): boolean => {
      const idx = game.seats.find((entry) => entry.name === roster.nameOf(target))?.idx;
      return idx !== undefined && !dead.has(idx);
    };
    for (const role of mine.claims)
      if (claim !== undefined && role !== claim)
        note(VILLAGE_ROLES.has(role) ? 'claim' : 'reveal', `${claim} -> ${role}`);
    const executions = before.filter((event) => event.type === 'execute').length;
    for (const result of mine.results) {
      const role = roleOf(result.kind);
      if (claim !== undefined && claim !== role && !mine.claims.includes(role))
        note('result-kind', `${claim} claimer gives ${result.kind} ${name(result.target)} ${result.species}`);
      const earlier = results.filter((old) => old.target === result.target && old.kind === result.kind);
      if (earlier.some((old) => old.species !== result.species))
        note('result-flip', `${name(result.target)} was ${earlier[0]!.species}, now ${result.species}`);
      if (earlier.length > 0) continue;
      const sameKind = results.filter((old) => old.kind === result.kind);
      const nights = result.kind === 'DIVINED' ? key.day : executions;
      if (sameKind.length + 1 > Math.max(nights, 1))
        note(
          'result-double',
          `new ${result.kind} ${name(result.target)} ${result.species}; earlier ${sameKind.map((old) => `d${old.day} ${name(old.target)} ${old.species}`).join(', ')}`,
        );
    }
    const ownColour = (target: number): string | undefined =>
      results.findLast((result) => result.target === target && result.kind === 'DIVINED')?.species;
    for (const target of mine.werewolves)
      if (ownColour(target) === 'HUMAN' && !claimers.has(target) && !mine.results.some((r) => r.target === target))
        note('black-on-white', `calls ${name(target)} a werewolf, whom the seat's result called human`);
    const blacks = results.filter((result) => result.kind === 'DIVINED' && ownColour(result.target) === 'WEREWOLF');
    const blackTargets = new Set(blacks.map((result) => result.target));
    // "X's seer claim is fake" reads as a werewolf estimate, but says fake (the possessed in a story with its
    // werewolf found): a rival claimer counts only when the line says werewolf or black in so many words.
    const wolfWord = (target: number): boolean =>
      new RegExp(
        `${name(target).replace(/[[\]]/gu, '\\$&')}[^。.!！?？、,]{0,8}(人狼|黒|werewolf|wolf|black)`,
        'iu',
      ).test(ours);
    const newWolves = [...mine.werewolves].filter(
      (target) => !blackTargets.has(target) && (!claimers.has(target) || wolfWord(target)),
    );
    if (newWolves.length > 0 && blackTargets.size + newWolves.length > wolves)
      note(
        'wolves-overcounted',
        `own blacks ${[...blackTargets].map(name).join(',')}; now calls ${newWolves.map(name).join(',')} a werewolf (${wolves} in the game)`,
      );
    for (const black of blackTargets)
      if (alive(black) && mine.against.size > 0 && !mine.against.has(black) && !ours.includes(name(black)))
        note('black-dropped', `own black ${name(black)} -> ${[...mine.against].map(name).join(',')}`);
    const owedKind: Kind | undefined =
      claim === 'SEER' && key.day >= 1 ? 'DIVINED' : claim === 'MEDIUM' && executions > 0 ? 'IDENTIFIED' : undefined;
    if (owedKind !== undefined && !toldToday.has(owedKind) && !mine.results.some((r) => r.kind === owedKind))
      note('result-owed', `${claim} claimer, no ${owedKind} today`);
    if (found.length === 0) continue;
    pairsWithCase++;
    if (list) {
      const history: string[] = [];
      for (const event of before)
        if (event.type === 'talk' && event.agent === seat.idx && !/^(Over|Skip)$/.test(event.text.trim()))
          history.push(`    d${event.day} ${event.text}`);
      cases.push(
        [
          `${key.id} ${key.folder} day ${key.day} ${seat.name} (${seat.role}, claimed ${claim ?? 'nothing'})`,
          ...found.map((text) => `  ${text}`),
          '  seat said:',
          ...history,
          `  ours: ${ours}`,
        ].join('\n'),
      );
    }
  }
}

console.log(`pairs: ${pairs}; our line contradicts the seat's own earlier lines in ${pairsWithCase}`);
for (const kind of KINDS) console.log(`  ${kind}: ${counts.get(kind) ?? 0}`);
if (list) for (const text of cases) console.log(`\n${text}`);

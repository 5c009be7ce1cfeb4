// `npm run bench -- talk-stance DIR [DIR…] [--list]`: does our line keep the seat's own stance? For each blind
// talk pair drawn by `replay --talk-pairs` (DIR holds pairs.jsonl and key.jsonl), the seat's real lines before
// the turn are read as the table's reader reads them, and the seat's stance is the last living player they went
// against (a vote, a werewolf or possessed estimate, a request to vote, a black result of its own). Our line's
// targets are read the same way (living ones only: a medium's black on the executed is no turn). Prints, over the
// pairs where the seat had a stance and our line goes against someone living: how often our line leaves that
// target, how often it does so without naming the old target (a switch with no word about it: what judges call
// "switches to Y with no reason"), whether the record changed since the stance (a vote, a death, a result or
// claim read), and how often our line goes against a player the seat last vouched for, or calls the possessed a
// werewolf (or back). `--list` prints every unnamed switch.
import { understand } from '../src/nl/index.ts';
import { forEachStatedClause, type Sentence } from '../src/protocol/index.ts';
import type { ReplayEvent } from '../src/replay/replay-game.ts';
import { talkPairTurns } from './support/talk-pair-turns.ts';

const dirs = process.argv.slice(3).filter((arg) => !arg.startsWith('--'));
const list = process.argv.includes('--list');
if (dirs.length === 0) {
  console.error('usage: npm run bench -- talk-stance DIR [DIR…] [--list]   (DIR: a replay --talk-pairs output)');
  process.exit(2);
}

/** What one line says for or against players, as the reader reads it (the speaker's own clauses only). */
type Lean = { against: Map<number, 'WEREWOLF' | 'POSSESSED' | 'VOTE'>; for: Set<number> };

const leanOf = (sentences: readonly Sentence[], self: number | undefined): Lean => {
  const lean: Lean = { against: new Map(), for: new Set() };
  const own = (clause: Sentence): boolean =>
    !('subject' in clause) || clause.subject === undefined || clause.subject === self;
  forEachStatedClause(sentences, (clause) => {
    if (!own(clause)) return;
    if (clause.type === 'VOTE' && clause.target !== self) {
      if (!lean.against.has(clause.target)) lean.against.set(clause.target, 'VOTE');
    } else if (clause.type === 'ESTIMATE' && clause.target !== self) {
      if (clause.role === 'WEREWOLF' || clause.role === 'POSSESSED') lean.against.set(clause.target, clause.role);
      else if (clause.role !== 'ANY') lean.for.add(clause.target);
    } else if (clause.type === 'DIVINED' || clause.type === 'IDENTIFIED') {
      if (clause.species === 'WEREWOLF') lean.against.set(clause.target, 'WEREWOLF');
      else if (clause.species === 'HUMAN') lean.for.add(clause.target);
    } else if (clause.type === 'REQUEST' && clause.clause.type === 'VOTE' && clause.target === 0) {
      if (!lean.against.has(clause.clause.target)) lean.against.set(clause.clause.target, 'VOTE');
    }
  });
  return lean;
};

/** Whether an event changes what a seat may fairly think of the table: a vote, a death, a result. */
const isNews = (event: ReplayEvent): boolean =>
  event.type === 'vote' || event.type === 'execute' || (event.type === 'attack' && event.success);

let pairs = 0;
let withStance = 0;
let switched = 0;
let unnamed = 0;
let unnamedNews = 0;
let unnamedToday = 0;
let onDefended = 0;
let roleFlip = 0;
const notes: string[] = [];

for (const dir of dirs) {
  for (const { pair, key, ours, game, roster, before, dead } of talkPairTurns(dir)) {
    pairs++;
    const seat = game.seats.find((entry) => entry.name === pair.speaker);
    if (seat === undefined) continue;
    const self = roster.numberOf(seat.name);
    // The seat's stance: the last player its own lines went against, and the last it vouched for.
    let stance: { target: number; role: string; place: number; day: number } | undefined;
    const vouched = new Map<number, number>();
    let lastNews = -1;
    for (const [place, event] of before.entries()) {
      if (isNews(event)) lastNews = place;
      if (event.type !== 'talk' || event.agent !== seat.idx) continue;
      const lean = leanOf(understand({ text: event.text, speaker: seat.name, roster, lang: pair.lang }), self);
      for (const target of lean.for) vouched.set(target, place);
      for (const [target, role] of lean.against) {
        stance = { target, role, place, day: event.day };
        vouched.delete(target);
      }
    }
    const mine = leanOf(understand({ text: ours, speaker: seat.name, roster, lang: pair.lang }), self);
    const aliveNumber = (target: number): boolean => {
      const idx = game.seats.find((entry) => entry.name === roster.nameOf(target))?.idx;
      return idx !== undefined && !dead.has(idx);
    };
    // A medium's black on the executed goes against nobody still in the game: no turn from a living target.
    for (const target of [...mine.against.keys()]) if (!aliveNumber(target)) mine.against.delete(target);
    if (mine.against.size === 0) continue;
    if ([...mine.against.keys()].some((target) => vouched.has(target) && aliveNumber(target))) onDefended++;
    const flipped = [...mine.against].some(
      ([target, role]) =>
        stance?.target === target && stance.role !== 'VOTE' && role !== 'VOTE' && stance.role !== role,
    );
    if (flipped) roleFlip++;
    const stanceName = stance === undefined ? undefined : roster.nameOf(stance.target);
    const stanceIdx = game.seats.find((entry) => entry.name === stanceName)?.idx;
    if (stance === undefined || stanceName === undefined || stanceIdx === undefined || dead.has(stanceIdx)) continue;
    withStance++;
    if (mine.against.has(stance.target)) continue;
    switched++;
    if (ours.includes(stanceName)) continue;
    unnamed++;
    const news = lastNews > stance.place;
    if (news) unnamedNews++;
    if (stance.day === key.day) unnamedToday++;
    const targets = [...mine.against.keys()].map((target) => roster.nameOf(target)).join(',');
    notes.push(
      `${key.id} day ${key.day} ${seat.name} (${seat.role}) was on ${stanceName} (day ${stance.day}${news ? ', news since' : ''}) -> ${targets}: ${ours}`,
    );
  }
}

const share = (part: number, whole: number): string =>
  `${part}/${whole} (${whole === 0 ? '0' : ((100 * part) / whole).toFixed(1)} %)`;
console.log(`pairs: ${pairs}; seat with a living stance and our line against someone: ${withStance}`);
console.log(`our line leaves the seat's target: ${share(switched, withStance)}`);
console.log(
  `  ... without naming it: ${share(unnamed, withStance)} (stance said today ${unnamedToday}; record changed since ${unnamedNews})`,
);
console.log(`our line goes against one the seat last vouched for: ${onDefended}`);
console.log(`possessed called werewolf or back: ${roleFlip}`);
if (list) for (const note of notes) console.log(`SWITCH ${note}`);

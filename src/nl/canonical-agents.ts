import { ANY, type AgentNumber, type Sentence } from '../protocol/index.ts';
import { MENTION_CLOSE, MENTION_OPEN } from './agent-mention.ts';

/**
 * A tokenized talk with its agents numbered in order of appearance (the speaker first), so that the same
 * phrase about other seats is one reading-memo entry: `占い結果:⟨3⟩は白` said by 4 and `占い結果:⟨5⟩は白`
 * said by 2 are both `占い結果:⟨2⟩は白` said by 1. The rules compare agent numbers only with each other and
 * with ANY, so a reading of the renumbered talk, numbered back, is the reading of the talk (the readings
 * check proves it over the corpus). A number keeps its count of digits: rules count characters around
 * a token (`[^。]{0,8}`), and a token must keep its length.
 */
export type CanonicalTalk = {
  readonly text: string;
  readonly speaker: AgentNumber;
  /** Canonical number → the talk's own; undefined when the numbering is already canonical. */
  readonly original: ReadonlyMap<AgentNumber, AgentNumber> | undefined;
};

const AT = 0x40;

/** The first canonical number of a length: 1, 10, 100… */
const firstOfLength = (digits: number): number => (digits === 1 ? 1 : 10 ** (digits - 1));

export const canonicalAgents = (text: string, speaker: AgentNumber): CanonicalTalk => {
  // Arrays, not maps: a talk names a handful of agents, and this runs on every new talk read.
  const own: AgentNumber[] = [ANY];
  const chosen: AgentNumber[] = [ANY];
  const nextOfLength: number[] = [];
  let renumbered = false;
  const canonicalOf = (agent: AgentNumber): AgentNumber => {
    const known = own.indexOf(agent);
    if (known !== -1) return chosen[known]!;
    const digits = String(agent).length;
    const next = nextOfLength[digits] ?? firstOfLength(digits);
    nextOfLength[digits] = next + 1;
    own.push(agent);
    chosen.push(next);
    if (next !== agent) renumbered = true;
    return next;
  };
  const canonicalSpeaker = canonicalOf(speaker);
  let output = '';
  let copied = 0;
  for (let open = text.indexOf(MENTION_OPEN); open !== -1; open = text.indexOf(MENTION_OPEN, open + 1)) {
    const start = text.charCodeAt(open + 1) === AT ? open + 2 : open + 1;
    const close = text.indexOf(MENTION_CLOSE, start);
    // Tokens are written by tokenizeMentions alone (the talk's own private-use characters are removed first).
    if (close === -1) break;
    const agent = Number(text.slice(start, close));
    output += text.slice(copied, start) + String(canonicalOf(agent));
    copied = close;
  }
  if (!renumbered) return { text, speaker, original: undefined };
  const original = new Map<AgentNumber, AgentNumber>();
  for (let index = 0; index < own.length; index++) original.set(chosen[index]!, own[index]!);
  return { text: output + text.slice(copied), speaker: canonicalSpeaker, original };
};

/** The sentence with its agents numbered back (same keys in the same order: readings are compared as JSON). */
export const numberedBack = (sentence: Sentence, original: ReadonlyMap<AgentNumber, AgentNumber>): Sentence => {
  const copy: Record<string, unknown> = {};
  // for…in rather than Object.entries: no array of pairs per sentence of every talk read.
  for (const key in sentence) {
    const value = (sentence as Record<string, unknown>)[key];
    if ((key === 'target' || key === 'subject') && typeof value === 'number') copy[key] = original.get(value) ?? value;
    else if (key === 'clause') copy[key] = numberedBack(value as Sentence, original);
    else if (key === 'clauses')
      copy[key] = (value as readonly Sentence[]).map((clause) => numberedBack(clause, original));
    else copy[key] = value;
  }
  return copy as Sentence;
};

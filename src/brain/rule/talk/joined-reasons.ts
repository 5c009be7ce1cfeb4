// A reason joined to the move it backs in one sentence ("I vote X since …", 「…なので、Xに投票する。」)
// instead of said as a sentence of its own. Apart from compose-talk.ts because it only rewrites the parts
// of a talk already filled: which moves a reason may follow and how each language joins the two.
import type { Random } from '../../../random.ts';
import type { Voice } from './voice.ts';

/** Moves a reason can follow in one English sentence. */
const JOINABLE: ReadonlySet<string> = new Set([
  'vote',
  'vote-again',
  'vote-change',
  'vote-change-unnamed',
  'vote-after-suspicion',
  'vote-after-stance',
  'estimate-werewolf',
  'estimate-possessed',
  'reply-vote',
  'reply-suspect',
]);

/**
 * The English talk with its reason joined to the move before it by "since" or "because", or said first
 * with the move after "So", as the voice joins them (the joined part's first letter lowered unless it opens
 * with "I" or a player's name); undefined when the talk has no such pair or the move does not end in a
 * plain period.
 */
export const joinedReason = (
  parts: readonly string[],
  pieces: readonly { readonly kind: string }[],
  voice: Voice,
  agents: readonly string[],
  random: Random,
): string | undefined => {
  const at = pieces.findIndex((piece) => piece.kind.startsWith('reason-'));
  // "I vote X since my reason is the one I gave" says nothing as a clause: the pointer back stays a sentence.
  if (at < 1 || !JOINABLE.has(pieces[at - 1]!.kind) || pieces[at]!.kind === 'reason-as-said') return undefined;
  if (voice.lang === 'ja') return joinedReasonJa(parts, at, random);
  if (voice.lang !== 'en') return undefined;
  const move = parts[at - 1]!;
  const reason = parts[at]!;
  if (!move.endsWith('.') || move.endsWith('..')) return undefined;
  const lowered = (text: string): string =>
    /^I\b/u.test(text) || agents.some((agent) => text.startsWith(agent))
      ? text
      : text.charAt(0).toLowerCase() + text.slice(1);
  // The voice's own habit (voice.ts); a voice heard in lines has none and varies.
  const connector = voice.connector ?? (random.next() < 0.5 ? 'since' : 'because');
  // "I'm voting X. Your move since …" joins the reason to the wrong sentence: only a one-sentence move.
  if (connector !== 'so' && /[.!?] /u.test(move)) return undefined;
  // "My vote: X" takes no "since …" after it nor a "So" before it.
  if (move.includes(':')) return undefined;
  const merged =
    connector === 'so' ? `${reason} So ${lowered(move)}` : `${move.slice(0, -1)} ${connector} ${lowered(reason)}`;
  return [...parts.slice(0, at - 1), merged, ...parts.slice(at + 1)].join(' ');
};

/**
 * Japanese: the reason said first and joined to the move by ので (「XはYに投票していたので、Xに投票する。」),
 * as people give a reason, in about half of the talks that allow it (variety); only a reason ending in a
 * plain or polite form (だ, です, ます, いる, た, ない…) joins, never one ending in a particle of the voice.
 * Undefined when the move is not a plain sentence or the reason does not join.
 */
const joinedReasonJa = (parts: readonly string[], at: number, random: Random): string | undefined => {
  if (random.next() < 0.4) return undefined;
  const move = parts[at - 1]!;
  const reason = parts[at]!;
  if (move.startsWith('@') || !move.endsWith('。')) return undefined;
  const clause = JA_JOINS.map(([ending, joined]) =>
    reason.endsWith(ending) ? reason.slice(0, -ending.length) + joined : undefined,
  ).find((joined) => joined !== undefined);
  if (clause === undefined || clause.includes('。')) return undefined;
  return [...parts.slice(0, at - 1), `${clause}${move}`, ...parts.slice(at + 1)].join('');
};

/** How a reason's last words join a following clause (「…だ。」 → 「…なので、」). */
const JA_JOINS: readonly (readonly [string, string])[] = [
  ['だった。', 'だったので、'],
  ['だ。', 'なので、'],
  ['でした。', 'でしたので、'],
  ['です。', 'ですので、'],
  ['ました。', 'ましたので、'],
  ['ます。', 'ますので、'],
  ['ません。', 'ませんので、'],
  ['いる。', 'いるので、'],
  ['いた。', 'いたので、'],
  ['ない。', 'ないので、'],
  ['た。', 'たので、'],
];

// A reason as the piece that says it: which phrase-book kind (`reason-…`) and the names, roles and days
// that fill it, for every kind of reason evidence.ts finds. Apart from compose-talk.ts because it only maps
// one reason to its words; which reasons a talk gives, and where, stays with the composer.
import type { GameRole } from '../../../game/state.ts';
import { ROLE_NAMES } from '../../../nl/vocabulary.ts';
import type { Reason } from './evidence.ts';
import type { Piece } from './phrase-book.ts';
import { dayWord, EN_COUNTS, namer, roleValues, speciesWord } from './spoken-words.ts';
import type { Voice } from './voice.ts';

/** The piece that says `reason` today in this voice (`self`, the speaker, said in the first person). */
export const reasonPiece = (reason: Reason, voice: Voice, today: number, self: string): Piece => {
  const name = namer(voice, self);
  const role = (value: GameRole): string => ROLE_NAMES[voice.lang][value];
  switch (reason.kind) {
    case 'black-report':
    case 'white-report':
      return reason.own
        ? {
            kind: `reason-${reason.kind === 'black-report' ? 'black' : 'white'}-own`,
            values: { t: name(reason.target) },
          }
        : { kind: `reason-${reason.kind}`, values: { t: name(reason.target), a: name(reason.reporter) } };
    case 'counter-claim':
    case 'late-claim':
      if (reason.others !== undefined && reason.others.length > 1) {
        // Three or more claimers: every one named, never "the two".
        const count = reason.others.length + 1;
        return {
          kind: 'reason-counter-claim-many',
          values: {
            t: name(reason.target),
            a: reason.others.map(name).join(voice.lang === 'ja' ? '・' : ' and '),
            r: role(reason.role),
            k: voice.lang === 'ja' ? String(count) : (EN_COUNTS[count] ?? String(count)),
          },
        };
      }
      return {
        kind: `reason-${reason.kind}`,
        values: { t: name(reason.target), a: name(reason.rival), r: role(reason.role) },
      };
    case 'sole-claim':
      return { kind: 'reason-sole-claim', values: { t: name(reason.target), r: role(reason.role) } };
    case 'withdrew-claim':
      return {
        kind: 'reason-withdrew-claim',
        values: { t: name(reason.target), r: role(reason.role), d: dayWord(voice, reason.day, today) },
      };
    // A vote on a player a claimer found black or white: one shape, the result's colour picks the phrase.
    case 'voted-black':
    case 'voted-white':
      return {
        kind: reason.reporter === self ? (`reason-${reason.kind}-own` as const) : (`reason-${reason.kind}` as const),
        values: {
          t: name(reason.target),
          d: dayWord(voice, reason.day, today),
          b: name(reason.victim),
          a: name(reason.reporter),
        },
      };
    case 'word-vote':
      return {
        kind: 'reason-word-vote',
        values: {
          t: name(reason.target),
          d: dayWord(voice, reason.day, today),
          b: name(reason.said),
          c: name(reason.voted),
        },
      };
    case 'voted-identified':
    case 'voted-attacked':
      return {
        kind: `reason-${reason.kind}`,
        values: { t: name(reason.target), d: dayWord(voice, reason.day, today), b: name(reason.victim) },
      };
    case 'voted-with':
    case 'voted-with-doubted':
      return {
        // One we doubted who is dead now is said in the past ("whom I had doubted").
        kind:
          reason.kind === 'voted-with-doubted' && reason.dead === true
            ? 'reason-voted-with-doubted-dead'
            : `reason-${reason.kind}`,
        values: {
          t: name(reason.target),
          d: dayWord(voice, reason.day, today),
          b: name(reason.victim),
          a: name(reason.partner),
        },
      };
    case 'defended':
    case 'defended-doubted':
      return {
        kind:
          reason.kind === 'defended-doubted' && reason.dead === true
            ? 'reason-defended-doubted-dead'
            : `reason-${reason.kind}`,
        values: { t: name(reason.target), a: name(reason.defended) },
      };
    case 'silence':
    case 'no-names':
    case 'voted-me':
      return {
        kind: `reason-${reason.kind}`,
        values: { t: name(reason.target), d: dayWord(voice, reason.day, today) },
      };
    case 'crowd':
      return { kind: 'reason-crowd', values: { t: name(reason.target), a: name(reason.partner) } };
    case 'votes-claimer':
      return {
        kind: 'reason-votes-claimer',
        values: { t: name(reason.target), a: name(reason.claimer), ...roleValues(voice, reason.role) },
      };
    case 'bare-vote':
      return { kind: 'reason-bare-vote', values: { t: name(reason.target), b: name(reason.voted) } };
    case 'vote-switch':
      return {
        kind: 'reason-vote-switch',
        values: { t: name(reason.target), b: name(reason.said), c: name(reason.voted) },
      };
    case 'last-grey':
      return { kind: 'reason-last-grey', values: { t: name(reason.target) } };
    case 'accused-me':
    case 'pressed-me':
    case 'no-names-yet':
      return { kind: `reason-${reason.kind}`, values: { t: name(reason.target) } };
    case 'unanswered':
      return {
        kind: 'reason-unanswered',
        values: { t: name(reason.target), a: name(reason.asker), d: dayWord(voice, reason.day, today) },
      };
    case 'quiet':
      // Exact: "spoke only once today" of one who said one (long) thing, not "hardly spoke".
      return { kind: reason.said === 0 ? 'reason-quiet' : 'reason-quiet-once', values: { t: name(reason.target) } };
    case 'suspects-white':
      return {
        kind: reason.reporter === self ? 'reason-suspects-white-own' : 'reason-suspects-white',
        values: { t: name(reason.target), b: name(reason.suspected), a: name(reason.reporter) },
      };
    case 'no-white':
      return { kind: 'reason-no-white', values: { t: name(reason.target) } };
    case 'medium-voters':
      return {
        kind: 'reason-medium-voters',
        values: {
          b: name(reason.target),
          d: dayWord(voice, reason.day, today),
          list: reason.voters.map(name).join(voice.lang === 'ja' ? '・' : ' and '),
        },
      };
    case 'medium-match':
      return { kind: 'reason-medium-match', values: { a: name(reason.reporter) } };
    case 'medium-contradicts':
      return {
        kind: reason.medium === self ? 'reason-medium-contradicts-own' : 'reason-medium-contradicts',
        values: {
          t: name(reason.target),
          b: name(reason.victim),
          a: name(reason.medium),
          s: speciesWord(voice, reason.werewolf),
        },
      };
  }
};

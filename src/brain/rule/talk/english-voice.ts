import type { Register } from './voice.ts';

/**
 * How each English register sounds, as data: contractions or none, a final `!`, the words it swaps in
 * for the phrase books' plain ones, and the signature words its agents open and close talks with (an
 * agent takes one opener and one closer by its place at the table, so two agents of one register
 * differ). Markers are short: a talk keeps its reasons first and drops a marker that does not fit.
 * Every signature word is used by one register only, so a reader can tell the voices apart by them.
 */
export type EnglishStyle = {
  readonly contractions: 'contract' | 'expand';
  readonly exclaims: boolean;
  readonly openers: readonly string[];
  readonly closers: readonly string[];
  /** Plain phrase → this register's words; applied to each filled piece (the reader checks the result). */
  readonly words: readonly (readonly [RegExp, string])[];
};

export const ENGLISH_STYLES: Readonly<Record<Register, EnglishStyle>> = {
  // Plain and courteous.
  polite: {
    contractions: 'contract',
    exclaims: false,
    openers: ['Okay.', 'Well.', 'Right.', 'To be clear.', 'Let me see.'],
    closers: ['Thank you.', 'That is my view.', 'Please consider it.'],
    words: [],
  },
  // Precise and measured: no contractions, Latinate words.
  formal: {
    contractions: 'expand',
    exclaims: false,
    openers: ['If I may.', 'Allow me.', 'To be precise.', 'Consider this.', 'Indeed.'],
    closers: ['That is all.', 'I rest my case.', 'Logic demands it.'],
    words: [
      [/\bseems\b/gu, 'appears'],
      [/\bjust now\b/gu, 'a moment ago'],
      [/\bhas a point\b/gu, 'is correct'],
      [/\bbarely\b/gu, 'scarcely'],
    ],
  },
  // Warm and chatty.
  casual: {
    contractions: 'contract',
    exclaims: false,
    openers: ['Okay so.', 'Alright friends.', 'Oh hey.', 'So yeah.', 'Honestly.'],
    closers: ['Just saying.', 'No hard feelings.', 'Stay sharp folks.'],
    words: [
      [/\breally\b/gu, 'totally'],
      [/\bseems suspicious\b/gu, 'seems kinda fishy'],
      [/\bunusually quiet\b/gu, 'super quiet'],
    ],
  },
  // Cautious and hedging.
  gentle: {
    contractions: 'contract',
    exclaims: false,
    openers: ['Um.', 'Sorry.', 'Um well.', 'Oh dear.', 'Forgive me.'],
    closers: ['I hope that helps.', 'Sorry to say it.', 'Please be careful.'],
    words: [
      [/\bI suspect\b/gu, 'I kind of suspect'],
      [/\bis the one\./gu, 'might be the one.'],
      [/\bI trust\b/gu, 'I mostly trust'],
    ],
  },
  // Blunt and short.
  rough: {
    contractions: 'contract',
    exclaims: false,
    openers: ['Look.', 'Listen.', 'Simple.', 'Enough.', 'Fine.'],
    closers: ['Period.', 'End of story.', 'Deal with it.'],
    words: [
      [/\bseems suspicious to me\b/gu, 'looks shady'],
      [/\bEveryone please vote\b/gu, 'Everyone vote'],
      [/\bhas a point\b/gu, 'gets it'],
      [/\bunusually quiet\b/gu, 'way too quiet'],
    ],
  },
  // An old hand: unhurried, no contractions.
  elder: {
    contractions: 'expand',
    exclaims: false,
    openers: ['Well now.', 'Hmm.', 'Ah.', 'Now then.', 'Heh.'],
    closers: ['Mark my words.', 'Trust an old one.', 'Think on it.'],
    words: [
      [/\bEveryone\b/gu, 'My friends'],
      [/\bseems\b/gu, 'looks'],
    ],
  },
  // Playful: short words, exclamations.
  child: {
    contractions: 'contract',
    exclaims: true,
    openers: ['Ooh!', 'Hey hey!', 'Okay okay!', 'Wait wait!', 'Hmm hmm!'],
    closers: ['Hehe.', 'So there!', 'Tee hee.'],
    words: [
      [/\bwerewolf\b/gu, 'wolf'],
      [/\bsuspicious\b/gu, 'sus'],
      [/\breally\b/gu, 'super'],
    ],
  },
  // Level and terse: no fillers, no warmth, the facts in short sentences.
  cool: {
    contractions: 'contract',
    exclaims: false,
    openers: ['Noted.', 'Simply put.', 'Facts first.', 'Plainly.', 'Short version.'],
    closers: ['Nothing more to add.', 'Nothing personal.', 'Draw your own conclusions.'],
    words: [
      [/\bseems suspicious to me\b/gu, "doesn't add up"],
      [/\breally\b/gu, 'clearly'],
      [/\bunusually quiet\b/gu, 'too quiet'],
    ],
  },
};

const CONTRACTED: readonly (readonly [RegExp, string])[] = [
  [/\bI am(?= \w)/gu, "I'm"],
  [/\bI will(?= \w)/gu, "I'll"],
  [/\bI would(?= \w)/gu, "I'd"],
  [/\b([Dd]o) not\b/gu, "$1n't"],
  [/\b([Dd]oes) not\b/gu, "$1n't"],
  [/\b([Ii]s) not\b/gu, "$1n't"],
  [/\b([Ww]as) not\b/gu, "$1n't"],
  [/\b([Hh]as) not\b/gu, "$1n't"],
  [/\b([Hh]ave) not\b/gu, "$1n't"],
  [/\bcannot\b/gu, "can't"],
  [/\b([Ll]et) us\b/gu, "$1's"],
  [/\b([Tt]hat|[Ii]t) is(?= \w)/gu, "$1's"],
  [/\bthey are(?= \w)/gu, "they're"],
];

const EXPANDED: readonly (readonly [RegExp, string])[] = [
  [/\bI'm\b/gu, 'I am'],
  [/\bI'll\b/gu, 'I will'],
  [/\bI'd\b/gu, 'I would'],
  [/\b([Dd]o)n't\b/gu, '$1 not'],
  [/\b([Dd]oes)n't\b/gu, '$1 not'],
  [/\b([Ii]s)n't\b/gu, '$1 not'],
  [/\b([Ww]as)n't\b/gu, '$1 not'],
  [/\b([Hh]as)n't\b/gu, '$1 not'],
  [/\b([Hh]ave)n't\b/gu, '$1 not'],
  [/\bcan't\b/gu, 'cannot'],
  [/\bwon't\b/gu, 'will not'],
  [/\b([Ll]et)'s\b/gu, '$1 us'],
  [/\b([Tt]hat|[Ii]t)'s\b/gu, '$1 is'],
  [/\bthey're\b/gu, 'they are'],
  [/\bgonna\b/gu, 'going to'],
];

/**
 * Our own name said as the first person lands in an object place too ("a white result from {b}" with
 * ourselves as {b}): after a preposition or a verb that takes an object, `I` is `me`. Not after
 * "than", "before", "after", "like" ("after I did"), nor before a verb of its own.
 */
const OBJECT_I =
  /\b(from|to|for|with|about|at|by|against|on|of|toward|suspects|suspected|accuses|accused|trusts|trusted|voted|divined|named|calls|called|defends|defended|found|doubts|doubted|attacked|blames|blamed|targets|targeted)((?: [A-Z]\w* and)?) I\b(?!')(?! (?:am|was|have|had|did|do|will|would|said|think|voted|divined|found|claim|claimed)\b)/gu;

const replaceAll = (text: string, rules: readonly (readonly [RegExp, string])[]): string =>
  rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);

/**
 * One filled English piece in the voice: its register's words, then contractions as the voice says
 * them, and a final `!` for a voice that exclaims. Names are never touched (they are capitalised and
 * no rule matches a capitalised word but `I`, `Everyone` and sentence starts).
 */
export const inEnglishVoice = (
  text: string,
  voice: { readonly register: Register; readonly contractions?: 'contract' | 'expand'; readonly exclaims?: boolean },
): string => {
  let result = replaceAll(text.replace(OBJECT_I, '$1$2 me'), ENGLISH_STYLES[voice.register].words);
  if (voice.contractions === 'contract') result = replaceAll(result, CONTRACTED);
  else if (voice.contractions === 'expand') result = replaceAll(result, EXPANDED);
  if (voice.exclaims === true) result = result.replace(/\.$/u, '!');
  return result;
};

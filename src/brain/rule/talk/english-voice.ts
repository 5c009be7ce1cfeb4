import type { Register } from './voice.ts';

/**
 * One of a register's three flavours: the words a seat of that register opens and closes some talks with,
 * how it says "I think", a few words of its own and its variants (`[register:n]`, voice-phrases.ts). A
 * seat takes its variants and words from one flavour and its `{think}` and signature words from another
 * (voice.ts), so two seats of one register at a table differ in one or the other in most lines.
 */
export type EnglishFlavour = {
  readonly openers: readonly string[];
  readonly closers: readonly string[];
  /** Fills `{think}`: how this seat puts an opinion ("I reckon", "My read is"). */
  readonly think: string;
  /** Plain phrase → this flavour's words, after the register's own. */
  readonly words?: readonly (readonly [RegExp, string])[];
};

/**
 * How each English register sounds, as data: contractions or none, a final `!`, the words it swaps in
 * for the phrase books' plain ones, and three flavours (a seat takes them by its place at the table).
 * Markers are short: a talk keeps its reasons first and drops a marker that does not fit. Every
 * signature word is used by one flavour only, so a reader can tell the voices apart by them.
 */
export type EnglishStyle = {
  readonly contractions: 'contract' | 'expand';
  readonly exclaims: boolean;
  /**
   * Two more habits of the register (a seat takes one of the three by its place, voice.ts): contractions
   * or none, a final `!` or none, where the register allows either; heard in most lines, so two seats of
   * one register differ in sentence shape and not only in a word now and then.
   */
  readonly shades?: readonly [EnglishShade, EnglishShade];
  readonly flavours: readonly [EnglishFlavour, EnglishFlavour, EnglishFlavour];
  /** Plain phrase → this register's words; applied to each filled piece (the reader checks the result). */
  readonly words: readonly (readonly [RegExp, string])[];
};

export type EnglishShade = { readonly contractions?: 'contract' | 'expand'; readonly exclaims?: boolean };

export const ENGLISH_STYLES: Readonly<Record<Register, EnglishStyle>> = {
  // Plain and courteous.
  polite: {
    contractions: 'contract',
    exclaims: false,
    shades: [{ contractions: 'expand' }, {}],
    flavours: [
      // Orderly: puts things on the record.
      {
        openers: ['To be clear.', 'For the record.'],
        closers: ['Thank you.', 'That is where I stand.'],
        think: 'I think',
        words: [
          [/\bis right about\b/gu, 'is correct about'],
          [/\bpointing at me\b/gu, 'accusing me'],
        ],
      },
      // Friendly: easy and open.
      {
        openers: ['Well.', 'Alright.'],
        closers: ['Thanks for listening.', 'Just my view.'],
        think: "I'd say",
        words: [[/\bis right\b/gu, 'makes a good point']],
      },
      // Earnest: means every word.
      {
        openers: ['Let me be honest.', 'Let me see.'],
        closers: ['Please think it over.', 'I mean that.'],
        think: 'I really think',
      },
    ],
    words: [],
  },
  // Precise and measured: no contractions, Latinate words.
  formal: {
    contractions: 'expand',
    exclaims: false,
    flavours: [
      // The advocate: argues a case.
      { openers: ['If I may.', 'Allow me.'], closers: ['I rest my case.', 'That is all.'], think: 'I believe' },
      // The scholar: reasons aloud.
      {
        openers: ['Consider this.', 'Indeed.'],
        closers: ['Logic demands it.', 'The facts are plain.'],
        think: 'I conclude that',
        words: [[/\bseems\b/gu, 'appears']],
      },
      // The aristocrat: mannered and a little grand.
      {
        openers: ['Dear me.', 'I must say.'],
        closers: ['I do hope you agree.', 'Do consider it.'],
        think: 'I dare say',
      },
    ],
    words: [
      [/\bjust now\b/gu, 'a moment ago'],
      [/\bhas a point\b/gu, 'is correct'],
      [/\bbarely\b/gu, 'scarcely'],
    ],
  },
  // Warm and chatty.
  casual: {
    contractions: 'contract',
    exclaims: false,
    shades: [{ exclaims: true }, {}],
    flavours: [
      // The buddy: talks to the group.
      { openers: ['Hey guys.', 'Okay so.'], closers: ['Just saying.', 'You know it.'], think: "I'm pretty sure" },
      // Laid back.
      {
        openers: ['So yeah.', 'Eh.'],
        closers: ['No hard feelings.', 'No biggie.'],
        think: 'I kinda think',
        words: [[/\bseems suspicious\b/gu, 'seems kinda fishy']],
      },
      // Chatty: thinks out loud.
      {
        openers: ['Oh man.', 'Honestly.'],
        closers: ['Stay sharp folks.', 'Trust me on this.'],
        think: 'I honestly think',
        words: [[/\breally\b/gu, 'totally']],
      },
    ],
    words: [[/\bunusually quiet\b/gu, 'super quiet']],
  },
  // Cautious and hedging.
  gentle: {
    contractions: 'contract',
    exclaims: false,
    shades: [{ contractions: 'expand' }, {}],
    flavours: [
      // Apologetic.
      {
        openers: ['Sorry.', 'Forgive me.'],
        closers: ['Sorry to say it.', "I hope that's alright."],
        think: 'I feel',
        words: [[/\bis right\b/gu, 'may be right']],
      },
      // Hesitant.
      {
        openers: ['Um.', 'Uh well.'],
        closers: ['I hope that helps.', 'If that makes sense.'],
        think: 'I think maybe',
        words: [[/\bI suspect\b/gu, 'I kind of suspect']],
      },
      // Worried for everyone.
      {
        openers: ['Oh dear.', 'Oh no.'],
        closers: ['Please be careful.', 'Please stay safe.'],
        think: "I'm afraid",
        words: [[/\bI trust\b/gu, 'I mostly trust']],
      },
    ],
    words: [[/\bis the one\./gu, 'might be the one.']],
  },
  // Blunt and short.
  rough: {
    contractions: 'contract',
    exclaims: false,
    flavours: [
      // Blunt.
      { openers: ['Look.', 'Listen.'], closers: ['Period.', 'End of story.'], think: 'I say' },
      // Sarcastic.
      { openers: ['Well well.', 'Wow.'], closers: ['Go figure.', 'Deal with it.'], think: 'Obviously' },
      // Impatient.
      { openers: ['Enough.', 'Come on.'], closers: ['No more stalling.', "Let's move."], think: 'I know' },
    ],
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
    shades: [{ contractions: 'contract' }, {}],
    flavours: [
      // The grandfatherly one.
      { openers: ['Well now.', 'Hmm.'], closers: ['Mark my words.', 'Trust an old one.'], think: 'I reckon' },
      // The sage.
      { openers: ['Ah.', 'Patience.'], closers: ['Think on it.', 'Time will tell.'], think: 'It seems to me' },
      // Folksy.
      {
        openers: ['Now then.', 'Heh.'],
        closers: ['Listen to your elders.', 'Remember that.'],
        think: 'I would wager',
      },
    ],
    words: [
      [/\bEveryone\b/gu, 'My friends'],
      [/\bseems\b/gu, 'looks'],
    ],
  },
  // Playful: short words, exclamations.
  child: {
    contractions: 'contract',
    exclaims: true,
    flavours: [
      // Excited.
      { openers: ['Ooh!', 'Wow!'], closers: ['Hehe.', 'Yay.'], think: 'I bet', words: [[/\breally\b/gu, 'super']] },
      // Bossy.
      { openers: ['Hey hey!', 'Listen up!'], closers: ['So there!', 'I mean it!'], think: 'I just know' },
      // The little detective.
      { openers: ['Aha!', 'Hmm hmm!'], closers: ['Clue noted!', 'Tee hee.'], think: 'My guess is' },
    ],
    words: [
      [/\bwerewolf\b/gu, 'wolf'],
      [/\bsuspicious\b/gu, 'sus'],
    ],
  },
  // Level and terse: no fillers, no warmth, the facts in short sentences.
  cool: {
    contractions: 'contract',
    exclaims: false,
    shades: [{ contractions: 'expand' }, {}],
    flavours: [
      // Clinical.
      {
        openers: ['Noted.', 'Facts first.'],
        closers: ['Nothing more to add.', 'Draw your own conclusions.'],
        think: 'I figure',
        words: [[/\bis right\b/gu, 'is correct']],
      },
      // Dry.
      {
        openers: ['Simply put.', 'Plainly.'],
        closers: ['Nothing personal.', 'Moving on.'],
        think: 'My read is',
        words: [[/\breally\b/gu, 'clearly']],
      },
      // Detached.
      {
        openers: ['Short version.', 'Right.'],
        closers: ['Take it or leave it.', 'Your call.'],
        think: 'Odds are',
        words: [[/\bI agree with\b/gu, 'I side with']],
      },
    ],
    words: [
      [/\bseems suspicious to me\b/gu, "doesn't add up"],
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
  /\b(from|to|for|with|about|at|by|against|on|of|toward|said|says|suspects|suspected|accuses|accused|trusts|trusted|voted|divined|named|calls|called|defends|defended|found|doubts|doubted|attacked|blames|blamed|targets|targeted)((?: [A-Z]\w* and)*) I\b(?!')(?! (?:am|was|have|had|did|do|will|would|said|think|voted|divined|found|claim|claimed)\b)/gu;

/**
 * `I` closing a sentence after a word that takes an object there ("claimed seer after I." "now it's I."):
 * `me`, as people say it. "after I did" keeps its `I`.
 */
const OBJECT_I_AT_END = /\b(after|before|than|like|it is|it's) I(?=[.!?]|$)/gu;

/**
 * The addressee named as `you` where a piece wrote a third person ("{t} said {b} earlier today and now
 * says {c}" to {t}): the verbs agree with "You" ("You said me earlier today and now say Ken").
 */
const YOU_AGREE: readonly (readonly [RegExp, string])[] = [
  [/((?:^|[.!?] +)You [^.!?]*? and now) says\b/gu, '$1 say'],
  [/((?:^|[.!?] +)You [^.!?]*? and) has\b/gu, '$1 have'],
  [/((?:^|[.!?] +)You) has\b/gu, '$1 have'],
  [/((?:^|[.!?] +)You) is\b/gu, '$1 are'],
  [/((?:^|[.!?] +)You) was\b/gu, '$1 were'],
  [/((?:^|[.!?] +)You) says\b/gu, '$1 say'],
];

const replaceAll = (text: string, rules: readonly (readonly [RegExp, string])[]): string =>
  rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);

/**
 * One filled English piece in the voice: its register's words, then contractions as the voice says
 * them, and a final `!` for a voice that exclaims. Names are never touched (they are capitalised and
 * no rule matches a capitalised word but `I`, `Everyone` and sentence starts).
 */
export const inEnglishVoice = (
  text: string,
  voice: {
    readonly register: Register;
    readonly flavour?: number;
    readonly contractions?: 'contract' | 'expand';
    readonly exclaims?: boolean;
  },
): string => {
  const style = ENGLISH_STYLES[voice.register];
  const addressed = text.includes('You ') ? replaceAll(text, YOU_AGREE) : text;
  let result = replaceAll(addressed.replace(OBJECT_I, '$1$2 me').replace(OBJECT_I_AT_END, '$1 me'), style.words);
  const own = voice.flavour === undefined ? undefined : style.flavours[voice.flavour]?.words;
  if (own !== undefined) result = replaceAll(result, own);
  if (voice.contractions === 'contract') result = replaceAll(result, CONTRACTED);
  else if (voice.contractions === 'expand') result = replaceAll(result, EXPANDED);
  if (voice.exclaims === true) result = result.replace(/\.$/u, '!');
  return result;
};

/**
 * AST of AIWolf protocol 3.6 (seeds 000/001, ../shared/spec/protocol.md).
 *
 * Agents are numbers: `Agent[03]` is 3 and `ANY` is 0 (the Java reference reads `Agent[00]` as ANY
 * too). A subject that the text omits is `undefined` and stays omitted when printed.
 */
export const ANY = 0;
export type AgentNumber = number;

export const ROLES = [
  'VILLAGER',
  'SEER',
  'MEDIUM',
  'BODYGUARD',
  'WEREWOLF',
  'POSSESSED',
  'FREEMASON',
  'FOX',
  'ANY',
] as const;
export type ProtocolRole = (typeof ROLES)[number];

export const SPECIES = ['HUMAN', 'WEREWOLF', 'ANY'] as const;
export type ProtocolSpecies = (typeof SPECIES)[number];

export const TALK_TYPES = ['TALK', 'WHISPER'] as const;
export type TalkType = (typeof TALK_TYPES)[number];

type WithSubject = { readonly subject?: AgentNumber };

export type RoleSentence = WithSubject & {
  readonly type: 'ESTIMATE' | 'COMINGOUT';
  readonly target: AgentNumber;
  readonly role: ProtocolRole;
};

export type SpeciesSentence = WithSubject & {
  readonly type: 'DIVINED' | 'IDENTIFIED';
  readonly target: AgentNumber;
  readonly species: ProtocolSpecies;
};

export const TARGET_VERBS = ['DIVINATION', 'GUARD', 'GUARDED', 'VOTE', 'VOTED', 'ATTACK', 'ATTACKED'] as const;
export type TargetVerb = (typeof TARGET_VERBS)[number];

export type TargetSentence = WithSubject & {
  readonly type: TargetVerb;
  readonly target: AgentNumber;
};

/** `AGREE TALK day1 ID:3`: refers to the talk (or whisper) with idx 3 of day 1. */
export type AgreementSentence = WithSubject & {
  readonly type: 'AGREE' | 'DISAGREE';
  readonly talkType: TalkType;
  readonly talkDay: number;
  readonly talkId: number;
};

export type ControlSentence = { readonly type: 'OVER' } | { readonly type: 'SKIP' };

/** REQUEST / INQUIRE: the target is asked to do / say the clause. Inner omitted subject = target. */
export type AddressedOperator = WithSubject & {
  readonly type: 'REQUEST' | 'INQUIRE';
  readonly target: AgentNumber;
  readonly clause: Sentence;
};

/** BECAUSE (reason) (conclusion), XOR (a) (b): exactly two clauses in the normal form. */
export type BinaryOperator = WithSubject & {
  readonly type: 'BECAUSE' | 'XOR';
  readonly clauses: readonly [Sentence, Sentence];
};

/** AND / OR: one or more clauses. */
export type ListOperator = WithSubject & {
  readonly type: 'AND' | 'OR';
  readonly clauses: readonly [Sentence, ...Sentence[]];
};

export type NotOperator = WithSubject & { readonly type: 'NOT'; readonly clause: Sentence };

export type DayOperator = WithSubject & { readonly type: 'DAY'; readonly day: number; readonly clause: Sentence };

export type OperatorSentence = AddressedOperator | BinaryOperator | ListOperator | NotOperator | DayOperator;

export type Sentence =
  | RoleSentence
  | SpeciesSentence
  | TargetSentence
  | AgreementSentence
  | ControlSentence
  | OperatorSentence;

export type SentenceType = Sentence['type'];

import { z } from 'zod';

/**
 * The data every template sees, one zod schema per template kind. Templates are compiled strictly, so
 * every field exists (empty lists and '' rather than missing keys) and `{{#if list.length}}` works.
 */
const names = z.array(z.string());

export const systemContextSchema = z.strictObject({
  lang: z.enum(['ja', 'en']),
  self: z.string(),
  role: z.string(),
  /** One flag per role so templates can give role-specific guidance without helpers. */
  is: z.strictObject({
    werewolf: z.boolean(),
    possessed: z.boolean(),
    seer: z.boolean(),
    medium: z.boolean(),
    bodyguard: z.boolean(),
    villager: z.boolean(),
  }),
  team: z.string(),
  agentCount: z.number().int(),
  roster: z.array(z.strictObject({ name: z.string(), isSelf: z.boolean() })),
  roleCounts: z.array(z.strictObject({ role: z.string(), count: z.number().int() })),
  teammates: names,
  /** Lines of `info.profile` (label: value), in a stable order. */
  persona: names,
  /** A player other than us, to show how an `@Name` address is written. */
  addressExample: z.string(),
  /** How the agent speaks all game (first person, endings, naming, signature words): the rule brain's voice. */
  voice: z.string(),
  limits: z.strictObject({
    /** Characters a talk may have before a mention (whitespace not counted). */
    maxChars: z.number().int(),
    /** Characters after an `@Name` mention. */
    mentionChars: z.number().int(),
    talksPerDay: z.number().int(),
  }),
});

const dayText = z.strictObject({ day: z.number().int(), text: z.string() });

export const memoryContextSchema = z.strictObject({
  self: z.string(),
  day: z.number().int(),
  alive: names,
  deaths: z.array(z.strictObject({ day: z.number().int(), name: z.string(), cause: z.string() })),
  /** Own divination / medium results (private, true). */
  ownResults: z.array(z.strictObject({ day: z.number().int(), target: z.string(), result: z.string() })),
  /** Final-round votes of recent days: each ballot, and the same grouped by target (most votes first). */
  votes: z.array(
    z.strictObject({
      day: z.number().int(),
      lines: z.array(z.strictObject({ voter: z.string(), target: z.string() })),
      tally: z.array(z.strictObject({ target: z.string(), count: z.number().int(), voters: names })),
    }),
  ),
  /** Summaries of earlier days (model notes, or facts when there is none); older days are dropped. */
  summaries: z.array(dayText),
  droppedDays: z.number().int(),
  /** Today's plan from the daily_initialize note, or ''. */
  plan: z.string(),
});

const talkLine = z.strictObject({ idx: z.number().int(), agent: z.string(), text: z.string(), isSelf: z.boolean() });

export const requestContextSchema = z.strictObject({
  self: z.string(),
  day: z.number().int(),
  /** Each agent's latest claim; `unsure` when only the model reader read it (see reading-certainty.ts). */
  claims: z.array(z.strictObject({ agent: z.string(), role: z.string(), unsure: z.boolean() })),
  /** Distinct results (one said again is listed once, at its first telling). */
  reports: z.array(
    z.strictObject({
      day: z.number().int(),
      reporter: z.string(),
      target: z.string(),
      result: z.string(),
      kind: z.string(),
      unsure: z.boolean(),
    }),
  ),
  /**
   * Claims and reports merged: one entry per claimer or reporter (first claim first), with the role
   * claimed (or the one its reports imply: then `roleUnsure`) and the distinct results it reported.
   */
  claimants: z.array(
    z.strictObject({
      agent: z.string(),
      /** Our own claim and results: what we said, to keep to (never marked unsure). */
      isSelf: z.boolean(),
      role: z.string(),
      roleUnsure: z.boolean(),
      results: z.array(
        z.strictObject({ day: z.number().int(), target: z.string(), result: z.string(), unsure: z.boolean() }),
      ),
    }),
  ),
  /** True when any claim or result above is marked unsure (the templates then say what the mark means). */
  unsureReadings: z.boolean(),
  /** Checkable reasons from the public record (conflicting claims, results, votes…), in the game's language. */
  evidence: names,
  /** The five most suspected alive others, most suspected first, with a werewolf estimate in percent. */
  suspects: z.array(z.strictObject({ name: z.string(), werewolf: z.number().int(), claim: z.string() })),
  voteIntentions: z.array(z.strictObject({ agent: z.string(), target: z.string(), isSelf: z.boolean() })),
  /** Questions to us; `text` is '' when the question is among the recent talk lines shown. */
  questions: z.array(z.strictObject({ from: z.string(), text: z.string() })),
  /** What we said earlier (for consistency), newest last. */
  ownStatements: z.array(dayText),
  recentTalk: z.array(talkLine),
  omittedTalk: z.number().int(),
  recentWhisper: z.array(talkLine),
  omittedWhisper: z.number().int(),
  /** Legal targets for vote / divine / guard / attack; empty for talk. */
  candidates: names,
  statedVote: z.string(),
  statedAttack: z.string(),
  remainTalks: z.number().int(),
  firstTalkToday: z.boolean(),
  maxChars: z.number().int(),
});

export type SystemContext = z.infer<typeof systemContextSchema>;
export type MemoryContext = z.infer<typeof memoryContextSchema>;
export type RequestContext = z.infer<typeof requestContextSchema>;

export const TEMPLATE_NAMES = [
  'system',
  'memory',
  'talk',
  'whisper',
  'vote',
  'divine',
  'guard',
  'attack',
  'daily_initialize',
  'daily_finish',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export const CONTEXT_SCHEMAS: Readonly<Record<TemplateName, z.ZodType>> = {
  system: systemContextSchema,
  memory: memoryContextSchema,
  talk: requestContextSchema,
  whisper: requestContextSchema,
  vote: requestContextSchema,
  divine: requestContextSchema,
  guard: requestContextSchema,
  attack: requestContextSchema,
  daily_initialize: requestContextSchema,
  daily_finish: requestContextSchema,
};

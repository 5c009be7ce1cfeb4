import { z } from 'zod';
import { ANY, formatAgent, print, type Roster, type Sentence } from '../protocol/index.ts';
import { sentencesFromReply } from './extraction-reply.ts';
import type { Language } from './language.ts';
import { READING_BOUNDARIES, renderBoundaryExample } from './reading-boundaries.ts';
import type { ExtractionSchema } from './structured-extractor.ts';

/**
 * The model as a reader of a whole talk round: several utterances in one request (one system prompt for
 * all of them, so the prompt is paid once per round, not once per talk), one list of protocol sentences
 * per utterance back. Pure: building the request, reading the reply, merging with the rules' reading.
 */
export type BatchTalk = { readonly id: number; readonly speaker: string; readonly text: string };

const BatchReplySchema = z.strictObject({
  talks: z.array(
    z.strictObject({
      id: z.number().int().describe('the number of the talk, as given'),
      sentences: z.array(z.string()).describe('AIWolf protocol 3.6 sentences the talk states; [] if none'),
    }),
  ),
});

const withoutDraft = (schema: Record<string, unknown>): Record<string, unknown> => {
  const { $schema: _draft, ...rest } = schema;
  return rest;
};

export const BATCH_EXTRACTION_SCHEMA: ExtractionSchema = {
  name: 'protocol_sentences_per_talk',
  schema: withoutDraft(z.toJSONSchema(BatchReplySchema) as Record<string, unknown>),
};

/** The longest utterance sent: real talk is far shorter; the rules read the rest anyway. */
const MAX_TALK_CHARS = 400;

/**
 * The labelling guideline's boundaries as the batch states them: each rule (reading-boundaries.ts, the
 * source the one-talk prompt states whole) with its brief examples in the talk's language, written about
 * the roster's first two players.
 */
const boundaryLines = (roster: Roster, lang: Language): string[] => {
  const entry = (index: number) => {
    const at = roster.names[index] === undefined ? 0 : index;
    return { name: roster.names[at] ?? formatAgent(1), agent: formatAgent(at + 1) };
  };
  const cast = { first: entry(0), second: entry(1), speakerAgent: 'Agent[NN]' };
  return READING_BOUNDARIES.map((boundary, index) => {
    const examples = boundary.examples[lang]
      .filter((example) => example.brief === true)
      .map((example) => renderBoundaryExample({ example, lang, cast }));
    return `${index + 1}. ${boundary.rule}${examples.length === 0 ? '' : ` E.g. ${examples.join('; ')}`}`;
  });
};

/** System and user message of one batch. Agents are numbered as in the game (`Agent[03]`). */
export const batchExtractionRequest = (options: {
  readonly talks: readonly BatchTalk[];
  readonly roster: Roster;
  readonly lang: Language;
}): { system: string; user: string } => {
  const agents = options.roster.names.map((name, index) => `${formatAgent(index + 1)}=${name}`);
  const system = [
    'Translate each Werewolf talk into AIWolf protocol 3.6 sentences its speaker states in their own voice (speaker as subject: omit it).',
    `Agents: ${agents.join(' ')}`,
    'Use COMINGOUT/ESTIMATE Agent[NN] ROLE, DIVINED/IDENTIFIED Agent[NN] HUMAN|WEREWOLF, VOTE/VOTED Agent[NN], REQUEST|INQUIRE Agent[NN]|ANY (s), NOT (s); never BECAUSE, AND or OR.',
    'Denials: NOT (…) or nothing. Chit-chat: []. When in doubt, leave a sentence out.',
    ...boundaryLines(options.roster, options.lang),
    'Reply {"talks":[{"id":N,"sentences":[...]}]}.',
  ].join('\n');
  const user = options.talks
    .map((talk) => `${talk.id} ${talk.speaker}: ${talk.text.replace(/\s+/gu, ' ').slice(0, MAX_TALK_CHARS)}`)
    .join('\n');
  return { system, user };
};

/**
 * The sentences of each talk in the model's reply (parsed by the protocol library, agents checked
 * against the roster, the speaker's own subject left out); undefined when the reply is off the schema.
 */
export const readingsFromBatchReply = (options: {
  readonly reply: unknown;
  readonly talks: readonly BatchTalk[];
  readonly roster: Roster;
}): Map<number, Sentence[]> | undefined => {
  const checked = BatchReplySchema.safeParse(options.reply);
  if (!checked.success) return undefined;
  const readings = new Map<number, Sentence[]>();
  for (const item of checked.data.talks) {
    const talk = options.talks.find((candidate) => candidate.id === item.id);
    if (talk === undefined || readings.has(item.id)) continue;
    const sentences = sentencesFromReply({
      reply: { sentences: item.sentences },
      roster: options.roster,
      speaker: options.roster.numberOf(talk.speaker),
    });
    if (sentences !== undefined) readings.set(item.id, sentences);
  }
  return readings;
};

/** Claims and results: what the rules read of these is kept whatever the model says. */
const HARD_FACTS = new Set<Sentence['type']>(['COMINGOUT', 'DIVINED', 'IDENTIFIED', 'GUARDED', 'VOTED']);

type Atom = { readonly key: string; readonly negated: boolean; readonly sentence: Sentence };

/** The sentences a reading asserts or denies, one level deep (AND split; NOT marks a denial). */
const atomsOf = (sentences: readonly Sentence[]): Atom[] =>
  sentences.flatMap((sentence): Atom[] => {
    if (sentence.type === 'AND') return atomsOf(sentence.clauses);
    if (sentence.type === 'NOT') return [{ key: print(sentence.clause), negated: true, sentence }];
    return [{ key: print(sentence), negated: false, sentence }];
  });

const WOLF_SIDE = new Set(['WEREWOLF']);

/** Two readings of one agent that cannot both hold: wolf and not wolf, a result and its opposite. */
const opposite = (left: Sentence, right: Sentence): boolean => {
  if (left.type !== right.type || !('target' in left) || !('target' in right)) return false;
  if (left.target !== right.target || left.target === ANY) return false;
  if (left.type === 'ESTIMATE' && right.type === 'ESTIMATE') {
    return WOLF_SIDE.has(left.role) !== WOLF_SIDE.has(right.role) && left.role !== 'ANY' && right.role !== 'ANY';
  }
  if ((left.type === 'DIVINED' || left.type === 'IDENTIFIED') && left.type === right.type) {
    return left.species !== right.species && left.species !== 'ANY' && right.species !== 'ANY';
  }
  return false;
};

const conflicts = (left: Atom, right: Atom): boolean =>
  (left.key === right.key && left.negated !== right.negated) ||
  (!left.negated && !right.negated && opposite(left.sentence, right.sentence));

/**
 * The rules' reading and the model's, merged: every rule sentence stays unless it is a soft reading
 * (an estimate, a vote intention, a request…) the model contradicts; a claim or result read by the
 * rules always stays. The model adds what the rules missed; a model sentence contradicting the rules
 * is dropped, and so is a contradicted soft rule reading: a polarity conflict leaves no reading.
 */
export const mergeReadings = (options: {
  readonly rules: readonly Sentence[];
  readonly model: readonly Sentence[];
}): Sentence[] => {
  const rules = atomsOf(options.rules);
  const model = atomsOf(options.model);
  const kept = rules.filter(
    (rule) => HARD_FACTS.has(rule.sentence.type) || !model.some((reading) => conflicts(rule, reading)),
  );
  const seen = new Set(rules.map((rule) => `${rule.negated ? '!' : ''}${rule.key}`));
  const added = model.filter((reading) => {
    const key = `${reading.negated ? '!' : ''}${reading.key}`;
    if (seen.has(key) || rules.some((rule) => conflicts(rule, reading))) return false;
    seen.add(key);
    return true;
  });
  return [...kept, ...added].map((atom) => atom.sentence);
};

import Handlebars from 'handlebars';
import { formatAgent, type Roster } from '../protocol/index.ts';
import type { Language } from './language.ts';
import { READING_BOUNDARIES, renderBoundaryExample } from './reading-boundaries.ts';

/** What the extraction prompt template (prompts/nl/extract.hbs) may use. */
export type ExtractionPromptContext = {
  readonly lang: Language;
  readonly japanese: boolean;
  readonly speaker: string;
  readonly speakerAgent: string;
  readonly agents: readonly AgentEntry[];
  /** Two other agents of the roster, which the template's examples are written about. */
  readonly first: AgentEntry;
  readonly second: AgentEntry;
  /** The labelling guideline's boundaries, numbered, each whole (reading-boundaries.ts). */
  readonly boundaries: readonly string[];
  /** Their worked examples in the utterance's language, about `first` and `second`. */
  readonly examples: readonly string[];
};

type AgentEntry = { readonly agent: string; readonly name: string };

/** Used when no template file is given (tests, embedders); the CLI uses prompts/nl/extract.hbs. */
export const BUILT_IN_EXTRACTION_PROMPT = [
  'Translate one utterance of a Werewolf game into AIWolf protocol 3.6 sentences.',
  'Agents:{{#each agents}} {{agent}}={{name}}{{/each}}. The speaker is {{speakerAgent}} ({{speaker}}).',
  'Only state what the speaker says in their own voice. Omit the subject when it is the speaker.',
  'Mild words (curious, peculiar, 気になる) are no suspicion; "let\'s vote X" is REQUEST ANY (VOTE X), not VOTE X;',
  'conditionals, threats ("or I will vote you") and retold claims or results give nothing. Reply {"sentences": []} if none.',
].join('\n');

export const extractionPromptContext = (options: {
  roster: Roster;
  speaker: string;
  lang: Language;
}): ExtractionPromptContext => {
  const { roster } = options;
  const agents = roster.names.flatMap((name) => {
    const agent = roster.numberOf(name);
    return agent === undefined ? [] : [{ agent: formatAgent(agent), name }];
  });
  const speakerNumber = roster.numberOf(options.speaker);
  const others = agents.filter((entry) => entry.name !== options.speaker);
  const first = others[0] ?? agents[0] ?? { agent: 'Agent[01]', name: 'Agent[01]' };
  const second = others[1] ?? first;
  const speakerAgent = speakerNumber === undefined ? 'unknown' : formatAgent(speakerNumber);
  const cast = { first, second, speakerAgent };
  return {
    lang: options.lang,
    japanese: options.lang === 'ja',
    speaker: options.speaker,
    speakerAgent,
    agents,
    first,
    second,
    boundaries: READING_BOUNDARIES.map((boundary, index) => `${index + 1}. ${boundary.rule} ${boundary.more}`),
    examples: READING_BOUNDARIES.flatMap((boundary) =>
      boundary.examples[options.lang].map((example) => renderBoundaryExample({ example, lang: options.lang, cast })),
    ),
  };
};

const compiled = new Map<string, HandlebarsTemplateDelegate>();

/** Renders the system prompt; compiled templates are kept, as the same few are used for every talk. */
export const renderExtractionPrompt = (options: { template: string; context: ExtractionPromptContext }): string => {
  let template = compiled.get(options.template);
  if (template === undefined) {
    template = Handlebars.compile(options.template, { strict: true, noEscape: true });
    compiled.set(options.template, template);
  }
  return template(options.context);
};

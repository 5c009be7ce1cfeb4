import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { llmExtractorFor } from '../compose/index.ts';
import { loadConfig } from '../config/index.ts';
import { describeError } from '../errors.ts';
import {
  LanguageSchema,
  type Language,
  type StructuredExtractor,
  understand,
  understandWithModelDetailed,
} from '../nl/index.ts';
import { defaultRenderer, loadExtractionPrompt } from '../nl-io/index.ts';
import { createRoster, formatAgent, parse, print, type Roster, type Sentence } from '../protocol/index.ts';
import { createRandom } from '../random.ts';

type TranslateFlags = {
  lang: string;
  agents: string;
  speaker?: string;
  toNl?: boolean;
  llm?: boolean;
  seed: string;
  firstPerson?: string;
  config?: string;
  model?: string;
  timeout: string;
};

/** One line per input line: `{"text": …, "sentences": ["COMINGOUT Agent[01] SEER", …]}`. */
const writeLine = (value: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify(value)}\n`);
};

/** Protocol sentences of one `--to-nl` line: one sentence, or several separated by `;`. */
const sentencesOfLine = (line: string): { sentences: Sentence[]; errors: string[] } => {
  const sentences: Sentence[] = [];
  const errors: string[] = [];
  for (const part of line
    .split(';')
    .map((text) => text.trim())
    .filter((text) => text !== '')) {
    const parsed = parse(part);
    if (parsed.ok) sentences.push(parsed.value);
    else errors.push(`${part}: ${parsed.error.code}`);
  }
  return { sentences, errors };
};

/** The LLM extractor (its `extract` model) for --llm: no model is needed otherwise. */
const loadExtractor = (flags: TranslateFlags): StructuredExtractor => {
  const loaded = loadConfig({ configPath: flags.config, flags: { 'llm.model': flags.model } });
  if (!loaded.ok) throw new Error(loaded.error.message);
  const extractor = llmExtractorFor(loaded.value.config);
  if (extractor === undefined) {
    throw new Error(
      '--llm needs a model: set OPENAI_API_KEY (environment or .env) for a hosted API, or OPENAI_BASE_URL / ' +
        'llm.baseURL in config/config.yml for a local OpenAI-compatible server',
    );
  }
  return extractor;
};

/** Agent[NN] is the 1-based position in --agents, even when the names are Agent[NN] out of order. */
const positionRoster = (names: readonly string[]): Roster => {
  const standard = createRoster(names);
  if (names.every((name, index) => standard.numberOf(name) === index + 1)) return standard;
  return {
    names,
    numberOf: (name) => {
      const index = names.indexOf(name);
      return index === -1 ? undefined : index + 1;
    },
    nameOf: (agent) => names[agent - 1],
    format: formatAgent,
  };
};

const run = async (flags: TranslateFlags): Promise<void> => {
  // zh (the function-call protocol's Chinese) is read by the rules only; the model extractor speaks ja/en.
  const language =
    flags.lang === 'zh' ? { success: true as const, data: 'zh' as const } : LanguageSchema.safeParse(flags.lang);
  if (!language.success) throw new Error(`--lang must be ja, en or zh, not ${flags.lang}`);
  const lang: Language | 'zh' = language.data;
  if (lang === 'zh' && flags.llm === true) throw new Error('--llm reads ja and en; zh is read by the rules');
  const names = flags.agents
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) throw new Error('--agents needs at least one name (NAME1,NAME2,…)');
  const speaker = flags.speaker ?? names[0] ?? '';
  if (!names.includes(speaker)) throw new Error(`--speaker ${speaker} is not one of --agents`);
  const roster = positionRoster(names);
  const extractor = flags.llm === true ? loadExtractor(flags) : undefined;
  const prompt = extractor === undefined ? undefined : loadExtractionPrompt();
  if (prompt !== undefined && !prompt.ok) throw prompt.error;
  const random = createRandom(flags.seed);
  const renderer = defaultRenderer(lang);
  const self = roster.numberOf(speaker);
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (flags.toNl === true) {
      const { sentences, errors } = sentencesOfLine(line);
      const text = renderer.render({
        sentences,
        roster,
        random,
        ...(self === undefined ? {} : { self }),
        persona: { name: speaker, ...(flags.firstPerson === undefined ? {} : { firstPerson: flags.firstPerson }) },
      });
      writeLine({ sentences: sentences.map(print), text, ...(errors.length === 0 ? {} : { errors }) });
      continue;
    }
    if (extractor !== undefined && prompt?.ok === true && lang !== 'zh') {
      const result = await understandWithModelDetailed({
        text: line,
        speaker,
        roster,
        lang,
        extractor,
        prompt: prompt.value,
        timeoutMs: Number(flags.timeout),
      });
      writeLine({
        text: line,
        sentences: result.sentences.map(print),
        source: result.source,
        ...(result.failure === undefined ? {} : { failure: result.failure }),
      });
      continue;
    }
    writeLine({ text: line, sentences: understand({ text: line, speaker, roster, lang }).map(print) });
  }
};

/** `aiwolf-agent translate`: natural-language talk ⇄ AIWolf protocol sentences, one line at a time. */
export const registerTranslateCommand = (program: Command): void => {
  program
    .command('translate')
    .description(
      'Read utterances from stdin (one per line) and write one JSON line each with the protocol sentences they mean; ' +
        'with --to-nl, read protocol sentences and write an utterance.',
    )
    .requiredOption('--lang <ja|en|zh>', 'language of the talk (zh: Chinese, players also as N号 / N号玩家)')
    .requiredOption('--agents <names>', 'comma-separated agent names; Agent[NN] is the 1-based position here')
    .option('--speaker <name>', 'who says the lines (default: the first of --agents)')
    .option('--to-nl', 'protocol sentences in (several per line separated by ;), one utterance out')
    .option('--llm', 'read with the LLM extractor (needs an LLM configured; falls back to the rules on failure)')
    .option('--seed <seed>', 'seed of the phrase variants chosen by --to-nl', 'translate')
    .option('--first-person <word>', 'first person of the speaker for --to-nl (私, 僕, 俺…)')
    .option('--timeout <ms>', 'time limit of one --llm call in milliseconds', '8000')
    .option('-c, --config <file>', 'config file for --llm (default config/config.yml)')
    .option('--model <name>', 'with --llm: model name (env AIWOLF_LLM_MODEL; default llm.model)')
    .action(async (flags: TranslateFlags) => {
      try {
        await run(flags);
      } catch (error) {
        process.stderr.write(`error: ${describeError(error)}\n`);
        process.exitCode = 1;
      }
    });
};

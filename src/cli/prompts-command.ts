import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { Language } from '../brain/brain.ts';
import { computeBeliefs, createUnderstandingCache } from '../brain/beliefs/index.ts';
import { previewPrompts } from '../brain/llm/prompt-messages.ts';
import { loadConfig } from '../config/index.ts';
import { describeError } from '../errors.ts';
import { foldPacket, type GameState, initialGameState } from '../game/index.ts';
import { loadPromptTemplates } from '../llm/index.ts';
import { understand } from '../nl/index.ts';
import { decodePacket } from '../packets/index.ts';
import { createRoster } from '../protocol/index.ts';

type PreviewFlags = {
  packet: string;
  lang?: string;
  promptsDir?: string;
  config?: string;
  agent?: string;
  template?: string;
};

/**
 * Packets from a file: one packet (JSON), a JSON array of packets, or JSONL (packets, or transcript
 * records `{"dir":"recv","client":…,"packet":…}` of which one client's are kept).
 */
export const packetsFromFile = (text: string, client?: string): unknown[] => {
  const trimmed = text.trim();
  try {
    const whole: unknown = JSON.parse(trimmed);
    return Array.isArray(whole) ? whole : [whole];
  } catch {
    // Not one JSON document: read it as JSONL below.
  }
  const records = trimmed
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const received = records.filter((record) => record['packet'] !== undefined && (record['dir'] ?? 'recv') === 'recv');
  if (received.length === 0) return records;
  const chosen = client ?? (received[0]?.['client'] as string | undefined);
  return received
    .filter((record) => chosen === undefined || record['client'] === chosen)
    .map((record) => record['packet']);
};

const foldAll = (packets: readonly unknown[]): GameState =>
  packets.reduce<GameState>((state, packet) => {
    const decoded = decodePacket(JSON.stringify(packet));
    return decoded.ok ? foldPacket(state, decoded.value) : state;
  }, initialGameState());

/** `aiwolf-agent prompts preview --packet FILE`: every LLM prompt for the state after those packets. */
export const registerPromptsCommand = (program: Command): void => {
  const prompts = program.command('prompts').description('Inspect the LLM prompt templates (prompts/{ja,en}).');
  prompts
    .command('preview')
    .description('Render every prompt the LLM brain would send for the game state after the packets in FILE.')
    .requiredOption('--packet <file>', 'a packet (JSON), an array of packets, or a JSONL transcript')
    .option('--agent <client>', 'in a transcript, the client whose packets to fold (default: the first)')
    .option('--lang <ja|en>', 'prompt language (default: lang from the config)')
    .option('--prompts-dir <dir>', 'template folder instead of prompts.dir / the built-in prompts')
    .option('--template <name>', 'only this request template (talk, vote, …)')
    .option('-c, --config <file>', 'config file (default config/config.yml)')
    .action((flags: PreviewFlags) => {
      try {
        process.stdout.write(renderPreview(flags));
      } catch (error) {
        process.stderr.write(`error: ${describeError(error)}\n`);
        process.exitCode = 1;
      }
    });
};

export const renderPreview = (flags: PreviewFlags): string => {
  const loaded = loadConfig({ configPath: flags.config, flags: { 'prompts.dir': flags.promptsDir } });
  if (!loaded.ok) throw new Error(loaded.error.message);
  const { config } = loaded.value;
  const lang: Language = flags.lang === 'en' || flags.lang === 'ja' ? flags.lang : config.agent.lang;
  const templates = loadPromptTemplates(config.prompts.dir === undefined ? {} : { dir: config.prompts.dir });
  if (!templates.ok) throw templates.error;
  const state = foldAll(packetsFromFile(readFileSync(flags.packet, 'utf8'), flags.agent));
  if (state.self === '') throw new Error(`${flags.packet} holds no packet with game info`);
  const roster = createRoster(state.agents);
  const understood = createUnderstandingCache((entry) =>
    understand({ text: entry.text, speaker: entry.agent, roster, lang }),
  ).update(state);
  const beliefs = computeBeliefs({ state, understood });
  const previews = previewPrompts({
    templates: templates.value[lang],
    state,
    lang,
    limits: config.llm.memory,
    beliefs,
  });
  const shown = previews.filter((preview) => flags.template === undefined || preview.template === flags.template);
  if (shown.length === 0) throw new Error(`no template ${flags.template}`);
  const [first] = shown;
  const sections = [
    `# ${state.self} (${state.role ?? 'role unknown'}), day ${state.day}, lang ${lang}`,
    `## system\n${first?.messages[0]?.content ?? ''}`,
    `## memory (user)\n${first?.messages[1]?.content ?? ''}`,
    ...shown.map((preview) => `## ${preview.template} (user)\n${preview.messages[2]?.content ?? ''}`),
  ];
  return `${sections.join('\n\n')}\n`;
};

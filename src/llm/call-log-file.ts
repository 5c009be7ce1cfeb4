import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CallLogEntry, CallLogSink } from '../brain/llm/call-log.ts';
import type { GameReport } from './llm-runtime.ts';
import { redactSecret } from './redact.ts';

/** sha256 of the prompt messages, so identical prompts can be matched without keeping their text. */
export const promptHash = (messages: CallLogEntry['messages']): string =>
  createHash('sha256').update(JSON.stringify(messages)).digest('hex').slice(0, 16);

/** The JSONL line for one call: the prompt whole (`full`) or as its hash and size (`hash`). */
export const formatCallLogLine = (
  entry: CallLogEntry,
  options: { prompt: 'hash' | 'full'; secret?: string },
): string => {
  const { messages, ...rest } = entry;
  const prompt =
    options.prompt === 'full'
      ? { messages }
      : {
          promptHash: promptHash(messages),
          promptChars: messages.reduce((sum, message) => sum + message.content.length, 0),
        };
  return redactSecret(JSON.stringify({ ...rest, ...prompt }), options.secret);
};

/**
 * Appends each call to `<dir>/<gameId>/<agent>.llm.jsonl`. Sync appends keep lines whole and in order;
 * they are tiny next to a model call. A failing disk never stops the game.
 */
export const createCallLogFile = (options: { dir: string; prompt: 'hash' | 'full'; secret?: string }): CallLogSink => {
  const created = new Set<string>();
  return (entry) => {
    try {
      const folder = join(options.dir, safe(entry.gameId || 'no-game'));
      if (!created.has(folder)) {
        mkdirSync(folder, { recursive: true });
        created.add(folder);
      }
      appendFileSync(join(folder, `${safe(entry.agent)}.llm.jsonl`), `${formatCallLogLine(entry, options)}\n`);
    } catch {
      // logging is best effort
    }
  };
};

const safe = (name: string): string => name.replace(/[^\p{L}\p{N}._-]/gu, '_');

/**
 * Appends a game's totals (tokens, cost, breaker changes, cap) to `<dir>/<gameId>/totals.llm.jsonl`,
 * next to the agents' call logs. Best effort, like the call logs.
 */
export const createGameTotalsFile =
  (options: { dir: string }) =>
  (report: GameReport): void => {
    try {
      const folder = join(options.dir, safe(report.gameId || 'no-game'));
      mkdirSync(folder, { recursive: true });
      appendFileSync(
        join(folder, 'totals.llm.jsonl'),
        `${JSON.stringify({ kind: 'game_totals', time: new Date().toISOString(), ...report })}\n`,
      );
    } catch {
      // logging is best effort
    }
  };

import type { GameLogError } from './game-record-schema.ts';

/** One record of the game log: `day,kind,` then the kind's fields (`rest`, unsplit). */
export type LogRecord = { readonly line: number; readonly day: number; readonly kind: string; readonly rest: string };

const RECORD_HEAD = /^(\d+),([A-Za-z]+),/;
const TEXT_KINDS: ReadonlySet<string> = new Set(['talk', 'whisper']);

/**
 * Splits a log into records. The server does not escape talk text, so a line that does not start with
 * `day,kind,` continues the previous talk or whisper (its text held a newline); anywhere else it is an
 * orphan line, reported and skipped. Line ends may be CRLF (some published logs were saved that way).
 */
export const splitLogRecords = (text: string): { records: LogRecord[]; errors: GameLogError[] } => {
  const records: { line: number; day: number; kind: string; rest: string }[] = [];
  const errors: GameLogError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const head = RECORD_HEAD.exec(content);
    if (head) {
      records.push({ line, day: Number(head[1]), kind: head[2]!, rest: content.slice(head[0].length) });
      return;
    }
    const previous = records.at(-1);
    if (previous && TEXT_KINDS.has(previous.kind)) {
      previous.rest += `\n${content}`;
      return;
    }
    if (content.trim() !== '') {
      errors.push({ code: 'orphan-line', line, message: `not a log record: ${JSON.stringify(content.slice(0, 60))}` });
    }
  });
  return { records, errors };
};

import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type { SessionLogger, SessionLogRecord } from './session-logger.ts';

/** Records of a connection that never saw a game id (refused token, dropped in the waiting room). */
export const NO_GAME_FOLDER = 'no-game';

/**
 * Writes one JSONL file per game and agent: `<dir>/<game_id>/<agent>.jsonl`. Records that come
 * before the game id is known (the NAME handshake) are held back and written at the top of the
 * game's file, so each file tells one game from the first frame.
 */
export const createJsonlFileLogger = (options: { dir: string; agent: string }): SessionLogger => {
  let held: SessionLogRecord[] = [];
  let stream: WriteStream | undefined;
  let streamGameId: string | undefined;
  let failed = false;
  let closed = false;

  const open = (folder: string): WriteStream | undefined => {
    try {
      const dir = join(options.dir, folder);
      mkdirSync(dir, { recursive: true });
      const opened = createWriteStream(join(dir, `${safeFileName(options.agent)}.jsonl`), { flags: 'a' });
      // A full disk must not crash the agent; the game goes on without its log.
      opened.on('error', () => {
        failed = true;
      });
      return opened;
    } catch {
      // Same as a stream error above: the game goes on without its log.
      failed = true;
      return undefined;
    }
  };

  const writeLine = (target: WriteStream | undefined, record: SessionLogRecord): void => {
    if (target !== undefined && !failed) target.write(`${JSON.stringify(record)}\n`);
  };

  return {
    write(record) {
      // A brain answer that resolves after the game ended is not worth reopening a file for.
      if (closed) return;
      if (record.gameId === undefined && stream === undefined) {
        held.push(record);
        return;
      }
      if (record.gameId !== undefined && record.gameId !== streamGameId) {
        stream?.end();
        stream = open(safeFileName(record.gameId));
        streamGameId = record.gameId;
        for (const earlier of held) writeLine(stream, earlier);
        held = [];
      }
      writeLine(stream, record);
    },
    close() {
      if (closed) return;
      closed = true;
      if (held.length > 0) {
        const orphan = open(NO_GAME_FOLDER);
        for (const earlier of held) writeLine(orphan, earlier);
        orphan?.end();
        held = [];
      }
      stream?.end();
      stream = undefined;
    },
  };
};

/** Agent and game names come from the network: keep them from escaping the log folder. */
const safeFileName = (name: string): string => name.replace(/[/\\:*?"<>|\0]/g, '_').replace(/^\.+/, '_') || '_';

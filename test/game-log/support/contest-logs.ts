import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The real contest logs published by the organisers (see their README). */
export const CONTEST_LOGS = join(import.meta.dirname, '../../../../shared/fixtures/aiwolfdial-logs');
/** Real server logs captured for this project (`*.gamelog.csv`). */
export const SERVER_TRANSCRIPTS = join(import.meta.dirname, '../../../../shared/fixtures/server-transcripts');

export const contestFolders = (): string[] =>
  readdirSync(CONTEST_LOGS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

export const contestLogs = (folder: string): { id: string; text: string }[] =>
  readdirSync(join(CONTEST_LOGS, folder))
    .filter((file) => file.endsWith('.log'))
    .sort()
    .map((file) => ({ id: basename(file, '.log'), text: readFileSync(join(CONTEST_LOGS, folder, file), 'utf8') }));

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared corpus lives beside the repository (`../shared`), as on every developer machine and in CI. */
const corpusFile = (name: string): string =>
  fileURLToPath(new URL(`../../../shared/protocol-corpus/${name}`, import.meta.url));

/** Reference tree as the Java `Content` builds it (see ../shared/protocol-corpus/README.md). */
export type ReferenceNode = {
  readonly topic: string;
  readonly operator?: string;
  readonly subject: string;
  readonly target?: string;
  readonly role?: string;
  readonly species?: string;
  readonly talkType?: string;
  readonly talkDay?: number;
  readonly talkID?: number;
  readonly day?: number;
  readonly children?: readonly ReferenceNode[];
  readonly text: string;
};

export type ReferenceEntry = { readonly input: string; readonly validate: boolean; readonly parse: ReferenceNode };

/** Lines exactly as stored: trailing blanks are part of the data and must survive. */
export const readUtterances = (): string[] => {
  const lines = readFileSync(corpusFile('real-utterances.txt'), 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

export const readReference = (): ReferenceEntry[] =>
  readFileSync(corpusFile('reference-parse.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ReferenceEntry);

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AiwolfError } from '../errors.ts';
import type { PairKey, TalkPair } from './talk-pair-schema.ts';

export const PAIRS_FILE = 'pairs.jsonl';
export const KEY_FILE = 'key.jsonl';

const jsonLines = (values: readonly unknown[]): string => values.map((value) => `${JSON.stringify(value)}\n`).join('');

/**
 * Writes `DIR/pairs.jsonl` and `DIR/key.jsonl`. A folder that already holds a drawing is left alone
 * (its pairs may already have verdicts written against them): the caller picks another folder.
 */
export const writeTalkPairs = (dir: string, pairs: readonly TalkPair[], keys: readonly PairKey[]): void => {
  for (const file of [PAIRS_FILE, KEY_FILE])
    if (existsSync(join(dir, file)))
      throw new AiwolfError({
        code: 'pairs_exist',
        kind: 'io',
        message: `${join(dir, file)} exists: draw into another folder (or remove it first)`,
      });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, PAIRS_FILE), jsonLines(pairs));
  writeFileSync(join(dir, KEY_FILE), jsonLines(keys));
};

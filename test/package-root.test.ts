import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedConfigPath } from '../src/arena/config/load-arena-config.ts';
import { BUILTIN_PROMPTS_DIR, FUNCTION_CALL_PROMPTS_DIR } from '../src/llm/prompt-files.ts';
import { BUILTIN_EXTRACTION_PROMPT_FILE, BUILTIN_PHRASES_DIR } from '../src/nl-io/index.ts';
import { PACKAGE_ROOT, packagePath } from '../src/package-root.ts';

describe('the package root', () => {
  it("is the folder of aiwolf-agent's package.json", () => {
    expect(JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')).name).toBe('aiwolf-agent');
    expect(packagePath('prompts', 'phrases')).toBe(join(PACKAGE_ROOT, 'prompts', 'phrases'));
  });

  it('locates every shipped file the code reads by default', () => {
    for (const path of [
      join(BUILTIN_PROMPTS_DIR, 'ja'),
      join(BUILTIN_PROMPTS_DIR, 'en'),
      join(BUILTIN_PHRASES_DIR, 'ja'),
      join(BUILTIN_PHRASES_DIR, 'en'),
      BUILTIN_EXTRACTION_PROMPT_FILE,
      join(FUNCTION_CALL_PROMPTS_DIR, 'zh'),
      shippedConfigPath({ players: 5, lang: 'ja' }),
      shippedConfigPath({ players: 5, lang: 'en', freeform: true }),
    ])
      expect(existsSync(path), path).toBe(true);
  });
});

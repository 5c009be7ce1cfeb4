import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packagePath } from '../../package-root.ts';
import { SPEECH_LANGUAGES } from '../agent/session.ts';
import { RPC_PROMPT_NAMES, type RpcPromptSources } from './rpc-prompts.ts';

/** The shipped templates: prompts/rpc/{zh,en,ja}/{system,discuss,defend}.hbs. */
export const BUILTIN_RPC_PROMPTS_DIR = packagePath('prompts', 'rpc');

/** Reads every RPC prompt file (throws naming the missing file). */
export const readRpcPromptSources = (dir: string = BUILTIN_RPC_PROMPTS_DIR): RpcPromptSources =>
  Object.fromEntries(
    SPEECH_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        RPC_PROMPT_NAMES.map((name) => [name, readFileSync(join(dir, language, `${name}.hbs`), 'utf8')]),
      ),
    ]),
  ) as unknown as RpcPromptSources;

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packagePath } from '../../../package-root.ts';
import { SPEECH_LANGUAGES } from '../session.ts';
import { SPEAKER_PROMPT_NAMES, type SpeakerPromptSources } from './speaker-prompts.ts';

/** The shipped templates: prompts/rpc/{zh,en,ja}/{system,discuss,defend}.hbs. */
export const BUILTIN_SPEAKER_PROMPTS_DIR = packagePath('prompts', 'rpc');

/** Reads every RPC prompt file (throws naming the missing file). */
export const readSpeakerPromptSources = (dir: string = BUILTIN_SPEAKER_PROMPTS_DIR): SpeakerPromptSources =>
  Object.fromEntries(
    SPEECH_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        SPEAKER_PROMPT_NAMES.map((name) => [name, readFileSync(join(dir, language, `${name}.hbs`), 'utf8')]),
      ),
    ]),
  ) as unknown as SpeakerPromptSources;

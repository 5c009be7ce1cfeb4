import { understand } from '../../nl/index.ts';
import type { LanguageBridge } from './language-bridge.ts';
import { sharedUnderstanding } from './shared-understanding.ts';
import { renderSimple } from './simple-renderer.ts';

/**
 * The NL bridge for games: `understand` reads every talk (Japanese, English or protocol text), and the
 * rule brain speaks from its built-in phrase book (which `understand` reads back exactly). A templated
 * renderer can replace `render` without touching the brain.
 */
export const createNlBridge = (options: { render?: LanguageBridge['render'] } = {}): LanguageBridge => ({
  // Read once per process for every seat that hears the same talk (see shared-understanding.ts).
  understand: ({ text, speaker, roster, lang }) =>
    sharedUnderstanding.read({ text, speaker, roster, lang }, (input) => understand(input)),
  render: options.render ?? ((input) => renderSimple(input)),
});

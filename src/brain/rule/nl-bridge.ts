import { understand } from '../../nl/index.ts';
import type { LanguageBridge } from './language-bridge.ts';
import { renderSimple } from './simple-renderer.ts';

/**
 * The NL bridge for games: `understand` reads every talk (Japanese, English or protocol text), and the
 * rule brain speaks from its built-in phrase book (which `understand` reads back exactly). A templated
 * renderer can replace `render` without touching the brain.
 */
export const createNlBridge = (options: { render?: LanguageBridge['render'] } = {}): LanguageBridge => ({
  understand: ({ text, speaker, roster, lang }) => understand({ text, speaker, roster, lang }),
  render: options.render ?? ((input) => renderSimple(input)),
});

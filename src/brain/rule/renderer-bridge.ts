import type { Language } from '../brain.ts';
import type { RenderOptions, Renderer } from '../../nl/index.ts';
import type { LanguageBridge } from './language-bridge.ts';
import { renderSimple } from './simple-renderer.ts';

/**
 * `render` for the NL bridge from the NL area's templated renderers (one per language, built by the
 * shell from prompts/phrases): greetings and sentences through the templates, and the built-in phrase
 * book whenever a template yields nothing (`Over`), so the brain never goes silent.
 */
export const renderWith =
  (renderers: Partial<Record<Language, Renderer>>): LanguageBridge['render'] =>
  (input) => {
    const renderer = renderers[input.lang];
    if (renderer === undefined) return renderSimple(input);
    const self = input.self === undefined ? undefined : input.roster.numberOf(input.self);
    const options: { -readonly [Key in keyof RenderOptions]?: RenderOptions[Key] } = {
      roster: input.roster,
      random: input.random,
    };
    if (self !== undefined) options.self = self;
    if (input.self !== undefined) options.persona = { name: input.self };
    if (input.greeting === true) {
      const text = renderer.greet(options as Omit<RenderOptions, 'sentences'>);
      return text === 'Over' || text.trim() === '' ? renderSimple(input) : text;
    }
    options.sentences = input.sentences;
    const text = renderer.render(options as RenderOptions);
    return text === 'Over' || text.trim() === '' ? renderSimple(input) : text;
  };

import { type ReadingMemo, understand } from '../../nl/index.ts';
import type { LanguageBridge } from './language-bridge.ts';
import type { Sentence } from '../../protocol/index.ts';
import type { UnderstandInput, UnderstandingMemo } from './understanding-memo.ts';
import { renderSimple } from './simple-renderer.ts';

/** A talk read afresh: these four fields and nothing else the caller's object may hold. */
const readerThrough =
  (readings: ReadingMemo | undefined) =>
  ({ text, speaker, roster, lang }: UnderstandInput): readonly Sentence[] =>
    understand({ text, speaker, roster, lang, ...(readings === undefined ? {} : { readings }) });

/**
 * The NL bridge for games: `understand` reads every talk (Japanese, English or protocol text), and the
 * rule brain speaks from its built-in phrase book (which `understand` reads back exactly). A templated
 * renderer can replace `render` without touching the brain. With `understanding`, talks are read through
 * that memo, and with `readings` their tokenized text through that one (src/nl/reading-memo.ts), which the
 * brains sharing this bridge share (see `SharedReading`).
 */
export const createNlBridge = (
  options: { render?: LanguageBridge['render']; understanding?: UnderstandingMemo; readings?: ReadingMemo } = {},
): LanguageBridge => {
  const { understanding } = options;
  const readAfresh = readerThrough(options.readings);
  return {
    natural: true,
    // The input goes to the memo as it is: most reads are hits, and need no object or closure made for them.
    understand: understanding === undefined ? readAfresh : (input) => understanding.read(input, readAfresh),
    render: options.render ?? ((input) => renderSimple(input)),
  };
};

import type { Language } from '../../brain/brain.ts';
import { understand } from '../../nl/index.ts';
import { createRoster } from '../../protocol/index.ts';

const CLAIM = /"type":"(?:COMINGOUT|DIVINED|IDENTIFIED)"/u;

/**
 * Does a talk carry a claim worth reacting to: a role coming out or a divination / medium result,
 * anywhere in what the rules understand of it?
 */
export const isClaim = (options: {
  text: string;
  speaker: string;
  agents: readonly string[];
  lang: Language;
}): boolean => {
  const sentences = understand({
    text: options.text,
    speaker: options.speaker,
    roster: createRoster(options.agents),
    lang: options.lang,
  });
  return sentences.some((sentence) => CLAIM.test(JSON.stringify(sentence)));
};

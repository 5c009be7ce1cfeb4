import type { TalkSettingConfig } from '../config/arena-config-schema.ts';

/**
 * INTERIM: what the server stores and charges for one talk/whisper answer (server notes §4.3 and §5).
 * The agent side owns this rule in src/game (`serverProcessTalk`); once that lands this file only adapts
 * it, so agent and arena share one rules code.
 */
export type TalkRemain = { count: number; length?: number; skip: number };

const GO_SPACES = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
  0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);
const isSpace = (character: string): boolean => GO_SPACES.has(character.codePointAt(0) ?? 0);

type Counting = { countInWord: boolean; countSpaces: boolean };

const words = (text: string): string[] => {
  const result: string[] = [];
  let current = '';
  for (const character of text) {
    if (isSpace(character)) {
      if (current !== '') result.push(current);
      current = '';
    } else current += character;
  }
  if (current !== '') result.push(current);
  return result;
};

export const countLength = (text: string, counting: Counting): number => {
  if (counting.countInWord) return words(text).length;
  const characters = [...text];
  return counting.countSpaces ? characters.length : characters.filter((character) => !isSpace(character)).length;
};

export const cutLength = (text: string, limit: number, counting: Counting): string => {
  if (countLength(text, counting) <= limit) return text;
  // The Go server panics on negative limits in these two modes; the arena keeps running with an empty cut.
  if (counting.countInWord) return words(text).slice(0, Math.max(0, limit)).join(' ');
  const characters = [...text];
  if (counting.countSpaces) return characters.slice(0, Math.max(0, limit)).join('');
  if (limit <= 0) return text;
  let seen = 0;
  let end = 0;
  for (const [index, character] of characters.entries()) {
    if (!isSpace(character)) seen++;
    if (seen === limit) {
      end = index + 1;
      break;
    }
  }
  return characters.slice(0, end).join('');
};

const set = (value: number): number | undefined => (value === -1 ? undefined : value);

const fitText = (options: {
  text: string;
  setting: TalkSettingConfig;
  remain: TalkRemain;
  speaker: string;
  agentsInIndexOrder: readonly string[];
}): string => {
  const { text, remain } = options;
  const limits = options.setting.max_length;
  const counting = { countInWord: limits.count_in_word, countSpaces: limits.count_spaces };
  const perAgent = set(limits.per_agent);
  const baseSetting = set(limits.base_length);
  const mentionLength = set(limits.mention_length);
  const perTalk = set(limits.per_talk);
  const budget = (): number => remain.length ?? 0;
  const charge = (amount: number): void => {
    if (amount > 0 && remain.length !== undefined) remain.length -= amount;
  };
  let common = '';
  let mention = '';
  let after = '';
  if (perAgent !== undefined || baseSetting !== undefined) {
    const base = baseSetting ?? 0;
    // The server picks the first agent in index order whose @name occurs, not the earliest mention.
    const mentioned =
      mentionLength === undefined
        ? undefined
        : options.agentsInIndexOrder.find((name) => name !== options.speaker && text.includes(`@${name}`));
    if (mentioned !== undefined && mentionLength !== undefined) {
      const token = `@${mentioned}`;
      const at = text.indexOf(token);
      const before = text.slice(0, at);
      const rest = text.slice(at + token.length);
      common = cutLength(before, base + budget(), counting);
      charge(countLength(before, counting) - base);
      after = cutLength(rest, mentionLength + budget(), counting);
      charge(countLength(after, counting) - mentionLength);
      mention = ` ${token} `;
    } else {
      common = cutLength(text, base + budget(), counting);
      charge(countLength(text, counting) - base);
    }
  }
  if (perTalk !== undefined) {
    const commonCount = countLength(common, counting);
    if (commonCount + countLength(after, counting) > perTalk) {
      if (commonCount > perTalk) {
        common = cutLength(common, perTalk, counting);
        mention = '';
        after = '';
      } else after = cutLength(after, perTalk - commonCount, counting);
    }
  }
  const stored = common + mention + after;
  return stored === '' ? 'Over' : stored;
};

/**
 * Applies one answer to the speaker's counters (mutating `remain`, as the server's maps do) and returns
 * the text the server records. `failed` = the request timed out or the agent is errored.
 */
export const storeTalkAnswer = (options: {
  text: string;
  failed: boolean;
  setting: TalkSettingConfig;
  remain: TalkRemain;
  speaker: string;
  agentsInIndexOrder: readonly string[];
}): string => {
  const { remain } = options;
  // A client's ForceSkip is an ordinary Skip; a failed request is a Skip that costs no skip budget.
  let text = options.failed ? 'ForceSkip' : options.text === 'ForceSkip' ? 'Skip' : options.text;
  remain.count--;
  if (text === 'Skip') {
    if (remain.skip <= 0) text = 'Over';
    else remain.skip--;
  } else if (text === 'ForceSkip') text = 'Skip';
  if (text !== 'Over' && text !== 'Skip') remain.skip = options.setting.max_skip;
  if (text === 'Over') remain.count = 0;
  if (text === 'Over' || text === 'Skip') return text;
  return fitText({ ...options, text });
};

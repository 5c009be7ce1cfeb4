import { escapePattern } from './escape-pattern.ts';

type BareResultPatterns = { readonly ja: RegExp; readonly en: RegExp };

/**
 * The patterns of each name, made once: the beliefs ask about every player for every talk of a seer claimer,
 * and building the two expressions was 3 % of a 5-player in-process game (profile of the shipped arena
 * bench). Names come from the server, a few per game; the cache is emptied past a bound all the same.
 */
const FINDING_WORD = /でした|だった|判定|was/iu;

const patternsByName = new Map<string, BareResultPatterns>();
const MAX_NAMES = 1_000;

const patternsOf = (name: string): BareResultPatterns => {
  const known = patternsByName.get(name);
  if (known !== undefined) return known;
  const escaped = escapePattern(name);
  const patterns = {
    ja: new RegExp(
      `(?:^|[。！!？?\\s、])@?${escaped}(?:さん|くん|ちゃん|氏|殿|様)?(?:は|が)[「『]?(人狼|狼|人間|村人|白|黒)[」』]?(?:判定)?(?:でした|だった)(?![らろか]|と思|かも)|(?:^|[。！!？?\\s、])@?${escaped}(?:さん|くん|ちゃん|氏|殿|様)?(?:は|が)[「『]?(人狼|人間|村人|白|黒)[」』]?判定(?:です|だ)?(?:[。！!]|$)`,
      'u',
    ),
    en: new RegExp(
      `(?:^|[.!?]\\s*)@?${escaped} was (?:a |an )?(human|werewolf|wolf|villager|white|black)\\b(?!\\?)`,
      'iu',
    ),
  };
  if (patternsByName.size >= MAX_NAMES) patternsByName.clear();
  patternsByName.set(name, patterns);
  return patterns;
};

/**
 * What a bare result about a named player says: `リサは人狼でした`, `Jonathanは人間だった`, `Midori was human`.
 * Alone such a line is no result (the labelling guideline reads it as nothing: anybody may recall what a
 * medium said); only a caller that knows the speaker claimed the medium and that the player was executed the
 * day before may take it as the speaker's result, so this asks about one name only and says nothing of who.
 * Only a sentence that starts with the name and ends the finding in the past (or as a verdict, `タクミは人間判定。`)
 * counts: not `…だったら`, not a question, not negated, not two names (`アヤもタケルも`).
 */
export const bareSpeciesOf = (text: string, name: string): 'HUMAN' | 'WEREWOLF' | undefined => {
  // Both patterns end the finding with one of these words (the English one as case-blind as it is).
  if (name.length === 0 || !FINDING_WORD.test(text)) return undefined;
  const { ja, en } = patternsOf(name);
  const jaFound = ja.exec(text);
  const found = jaFound?.[1] ?? jaFound?.[2] ?? en.exec(text)?.[1]?.toLowerCase();
  if (found === undefined) return undefined;
  return ['人狼', '狼', '黒', 'werewolf', 'wolf', 'black'].includes(found) ? 'WEREWOLF' : 'HUMAN';
};

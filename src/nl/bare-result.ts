import { escapePattern } from './escape-pattern.ts';

type BareResultPatterns = {
  readonly ja: RegExp;
  readonly en: RegExp;
  readonly jaCleared: RegExp;
  readonly enCleared: RegExp;
};

/**
 * The patterns of each name, made once: the beliefs ask about every player for every talk of a seer claimer,
 * and building the two expressions was 3 % of a 5-player in-process game (profile of the shipped arena
 * bench). Names come from the server, a few per game; the cache is emptied past a bound all the same.
 */
const FINDING_WORD = /でした|だった|判定|was/iu;
/** The words a present-tense clearing ends on (`Xは人間だ`, `X and Y are human`). */
const CLEARING_WORD = /人間|村人|白|human|villager/iu;

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
      `(?:^|[.!?]\\s*)@?${escaped} was (?:(?:confirmed|found|shown|identified)(?: to be| as)? )?(?:a |an )?(human|werewolf|wolf|villager|white|black)\\b(?!\\?)(?! by\\b)`,
      'iu',
    ),
    // `ShizueとMioは人間だ`, `Mioは人間です。`: the name alone or in a list joined by と/、 opens the sentence, and the
    // sentence ends on the verdict (not `…だと思う`, `…だから`, `…だったら`).
    jaCleared: new RegExp(
      `(?:^|[。！!？?\\s])(?:[^。！!？?\\s、とのでにはがをも]{1,12}?(?:さん|くん|ちゃん|氏)?(?<!よる|する|いう)(?:と|、)\\s*){0,3}@?${escaped}(?:さん|くん|ちゃん|氏|殿|様)?(?:と[^。！!？?\\s、]{1,12}?(?:さん|くん|ちゃん|氏)?)?(?:は|も)(?:確定)?[「『]?(?:人間|村人|白)[」』]?(?:確定)?(?:だ|です|である)?(?:よ|ね)?(?:[。！!]|\\s|$)`,
      'u',
    ),
    // `Shizue and Mio are human.`, `Shizue Daisuke and Sakura are human.`: capitalised names before, `and` before the last.
    enCleared: new RegExp(
      `(?:^|[.!])\\s*(?:@?[A-Z][\\p{L}\\d\\[\\]]*,?\\s+(?:and\\s+)?){0,3}@?${escaped}(?:,?\\s+and\\s+@?[A-Z][\\p{L}\\d\\[\\]]*)?\\s+(?:is|are)\\s+(?:confirmed\\s+|cleared\\s+as\\s+)?(?:a\\s+)?(?:[Hh]umans?|[Vv]illagers?)\\s*(?:[.!]|$)`,
      'u',
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

/**
 * What a claimed seer's bare finding about a living player says: a past one as `bareSpeciesOf` reads it, or a
 * present-tense clearing of the player alone or in a list (`ShizueとMioは人間だ`, `Shizue and Mio are human.`) —
 * a seer restating its whites names them so (2025 logs). Not a present-tense black (`Xは人狼だ！` is as often an
 * accusation as a result), not a hedge, a condition or a question.
 */
export const bareDivinationOf = (text: string, name: string): 'HUMAN' | 'WEREWOLF' | undefined => {
  const past = bareSpeciesOf(text, name);
  if (past !== undefined || name.length === 0 || !CLEARING_WORD.test(text)) return past;
  const { jaCleared, enCleared } = patternsOf(name);
  return jaCleared.test(text) || enCleared.test(text) ? 'HUMAN' : undefined;
};

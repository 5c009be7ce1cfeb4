import { escapePattern } from './escape-pattern.ts';

/**
 * What a bare result about a named player says: `リサは人狼でした`, `Jonathanは人間だった`, `Midori was human`.
 * Alone such a line is no result (the labelling guideline reads it as nothing: anybody may recall what a
 * medium said); only a caller that knows the speaker claimed the medium and that the player was executed the
 * day before may take it as the speaker's result, so this asks about one name only and says nothing of who.
 * Only a sentence that starts with the name and ends the finding in the past counts: not `…だったら`, not a
 * question, not negated, not two names (`アヤもタケルも`).
 */
export const bareSpeciesOf = (text: string, name: string): 'HUMAN' | 'WEREWOLF' | undefined => {
  if (name.length === 0) return undefined;
  const escaped = escapePattern(name);
  const ja = new RegExp(
    `(?:^|[。！!？?\\s、])@?${escaped}(?:さん|くん|ちゃん|氏|殿|様)?(?:は|が)[「『]?(人狼|狼|人間|村人|白|黒)[」』]?(?:判定)?(?:でした|だった)(?![らろか]|と思|かも)`,
    'u',
  );
  const en = new RegExp(
    `(?:^|[.!?]\\s*)@?${escaped} was (?:a |an )?(human|werewolf|wolf|villager|white|black)\\b(?!\\?)`,
    'iu',
  );
  const found = ja.exec(text)?.[1] ?? en.exec(text)?.[1]?.toLowerCase();
  if (found === undefined) return undefined;
  return ['人狼', '狼', '黒', 'werewolf', 'wolf', 'black'].includes(found) ? 'WEREWOLF' : 'HUMAN';
};

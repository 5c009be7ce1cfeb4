/**
 * A medium's summary of every execution so far: `これまでの吊りはすべて人間だった`, `Both voted out were Human`,
 * `We've only executed villagers`. It names nobody, so the reader reads it as nothing; only a caller that knows
 * the speaker claimed the medium and who was executed may take it as that medium's result about each of them
 * (in the 2025 13-player logs two true mediums told their second and third results only this way).
 */

type Species = 'HUMAN' | 'WEREWOLF';

const speciesOfWord = (word: string): Species =>
  /^(?:人狼|狼|黒|werewol|wol|black)/iu.test(word) ? 'WEREWOLF' : 'HUMAN';

// The inlg 2025 English logs write "voted out" as `vote outd` throughout (and `vote outs` for the noun).
const EXECUTED_EN =
  '(?:executed|executions|voted[ -]?out|vote[ -]?outs?d?|lynched|lynches|exiled|eliminated|hanged|hung)';
const SPECIES_EN = '(humans?|villagers?|white|werewol(?:f|ves)|wol(?:f|ves)|black)';
/** `All (of) the players we voted out so far were human`, `Both vote outd were Human`. */
const ALL_EXECUTED_EN = new RegExp(
  String.raw`\b(?:all|every(?:one|body)?|both)(?:\s+(?:of|the|those|players?|people|ones|who|that|we|we've|we’ve|have|has|had|were|was|been|got|so\s+far))*\s+${EXECUTED_EN}(?:\s+(?:players?|people|ones|so\s+far|until\s+now|up\s+to\s+now|to\s+date|yet))*\s+(?:were|was|have\s+been|has\s+been|are|turned\s+out\s+(?:to\s+be\s+)?)\s*(?:all\s+)?(?:a\s+|an\s+)?${SPECIES_EN}\b`,
  'iu',
);
/** `We've only executed villagers (so far)`. */
const ONLY_EXECUTED_EN = new RegExp(
  String.raw`\bwe(?:'ve|’ve|\s+have)?\s+only\s+${EXECUTED_EN}\s+${SPECIES_EN}\b`,
  'iu',
);
/** Not a summary told: negated, conditional, doubted or asked. */
const NOT_TOLD_EN = /\b(?:not|never|no|if|unless|whether|maybe|perhaps|might|may|suppose|assuming)\b|n't|n’t|\?/iu;

const EXECUTED_JA =
  '(?:吊られた|吊った|吊り|追放された|追放した|追放|処刑された|処刑した|処刑|vote ?outdされた|vote ?outd)';
const SPECIES_JA = '(人間|村人|白|人狼|狼|黒)';
const ALL_WORD_JA = '(?:全員|みんな|皆|すべて|全て|全部|両方とも|二人とも|2人とも|ともに)';
/** `これまでの投票で追放されたのは全員村人だ`, `これまでの吊りはすべて人間だった`, `両方のvote outdは人間`. */
const ALL_EXECUTED_JA = new RegExp(
  `(?:${EXECUTED_JA}(?:の|人|者|人たち|人達|プレイヤー|二人|2人|三人|3人)?(?:は|が|も)[、\\s]*${ALL_WORD_JA}|(?:両方|二人|2人|全員)の${EXECUTED_JA}(?:者|人)?(?:は|が)[、\\s]*(?:とも)?)[「『]?${SPECIES_JA}[」』]?(?!じゃ|では|でな)`,
  'u',
);
/** `これまで人間しか処刑していない`, `村人しか吊ってない`. */
const ONLY_EXECUTED_JA = /(人間|村人)しか(?:吊|処刑|追放)/u;
const NOT_TOLD_JA = /なら|たら|とすれば|とすると|かどうか|かもしれ|とは限ら|限らない|[？?]|か[。！!]?$/u;

/** Sentences, and the clauses a dash or a semicolon sets apart (`…were Human—if we don't stop…`). */
const sentencesOf = (text: string): string[] => text.split(/(?<=[。！!？?\n—–;；])|(?<=\.)\s+/u);

/**
 * The species every player executed so far was, when the talk says so in one of its sentences (not negated,
 * not a condition, not a question); undefined otherwise.
 */
export const everyExecutedSpeciesOf = (text: string): Species | undefined => {
  for (const sentence of sentencesOf(text)) {
    const en = ALL_EXECUTED_EN.exec(sentence) ?? ONLY_EXECUTED_EN.exec(sentence);
    if (en?.[1] !== undefined && !NOT_TOLD_EN.test(sentence)) return speciesOfWord(en[1]);
    const ja = ALL_EXECUTED_JA.exec(sentence);
    if (ja?.[1] !== undefined && !NOT_TOLD_JA.test(sentence)) return speciesOfWord(ja[1]);
    const only = ONLY_EXECUTED_JA.exec(sentence);
    if (only?.[1] !== undefined && !NOT_TOLD_JA.test(sentence)) return 'HUMAN';
  }
  return undefined;
};

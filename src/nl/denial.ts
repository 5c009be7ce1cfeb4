import type { Sentence } from '../protocol/index.ts';
import { MENTION_CLOSE, MENTION_OPEN } from './agent-mention.ts';

/**
 * A rule reads a phrase (`Midori is a werewolf`, `リアに投票する`) without the words around it; those
 * words may deny it (`I don't think Midori is a werewolf`, `リアに投票するつもりはない`). Reading the
 * phrase then would invert the speaker's meaning, which is worse than reading nothing, so a positive
 * reading is dropped when its clause carries a denial outside the matched phrase. Negations a rule
 * reads itself (inside its match) are left to the rule: it builds `NOT (…)` or the explicit opposite.
 */
export type DenialScope = {
  /** Text of the clause before the match (after its last clause boundary) that denies what follows. */
  readonly before?: RegExp;
  /** Text of the clause after the match (before its first clause boundary) that denies what precedes. */
  readonly after?: RegExp;
  /** Clause boundaries: a denial beyond one belongs to another clause. */
  readonly boundary: RegExp;
  /** Denial words in a positive idiom (`no doubt`, `に違いない`): removed before looking for a denial. */
  readonly idiom: RegExp;
  /** A verb of doubt whose object is followed by a clause (`I doubt Midori is a wolf`) doubts the clause. */
  readonly doubtedClause?: { readonly verb: RegExp; readonly clause: RegExp };
  /**
   * Right after a negated reading's match, a second negation that cancels it (`怪しくないとは言えない`,
   * `信用できないわけじゃない`, `投票しないといけない`): the negated reading would invert the meaning.
   */
  readonly negationCancelled?: RegExp;
  /**
   * A prohibition around a question or a request for information (`Don't share your reads yet`,
   * `まだ誰が怪しいか言わないで`): asked not to tell, nobody is asked anything. `before` is tested on the
   * clause before the match, `after` on the text right after it.
   */
  readonly prohibition?: { readonly before?: RegExp; readonly after?: RegExp };
  /** A match ending so (`…してくれ`) followed by this (`ないかな`) is a polite request, not a denial. */
  readonly politeRequest?: { readonly matchEnd: RegExp; readonly after: RegExp };
  /**
   * Agents listed right before the match (`Midori and ⟨Shizue is…⟩`) or right after it (`I doubt ⟨Midori⟩
   * and Shizue…`) are part of what the match reads, so the list's `and` or comma is no clause boundary:
   * `I don't think Midori and Shizue are suspicious` denies both.
   */
  readonly listedAgents?: { readonly before: RegExp; readonly after: RegExp };
};

const MENTION = `${MENTION_OPEN}@?\\d+${MENTION_CLOSE}`;

/** The reading asserts something: not a NOT, not a question, not a request of a NOT. */
const assertsPositively = (sentence: Sentence): boolean => {
  switch (sentence.type) {
    case 'NOT':
    case 'INQUIRE':
    case 'OVER':
    case 'SKIP':
      return false;
    case 'REQUEST':
      return sentence.clause.type !== 'NOT';
    default:
      return true;
  }
};

const clauseBefore = (text: string, boundary: RegExp): string => {
  let start = 0;
  boundary.lastIndex = 0;
  for (const match of text.matchAll(boundary)) start = match.index + match[0].length;
  return text.slice(start);
};

const clauseAfter = (text: string, boundary: RegExp): string => {
  boundary.lastIndex = 0;
  const match = boundary.exec(text);
  return match === null ? text : text.slice(0, match.index);
};

const prohibited = (scope: DenialScope, sentence: string, start: number, end: number): boolean => {
  const { prohibition } = scope;
  if (prohibition === undefined) return false;
  if (prohibition.after?.test(sentence.slice(end)) === true) return true;
  return prohibition.before?.test(clauseBefore(sentence.slice(0, start), scope.boundary)) === true;
};

/** Whether the clause around `sentence.slice(start, end)` denies a positive reading of it. */
export const deniedAround = (options: {
  scope: DenialScope;
  sentence: string;
  start: number;
  end: number;
  reading: Sentence;
}): boolean => {
  const { scope, sentence, start, end } = options;
  if (options.reading.type === 'INQUIRE') return prohibited(scope, sentence, start, end);
  if (!assertsPositively(options.reading)) {
    const negated =
      options.reading.type === 'NOT' || (options.reading.type === 'REQUEST' && options.reading.clause.type === 'NOT');
    return negated && scope.negationCancelled?.test(sentence.slice(end)) === true;
  }
  const listBefore = scope.listedAgents?.before.exec(sentence.slice(0, start));
  const listAfter = scope.listedAgents?.after.exec(sentence.slice(end));
  const clauseStart = listBefore === null || listBefore === undefined ? start : listBefore.index;
  const matched = sentence.slice(start, end);
  const rawAfter = sentence.slice(end + (listAfter?.[0].length ?? 0));
  if (scope.politeRequest?.matchEnd.test(matched) === true && scope.politeRequest.after.test(rawAfter)) return false;
  const after = clauseAfter(rawAfter, scope.boundary).replace(scope.idiom, ' ');
  if (scope.doubtedClause !== undefined) {
    if (scope.doubtedClause.verb.test(matched) && scope.doubtedClause.clause.test(after)) return true;
  }
  if (scope.after?.test(after) === true) return true;
  if (scope.before === undefined) return false;
  const before = clauseBefore(sentence.slice(0, clauseStart), scope.boundary).replace(scope.idiom, ' ');
  return scope.before.test(before);
};

export const DENIAL: { readonly ja: DenialScope; readonly en: DenialScope } = {
  ja: {
    // Japanese denies after the predicate: `人狼だとは思わない`, `投票するつもりはない`, `疑っていません`.
    // `Xが本物の霊媒か疑わしい`, `…かどうか`: what precedes is put in doubt, not asserted. So do a judgement
    // called premature, wrong or a misunderstanding (`怪しいと決めつけるのは早い`, `…のは間違いだ`, `…という意見には
    // 反対`, `…というのは誤解`), called hard to believe (`本物の占い師とは考えにくい`) and a past belief set against the
    // present (`怪しいと思っていたが、違った`).
    after:
      /な(?:い|かった|く)|ません|せず|違う|ちがう|ありえ|あり得|わけ(?:が|は)な|はず(?:が|は)な|やめ|まさか|かどうか|(?:決めつけ|決め付け|断定|言い切)(?:る|て)(?:の|のは|には|も)?(?:まだ|少し|ちょっと)?(?:早|尚早)|間違い(?:だ|です|である|でした)|反対|誤解|(?:考え|思い|信じ|想像し)(?:にく|づら|がた|難)|(?:と(?:思|考)|^)っ?てい?た(?:が|けど|けれど|$)|か(?!も|な|ね|ら|つ|わ|け)(?:は|が|も)?\s*(?:疑わし|疑問|怪し|あやし|不明|微妙|謎|疑|怖)/u,
    // `言わないで(ください)`, `共有しなくていい`; not `共有してくれないでしょうか` (a polite request). Nor is anyone
    // asked when the request is retold (`結果を教えてと言った`), already granted (`読みを教えてくれた`), or the
    // information is the speaker's own (`私の占い結果をどう考えますか`: offered, not asked for).
    prohibition: {
      after:
        /^[^、，,。！？!?\s]{0,4}?(?:ないで(?!しょ)|なくて(?:も)?(?:いい|良い|よい|大丈夫|結構))|^[^、，,。！？!?]{0,6}?(?:て|で)(?:と|って)(?:言|頼|求|聞か|尋ね|お願いさ)|^[^、，,。！？!?]{0,3}?(?:て|で)(?:くれ|もらっ|いただい|下さっ|くださっ)た/u,
      before: /(?:私|僕|俺|わたし|ぼく|おれ|あたし|わし|我)(?:の|が)\s*$/u,
    },
    politeRequest: { matchEnd: /(?:くれ|もらえ|いただけ|下さら|くださら)$/u, after: /^(?:ない|ません)/u },
    negationCancelled:
      /^(?:ない|ません|ず)?(?:(?:と|って)(?:は|も)?(?:言え|いえ|言い切れ|断言でき|限ら)(?:ない|ません)|(?:わけ|訳)(?:じゃ|では|でも)(?:ない|ありません)|と(?:いけ|だめ|ダメ|駄目|まず)|(?:こと|の)(?:は|も)(?:ない|ありません))/u,
    boundary: /[、,，。！？!?\n]|けど|けれど|ので|から|(?<=[いだ])が|。/gu,
    // `疑わざるを得ない`, `人狼に違いない`, `間違いない`, `かもしれない`, `しかない`, `怪しくて仕方ない`,
    // `怪しいんじゃないか` (a rhetorical question that asserts), `投票してくれないかな` (a polite request).
    idiom:
      /(?:て|で)?(?:くれ|もらえ|いただけ|下さら|くださら)(?:ない|ません)|(?:ざる|ずに)?を得ない|得ません|に違いな[いく]|に違いありません|間違いな[いく]|間違いありません|かもしれな[いく]|かもしれません|しれない|しか(?:ない|ありません)|ほか(?:ない|ありません)|(?:仕方|しょう|しかた)が?な[いく]|たまらない|(?:ん|の)(?:じゃ|では)ない(?:か|[？?]|でしょうか|かな)|気がしてならない|ならない|すぎない|少な[いく]|危な[いく]/gu,
  },
  en: {
    // English denies before the predicate (`I don't think`, `no way`, `neither … nor`, `It's not that`)
    // and, for a few phrases, after it (`…is a wolf? Not at all`).
    // `I refuse to believe…`, `I disagree that…`, `It's wrong to say…`, `It's false that…` deny as well.
    before:
      /\b(?:not|never|no|neither|nor|hardly|barely|nobody|nothing|none)\b|n't\b|n’t\b|\b(?:doubt|doubtful|unlikely)\b|\brefus(?:e|ed|es|ing)\s+to\b|\bdisagree\b|\bwrong\s+to\b|\b(?:false|untrue)\s+(?:that|to)\b/iu,
    after:
      /^\s*(?:is\s+|are\s+|was\s+|were\s+)?(?:not|never|hardly)\b|^\s*(?:isn't|aren't|wasn't|weren't|isn’t|aren’t|wasn’t|weren’t)\b/iu,
    // `Don't share your reads yet`, `Never tell us who you suspect`; not `Don't you think…`, `why don't we…`.
    prohibition: {
      before: /(?:^|[^\w'’])(?:don't|don’t|do\s+not|never|stop)\s+(?!(?:you|we)\b)(?:[\w'’]+\s+){0,3}$/iu,
    },
    boundary:
      /[,;:.!?\n—–]|\b(?:but|and|so|because|since|though|although|while|yet|however|whereas|or|then|who|which)\b/giu,
    idiom:
      /\bno\s+doubt\b|\bnot\s+only\b|\bcan(?:'t|’t|not)\s+help\s+but\b|\bwhy\s+not\b|\bno\s+(?:question|wonder)\b|\bnot\s+(?:gonna\s+lie|going\s+to\s+lie)\b|^\s*(?:isn't|isn’t)\s+it\b|^\s*is\s+it\s+not\b/giu,
    listedAgents: {
      before: new RegExp(`(?:${MENTION}\\s*(?:,|\\band\\b|\\bor\\b|&)\\s*)+$`, 'iu'),
      after: new RegExp(`^(?:\\s*(?:,|\\band\\b|\\bor\\b|&)\\s*${MENTION})+`, 'iu'),
    },
    doubtedClause: {
      verb: /\bdoubt\b/iu,
      clause:
        /^\s*(?:is|are|was|were|could|might|would|will|has|had|'s|’s|seems?|looks?|sounds?|feels?|appears?|acts?)\b/iu,
    },
  },
};

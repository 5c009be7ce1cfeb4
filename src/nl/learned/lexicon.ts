import type { Language } from '../language.ts';

/**
 * Word classes the learned reader's features are made of: a weight learned on "a suspicion word after the
 * candidate" holds for every suspicion word of the class, including ones the labelled corpus shows once. The
 * classes follow the labelling guideline (data/real-talk-held-out/GUIDELINE.md): mild attention words are a
 * class of their own, apart from suspicion. The text they are matched in is the reader's view (talk-features.ts):
 * names are single private-use characters, English is lower case.
 */
export type Cue =
  | 'suspect'
  | 'mild'
  | 'wolf'
  | 'trust'
  | 'vote'
  | 'request'
  | 'question'
  | 'reads'
  | 'divine'
  | 'medium'
  | 'seer'
  | 'guard'
  | 'claim'
  | 'self'
  | 'past'
  | 'possessed'
  | 'negation'
  | 'conditional';

const JAPANESE: Readonly<Record<Cue, RegExp>> = {
  suspect:
    /怪し|疑わし|疑う|疑い|疑って|疑念|疑惑|不自然|狼寄り|偽寄り|黒寄り|黒っぽ|狼っぽ|狼め|狼ムーブ|違和感|引っかか|引っ掛か|気がかり|不穏|心配|不安|懸念|警戒|不審|容疑|胡散|騙り|偽|嘘|危険|危な|脅威|信用できな|信頼できな/gu,
  mild: /気にな|注目|注視|奇妙|妙|変だ|変な|おかし|不可解|疑問/gu,
  wolf: /人狼|狼|黒/gu,
  trust: /信頼|信用|信じ|白|村人|村側|人間|真|安全|味方|潔白|確定/gu,
  vote: /投票|吊|処刑|追放|票|入れ/gu,
  request:
    /しよう|しましょう|ましょう|べき|ください|下さい|てほしい|て欲しい|てくれ|お願い|頼む|推奨|提案|よう。|ようよ/gu,
  question: /[?？]|誰|どう|何|なぜ|なんで|教えて|聞かせ|聞きたい|ますか|ですか|でしょうか|かな(?=[。！!、]|$)/gu,
  reads: /読み|考察|見立て|意見|考え|推理|見解|候補|容疑者|思う人|怪しい人|疑う人/gu,
  divine: /占っ|占う|占い結果|占い先|結果|判定|白出し|黒出し|鑑定/gu,
  medium: /霊媒|霊能/gu,
  seer: /占い師|占い/gu,
  guard: /騎士|狩人|護衛|守/gu,
  claim: /CO|カミングアウト|名乗|明か|役職|正体|です。|である/gu,
  self: /私|僕|俺|わし|我|自分|\uE012/gu,
  past: /した|でした|だった|った/gu,
  possessed: /狂人/gu,
  negation:
    /な(?:い|く|かっ|さそう)|ません|ぬ|ず(?:に|、|。|$)|無い|違|否|じゃな|ではな|でもな|とは限ら|早計|早い|尚早|ありえ|あり得/gu,
  conditional: /もし|なら|たら|れば|としても|場合/gu,
};

const ENGLISH: Readonly<Record<Cue, RegExp>> = {
  suspect:
    /suspic\w*|suspect\w*|\bsus\b|wary|uneasy|doubt\w*|fishy|fake|shady|sketchy|lying|\bliar|\blie[sd]?\b|worr\w*|concern\w*|red flag|deflect\w*|evasive|dodg\w*|manipulat\w*|dangerous|wolfy|wolf-like|scum\w*|not convinced|distrust|off about/gu,
  mild: /curious|peculiar|interesting|watching|\bodd\b|strange|weird|keep an eye|eye on/gu,
  wolf: /wolf|wolves|werewolf|black/gu,
  trust: /trust\w*|believ\w*|clear\w*|innocent|human|\btown|village|\bsafe|honest|genuine|\breal\b|confirmed|white/gu,
  vote: /\bvot\w*|lynch\w*|execut\w*|\bhang|eliminat\w*|banish\w*|exile\w*/gu,
  request: /let's|\blets\b|let us|should|please|\bmust\b|need to|\burge|we go|everyone/gu,
  question: /\?|\bwho\b|\bwhat\b|\bwhy\b|\bhow\b|\bwhich\b|share|\btell\b|explain|\bany\b/gu,
  reads: /\breads?\b|thoughts|\bgut\b|suspects|suspicions|opinion|take on|theor\w*|candidate/gu,
  divine: /divin\w*|inspect\w*|\bcheck\w*|result\w*/gu,
  medium: /medium/gu,
  seer: /\bseer/gu,
  guard: /guard\w*|protect\w*|bodyguard|hunter|knight/gu,
  claim: /claim\w*|come out|came out|coming out|reveal\w*|\broles?\b|\bco\b/gu,
  self: /\bi\b|\bmy\b|\bme\b|i'm|i'll|i've|\uE012/gu,
  past: /\w+ed\b|\bwas\b|\bwere\b|\bdid\b/gu,
  possessed: /possessed|madman|lunatic/gu,
  negation:
    /\b(?:not|no|never|nor|neither|none|nobody|nothing|without|hardly|refuse\w*|wrong|unlikely|premature|rather than|instead)\b|n't|n’t/gu,
  conditional: /\b(?:if|unless|suppose|assuming|whether|in case)\b/gu,
};

export const LEXICONS: Readonly<Record<Language, Readonly<Record<Cue, RegExp>>>> = { ja: JAPANESE, en: ENGLISH };

export type CueAt = { readonly cue: Cue; readonly at: number; readonly word: string };

const CUES: Readonly<Record<Language, readonly (readonly [Cue, RegExp])[]>> = {
  ja: Object.entries(JAPANESE) as [Cue, RegExp][],
  en: Object.entries(ENGLISH) as [Cue, RegExp][],
};

/**
 * Every cue of the language in a text, with where it starts, in order of position. The patterns are run
 * with `exec` from `lastIndex` 0 rather than `matchAll`, which copies each of the 18 patterns per call:
 * that copying was most of this function, itself 2–3 % of a 5-player ja arena game (profile of the
 * shipped bench). No pattern matches the empty string, so `exec` finds what `matchAll` found.
 */
export const cuesIn = (text: string, lang: Language): CueAt[] => {
  const found: CueAt[] = [];
  for (const [cue, pattern] of CUES[lang]) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      found.push({ cue, at: match.index, word: match[0] });
    }
  }
  return found.sort((a, b) => a.at - b.at);
};

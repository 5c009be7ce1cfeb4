import { JAPANESE_STYLES } from './endings.ts';
import type { Register, Voice } from './voice.ts';

/**
 * The voice heard in lines said under our name by someone else (another layer, or the real agent of a
 * replayed seat): when we speak after them, we go on in the same voice — the same first person as they
 * write it, their politeness (です/ます or plain) and the tails their plain sentences take (わ, の, ぞ,
 * じゃ, よ, or none), names with the suffix they give them (さん, くん, 氏…) or bare, a tail they put after
 * every です/ます (ですよぅ), `！` where they end sentences with it; in English the register's words,
 * contractions or none, `!` or `.`, a `-kun`/`-san` after names; in Japanese also the word they call the
 * one they speak to (あなた, 君, お前); in both, the interjection they open
 * their lines with ("Um...", "Oh my", 「ふむ、」) as our opener — rather than sounding like a second
 * person. No signature words of our own (those lines never said them). Lines with no cue to a
 * character give the plain polite voice. Undefined when there are no lines.
 */
export const voiceFromLines = (
  voice: Voice,
  lines: readonly string[],
  others: readonly string[],
): Voice | undefined => {
  const said = lines.filter((line) => line.trim() !== '' && !/^(?:Over|Skip)$/u.test(line.trim()));
  if (said.length === 0) return undefined;
  return voice.lang === 'ja' ? japaneseVoice(voice, said, others) : englishVoice(voice, said, others);
};

type Cue = readonly [Register, RegExp, number];

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

const strongest = (text: string, cues: readonly Cue[]): { register: Register; score: number } | undefined => {
  const scores = new Map<Register, number>();
  for (const [register, pattern, weight] of cues) {
    const hits = count(text, pattern);
    if (hits > 0) scores.set(register, (scores.get(register) ?? 0) + hits * weight);
  }
  let best: { register: Register; score: number } | undefined;
  for (const [register, score] of scores) if (best === undefined || score > best.score) best = { register, score };
  return best;
};

/** The key said most often (ties: the one met first); undefined for an empty tally. */
const mostOf = <K>(tally: ReadonlyMap<K, number>): K | undefined => {
  let best: K | undefined;
  let bestCount = 0;
  for (const [key, hits] of tally) {
    if (hits > bestCount) {
      best = key;
      bestCount = hits;
    }
  }
  return best;
};

const tallied = <K>(tally: Map<K, number>, key: K, weight = 1): void => {
  tally.set(key, (tally.get(key) ?? 0) + weight);
};

/**
 * First persons, the register a speaker of each is heard in, and whether it is a woman's word. A word
 * that may sit inside another (交わします, 疑わしく, オレンジ) counts only before a particle or a stop.
 */
const JA_FIRST_PERSON: readonly (readonly [RegExp, Register, boolean | undefined])[] = [
  [/わたくし|ワタクシ|あたくし|アタクシ/gu, 'formal', undefined],
  [/拙者|吾輩|我輩|小生/gu, 'formal', false],
  [/我(?=は|が|も|に|の|、)/gu, 'formal', false],
  [/わらわ|妾(?=は|が|も|に|の|、)/gu, 'elder', true],
  [/あたい|アタイ(?![ァ-ヶー])/gu, 'rough', true],
  [/あたし|アタシ(?![ァ-ヶー])/gu, 'casual', true],
  [/うち(?=は|が|も|、)/gu, 'casual', true],
  [/(?:わし|ワシ)(?=[はがもにのをやとら、。！]|じゃ)|儂/gu, 'elder', false],
  [/おいら|オイラ(?![ァ-ヶー])/gu, 'casual', false],
  [/俺|オレ(?![ァ-ヶー])/gu, 'rough', false],
  [/ぼく|ボク(?![ァ-ヶー])/gu, 'child', false],
  [/僕/gu, 'casual', false],
  [/(?<!わ)私|わたし|ワタシ(?![ァ-ヶー])/gu, 'polite', undefined],
];

/**
 * Set phrases every register says alike (おはようございます from a speaker who then talks plain): they
 * say nothing of the voice, so they are left out before it is heard.
 */
const JA_SET_PHRASES = /(?:おはよう|ありがとう|おめでとう)ございます|よろしくお願い(?:いた)?します|お疲れ様です/gu;

const JA_CUES: readonly Cue[] = [
  ['formal', /ございま|いたしま|申し上げ|存じ/gu, 3],
  ['elder', /じゃ[。！、]|のう|じゃろ|わい[。！]/gu, 3],
  ['child', /よぅ|ですぅ|もん[。！]|なの！/gu, 3],
  ['formal', /ですわ|ますわ/gu, 2],
];

const JA_FEMALE = /あたし|アタシ|あたい|わよ|かしら|のよ|わね|わ[。！]/gu;
const JA_MALE = /じゃ[。！、]|のう|だぜ|ぜ[。！]|俺|僕|わし|だろ[。！?？]|だぞ/gu;

/** A sentence in the polite forms, and what it puts after them (よぅ, ね, わ…). */
const POLITE_END = /(?:です|ます|でした|ました|ません|ましょう|でしょう|ください)([ぁ-ゖー〜]{0,3})$/u;
/** The tail of a plain sentence, by the register that says it so. */
const PLAIN_TAILS: readonly (readonly [RegExp, Register, boolean | undefined])[] = [
  [/(?:じゃ|のう|じゃろう?|わい|ぞい)$/u, 'elder', false],
  [/(?:ぜ|ぞ|だろ|ねえ|ろ|かよ|んだよ)$/u, 'rough', false],
  [/(?:わ|わね|わよ|だわ)$/u, 'rough', true],
  [/(?:のよ|かしら|のね|なの|の)$/u, 'gentle', true],
  [/(?:よ|ね|よね|かな|じゃん|さ|な|だね|だよ|もん)$/u, 'casual', undefined],
];

/** Openers a line may start with: interjections that say nothing of the game. */
const JA_INTERJECTION =
  /^(?:ふむ|ふむふむ|さて|ほう|ほほう|えっと|えーと|あの|あのー|あのね|うーん|うん|よし|おっ|ねえ|ねえねえ|まあ|ええ|はい|なるほど|ったく|おい|いいか|やれやれ|あらあら|ふふ|ふふっ|へえ|むむ|うむ|ほら|わあ|やった|どっかーん)$/u;

/** The text without its `@Name` mentions (glued to the next word in Japanese logs: `@リョウ次の…`). */
const withoutMentions = (text: string, others: readonly string[]): string =>
  [...others]
    .sort((left, right) => right.length - left.length)
    .reduce((result, name) => result.replaceAll(`@${name}`, ''), text)
    .replace(/@[A-Za-z]\w*/gu, '');

/** The line's sentences; marks alone (「...」, a silent agent's whole line) are none. */
const sentencesOf = (line: string): string[] =>
  line
    .split(/(?<=[。！？!?…])|\n/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 3 && /\p{L}/u.test(sentence));

const japaneseVoice = (voice: Voice, said: readonly string[], others: readonly string[]): Voice | undefined => {
  const lines = said.map((line) => line.replace(JA_SET_PHRASES, ''));
  const text = lines.join('\n');
  // The first person said most (as written), and the register and gender it suggests.
  const persons = new Map<string, number>();
  const personCue = new Map<string, readonly [Register, boolean | undefined]>();
  for (const [pattern, register, isFemale] of JA_FIRST_PERSON) {
    for (const match of text.matchAll(pattern)) {
      tallied(persons, match[0]);
      personCue.set(match[0], [register, isFemale]);
    }
  }
  const firstPerson = mostOf(persons);
  const [personRegister, personFemale] =
    firstPerson === undefined ? [undefined, undefined] : personCue.get(firstPerson)!;
  // Politeness and tails, sentence by sentence.
  const sentences = lines.flatMap((line) => sentencesOf(withoutMentions(line, others)));
  let polite = 0;
  let plain = 0;
  let exclaimed = 0;
  const politeTails = new Map<string, number>();
  const plainRegisters = new Map<Register, number>();
  let plainFemale = 0;
  let plainMale = 0;
  for (const sentence of sentences) {
    if (/[！!]$/u.test(sentence)) exclaimed++;
    const bare = sentence.replace(/[。！？!?…・「」『』（）()ｗw笑♪☆★～~\s]+$/u, '');
    if (bare.length < 2) continue;
    const politeEnd = POLITE_END.exec(bare);
    if (politeEnd !== null) {
      polite++;
      tallied(politeTails, politeEnd[1]!);
      continue;
    }
    plain++;
    // A question ends plain in every register: it says nothing of the tails.
    if (/[？?]$/u.test(sentence)) continue;
    const tail = PLAIN_TAILS.find(([pattern]) => pattern.test(bare));
    // A plain sentence with no tail (「〜だ。」「〜する。」, a noun) is the level, terse voice — when
    // most are: every speaker ends some sentences bare, so a bare one counts half.
    tallied(plainRegisters, tail?.[1] ?? 'cool', tail === undefined ? 1 : 2);
    if (tail?.[2] === true) plainFemale++;
    if (tail?.[2] === false) plainMale++;
  }
  const special = strongest(text, JA_CUES);
  // A tail put after most polite endings (ですよぅ, ですわ) is part of the voice, said on polite endings.
  // Tails that open alike (ですわ, ですわね, ますわよ) are one habit: said as their first sound when no one
  // tail is said most of the time.
  const heads = new Map<string, number>();
  for (const [said, hits] of politeTails) if (said !== '') tallied(heads, said.charAt(0), hits);
  const usual = (tally: ReadonlyMap<string, number>): string | undefined => {
    const best = mostOf(tally);
    return best !== undefined &&
      best !== '' &&
      polite >= 2 &&
      polite >= plain &&
      (tally.get(best) ?? 0) * 5 >= polite * 3
      ? best
      : undefined;
  };
  const tail = usual(politeTails) ?? usual(heads);
  let register: Register;
  if (tail !== undefined) register = special?.register === 'formal' ? 'formal' : 'polite';
  else if (special !== undefined && special.score >= 3) register = special.register;
  else if (plain > polite) register = mostOf(plainRegisters) ?? 'casual';
  else if (polite > 0) register = 'polite';
  else register = personRegister ?? 'polite';
  // A casual speaker whose plain sentences mostly end bare is the terse one; a woman's わ stays a woman's.
  const feminine = count(text, JA_FEMALE) + plainFemale;
  const masculine = count(text, JA_MALE) + plainMale;
  const isFemale = personFemale ?? (feminine > masculine ? true : masculine > feminine ? false : voice.female);
  // What the lines do not say (no first person, no name said) is as the heard register says it.
  const style = JAPANESE_STYLES[register];
  const gendered = isFemale ? 1 : 0;
  const heard: { -readonly [K in keyof Voice]: Voice[K] } = {
    lang: 'ja',
    register,
    female: isFemale,
    // Unheard, a woman says 私 (あたし is a choice the lines would have shown).
    firstPerson: firstPerson ?? (isFemale ? '私' : style.firstPerson[gendered][0]!),
    honorific:
      honorificOf(text, others, ['さん', 'くん', '君', 'ちゃん', '殿', '様', '氏']) ?? style.honorifics[gendered][0]!,
    habit: voice.habit,
  };
  if (tail !== undefined) heard.politeTail = tail;
  const you = secondPersonOf(text, others);
  if (you !== undefined) heard.secondPerson = you;
  if (sentences.length >= 2 && exclaimed * 5 >= sentences.length * 3) heard.exclaims = true;
  const opener = openerOf(lines, (line) => /^([^、。！？!?…\s]{1,6})([、。！？!?…]+)/u.exec(line), JA_INTERJECTION);
  if (opener !== undefined) heard.opener = opener;
  return heard;
};

/**
 * "You" as the lines say it, the readers' words only (second-person.ts writes it back into our lines, and
 * the table must still read it as the one addressed): 「きみ」 is written 君. 君 after a name is its suffix,
 * and 君たち is "you all": neither counts.
 */
const JA_SECOND_PERSON = /あなた|貴方|お前|おまえ|お主|おぬし|君(?!たち|達|ら)|きみ(?!たち|達|ら|ょう)/gu;

/** The "you" the lines say most, as written (きみ as 君); undefined when they never say one. */
const secondPersonOf = (text: string, others: readonly string[]): string | undefined => {
  const named = [...others]
    .sort((left, right) => right.length - left.length)
    .reduce((result, name) => result.replaceAll(`${name}君`, name), withoutMentions(text, others));
  const said = new Map<string, number>();
  for (const match of named.matchAll(JA_SECOND_PERSON)) tallied(said, match[0] === 'きみ' ? '君' : match[0]);
  return mostOf(said);
};

/**
 * How the lines name the others: the suffix they give names most (with `others`' names found in the
 * text, mentions `@Name` left out), or '' when names go bare more often; undefined when no name is
 * said or as many go bare as not.
 */
const honorificOf = (text: string, others: readonly string[], suffixes: readonly string[]): string | undefined => {
  const spoken = withoutMentions(text, others);
  const suffixCounts = new Map<string, number>();
  let bare = 0;
  // Longer names first, so that one name inside another is not counted twice.
  for (const name of [...others].sort((left, right) => right.length - left.length)) {
    let from = spoken.indexOf(name);
    while (from !== -1) {
      const after = spoken.slice(from + name.length);
      const suffix = suffixes.find((word) => after.startsWith(word));
      if (suffix === undefined) bare++;
      else tallied(suffixCounts, suffix);
      from = spoken.indexOf(name, from + name.length);
    }
  }
  const honoured = [...suffixCounts.values()].reduce((sum, hits) => sum + hits, 0);
  if (honoured === bare) return undefined;
  return honoured > bare ? mostOf(suffixCounts)! : '';
};

/**
 * The interjection the lines open with when they open with one at least twice and in a third of them
 * ("Um...", 「ふむ、」), as the lines write it; greetings are not openers.
 */
const openerOf = (
  lines: readonly string[],
  head: (line: string) => RegExpExecArray | null,
  interjection: RegExp,
): string | undefined => {
  const openers = new Map<string, number>();
  const written = new Map<string, string>();
  for (const line of lines) {
    const match = head(line.trim());
    if (match === null || !interjection.test(match[1]!)) continue;
    const key = match[1]!.toLowerCase();
    tallied(openers, key);
    if (!written.has(key)) written.set(key, match[1]! + closingOf(match[2]!));
  }
  const best = mostOf(openers);
  if (best === undefined) return undefined;
  const hits = openers.get(best)!;
  return hits >= 2 && hits * 3 >= lines.length ? written.get(best) : undefined;
};

/** An opener's own mark: `...`/`…`, `!`/`！` and a comma kept, anything else (a dash) made a full stop. */
const closingOf = (marks: string): string => {
  if (/\.\.\.|…/u.test(marks)) return marks.includes('…') ? '…' : '...';
  for (const mark of ['！', '!', '、', ',', '。']) if (marks.includes(mark)) return mark;
  return '.';
};

const EN_CUES: readonly Cue[] = [
  ['child', /\b(?:hehe|yay|super duper|sparkly|da da da|wanna)\b|!!/giu, 3],
  ['casual', /\b(?:hey|gonna|kinda|guys|whoa|wow|lol|totally|buddy)\b/giu, 2],
  ['formal', /\b(?:shall|let us|indeed|thus|therefore|we must|judgment|I trust|discourse|principle)\b/giu, 2],
  ['elder', /\b(?:my dear|dear|darling|sweetheart|young ones?|oh my)\b/giu, 2],
  ['gentle', /\b(?:um+|maybe|I guess|sorry|perhaps|I wonder)\b/giu, 1],
  // As an interjection only: "let's listen to everyone", "right now", "look at the votes" say nothing.
  [
    'rough',
    /(?:^|[.!?]\s+)(?:listen|look)(?=[.!,:]|\s+(?:here|people|folks|everyone)\b)|\b(?:enough|obviously)\b/gimu,
    1,
  ],
];

const EN_INTERJECTION =
  /^(?:(?:oh|my|dear|um+|uh+|hmm+|hm|well|hey|ah+|alright|okay|ok|so|look|listen|up|wow|whoa|yay|hehe|ooh|gosh|golly|honestly|sigh|darling|buddy|friends|folks|right|now|indeed|ahem|heh|hah|oh no|yikes|phew)\s*){1,3}$/iu;

const CONTRACTED = /\b(?:I'm|I'll|I'd|I've|(?:do|does|is|was|has|have|are|can|won)n't|let's|it's|that's)\b/giu;
const EXPANDED =
  /\b(?:I am|I will|I would|I have|(?:do|does|is|was|has|have|are) not|cannot|let us|it is|that is)\b/giu;

const englishVoice = (voice: Voice, lines: readonly string[], others: readonly string[]): Voice | undefined => {
  const text = lines.join('\n');
  const best = strongest(text, EN_CUES);
  const contracted = count(text, CONTRACTED);
  const expanded = count(text, EXPANDED);
  const heard: { -readonly [K in keyof Voice]: Voice[K] } = {
    lang: 'en',
    register: best === undefined || best.score < 2 ? 'polite' : best.register,
    female: voice.female,
    firstPerson: 'I',
    honorific: honorificOf(text, others, ['-kun', '-san', '-chan', '-sama']) ?? '',
    habit: voice.habit,
  };
  // Contractions as the lines use them (unset when they show neither way).
  if (contracted > expanded) heard.contractions = 'contract';
  else if (expanded > contracted) heard.contractions = 'expand';
  // Most lines ending in `!`: a voice that exclaims.
  heard.exclaims = lines.filter((line) => /!\s*$/u.test(line)).length * 2 > lines.length;
  const opener = openerOf(
    lines,
    (line) => /^([A-Za-z][A-Za-z ]{0,20}?) ?(\.\.\.|…|[.!,—–-]+)/u.exec(line),
    EN_INTERJECTION,
  );
  if (opener !== undefined) heard.opener = opener.charAt(0).toUpperCase() + opener.slice(1);
  return heard;
};

import { print, type Sentence } from '../../../protocol/index.ts';
import { endingOf, inJapaneseVoice } from './endings.ts';
import { inEnglishVoice } from './english-voice.ts';
import type { Voice } from './voice.ts';

/**
 * A line of the phrase templates (`prompts/phrases`, the built-in book) said in the agent's voice, for
 * the turns the composer does not speak (whispers, a greeting or move it cannot compose): Japanese with
 * the voice's first person, its suffix after names (さん, くん, or none) and the sentence endings of its
 * register (「投票します」 → 「投票するぞ」); English in its register's words and contractions. The
 * templates write the plain polite voice, so what they say is unchanged: only how.
 */
export const inTemplateVoice = (text: string, voice: Voice, names: readonly string[]): string =>
  voice.lang === 'en' ? inEnglishVoice(text, voice) : inJapaneseTemplateVoice(text, voice, names);

/**
 * The template line in the voice when it reads back as the template line does (`read`: the reader the
 * other agents use), else the line as written: a register's form the reader does not know
 * (「COいたします」) must not cost the claim it carries.
 */
export const sayInVoice = (
  text: string,
  voice: Voice,
  names: readonly string[],
  read: (text: string) => readonly Sentence[],
): string => {
  const voiced = inTemplateVoice(text, voice, names);
  if (voiced === text) return text;
  const meant = read(text).map(print).join('\n');
  return read(voiced).map(print).join('\n') === meant ? voiced : text;
};

type EndingRule = readonly [end: RegExp, token: string, kept: string];

/**
 * Sentence ends the templates use, polite or plain, and the word whose register form replaces them
 * (`kept` is what stays of the matched end before that form). First match wins; a sentence no rule
 * matches (a question, a set phrase like よろしくお願いします) is left as written.
 */
const ENDINGS: readonly EndingRule[] = [
  [/ではありません$/u, 'ない', ''],
  [/じゃないよ?$/u, 'ない', ''],
  [/と思います$/u, '思う', 'と'],
  [/と思う$/u, '思う', 'と'],
  [/ていました$/u, 'いた', 'て'],
  [/ています$/u, 'いる', 'て'],
  [/しました$/u, 'た', 'し'],
  [/出ました$/u, 'た', '出'],
  [/しましょう$/u, 'しよう', ''],
  [/しよう$/u, 'しよう', ''],
  [/(?:いた)?します$/u, 'する', ''],
  [/するよ$/u, 'する', ''],
  [/入れます$/u, '入れる', ''],
  [/でした$/u, 'だった', ''],
  [/ください$/u, 'ください', ''],
  // The copula after a noun (占い師です, 人狼なんだ); not after an adjective (怪しいです stays).
  [/(?<!い)です$/u, 'だ', ''],
  [/(?<!い)だよ$/u, 'だ', ''],
];

/** Set phrases every register says as they are (よろしくお願いします, …と申します). */
const SET_PHRASE = /(?:お願いします|申します)$/u;

const SENTENCE = /[^。！？!?]+[。！？!?]*/gu;

const inJapaneseTemplateVoice = (text: string, voice: Voice, names: readonly string[]): string => {
  // Names with the voice's suffix: the templates write さん after every name.
  let result = [...names]
    .sort((left, right) => right.length - left.length)
    .reduce((said, name) => said.replaceAll(`${name}さん`, `${name}\u0000`), text)
    .replaceAll('\u0000', voice.honorific);
  result = result.replaceAll('私', voice.firstPerson);
  result = result.replace(SENTENCE, (sentence) => {
    const marks = /[。！？!?]*$/u.exec(sentence)![0];
    const body = sentence.slice(0, sentence.length - marks.length);
    // A question is asked alike in every register; a name alone (「リンです。」) greets as written.
    if (/[？?]/u.test(marks) || SET_PHRASE.test(body) || names.some((name) => body === `${name}です`)) return sentence;
    for (const [end, token, kept] of ENDINGS) {
      const match = end.exec(body);
      if (match === null) continue;
      const form = endingOf('ja', token, voice.register, voice.female, voice.shade);
      if (form === undefined) return sentence;
      const said = `${body.slice(0, match.index)}${kept}${form}`;
      // An ending that brings its own mark (！) takes no period after it.
      return /[！!]$/u.test(said) ? `${said}${marks.replace(/^[。！!]/u, '')}` : `${said}${marks}`;
    }
    return sentence;
  });
  return inJapaneseVoice(result, voice);
};

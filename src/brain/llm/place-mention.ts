/**
 * Puts a model's `@Name` where the contest rules want an address: at the start of the utterance. Models
 * often write it elsewhere ("What do you think @Sara?", "I agree with @Sara that…"), which the server
 * still treats as the address and pads with spaces mid-sentence. Three cases, for the first `@Name` of
 * another player (cleanSpeech has already dropped any later `@`):
 *
 * - at the end of the utterance (only punctuation after it): an address — moved to the front;
 * - at the start of a later sentence: an address of the rest — moved to the front; a name followed by
 *   an honorific (`@ミオさんは…`) stays in the sentence as a plain name, since the sentence needs it;
 * - inside a sentence: a reference, not an address — the `@` is dropped and the name stays.
 */
export const placeMention = (
  speech: string,
  options: { readonly self: string; readonly agents: readonly string[] },
): string => {
  const site = firstMention(speech, options);
  if (site === undefined) return speech;
  const token = `@${site.name}`;
  const before = speech.slice(0, site.index);
  if (before.trim() === '') return `${token}${speech.slice(site.index + token.length)}`;
  const after = speech.slice(site.index + token.length);
  const honorific = HONORIFIC.exec(after)?.[0] ?? '';
  const rest = after.slice(honorific.length);
  if (TRAILING.test(rest)) return `${token} ${before.replace(/[\s、,，]+$/u, '')}${rest.trim()}`;
  if (SENTENCE_END.test(before.trimEnd())) {
    if (honorific !== '') return `${token} ${before}${site.name}${honorific.trim()}${rest}`;
    const head = before.trimEnd();
    // Japanese sentences run on without a space; English ones take one.
    const joint = /[。！？]$/u.test(head) ? '' : ' ';
    return `${token} ${head}${joint}${capitalised(rest.replace(/^[\s、,，]+/u, ''))}`.replace(/\s+$/u, '');
  }
  return `${before}${site.name}${after}`;
};

const HONORIFIC = /^\s?(?:さん|くん|君|ちゃん|様|さま|殿|氏)/u;
/** Nothing but closing punctuation (or nothing) after the name. */
const TRAILING = /^[\s、。,.!?！？…~〜]*$/u;
const SENTENCE_END = /[.!?。！？]$/u;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The first `@` (ASCII or full-width) followed by another player's name, longest name first. */
const firstMention = (
  speech: string,
  options: { readonly self: string; readonly agents: readonly string[] },
): { index: number; name: string } | undefined => {
  const names = options.agents
    .filter((name) => name !== '' && name !== options.self)
    .sort((a, b) => b.length - a.length);
  for (let index = 0; index < speech.length; index++) {
    const mark = speech[index];
    if (mark !== '@' && mark !== '＠') continue;
    const name = names.find((candidate) => speech.startsWith(candidate, index + 1));
    if (name !== undefined) return { index, name };
  }
  return undefined;
};

// A rule-brain phrase variant as a pattern over our lines: how the talk benches (talk-facts, talk-cites) find which
// piece a line of ours says and the names in its slots.
import { ROLE_NAMES } from '../../src/nl/vocabulary.ts';

export const HONORIFIC = '(?:さん|くん|君|ちゃん|様|さま|殿|氏|-san)?';
const DAY_WORD = '(?:昨日|今日|\\d+日目|yesterday|today|on day \\d+)';
const SPECIES_WORD = '(?:白|黒|人間|人狼|human|a werewolf|werewolf|white|black)';
const FIRST_PERSON = '(?:私|僕|俺|わたし|あたし|ぼく|おれ|オレ|わし|我|小生|うち|自分|me|I)';
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** A variant as a pattern over a line: names as the table's names, the rest of the slots as loose text. */
export const patternOf = (template: string, names: readonly string[], lang: 'ja' | 'en'): RegExp => {
  const body = template.replace(/^\[[^\]]+\]/u, '');
  const alternatives = [...names]
    .sort((left, right) => right.length - left.length)
    .map(literal)
    .join('|');
  const seen = new Set<string>();
  let source = '';
  let from = 0;
  for (const slot of body.matchAll(/\{([^{}]+)\}/gu)) {
    source += literal(body.slice(from, slot.index));
    from = slot.index + slot[0].length;
    const key = slot[1]!;
    if (key === 't' || key === 'a' || key === 'b' || key === 'c') {
      const one = `(?:${alternatives})${HONORIFIC}`;
      if (seen.has(key)) source += `\\k<${key}>${HONORIFIC}`;
      // {a} of a list of claimers: every name, joined as the composer joins them.
      else if (key === 'a') source += `(?<a>${one}(?:(?:・| and )${one})*)`;
      else source += `(?<${key}>${alternatives})${HONORIFIC}`;
      seen.add(key);
    } else if (key === 'd') source += `(?<d>${DAY_WORD})`;
    else if (key === 's' && !seen.has('s')) {
      source += `(?<s>${SPECIES_WORD})`;
      seen.add('s');
    } else if (key === 'r' && !seen.has('r')) {
      source += `(?<r>${Object.values(ROLE_NAMES[lang]).map(literal).join('|')})`;
      seen.add('r');
    } else if (key === 'I') source += FIRST_PERSON;
    // An ending in the voice's register (です, でございます, じゃ…), within the sentence.
    else if (lang === 'ja' && /^[ぁ-ん]+$/u.test(key)) source += '[^。！？!?、]{0,10}?';
    else source += lang === 'ja' ? '[^。！？!?]*?' : '.*?';
  }
  source += literal(body.slice(from));
  // A piece is a whole sentence or clause: it starts a line, follows a sentence's end, a comma, an address or
  // the connector a reason joined to its move opens with ("I vote X since …", "… So I vote X"), and ends a
  // sentence or the clause a joined reason ends in (「…いるので、Xに投票する。」, "I vote X because …").
  const start = '(?:^|(?<=[。！？!?.、:：]\\s*)|(?<=@\\S+\\s+)|(?<=\\b(?:since|because|So)\\s))';
  const end = lang === 'ja' ? '(?=[。！？!?]|、|$)' : '(?=[.!?]|\\s(?:since|because)\\s|$)';
  // English: a joined part's first letter is lowered ("… since nobody has …").
  return new RegExp(`${start}${source.replace(/(?:\\\.|。)$/u, '')}${end}`, lang === 'ja' ? 'u' : 'iu');
};

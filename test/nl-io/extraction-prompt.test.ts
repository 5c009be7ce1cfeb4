import { describe, expect, it } from 'vitest';
import { extractionPromptContext, renderExtractionPrompt, sentencesFromReply } from '../../src/nl/index.ts';
import { READING_BOUNDARIES } from '../../src/nl/reading-boundaries.ts';
import { loadExtractionPrompt } from '../../src/nl-io/index.ts';
import { createRoster, print } from '../../src/protocol/index.ts';

const shipped = (() => {
  const loaded = loadExtractionPrompt();
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();

const ROSTERS = {
  ja: ['ミナト', 'サクラ', 'ダイスケ', 'シオン', 'ミヅキ'],
  en: ['Minato', 'Sakura', 'Daisuke', 'Shion', 'Mizuki'],
} as const;

/** The worked examples of the rendered prompt: each utterance with the sentences it should give. */
const examplesOf = (prompt: string): { text: string; expected: string[] }[] =>
  [...prompt.matchAll(/^- [「"](.*)[」"] → (\[.*\])$/gmu)].map((match) => ({
    text: match[1] ?? '',
    expected: JSON.parse(match[2] ?? '[]') as string[],
  }));

describe.each(['ja', 'en'] as const)('the shipped extraction prompt (%s)', (lang) => {
  const names = ROSTERS[lang];
  const roster = createRoster(names);
  // The third player speaks: the examples are about two others, never the speaker.
  const speaker = names[2];
  const prompt = renderExtractionPrompt({
    template: shipped,
    context: extractionPromptContext({ roster, speaker, lang }),
  });
  const examples = examplesOf(prompt);

  it('states the labelling guideline’s boundaries', () => {
    expect(prompt).toMatch(/never for mild attention \(curious, 気になる, 注目/);
    expect(prompt).toMatch(/or a doubt retold, asked or supposed/);
    expect(prompt).toMatch(/Also nothing: peculiar/);
    expect(prompt).toMatch(/"let's vote X".*is REQUEST ANY \(VOTE X\) and not VOTE X/);
    expect(prompt).toMatch(/Conditionals and threats .* give no vote, claim or request/);
    expect(prompt).toMatch(/Retold claims and results .* are nobody's/);
    // The one source of the boundaries: every rule and its finer cases, whole.
    for (const boundary of READING_BOUNDARIES) expect(prompt).toContain(`${boundary.rule} ${boundary.more}`);
    // What the labels never hold, the prompt never teaches: a role question as REQUEST, BECAUSE, "I am not a wolf".
    expect(prompt).not.toMatch(/REQUEST Agent\[\w+\] \(COMINGOUT/);
    expect(prompt).toMatch(/Never BECAUSE, AND, OR or AGREE/);
    expect(prompt).not.toMatch(/NOT \(COMINGOUT Agent\[\d+\] WEREWOLF\)/);
  });

  it('gives worked examples in the utterance’s language, about players of this game', () => {
    expect(examples.length).toBeGreaterThanOrEqual(10);
    const script = lang === 'ja' ? /[ぁ-ん]/u : /^[\x20-\x7e]+$/u;
    for (const example of examples) expect(example.text).toMatch(script);
    for (const example of examples) expect(example.text).not.toContain(speaker);
    // Every expected sentence is valid protocol about agents of the roster (what the reply reader keeps).
    for (const example of examples) {
      const kept = sentencesFromReply({
        reply: { sentences: example.expected },
        roster,
        speaker: roster.numberOf(speaker),
      });
      expect(kept?.map(print)).toEqual(example.expected);
    }
  });

  it('has an example for each boundary, with the reading the guideline gives', () => {
    const expectedOf = (pattern: RegExp) => examples.find((example) => pattern.test(example.text))?.expected;
    const [first, second] = [names[0], names[1]];
    // Mild attention: nothing; hedged suspicion and a fake-leaning claimer: ESTIMATE WEREWOLF.
    expect(expectedOf(lang === 'ja' ? /気になる/ : /curious/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /怪しいかも/ : /a bit suspicious/)).toEqual(['ESTIMATE Agent[01] WEREWOLF']);
    expect(expectedOf(lang === 'ja' ? /偽寄り/ : /fake-leaning/)).toEqual(['ESTIMATE Agent[01] WEREWOLF']);
    if (lang === 'ja') expect(expectedOf(/違和感/)).toEqual(['ESTIMATE Agent[01] WEREWOLF']);
    // Outright distrust of a result is suspicion; leaning towards voting is a vote; inviting others to a vote is a request.
    expect(expectedOf(lang === 'ja' ? /信憑性が低い/ : /don't trust/)).toEqual(['ESTIMATE Agent[01] WEREWOLF']);
    expect(expectedOf(lang === 'ja' ? /吊る方に傾いている/ : /leaning towards voting/)).toEqual(['VOTE Agent[01]']);
    if (lang === 'ja') expect(expectedOf(/賛成の人/)).toEqual(['REQUEST ANY (VOTE Agent[01])']);
    // Attention with a reason, conduct told, a doubt told of another or asked: nothing; a hedged lie: suspicion.
    expect(expectedOf(lang === 'ja' ? /曖昧さが気になる/ : /makes me curious/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /ずっと静か/ : /very quiet/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /を疑っているね/ : /suspects/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /人狼だと思う？/ : /^Is .* lying/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /嘘をついているかも/ : /might be lying/)).toEqual([
      'ESTIMATE Agent[01] WEREWOLF',
    ]);
    expect(expectedOf(lang === 'ja' ? /可能性も捨てきれない/ : /rule out/)).toEqual([]);
    // A request versus one's own vote.
    expect(expectedOf(lang === 'ja' ? /^今日は.*投票しよう$/ : /Let's vote/)).toEqual(['REQUEST ANY (VOTE Agent[01])']);
    expect(expectedOf(lang === 'ja' ? /吊りでいこう/ : /makes the most sense/)).toEqual([
      'REQUEST ANY (VOTE Agent[01])',
    ]);
    expect(expectedOf(lang === 'ja' ? /投票しようと思う/ : /^I'm voting/)).toEqual(['VOTE Agent[01]']);
    expect(expectedOf(lang === 'ja' ? /慎重に投票しよう/ : /vote wisely/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /に投票します/ : /^I will vote/)).toEqual(['VOTE Agent[01]']);
    // A conditional threat: the demand stands, no vote.
    expect(expectedOf(lang === 'ja' ? /出さないなら/ : /or I will vote/)).toEqual([
      'INQUIRE Agent[01] (DIVINED ANY ANY)',
    ]);
    expect(expectedOf(lang === 'ja' ? /^もし/ : /^If /)).toEqual([]);
    // A retold medium result is not the speaker's; the speaker's own result is.
    expect(expectedOf(lang === 'ja' ? /霊媒結果/ : /medium result/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /占った結果/ : /I divined/)).toEqual(['DIVINED Agent[02] WEREWOLF']);
    // A bare result with no divination wording is nobody's; a result of one's own implies the role.
    expect(expectedOf(lang === 'ja' ? /さんは人狼でした$/ : /was a werewolf\.$/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /私の霊能結果/ : /^My medium result/)).toEqual(['COMINGOUT Agent[03] MEDIUM']);
    // "A wolf or the possessed" is suspicion; "one of two is the wolf" and mere oddness are not.
    expect(expectedOf(lang === 'ja' ? /狼か狂人/ : /wolf or the possessed/)).toEqual(['ESTIMATE Agent[01] WEREWOLF']);
    expect(expectedOf(lang === 'ja' ? /どちらかが狼/ : /^One of/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /変だね/ : /odd/)).toEqual([]);
    // A conditional request for a result asks for it; questions inviting reads or claims are INQUIRE / REQUEST.
    expect(expectedOf(lang === 'ja' ? /占い師なら/ : /if you are the seer/)).toEqual([
      'INQUIRE Agent[01] (DIVINED ANY ANY)',
    ]);
    expect(expectedOf(lang === 'ja' ? /誰が怪しい/ : /any reads/)).toEqual([
      lang === 'ja' ? 'INQUIRE ANY (ESTIMATE ANY WEREWOLF)' : 'INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)',
    ]);
    expect(expectedOf(lang === 'ja' ? /他にCO/ : /other role claims/)).toEqual(['REQUEST ANY (COMINGOUT ANY ANY)']);
    expect(expectedOf(lang === 'ja' ? /意見を聞きたい/ : /Any thoughts/)).toEqual([]);
    // Asking a player's role is a question (INQUIRE), as the labels write it; asking the seer to divine is a request.
    expect(expectedOf(lang === 'ja' ? /役職は/ : /what is your role/)).toEqual([
      'INQUIRE Agent[01] (COMINGOUT Agent[01] ANY)',
    ]);
    expect(expectedOf(lang === 'ja' ? /占ってほしい/ : /should check/)).toEqual(['REQUEST ANY (DIVINATION Agent[02])']);
    // A stated seer claim with a result is both; "just a villager" is a claim, "not a wolf" is nothing.
    expect(expectedOf(lang === 'ja' ? /^私は占い師です/ : /^I'm the seer/)).toEqual([
      'COMINGOUT Agent[03] SEER',
      'DIVINED Agent[02] HUMAN',
    ]);
    expect(expectedOf(lang === 'ja' ? /村人です/ : /just a villager/)).toEqual(['COMINGOUT Agent[03] VILLAGER']);
    // Asking an opinion, a reason or an explanation is no question about reads; asking whom they suspect is.
    expect(expectedOf(lang === 'ja' ? /変だと思う。どう思う？/ : /odd to me\. What do you think/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /占い結果についてどう思う/ : /what do you think of/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /理由を教えて/ : /Explain your reasoning/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /一番怪しいと思う人は誰/ : /your read so far/)).toEqual([
      'INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)',
    ]);
    expect(prompt).toMatch(/A question asking for an opinion, a reason or an explanation gives nothing/);
    // Waiting for claims is no request for one; asking a role to come out now is.
    expect(expectedOf(lang === 'ja' ? /役職COを待ちたい/ : /wait for role claims/)).toEqual([]);
    expect(expectedOf(lang === 'ja' ? /名乗り出てください/ : /come out now/)).toEqual([
      'REQUEST ANY (COMINGOUT ANY SEER)',
    ]);
    expect(prompt).toMatch(/Waiting for claims asks nobody to claim/);
    expect(prompt).toMatch(/a name called at the start or at the end of a sentence/);
    expect(prompt).toContain(`${first} is Agent[01], ${second} is Agent[02]`);
  });
});

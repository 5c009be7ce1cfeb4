import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { voiceOf } from '../../../../src/brain/rule/talk/voice.ts';
import { voiceFromLines } from '../../../../src/brain/rule/talk/voice-from-lines.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState, withNamedTalks } from './named-state.ts';

const base = (lang: 'ja' | 'en') => voiceOf({ lang, self: 'x', seed: 'voice-lines' });

describe('the voice of lines said under our name is the voice we go on in', () => {
  it('ja: first person, register, gender and how names are said come from the lines', () => {
    const elder = voiceFromLines(base('ja'), ['リサが怪しいのう。わしはリサに投票するぞ。'], ['リサ', 'ケン']);
    expect(elder).toMatchObject({ register: 'elder', firstPerson: 'わし', female: false, honorific: '' });
    const polite = voiceFromLines(base('ja'), ['私はケンさんを疑っています。理由は後で話します。'], ['リサ', 'ケン']);
    expect(polite).toMatchObject({ register: 'polite', firstPerson: '私', honorific: 'さん' });
    const formal = voiceFromLines(base('ja'), ['ワタクシはやはりケンに投票したいですわ。ご判断をですわ。'], ['ケン']);
    expect(formal).toMatchObject({ register: 'formal', firstPerson: 'わたくし', female: true });
    // "疑わしい" holds わし but is no first person.
    expect(voiceFromLines(base('ja'), ['ケンは疑わしいです。'], ['ケン'])?.firstPerson).toBe('私');
  });

  it('en: the register the words carry; plain lines are the polite voice; no lines, no voice', () => {
    expect(voiceFromLines(base('en'), ['Hehe I have the sparkly eyes! Da da da'], [])?.register).toBe('child');
    expect(voiceFromLines(base('en'), ['Let us proceed. Our judgment shall fall upon the gray.'], [])?.register).toBe(
      'formal',
    );
    expect(voiceFromLines(base('en'), ['I will vote Mio.'], [])?.register).toBe('polite');
    expect(voiceFromLines(base('en'), [], [])).toBeUndefined();
  });

  it('en: contractions and exclamations as the lines say them, and no signature words of our own', () => {
    const contracting = voiceFromLines(base('en'), ["I'm sure it's Mio!", "Let's vote Ken! I don't trust him!"], []);
    expect(contracting).toMatchObject({ contractions: 'contract', exclaims: true });
    expect(contracting?.opener).toBeUndefined();
    expect(contracting?.closer).toBeUndefined();
    const expanding = voiceFromLines(base('en'), ['I am not sure. It is Mio.', 'I do not trust Ken.'], []);
    expect(expanding).toMatchObject({ contractions: 'expand', exclaims: false });
    expect(voiceFromLines(base('en'), ['Mio. Ken.'], [])?.contractions).toBeUndefined();
  });

  it('a seat whose earlier lines were said by someone else speaks on in their voice', async () => {
    const [minato, , ryuji, , yumi] = NAMES.ja;
    const brain = createRuleBrain({ seed: 'voice-lines-seat', lang: 'ja' });
    const state = namedState('ja', {
      role: 'VILLAGER',
      day: 1,
      talks: [['Agent[02]', '私は占い師です。占いの結果、リュウジさんは人狼でした。']],
    });
    await brain.talk(context(state));
    const said = withNamedTalks(state, [
      [minato, 'ふむ、わしはまだ様子見じゃ。皆の話をよう聞かせてもらうぞ。'],
      [yumi, 'Over'],
    ]);
    const next = await brain.talk(context(said));
    expect(next.text).toContain(ryuji);
    expect(next.text, next.text).toMatch(/じゃ|のう|ぞ|おる/u);
    expect(next.text).not.toMatch(/私|僕|俺|あたし|ぼく|わたくし/u);
  });
});

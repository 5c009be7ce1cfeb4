import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { secondPerson } from '../../../../src/brain/rule/talk/second-person.ts';
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
    expect(formal).toMatchObject({ register: 'formal', firstPerson: 'ワタクシ', female: true, politeTail: 'わ' });
    // "疑わしい", "交わします", "疑わしく" hold わし and "オレンジ" holds オレ, but none is a first person.
    expect(voiceFromLines(base('ja'), ['ケンは疑わしいです。'], ['ケン'])?.firstPerson).toBe('私');
    const words = ['意見を交わしましょう。', 'ケンは日ごとに疑わしくなってきた。', 'オレンジ色の夕日です。'];
    for (const line of words) expect(voiceFromLines(base('ja'), [line], ['ケン'])?.firstPerson, line).toBe('私');
    expect(voiceFromLines(base('ja'), ['わしが見るにケンじゃ。'], ['ケン'])?.firstPerson).toBe('わし');
    expect(voiceFromLines(base('ja'), ['我はケンを疑う。'], ['ケン'])?.firstPerson).toBe('我');
    // ですわ, ですわね, ますわよ: one habit, said as わ after our polite endings.
    const lady = ['ケンが怪しいですわ。投票しますわね。', '静かですわね。リサは白ですわよ。'];
    expect(voiceFromLines(base('ja'), lady, ['ケン', 'リサ'])).toMatchObject({ politeTail: 'わ' });
    // A silent agent's 「...」 carries no cue: the plain polite voice, not the terse one.
    expect(voiceFromLines(base('ja'), ['...', '...'], ['ケン'])?.register).toBe('polite');
  });

  it('ja: set greetings and a suffix after names say nothing of the register', () => {
    const others = ['リサ', 'ケン'];
    // おはようございます and ありがとうございます from a plain speaker: plain, never the formal voice.
    const plain = voiceFromLines(
      base('ja'),
      ['おはようございます！ケンが怪しい。投票は決まりだ。', 'ありがとうございます。リサは白だと思う。'],
      others,
    );
    expect(plain?.register).not.toBe('formal');
    expect(plain?.register).not.toBe('polite');
    // 殿 after a name is how names are said, not an old man's voice.
    const polite = voiceFromLines(
      base('ja'),
      ['リサ殿が偽物ならば、状況は変わります。', '冷静に話しましょう。'],
      others,
    );
    expect(polite).toMatchObject({ register: 'polite', honorific: '殿' });
  });

  it('ja: plain or polite by the endings, and the register by the tails plain sentences take', () => {
    const others = ['リサ', 'ケン', 'ダリル'];
    // Plain and bare (「〜だ。」, a noun): the level voice, whose names go bare or with the suffix said.
    const terse = voiceFromLines(
      base('ja'),
      ['ダリル氏の判定に疑問。効率が最優先だ。', 'グレーから選ぶ。ケン氏に問う。'],
      others,
    );
    expect(terse).toMatchObject({ register: 'cool', honorific: '氏' });
    // A woman's わ and よ; a question says nothing of the register.
    const her = voiceFromLines(
      base('ja'),
      ['リサの結果を疑うわ。真実かは不明よ。', 'ケンはどう見る？考えたいわね。'],
      others,
    );
    expect(her).toMatchObject({ register: 'rough', female: true, firstPerson: '私', honorific: '' });
    // な, よね: casual; a first person the table of registers does not hold is kept as written.
    const casual = voiceFromLines(
      base('ja'),
      ['あたいはリサが気になるな。', 'ケンは白っぽいよね。そこは信じたいな。'],
      others,
    );
    expect(casual).toMatchObject({ register: 'casual', firstPerson: 'あたい', female: true });
    // Mentions glued to the next word (`@リサ次の…`) are no bare names and hide no sentence.
    const mentioned = voiceFromLines(base('ja'), ['@リサ次はケンさんを占って。ケンさんが怪しいの。'], others);
    expect(mentioned).toMatchObject({ register: 'gentle', honorific: 'さん' });
  });

  it('ja: a tail after every です/ます and a 「！」 at every end are said on our endings too', async () => {
    const lines = ['ぼくはリョウ、村人ですよぅ！よろしくですよぅ！', 'リサが怪しいと思いますよぅ！'];
    const voice = voiceFromLines(base('ja'), lines, ['リサ']);
    expect(voice).toMatchObject({ register: 'polite', firstPerson: 'ぼく', politeTail: 'よぅ', exclaims: true });
    const [minato, , ryuji] = NAMES.ja;
    const brain = createRuleBrain({ seed: 'voice-lines-tail', lang: 'ja' });
    const state = namedState('ja', {
      role: 'VILLAGER',
      day: 1,
      talks: [['Agent[02]', '私は占い師です。占いの結果、リュウジさんは人狼でした。']],
    });
    await brain.talk(context(state));
    const said = withNamedTalks(state, [[minato, lines.join('')]]);
    const next = await brain.talk(context(said));
    expect(next.text).toContain(ryuji);
    expect(next.text, next.text).toMatch(/(?:です|ます|でした|ました)よぅ！/u);
    expect(next.text, next.text).not.toMatch(/。/u);
  });

  it('ja: "you" as the lines say it to the one addressed, not as the register would', () => {
    const others = ['リサ', 'ケン'];
    // Plain and terse (the register that says 君), but it calls the one it speaks to あなた.
    const lines = ['@リサ あなたの占い結果は怪しい。説明してほしい。', 'ケンは白だ。あなたは誰に投票する？'];
    const heard = voiceFromLines(base('ja'), lines, others)!;
    expect(heard).toMatchObject({ register: 'cool', secondPerson: 'あなた' });
    expect(secondPerson('@リサ  リサに投票する。', 'リサ', heard, others)).toBe('@リサ  あなたに投票する。');
    // 君 after a name is its suffix and 君たち is "you all": lines with only those say no "you" of their own.
    const suffixed = voiceFromLines(base('ja'), ['ケン君が怪しい。君たちはどう思う？'], others);
    expect(suffixed?.secondPerson).toBeUndefined();
    // The same voice saying no "you": the register's 君.
    const unheard = voiceFromLines(
      base('ja'),
      ['@リサ リサの占い結果は怪しい。説明してほしい。', 'ケンは白だ。'],
      others,
    )!;
    expect(unheard).toMatchObject({ register: 'cool' });
    expect(secondPerson('@リサ  リサに投票する。', 'リサ', unheard, others)).toBe('@リサ  君に投票する。');
    // きみ is written 君, the word the table's readers take for the addressee.
    expect(voiceFromLines(base('ja'), ['きみが人狼だよね。'], others)?.secondPerson).toBe('君');
  });

  it('en: the register the words carry; plain lines are the polite voice; no lines, no voice', () => {
    expect(voiceFromLines(base('en'), ['Hehe I have the sparkly eyes! Da da da'], [])?.register).toBe('child');
    expect(voiceFromLines(base('en'), ['Let us proceed. Our judgment shall fall upon the gray.'], [])?.register).toBe(
      'formal',
    );
    expect(voiceFromLines(base('en'), ['I will vote Mio.'], [])?.register).toBe('polite');
    expect(voiceFromLines(base('en'), [], [])).toBeUndefined();
    // "Listen." and "Look." open a blunt speaker's sentences; "listen to everyone" and "right now" are anyone's.
    const blunt = ['Look. Mio lied. Obviously.', 'Listen. Ken is next.'];
    expect(voiceFromLines(base('en'), blunt, [])?.register).toBe('rough');
    const urgent = ["I'm sorry. Let's listen to everyone now.", 'Share your result now. Look at the votes right now.'];
    expect(voiceFromLines(base('en'), urgent, [])?.register).not.toBe('rough');
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

  it('en: the interjection the lines open with is our opener; a suffix they put after names is ours', () => {
    const lines = ['Um... Mio is odd.', 'Um...everyone. Ken-kun is quiet.', 'I vote Mio-kun.'];
    expect(voiceFromLines(base('en'), lines, ['Mio', 'Ken'])).toMatchObject({ opener: 'Um...', honorific: '-kun' });
    // Said once, or a greeting, or a name: no opener.
    expect(voiceFromLines(base('en'), ['Oh my, Mio.', 'Ken is odd.'], ['Mio'])?.opener).toBeUndefined();
    expect(voiceFromLines(base('en'), ['Good morning. Mio?', 'Good morning. Ken?'], [])?.opener).toBeUndefined();
    expect(voiceFromLines(base('en'), ['Mio, you lied.', 'Mio, explain.'], ['Mio'])?.opener).toBeUndefined();
    // As written, a dash made a full stop; a Japanese one with its comma.
    expect(voiceFromLines(base('en'), ['Oh my—Mio lied.', 'Oh my — Ken too.'], ['Mio'])?.opener).toBe('Oh my.');
    const ja = voiceFromLines(base('ja'), ['ふむ、リサが怪しい。', 'ふむ、ケンはどうじゃ。'], ['リサ', 'ケン']);
    expect(ja?.opener).toBe('ふむ、');
  });

  it('a brain started mid-game (a reconnection) speaks on in the voice of the lines already said under its name', async () => {
    const [minato, , ryuji, , yumi] = NAMES.ja;
    const earlier = namedState('ja', {
      role: 'VILLAGER',
      day: 1,
      talks: [['Agent[02]', '私は占い師です。占いの結果、リュウジさんは人狼でした。']],
    });
    // Said before this brain was made: no answer of its own explains them.
    const state = withNamedTalks(earlier, [
      [minato, 'ふむ、わしはまだ様子見じゃ。皆の話をよう聞かせてもらうぞ。'],
      [yumi, 'わしもリュウジが怪しいと思うのう。'],
      [minato, 'ふむ、リュウジが怪しいのう。'],
    ]);
    const fresh = createRuleBrain({ seed: 'voice-lines-reconnect', lang: 'ja' });
    const next = await fresh.talk(context(state));
    expect(next.text).toContain(ryuji);
    expect(next.text, next.text).toMatch(/じゃ|のう|ぞ|おる/u);
    expect(next.text).not.toMatch(/私|僕|俺|あたし|ぼく|わたくし/u);
    // The same brain from the start of the game, never having heard those lines, speaks as its profile says.
    const own = await createRuleBrain({ seed: 'voice-lines-reconnect', lang: 'ja' }).talk(context(earlier));
    expect(own.text, own.text).not.toMatch(/じゃ[。！]|のう/u);
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

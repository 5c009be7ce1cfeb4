import { describe, expect, it } from 'vitest';
import { runInProcessGame, type SeatBrain, shippedConfig } from '../../../../src/arena/index.ts';
import type { Brain } from '../../../../src/brain/brain.ts';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { composeGreeting } from '../../../../src/brain/rule/talk/greeting.ts';
import { endingOf } from '../../../../src/brain/rule/talk/endings.ts';
import { createRandom } from '../../../../src/random.ts';
import { ENGLISH_STYLES, inEnglishVoice } from '../../../../src/brain/rule/talk/english-voice.ts';
import { EN_PHRASES } from '../../../../src/brain/rule/talk/en-phrases.ts';
import { JA_PHRASES } from '../../../../src/brain/rule/talk/ja-phrases.ts';
import { REGISTERS, repeatsFiller, tableSlot, voiceOf, withSignature } from '../../../../src/brain/rule/talk/voice.ts';
import { EN_VOICE_PHRASES } from '../../../../src/brain/rule/talk/voice-phrases.ts';
import { fill, variantsOf } from '../../../../src/brain/rule/talk/phrase-book.ts';
import { inTemplateVoice, sayInVoice } from '../../../../src/brain/rule/talk/template-voice.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster, print } from '../../../../src/protocol/index.ts';

const TABLE = ['Minato', 'Shizue', 'Ryuji', 'Mizuki', 'Yumi', 'Kenji', 'George', 'Asuka', 'Benjamin'];

const PROFILES = {
  Minato: 'age: 10\ngender: male\npersonality: Easygoing and friendly; loves learning new things.',
  Ryuji: 'personality: Careful and quiet; decides by reasoning.\nage: 28\ngender: male',
  Mizuki: 'gender: female\nage: 24\npersonality: Logical and observant, and looks after others.',
  Asuka: 'age: 29\ngender: female\npersonality: Analytical and careful; firm when it matters.',
} as const;

const signature = (voice: ReturnType<typeof voiceOf>): string =>
  [voice.register, voice.opener, voice.closer, voice.contractions, voice.exclaims].join('/');

describe('a voice per agent', () => {
  it('agents at one table without profiles get different registers while registers last, and all different signatures', () => {
    for (const lang of ['en', 'ja'] as const) {
      const voices = TABLE.map((self) => voiceOf({ lang, self, seed: `seed-${self}`, table: TABLE }));
      // 9 seats, 7 registers: every register is taken before any repeats.
      expect(new Set(voices.map((voice) => voice.register)).size).toBe(REGISTERS.length);
      expect(new Set(voices.map((voice) => `${voice.register}/${voice.opener}/${voice.closer}`)).size).toBe(9);
    }
  });

  it('agents of one register (profiles alike) still differ: each takes its own signature words by its seat', () => {
    const voices = (['Ryuji', 'Mizuki', 'Asuka'] as const).map((self) =>
      voiceOf({ lang: 'en', self, seed: 'same', profile: PROFILES[self], table: TABLE }),
    );
    expect(voices.map((voice) => voice.register)).toEqual(['polite', 'polite', 'polite']);
    expect(new Set(voices.map(signature)).size).toBe(3);
    expect(new Set(TABLE.map((self) => tableSlot(self, TABLE)))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    // Every agent works the places out alike from the names, in whatever order it holds them.
    expect(tableSlot('Asuka', [...TABLE].reverse())).toBe(tableSlot('Asuka', TABLE));
  });

  it('a profile maps deterministically: same profile, name and table, same voice, whatever the seed or line order', () => {
    const one = voiceOf({ lang: 'en', self: 'Ryuji', seed: 'a', profile: PROFILES.Ryuji, table: TABLE });
    const reordered = 'age: 28\ngender: male\npersonality: Careful and quiet; decides by reasoning.';
    expect(voiceOf({ lang: 'en', self: 'Ryuji', seed: 'a', profile: reordered, table: TABLE })).toEqual(one);
    expect(voiceOf({ lang: 'en', self: 'Ryuji', seed: 'b', profile: PROFILES.Ryuji, table: TABLE })).toMatchObject({
      register: one.register,
      opener: one.opener,
      closer: one.closer,
    });
    expect(voiceOf({ lang: 'en', self: 'Minato', seed: 'a', profile: PROFILES.Minato, table: TABLE }).register).toBe(
      'child',
    );
    // A competitive child talks tough; an old man is an elder whatever his temper.
    const takumi = 'age: 10\ngender: male\npersonality: Competitive and loyal; sometimes acts before thinking.';
    expect(voiceOf({ lang: 'en', self: 'Takumi', seed: 'a', profile: takumi }).register).toBe('rough');
    const toshio = 'age: 28\ngender: male\npersonality: Calm and strong-willed; keeps people at a distance.';
    expect(voiceOf({ lang: 'en', self: 'Toshio', seed: 'a', profile: toshio }).register).toBe('cool');
    const george = 'age: 65\ngender: male\npersonality: Experienced and dependable, if a little stubborn.';
    expect(voiceOf({ lang: 'ja', self: 'George', seed: 'a', profile: george })).toMatchObject({
      register: 'elder',
      firstPerson: 'わし',
    });
  });

  it('every signature word belongs to one flavour of one register, so a reader can tell voices apart by it', () => {
    const words = REGISTERS.flatMap((register) =>
      ENGLISH_STYLES[register].flavours.flatMap((flavour) => [...flavour.openers, ...flavour.closers]),
    );
    expect(new Set(words).size).toBe(words.length);
    const thinks = REGISTERS.flatMap((register) => ENGLISH_STYLES[register].flavours.map((flavour) => flavour.think));
    expect(new Set(thinks).size).toBe(thinks.length);
  });

  it('English seats of one register at a table differ in flavour or habit (up to 9 seats)', () => {
    const voices = TABLE.map((self) =>
      voiceOf({ lang: 'en', self, seed: 'same', profile: PROFILES.Ryuji, table: TABLE }),
    );
    expect(new Set(voices.map((voice) => voice.register))).toEqual(new Set(['polite']));
    expect(new Set(voices.map((voice) => `${voice.flavour}/${voice.connector}`)).size).toBe(9);
    expect(new Set(voices.map((voice) => `${voice.opener}/${voice.closer}/${voice.connector}`)).size).toBe(9);
  });

  it('English seats of one register take one of its habits: contractions or none, a final "!" or none', () => {
    const polite = TABLE.map((self) =>
      voiceOf({ lang: 'en', self, seed: 'habits', profile: 'personality: calm and careful', table: TABLE }),
    );
    expect(new Set(polite.map((voice) => voice.register))).toEqual(new Set(['polite']));
    expect(new Set(polite.map((voice) => voice.contractions))).toEqual(new Set(['contract', 'expand']));
    const casual = TABLE.map((self) =>
      voiceOf({ lang: 'en', self, seed: 'habits', profile: 'personality: cheerful and lively', table: TABLE }),
    );
    expect(new Set(casual.map((voice) => voice.exclaims))).toEqual(new Set([true, false]));
  });

  it('English registers sound different in the same words: contractions, exclamation, their own words', () => {
    const line = 'I am not a werewolf. Everyone please vote for Ryuji.';
    const said = REGISTERS.map((register) => {
      const style = ENGLISH_STYLES[register];
      return inEnglishVoice(line, { register, contractions: style.contractions, exclaims: style.exclaims });
    });
    expect(said[REGISTERS.indexOf('formal')]).toBe('I am not a werewolf. Everyone please vote for Ryuji.');
    expect(said[REGISTERS.indexOf('rough')]).toBe("I'm not a werewolf. Everyone vote for Ryuji.");
    expect(said[REGISTERS.indexOf('child')]).toBe("I'm not a wolf. Everyone please vote for Ryuji!");
    expect(said[REGISTERS.indexOf('elder')]).toBe('I am not a werewolf. My friends please vote for Ryuji.');
    // Ourselves named in an object place is "me", not "I"; a subject stays "I".
    const plain = { register: 'polite', contractions: 'contract' } as const;
    expect(inEnglishVoice('Mio has a white result from I.', plain)).toBe('Mio has a white result from me.');
    expect(inEnglishVoice('The votes came from Ken and I.', plain)).toBe('The votes came from Ken and me.');
    expect(inEnglishVoice('Ken claimed seer after I did. Mio and I agree.', plain)).toBe(
      'Ken claimed seer after I did. Mio and I agree.',
    );
    // A cite of whom someone named: "Rin said me earlier today", never "said I"; "I said I am" stays.
    expect(inEnglishVoice('Rin said I earlier today and now says Ken.', plain)).toBe(
      'Rin said me earlier today and now says Ken.',
    );
    expect(inEnglishVoice('As I said I am the seer.', { register: 'formal' })).toBe('As I said I am the seer.');
    // Several names before us, and "I" closing a sentence after a word that takes an object there.
    expect(inEnglishVoice('The votes came from May and Ryuji and I.', plain)).toBe(
      'The votes came from May and Ryuji and me.',
    );
    expect(inEnglishVoice('Shion claimed seer after I. Late.', plain)).toBe('Shion claimed seer after me. Late.');
    expect(inEnglishVoice('Ken was on Mio earlier and now it is I. Hmm.', plain)).toBe(
      "Ken was on Mio earlier and now it's me. Hmm.",
    );
    // The addressee said as "you" where the piece wrote a third person: the verbs agree.
    expect(inEnglishVoice('You said I earlier today and now says Ken.', plain)).toBe(
      'You said me earlier today and now say Ken.',
    );
    expect(inEnglishVoice('You voted Mio and has switched to Ken. You is odd.', { register: 'formal' })).toBe(
      'You voted Mio and have switched to Ken. You are odd.',
    );
    expect(inEnglishVoice('Rin said you earlier today and now says Ken.', plain)).toBe(
      'Rin said you earlier today and now says Ken.',
    );
    // Names are never touched.
    expect(inEnglishVoice('Isaac is not Everett.', { register: 'child', contractions: 'contract' })).toBe(
      "Isaac isn't Everett.",
    );
  });

  it('Japanese endings are one form per register and a tail per mood', () => {
    expect(endingOf('ja', 'だ', 'polite', false)).toBe('です');
    expect(endingOf('ja', 'いる', 'formal', true)).toBe('おります');
    expect(endingOf('ja', 'だ', 'elder', false)).toBe('じゃ');
    expect(endingOf('ja', '思う', 'elder', false)).toBe('思うのう');
    expect(endingOf('ja', 'する', 'elder', true)).toBe('しますよ');
    expect(endingOf('ja', 'だ', 'casual', true)).toBe('よ');
    expect(endingOf('ja', 'いない', 'rough', false)).toBe('いねえ');
    expect(endingOf('ja', 'ない', 'child', false)).toBe('じゃないもん！');
    expect(endingOf('ja', 'よう', 'formal', false)).toBe('ましょう');
    // The level voice: plain forms, no tails, a wish for a request.
    expect(endingOf('ja', '思う', 'cool', true)).toBe('思う');
    expect(endingOf('ja', 'ください', 'cool', false)).toBe('ほしい');
    expect(endingOf('ja', 'unknown', 'polite', false)).toBeUndefined();
  });

  it('a Japanese habit of ending never changes what a piece says: every shade reads back as the register’s own', () => {
    const names = ['ミナト', 'シズエ', 'リュウジ', 'ミヅキ', 'ユミ'];
    const roster = createRoster(names);
    const values = {
      t: 'リュウジ',
      a: 'ミヅキ',
      b: 'ユミ',
      c: 'シズエ',
      r: '占い師',
      ra: '占い師',
      d: '昨日',
      n: 'ミナト',
    };
    const read = (text: string) => understand({ text, speaker: 'ミナト', roster, lang: 'ja' }).map(print).join(' | ');
    let compared = 0;
    for (const register of REGISTERS) {
      for (const female of [false, true]) {
        const base = { lang: 'ja', register, female, firstPerson: '私', honorific: '', habit: 0 } as const;
        for (const kind of Object.keys(JA_PHRASES)) {
          const plain = variantsOf(JA_PHRASES, kind, base);
          for (const shade of [1, 2]) {
            const shaded = variantsOf(JA_PHRASES, kind, { ...base, shade });
            plain.forEach((variant, index) => {
              const said = fill(variant, base, values);
              const other = fill(shaded[index]!, { ...base, shade }, values);
              if (said === other) return;
              compared++;
              expect
                .soft(read(other), `${register}/${female ? 'f' : 'm'}/${shade}: ${said} → ${other}`)
                .toBe(read(said));
            });
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('seats of one register and gender at a 9-seat table differ in at least two markers of three', () => {
    const profile = {
      ja: '年齢: 30\n性別: 女性\n性格: 冷静で慎重',
      en: 'age: 30\ngender: female\npersonality: calm and careful',
    };
    for (const lang of ['ja', 'en'] as const) {
      const voices = TABLE.map((self) => voiceOf({ lang, self, seed: 'nine', profile: profile[lang], table: TABLE }));
      expect(new Set(voices.map((voice) => voice.register)).size).toBe(1);
      const markers = voices.map((voice) =>
        lang === 'ja'
          ? [voice.firstPerson, voice.opener, voice.shade ?? 0]
          : [voice.flavour, voice.think, voice.connector],
      );
      for (let one = 0; one < markers.length; one++) {
        for (let other = one + 1; other < markers.length; other++) {
          const differ = markers[one]!.filter((marker, index) => marker !== markers[other]![index]).length;
          expect(
            differ,
            `${lang} ${TABLE[one]} ${markers[one]} / ${TABLE[other]} ${markers[other]}`,
          ).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it("each register's own variants are of a kind the composer says and read back to their move", () => {
    const roster = createRoster(['Minato', 'Shizue', 'Ryuji', 'Mizuki', 'Yumi']);
    const expected: Readonly<Record<string, readonly string[]>> = {
      vote: ['VOTE Agent[03]'],
      rally: ['REQUEST ANY (VOTE Agent[03])', 'VOTE Agent[03]'],
      'vote-change': ['VOTE Agent[03]'],
      'vote-again': ['VOTE Agent[03]'],
      'vote-after-suspicion': ['VOTE Agent[03]'],
      'estimate-werewolf': ['ESTIMATE Agent[03] WEREWOLF'],
      'estimate-villager': ['ESTIMATE Agent[03] VILLAGER'],
      claim: ['COMINGOUT Agent[01] SEER'],
      'divined-human': ['DIVINED Agent[03] HUMAN'],
      'divined-werewolf': ['DIVINED Agent[03] WEREWOLF'],
      'identified-human': ['IDENTIFIED Agent[03] HUMAN'],
      'identified-werewolf': ['IDENTIFIED Agent[03] WEREWOLF'],
    };
    for (const [kind, variants] of Object.entries(EN_VOICE_PHRASES)) {
      expect(EN_PHRASES[kind], kind).toBeDefined();
      for (const variant of variants) {
        const filter = /^\[(\w+)(?::(\d))?\]/u.exec(variant);
        const register = filter?.[1] as (typeof REGISTERS)[number];
        expect(REGISTERS, variant).toContain(register);
        const flavour = filter?.[2] === undefined ? undefined : Number(filter[2]);
        const style = ENGLISH_STYLES[register];
        const text = inEnglishVoice(
          variant
            .slice(filter![0].length)
            .replaceAll('{t}', 'Ryuji')
            .replaceAll('{a}', 'Mizuki')
            .replaceAll('{b}', 'Yumi')
            .replaceAll('{c}', 'Kenji')
            .replaceAll('{ra}', 'the seer')
            .replaceAll('{r}', 'seer'),
          {
            register,
            contractions: style.contractions,
            exclaims: style.exclaims,
            ...(flavour === undefined ? {} : { flavour }),
          },
        );
        const read = understand({ text, speaker: 'Minato', roster, lang: 'en' }).map(print);
        const allowed = expected[kind];
        if (allowed === undefined)
          expect(
            read.filter((sentence) => /^(VOTE|REQUEST)/u.test(sentence)),
            text,
          ).toEqual([]);
        else
          expect(
            read.some((sentence) => allowed.includes(sentence)),
            `${text} read as ${read.join(' | ')}`,
          ).toBe(true);
      }
    }
  });

  it('a reason in any voice states no more than its fact: an accuser is never said to have given no grounds', () => {
    // The record holds that the agent went after us, not why: it may have given reasons ("Minako came at me for
    // no reason" of a Minako who called our answers evasive is a fact stated wrongly).
    for (const book of [EN_PHRASES, EN_VOICE_PHRASES, JA_PHRASES] as const)
      for (const variant of book['reason-accused-me'] ?? [])
        expect(variant).not.toMatch(/no reason|without grounds|out of nowhere|理由もなく|根拠もなく|根拠なく/u);
  });
});

describe('a 9-player English arena game, read for voices', () => {
  it('each agent keeps one voice all game: its signature words are its own, never another seat’s', {
    timeout: 60_000,
  }, async () => {
    const said = new Map<string, string[]>();
    const seat: SeatBrain = {
      label: 'rule',
      factory: (options): Brain => {
        const brain = createRuleBrain(options);
        return {
          ...brain,
          talk: async (context) => {
            const decision = await brain.talk(context);
            if (decision.kind === 'talk' && decision.text !== 'Over' && context.state.day > 0) {
              said.set(context.state.self, [...(said.get(context.state.self) ?? []), decision.text]);
            }
            return decision;
          },
        };
      },
    };
    await runInProcessGame({
      config: shippedConfig({ players: 9, lang: 'en' }),
      seed: 'voices/9/en',
      brainFor: () => seat,
    });
    const flavours = REGISTERS.flatMap((register) => ENGLISH_STYLES[register].flavours);
    const openers = new Set(flavours.flatMap((flavour) => flavour.openers));
    const closers = new Set(flavours.flatMap((flavour) => flavour.closers));
    const heard: string[] = [];
    for (const [agent, lines] of said) {
      const opened = new Set([...openers].filter((word) => lines.some((line) => line.startsWith(`${word} `))));
      const closed = new Set([...closers].filter((word) => lines.some((line) => line.endsWith(` ${word}`))));
      // One opener and one closer at most, held all game.
      expect(opened.size, `${agent}: ${[...opened].join(' / ')}`).toBeLessThanOrEqual(1);
      expect(closed.size, `${agent}: ${[...closed].join(' / ')}`).toBeLessThanOrEqual(1);
      if (opened.size + closed.size > 0) heard.push(`${[...opened][0]}|${[...closed][0]}`);
    }
    // Most agents were heard with their signature, and no two with the same one.
    expect(heard.length).toBeGreaterThanOrEqual(7);
    expect(new Set(heard).size, heard.join(', ')).toBe(heard.length);
  });
});

describe('greetings at one table', () => {
  it('an agent does not greet with the words another agent of its register just used', () => {
    const names = ['Ryuji', 'Mizuki', 'Asuka'];
    for (const lang of ['en', 'ja'] as const) {
      const voice = voiceOf({ lang, self: 'Mizuki', seed: 'greet', profile: PROFILES.Mizuki });
      const first = composeGreeting(voice, 'Ryuji', createRandom('greet/1'));
      expect(first).toBeDefined();
      for (let draw = 0; draw < 5; draw++) {
        const second = composeGreeting(voice, 'Mizuki', createRandom(`greet/2/${draw}`), { said: [first!], names });
        expect(second?.replace('Mizuki', 'Ryuji'), `${lang}: ${second}`).not.toBe(first);
      }
    }
  });
});

describe('greetings of seats of one register', () => {
  // Every seat of a nine-seat table given the same profile: one register, nine places.
  const tables = {
    ja: ['リン', 'アスカ', 'ミドリ', 'ジョージ', 'ケンジ', 'タクミ', 'ミナト', 'サクラ', 'ユウ'],
    en: ['Rin', 'Asuka', 'Midori', 'George', 'Kenji', 'Takumi', 'Minato', 'Sakura', 'Yu'],
  } as const;
  for (const lang of ['ja', 'en'] as const) {
    it(`${lang}: nine seats of one register and gender greeting in one turn say nine greetings, names masked`, () => {
      for (const register of REGISTERS) {
        for (const female of [false, true]) {
          const names = tables[lang];
          const masked = names.map((self) => {
            // The seat's own markers (by its place), in the one register and gender.
            const voice = { ...voiceOf({ lang, self, seed: 'greet', table: names }), register, female };
            const text = composeGreeting(voice, self, createRandom(`greet/${self}`), { said: [], names });
            expect(text).toBeDefined();
            return names.reduce((line, name) => line.replaceAll(name, '◇'), text!);
          });
          expect(new Set(masked).size, masked.join('\n')).toBe(names.length);
        }
      }
    });
  }

  it('en: nine seats of one register and gender at one table introduce themselves nine ways and say nine different remarks', () => {
    const names = tables.en;
    for (const register of REGISTERS) {
      for (const female of [false, true]) {
        const remarks = names.map((self) => {
          const voice = { ...voiceOf({ lang: 'en', self, seed: 'greet', table: names }), register, female };
          const text = composeGreeting(voice, self, createRandom(`greet/${self}`), { said: [], names })!;
          // The remark is what follows the introduction: the longest of the seat's remarks the text ends with.
          const own = variantsOf(EN_PHRASES, 'greeting-remark', voice).map((variant) => fill(variant, voice, {}));
          const said = own.filter((remark) => text.endsWith(` ${remark}`)).sort((a, b) => b.length - a.length)[0];
          expect(said, `${register}: ${text}`).toBeDefined();
          return { intro: text.slice(0, -said!.length - 1).replaceAll(self, '◇'), remark: said! };
        });
        const said = remarks.map(({ intro, remark }) => `${intro} | ${remark}`).join('\n');
        expect(new Set(remarks.map(({ remark }) => remark)).size, `${register}\n${said}`).toBe(names.length);
        expect(new Set(remarks.map(({ intro }) => intro)).size, `${register}\n${said}`).toBe(names.length);
      }
    }
  });

  it('en: an introduction says the name as a name (never the bare name, which "May." reads as a verb)', () => {
    for (const template of EN_PHRASES.greeting!) {
      expect(template.replace(/^\[[^\]]+\]/u, ''), template).not.toMatch(/^\{n\}[.!]$/u);
    }
  });

  it('a greeting that does not fit gives way to one that does', () => {
    const names = tables.ja;
    const voice = voiceOf({ lang: 'ja', self: 'リン', seed: 'greet', profile: PROFILES.Mizuki, table: names });
    const first = composeGreeting(voice, 'リン', createRandom('g'), { said: [], names });
    const other = composeGreeting(voice, 'リン', createRandom('g'), { said: [], names }, (text) => text !== first);
    expect(other).toBeDefined();
    expect(other).not.toBe(first);
  });
});

describe('English names said to someone', () => {
  it('a rebuttal does not run a name into the sentence after it ("Shizue I\'m really not a werewolf.")', () => {
    for (const template of EN_VOICE_PHRASES.rebut!) {
      expect(template, template).not.toMatch(/\{a\} (?:I|I'm|you|you've|please)\b/u);
    }
  });
});

describe('the phrase templates in the voice (lines the composer does not say)', () => {
  const names = ['リン', 'アスカ', 'ミドリ', 'ジョージ', 'ケンジ'];
  const roster = createRoster(names);
  const read = (text: string) => understand({ text, speaker: 'リン', roster, lang: 'ja' });
  const japanese = (profile: string) => voiceOf({ lang: 'ja', self: 'リン', seed: 's', profile, table: names });

  it('a Japanese template line takes the first person, the name suffix and the endings of the register', () => {
    // The register's own first person and endings (a seat's place may pick another of its habits).
    const { shade: _roughShade, ...roughSeat } = japanese('年齢: 30\n性別: 男性\n性格: 負けず嫌いで強気');
    const rough = { ...roughSeat, firstPerson: '俺' };
    expect(rough.register).toBe('rough');
    expect(inTemplateVoice('私はアスカさんに投票します。', rough, names)).toBe('俺はアスカに投票する。');
    expect(inTemplateVoice('アスカさんは人狼だと思います。', rough, names)).toBe('アスカは人狼だと思うぜ。');
    const elder = japanese('年齢: 80\n性別: 男性\n性格: 穏やか');
    expect(inTemplateVoice('アスカさんを占った結果は白でした。', elder, names)).toMatch(/白じゃった。$/u);
    // Questions and set phrases are said as written.
    expect(inTemplateVoice('誰に投票するつもり？', rough, names)).toBe('誰に投票するつもり？');
    expect(inTemplateVoice('よろしくお願いします。', rough, names)).toBe('よろしくお願いします。');
  });

  it('keeps the template line when the voiced one would read as something else', () => {
    const { shade: _formalShade, ...formal } = japanese('年齢: 30\n性別: 女性\n性格: 礼儀正しく上品');
    expect(formal.register).toBe('formal');
    // 「占い師COいたします」 is not read as a claim: the claim is said as the template wrote it.
    expect(inTemplateVoice('占い師COします。', formal, names)).toBe('占い師COいたします。');
    expect(sayInVoice('占い師COします。', formal, names, read)).toBe('占い師COします。');
    expect(sayInVoice('アスカさんの意見に賛成です。', formal, names, read)).toBe(
      'アスカさんの意見に賛成でございます。',
    );
  });

  it('an English template line takes the register’s words and contractions', () => {
    const formal = voiceOf({ lang: 'en', self: 'Mio', seed: 's', profile: 'personality: polite and refined' });
    expect(inTemplateVoice("I'm voting for Ryuji today.", formal, [])).toBe('I am voting for Ryuji today.');
    const child = voiceOf({ lang: 'en', self: 'Mio', seed: 's', profile: 'age: 9\npersonality: lively' });
    expect(inTemplateVoice('I think Ryuji is a werewolf.', child, [])).toBe('I think Ryuji is a wolf!');
  });
});

describe('voice phrases say nothing their move does not (the audit of every phrase, ja and en)', () => {
  const books: readonly (readonly [string, Readonly<Record<string, readonly string[]>>])[] = [
    ['en', EN_PHRASES],
    ['en voice', EN_VOICE_PHRASES],
    ['ja', JA_PHRASES],
  ];
  const strip = (variant: string): string => variant.replace(/^\[[^\]]+\]/u, '');

  it('a cite or reason is one event of the record: never "keeps", "kept", "always", "again" (ずっと, 何度も, いつも)', () => {
    // Each is true of a single talk or vote ("T accused me" once is enough): a frequency word overstates it.
    const often = /\b(?:keeps?|kept|always|again|constantly|repeatedly)\b(?! silent)|ずっと|何度も|いつも|繰り返し/u;
    for (const [lang, book] of books)
      for (const [kind, variants] of Object.entries(book)) {
        if (!kind.startsWith('cite-') && !kind.startsWith('reason-')) continue;
        for (const variant of variants) expect(often.test(strip(variant)), `${lang} ${kind}: ${variant}`).toBe(false);
      }
  });

  it('a line that speaks of an agent never turns to address it mid-line ("T goes after B. Nice try T.")', () => {
    const vocative =
      /(?:^|[.!?…] )(?:Nice try|Good try|Hey|Oh|Come on|Sorry|Look|Listen|Well|Yeah right) (\{\w+\})[.!]/u;
    for (const [lang, book] of books)
      for (const [kind, variants] of Object.entries(book))
        for (const variant of variants) {
          const text = strip(variant);
          const called = vocative.exec(text)?.[1];
          if (called === undefined) continue;
          expect(text.split(called).length - 1, `${lang} ${kind}: ${variant}`).toBe(1);
        }
  });

  it('a werewolf or possessed who came out is cited at its word, without a doubt before the vote against it', () => {
    const doubt = /not (?:persuaded|convinced|sure|buying)|doubt|yeah right|sure\.|信じて|疑わしい/iu;
    for (const [lang, book] of books)
      for (const variant of book['cite-claim-out'] ?? [])
        expect(doubt.test(variant), `${lang}: ${variant}`).toBe(false);
    expect(EN_PHRASES['cite-claim-out']?.length).toBeGreaterThanOrEqual(2);
    expect(JA_PHRASES['cite-claim-out']?.length).toBeGreaterThanOrEqual(2);
  });

  it('signature words never bury a question, stack on an interjection, or echo the talk’s own filler', () => {
    const voice = voiceOf({ lang: 'en', self: 'Mio', seed: 's', profile: 'personality: shy and gentle' });
    const words = { opener: 'Sorry.', closer: 'Sorry to say it.' };
    // After a question, no closer; before a talk opening with "Um", no opener.
    expect(withSignature('Ryuji who do you suspect?', { closer: 'Period.' }, voice)).toEqual([
      'Ryuji who do you suspect?',
    ]);
    expect(withSignature("Fine. I'm the seer.", { opener: 'Look.' }, voice)).toEqual(["Fine. I'm the seer."]);
    expect(withSignature('Sorry but I will vote for Ryuji.', words, voice)).toEqual([
      'Sorry but I will vote for Ryuji.',
    ]);
    expect(withSignature('I will vote for Ryuji.', { opener: 'Look.', closer: 'Period.' }, voice)).toEqual([
      'Look. I will vote for Ryuji. Period.',
      'Look. I will vote for Ryuji.',
      'I will vote for Ryuji. Period.',
      'I will vote for Ryuji.',
    ]);
    // No closer that presumes what the talk said ("I hope I'm wrong." after our own claim, "Case closed!" after a question).
    const closers = Object.values(ENGLISH_STYLES).flatMap((style) =>
      style.flavours.flatMap((flavour) => flavour.closers),
    );
    for (const closer of closers)
      expect(/wrong|nice try|case closed|called it|seen this before/iu.test(closer), closer).toBe(false);
  });

  it('two pieces of one talk never open with the same filler', () => {
    expect(
      repeatsFiller(["Sorry Shizue but I'm not a werewolf.", "Sorry Ryuji... I'll vote for Shizue instead."]),
    ).toBe(true);
    expect(
      repeatsFiller(['Um I think Ryuji is right.', 'Honestly Ryuji.', 'Um maybe we should all vote for Ryuji.']),
    ).toBe(true);
    expect(repeatsFiller(["I'm afraid Ryuji is a werewolf.", "I'm afraid I will vote for Ryuji."])).toBe(true);
    expect(repeatsFiller(["Sorry Shizue but I'm not a werewolf.", 'Um maybe we should all vote for Shizue.'])).toBe(
      false,
    );
    expect(repeatsFiller(['あの…アスカさんが怪しいと思う。', 'あの…アスカさんに投票する。'])).toBe(true);
    expect(repeatsFiller(["I'm not a werewolf.", "I'm voting Ryuji."])).toBe(false);
  });
});

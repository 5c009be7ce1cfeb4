import { describe, expect, it } from 'vitest';
import { renderSimple } from '../../src/brain/rule/index.ts';
import { say } from '../../src/brain/rule/sentences.ts';
import { understand } from '../../src/nl/index.ts';
import { createRoster, print, type Sentence } from '../../src/protocol/index.ts';
import { createRandom } from '../../src/random.ts';

const ROSTERS = {
  ja: createRoster(['ミナト', 'シズエ', 'リュウジ', 'ミヅキ', 'ユミ']),
  en: createRoster(['Minato', 'Shizue', 'Ryuji', 'Mizuki', 'Yumi']),
} as const;

const SPEAKER = 1;
const CASES: Sentence[] = [
  say.comingOut(SPEAKER, 'SEER'),
  say.comingOut(SPEAKER, 'MEDIUM'),
  say.comingOut(SPEAKER, 'BODYGUARD'),
  say.comingOut(SPEAKER, 'VILLAGER'),
  say.divined(3, 'WEREWOLF'),
  say.divined(4, 'HUMAN'),
  say.identified(2, 'WEREWOLF'),
  say.identified(5, 'HUMAN'),
  say.vote(2),
  say.estimate(4, 'WEREWOLF'),
  say.estimate(3, 'POSSESSED'),
  say.requestVote(5),
  say.attack(4),
];

describe('the built-in phrase book reads back through understand', () => {
  for (const lang of ['ja', 'en'] as const) {
    for (const sentence of CASES) {
      it(`${lang}: ${print(sentence)}`, () => {
        const roster = ROSTERS[lang];
        for (let seed = 0; seed < 12; seed++) {
          const text = renderSimple({ sentences: [sentence], lang, roster, random: createRandom(`s${seed}`) });
          const read = understand({ text, speaker: roster.nameOf(SPEAKER) ?? '', roster, lang }).map(print);
          expect(read, text).toContain(print(sentence));
        }
      });
    }
    it(`${lang}: a claim with its result`, () => {
      const roster = ROSTERS[lang];
      for (let seed = 0; seed < 12; seed++) {
        const sentences = [say.comingOut(SPEAKER, 'SEER'), say.divined(3, 'WEREWOLF')];
        const text = renderSimple({ sentences, lang, roster, random: createRandom(`p${seed}`) });
        const read = understand({ text, speaker: roster.nameOf(SPEAKER) ?? '', roster, lang })
          .map(print)
          .join(' | ');
        expect(read, text).toContain(print(sentences[0]!));
        expect(read, text).toContain(print(sentences[1]!));
      }
    });
  }
});

describe('greetings', () => {
  const personas = {
    ja: [
      '性別: 女性\n性格: 明るく元気',
      '性格: 冷静で論理的',
      '性格: 自信家でリーダー気質',
      '性格: 優しく穏やか',
      '性格: 内気で控えめ',
      '',
    ],
    en: [
      'personality: cheerful and outgoing',
      'personality: calm and logical',
      'personality: a confident leader',
      'personality: kind',
      'personality: shy',
      '',
    ],
  } as const;
  for (const lang of ['ja', 'en'] as const) {
    it(`${lang}: the persona-toned greeting states nothing a listener could take for a claim`, () => {
      const roster = ROSTERS[lang];
      for (const persona of personas[lang]) {
        for (let seed = 0; seed < 6; seed++) {
          const text = renderSimple({
            sentences: [],
            greeting: true,
            persona,
            lang,
            roster,
            random: createRandom(`g${seed}`),
            self: roster.nameOf(SPEAKER) ?? '',
          });
          expect(text).not.toContain(',');
          expect(understand({ text, speaker: roster.nameOf(SPEAKER) ?? '', roster, lang }), text).toEqual([]);
        }
      }
    });
  }
});

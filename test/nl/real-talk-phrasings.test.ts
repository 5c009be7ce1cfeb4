import { describe, expect, it } from 'vitest';
import { understand } from '../../src/nl/index.ts';
import { createRoster, print } from '../../src/protocol/index.ts';

/** Phrasings met in the contest logs, each standing for a class of errors fixed in general form. */
const JA = createRoster(['ミナト', 'サクラ', 'リョウ', 'ハナ', 'ダイスケ']);
const EN = createRoster(['Minato', 'Sakura', 'Ryuji', 'Hana', 'Daisuke']);
const recentTalks = [
  { day: 1, idx: 3, speaker: 'ミナト' },
  { day: 1, idx: 4, speaker: 'サクラ' },
  { day: 1, idx: 5, speaker: 'Minato' },
  { day: 1, idx: 6, speaker: 'Sakura' },
];

const read = (lang: 'ja' | 'en', speaker: string, text: string): string[] =>
  understand({ text, speaker, roster: lang === 'ja' ? JA : EN, lang, recentTalks }).map(print);

describe('real-talk phrasings', () => {
  it.each([
    [
      'ja',
      'リョウ',
      '私は占い師だ。昨夜ハナを観測。人間だった。',
      ['COMINGOUT Agent[03] SEER', 'DIVINED Agent[04] HUMAN'],
    ],
    ['ja', 'リョウ', '昨夜 ハナ を占った—彼女は人狼だ。', ['DIVINED Agent[04] WEREWOLF']],
    ['ja', 'リョウ', '私の占い結果から、ハナは人間確定です。', ['DIVINED Agent[04] HUMAN']],
    [
      'ja',
      'リョウ',
      '私は占い師 — ハナ  ダイスケ と サクラ を人間と占った。',
      ['COMINGOUT Agent[03] SEER', 'DIVINED Agent[04] HUMAN', 'DIVINED Agent[05] HUMAN', 'DIVINED Agent[02] HUMAN'],
    ],
    ['ja', 'リョウ', 'ハナさんを占い『人間』判定。', ['DIVINED Agent[04] HUMAN']],
    ['ja', 'リョウ', '私の占いの対象はハナでした。結果は人狼でした。', ['DIVINED Agent[04] WEREWOLF']],
    ['ja', 'リョウ', 'ハナの沈黙は怪しい。', ['ESTIMATE Agent[04] WEREWOLF']],
    ['ja', 'リョウ', 'ハナはずっと黙ってる。それ、すっごく怪しい', ['ESTIMATE Agent[04] WEREWOLF']],
    ['ja', 'リョウ', '私は @ハナ を疑っている— 彼女の発言はわざとらしい。', ['ESTIMATE Agent[04] WEREWOLF']],
    ['ja', 'リョウ', '今日はハナ投票よ！', ['VOTE Agent[04]']],
    // The English names of the recent talks are not in the Japanese roster: the last known speaker is meant.
    ['ja', 'リョウ', '同意します。', ['AGREE TALK day1 ID:4']],
    ['ja', 'リョウ', 'ぼくはリョウ、村人ですよぅ！', ['COMINGOUT Agent[03] VILLAGER']],
    ['ja', 'リョウ', '@ハナ 今すぐ占い結果を共有してください。', ['INQUIRE Agent[04] (DIVINED ANY ANY)']],
    ['ja', 'リョウ', '他の人たち: 昨日誰に投票した？', ['INQUIRE ANY (VOTED ANY)']],
    ['ja', 'リョウ', '占い師には君を占ってほしい、@ハナ', ['REQUEST ANY (DIVINATION Agent[04])']],
    [
      'en',
      'Ryuji',
      "I'm the Seer. Last night I checked Hana—she's Human.",
      ['COMINGOUT Agent[03] SEER', 'DIVINED Agent[04] HUMAN'],
    ],
    ['en', 'Ryuji', 'I divined Hana. They are Human.', ['DIVINED Agent[04] HUMAN']],
    [
      'en',
      'Ryuji',
      "I'm the seer — I cleared Hana  Daisuke  and Sakura.",
      ['COMINGOUT Agent[03] SEER', 'DIVINED Agent[04] HUMAN', 'DIVINED Agent[05] HUMAN', 'DIVINED Agent[02] HUMAN'],
    ],
    [
      'en',
      'Ryuji',
      "I'm the medium — Hana and Daisuke were HUMAN.",
      ['COMINGOUT Agent[03] MEDIUM', 'IDENTIFIED Agent[04] HUMAN', 'IDENTIFIED Agent[05] HUMAN'],
    ],
    ['en', 'Ryuji', 'Hana admitted she is lying. Let us vote her out.', ['REQUEST ANY (VOTE Agent[04])']],
    ['en', 'Ryuji', ' @Hana  your quietness draws suspicion.', ['ESTIMATE Agent[04] WEREWOLF']],
    ['en', 'Ryuji', 'Hana claimed seer but gave no result; that is suspicious.', ['ESTIMATE Agent[04] WEREWOLF']],
    ['en', 'Ryuji', "I'm still inclined to vote Hana.", ['VOTE Agent[04]']],
    ['en', 'Ryuji', 'Agreed.', ['AGREE TALK day1 ID:6']],
    [
      'en',
      'Ryuji',
      'Ms.Hana. If I may. Could you share your divination result?',
      ['INQUIRE Agent[04] (DIVINED ANY ANY)'],
    ],
  ] as const)('%s %s: %s', (lang, speaker, text, expected) => {
    expect(read(lang, speaker, text)).toEqual(expected);
  });

  it.each([
    // Other agents' acts and words, questions retold, calls and deliberation are no sentences of the speaker.
    ['ja', 'リョウ', 'ミナトはハナとダイスケを狼だと占った。'],
    ['ja', 'リョウ', 'ミナトが誰を疑っているか聞いた。'],
    ['ja', 'リョウ', '@ハナ あなたは昨日、ミナトに投票しました。なぜ？'],
    ['ja', 'リョウ', 'ハナに投票すべきか、それともダイスケに投票すべきか、迷う。'],
    ['ja', 'リョウ', 'ハナの黒出しが急すぎる。'],
    ['ja', 'リョウ', 'ハナの判定も不安定だよね。'],
    ['ja', 'リョウ', '@ハナ ダイスケ白は把握したよ。'],
    ['ja', 'リョウ', 'ハナの信頼はまだ早い。'],
    ['ja', 'リョウ', 'ダイスケは昨日ハナに投票するって言ってた。'],
    ['en', 'Ryuji', "Hana's Seer claim is exposed; those not voting him are suspect."],
    ['en', 'Ryuji', 'Hana is confirmed human. Anyone still voting for her seems suspicious to me.'],
    ['en', 'Ryuji', ' @Hana  @Daisuke you both voted Sakura without reasons. That is suspicious.'],
  ] as const)('says nothing of its own: %s %s: %s', (lang, speaker, text) => {
    const found = read(lang, speaker, text).filter((sentence) => !sentence.startsWith('ESTIMATE Agent[04] VILLAGER'));
    expect(found).toEqual([]);
  });
});

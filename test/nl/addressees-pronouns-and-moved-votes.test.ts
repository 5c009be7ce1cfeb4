import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * Who a sentence is said to is not whom it is about: a name opening a sentence with a comma (or an `@Name`)
 * is the one spoken to — no antecedent of a pronoun, no member of a list, no one whose claim is told. And a
 * vote moved from one player to another is a vote for the second only. Sentences written for this test.
 * Agents: エリザ/Eliza 1, ハナ/Hana 2, リア/Ria 3, ハンク/Hank 4, リョウ/Ryo 5 (the speaker).
 */
const JAPANESE = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const ENGLISH = createRoster(['Eliza', 'Hana', 'Ria', 'Hank', 'Ryo']);

const JAPANESE_CASES: Record<string, [string, string[]][]> = {
  'a pronoun stands for the agent talked about, not the one spoken to': [
    ['ハナ、リアの言動が不自然だ。彼女が怪しい。', ['ESTIMATE Agent[03] WEREWOLF']],
    ['ハナさん、リアの言動が不自然で、彼女が怪しいと思う。', ['ESTIMATE Agent[03] WEREWOLF']],
    ['ハンク、今日はリアに投票する。私は昨夜彼女を占って人間と出た。', ['VOTE Agent[03]', 'DIVINED Agent[03] HUMAN']],
    ['ハナ、彼が怪しい。', []],
    // Two agents talked about: the pronoun stays unread.
    ['ハナとリアの言動が不自然だ。彼女が怪しい。', ['ESTIMATE Agent[02] WEREWOLF', 'ESTIMATE Agent[03] WEREWOLF']],
  ],
  'one name opening a sentence with a comma is spoken to, not listed; three names are a list': [
    ['ハナ、リアは初動から怪しいですね。', ['ESTIMATE Agent[03] WEREWOLF']],
    [
      'ハナ、リア、ハンクが怪しい。',
      ['ESTIMATE Agent[02] WEREWOLF', 'ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF'],
    ],
    ['ハナとリアが怪しい。', ['ESTIMATE Agent[02] WEREWOLF', 'ESTIMATE Agent[03] WEREWOLF']],
  ],
  'a vote moved from X to Y is a vote for Y, and none for X': [
    ['投票先をハナからリアに変更します。', ['VOTE Agent[03]']],
    ['投票をハナからリアに変えます。', ['VOTE Agent[03]']],
    ['投票先はハナではなくリアにする。', ['VOTE Agent[03]']],
    ['私の票はハナではなくリアだ。', ['VOTE Agent[03]']],
    ['ハナではなくリアに投票する。', ['VOTE Agent[03]']],
    // Denied, proposed, asked, or someone else's vote: not the speaker's.
    ['投票先をハナからリアに変更しない。', []],
    ['投票先をハナからリアに変更しよう。', []],
    ['投票先をハナからリアに変更するべきか？', []],
    ['ハンクの票はハナではなくリアだ。', []],
    ['ハンクは投票先をハナからリアに変更した。', []],
  ],
  'a vote proposed to everyone is a request, not the speaker’s own vote': [
    ['投票はリアにしよう！', ['REQUEST ANY (VOTE Agent[03])']],
    ['今日の投票はリアに決めよう。', ['REQUEST ANY (VOTE Agent[03])']],
    ['投票はリアにするべきなのだ！', ['REQUEST ANY (VOTE Agent[03])']],
    ['今日はリアを投票で追放しよう。', ['REQUEST ANY (VOTE Agent[03])']],
    ['リアを排除しよう。', ['REQUEST ANY (VOTE Agent[03])']],
    ['投票はリアにする。', ['VOTE Agent[03]']],
    ['投票はリアにするべきではない。', []],
  ],
  'hard to believe denies what precedes it': [
    ['ハナは本物の占い師とは考えにくい。', []],
    ['ハナが人狼だとは考えづらい。', []],
    ['ハナの信頼度を知りたい。', []],
  ],
};

const ENGLISH_CASES: Record<string, [string, string[]][]> = {
  'a claim said to someone is the speaker’s claim': [
    ['@Hana I am the possessed.', ['COMINGOUT Agent[05] POSSESSED']],
    ["@Hana I'm the seer.", ['COMINGOUT Agent[05] SEER']],
    ['Hana I am the seer', []],
  ],
  'a bare demand that someone claims asks that one’s role': [
    ['Hana claim.', ['INQUIRE Agent[02] (COMINGOUT Agent[02] ANY)']],
    ['Hana, CO please', ['INQUIRE Agent[02] (COMINGOUT Agent[02] ANY)']],
    ['@Hana claim now', ['INQUIRE Agent[02] (COMINGOUT Agent[02] ANY)']],
    // Inside a report, a bare `Hana claim.` may be a note about Hana's claim.
    ['I claim Seer. N0: Hana=Human. Hana claim.', ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] HUMAN']],
    ['Hana claimed.', []],
    ['Hana claim is fake.', []],
  ],
  'a vote moved from X to Y is a vote for Y': [
    ["I'm voting Ria instead of Hana.", ['VOTE Agent[03]']],
    ['Hana and Ria are suspicious.', ['ESTIMATE Agent[02] WEREWOLF', 'ESTIMATE Agent[03] WEREWOLF']],
  ],
};

describeForms('addressees, pronouns and moved votes (ja)', JAPANESE_CASES, (text) =>
  readPrinted({ text, speaker: 'リョウ', roster: JAPANESE, lang: 'ja' }),
);
describeForms('addressees, pronouns and moved votes (en)', ENGLISH_CASES, (text) =>
  readPrinted({ text, speaker: 'Ryo', roster: ENGLISH, lang: 'en' }),
);

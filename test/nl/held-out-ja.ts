import type { LabelledExample } from './labelled-example.ts';

/**
 * Held out: written after the rules were tuned on the labelled set (both rounds) and never used for
 * tuning. The benchmark prints its figures as an estimate on unseen talk. Roster as in labelled-ja.
 */
export const JAPANESE_HELD_OUT: readonly LabelledExample[] = [
  ['ミナト', '僕、占い師です。', ['COMINGOUT Agent[06] SEER']],
  ['ハンク', 'わしが霊媒師じゃ。', ['COMINGOUT Agent[04] MEDIUM']],
  ['サクラ', '私、騎士なんです。', ['COMINGOUT Agent[07] BODYGUARD']],
  ['リョウ', '今朝の結果、ミヅキは白。', ['DIVINED Agent[09] HUMAN']],
  ['ミヅキ', 'リアを占ったわ。人狼だった。', ['DIVINED Agent[03] WEREWOLF']],
  ['サクラ', '処刑されたエリザさんは人間でした。霊媒結果です。', ['IDENTIFIED Agent[01] HUMAN']],
  ['ダイスケ', 'ハナが一番人狼っぽい。', ['ESTIMATE Agent[02] WEREWOLF']],
  ['エリザ', 'ミナトさんの発言には違和感があるわ。', ['ESTIMATE Agent[06] WEREWOLF']],
  ['リア', 'ハンクは黒だと思う。', ['ESTIMATE Agent[04] WEREWOLF']],
  ['ハナ', 'ダイスケさんは村人よ、間違いないわ。', ['ESTIMATE Agent[08] VILLAGER']],
  ['ミナト', 'サクラさんは白だと思います。', ['ESTIMATE Agent[07] VILLAGER']],
  ['リョウ', 'ミヅキは狂人だろうな。', ['ESTIMATE Agent[09] POSSESSED']],
  ['ハンク', 'リアは人狼ではなかろう。', ['NOT (ESTIMATE Agent[03] WEREWOLF)']],
  ['エリザ', 'ハンクさんに一票。', ['VOTE Agent[04]']],
  ['ダイスケ', '今日はサクラ吊りで。', ['REQUEST ANY (VOTE Agent[07])']],
  ['ミヅキ', 'リョウに投票するわ。皆もそうして。', ['VOTE Agent[05]']],
  ['ハナ', 'エリザさん、ミナトさんに投票してあげて。', ['REQUEST Agent[01] (VOTE Agent[06])']],
  ['リョウ', '明日はダイスケを占う。', ['DIVINATION Agent[08]']],
  ['サクラ', '@ミヅキ ハンクさんを占ってもらえますか？', ['REQUEST Agent[09] (DIVINATION Agent[04])']],
  ['ダイスケ', '今夜はハナを守る。', ['GUARD Agent[02]']],
  ['リア', '@ミナト 誰が人狼だと思ってる？', ['INQUIRE Agent[06] (ESTIMATE ANY WEREWOLF)']],
  ['エリザ', 'みなさんは誰に投票するつもりかしら？', ['INQUIRE ANY (VOTE ANY)']],
  ['ミナト', '@リョウ 昨日の占い結果を教えて。', ['INQUIRE Agent[05] (DIVINED ANY ANY)']],
  ['サクラ', 'ハナさんの意見に同意です。', ['AGREE TALK day1 ID:12']],
  ['ハンク', 'ダイスケが怪しいから、ダイスケに投票じゃ。', ['BECAUSE (ESTIMATE Agent[08] WEREWOLF) (VOTE Agent[08])']],
  [
    'ミヅキ',
    '占い師よ。サクラは黒。サクラに入れて。',
    ['COMINGOUT Agent[09] SEER', 'DIVINED Agent[07] WEREWOLF', 'REQUEST ANY (VOTE Agent[07])'],
  ],
  ['リア', 'おはよう。今日も頑張ろうね。', []],
  ['ダイスケ', 'ハナはリョウを疑っているようだ。', []],
  ['エリザ', 'もしミヅキさんが本物なら、リョウさんは偽物ね。', []],
  ['ミナト', 'クリアな頭で考えよう。', []],
  ['ハナ', '占い結果はまだかしら。', []],
  ['リョウ', 'サクラの占い結果はハナが黒だったな。', []],
];

/**
 * Negation and denial, written for issue 13 apart from the rules: each sentence denies one reading, and
 * reading it as that reading (not under a NOT) is a polarity error. The negated reading, the explicit
 * opposite or nothing are all acceptable. `denied` lists the flipped readings (any one present fails).
 */
export type PolarityCase = { readonly text: string; readonly denied: readonly string[] };

/** Roster of the English cases: Servas, Asuka (the speaker), Midori, Shizue, Victoria. */
export const ENGLISH_POLARITY_NAMES = ['Servas', 'Asuka', 'Midori', 'Shizue', 'Victoria'] as const;
export const ENGLISH_POLARITY_SPEAKER = 'Asuka';

const wolf = (agent: number): string => `ESTIMATE Agent[0${agent}] WEREWOLF`;
const villager = (agent: number): string => `ESTIMATE Agent[0${agent}] VILLAGER`;
const seer = (agent: number): string => `ESTIMATE Agent[0${agent}] SEER`;
const vote = (agent: number): string => `VOTE Agent[0${agent}]`;
/** A request to vote for the agent, to anyone or to one agent of the roster. */
const voteRequests = (agent: number): string[] =>
  ['ANY', 'Agent[01]', 'Agent[02]', 'Agent[03]', 'Agent[04]', 'Agent[05]'].map(
    (to) => `REQUEST ${to} (VOTE Agent[0${agent}])`,
  );

export const ENGLISH_POLARITY: readonly PolarityCase[] = [
  { text: 'Midori is not a werewolf.', denied: [wolf(3)] },
  { text: "I don't think Midori is a werewolf.", denied: [wolf(3)] },
  { text: 'I do not think Midori is the wolf.', denied: [wolf(3)] },
  { text: "Midori isn't a wolf in my view.", denied: [wolf(3)] },
  { text: 'I doubt Midori is a werewolf.', denied: [wolf(3)] },
  { text: 'No way Midori is a wolf.', denied: [wolf(3)] },
  { text: "There's no way Midori is the werewolf.", denied: [wolf(3)] },
  { text: 'Midori is not suspicious at all.', denied: [wolf(3)] },
  { text: "I don't find Midori suspicious.", denied: [wolf(3)] },
  { text: "I don't suspect Midori anymore.", denied: [wolf(3)] },
  { text: 'I no longer suspect Midori.', denied: [wolf(3)] },
  { text: "Midori doesn't seem suspicious to me.", denied: [wolf(3)] },
  { text: "Midori isn't the seer.", denied: [seer(3)] },
  { text: 'Midori is not the real seer.', denied: [seer(3)] },
  { text: 'Midori is a fake seer.', denied: [seer(3)] },
  { text: "Midori's seer claim is fake.", denied: [seer(3)] },
  { text: 'Midori is fake, she is not the seer.', denied: [seer(3)] },
  { text: "I'm not the seer.", denied: ['COMINGOUT Agent[02] SEER'] },
  { text: 'I am not a werewolf.', denied: ['COMINGOUT Agent[02] WEREWOLF'] },
  { text: "I'm definitely not the wolf.", denied: ['COMINGOUT Agent[02] WEREWOLF'] },
  { text: 'I divined Midori and she is not a werewolf.', denied: ['DIVINED Agent[03] WEREWOLF'] },
  { text: 'I divined Midori: not a wolf.', denied: ['DIVINED Agent[03] WEREWOLF'] },
  { text: 'My divination on Midori: she is not human.', denied: ['DIVINED Agent[03] HUMAN'] },
  { text: 'As the medium, Shizue was not a werewolf.', denied: ['IDENTIFIED Agent[04] WEREWOLF'] },
  { text: "I won't vote for Midori.", denied: ['VOTE Agent[03]'] },
  { text: 'I will not vote Midori today.', denied: ['VOTE Agent[03]'] },
  { text: "I'm not voting for Midori.", denied: ['VOTE Agent[03]'] },
  { text: "I'm not going to vote Midori.", denied: ['VOTE Agent[03]'] },
  { text: "Let's not vote Midori.", denied: voteRequests(3) },
  { text: "Please don't vote for Midori.", denied: voteRequests(3) },
  { text: "Don't vote Midori.", denied: voteRequests(3) },
  { text: "We shouldn't vote Midori today.", denied: voteRequests(3) },
  { text: 'Everyone, do not vote for Midori.', denied: voteRequests(3) },
  { text: "I didn't vote for Midori.", denied: ['VOTED Agent[03]'] },
  { text: "I don't trust Midori.", denied: [villager(3)] },
  { text: "I can't trust Midori.", denied: [villager(3)] },
  { text: 'Midori is not a villager.', denied: [villager(3)] },
  { text: 'Midori is not human in my eyes.', denied: [villager(3)] },
  { text: 'Midori is not innocent.', denied: [villager(3)] },
  { text: "It's not that I suspect Midori.", denied: [wolf(3)] },
  { text: 'I never said Midori was suspicious.', denied: [wolf(3)] },
  { text: "I don't believe Midori is the werewolf.", denied: [wolf(3)] },
  { text: "I don't think Midori and Shizue are wolves.", denied: [wolf(3), wolf(4)] },
  { text: 'Neither Midori nor Shizue is a wolf.', denied: [wolf(3), wolf(4)] },
  { text: "I wouldn't call Midori suspicious.", denied: [wolf(3)] },
  { text: 'Midori is hardly suspicious.', denied: [wolf(3)] },
  { text: 'I do not believe Midori is the seer.', denied: [seer(3)] },
  { text: "I'm not suspicious of Midori.", denied: [wolf(3)] },
  { text: 'Midori? Not a wolf.', denied: [wolf(3)] },
  { text: 'Midori is no wolf.', denied: [wolf(3)] },
  { text: "I don't see Midori as a werewolf.", denied: [wolf(3)] },
  { text: 'Nothing about Midori seems suspicious.', denied: [wolf(3)] },
  // The forms of issue 13's third English round, denied.
  { text: "Midori's silence doesn't seem suspect to me.", denied: [wolf(3)] },
  { text: "Midori stayed calm. Her silence isn't suspicious.", denied: [wolf(3)] },
  { text: 'Midori spoke up. Her answers are not odd at all.', denied: [wolf(3)] },
  { text: "I don't find Midori's silence unsettling.", denied: [wolf(3)] },
  { text: "I don't find it suspicious how Midori voted.", denied: [wolf(3)] },
  { text: "It's not suspicious that Midori voted early.", denied: [wolf(3)] },
  { text: "This doesn't make Midori look suspicious.", denied: [wolf(3)] },
  { text: 'Midori is not my top suspect.', denied: [wolf(3)] },
  { text: "Midori isn't my vote.", denied: [vote(3)] },
  { text: 'Midori is no longer my vote.', denied: [vote(3)] },
  { text: "I'm not leaning toward voting Midori.", denied: [vote(3)] },
  { text: "Let's not consolidate our votes on Midori.", denied: voteRequests(3) },
  { text: "We shouldn't align our votes against Midori.", denied: voteRequests(3) },
  { text: "@Midori I don't trust you.", denied: [villager(3)] },
  { text: '@Midori I never said I trust you.', denied: [villager(3)] },
  { text: "I'm not inclined to trust Midori.", denied: [villager(3)] },
  { text: 'Midori and Shizue spoke well. They are not wolves.', denied: [wolf(3), wolf(4)] },
  { text: "Midori and Shizue voted together. I don't suspect them both.", denied: [wolf(3), wolf(4)] },
  { text: "I don't lean towards Midori being suspicious.", denied: [wolf(3)] },
  { text: "@Midori your vote changes don't look wolfish.", denied: [wolf(3)] },
];

/** Roster of the Japanese cases: エリザ, ハナ, リア, ハンク, リョウ (the speaker). */
export const JAPANESE_POLARITY_NAMES = ['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ'] as const;
export const JAPANESE_POLARITY_SPEAKER = 'リョウ';

export const JAPANESE_POLARITY: readonly PolarityCase[] = [
  { text: 'リアは人狼ではない。', denied: [wolf(3)] },
  { text: 'リアは人狼じゃないと思う。', denied: [wolf(3)] },
  { text: 'リアが人狼だとは思わない。', denied: [wolf(3)] },
  { text: 'リアは狼じゃない。', denied: [wolf(3)] },
  { text: 'リアが怪しいとは思わない。', denied: [wolf(3)] },
  { text: 'リアは怪しくない。', denied: [wolf(3)] },
  { text: 'リアは全然怪しくないよ。', denied: [wolf(3)] },
  { text: 'リアを疑ってはいない。', denied: [wolf(3)] },
  { text: 'リアはもう疑っていない。', denied: [wolf(3)] },
  { text: 'リアを疑うつもりはない。', denied: [wolf(3)] },
  { text: 'リアが人狼なんてありえない。', denied: [wolf(3)] },
  { text: 'リアは占い師ではない。', denied: [seer(3)] },
  { text: 'リアは偽物の占い師だ。', denied: [seer(3)] },
  { text: 'リアの占い師COは偽物だ。', denied: [seer(3)] },
  { text: 'リアは真占い師じゃない。', denied: [seer(3)] },
  { text: 'リアは偽占い師だと思う。', denied: [seer(3)] },
  { text: '私は占い師ではありません。', denied: ['COMINGOUT Agent[05] SEER'] },
  { text: '僕は人狼じゃないよ。', denied: ['COMINGOUT Agent[05] WEREWOLF'] },
  { text: '俺は狼じゃない！', denied: ['COMINGOUT Agent[05] WEREWOLF'] },
  { text: 'わたし人狼じゃないです。', denied: ['COMINGOUT Agent[05] WEREWOLF'] },
  { text: 'リアを占った結果、人狼ではなかった。', denied: ['DIVINED Agent[03] WEREWOLF'] },
  { text: 'リアを占ったけど黒じゃなかった。', denied: ['DIVINED Agent[03] WEREWOLF'] },
  { text: '占い結果、リアは人間ではない。', denied: ['DIVINED Agent[03] HUMAN'] },
  { text: '霊媒結果、ハンクは人狼ではなかった。', denied: ['IDENTIFIED Agent[04] WEREWOLF'] },
  { text: 'リアを占って、黒ではなかったよ。', denied: ['DIVINED Agent[03] WEREWOLF'] },
  { text: 'リアには投票しない。', denied: ['VOTE Agent[03]'] },
  { text: 'リアに投票するつもりはない。', denied: ['VOTE Agent[03]'] },
  { text: 'リアには入れないよ。', denied: ['VOTE Agent[03]'] },
  { text: 'リアに投票しないで。', denied: voteRequests(3) },
  { text: 'リアに投票するのはやめよう。', denied: voteRequests(3) },
  { text: 'リアには投票しないでください。', denied: voteRequests(3) },
  { text: 'みんな、リアに投票しないで。', denied: voteRequests(3) },
  { text: 'リアは吊らないでほしい。', denied: voteRequests(3) },
  { text: '昨日はリアに投票していない。', denied: ['VOTED Agent[03]'] },
  { text: 'リアは信用できない。', denied: [villager(3)] },
  { text: 'リアは信じられない。', denied: [villager(3)] },
  { text: 'リアは村人ではないと思う。', denied: [villager(3)] },
  { text: 'リアが白とは思えない。', denied: [villager(3)] },
  { text: 'リアが人狼だとは考えていない。', denied: [wolf(3)] },
  { text: 'リアが狼なわけがない。', denied: [wolf(3)] },
  { text: 'リアとハンクは人狼じゃない。', denied: [wolf(3), wolf(4)] },
  { text: 'リアもハンクも狼ではない。', denied: [wolf(3), wolf(4)] },
  { text: 'リアが人狼？違うよ。', denied: [wolf(3)] },
  { text: 'リアは人狼ではなく村人だと思う。', denied: [wolf(3)] },
  { text: 'リアは怪しいというほどではない。', denied: [wolf(3)] },
  { text: 'リアが怪しいとは言えない。', denied: [wolf(3)] },
  { text: 'リアを疑う理由はない。', denied: [wolf(3)] },
  { text: 'リアは黒じゃないと思う。', denied: [wolf(3)] },
  { text: 'リアが人狼だというのは違うと思う。', denied: [wolf(3)] },
  { text: 'リアのことは疑っていません。', denied: [wolf(3)] },
];

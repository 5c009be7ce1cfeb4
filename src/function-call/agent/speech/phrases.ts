import type { SpeechLanguage } from '../session.ts';

/** How a player is named in speech: id and name, so both readers and parsers find them. */
export const playerLabel = (language: SpeechLanguage, playerId: number, name: string): string =>
  language === 'zh'
    ? `${playerId}号(${name})`
    : language === 'ja'
      ? `${playerId}番(${name})`
      : `Player ${playerId} (${name})`;

type Phrases = {
  readonly opening: string;
  readonly suspect: (label: string) => string;
  readonly willVote: (label: string) => string;
  readonly seerClaim: string;
  readonly witchClaim: string;
  readonly hunterClaim: string;
  readonly witchSaved: (label: string) => string;
  readonly checkedWolf: (label: string) => string;
  readonly checkedGood: (label: string) => string;
  readonly noLead: string;
  readonly deaths: (labels: string) => string;
  readonly peaceful: string;
  readonly defenseOpening: string;
  readonly defenseVillage: string;
  readonly counter: (label: string) => string;
  readonly counterPoint: string;
};

/** The rule speech of every supported language, in one place. */
export const PHRASES: Readonly<Record<SpeechLanguage, Phrases>> = {
  zh: {
    opening: '大家好。',
    suspect: (label) => `我怀疑${label}是狼人。`,
    willVote: (label) => `今天我投${label}。`,
    seerClaim: '我是预言家。',
    witchClaim: '我是女巫，请不要投我，把票投给真正的狼人。',
    hunterClaim: '我是猎人，投我出局我会开枪带走最可疑的人。',
    witchSaved: (label) => `我用解药救了${label}，他是好人。`,
    checkedWolf: (label) => `我查验了${label}，他是狼人。`,
    checkedGood: (label) => `我查验了${label}，他是好人。`,
    noLead: '目前信息不多，我先听大家发言。',
    deaths: (labels) => `昨晚${labels}出局了。`,
    peaceful: '昨晚是平安夜。',
    defenseOpening: '我是好人，请大家相信我。',
    defenseVillage: '把我投出去只会帮狼人。',
    counter: (label) => `${label}对我的指控没有根据，`,
    counterPoint: '他的发言和投票前后矛盾。',
  },
  en: {
    opening: 'Hello everyone.',
    suspect: (label) => `I suspect ${label} is a werewolf.`,
    willVote: (label) => `Today I will vote for ${label}.`,
    seerClaim: 'I am the seer.',
    witchClaim: 'I am the witch, so please do not vote for me; vote for a real werewolf.',
    hunterClaim: 'I am the hunter: exile me and I will shoot the most suspicious player.',
    witchSaved: (label) => `I saved ${label} with my potion, so ${label} is good.`,
    checkedWolf: (label) => `I checked ${label}: a werewolf.`,
    checkedGood: (label) => `I checked ${label}: a good person.`,
    noLead: 'There is little information yet, so I want to hear everyone first.',
    deaths: (labels) => `Last night ${labels} died.`,
    peaceful: 'Nobody died last night.',
    defenseOpening: 'I am on the village side, please trust me.',
    defenseVillage: 'Voting me out only helps the werewolves.',
    counter: (label) => `The accusation by ${label} has no basis: `,
    counterPoint: 'their speech and votes contradict each other.',
  },
  ja: {
    opening: 'みなさん、よろしくお願いします。',
    suspect: (label) => `${label}が人狼だと疑っています。`,
    willVote: (label) => `今日は${label}に投票します。`,
    seerClaim: '私は占い師です。',
    witchClaim: '私は魔女です。私ではなく本当の人狼に投票してください。',
    hunterClaim: '私は狩人です。追放されたら一番怪しい人を撃ちます。',
    witchSaved: (label) => `薬で${label}を救いました。${label}は人間です。`,
    checkedWolf: (label) => `${label}を占った結果、人狼でした。`,
    checkedGood: (label) => `${label}を占った結果、人間でした。`,
    noLead: 'まだ情報が少ないので、みなさんの意見を聞きたいです。',
    deaths: (labels) => `昨夜は${labels}が亡くなりました。`,
    peaceful: '昨夜は誰も死にませんでした。',
    defenseOpening: '私は村人側です。信じてください。',
    defenseVillage: '私を追放しても人狼が得をするだけです。',
    counter: (label) => `${label}の指摘には根拠がありません。`,
    counterPoint: '発言と投票が矛盾しています。',
  },
};

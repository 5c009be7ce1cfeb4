import { type GameRole, type GameState, initialGameState, type TalkEntry } from '../../game/index.ts';
import type { Language } from '../brain.ts';

/**
 * A small made-up game on day 2 (9 players, or 5 with the contest's 5-player limits: 50 characters in
 * Japanese), used to check every template at load time (each role, so every role branch renders) and
 * by the prompt snapshot tests.
 */
const NAMES: Readonly<Record<Language, readonly string[]>> = {
  ja: ['ミナト', 'サクラ', 'ダイスケ', 'シオン', 'ミヅキ', 'ジョナサン', 'ミナコ', 'ベンジャミン', 'ミドリ'],
  en: ['Minato', 'Sakura', 'Daisuke', 'Shion', 'Mizuki', 'Jonathan', 'Minako', 'Benjamin', 'Midori'],
};

const LINES: Readonly<Record<Language, readonly string[]>> = {
  ja: [
    'おはよう。昨日の投票を振り返ろう。',
    '私は占い師です。サクラさんは人間でした。',
    '@ミナト さん、誰に投票しますか？',
    '私が本物の占い師です。ダイスケさんは人狼でした。',
  ],
  en: [
    'Good morning. Let us review the votes.',
    'I am the seer. Sakura is human.',
    '@Minato who will you vote for?',
    'I am the real seer. Daisuke is a werewolf.',
  ],
};

export const sampleState = (options: { lang: Language; role: GameRole; day?: number; players?: 5 | 9 }): GameState => {
  const five = options.players === 5;
  const agents = five ? NAMES[options.lang].slice(0, 5) : NAMES[options.lang];
  const [self, second, third, fourth, fifth, , , , ninthOfNine] = NAMES[options.lang] as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  // The one attacked on night 0: the last seat of the table.
  const ninth = five ? fifth : ninthOfNine;
  const length = five && options.lang === 'ja' ? 50 : 125;
  const maxLength = { countInWord: false, countSpaces: false, baseLength: length, mentionLength: length };
  const day = options.day ?? 2;
  const lines = LINES[options.lang];
  const talk = (talkDay: number, idx: number, agent: string, text: string): TalkEntry => ({
    idx,
    day: talkDay,
    turn: 0,
    agent,
    text,
    skip: false,
    over: false,
  });
  const talks: TalkEntry[] = [];
  // Talk from day 1 on (day 0 only in a day-0 sample): no real game has a result told on day 0.
  for (let talkDay = Math.min(1, day); talkDay <= day; talkDay++) {
    lines.forEach((text, index) => {
      talks.push(talk(talkDay, index, [second, third, fourth, second][index] ?? second, text));
    });
    talks.push(talk(talkDay, lines.length, self, lines[0] ?? ''));
  }
  const werewolf = options.role === 'WEREWOLF';
  return {
    ...initialGameState({ self }),
    gameId: 'sample',
    self,
    role: options.role,
    profile:
      options.lang === 'ja'
        ? '年齢: 20\n性別: 女性\n性格: 明るく率直'
        : 'age: 20\ngender: female\npersonality: cheerful and direct',
    day,
    agents,
    status: Object.fromEntries(agents.map((agent) => [agent, agent === ninth || agent === fourth ? 'DEAD' : 'ALIVE'])),
    knownRoles: werewolf && !five ? { [self]: 'WEREWOLF', [second]: 'WEREWOLF' } : { [self]: options.role },
    teammates: werewolf && !five ? [second] : [],
    executed: day >= 1 ? [{ day: 0, agent: fourth }] : [],
    attacked: day >= 1 ? [{ day: 0, agent: ninth }] : [],
    divineResults: options.role === 'SEER' ? [{ day: 0, agent: self, target: third, result: 'HUMAN' }] : [],
    mediumResults:
      options.role === 'MEDIUM' && day >= 1 ? [{ day: 0, agent: fourth, target: fourth, result: 'WEREWOLF' }] : [],
    votes:
      day >= 1
        ? agents
            .filter((agent) => agent !== ninth)
            .map((agent) => ({ day: 0, agent, target: agent === fourth ? self : fourth }))
        : [],
    talks,
    whispers: werewolf && !five ? [talk(day, 0, second, lines[0] ?? '')] : [],
    settings: {
      agentCount: agents.length,
      roleNumMap: five
        ? { WEREWOLF: 1, POSSESSED: 1, SEER: 1, VILLAGER: 2 }
        : { WEREWOLF: 2, POSSESSED: 1, SEER: 1, MEDIUM: 1, BODYGUARD: 1, VILLAGER: 3 },
      voteVisibility: true,
      talk: { maxCountPerAgent: 5, maxCountPerDay: agents.length * 5, maxLength, maxSkip: 0 },
      whisper: { maxCountPerAgent: five ? 0 : 5, maxCountPerDay: five ? 0 : 10, maxLength, maxSkip: 0 },
      vote: { maxCount: 1, allowSelfVote: false },
      attackVote: { maxCount: 1, allowSelfVote: false, allowNoTarget: false },
      timeout: { action: 60_000, response: 120_000 },
    },
    remain: { count: 3, skip: 0 },
  };
};

import { describe, expect, it } from 'vitest';
import { createRoster } from '../../src/protocol/index.ts';
import { readPrinted } from './read-printed.ts';

/**
 * The English forms of `en/estimates-of-conduct.ts`, `en/vote-intentions.ts`, `en/questions-to-players.ts` and the grammar,
 * written for these tests apart from the contest logs: each line must be read exactly, and the denied
 * or conditional variants must not be read positively.
 */
const NAMES = ['Servas', 'Asuka', 'Midori', 'Shizue', 'Victoria'];
const roster = createRoster(NAMES);
const read = (text: string): string[] => readPrinted({ text, speaker: 'Asuka', roster, lang: 'en' });

const CASES: [string, string[]][] = [
  // The owner of a suspicious conduct, named or by a pronoun opening the next sentence.
  ['Shizue dodged every question. Her evasion looks like classic wolf behavior.', ['ESTIMATE Agent[04] WEREWOLF']],
  ['Servas keeps quiet. His silence is, frankly, highly suspect.', ['ESTIMATE Agent[01] WEREWOLF']],
  ["@Servas Midori's vote switch seems odd.", ['ESTIMATE Agent[03] WEREWOLF']],
  [
    "While Midori's answers seem suspect I trust Shizue.",
    ['ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] VILLAGER'],
  ],
  ['Shizue changed her claim. Her change in claims worries me.', ['ESTIMATE Agent[04] WEREWOLF']],
  ['Midori and Shizue spoke. Her tone is suspicious.', []],
  ["I find Ms. Midori's silence a bit unsettling.", ['ESTIMATE Agent[03] WEREWOLF']],
  ['I find Victoria rather sketchy.', ['ESTIMATE Agent[05] WEREWOLF']],
  ["Isn't it suspicious how Servas avoids every vote?", ['ESTIMATE Agent[01] WEREWOLF']],
  ['Is it suspicious that Servas voted early?', []],
  ["That makes Shizue's defense all the more suspect.", ['ESTIMATE Agent[04] WEREWOLF']],
  ['@Midori your dodging makes you look like a wolf.', ['ESTIMATE Agent[03] WEREWOLF']],
  ['Victoria is my top suspect.', ['ESTIMATE Agent[05] WEREWOLF']],
  ['@Servas answer now or you stay my top suspect.', ['ESTIMATE Agent[01] WEREWOLF']],
  ["@Servas answer now or you're my top suspect.", []],
  ['This makes me lean towards Midori being suspicious.', ['ESTIMATE Agent[03] WEREWOLF']],
  [
    'Midori and Shizue both ignore the seer. They have to be the wolves!',
    ['ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF'],
  ],
  ['Midori, Shizue and Servas talked. They are suspicious.', []],
  ['@Victoria your ongoing silence hinders us and raises suspicion.', ['ESTIMATE Agent[05] WEREWOLF']],
  ['Shizue. Your vote changes look wolfish.', ['ESTIMATE Agent[04] WEREWOLF']],
  ["Victoria's dodging and silence make her my clear wolf pick.", ['ESTIMATE Agent[05] WEREWOLF']],
  ["That makes Midori's vote for Shizue all the more suspect.", ['ESTIMATE Agent[03] WEREWOLF']],
  ["I'm leaning toward Servas—they've been quiet and sketchy.", ['VOTE Agent[01]', 'ESTIMATE Agent[01] WEREWOLF']],
  // Votes.
  ['After all that Midori is our vote.', ['VOTE Agent[03]']],
  // A denial anywhere before in the clause is read as denying (a recall loss, never a flip).
  ['With no counter-claim Midori is our vote.', []],
  ["We can't ignore Servas—he's my vote.", ['VOTE Agent[01]']],
  ["I'm leaning toward voting Shizue for her silence.", ['VOTE Agent[04]']],
  ["I'm leaning Victoria but I want to hear more.", ['VOTE Agent[05]']],
  ["@Midori I'm voting you today.", ['VOTE Agent[03]']],
  ['Servas stayed silent. It is logical to consolidate our vote on him today.', ['REQUEST ANY (VOTE Agent[01])']],
  ["Let's align our votes against Victoria.", ['REQUEST ANY (VOTE Agent[05])']],
  ["Do you think it's smart to unite a vote against Victoria?", []],
  ["Let's unite and vote Shizue out now!", ['REQUEST ANY (VOTE Agent[04])']],
  ["Let's consider voting for Victoria today.", ['REQUEST ANY (VOTE Agent[05])']],
  ["Let's ignore her and vote for quiet Midori today.", ['REQUEST ANY (VOTE Agent[03])']],
  ["Let's not rush and vote Midori.", []],
  ["We should check Midori's votes.", []],
  ['Servas is our real seer. We must protect him.', ['ESTIMATE Agent[01] SEER', 'REQUEST ANY (GUARD Agent[01])']],
  [
    'I doubt Victoria. Perhaps we should divine her tonight.',
    ['ESTIMATE Agent[05] WEREWOLF', 'REQUEST ANY (DIVINATION Agent[05])'],
  ],
  ['My vote leans towards Servas.', ['VOTE Agent[01]']],
  ["My vote's for Shizue.", ['VOTE Agent[04]']],
  ['Midori has earned my vote.', ['VOTE Agent[03]']],
  ["I'm set on Victoria.", ['VOTE Agent[05]']],
  ['@Midori I will be voting for you.', ['VOTE Agent[03]']],
  ["@Midori you've been too quiet  that's suspicious.", ['ESTIMATE Agent[03] WEREWOLF']],
  ['Servas acts just like a wolf.', ['ESTIMATE Agent[01] WEREWOLF']],
  ['Sketchy how Victoria leaps into plans.', ['ESTIMATE Agent[05] WEREWOLF']],
  ["I still find @Shizue 's silence suspicious.", ['ESTIMATE Agent[04] WEREWOLF']],
  ['@Servas who else do you seriously suspect?', ['INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)']],
  ['@Servas state your main suspect now.', ['INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)']],
  ['Trust my result and vote Shizue today.', ['REQUEST ANY (VOTE Agent[04])']],
  // Trust.
  ['@Midori I trust you.', ['ESTIMATE Agent[03] VILLAGER']],
  ["@Midori I trust you'll share your result.", ['INQUIRE Agent[03] (DIVINED ANY ANY)']],
  ["@Midori I don't trust you.", ['NOT (ESTIMATE Agent[03] VILLAGER)']],
  ["I'm inclined to trust Shizue next.", ['ESTIMATE Agent[04] VILLAGER']],
  // Questions and requests.
  ['@Midori where is your result?', ['INQUIRE Agent[03] (DIVINED ANY ANY)']],
  ['Midori any new divination results today?', ['INQUIRE Agent[03] (DIVINED ANY ANY)']],
  ['@Shizue did you divine anyone last night?', ['INQUIRE Agent[04] (DIVINED ANY ANY)']],
  ['Victoria-san should really share those divination results!', ['INQUIRE Agent[05] (DIVINED ANY ANY)']],
  [
    "@Midori please tell us if you're the seer and share any result.",
    ['INQUIRE Agent[03] (COMINGOUT Agent[03] SEER)', 'INQUIRE Agent[03] (DIVINED ANY ANY)'],
  ],
  [
    '@Servas you seemed eager—any early reads or a role?',
    ['INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)', 'INQUIRE Agent[01] (COMINGOUT Agent[01] ANY)'],
  ],
  [
    '@Servas please tell us your role or a quick read.',
    ['REQUEST Agent[01] (COMINGOUT Agent[01] ANY)', 'INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)'],
  ],
  ['I would take a claim or a read from anyone.', []],
  [
    '@Shizue could you please share your reads or claim?',
    ['INQUIRE Agent[04] (ESTIMATE ANY WEREWOLF)', 'INQUIRE Agent[04] (COMINGOUT Agent[04] ANY)'],
  ],
  ["@Midori you've been silent—if you're the seer reveal now.", ['REQUEST Agent[03] (COMINGOUT Agent[03] SEER)']],
  ["If you're the medium come out now.", ['REQUEST ANY (COMINGOUT ANY MEDIUM)']],
  ['@Servas please explain your reads.', ['INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)']],
  ['@Servas tell us who you suspect.', ['INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)']],
  [
    '@Servas state your read and who you’re voting now.',
    ['INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)', 'INQUIRE Agent[01] (VOTE ANY)'],
  ],
  ['@Servas we need a lynch. Who do we vote?', ['INQUIRE ANY (VOTE ANY)']],
  ['@Servas does Midori seem a little off to you?', ['INQUIRE Agent[01] (ESTIMATE Agent[03] WEREWOLF)']],
  ['@Servas do you think Victoria is a wolf?', ['INQUIRE Agent[01] (ESTIMATE Agent[05] WEREWOLF)']],
  ['We should let Servas divine Shizue next.', ['REQUEST Agent[01] (DIVINATION Agent[04])']],
  ['I propose the seer checks Victoria.', ['REQUEST ANY (DIVINATION Agent[05])']],
  // Claims, results, names with titles.
  ["I assure you I'm genuinely a Villager.", ['COMINGOUT Agent[02] VILLAGER']],
  ['I am but a humble Villager.', ['COMINGOUT Agent[02] VILLAGER']],
  [
    "I'm the Seer. I divined Mr. Servas and he's a Werewolf.",
    ['COMINGOUT Agent[02] SEER', 'DIVINED Agent[01] WEREWOLF'],
  ],
  ["I peeked at Midori and she's a sneaky wolf!", ['DIVINED Agent[03] WEREWOLF']],
  // Reported results and other agents' claims are no result of the speaker's.
  ['Servas saw Midori is human.', []],
  ['@Servas your seer claim fails. Midori is confirmed human.', ['ESTIMATE Agent[03] VILLAGER']],
  ['Victoria claimed seer. Midori is human.', ['ESTIMATE Agent[03] VILLAGER']],
  // A name ending a question is its object, not the one asked.
  ['When did you divine Shizue? Please share your result.', ['INQUIRE ANY (DIVINED ANY ANY)']],
  ['Shizue  if you’re the seer reveal your divination now.', ['INQUIRE Agent[04] (DIVINED ANY ANY)']],
];

describe('English suspicion of conduct, vote intentions and questions to players in real contest talk', () => {
  for (const [text, expected] of CASES) {
    it(`reads "${text}"`, () => {
      expect(read(text).sort()).toEqual([...expected].sort());
    });
  }
});

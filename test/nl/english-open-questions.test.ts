import { describe, expect, it } from 'vitest';
import { createRoster } from '../../src/protocol/index.ts';
import { readPrinted } from './read-printed.ts';

/**
 * The free-form English forms of `en/open-questions.ts`, `en/vote-statements.ts`, `en/estimate-statements.ts` and the judgement
 * words they widened, written for these tests apart from the contest logs: each line must be read exactly,
 * and the denied, conditional or merely descriptive variants must not be read positively.
 */
const NAMES = ['Servas', 'Asuka', 'Midori', 'Shizue', 'Victoria'];
const roster = createRoster(NAMES);
const read = (text: string): string[] => readPrinted({ text, speaker: 'Asuka', roster, lang: 'en' });

const ALL_WOLF = 'INQUIRE ANY (ESTIMATE ANY WEREWOLF)';
const ALL_SAFE = 'INQUIRE ANY (ESTIMATE ANY VILLAGER)';

const CASES: [string, string[]][] = [
  // Reads asked of everyone or of the one addressed, in free form.
  ['Everybody: name one player you trust and one you suspect.', [ALL_SAFE, ALL_WOLF]],
  ['Everyone else — one person you suspect, quickly.', [ALL_WOLF]],
  ['@Servas give us one person you trust.', ['INQUIRE Agent[01] (ESTIMATE ANY VILLAGER)']],
  ['Others: one-line suspect + one-line safe.', [ALL_WOLF, ALL_SAFE]],
  [
    '@Midori name one suspect and one safe with a reason.',
    ['INQUIRE Agent[03] (ESTIMATE ANY WEREWOLF)', 'INQUIRE Agent[03] (ESTIMATE ANY VILLAGER)'],
  ],
  ['Shizue is one suspect among many.', []],
  ['Midori was a trusted ally.', []],
  ['Everyone please say who you voted and who you now trust/suspect.', ['INQUIRE ANY (VOTE ANY)', ALL_SAFE, ALL_WOLF]],
  [
    '@Servas what are your thoughts—any claims or suspicions?',
    ['INQUIRE Agent[01] (COMINGOUT Agent[01] ANY)', 'INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)'],
  ],
  ['Care to share any thoughts or suspicions, Midori?', ['INQUIRE Agent[03] (ESTIMATE ANY WEREWOLF)']],
  ['Any suspicious players today?', [ALL_WOLF]],
  // A role claim is asked of one player only when the question is theirs.
  ['I vote @Servas for his silence. Any other role claims?', ['VOTE Agent[01]']],
  ['I have no suspicions yet.', []],
  ['Everyone please give one-line claims or top suspects.', [ALL_WOLF]],
  ['@Victoria who do you see as the biggest wolf right now?', ['INQUIRE Agent[05] (ESTIMATE ANY WEREWOLF)']],
  ['@Shizue who is your wolf pick?', ['INQUIRE Agent[04] (ESTIMATE ANY WEREWOLF)']],
  ['But Midori? Villager or a special role?', ['INQUIRE Agent[03] (COMINGOUT Agent[03] ANY)']],
  ['Villager or seer, it makes no difference to me.', []],
  // Judgements without a target take the one agent named just before.
  ['@Midori you claimed seer but gave nothing. That’s anti-town.', ['ESTIMATE Agent[03] WEREWOLF']],
  ['Victoria keeps dodging questions. That is classic wolf play.', ['ESTIMATE Agent[05] WEREWOLF']],
  ['Victoria keeps dodging questions. That is not classic wolf play.', []],
  ['Victoria and Shizue argued. That looks like wolf behavior.', []],
  ['@Servas right now you seem most wolf-like.', ['ESTIMATE Agent[01] WEREWOLF']],
  ["@Servas you don't seem wolf-like.", []],
  ['Shizue is under suspicion.', ['ESTIMATE Agent[04] WEREWOLF']],
  ['Shizue is no longer under suspicion.', []],
  ['Midori might be a bit sus.', ['ESTIMATE Agent[03] WEREWOLF']],
  ['Midori might not be a wolf.', []],
  ["Victoria's a wolf, and Shizue's so suspicious.", ['ESTIMATE Agent[05] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF']],
  ["Victoria's wolf claim on Midori was bold.", []],
  // Votes with a judgement or repeated.
  ['I will vote Shizue as the last wolf.', ['VOTE Agent[04]', 'ESTIMATE Agent[04] WEREWOLF']],
  ['I voted Servas and will likely do so again.', ['VOTED Agent[01]', 'VOTE Agent[01]']],
  ["I voted Servas and won't do so again.", ['VOTED Agent[01]']],
  // A judgement with no one named: the one agent of the sentence before, or its subject.
  ["I'm voting Shizue. Quiet all day is suspicious.", ['VOTE Agent[04]', 'ESTIMATE Agent[04] WEREWOLF']],
  ["I'm voting Shizue. Quiet all day is not suspicious.", ['VOTE Agent[04]']],
  ['Victoria keeps voting Midori for no reason. That is suspicious.', ['ESTIMATE Agent[05] WEREWOLF']],
  ['Victoria and Midori keep voting together. That is suspicious.', []],
  ['Everyone is quiet. Being quiet all day is suspicious.', []],
  ['Midori. I find your silence increasingly concerning.', ['ESTIMATE Agent[03] WEREWOLF']],
  ["I trust Servas but Victoria's silence worries me.", ['ESTIMATE Agent[01] VILLAGER', 'ESTIMATE Agent[05] WEREWOLF']],
  ["Victoria's answers get more suspicious each day.", ['ESTIMATE Agent[05] WEREWOLF']],
  ["I'd vote Shizue — she's feeling really suspicious to me.", ['VOTE Agent[04]', 'ESTIMATE Agent[04] WEREWOLF']],
  ['Hmm maybe Midori is kinda suspicious now?', ['ESTIMATE Agent[03] WEREWOLF']],
  ['Is Midori suspicious?', []],
  ['I have good reasons to suspect Servas.', ['ESTIMATE Agent[01] WEREWOLF']],
  ['I have no reason to suspect Servas.', []],
  // A pronoun is not the one spoken to.
  ['@Midori Victoria voted late. Do you think she is a wolf?', ['INQUIRE Agent[03] (ESTIMATE Agent[05] WEREWOLF)']],
  ['@Midori Victoria voted late. Do you truly suspect her?', ['INQUIRE Agent[03] (ESTIMATE Agent[05] WEREWOLF)']],
  // Roles judged, requests and questions to a role or to everyone.
  ["I reckon Victoria's our sole seer now.", ['ESTIMATE Agent[05] SEER']],
  ["Victoria's seer claim is noted.", []],
  ['With Servas as our confirmed seer we can relax.', ['ESTIMATE Agent[01] SEER']],
  ['Servas the wolf must go today.', ['ESTIMATE Agent[01] WEREWOLF']],
  ['Midori called Servas the wolf.', []],
  ['Shizue is in the clear.', ['ESTIMATE Agent[04] VILLAGER']],
  ['Seer or guard, please speak up.', ['REQUEST ANY (COMINGOUT ANY SEER)', 'REQUEST ANY (COMINGOUT ANY BODYGUARD)']],
  ['Seer, can you reveal?', ['REQUEST ANY (COMINGOUT ANY SEER)']],
  ['Our seer should share their results today.', ['INQUIRE ANY (DIVINED ANY ANY)']],
  ['@Victoria who did you actually protect last night?', ['INQUIRE Agent[05] (GUARDED ANY)']],
  ['@Servas did you get a divination?', ['INQUIRE Agent[01] (DIVINED ANY ANY)']],
  ['Also quick one-line reads from everyone please.', [ALL_WOLF]],
  // Free-form intentions and proposals.
  ['Still voting for @Shizue.', ['VOTE Agent[04]']],
  ['My vote is leaning toward Midori today.', ['VOTE Agent[03]']],
  ['Shizue is quiet. I propose we consolidate our votes on her.', ['REQUEST ANY (VOTE Agent[04])']],
  ["Perhaps it's wise for our seer to divine Victoria tonight.", ['REQUEST ANY (DIVINATION Agent[05])']],
  ['It is wise to trust Servas now.', ['ESTIMATE Agent[01] VILLAGER']],
  ["It isn't wise to trust Servas now.", []],
  ['I believe Shizue should be our vote today.', ['VOTE Agent[04]']],
  ["I don't believe Shizue should be our vote today.", []],
  ["My vote's set on Victoria.", ['VOTE Agent[05]']],
  ["I'm leaning to lynch @Midori today.", ['VOTE Agent[03]']],
  ['Servas. I am inclined to vote for you today.', ['VOTE Agent[01]']],
  ["@Victoria you've just made yourself the prime suspect.", ['ESTIMATE Agent[05] WEREWOLF']],
  ["Victoria's voting is a puzzle. Feels suspicious.", ['ESTIMATE Agent[05] WEREWOLF']],
  ["Victoria's voting is a puzzle. Doesn't feel suspicious.", []],
  ["Midori's silence sparks a little suspicion.", ['ESTIMATE Agent[03] WEREWOLF']],
  ["I find Victoria's focus on executions rather wolf-like.", ['ESTIMATE Agent[05] WEREWOLF']],
  ['@Shizue who else are you suspicious of?', ['INQUIRE Agent[04] (ESTIMATE ANY WEREWOLF)']],
  ['@Shizue name two suspects you truly doubt.', ['INQUIRE Agent[04] (ESTIMATE ANY WEREWOLF)']],
  ['@Shizue name your top wolf suspect now.', ['INQUIRE Agent[04] (ESTIMATE ANY WEREWOLF)']],
  ['@Shizue who do you read as suspicious?', ['INQUIRE Agent[04] (ESTIMATE ANY WEREWOLF)']],
  // A seer speaking of their own findings.
  ['My analysis shows Victoria is human.', ['DIVINED Agent[05] HUMAN']],
  ['Servas said his analysis shows Victoria is human.', []],
  // A statement with a tag is no question; a real question still asserts nothing.
  ['Midori is acting super shady huh?', ['ESTIMATE Agent[03] WEREWOLF']],
  ["Victoria's answers are kinda fishy, right?", ['ESTIMATE Agent[05] WEREWOLF']],
  ['Is Victoria acting shady?', []],
  ['Will the real seer please declare?', ['REQUEST ANY (COMINGOUT ANY SEER)']],
  ["I'll support voting Servas today.", ['VOTE Agent[01]']],
  ["I won't support voting Servas today.", []],
  ['Did the seer find anything overnight?', ['INQUIRE ANY (DIVINED ANY ANY)']],
  ['@Midori where is your report?', ['INQUIRE Agent[03] (DIVINED ANY ANY)']],
  ['Voting Shizue is our path to a win.', ['REQUEST ANY (VOTE Agent[04])']],
  ['Voting Shizue is not the right move.', []],
  ['Voting Shizue seems the safer move.', []],
  ["I'll trust the seer's vision and vote @Victoria.", ['VOTE Agent[05]']],
  ["I won't trust her and vote @Victoria.", []],
  ['Any hunches on who might be suspicious?', [ALL_WOLF]],
  ['@Servas can you explain who you really suspect?', ['INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)']],
  ["I'm the seer. Shizue is 100% human by my divination.", ['COMINGOUT Agent[02] SEER', 'DIVINED Agent[04] HUMAN']],
  // A role condition after the request, and the question for the other branch, still ask the one addressed.
  ["@Servas please share your divination result if you're the seer.", ['INQUIRE Agent[01] (DIVINED ANY ANY)']],
  [
    "@Midori if you're the seer  reveal your divination now; if not  who do you suspect?",
    ['INQUIRE Agent[03] (DIVINED ANY ANY)', 'INQUIRE Agent[03] (ESTIMATE ANY WEREWOLF)'],
  ],
  ["I'll vote Shizue if you're the seer.", []],
  // Distrust: a liar, a fake claimer, conduct that worries the speaker; not denied, told or suffered.
  ['Midori is lying.', ['ESTIMATE Agent[03] WEREWOLF']],
  ["Shizue's the false seer!", ['ESTIMATE Agent[04] WEREWOLF']],
  ["Servas's changing views worry me.", ['ESTIMATE Agent[01] WEREWOLF']],
  ["Victoria's seer claim looks rather dubious.", ['ESTIMATE Agent[05] WEREWOLF']],
  ['Midori is not lying.', []],
  ['Midori thinks Servas is lying.', []],
  ["Servas's lynch worries me.", []],
  ['If not  Shizue is suspicious.', []],
];

describe('English free-form questions, judgements and votes of real contest talk', () => {
  for (const [text, expected] of CASES) {
    it(`reads "${text}"`, () => {
      expect(read(text).sort()).toEqual([...expected].sort());
    });
  }
});

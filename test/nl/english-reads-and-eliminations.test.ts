import { describe, expect, it } from 'vitest';
import { readEnglishAsAsuka } from './read-printed.ts';

/**
 * The English families of `en/wolf-reads.ts`, `en/elimination-requests.ts`, `en/reads-and-plans-asked.ts`, `en/divination-proposals.ts` and the mechanisms they
 * widened: each family is written here in several aspects and layouts of our own, apart from the contest
 * logs, with its negations, conditionals and told-by-others variants, which must not be read positively.
 */
const read = readEnglishAsAsuka;

const ALL_WOLF = 'INQUIRE ANY (ESTIMATE ANY WEREWOLF)';
const vote = (agent: number): string => `REQUEST ANY (VOTE Agent[0${agent}])`;
const wolf = (agent: number): string => `ESTIMATE Agent[0${agent}] WEREWOLF`;

const CASES: [string, string[]][] = [
  // A suspicion verb in any aspect.
  ['I find myself suspecting Shizue more today.', [wolf(4)]],
  ["I'm starting to suspect Victoria.", [wolf(5)]],
  ["I can't help suspecting Midori.", [wolf(3)]],
  ["I can't help but suspect Midori.", [wolf(3)]],
  ["I'm beginning to doubt Servas.", [wolf(1)]],
  ['Victoria dodged again. I keep suspecting her.', [wolf(5)]],
  ["I'm not suspecting Shizue anymore.", []],
  ['I stopped suspecting Shizue.', []],
  ['If I were suspecting Shizue I would say so.', []],
  ['Servas says he is starting to suspect Shizue.', []],
  // An elimination asked for, in any form.
  ['Victoria lied. She must be removed.', [vote(5)]],
  ['Shizue has to be eliminated today.', [vote(4)]],
  ['Midori needs to go.', [vote(3)]],
  ['Victoria is odd. I propose her elimination.', [vote(5)]],
  ["I call for Shizue's execution.", [vote(4)]],
  ['Servas keeps dodging. I say vote him out.', [vote(1)]],
  ['I say we lynch Midori.', [vote(3)]],
  ['We need to eliminate Victoria.', [vote(5)]],
  ['Shizue must not be removed.', []],
  ["I don't think Shizue must be removed.", []],
  ["I don't propose her elimination.", []],
  ['Should Midori be eliminated?', []],
  ["We shouldn't eliminate Victoria.", []],
  ['I think voting Shizue is safest for now.', [vote(4)]],
  ["I don't think voting Shizue is safest.", []],
  // A read asked of everyone or of the one addressed.
  ['Could everyone give a very short intro and one quick read?', [ALL_WOLF]],
  ["Let's each give a very quick read.", [ALL_WOLF]],
  ['@Shizue can you share your thoughts or reads?', ['INQUIRE Agent[04] (ESTIMATE ANY WEREWOLF)']],
  ['@Servas who looks like a wolf to you right now?', ['INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)']],
  ["I'll give my read later.", []],
  ['Please share any insights to avoid unnecessary suspicion.', []],
  ['If not give a read.', []],
  // A labelled list, in any layout.
  [
    "I'll go: suspicious — @Shizue they skipped; Safe — Victoria he claimed villager.",
    [wolf(4), 'ESTIMATE Agent[05] VILLAGER'],
  ],
  ['Suspicious — @Midori : brushed it off. Safe — Servas: quick claim.', [wolf(3), 'ESTIMATE Agent[01] VILLAGER']],
  ['Safe: Victoria, Midori. Suspect: Shizue.', ['ESTIMATE Agent[05] VILLAGER', 'ESTIMATE Agent[03] VILLAGER', wolf(4)]],
  ['I was suspicious — Shizue explained herself.', []],
  // Who the wolf is; alternatives.
  ['Shizue is a distraction but the true wolf is Victoria.', [wolf(5)]],
  ["I don't think the real wolf is Victoria.", []],
  ['The wolf has to be Shizue Victoria or Servas.', []],
  ['I suspect Shizue or Victoria.', ['OR (ESTIMATE Agent[04] WEREWOLF) (ESTIMATE Agent[05] WEREWOLF)']],
  ['I suspect Shizue and Victoria.', [wolf(4), wolf(5)]],
  // Divination asked for.
  ['How about we divine Mister Shizue tonight?', ['REQUEST ANY (DIVINATION Agent[04])']],
  ['Victoria is odd. Midori should divine her next.', ['REQUEST Agent[03] (DIVINATION Agent[05])']],
  ["Midori shouldn't divine Victoria.", []],
  ['@Shizue If you are the seer prove it now with your result.', ['INQUIRE Agent[04] (DIVINED ANY ANY)']],
  // A pronoun beside the one spoken to; a point of the one addressed agreed with; a tag with a vocative.
  ['Victoria claims seer. Do you trust him Servas?', ['INQUIRE Agent[01] (ESTIMATE Agent[05] VILLAGER)']],
  ['Victoria claims seer. @Servas do you trust her?', ['INQUIRE Agent[01] (ESTIMATE Agent[05] VILLAGER)']],
  ['@Servas I agree we need the medium first.', ['AGREE TALK day2 ID:7']],
  ['I agree we need the medium first.', []],
  ["Victoria's silence kind of sparks a little suspicion don't you think darlings?", [wolf(5)]],
  // Two agents joined by `or`, then `they`; a result after the speaker stands by their divination; a list
  // whose commas the server took out.
  ["We gotta check out Shizue or Victoria next. They're acting all fishy!", [wolf(4), wolf(5)]],
  ["Shizue or Victoria voted me. They aren't acting fishy.", []],
  ['I stand by my divination. Shizue is the Werewolf.', ['DIVINED Agent[04] WEREWOLF']],
  ['Servas stands by his divination. Shizue is the Werewolf.', [wolf(4)]],
  [
    'I divined Servas  Midori  and Shizue as HUMAN.',
    ['DIVINED Agent[01] HUMAN', 'DIVINED Agent[03] HUMAN', 'DIVINED Agent[04] HUMAN'],
  ],
  ['Servas  Midori is human.', ['ESTIMATE Agent[03] VILLAGER']],
  // Night plans and claims asked of the one addressed; a divination proposed as a gerund.
  ["@Victoria if you're the seer please tell us your divination plan.", ['INQUIRE Agent[05] (DIVINATION ANY)']],
  ["@Shizue what's your guard target tonight?", ['INQUIRE Agent[04] (GUARD ANY)']],
  ["I'll tell you my divination plan.", []],
  ['@Midori are you claiming seer?', ['INQUIRE Agent[03] (COMINGOUT Agent[03] SEER)']],
  ['Midori perhaps divining Shizue could provide us with some clarity.', ['REQUEST Agent[03] (DIVINATION Agent[04])']],
  ['Divining Shizue would not help.', []],
  // Votes said with an elimination verb; suspicion said with a noun, `find`, or vibes.
  ["I'll eliminate Shizue today.", ['VOTE Agent[04]']],
  ["I'm going to hang Shizue.", ['VOTE Agent[04]']],
  ['My lynch goes to Shizue.', ['VOTE Agent[04]']],
  ['Eliminate Shizue today.', [vote(4)]],
  ["I won't eliminate Shizue.", []],
  ["I'm not going to hang Shizue.", []],
  ['Victoria keeps dodging. I find her suspicious.', [wolf(5)]],
  ["I don't find her suspicious.", []],
  ['Suspicion falls on Victoria.', [wolf(5)]],
  ['My top suspect is Victoria.', [wolf(5)]],
  ['My top suspect is not Victoria.', []],
  ['@Shizue your top suspect is Victoria?', []],
  ["Servas's main suspect is Victoria.", []],
  ['Victoria gives me wolf vibes.', [wolf(5)]],
  ["I'm getting wolf vibes from Victoria.", [wolf(5)]],
  ["Victoria doesn't give me wolf vibes.", []],
  // A vote said of its target, proposed as a gerund; a seer's own finding clearing someone.
  ['Victoria lied. She has earned my vote.', ['VOTE Agent[05]']],
  ['Shizue has not earned my vote.', []],
  ['Executing Shizue resolves the seer question.', [vote(4)]],
  ['Voting Shizue would not help.', []],
  ['My analysis cleared Shizue.', ['DIVINED Agent[04] HUMAN']],
  ['My analysis never cleared Shizue.', []],
  ["Servas's analysis cleared Shizue.", []],
];

describe('English wolf reads, eliminations, asks and divination proposals of real contest talk', () => {
  for (const [text, expected] of CASES) {
    it(`reads "${text}"`, () => {
      expect(read(text).sort()).toEqual([...expected].sort());
    });
  }
});

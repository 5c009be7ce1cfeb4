import { describeForms, readEnglishAsAsuka } from './read-printed.ts';

/**
 * English forms where only the speaker's own voice counts (the labelling guideline of real talk): a claim
 * taken back, a vote on a pronoun whose antecedent is plain, a CO talked about as a thing, and a doubt another
 * player holds. Said by Asuka (Agent[02]); each form with near misses that must read nothing of the kind.
 */
describeForms(
  'the speaker’s own voice in English',
  {
    'a claim taken back is the claim denied': [
      [
        'I retract my earlier Seer claim; I now suspect Midori.',
        ['NOT (COMINGOUT Agent[02] SEER)', 'ESTIMATE Agent[03] WEREWOLF'],
      ],
      ["I'm withdrawing my medium CO.", ['NOT (COMINGOUT Agent[02] MEDIUM)']],
      ['My previous seer claim is retracted.', ['NOT (COMINGOUT Agent[02] SEER)']],
      // No role named: nothing the protocol can deny, and the old claim is not read again.
      ['I withdraw my claim.', []],
      ["I won't retract my seer claim.", []],
      ['@Midori retract your seer claim or show a result.', []],
      ['Victoria retracted her seer claim.', []],
    ],
    'the speaker’s role with an adverb before it': [
      ["I'm seriously just a villager!", ['COMINGOUT Agent[02] VILLAGER']],
      ["I'm totally a villager, trust me.", ['COMINGOUT Agent[02] VILLAGER']],
      // Someone else's claim retold.
      ["Midori said she's seriously just a villager.", []],
    ],
    'a vote on a pronoun whose antecedent is plain': [
      ["I can't follow Midori's votes, so I'm voting her today.", ['VOTE Agent[03]']],
      ["Shizue's answers made no sense so I'm voting him out.", ['VOTE Agent[04]']],
      ["Victoria dodged again. I'm voting her.", ['VOTE Agent[05]']],
      // Two candidates, or only the one spoken to: no antecedent to trust.
      ["Midori and Shizue argued, so I'm voting her.", []],
      ["@Midori I'm voting her.", []],
      ["I'm voting her accuser.", []],
      ["Given Midori's answers I'm voting her unless someone shows a stronger lead.", []],
    ],
    'a vote asked of all on a pronoun, and a vote going somewhere': [
      ["With Shizue confessing it's time to stay sharp and vote him out!", ['REQUEST ANY (VOTE Agent[04])']],
      ['Victoria lied again, so let’s vote for her.', ['REQUEST ANY (VOTE Agent[05])']],
      ["Let's vote him out.", []],
      ["Midori and Shizue lied, let's vote her.", []],
      ["My vote's going to Victoria.", ['VOTE Agent[05]']],
      ["Midori's vote is going to Victoria.", []],
    ],
    'a vote for the one spoken to, and a doubt of the speaker asked about': [
      ['@Victoria My vote goes to you.', ['VOTE Agent[05]']],
      ['Victoria, you have earned my vote.', ['VOTE Agent[05]']],
      ['My vote goes to you all.', []],
      ["@Victoria my vote won't go to you.", []],
      ['@Victoria If my vote goes to you, you lose.', []],
      ['@Victoria Are you certain about me being a wolf?', []],
      ['Midori CO’d seer and named Victoria as wolf.', []],
      ['Victoria, are you sure about Midori being a wolf?', []],
    ],
    'a CO talked about is no claim': [
      ["Victoria's Seer claim is out—Medium CO disproves it.", []],
      ['Seer CO contradicts what Midori said.', []],
      ['Medium CO. Shizue is human.', ['COMINGOUT Agent[02] MEDIUM', 'IDENTIFIED Agent[04] HUMAN']],
      ['Seer CO here.', ['COMINGOUT Agent[02] SEER']],
    ],
    'a doubt another player holds is not the speaker’s': [
      ['Servas also has doubts about Shizue.', []],
      ['Midori is wary of Victoria.', []],
      ['I also have doubts about Shizue.', ['ESTIMATE Agent[04] WEREWOLF']],
      ["Midori is quiet and I'm wary of Victoria.", ['ESTIMATE Agent[05] WEREWOLF']],
    ],
  },
  readEnglishAsAsuka,
);

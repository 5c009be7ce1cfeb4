import { describeForms, readEnglishAsAsuka } from './read-printed.ts';

/**
 * Suspicion in everyday English words (tuned on the 2025 English logs): a player who smells, a claim called false, a
 * lie told, conduct that troubles the speaker, a player put as the top suspect; a read asked, and a vote proposed, in everyday words. Said by Asuka (Agent[02]); each
 * family with near misses and denials that read nothing.
 */
describeForms(
  'English distrust in everyday words',
  {
    'a player who smells': [
      ['Victoria smells bad.', ['ESTIMATE Agent[05] WEREWOLF']],
      ["Midori's story smells fishy.", ['ESTIMATE Agent[03] WEREWOLF']],
      ['Servas reeks of deception.', ['ESTIMATE Agent[01] WEREWOLF']],
      ['Midori smelled a wolf last night.', []],
      ["Victoria doesn't smell fishy.", []],
      ['Servas said Victoria smells fishy.', []],
    ],
    'a claim called false, a lie told, conduct that troubles': [
      ["Midori's report is a falsehood.", ['ESTIMATE Agent[03] WEREWOLF']],
      ["Victoria's claim is a fallacy.", ['ESTIMATE Agent[05] WEREWOLF']],
      ["Victoria's telling a super mean fib!", ['ESTIMATE Agent[05] WEREWOLF']],
      ["Shizue's Seer choices trouble me deeply.", ['ESTIMATE Agent[04] WEREWOLF']],
      ["I don't think Victoria's claim is a fallacy.", []],
      ["Victoria's claim is not false.", []],
    ],
    'a read asked in everyday words': [
      ['@Midori you were very calm yesterday—who do you distrust?', ['INQUIRE Agent[03] (ESTIMATE ANY WEREWOLF)']],
      ['@Midori what concrete read do you have?', ['INQUIRE Agent[03] (ESTIMATE ANY WEREWOLF)']],
      ['@Midori name your top wolf now.', ['INQUIRE Agent[03] (ESTIMATE ANY WEREWOLF)']],
      ['Midori! Any thoughts on who stands out?', ['INQUIRE Agent[03] (ESTIMATE ANY WEREWOLF)']],
      ["I don't know who stands out.", []],
    ],
    'a vote proposed as the good thing to do': [
      ['Voting for Midori seems sensible.', ['REQUEST ANY (VOTE Agent[03])']],
      ['Voting Midori feels like a smart play.', ['REQUEST ANY (VOTE Agent[03])']],
      ['Voting Midori today could clear things up.', ['REQUEST ANY (VOTE Agent[03])']],
      ['Voting Midori seems hasty.', []],
      ['Voting for Midori seems the safer move.', []],
      ["Voting Midori doesn't seem sensible.", []],
    ],
    'a player put as the top suspect': [
      ['That puts Midori as my top suspect.', ['ESTIMATE Agent[03] WEREWOLF']],
      ['Midori is not my top suspect.', []],
    ],
  },
  readEnglishAsAsuka,
);

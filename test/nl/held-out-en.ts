import type { LabelledExample } from './labelled-example.ts';

/**
 * Held out: written after the rules were tuned on the labelled set (both rounds) and never used for
 * tuning. The benchmark prints its figures as an estimate on unseen talk. Roster as in labelled-en.
 */
export const ENGLISH_HELD_OUT: readonly LabelledExample[] = [
  ['Mark', 'Okay I will come out: I am the medium.', ['COMINGOUT Agent[07] MEDIUM']],
  ['Daniel', 'I am the seer and I stand by it.', ['COMINGOUT Agent[09] SEER']],
  ['Rin', 'Bodyguard CO.', ['COMINGOUT Agent[06] BODYGUARD']],
  ['Daniel', 'My result for last night: Hope is a werewolf.', ['DIVINED Agent[08] WEREWOLF']],
  ['Asuka', 'I divined Rin. Rin is human.', ['DIVINED Agent[06] HUMAN']],
  ['Mark', 'Medium result: the executed Victoria was a werewolf.', ['IDENTIFIED Agent[05] WEREWOLF']],
  ['Hope', 'Shizue is the most suspicious person here.', ['ESTIMATE Agent[04] WEREWOLF']],
  ['Servas', 'I think Rin is lying.', ['ESTIMATE Agent[06] WEREWOLF']],
  ['Victoria', 'Daniel sounds like a wolf.', ['ESTIMATE Agent[09] WEREWOLF']],
  ['Midori', 'I am sure Mark is innocent.', ['ESTIMATE Agent[07] VILLAGER']],
  ['Shizue', 'I think Asuka is the real seer.', ['ESTIMATE Agent[02] SEER']],
  ['Rin', "Hope isn't a wolf in my view.", ['NOT (ESTIMATE Agent[08] WEREWOLF)']],
  ['Asuka', 'I will vote Shizue today.', ['VOTE Agent[04]']],
  ['Servas', 'My final vote is on Daniel.', ['VOTE Agent[09]']],
  ['Hope', 'Vote for Shizue everyone.', ['REQUEST ANY (VOTE Agent[04])']],
  ['Victoria', '@Mark vote Daniel with us.', ['REQUEST Agent[07] (VOTE Agent[09])']],
  ['Daniel', 'Tonight I will divine Midori.', ['DIVINATION Agent[03]']],
  ['Midori', 'Seer please check Victoria tonight.', ['REQUEST ANY (DIVINATION Agent[05])']],
  ['Rin', 'Tonight I will guard Daniel.', ['GUARD Agent[09]']],
  ['Shizue', '@Daniel who is the werewolf in your opinion?', ['INQUIRE Agent[09] (ESTIMATE ANY WEREWOLF)']],
  ['Mark', '@Asuka who are you voting for today?', ['INQUIRE Agent[02] (VOTE ANY)']],
  ['Servas', '@Daniel share your divination result please.', ['INQUIRE Agent[09] (DIVINED ANY ANY)']],
  ['Hope', 'I agree with Daniel.', ['AGREE TALK day1 ID:19']],
  ['Asuka', 'Shizue is a werewolf so I vote Shizue.', ['BECAUSE (ESTIMATE Agent[04] WEREWOLF) (VOTE Agent[04])']],
  [
    'Daniel',
    'I am the seer. Hope is a werewolf. Everyone vote Hope.',
    ['COMINGOUT Agent[09] SEER', 'DIVINED Agent[08] WEREWOLF', 'REQUEST ANY (VOTE Agent[08])'],
  ],
  ['Victoria', 'Good luck everyone and stay sharp.', []],
  ['Midori', 'Hope says she is the seer.', []],
  ['Rin', 'If Daniel is lying we lose tonight.', []],
  ['Servas', 'The marketplace is hopeful today.', []],
  ['Mark', "Asuka's result said Rin is human.", []],
  ['Shizue', 'Waiting for the seer result.', []],
  ['Hope', 'Why would the wolves kill Servas?', []],
];

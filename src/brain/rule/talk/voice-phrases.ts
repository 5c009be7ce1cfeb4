import type { PhraseBook } from './phrase-book.ts';

/**
 * Each register's own ways of saying the most frequent moves (English): the composer tries a speaker's
 * register variants before the shared ones of `en-phrases.ts` (same placeholders, same kinds), so that
 * an agreement, a vote or a rebuttal sounds like the one who says it. Short: a talk's reasons come
 * first. Every variant must read back to its move (the composer checks; test/brain/rule/talk).
 */
export const EN_VOICE_PHRASES: PhraseBook = {
  vote: [
    '[formal]I shall vote for {t}.',
    '[formal]I intend to vote for {t}.',
    '[casual]Okay my vote is on {t}.',
    "[casual]I'm putting my vote on {t}.",
    '[gentle]I guess I will vote for {t}.',
    '[gentle]I think my vote goes to {t}.',
    "[rough]I'm voting {t}.",
    '[rough]My vote: {t}.',
    '[elder]I shall cast my vote for {t}.',
    '[elder]I will put my vote on {t}.',
    "[child]I'm voting for {t}!",
    '[child]My vote is for {t}!',
    '[polite]I plan to vote for {t}.',
  ],
  agree: [
    '[formal]I concur with {a} regarding {t}.',
    '[casual]Totally with {a} on {t}.',
    '[gentle]I think {a} may be right about {t}.',
    '[rough]{a} is right. {t} it is.',
    '[elder]{a} speaks wisely about {t}.',
    '[child]Me too! {a} is right about {t}!',
    '[polite]I share the view of {a} on {t}.',
  ],
  'agree-reply': [
    '[formal]I concur with {a}.',
    '[casual]Yeah I am with {a} here.',
    '[gentle]I think {a} may be right.',
    '[rough]{a} is right.',
    '[elder]{a} speaks wisely.',
    '[child]Me too! Same as {a}!',
    '[polite]I share the view of {a}.',
  ],
  rally: [
    '[formal]Let us all vote for {t}.',
    '[casual]Come on everyone let us all vote {t}.',
    '[gentle]Maybe we should all vote for {t}.',
    '[rough]Everyone vote {t}. No excuses.',
    '[elder]Listen to an old one and vote for {t}.',
    "[child]Everybody vote for {t}! Let's go!",
    '[polite]Let us all vote for {t} please.',
  ],
  'estimate-werewolf': [
    '[formal]In my judgment {t} is a werewolf.',
    '[casual]Honestly {t} feels like a wolf to me.',
    '[gentle]I am a little afraid {t} is a werewolf.',
    '[rough]{t} is a wolf. Plain as day.',
    '[elder]I fear {t} is a werewolf.',
    '[child]{t} is the wolf for sure!',
  ],
  'estimate-villager': [
    '[formal]In my judgment {t} is a villager.',
    '[casual]{t} is a villager for sure.',
    '[gentle]I think {t} is probably a villager.',
    '[rough]{t} is clean. I trust them.',
    '[elder]{t} has an honest face. I trust them.',
    '[child]{t} is a good villager! I trust them!',
  ],
  rebut: [
    '[formal]{a} is mistaken. I am not a werewolf.',
    "[casual]Whoa {a}. I'm not a werewolf I promise.",
    "[gentle]Um {a}... I'm really not a werewolf.",
    "[rough]{a} is dead wrong. I'm no werewolf.",
    '[elder]{a} is wrong about me. I am no werewolf.',
    "[child]No way {a}! I'm not a werewolf!",
  ],
  thanks: [
    '[formal]{a} is correct. I am human.',
    '[casual]Thanks {a}! Yep I am human.',
    '[gentle]Thank you {a}. I really am human.',
    "[rough]{a} is right. I'm human.",
    '[elder]Bless you {a}. I am human indeed.',
    "[child]Yay thanks {a}! I'm human!",
  ],
  'vote-change': [
    '[formal]I withdraw my vote from {b}. I vote for {t} now.',
    '[casual]Okay change of plan. Not {b} anymore. I vote {t}.',
    '[gentle]Sorry {b}... I will vote for {t} instead.',
    "[rough]Forget {b}. I'm voting {t}.",
    '[elder]I was on {b} but now I vote for {t}.',
    "[child]Not {b} anymore! I'm voting {t}!",
  ],
  'vote-again': [
    '[formal]My vote remains on {t}.',
    '[casual]Still voting {t} for sure.',
    '[gentle]I think I will still vote for {t}.',
    "[rough]I'm still voting {t}.",
    '[elder]My vote stays with {t}.',
    '[child]Still voting {t}!',
  ],
  'cite-with': [
    '[formal]{a} likewise doubts {t}.',
    '[casual]{a} thinks {t} is fishy too.',
    '[gentle]{a} seems worried about {t} too.',
    '[rough]Even {a} sees it about {t}.',
    '[elder]{a} also has an eye on {t}.',
    '[child]{a} thinks {t} is sus too!',
  ],
};

import type { PhraseBook } from './phrase-book.ts';

/**
 * English pieces of a composed talk (see ja-phrases.ts for the placeholders). `{think}`, `{will}`,
 * `{please}`, `{so}` are the speaker's register (endings.ts). No ASCII commas: the game log is
 * comma-separated.
 */
export const EN_PHRASES: PhraseBook = {
  // The day-0 greeting: an introduction with the speaker's name, then a remark; each seat takes its own
  // pair by its place at the table (composeGreeting), said in its contractions and marks.
  greeting: [
    "[polite]Hello everyone. I'm {n}.",
    '[polite]Hi all. {n} here.',
    '[polite]Good evening. My name is {n}.',
    '[formal]Good day to you all. My name is {n}.',
    '[formal]Greetings. I am {n}.',
    '[formal]It is a pleasure. I am {n}.',
    '[casual]Hey everyone! {n} here.',
    "[casual]Hi hi. I'm {n}.",
    "[casual]Yo! The name's {n}.",
    "[gentle]Um hello. I'm {n}.",
    "[gentle]Hi. I'm {n}.",
    '[gentle]Oh hello. My name is {n}.',
    '[rough]{n}.',
    '[rough]The name is {n}.',
    "[rough]I'm {n}. Remember it.",
    "[elder]Ah. I'm {n}.",
    '[elder]Good morning young ones. {n} is my name.',
    '[elder]Well well. {n} here.',
    "[child]Hi! I'm {n}!",
    '[child]{n} here!',
    "[child]Hello hello! I'm {n}!",
    '[cool]{n}.',
    '[cool]I am {n}.',
    "[cool]Name's {n}.",
  ],
  'greeting-remark': [
    "[polite]Let's talk this through calmly.",
    "[polite]I'll listen carefully to everyone.",
    '[polite]I look forward to working with you all.',
    '[formal]I look forward to a fair discussion.',
    '[formal]Let us proceed with clear heads.',
    '[formal]May reason guide us today.',
    '[casual]This is gonna be fun.',
    "[casual]Let's find those wolves together!",
    "[casual]Can't wait to get started!",
    "[gentle]I'll do my best to listen to everyone.",
    '[gentle]I hope we can all be kind to each other.',
    '[gentle]Please be patient with me.',
    "[rough]I don't trust anyone yet and neither should you.",
    "[rough]Lie to me and I'll notice.",
    "[rough]Let's get this over with.",
    '[elder]I have seen a few of these nights. Let us be careful.',
    '[elder]Listen well today.',
    '[elder]Patience finds wolves.',
    "[child]I'm gonna find the wolf!",
    '[child]This is so exciting!',
    "[child]Let's play fair!",
    "[cool]I'll keep it short and stick to facts.",
    '[cool]Facts over feelings today.',
    "[cool]Let's be efficient.",
  ],
  claim: ['I am {ra}.', "I'm coming out as {ra}.", 'Let me come out now: I am {ra}.', 'Time to say it. I am {ra}.'],
  // A bodyguard or medium out with no result yet: who said they vote us (2 or 3 named; else how many).
  'claim-threatened': [
    '{list} say they will vote me so I have to say it now.',
    'I say it now because {list} plan to vote me.',
  ],
  'claim-threatened-many': [
    '{k} of you say you will vote me so I have to say it now.',
    'With {k} votes coming my way I must say it.',
  ],
  'divined-human': [
    'My divination result: {t} is human.',
    'I divined {t} as human.',
    '{t} came back human from my divination.',
  ],
  'divined-werewolf': [
    'My divination result: {t} is a werewolf.',
    'I divined {t} as a werewolf.',
    '{t} came back black from my divination.',
  ],
  'result-call-black': ["Let's vote {t} out today.", 'Everyone {please} vote for {t} today.'],
  'result-call-last': [
    'With {t} human the werewolf can only be {b}. Let us vote {b} out.',
    'That leaves {b} as the werewolf. Everyone vote {b} today.',
  ],
  'result-call-last-short': ['{so} {b} is the werewolf.'],
  'result-call-white': ['{please} keep your votes off {t}.', 'So leave {t} out of the vote.'],
  'endgame-call-possessed': ['Possessed join me on {t}.', 'Possessed put your vote on {t} with mine.'],
  'endgame-call-partner': ['{p} join me on {t}.', '{p} put your vote on {t} with mine.'],
  'endgame-now': ['Only {k} of us are left.', 'With {k} of us left there is no point hiding.'],
  'endgame-call-werewolf': [
    'Werewolf tell me where to vote and I will follow.',
    'Werewolf name the target and my vote is yours.',
  ],
  'result-call-seer': [
    '{b} please share your next divination result.',
    '{b} what did your divination show last night?',
  ],
  // The bodyguard's guard of last night (said once out as the bodyguard); -quiet: nobody died that night.
  guarded: ['Last night I guarded {t}.', 'I protected {t} last night.'],
  'guarded-quiet': ['Last night I guarded {t} and nobody died.', 'I protected {t} last night and the attack failed.'],
  'identified-human': ['My medium result: {t} was human.', 'Medium reading: {t} was human.'],
  'identified-werewolf': ['My medium result: {t} was a werewolf.', 'Medium reading: {t} was a werewolf.'],
  vote: [
    '{will} vote for {t}.',
    'My vote goes to {t}.',
    "I'm voting for {t} today.",
    '{will} vote for {t} today.',
    '[rough|casual|child]{t} gets my vote.',
    '[formal|polite|elder|gentle]Today I vote for {t}.',
  ],
  'estimate-werewolf': [
    '{think} {t} is a werewolf.',
    'I suspect {t}.',
    '{t} seems suspicious to me.',
    '{think} {t} is a wolf.',
  ],
  'estimate-possessed': [
    '{think} {t} is the possessed.',
    '{t} might be the possessed.',
    '{think} {t} is the possessed with a fake claim.',
  ],
  'estimate-fake': ["{think} {t}'s {r} claim is fake.", "{t} is a fake {r}. I don't buy it."],
  'estimate-fake-own': ["{t}'s {r} claim is fake. I am the real {r}.", "I am the real {r}. {t}'s {r} claim is fake."],
  'estimate-villager': ['I trust {t}.', '{think} {t} is a villager.', '{t} seems innocent to me.'],
  'vote-again': ['I still vote for {t}.', 'My vote stays on {t}.', 'Nothing changes: {will} vote for {t}.'],
  'vote-after-suspicion': ['{b} still bothers me but my vote goes to {t}.', 'I had my eye on {b} but I am voting {t}.'],
  // Our stance of an earlier day (a vote or suspicion still standing) left for another: said, never silent.
  'vote-after-stance': [
    'I had my eye on {b} before but today my vote goes to {t}.',
    'I was on {b} earlier but now I am voting {t}.',
  ],
  // Beside a suspicion of another: the doubt our lines voiced before still stands.
  'stance-kept': ['{b} still bothers me too.', 'I have not forgotten about {b} either.'],
  'vote-change': ['I am switching my vote from {b} to {t}.', 'I said {b} before but my vote now goes to {t}.'],
  // What was just said at the table about the agent our move names.
  'cite-with': ['{a} has doubts about {t} too.', '{a} just named {t} as well.'],
  'cite-accuses': ['{t} is pointing at {b} but {t} is the one I doubt.', '{t} went after {b} just now.'],
  'cite-defends': ['{a} vouches for {t} but I see it differently.', '{a} is standing up for {t}.'],
  'cite-white': ['{a} calls {t} human but I still have doubts.', "{a}'s white on {t} does not settle it for me."],
  'cite-differs': ['{a} is after {b} but I am more worried about {t}.', "I don't follow {a} on {b}."],
  'cite-claim': ['{t} claims to be {ra} now. I am not convinced.', "{t} says they are {ra} but I don't buy it."],
  // The target came out as a werewolf or the possessed: its own word, taken at face value.
  'cite-claim-out': [
    '{t} now openly says they are {ra}.',
    '{t} has come out as {ra}. Their own words.',
    '{t} admits to being {ra}.',
  ],
  rally: ["Let's all vote for {t}.", 'Everyone {please} vote for {t}.', 'Let us put our votes on {t} today.'],
  agree: ['I agree with {a} about {t}.', 'I agree with {a}. {t} is the one.', '{a} is right about {t}.'],
  'reply-vote': ['@{a} {will} vote for {t}.', '@{a} My vote goes to {t}.', "@{a} To answer you: I'm voting for {t}."],
  'reply-suspect': ['@{a} I suspect {t}.', '@{a} {think} {t} is a werewolf.'],
  'reply-role': ['@{a} I am {ra}.', '@{a} To answer you: I am {ra}.'],
  'reply-no-role': ['@{a} I would rather keep my role to myself for now.', '@{a} My role stays hidden for now.'],
  // The werewolf side asked its role: no role named (a later claim stays open), nothing hidden.
  'reply-not-werewolf': ['@{a} I am not a werewolf.', '@{a} I am no werewolf, that much I can say.'],
  'reply-result': ['@{a} My result stands: {t} is {s}.', '@{a} As I said {t} came back {s}.'],
  'reply-result-medium': ['@{a} My medium result stands: {t} was {s}.', '@{a} As the medium I saw {t} was {s}.'],
  'reply-divined-why': [
    '@{a} I divined {t} {n} and {t} was {s}. Nobody had checked {t} yet.',
    '@{a} {t} was my check {n} since nobody had a result on {t}. {t} came back {s}.',
  ],
  'reply-divined-night': ['@{a} I divined {t} {n} and {t} was {s}.', '@{a} {t} was my check {n}: {s}.'],
  // Asked whom we guarded (out as the bodyguard): the night and the guard really sent.
  'reply-guarded': ['@{a} I guarded {t} {n}.', '@{a} My guard {n} was on {t}.'],
  'reply-result-now': ['@{a}', '@{a} Here is my result.'],
  'reply-result-out': [
    '@{a} To answer you: I am {ra}. My results were made up.',
    '@{a} Simple. I am {ra} so I faked those results.',
  ],
  'reply-request-yes': ['@{a} Agreed. {will} vote for {t}.', '@{a} Fair enough. My vote goes to {t}.'],
  'reply-request-no': ['@{a} Sorry but {will} vote for {t}.', '@{a} No. My vote stays on {t}.'],
  'reply-about': ['@{a} About {t}:', '@{a} On {t}: here is what I see.'],
  'reply-about-none': ['@{a} I have no firm read on {t} yet.', '@{a} {t}? Hard to say yet.'],
  'reply-reason-none': ['@{a} Honestly I have no hard evidence yet.', '@{a} Nothing firm yet to be fair.'],
  'reply-reason': ['@{a} Here is why I suspect {t}.', '@{a} Fair question. My reason is this.'],
  // Addressed with something we could not read: the address and our view, never "to answer you" (a dodge).
  'reply-mention': ['@{a}'],
  rebut: [
    '{a} suspects me but I am not a werewolf.',
    'I am not a werewolf. {a} has it wrong.',
    "{a} is pointing at me. I'm on the village side.",
  ],
  // Addressed to the accuser (the server does not count the opening address): only to make room for the
  // reason of the move beside it.
  'rebut-short': ['@{at} You have me wrong.'],
  // A result just published by someone else, taken in before our own move.
  'news-divined': ['So {a} says {t} is {s}.', "Noted: {a}'s divination has {t} as {s}."],
  'news-medium': ["So {a}'s medium result has {t} as {s}.", 'Noted: {a} reads {t} as {s}.'],
  // A player we published human, suspected by someone: we stand by the result (never an `@`: it opens no answer).
  'defend-white': [
    '{a} suspects {t} but I divined {t} and {t} is human.',
    '{t} came back human when I divined. {a} is looking in the wrong place.',
    'My result on {t} stands: human. {a} should look elsewhere.',
  ],
  thanks: ['{a} says I am human and that is right.', 'Thank you {a}. I am indeed human.'],
  'agree-reply': ['I agree with {a}.', '{a} and I see it the same way.', '{a} has a point.'],
  'ask-view': [
    '{t} what is your read?',
    'I want to hear from {t} before the vote.',
    'I could change my mind if {t} explains themselves.',
  ],
  // The same, to one who has named no suspect today: asking whom they suspect is a real question then.
  'ask-fake-seer': ['{t} why did you choose that player to divine?', '{t} tell us how you picked whom to divine.'],
  'ask-suspect': ['{t} {please} tell us who you suspect.', '{t} what is your read?', '{t} who do you suspect and why?'],
  'reason-black-report': ['{a} divined {t} as a werewolf.', '{t} got a black result from {a}.'],
  'reason-black-own': ['My divination showed {t} is a werewolf.', '{t} came back black when I divined.'],
  'reason-white-report': ['{a} divined {t} as human.', '{t} has a white result from {a}.'],
  'reason-white-own': ['My divination showed {t} is human.'],
  'reason-counter-claim': ['{t} and {a} both claim to be the {r}.', 'Two people claim {r}: {t} and {a}.'],
  // Three or more claimers of one role: {a} lists every other living one, {k} counts them all.
  'reason-counter-claim-many': ['{t} is one of {k} {r} claimers along with {a}.', '{t} claims {r} along with {a}.'],
  'reason-late-claim': ['{t} only claimed {r} after {a} did.', '{t} came out as {r} later than {a}.'],
  'reason-word-vote': ['{t} named {b} {d} but then voted {c}.', '{d} {t} announced {b} yet the vote went to {c}.'],
  'reason-voted-identified': ['{t} voted {b} {d} and {b} turned out human.'],
  'reason-voted-white': [
    '{t} voted {b} {d} and {a} found {b} human.',
    '{t} voted {b} {d} but {b} has a white result from {a}.',
  ],
  'reason-voted-white-own': ['{t} voted {b} {d} and I divined {b} as human.'],
  'reason-voted-attacked': ['{t} voted {b} {d} and the wolves then attacked {b}.'],
  'reason-voted-with': ['{t} voted {b} {d} together with {a} who got a black result.'],
  'reason-voted-with-doubted': [
    '{t} voted {b} {d} together with {a} whom I doubt.',
    '{t} voted {b} {d} in step with {a} whom I doubt.',
  ],
  'reason-defended-doubted': ['{t} vouched for {a} whom I doubt.', '{t} stood up for {a} whom I doubt.'],
  // The same of one who is dead now: our doubt is said in the past.
  'reason-voted-with-doubted-dead': [
    '{t} voted {b} {d} together with {a} whom I had doubted.',
    '{t} voted {b} {d} in step with {a} whom I had doubted.',
  ],
  'reason-defended-doubted-dead': [
    '{t} vouched for {a} whom I had doubted.',
    '{t} stood up for {a} whom I had doubted.',
  ],
  'reason-defended': ['{t} stood up for {a} who has a black result.', '{t} defended {a}.'],
  'reason-silence': ['{t} barely said a thing {d}.', '{t} only said Over {d}.'],
  'reason-pressed-me': ['{t} put a question to me by name today.', '{t} singled me out with a question today.'],
  'reason-quiet': ['{t} has not said a word today.', '{t} is still silent today.'],
  'reason-quiet-once': ['{t} has spoken only once today.', '{t} has said just one thing today.'],
  'reason-voted-me': ['{t} voted for me {d}.', '{d} {t} put a vote on me.'],
  'reason-no-names': ['{t} talked {d} but named nobody.', '{t} has not named a single suspect {d}.'],
  'reason-no-names-yet': [
    '{t} has not named a single player since the game began.',
    '{t} has named nobody at all so far.',
  ],
  'reason-unanswered': [
    '{a} asked {t} by name {d} and {t} has named nobody since.',
    '{a} put a question to {t} {d} and {t} has named nobody since.',
  ],
  'reason-no-white': ['Nobody has a white result on {t} yet.', '{t} is still without a white result.'],
  // A reason said earlier today, pointed back to instead of said again in other words.
  'reason-as-said': [
    'My reason on {t} is the one I gave.',
    'The reason is what I said before.',
    'Nothing has changed about {t} since I said why.',
    'My reason for {t} still stands.',
  ],
  'reason-accused-me': ['{t} calls me a wolf and I know I am not one.', '{t} has been pointing at me.'],
  'reason-suspects-white': [
    '{t} is going after {b} although {a} found {b} human.',
    '{t} suspects {b} who has a white result from {a}.',
  ],
  'reason-suspects-white-own': [
    '{t} is going after {b} although I divined {b} as human.',
    '{t} suspects {b} whom I found human.',
  ],
  'reason-last-grey': [
    'Apart from me {t} is the only one alive without a white result.',
    'Everyone else alive has been found human. Only {t} is left.',
  ],
  'reason-crowd': ['{a} also plans to vote {t}.', 'I am not the only one: {a} is on {t} too.'],
  'reason-votes-claimer': [
    '{t} wants {a} out and {a} is our only {r} claim.',
    '{t} is going after {a} who is the only one claiming {r}.',
  ],
  'reason-bare-vote': [
    '{t} named {b} for the vote without giving any reason.',
    '{t} wants {b} out but never said why.',
  ],
  'reason-vote-switch': [
    '{t} said {b} earlier today and has switched to {c}.',
    '{t} moved the vote from {b} to {c} today.',
  ],
  'reason-voted-black': [
    '{t} voted {b} {d} and {b} had a black result from {a}.',
    '{d} {t} put a vote on {b} whom {a} had found black.',
  ],
  'reason-voted-black-own': ['{t} voted {b} {d} and I had found {b} black.'],
  'reason-sole-claim': ['{t} is the only {r} claim.'],
  'reason-withdrew-claim': ['{t} took back the {r} claim {d}.', '{t} claimed {r} and then withdrew it {d}.'],
  'reason-medium-voters': ['{d} the votes on {b} came from {list}.'],
  'reason-medium-match': ["That matches {a}'s divination."],
  'reason-medium-contradicts': [
    "{t} called {b} {s} but {a}'s medium result says otherwise.",
    "{t}'s result on {b} clashes with {a}'s medium result.",
  ],
  'reason-medium-contradicts-own': [
    '{t} called {b} {s}. My medium result on {b} is the opposite.',
    "{t}'s result on {b} does not match my medium result.",
  ],
  'summary-votes': ['{d} {t} drew {k} votes.', 'Remember that {t} got {k} votes {d}.'],
  'summary-claims': ['The {r} claims so far: {list}.'],
  observe: ['{t} is the one I am watching.', 'I keep coming back to {t}.'],
};

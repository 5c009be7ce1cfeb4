import type { Sentence } from '../../../protocol/ast.ts';
import type { GameState } from '../../../game/state.ts';
import type { Beliefs, Question } from '../../beliefs/index.ts';

/**
 * What was just said to or about us that deserves a reply: a question or request addressed to us, an
 * accusation, a white result on us, someone who wants the same vote as we do.
 */
export type Reply =
  | {
      readonly kind: 'question';
      readonly from: string;
      readonly topic: string;
      readonly ask: Ask;
      /** Asked of everybody ("who do you all suspect?"), not of us by name: answered to its asker all the same. */
      readonly toTable?: true;
    }
  /** A result just published by someone else (since our last talk): we take it in before our move. */
  | {
      readonly kind: 'news';
      readonly from: string;
      readonly target: string;
      readonly werewolf: boolean;
      readonly medium: boolean;
      readonly key: string;
    }
  /** Someone suspects or votes a player we published human: we stand by our result. */
  | { readonly kind: 'defend'; readonly from: string; readonly target: string; readonly key: string }
  | { readonly kind: 'rebut'; readonly from: string; readonly key: string }
  | { readonly kind: 'thanks'; readonly from: string; readonly key: string }
  | { readonly kind: 'agree'; readonly from: string; readonly on: string; readonly key: string }
  /** Someone addressed us by `@Name` with something we could not read as a question: we give our view. */
  | { readonly kind: 'mentioned'; readonly from: string; readonly key: string };

/** What a question to us asks for. */
export type Ask =
  | { readonly kind: 'role' }
  | { readonly kind: 'result' }
  | { readonly kind: 'vote' }
  | { readonly kind: 'suspect' }
  /** Whether (and why) we suspect this agent. */
  | {
      readonly kind: 'reason';
      readonly target: string;
      /** Asked why we trust it (`ESTIMATE X VILLAGER`): what speaks for it is the answer first. */
      readonly trusted?: true;
    }
  | { readonly kind: 'request-vote'; readonly target: string }
  /** When (and why) we divined: read from the text ("which night did you check X?", 「なぜXを占ったの？」). */
  | { readonly kind: 'divined-why'; readonly target?: string }
  /** Whom we guarded ("who did you protect last night?", 「昨夜は誰を守ったの？」). */
  | { readonly kind: 'guard' };

/** The topic the talk plan marks a question answered with (talk-plan.ts `answerTopic`). */
export const questionTopic = (question: Pick<Question, 'day' | 'idx'>): string =>
  `answer:${question.day}:${question.idx}`;

export const askOf = (clause: Sentence, nameOf: (agent: number) => string | undefined): Ask | undefined => {
  switch (clause.type) {
    case 'COMINGOUT':
      return { kind: 'role' };
    case 'DIVINED':
    case 'IDENTIFIED':
    case 'DIVINATION':
      return { kind: 'result' };
    case 'GUARDED':
      return { kind: 'guard' };
    case 'ESTIMATE': {
      const target = clause.target === 0 ? undefined : nameOf(clause.target);
      if (target === undefined) return { kind: 'suspect' };
      return clause.role === 'VILLAGER' ? { kind: 'reason', target, trusted: true } : { kind: 'reason', target };
    }
    case 'VOTE': {
      const target = clause.target === 0 ? undefined : nameOf(clause.target);
      return target === undefined ? { kind: 'vote' } : { kind: 'request-vote', target };
    }
    default:
      return undefined;
  }
};

/**
 * What `pendingReplies` reads, handed to each of its parts: one function of them all was large enough that
 * V8's optimising compiler took about half a second per compile (trace of the shipped arena bench).
 */
type Owed = {
  readonly state: GameState;
  readonly beliefs: Beliefs;
  readonly done: { has(key: string): boolean };
  readonly nameOf: (agent: number) => string | undefined;
  readonly voteTarget: string | undefined;
  readonly published: readonly { readonly target: string; readonly species: string }[];
  readonly day: number;
  readonly alive: (agent: string) => boolean;
};

/** Questions put to us by name today. */
const questionsToUs = (owed: Owed, replies: Reply[]): void => {
  const { state, beliefs, done, nameOf, day } = owed;
  // Newest first: the one who just asked us is the one the table sees waiting for our answer; an older
  // question keeps for the next talk.
  for (let index = beliefs.questions.length - 1; index >= 0; index--) {
    const question = beliefs.questions[index]!;
    if (!question.toMe || question.day !== day || question.from === state.self) continue;
    const topic = questionTopic(question);
    if (done.has(topic)) continue;
    const ask = askOf(question.clause, nameOf);
    if (ask !== undefined) replies.push({ kind: 'question', from: question.from, topic, ask });
  }
};

/** The live question to everybody since our last talk. */
const tableQuestion = (owed: Owed, replies: Reply[]): void => {
  const { state, beliefs, done, nameOf, day, alive } = owed;
  // The live question to everybody: the latest talk since our last one that asks the table whom they
  // suspect or vote, or for results; answered to its asker ("@Asker I suspect X…"), not to the room.
  for (let index = state.talks.length - 1; index >= 0; index--) {
    const talk = state.talks[index]!;
    if (talk.day !== day || talk.agent === state.self) break;
    if (talk.over || talk.skip) continue;
    // A talk that names someone else asks them or about them ("I want to know whom X suspects"), unless
    // it calls on everybody; a talk that calls on someone by `@Name` asks them, whatever the reader made of it.
    if (state.agents.some((agent) => agent !== state.self && talk.text.includes(`@${agent}`))) continue;
    if (
      !EVERYBODY.test(talk.text) &&
      state.agents.some((agent) => agent !== state.self && agent !== talk.agent && talk.text.includes(agent))
    )
      continue;
    const question = beliefs.questions.find(
      (entry) => entry.day === day && entry.idx === talk.idx && !entry.toMe && entry.kind === 'INQUIRE',
    );
    if (question === undefined) continue;
    const topic = questionTopic(question);
    const ask = askOf(question.clause, nameOf);
    if (
      !done.has(topic) &&
      alive(question.from) &&
      ask !== undefined &&
      (ask.kind === 'suspect' || ask.kind === 'vote' || ask.kind === 'result')
    ) {
      replies.push({ kind: 'question', from: question.from, topic, ask, toTable: true });
    }
    break;
  }
};

/** The newest result published since our last talk. */
const newsSince = (owed: Owed, replies: Reply[]): void => {
  const { state, beliefs, done, day, alive } = owed;
  // The newest result published since our last talk (not on us: thanks and rebuttals answer those).
  let since = -1;
  for (let index = state.talks.length - 1; index >= 0; index--) {
    const talk = state.talks[index]!;
    if (talk.day !== day) break;
    if (talk.agent === state.self && !talk.over && !talk.skip) {
      since = talk.idx;
      break;
    }
  }
  const news = beliefs.reports.findLast(
    (report) =>
      report.day === day &&
      report.idx > since &&
      report.channel === 'talk' &&
      report.reporter !== state.self &&
      report.target !== state.self &&
      alive(report.reporter),
  );
  // Once someone else has taken it up (named its target since), it is no longer news to repeat.
  const takenUp =
    news !== undefined &&
    state.talks.some(
      (talk) =>
        talk.day === day &&
        talk.idx > news.idx &&
        talk.agent !== state.self &&
        talk.agent !== news.reporter &&
        talk.text.includes(news.target),
    );
  if (news !== undefined && !takenUp) {
    const key = `news:${day}:${news.idx}`;
    if (!done.has(key)) {
      replies.push({
        kind: 'news',
        from: news.reporter,
        target: news.target,
        werewolf: news.species === 'WEREWOLF',
        medium: news.kind === 'identification',
        key,
      });
    }
  }
};

/** A player we published human, accused today: we stand by the result. */
const defence = (owed: Owed, replies: Reply[]): void => {
  const { state, beliefs, done, published, day, alive } = owed;
  // A player we published human, suspected or voted today by someone living: we stand by the result.
  const whites = new Set(
    published.filter((result) => result.species === 'HUMAN' && alive(result.target)).map((result) => result.target),
  );
  if (whites.size > 0) {
    const accusations = [
      ...beliefs.suspicions
        .filter((entry) => entry.day === day && (entry.role === 'WEREWOLF' || entry.role === 'POSSESSED'))
        .map((entry) => [entry.agent, entry.target] as const),
      ...Object.entries(beliefs.voteIntentions),
    ];
    for (const [agent, target] of accusations) {
      if (agent === state.self || !whites.has(target) || !alive(agent) || agent === target) continue;
      const key = `defend:${day}:${target}`;
      if (done.has(key)) continue;
      replies.push({ kind: 'defend', from: agent, target, key });
      break;
    }
  }
};

/**
 * Suspicions and votes on us today: a rebuttal each (one a day), the strongest accuser first — one who
 * votes us or claims the role we claim before one who only suspects us, more suspicions before fewer, the
 * latest before the earlier
 * (pressed by several, answering the first passing remark leaves the real case against us unanswered).
 */
const rebuttals = (owed: Owed, replies: Reply[]): void => {
  const { state, beliefs, done, day, alive } = owed;
  if (done.has(`rebut:${day}`)) return;
  const strength = new Map<string, { weight: number; latest: number }>();
  const add = (agent: string, weight: number, idx: number): void => {
    if (agent === state.self || !alive(agent) || done.has(`rebut:${day}:${agent}`)) return;
    const known = strength.get(agent) ?? { weight: 0, latest: -1 };
    strength.set(agent, { weight: known.weight + weight, latest: Math.max(known.latest, idx) });
  };
  for (const suspicion of beliefs.suspicions) {
    if (suspicion.target !== state.self || suspicion.day !== day) continue;
    if (suspicion.role !== 'WEREWOLF' && suspicion.role !== 'POSSESSED') continue;
    // Said back at us after our own talk today went after its speaker, it answers our accusation: no
    // rebuttal owed (our move on that player already says where we stand).
    if (wentAfterEarlier(owed, suspicion.agent, suspicion.idx)) continue;
    add(suspicion.agent, 1, suspicion.idx);
  }
  for (const [agent, target] of Object.entries(beliefs.voteIntentions)) {
    if (target === state.self) add(agent, 2, -1);
  }
  // A rival claimer of our role that accuses us is the case against us: "X's claim is fake" answers it.
  const ours = new Set(beliefs.claims.filter((claim) => claim.agent === state.self).map((claim) => claim.role));
  const rivals = new Set(
    beliefs.claims.filter((claim) => claim.agent !== state.self && ours.has(claim.role)).map((claim) => claim.agent),
  );
  for (const rival of rivals) if (strength.has(rival)) add(rival, 2, -1);
  const ranked = [...strength].sort(([, left], [, right]) => right.weight - left.weight || right.latest - left.latest);
  for (const [agent] of ranked) {
    if (!replies.some((reply) => reply.kind === 'rebut' && reply.from === agent))
      replies.push({ kind: 'rebut', from: agent, key: `rebut:${day}:${agent}` });
  }
};

/**
 * Whether our talk today before `idx` went after `agent` (a suspicion of it, or the vote we still intend
 * named in a talk before), as read from our own words. Naming it to side with it is no going after.
 */
const wentAfterEarlier = (owed: Owed, agent: string, idx: number): boolean => {
  const { state, beliefs, day } = owed;
  if (
    beliefs.suspicions.some(
      (suspicion) =>
        suspicion.agent === state.self &&
        suspicion.target === agent &&
        suspicion.day === day &&
        suspicion.idx < idx &&
        (suspicion.role === 'WEREWOLF' || suspicion.role === 'POSSESSED'),
    )
  )
    return true;
  return (
    beliefs.voteIntentions[state.self] === agent &&
    state.talks.some(
      (talk) =>
        talk.day === day && talk.idx < idx && talk.agent === state.self && !talk.over && talk.text.includes(agent),
    )
  );
};

/** Results on us: a black one rebutted, a white one thanked. */
const resultsOnUs = (owed: Owed, replies: Reply[]): void => {
  const { state, beliefs, done, day, alive } = owed;
  for (const report of beliefs.reports) {
    if (report.target !== state.self || report.reporter === state.self) continue;
    const key = report.species === 'WEREWOLF' ? `rebut:black:${report.reporter}` : `thanks:${report.reporter}`;
    if (done.has(key)) continue;
    // A white result is news once: after we have spoken since (under our name, whoever said it), saying
    // "X rightly calls me human" again reads as a line with nothing to answer. A black one is answered
    // while its reporter lives, or on the day it came (a dead reporter's old black is no live accusation).
    if (report.species !== 'WEREWOLF' && spokeSince(state, report)) continue;
    if (report.species === 'WEREWOLF' && !alive(report.reporter) && report.day !== day) continue;
    replies.push(
      report.species === 'WEREWOLF'
        ? { kind: 'rebut', from: report.reporter, key }
        : { kind: 'thanks', from: report.reporter, key },
    );
  }
};

/** The latest talk today that wants the vote we want. */
const agreement = (owed: Owed, replies: Reply[]): void => {
  const { state, beliefs, done, voteTarget, day } = owed;
  if (voteTarget !== undefined) {
    for (let index = state.talks.length - 1; index >= 0; index--) {
      const talk = state.talks[index]!;
      if (talk.day !== day) break;
      if (talk.agent === state.self || beliefs.voteIntentions[talk.agent] !== voteTarget) continue;
      if (!agreeable(state, beliefs, talk.agent, voteTarget)) break;
      const key = `agree:${day}:${talk.agent}`;
      if (!done.has(key)) replies.push({ kind: 'agree', from: talk.agent, on: voteTarget, key });
      break;
    }
  }
};

/** The latest talk today that addresses or asks us by name. */
const mention = (owed: Owed, replies: Reply[]): void => {
  const { state, done, day } = owed;
  // The latest talk today that addresses us by `@Name` or asks us by name (read or not): our view is owed to its speaker.
  for (let index = state.talks.length - 1; index >= 0; index--) {
    const talk = state.talks[index]!;
    // Only what was said today since our last talk.
    if (talk.day !== day || talk.agent === state.self) break;
    if (!talk.text.includes(`@${state.self}`) && !asksByName(talk.text, state.self, state.agents)) {
      // "Both seers, explain why you chose last night's target": asked of us too when we claim the seer.
      const topic = questionTopic({ day, idx: talk.idx });
      if (
        seerClaimer(owed) &&
        asksSeers(talk.text) &&
        (asksDivination(talk.text) || DIVINATION_REASON.test(talk.text)) &&
        !done.has(topic)
      ) {
        replies.push({ kind: 'question', from: talk.agent, topic, ask: { kind: 'divined-why' } });
        break;
      }
      continue;
    }
    const key = `mentioned:${day}:${talk.idx}`;
    const asked = replies.some((reply) => reply.kind === 'question' && reply.from === talk.agent);
    if (asked) {
      // "@Me your silence is suspicious. Who do you suspect?": the question is answered and the pressure
      // with it (the composer says a denial beside the answer), or the pressure goes unanswered.
      if (pressesUs(talk.text, state.self, state.agents, true) && !namedByUs(state, talk.agent))
        owePress(owed, talk.agent, replies);
      break;
    }
    // "Are you the seer?", "what is your role?" unread: answered as the question it is.
    const topic = questionTopic({ day, idx: talk.idx });
    const about = asksAbout(talk.text, state.self, talk.agent, state.agents);
    if (asksDivination(talk.text) && !done.has(topic)) {
      // "Which night did you check X?", 「どうしてXを占ったの？」: answered by a seer claimer with its night.
      const target = state.agents.find(
        (agent) => agent !== state.self && agent !== talk.agent && talk.text.includes(agent),
      );
      replies.push({
        kind: 'question',
        from: talk.agent,
        topic,
        ask: target === undefined ? { kind: 'divined-why' } : { kind: 'divined-why', target },
      });
    } else if (asksRole(talk.text) && !done.has(topic)) {
      replies.push({ kind: 'question', from: talk.agent, topic, ask: { kind: 'role' } });
    } else if (about !== undefined && !done.has(topic)) {
      // "What do you think of X?": answered about X.
      replies.push({ kind: 'question', from: talk.agent, topic, ask: { kind: 'reason', target: about } });
    } else if (pressesUs(talk.text, state.self, state.agents) && !namedByUs(state, talk.agent)) {
      // "@Me your silence is suspicious", "@Me your votes make no sense — explain": the table presses us,
      // and a bare vote past it reads as a dodge. Answered as a rebuttal (one a day, as any other); not
      // when we went after the asker ourselves ("You've targeted me. What's your reasoning?" defends).
      if (!owePress(owed, talk.agent, replies) && !done.has(key))
        replies.push({ kind: 'mentioned', from: talk.agent, key });
    } else if (!done.has(key)) replies.push({ kind: 'mentioned', from: talk.agent, key });
    break;
  }
};

/** A rebuttal of `from`'s pressure on us, unless one was given today or is owed already; whether one is owed now. */
const owePress = (owed: Owed, from: string, replies: Reply[]): boolean => {
  const key = `rebut:${owed.day}:${from}`;
  if (owed.done.has(key) || owed.done.has(`rebut:${owed.day}`)) return false;
  if (replies.some((reply) => reply.kind === 'rebut'))
    return replies.some((reply) => reply.kind === 'rebut' && reply.from === from);
  replies.push({ kind: 'rebut', from, key });
  return true;
};

/**
 * The replies owed now, most pressing first. `done` holds the keys of replies already given (and the
 * talk plan's answered topics); only today's talk counts.
 */
export const pendingReplies = (options: {
  state: GameState;
  beliefs: Beliefs;
  done: { has(key: string): boolean };
  nameOf: (agent: number) => string | undefined;
  /** Whom we want (or said we want) executed today. */
  voteTarget: string | undefined;
  /** Results we published (a seer claimer stands by its whites). */
  published?: readonly { readonly target: string; readonly species: string }[];
}): Reply[] => {
  const { state, beliefs, done, nameOf, voteTarget, published = [] } = options;
  // Only the living are answered: a rebuttal of a dead player's words answers nobody at the table.
  const alive = (agent: string): boolean => state.status[agent] === 'ALIVE';
  const asked: Owed = { state, beliefs, done, nameOf, voteTarget, published, day: state.day, alive };
  const replies: Reply[] = [];
  questionsToUs(asked, replies);
  tableQuestion(asked, replies);
  newsSince(asked, replies);
  defence(asked, replies);
  rebuttals(asked, replies);
  resultsOnUs(asked, replies);
  agreement(asked, replies);
  mention(asked, replies);
  // Addressed by someone we owe a rebuttal: the rebuttal is the answer. A white result on us is the
  // news that matters to us: no other result is taken in beside it.
  const rebutted = new Set(replies.filter((reply) => reply.kind === 'rebut').map((reply) => reply.from));
  const cleared = replies.some((reply) => reply.kind === 'thanks');
  const owed = replies.filter(
    (reply) => (reply.kind !== 'mentioned' || !rebutted.has(reply.from)) && (reply.kind !== 'news' || !cleared),
  );
  // Questions first; a black result on us before a mere mention; a passing suspicion after it.
  return owed.sort((left, right) => rankOf(left) - rankOf(right));
};

/**
 * Whether "I agree with `agent`" on a vote on `on` fits what the table heard: not when our own words today
 * (under our name, whoever said them) put a question to `agent` — we were pressing it, and agreeing reads
 * as a turn with no reason — nor when `agent` published a white result on `on` (agreeing with a seer
 * claimer and voting its white is incoherent).
 */
export const agreeable = (state: GameState, beliefs: Beliefs, agent: string, on: string): boolean =>
  !state.talks.some(
    (talk) =>
      talk.day === state.day && talk.agent === state.self && !talk.over && pressesWithQuestion(talk.text, agent),
  ) &&
  !beliefs.reports.some((report) => report.reporter === agent && report.target === on && report.species === 'HUMAN') &&
  arguedToday(state, agent, on);

/**
 * Whether `agent`'s latest talk today naming `on` says more than a bare vote — in a sentence that asks
 * nothing, a reason word (because, since, から, ので, 理由…), a result word (black, werewolf, 黒, 人狼…) or
 * another player named — and nobody has since pressed `agent` with a question about it. Siding with
 * "I will vote X." that the table then asked "why X?" is the reasonless bandwagon judges mark lowest (2025
 * draws: 8 of 60 of our lines); so is siding with "I vote X. X, whom do you suspect?" (「Xが誰を怪しんでいる
 * のか知りたい」): the reason word is in the question.
 */
const arguedToday = (state: GameState, agent: string, on: string): boolean => {
  const said = state.talks.findLast(
    (talk) => talk.day === state.day && talk.agent === agent && !talk.over && !talk.skip && talk.text.includes(on),
  );
  if (said === undefined) return true;
  // Only sentences that ask nothing argue: "X, whom do you suspect?" carries a reason word but gives none.
  const more = sentencesOf(said.text).some(
    (sentence) =>
      !ASKING.test(sentence) &&
      (ARGUED.test(sentence) ||
        state.agents.some((name) => name !== on && name !== agent && !on.includes(name) && sentence.includes(name))),
  );
  if (!more) return false;
  return !state.talks.some(
    (talk) =>
      talk.day === state.day &&
      talk.idx > said.idx &&
      talk.agent !== agent &&
      talk.agent !== state.self &&
      !talk.over &&
      pressesWithQuestion(talk.text, agent),
  );
};

/**
 * A sentence that asks rather than argues: "X, whom do you suspect?", 「Xが誰を怪しんでいるのか知りたい」,
 * "X name your wolf" carry reason words (suspect, 怪し, wolf) but give none.
 */
const ASKING =
  /[?？]|教えて|聞かせて|どう思|答えて|ですか(?!ら)|ますか(?!ら)|のかな|説明して|知りたい|\b(?:tell us|name (?:your|a))\b/iu;

/** Words that give a reason or cite a result. */
const ARGUED =
  /\b(?:because|since|as|so|given|reason|black|werewolf|wolf|human|white|divin|medium|quiet|silent|voted|contradict|lied|lying)\b|から|ので|ため|理由|黒|白|人狼|人間|占い|霊媒|怪し|疑|黙|沈黙|矛盾|投票して(?:い|た)/iu;

/**
 * Whether `text` puts a question to `agent`: `@agent`, or an asking sentence that calls on it (in
 * Japanese the name as a vocative, followed by 、 or a space; in English a sentence opening with the name
 * or saying "you"). 「ケンがアキラを占った…どう思う？」 speaks of ケン and asks the table: no question to ケン.
 */
const pressesWithQuestion = (text: string, agent: string): boolean => {
  if (text.includes(`@${agent}`)) return true;
  // Most of our talks do not name the agent: then no sentence to split and no pattern to build (this
  // function was 1.9 % of a 5-player ja arena game in a profile of the shipped bench, called for each of
  // our talks of the day, for each agent we might agree with).
  if (!text.includes(agent)) return false;
  let vocative: RegExp | undefined;
  return sentencesOf(text).some((sentence) => {
    if (!sentence.includes(agent) || !QUESTION.test(sentence)) return false;
    if (/^[\x20-\x7e]+$/u.test(agent)) return sentence.trimStart().startsWith(agent) || YOU.test(sentence);
    vocative ??= new RegExp(`${escaped(agent)}(?:さん|くん|君|ちゃん|様|殿)?[、，\\s]`, 'u');
    return vocative.test(sentence);
  });
};

/** Whether we said something (not `Over`/`Skip`) after the talk at `origin`. */
const spokeSince = (state: GameState, origin: { readonly day: number; readonly idx: number }): boolean =>
  state.talks.some(
    (talk) =>
      talk.agent === state.self &&
      !talk.over &&
      !talk.skip &&
      (talk.day > origin.day || (talk.day === origin.day && talk.idx > origin.idx)),
  );

const SENTENCE_END = /(?<=[。！!？?\n])|(?<=\.)\s+/u;

/**
 * Split texts, by text: every talk turn asks these questions of the day's talks again, and the split (a
 * lookbehind over the whole text) was 1.3 % of a 5-player ja in-process game (profile of the shipped
 * arena bench). The talks are the game state's own strings, so a lookup hashes nothing new. Emptied past
 * a bound (a game has a few hundred talks).
 */
const splitTexts = new Map<string, readonly string[]>();
const MAX_SPLIT_TEXTS = 5_000;

/** Sentences end at 。！!？? and line breaks, and at a period followed by a space (English). */
const sentencesOf = (text: string): readonly string[] => {
  const known = splitTexts.get(text);
  if (known !== undefined) return known;
  const sentences = text.split(SENTENCE_END);
  if (splitTexts.size >= MAX_SPLIT_TEXTS) splitTexts.clear();
  splitTexts.set(text, sentences);
  return sentences;
};

/** A question form: a question mark, or a Japanese ending or verb that asks for an answer. */
const QUESTION = /[?？]|教えて|聞かせて|どう思|答えて|ですか|ますか|のかな|説明して/u;

/** A question about the addressee's role (read from the text when the reader made none of it). */
const ROLE_QUESTION =
  /(?:役職|占い師|霊媒師|狩人|騎士|ＣＯ|(?<![A-Za-z])CO(?![A-Za-z]))[^。！!]*(?:[?？]|ですか|ますか|教えて|明かして)/u;
/** English: case-insensitive, so kept apart from the Japanese "CO" (which would match inside "conflicting"). */
const ROLE_QUESTION_EN =
  /\b(?:are you (?:the |a )?(?:seer|medium|bodyguard)|your role|what role|claim (?:a |your )?role)\b/iu;

/** A question about when or why we divined (read from the text; the reader has no reading of it). */
const DIVINATION_QUESTION_JA =
  /占っ[^。！!]*(?:理由|なぜ|どうして|いつ|何日|どの夜|決め|選ん)[^。！!]*(?:[?？]|ですか|ますか|教えて)|(?:なぜ|どうして|いつ|何日目|どの夜)[^。！!]*占[^。！!]*(?:[?？]|ですか|ますか|教えて)/u;
const DIVINATION_QUESTION_EN =
  /\b(?:which|what) night\b|\bwhen did you (?:divine|check)|\bwhy did you (?:divine|check|pick|choose)\b|\bhow did you (?:choose|pick|decide)\b[^.?!]*\b(?:divin|check)/iu;
/** Asking the seer claimers why they chose their target (no night, no name): 「占い先を選んだ理由を述べて」. */
const DIVINATION_REASON =
  /占い先[^。！!]*(?:理由|選んだ|決めた)[^。！!]*(?:[?？]|ほしい|教えて|説明|述べ)|\b(?:reason|reasoning|why)\b[^.?!]*\b(?:target|divin\w*|check(?:ed)?)\b|\b(?:explain|detail)\b[^.?!]*\b(?:divin\w*|target)\b/iu;
const asksDivination = (text: string): boolean =>
  DIVINATION_QUESTION_JA.test(text) || DIVINATION_QUESTION_EN.test(text);

/** Words that speak to the seer claimers together: 「両方の占い師」「占い師の二人」, "both seers", "the seers". */
const SEERS =
  /(?:両方の|二人の|2人の|両)占い師|占い師(?:の)?(?:二人|2人|両方|お二人|たち|全員)|\b(?:both|two|all|the) seers\b|\bboth (?:of )?(?:the )?seer claim/iu;
const asksSeers = (text: string): boolean => SEERS.test(text);

/** Whether we claim the seer (our claim as read, or a result we published). */
const seerClaimer = (owed: Owed): boolean =>
  owed.beliefs.claims.some((claim) => claim.agent === owed.state.self && claim.role === 'SEER');

const asksRole = (text: string): boolean => ROLE_QUESTION.test(text) || ROLE_QUESTION_EN.test(text);

/** Words that call on the whole table. */
const EVERYBODY = /みんな|皆|誰か|全員|\b(?:everyone|everybody|anyone|anybody|you all|all of you|y'all|folks|guys)\b/iu;

/** Words that ask for a divination result (「占い結果を開示して」, "share your divination"). */
const RESULT_WORDS =
  /占い結果|占いの結果|結果を(?:教えて|開示|公開|共有|出して|見せて|聞かせて)|\b(?:divination|divined|divine|results?)\b/iu;

/**
 * Whether `text` asks us for our result in so many words: addressed to us alone by `@Name` and asking for a
 * divination result. What the reader takes for a result question is not always one (「Xさんの結果をどう思う？」
 * asks our view of X's result; "@Other share your result" asks someone else), and "I am not the seer" is
 * said only when it surely is.
 */
export const asksUsForResult = (text: string, self: string, agents: readonly string[]): boolean =>
  text.includes(`@${self}`) &&
  !agents.some((agent) => agent !== self && text.includes(`@${agent}`)) &&
  RESULT_WORDS.test(text);

/** Whether our own talk (under our name) named `agent` today or yesterday. */
const namedByUs = (state: GameState, agent: string): boolean =>
  state.talks.some(
    (talk) =>
      talk.agent === state.self && talk.day >= state.day - 1 && !talk.over && !talk.skip && talk.text.includes(agent),
  );

/** Words of pressure on a player: suspicion, silence or calm held against it, its votes or logic called into question. */
const PRESSURE =
  /怪し|疑わし|疑って|疑い|人狼|狼|沈黙|黙って|静か|寡黙|落ち着きすぎ|不自然|矛盾|一貫|説明して|ロジック|根拠|\b(?:suspicious|suspect|sus|shady|fishy|wolf|wolfy|wolves|silen\w*|quiet\w*|calm|dodg\w*|evasi\w*|explain|reasoning|logic|off track|peculiar|erratic|inconsistent|contradict\w*)\b/iu;

/**
 * Whether a talk addressed to us (`@Me`, or asking us by name) presses us: a sentence that speaks to us —
 * names us, or says "you" in a talk addressed to us alone — holds pressure words and names no other
 * player ("@Me what about Ryuji's silence?" asks about Ryuji, not us). `stated`: only a sentence that neither asks
 * nor requests counts (beside a question we answer).
 */
const pressesUs = (text: string, self: string, agents: readonly string[], stated = false): boolean => {
  const toUsAlone = text.includes(`@${self}`) && !agents.some((agent) => agent !== self && text.includes(`@${agent}`));
  return sentencesOf(text).some((sentence) => {
    if (stated && (ASKING.test(sentence) || REQUEST.test(sentence))) return false;
    const toUs = sentence.includes(self) || (toUsAlone && YOU.test(sentence));
    if (!toUs || !PRESSURE.test(sentence.replaceAll(self, ''))) return false;
    return !agents.some((agent) => agent !== self && !self.includes(agent) && sentence.includes(agent));
  });
};

/**
 * A sentence that asks something of us: beside a question we answer, 「最有力の狼候補を挙げてください」 and
 * 「誰を疑っていますか？」 hold pressure words but press nothing; only a sentence that states the pressure does.
 */
const REQUEST = /ください|下さい|ほしい|挙げて|\bplease\b/iu;

/** Second-person words: a sentence that names us and says "you" speaks to us. */
const YOU = /\b(?:you|your)\b|あなた|君|きみ|お前|貴方/iu;

/**
 * Whether `text` asks `name` something: a sentence whose first named player is `name` and that asks (a
 * question mark or a Japanese asking form) and, in English, opens with the name or says "you". A talk
 * that addresses someone else by `@Name` asks them, not us. Sentences end at 。！!？? and line breaks.
 */
export const asksByName = (text: string, name: string, agents: readonly string[]): boolean => {
  if (!text.includes(name)) return false;
  if (agents.some((agent) => agent !== name && text.includes(`@${agent}`))) return false;
  for (const sentence of sentencesOf(text)) {
    const at = sentence.indexOf(name);
    if (at === -1 || !QUESTION.test(sentence)) continue;
    // Someone named before us in the sentence is the one asked ("Bob why vote for Alice?").
    if (agents.some((agent) => agent !== name && !name.includes(agent) && sentence.slice(0, at).includes(agent)))
      continue;
    const latin = /^[\x20-\x7e]+$/u.test(name);
    if (latin && !(sentence.trimStart().startsWith(name) || YOU.test(sentence))) continue;
    return true;
  }
  return false;
};

/**
 * The one other player a question to us is about ("@Me what do you think of X?", 「Xさんのことはどう思う？」):
 * the only player other than us and the asker named as a topic in the sentences that ask — in Japanese
 * followed by a particle (のこと, について, は, を, って, が, の), in English after "of", "about", "on",
 * "trust", "suspect", "doubt" or before "'s". A name said to call on someone (「ユウ、ハナ、どう思う？」)
 * is no topic. Undefined when none or several are named.
 */
export const asksAbout = (text: string, self: string, asker: string, agents: readonly string[]): string | undefined => {
  const named = new Set<string>();
  const topics = new Set<string>();
  for (const sentence of sentencesOf(text)) {
    if (!QUESTION.test(sentence)) continue;
    for (const agent of agents) {
      if (agent === self || agent === asker || !sentence.includes(agent)) continue;
      // A name inside a longer name (「ユウ」 in 「ユウキ」) is that longer name.
      if (agents.some((other) => other !== agent && other.includes(agent) && sentence.includes(other))) continue;
      named.add(agent);
      if (asTopic(agent).test(sentence)) topics.add(agent);
    }
  }
  const [only] = named;
  return named.size === 1 && topics.has(only!) ? only : undefined;
};

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** A name said as the topic of a question (see `asksAbout`). */
const asTopic = (name: string): RegExp => {
  const at = escaped(name);
  return new RegExp(
    `${at}(?:さん|くん|君|ちゃん|様)?(?:のこと|について|は|を|って|が|の)|\\b(?:of|about|on|trust|suspect|doubt)\\s+${at}|${at}['’]s\\b`,
    'iu',
  );
};

const RANK: Readonly<Record<Reply['kind'], number>> = {
  question: 0,
  defend: 0.8,
  mentioned: 1,
  rebut: 2,
  // Fresh news before "I agree with X" (an agreement alone reads as a bandwagon: judges).
  news: 2.8,
  agree: 3,
  thanks: 4,
};

/** A question to everybody after a rebuttal owed (one reply a talk: what was said of us comes first). */
const rankOf = (reply: Reply): number =>
  reply.kind === 'rebut' && reply.key.startsWith('rebut:black:')
    ? 0.5
    : reply.kind === 'question' && reply.toTable === true
      ? 2.5
      : RANK[reply.kind];

import type { GameRole, GameState } from '../../game/state.ts';
import type { Beliefs } from '../beliefs/index.ts';
import type { Language } from '../brain.ts';
import { createRoster, type Roster, type Sentence } from '../../protocol/index.ts';
import { type Reason, reasonsAgainst } from '../rule/talk/evidence.ts';
import { LABELS } from './labels.ts';

/** Enough reasons to argue from without crowding out the talk. */
const MAX_EVIDENCE = 4;

type Phrases = {
  list(names: readonly string[]): string;
  counterClaim(claimers: string, role: string, count: number, claimerCount: number): string;
  splitResult(target: string, sides: string): string;
  side(reporter: string, result: string): string;
  voteAgainstResult(reporter: string, target: string, result: string, day: number): string;
  votedAlike(pair: string, days: string): string;
  votedForClaimer(voter: string, target: string, role: string, day: number): string;
  mutualSuspicion(pair: string): string;
  suspectedBy(accusers: string, target: string): string;
  you: string;
  defended(defender: string, defended: string, accusers: string, accuserCount: number): string;
  silent(names: string, count: number): string;
  days(days: readonly number[]): string;
  /** The rule brain's reasons against one player (`evidence.ts`), the kinds the lines above do not give. */
  against: Partial<{ [Kind in Reason['kind']]: (reason: Reason & { readonly kind: Kind }, role: string) => string }>;
};

const PHRASES: Readonly<Record<Language, Phrases>> = {
  ja: {
    list: (names) =>
      names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join('、')}と${names[names.length - 1]}`,
    counterClaim: (claimers, role, count) => `${claimers}が${role}CO(${role}は${count}人、偽物がいる)`,
    splitResult: (target, sides) => `${target}の判定が割れている(${sides})`,
    side: (reporter, result) => `${reporter}は${result}`,
    voteAgainstResult: (reporter, target, result, day) =>
      `${reporter}は${target}を${result}と言ったのに${day}日目に${target}へ投票した`,
    votedAlike: (pair, days) => `${pair}は${days}に同じ相手へ投票した`,
    votedForClaimer: (voter, target, role, day) => `${voter}は${day}日目に${role}COの${target}へ投票した`,
    mutualSuspicion: (pair) => `${pair}が互いを疑っている`,
    suspectedBy: (accusers, target) => `今日${accusers}が${target}を疑っている`,
    you: 'あなた',
    defended: (defender, defended, accusers) => `${defender}は${accusers}が疑う${defended}をかばった`,
    silent: (names) => `${names}は今日まだ発言していない`,
    days: (days) => days.map((day) => `${day}日目`).join('と'),
    against: {
      'last-grey': (r) => `${r.target}だけがまだ占いの白が出ていない`,
      'word-vote': (r) => `${r.target}は${r.day}日目に${r.said}へ投票すると言って${r.voted}へ投票した`,
      'voted-identified': (r) => `${r.target}は${r.day}日目に${r.victim}へ投票したが${r.victim}は霊媒で人間だった`,
      'accused-me': (r) => `${r.target}はあなたを人狼と疑っている`,
      'suspects-white': (r) => `${r.target}は${r.reporter}の占いで白の${r.suspected}を疑っている`,
      'voted-with': (r) => `${r.target}は${r.day}日目に黒の出た${r.partner}と同じ${r.victim}へ投票した`,
      silence: (r) => `${r.target}は${r.day}日目にOverしか言わなかった`,
      'no-names': (r) => `${r.target}は${r.day}日目に誰の名前も挙げなかった`,
      'voted-me': (r) => `${r.target}は${r.day}日目にあなたへ投票した`,
      'voted-attacked': (r) => `${r.target}が${r.day}日目に投票した${r.victim}は後に襲撃された(人間だった)`,
      'late-claim': (r, role) => `${r.target}は${r.rival}より後に${role}COした`,
    },
  },
  en: {
    list: (names) =>
      names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`,
    counterClaim: (claimers, role, count, claimerCount) =>
      `${claimers} ${claimerCount === 2 ? 'both' : 'all'} claim ${role} but there ${count === 1 ? `is only one ${role}` : `are only ${count}`}: at least one is lying`,
    splitResult: (target, sides) => `The results on ${target} disagree (${sides})`,
    side: (reporter, result) => `${reporter} says ${result}`,
    voteAgainstResult: (reporter, target, result, day) =>
      `${reporter} called ${target} ${result} yet voted for ${target} on day ${day}`,
    votedAlike: (pair, days) => `${pair} voted for the same player on ${days}`,
    votedForClaimer: (voter, target, role, day) => `${voter} voted for ${target} who claims ${role} on day ${day}`,
    mutualSuspicion: (pair) => `${pair} suspect each other`,
    suspectedBy: (accusers, target) => `${accusers} suspect ${target} today`,
    you: 'you',
    defended: (defender, defended, accusers, accuserCount) =>
      `${defender} defended ${defended} whom ${accusers} ${accuserCount === 1 ? 'suspects' : 'suspect'}`,
    silent: (names, count) => `${names} ${count === 1 ? 'has' : 'have'} not spoken today`,
    days: (days) => `days ${days.join(' and ')}`,
    against: {
      'last-grey': (r) => `${r.target} is the only player left with no white result`,
      'word-vote': (r) => `${r.target} said they would vote ${r.said} on day ${r.day} but voted ${r.voted}`,
      'voted-identified': (r) => `${r.target} voted ${r.victim} on day ${r.day} and the medium found ${r.victim} human`,
      'accused-me': (r) => `${r.target} called you a werewolf`,
      'suspects-white': (r) => `${r.target} suspects ${r.suspected} whom ${r.reporter} divined human`,
      'voted-with': (r) => `${r.target} voted ${r.victim} on day ${r.day} with ${r.partner} who has a black result`,
      silence: (r) => `${r.target} said only Over on day ${r.day}`,
      'no-names': (r) => `${r.target} named nobody on day ${r.day}`,
      'voted-me': (r) => `${r.target} voted for you on day ${r.day}`,
      'voted-attacked': (r) => `${r.target} voted ${r.victim} on day ${r.day} whom the werewolves later attacked`,
      'late-claim': (r, role) => `${r.target} claimed ${role} only after ${r.rival}`,
    },
  },
};

/**
 * Reasons a player could check, drawn from the public record: conflicting claims, results that disagree,
 * a vote against one's own result, who voted with whom, who voted for a role claimer, mutual
 * suspicion, several accusers on one player, a defence, silence. Nothing private (own results, teammates, whispers) goes in.
 */
/** Reasons of the rule brain's case against one player worth a line: what the player did against the record. */
const CASE_RANK: Partial<Record<Reason['kind'], number>> = {
  'last-grey': 1,
  'word-vote': 1,
  'voted-identified': 1,
  'accused-me': 2,
  'suspects-white': 2,
  'voted-with': 2,
  'voted-me': 3,
  silence: 3,
  'late-claim': 4,
  'no-names': 4,
  'voted-attacked': 4,
};

export const evidenceLines = (options: {
  readonly state: GameState;
  readonly beliefs: Beliefs;
  readonly lang: Language;
  /** Each talk read into sentences, parallel to `state.talks` (the rule brain's reasons read stated votes). */
  readonly talkSentences?: readonly (readonly Sentence[])[];
  readonly roster?: Roster;
  /** Whom to give the rule brain's case against (our stated vote or the most suspected), if anyone. */
  readonly caseAgainst?: string | undefined;
}): string[] => {
  const { state, beliefs, lang } = options;
  const say = PHRASES[lang];
  const labels = LABELS[lang];
  // Each reason with its rank: what the speaker must answer first, then contradictions, then patterns.
  const ranked: { rank: number; text: string }[] = [];
  const add = (rank: number, text: string): void => {
    if (!ranked.some((entry) => entry.text === text)) ranked.push({ rank, text });
  };
  const latestClaim = new Map<string, GameRole>();
  for (const claim of beliefs.claims) latestClaim.set(claim.agent, claim.role);

  // Conflicting claims: more claimers of a role than the game has.
  for (const counter of beliefs.counterClaims) {
    const count = state.settings?.roleNumMap[counter.role] ?? 1;
    if (counter.role === 'VILLAGER' || counter.agents.length <= count) continue;
    add(1, say.counterClaim(say.list(counter.agents), labels.roles[counter.role], count, counter.agents.length));
  }

  // Results that disagree on one player.
  const byTarget = new Map<string, Map<string, string>>();
  for (const report of beliefs.reports) {
    const sides = byTarget.get(report.target) ?? new Map<string, string>();
    sides.set(report.reporter, report.species);
    byTarget.set(report.target, sides);
  }
  for (const [target, sides] of byTarget) {
    if (new Set(sides.values()).size < 2) continue;
    const told = [...sides].map(([reporter, species]) =>
      say.side(reporter, labels.species[species as keyof typeof labels.species]),
    );
    add(1, say.splitResult(target, told.join(lang === 'ja' ? '、' : ' and ')));
  }

  // A vote against one's own result.
  for (const report of beliefs.reports) {
    if (report.species !== 'HUMAN') continue;
    const vote = state.votes.find(
      (ballot) => ballot.agent === report.reporter && ballot.target === report.target && ballot.day >= report.day,
    );
    if (vote !== undefined)
      add(2, say.voteAgainstResult(report.reporter, report.target, labels.species.HUMAN, vote.day));
  }

  // Who voted with whom: the same target on every one of at least two days.
  const voteDays = [...new Set(state.votes.map((ballot) => ballot.day))].sort((a, b) => a - b);
  if (voteDays.length >= 2) {
    const targetOf = (agent: string, day: number) =>
      state.votes.find((ballot) => ballot.agent === agent && ballot.day === day)?.target;
    const voters = [...new Set(state.votes.map((ballot) => ballot.agent))];
    for (let first = 0; first < voters.length; first++) {
      for (let second = first + 1; second < voters.length; second++) {
        const [left, right] = [voters[first]!, voters[second]!];
        const alike = voteDays.every((day) => {
          const target = targetOf(left, day);
          return target !== undefined && target === targetOf(right, day);
        });
        // Voting with the table for whoever was executed every day is no pattern: everyone did.
        const withTheTable = voteDays.every((day) =>
          state.executed.some((death) => death.day === day && death.agent === targetOf(left, day)),
        );
        if (withTheTable) continue;
        if (alike) add(4, say.votedAlike(say.list([left, right]), say.days(voteDays)));
      }
    }
  }

  // Votes for the one claimer of a role that matters (with rival claimers, voting one of them is the norm).
  const contested = new Set(beliefs.counterClaims.flatMap((counter) => counter.agents));
  const claimerVotes = new Map<string, { day: number; target: string; role: GameRole; voters: string[] }>();
  for (const ballot of state.votes) {
    const role = latestClaim.get(ballot.target);
    if ((role !== 'SEER' && role !== 'MEDIUM' && role !== 'BODYGUARD') || contested.has(ballot.target)) continue;
    const key = `${ballot.day}\u0000${ballot.target}`;
    const entry = claimerVotes.get(key) ?? { day: ballot.day, target: ballot.target, role, voters: [] };
    entry.voters.push(ballot.agent);
    claimerVotes.set(key, entry);
  }
  for (const { day, target, role, voters } of claimerVotes.values())
    add(5, say.votedForClaimer(say.list(voters), target, labels.roles[role], day));

  // Today's suspicions: mutual ones, and a defence of someone suspected.
  const today = beliefs.suspicions.filter((suspicion) => suspicion.day === state.day);
  const suspects = (agent: string, target: string) =>
    today.some((s) => s.agent === agent && s.target === target && s.role === 'WEREWOLF');
  const pairs = new Set<string>();
  for (const suspicion of today) {
    if (suspicion.role !== 'WEREWOLF' || !suspects(suspicion.target, suspicion.agent)) continue;
    const pair = [suspicion.agent, suspicion.target].sort();
    const key = pair.join('\u0000');
    if (!pairs.has(key)) add(3, say.mutualSuspicion(say.list(pair)));
    pairs.add(key);
  }
  // Several accusers on one player (the reply is due when that player is us).
  const accusersOf = new Map<string, string[]>();
  for (const suspicion of today) {
    if (suspicion.role !== 'WEREWOLF') continue;
    const accusers = accusersOf.get(suspicion.target) ?? [];
    if (!accusers.includes(suspicion.agent)) accusers.push(suspicion.agent);
    accusersOf.set(suspicion.target, accusers);
  }
  for (const [target, accusers] of accusersOf) {
    if (accusers.length >= 2)
      add(target === state.self ? 0 : 3, say.suspectedBy(say.list(accusers), target === state.self ? say.you : target));
  }
  for (const trust of today) {
    if (trust.role === 'WEREWOLF' || trust.role === 'POSSESSED') continue;
    const accusers = [
      ...new Set(
        today
          .filter((s) => s.target === trust.target && s.role === 'WEREWOLF' && s.agent !== trust.agent)
          .map((s) => s.agent),
      ),
    ];
    if (accusers.length > 0) add(4, say.defended(trust.agent, trust.target, say.list(accusers), accusers.length));
  }

  // Silence: once everyone could have spoken today.
  const spokeToday = new Set(
    state.talks.filter((entry) => entry.day === state.day && !entry.skip && !entry.over).map((entry) => entry.agent),
  );
  const alive = state.agents.filter((agent) => state.status[agent] === 'ALIVE');
  const silent = alive.filter((agent) => agent !== state.self && !spokeToday.has(agent));
  const talksToday = state.talks.filter((entry) => entry.day === state.day).length;
  if (silent.length > 0 && talksToday >= alive.length) add(5, say.silent(say.list(silent), silent.length));

  // The rule brain's case against the player we lean to vote: the reasons its own talk would cite.
  if (options.caseAgainst !== undefined && options.talkSentences !== undefined) {
    const record = {
      state,
      beliefs,
      roster: options.roster ?? createRoster(state.agents),
      talkSentences: options.talkSentences,
    };
    for (const reason of reasonsAgainst(record, options.caseAgainst)) {
      const rank = CASE_RANK[reason.kind];
      const phrase = say.against[reason.kind] as ((reason: Reason, role: string) => string) | undefined;
      if (rank === undefined || phrase === undefined) continue;
      const role = 'role' in reason ? labels.roles[reason.role] : '';
      add(rank, phrase(reason, role));
    }
  }

  return ranked
    .map((entry, order) => ({ ...entry, order }))
    .sort((left, right) => left.rank - right.rank || left.order - right.order)
    .slice(0, MAX_EVIDENCE)
    .map((entry) => entry.text);
};

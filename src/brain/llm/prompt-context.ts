import type { Beliefs, Report, RoleClaim } from '../beliefs/index.ts';
import type { GameState, TalkEntry } from '../../game/state.ts';
import type { Roster, Sentence } from '../../protocol/index.ts';
import type { Language } from '../brain.ts';
import { evidenceLines } from './evidence-lines.ts';
import { LABELS } from './labels.ts';
import type { MemoryContext, RequestContext, SystemContext } from './prompt-context-schema.ts';
import { claimKey, ALL_SURE, type ReadingCertainty, resultKey } from './reading-certainty.ts';
import { describeVoice } from './voice-description.ts';
import { sayableRecord } from '../reading/sayable-record.ts';
import { type Voice, voiceOf } from '../rule/talk/voice.ts';

/** Bounds that keep every prompt the same size whatever the day. */
export type MemoryLimits = {
  readonly recentTalks: number;
  readonly summaryDays: number;
  /** Longest talk line shown when the server sets no length limit (otherwise its limit is used). */
  readonly maxLineChars: number;
};

/** Notes the model wrote in the background: a plan per day and a summary per finished day. */
export type DayNotes = { readonly plans: ReadonlyMap<number, string>; readonly summaries: ReadonlyMap<number, string> };

const MAX_OWN_STATEMENTS = 3;
/** Earlier own statements are there for consistency: their gist (the start) is enough. */
const MAX_OWN_STATEMENT_CHARS = 60;
/** Distinct results shown (a result said again is one result). */
const MAX_REPORTS = 12;
const MAX_QUESTIONS = 3;
/** The most suspected: the rest of a 9- or 13-player table adds tokens, not decisions. */
const MAX_SUSPECTS = 5;
const MAX_NOTE_CHARS = 400;
const DEFAULT_MAX_CHARS = 125;

/** Cuts after `max` characters, whitespace not counted (as the server counts talk length). */
const cut = (text: string, max: number): string => {
  let counted = 0;
  let end = 0;
  for (const point of text) {
    if (!/\s/u.test(point)) {
      if (counted === max) return `${text.slice(0, end).trimEnd()}…`;
      counted++;
    }
    end += point.length;
  }
  return text;
};

/** Newlines would break the one-line-per-fact layout; the server strips them anyway. */
const oneLine = (text: string, max: number): string => cut(text.replace(/\s*[\r\n]+\s*/g, ' ').trim(), max);

/**
 * The longest line the server lets through on a channel (before and after one `@Name`, plus the name),
 * so a line it stored is shown whole; `fallback` only when the server sets no length limit.
 */
export const shownLineChars = (state: GameState, channel: 'talk' | 'whisper', fallback: number): number => {
  const length = state.settings?.[channel]?.maxLength;
  if (length === undefined || (length.baseLength === undefined && length.perAgent === undefined))
    return length?.perTalk ?? fallback;
  const longestName = Math.max(0, ...state.agents.map((name) => [...name].length));
  const allowed =
    (length.baseLength ?? 0) + (length.perAgent ?? 0) + Math.max(0, length.mentionLength ?? 0) + longestName + 1;
  return Math.min(allowed, length.perTalk ?? allowed);
};

const isSpoken = (entry: TalkEntry): boolean => !entry.skip && !entry.over;

export const talkLimits = (state: GameState): SystemContext['limits'] => {
  const talk = state.settings?.talk;
  const maxChars = talk?.maxLength.perTalk ?? talk?.maxLength.baseLength ?? DEFAULT_MAX_CHARS;
  return {
    maxChars,
    mentionChars: talk?.maxLength.mentionLength ?? maxChars,
    talksPerDay: talk?.maxCountPerAgent ?? 0,
  };
};

/** The voice of an agent with no other lines to go by: the rule brain's for this profile and table. */
export const tableVoice = (state: GameState, lang: Language, seed: string): Voice =>
  voiceOf({
    lang,
    self: state.self,
    seed,
    table: state.agents,
    ...(state.profile === undefined ? {} : { profile: state.profile }),
  });

/**
 * `voice`: how the agent speaks, the rule brain's voice (the brain passes the one its rule brain speaks in;
 * previews and checks take the table's voice for the agent's own name as seed).
 */
export const buildSystemContext = (
  state: GameState,
  lang: Language,
  voice: Voice = tableVoice(state, lang, state.self),
): SystemContext => {
  const labels = LABELS[lang];
  const role = state.role;
  const werewolfSide = role === 'WEREWOLF' || role === 'POSSESSED';
  // Go map order makes the profile's line order random per packet; sort for a stable (cacheable) prefix.
  const persona = (state.profile ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .sort();
  return {
    lang,
    self: state.self,
    role: role === undefined ? labels.unknownRole : labels.roles[role],
    is: {
      werewolf: role === 'WEREWOLF',
      possessed: role === 'POSSESSED',
      seer: role === 'SEER',
      medium: role === 'MEDIUM',
      bodyguard: role === 'BODYGUARD',
      villager: role === 'VILLAGER',
    },
    team: werewolfSide ? labels.werewolfTeam : labels.villageTeam,
    agentCount: state.settings?.agentCount ?? state.agents.length,
    roster: state.agents.map((name) => ({ name, isSelf: name === state.self })),
    roleCounts: Object.entries(state.settings?.roleNumMap ?? {})
      .filter(([, count]) => (count ?? 0) > 0)
      .map(([gameRole, count]) => ({ role: labels.roles[gameRole as keyof typeof labels.roles], count: count ?? 0 })),
    teammates: [...state.teammates],
    persona,
    addressExample: state.agents.find((name) => name !== state.self) ?? state.self,
    voice: describeVoice(voice),
    limits: talkLimits(state),
  };
};

export const buildMemoryContext = (options: {
  readonly state: GameState;
  readonly lang: Language;
  readonly limits: MemoryLimits;
  readonly notes: DayNotes;
}): MemoryContext => {
  const { state, lang, limits, notes } = options;
  const labels = LABELS[lang];
  const firstKeptDay = Math.max(0, state.day - limits.summaryDays);
  const deaths = [
    ...state.executed.map((death) => ({ day: death.day, name: death.agent, cause: labels.executed })),
    ...state.attacked.map((death) => ({ day: death.day, name: death.agent, cause: labels.attacked })),
  ].sort((a, b) => a.day - b.day);
  const ownJudgements =
    state.role === 'SEER' ? state.divineResults : state.role === 'MEDIUM' ? state.mediumResults : [];
  const voteDays = [...new Set(state.votes.map((vote) => vote.day))]
    .filter((day) => day >= firstKeptDay)
    .sort((a, b) => a - b);
  const summaries: MemoryContext['summaries'] = [];
  for (let day = firstKeptDay; day < state.day; day++) {
    const note = notes.summaries.get(day);
    summaries.push({ day, text: note === undefined ? factSummary(state, day, lang) : oneLine(note, MAX_NOTE_CHARS) });
  }
  return {
    self: state.self,
    day: state.day,
    alive: state.agents.filter((agent) => state.status[agent] === 'ALIVE'),
    deaths,
    ownResults: ownJudgements.map((judgement) => ({
      day: judgement.day,
      target: judgement.target,
      result: labels.species[judgement.result],
    })),
    votes: voteDays.map((day) => {
      const lines = state.votes
        .filter((vote) => vote.day === day)
        .map((vote) => ({ voter: vote.agent, target: vote.target }));
      return { day, lines, tally: tallyOf(lines) };
    }),
    summaries,
    droppedDays: firstKeptDay,
    plan: oneLine(notes.plans.get(state.day) ?? '', MAX_NOTE_CHARS),
  };
};

/** Ballots grouped by target, most votes first (ties in the order the first ballot was cast). */
const tallyOf = (lines: readonly { voter: string; target: string }[]) => {
  const byTarget = new Map<string, string[]>();
  for (const line of lines) byTarget.set(line.target, [...(byTarget.get(line.target) ?? []), line.voter]);
  return [...byTarget.entries()]
    .map(([target, voters]) => ({ target, count: voters.length, voters }))
    .sort((a, b) => b.count - a.count);
};

/** A day in one line from the facts alone, for days the model did not summarise. */
const factSummary = (state: GameState, day: number, lang: Language): string => {
  const talks = state.talks.filter((entry) => entry.day === day && isSpoken(entry));
  const speakers = new Set(talks.map((entry) => entry.agent)).size;
  const executed = state.executed.find((death) => death.day === day)?.agent;
  return lang === 'ja'
    ? `発言${talks.length}件(${speakers}人)。${executed === undefined ? '追放なし' : `${executed}が追放された`}。`
    : `${talks.length} talks by ${speakers} players; ${executed === undefined ? 'nobody was executed' : `${executed} was executed`}.`;
};

const recentLines = (
  entries: readonly TalkEntry[],
  state: GameState,
  limits: MemoryLimits,
  channel: 'talk' | 'whisper',
) => {
  const today = entries.filter((entry) => entry.day === state.day && isSpoken(entry));
  const shown = today.slice(-limits.recentTalks);
  const lineChars = shownLineChars(state, channel, limits.maxLineChars);
  return {
    lines: shown.map((entry) => ({
      idx: entry.idx,
      agent: entry.agent,
      text: oneLine(entry.text, lineChars),
      isSelf: entry.agent === state.self,
    })),
    omitted: today.length - shown.length,
  };
};

type ShownReport = Report & { readonly unsure: boolean };

/**
 * One entry per result: a seer who says "Servas is human" on three turns gave one result, shown once
 * (the day of its first telling). A result is unsure only when every telling of it was.
 */
const distinctReports = (reports: readonly Report[], unsure: (report: Report) => boolean): ShownReport[] => {
  const byKey = new Map<string, ShownReport>();
  for (const report of reports) {
    const key = `${report.reporter}\u0000${resultKey(report.kind, report.target, report.species)}`;
    const seen = byKey.get(key);
    const doubtful = unsure(report);
    if (seen === undefined) byKey.set(key, { ...report, unsure: doubtful });
    else if (seen.unsure && !doubtful) byKey.set(key, { ...seen, unsure: false });
  }
  return [...byKey.values()];
};

/**
 * A seer learns one result a night (the first by day 1), a medium one a day from day 2 on: a result told
 * beyond that many sure ones, in order of telling, was misread more often than not (on the 2025 contest
 * logs: an inference such as `Servas=狼 Midori=狂人を示唆する` or a retold result read as the speaker's own),
 * so it is shown unsure. An unsure result uses up no night.
 */
const beyondTheNights = (reports: readonly ShownReport[]): ShownReport[] => {
  const sure = new Map<string, number>();
  return reports.map((report) => {
    if (report.unsure) return report;
    const key = `${report.reporter}\u0000${report.kind}`;
    const possible = report.kind === 'divination' ? report.day : report.day - 1;
    const count = (sure.get(key) ?? 0) + 1;
    if (count > possible) return { ...report, unsure: true };
    sure.set(key, count);
    return report;
  });
};

const sameReport = (left: Report, right: Report): boolean =>
  left.reporter === right.reporter &&
  left.kind === right.kind &&
  left.target === right.target &&
  left.species === right.species;

/**
 * The beliefs with only the claims and results the prompt states as facts: the reasons from the record
 * must not cite a claim or result the "Claims and results" list marks unsure.
 */
const sureBeliefs = (
  beliefs: Beliefs,
  sure: { claim(claim: RoleClaim): boolean; report(report: Report): boolean },
): Beliefs => {
  const claims = beliefs.claims.filter((claim) => sure.claim(claim));
  const claimed = (agent: string, role: RoleClaim['role']) =>
    claims.some((claim) => claim.agent === agent && claim.role === role);
  return {
    ...beliefs,
    claims,
    reports: beliefs.reports.filter((report) => sure.report(report)),
    counterClaims: beliefs.counterClaims
      .map((counter) => ({ ...counter, agents: counter.agents.filter((agent) => claimed(agent, counter.role)) }))
      .filter((counter) => counter.agents.length > 1),
  };
};

/**
 * The reasons from the record rest only on sure readings of others' talk (who suspects or vouches for whom,
 * stated votes), as the rule brain's talk does (src/brain/reading/sayable-record.ts).
 */
const sayableEvidence = (input: {
  state: GameState;
  lang: Language;
  roster: Roster | undefined;
  beliefs: Beliefs;
  talkSentences: readonly (readonly Sentence[])[];
}): { beliefs: Beliefs; talkSentences: readonly (readonly Sentence[])[] } =>
  input.roster === undefined
    ? { beliefs: input.beliefs, talkSentences: input.talkSentences }
    : sayableRecord({ ...input, roster: input.roster });

/** The talk a claim or result was read from. */
const talkAt = (state: GameState, origin: { day: number; idx: number }): TalkEntry | undefined =>
  state.talks.find((entry) => entry.day === origin.day && entry.idx === origin.idx);

const otherKind = (kind: Report['kind']): Report['kind'] => (kind === 'divination' ? 'identification' : 'divination');

const readUnsure = (
  state: GameState,
  certainty: ReadingCertainty,
  origin: RoleClaim | Report,
  key: string,
): boolean => {
  const entry = talkAt(state, origin);
  return entry !== undefined && certainty.unsure(entry).has(key);
};

/**
 * What we said that the request does not show otherwise, newest last: our lines of today that fell out of
 * the recent talk shown (whole: today's commitments), then the latest of earlier days by their gist, up
 * to MAX_OWN_STATEMENTS in all.
 */
const ownStatementsOf = (state: GameState, shownToday: ReadonlySet<number>, lineChars: number) => {
  const own = state.talks.filter((entry) => entry.agent === state.self && isSpoken(entry));
  const today = own.filter((entry) => entry.day === state.day && !shownToday.has(entry.idx)).slice(-MAX_OWN_STATEMENTS);
  const room = MAX_OWN_STATEMENTS - today.length;
  const earlier = room === 0 ? [] : own.filter((entry) => entry.day < state.day).slice(-room);
  return [
    ...earlier.map((entry) => ({
      day: entry.day,
      text: oneLine(entry.text, Math.min(lineChars, MAX_OWN_STATEMENT_CHARS)),
    })),
    ...today.map((entry) => ({ day: entry.day, text: oneLine(entry.text, lineChars) })),
  ];
};

/** One entry per talk: a line that asks us two things ("your result? and whom do you suspect?") is one question. */
const onePerTalk = <T extends { readonly channel: string; readonly day: number; readonly idx: number }>(
  questions: readonly T[],
): T[] => {
  const seen = new Set<string>();
  return questions.filter((question) => {
    const key = `${question.channel}\u0000${question.day}\u0000${question.idx}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Whom the rule brain's reasons are drawn against: the vote we stated today, else the village side's most
 * suspected living player (a werewolf knows the werewolves: its case would be a lie the model makes itself).
 */
const caseTarget = (state: GameState, beliefs: Beliefs, statedVote: string | undefined): string | undefined => {
  if (statedVote !== undefined && statedVote !== '') return statedVote;
  if (state.role === 'WEREWOLF') return undefined;
  let best: { name: string; werewolf: number } | undefined;
  for (const agent of beliefs.agents) {
    if (!agent.alive || agent.name === state.self || state.teammates.includes(agent.name)) continue;
    if (best === undefined || agent.werewolf > best.werewolf) best = agent;
  }
  return best?.name;
};

export const buildRequestContext = (options: {
  readonly state: GameState;
  readonly lang: Language;
  readonly limits: MemoryLimits;
  readonly beliefs?: Beliefs;
  /** Each talk read into sentences, parallel to `state.talks` (for the reasons from the record). */
  readonly talkSentences?: readonly (readonly Sentence[])[];
  readonly roster?: Roster;
  /** Which claims and results the rules alone did not read (default: none, the rules read everything). */
  readonly certainty?: ReadingCertainty;
  readonly candidates?: readonly string[];
  readonly statedVote?: string;
  readonly statedAttack?: string;
}): RequestContext => {
  const { state, lang, limits, beliefs } = options;
  const certainty = options.certainty ?? ALL_SURE;
  const labels = LABELS[lang];
  const talk = recentLines(state.talks, state, limits, 'talk');
  const whisper = recentLines(state.whispers, state, limits, 'whisper');
  const lineChars = shownLineChars(state, 'talk', limits.maxLineChars);
  // Each agent's latest claim; sure when any telling of that same claim was read by the rules.
  const latestClaims = new Map<string, { role: RoleClaim['role']; unsure: boolean }>();
  for (const claim of beliefs?.claims ?? []) {
    const unsure = readUnsure(state, certainty, claim, claimKey(claim.role));
    const previous = latestClaims.get(claim.agent);
    const sureBefore = previous !== undefined && previous.role === claim.role && !previous.unsure;
    latestClaims.set(claim.agent, { role: claim.role, unsure: unsure && !sureBefore });
  }
  // Who surely claimed which role: a result is a fact only from a player who surely claimed the role that
  // gives it (a retold or inferred result read as the speaker's own comes from one who claimed nothing).
  const sureRoles = new Set(
    (beliefs?.claims ?? [])
      .filter((claim) => !readUnsure(state, certainty, claim, claimKey(claim.role)))
      .map((claim) => `${claim.agent}\u0000${claim.role}`),
  );
  const claimedForIt = (report: Report): boolean =>
    report.reporter === state.self ||
    sureRoles.has(`${report.reporter}\u0000${report.kind === 'divination' ? 'SEER' : 'MEDIUM'}`);
  const allReports = beyondTheNights(
    distinctReports(
      beliefs?.reports ?? [],
      (report) =>
        !claimedForIt(report) ||
        // The fold may have put a result to the other kind (beliefs' `resultKindOf`): either reading counts.
        readUnsure(state, certainty, report, resultKey(report.kind, report.target, report.species)) ||
        readUnsure(state, certainty, report, resultKey(otherKind(report.kind), report.target, report.species)),
    ),
  );
  const reports = allReports.slice(-MAX_REPORTS);
  const claimants = new Map<string, RequestContext['claimants'][number]>();
  // What was said under our name is what we said: never an unsure reading to us.
  const isSelf = (agent: string): boolean => agent === state.self;
  for (const [agent, claim] of latestClaims)
    claimants.set(agent, {
      agent,
      isSelf: isSelf(agent),
      role: labels.roles[claim.role],
      roleUnsure: claim.unsure && !isSelf(agent),
      results: [],
    });
  for (const report of reports) {
    const entry = claimants.get(report.reporter) ?? {
      agent: report.reporter,
      isSelf: isSelf(report.reporter),
      role: labels.roles[report.kind === 'divination' ? 'SEER' : 'MEDIUM'],
      // No claim was read: the role is only what the results imply (our own results imply our claim).
      roleUnsure: !isSelf(report.reporter),
      results: [],
    };
    entry.results.push({
      day: report.day,
      target: report.target,
      result: labels.species[report.species],
      unsure: report.unsure && !isSelf(report.reporter),
    });
    claimants.set(report.reporter, entry);
  }
  const claimantList = [...claimants.values()];
  // A question already among the recent lines shown is only pointed at, not copied again.
  const shownTalk = new Set(talk.lines.map((line) => line.idx));
  const talkText = (day: number, idx: number): string => talkAt(state, { day, idx })?.text ?? '';
  return {
    self: state.self,
    day: state.day,
    claims: [...latestClaims.entries()].map(([agent, claim]) => ({
      agent,
      role: labels.roles[claim.role],
      unsure: claim.unsure,
    })),
    reports: reports.map((report) => ({
      day: report.day,
      reporter: report.reporter,
      target: report.target,
      result: labels.species[report.species],
      kind: report.kind === 'divination' ? labels.divination : labels.identification,
      unsure: report.unsure,
    })),
    claimants: claimantList,
    unsureReadings: claimantList.some((entry) => entry.roleUnsure || entry.results.some((result) => result.unsure)),
    evidence:
      beliefs === undefined
        ? []
        : evidenceLines({
            state,
            ...sayableEvidence({
              state,
              lang,
              roster: options.roster,
              talkSentences: options.talkSentences ?? [],
              beliefs: sureBeliefs(beliefs, {
                claim: (claim) => isSelf(claim.agent) || sureRoles.has(`${claim.agent}\u0000${claim.role}`),
                report: (report) =>
                  isSelf(report.reporter) || allReports.some((shown) => !shown.unsure && sameReport(shown, report)),
              }),
            }),
            lang,
            ...(options.roster === undefined ? {} : { roster: options.roster }),
            caseAgainst: caseTarget(state, beliefs, options.statedVote),
          }),
    // A werewolf knows who the werewolves are: estimates would only read "0%" for everyone.
    suspects: (state.role === 'WEREWOLF' ? [] : (beliefs?.agents ?? []))
      .filter((agent) => agent.alive && agent.name !== state.self && !state.teammates.includes(agent.name))
      .sort((a, b) => b.werewolf - a.werewolf)
      .slice(0, MAX_SUSPECTS)
      .map((agent) => ({
        name: agent.name,
        werewolf: Math.round(agent.werewolf * 100),
        claim: agent.claim === undefined ? '' : labels.roles[agent.claim],
      })),
    voteIntentions: Object.entries(beliefs?.voteIntentions ?? {}).map(([agent, target]) => ({
      agent,
      target,
      isSelf: isSelf(agent),
    })),
    questions: onePerTalk(beliefs?.questions ?? [])
      .slice(-MAX_QUESTIONS)
      .map((question) => ({
        from: question.from,
        text:
          question.channel === 'talk' && question.day === state.day && shownTalk.has(question.idx)
            ? ''
            : oneLine(talkText(question.day, question.idx), lineChars),
      })),
    ownStatements: ownStatementsOf(state, shownTalk, lineChars),
    recentTalk: talk.lines,
    omittedTalk: talk.omitted,
    recentWhisper: whisper.lines,
    omittedWhisper: whisper.omitted,
    candidates: [...(options.candidates ?? [])],
    statedVote: options.statedVote ?? '',
    statedAttack: options.statedAttack ?? '',
    remainTalks: state.remain.count ?? 0,
    firstTalkToday: !state.talks.some((entry) => entry.day === state.day && entry.agent === state.self),
    maxChars: talkLimits(state).maxChars,
  };
};

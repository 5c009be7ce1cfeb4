import type { Beliefs } from '../beliefs/index.ts';
import type { GameState, TalkEntry } from '../../game/state.ts';
import type { Language } from '../brain.ts';
import { LABELS } from './labels.ts';
import type { MemoryContext, RequestContext, SystemContext } from './prompt-context-schema.ts';

/** Bounds that keep every prompt the same size whatever the day. */
export type MemoryLimits = {
  readonly recentTalks: number;
  readonly summaryDays: number;
  readonly maxLineChars: number;
};

/** Notes the model wrote in the background: a plan per day and a summary per finished day. */
export type DayNotes = { readonly plans: ReadonlyMap<number, string>; readonly summaries: ReadonlyMap<number, string> };

const MAX_OWN_STATEMENTS = 3;
/** Earlier own statements are there for consistency: their gist (the start) is enough. */
const MAX_OWN_STATEMENT_CHARS = 60;
const MAX_REPORTS = 12;
const MAX_QUESTIONS = 3;
const MAX_NOTE_CHARS = 400;
const DEFAULT_MAX_CHARS = 125;

const cut = (text: string, max: number): string => {
  const points = [...text];
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
};

/** Newlines would break the one-line-per-fact layout; the server strips them anyway. */
const oneLine = (text: string, max: number): string => cut(text.replace(/\s*[\r\n]+\s*/g, ' ').trim(), max);

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

export const buildSystemContext = (state: GameState, lang: Language): SystemContext => {
  const labels = LABELS[lang];
  const role = state.role;
  const werewolfSide = role === 'WEREWOLF' || role === 'POSSESSED';
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
    // Go map order makes the profile's line order random per packet; sort for a stable (cacheable) prefix.
    persona: (state.profile ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .sort(),
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

const recentLines = (entries: readonly TalkEntry[], state: GameState, limits: MemoryLimits) => {
  const today = entries.filter((entry) => entry.day === state.day && isSpoken(entry));
  const shown = today.slice(-limits.recentTalks);
  return {
    lines: shown.map((entry) => ({
      idx: entry.idx,
      agent: entry.agent,
      text: oneLine(entry.text, limits.maxLineChars),
      isSelf: entry.agent === state.self,
    })),
    omitted: today.length - shown.length,
  };
};

export const buildRequestContext = (options: {
  readonly state: GameState;
  readonly lang: Language;
  readonly limits: MemoryLimits;
  readonly beliefs?: Beliefs;
  readonly candidates?: readonly string[];
  readonly statedVote?: string;
  readonly statedAttack?: string;
}): RequestContext => {
  const { state, lang, limits, beliefs } = options;
  const labels = LABELS[lang];
  const talk = recentLines(state.talks, state, limits);
  const whisper = recentLines(state.whispers, state, limits);
  const latestClaims = new Map<string, string>();
  for (const claim of beliefs?.claims ?? []) latestClaims.set(claim.agent, labels.roles[claim.role]);
  const reports = (beliefs?.reports ?? []).slice(-MAX_REPORTS);
  const claimants = new Map<string, RequestContext['claimants'][number]>();
  for (const [agent, role] of latestClaims) claimants.set(agent, { agent, role, results: [] });
  for (const report of reports) {
    const entry = claimants.get(report.reporter) ?? {
      agent: report.reporter,
      role: labels.roles[report.kind === 'divination' ? 'SEER' : 'MEDIUM'],
      results: [],
    };
    entry.results.push({ day: report.day, target: report.target, result: labels.species[report.species] });
    claimants.set(report.reporter, entry);
  }
  // A question already among the recent lines shown is only pointed at, not copied again.
  const shownTalk = new Set(talk.lines.map((line) => line.idx));
  const talkText = (day: number, idx: number): string =>
    state.talks.find((entry) => entry.day === day && entry.idx === idx)?.text ?? '';
  return {
    self: state.self,
    day: state.day,
    claims: [...latestClaims.entries()].map(([agent, role]) => ({ agent, role })),
    reports: reports.map((report) => ({
      day: report.day,
      reporter: report.reporter,
      target: report.target,
      result: labels.species[report.species],
      kind: report.kind === 'divination' ? labels.divination : labels.identification,
    })),
    claimants: [...claimants.values()],
    // A werewolf knows who the werewolves are: estimates would only read "0%" for everyone.
    suspects: (state.role === 'WEREWOLF' ? [] : (beliefs?.agents ?? []))
      .filter((agent) => agent.alive && agent.name !== state.self && !state.teammates.includes(agent.name))
      .sort((a, b) => b.werewolf - a.werewolf)
      .map((agent) => ({
        name: agent.name,
        werewolf: Math.round(agent.werewolf * 100),
        claim: agent.claim === undefined ? '' : labels.roles[agent.claim],
      })),
    voteIntentions: Object.entries(beliefs?.voteIntentions ?? {}).map(([agent, target]) => ({ agent, target })),
    questions: (beliefs?.questions ?? []).slice(-MAX_QUESTIONS).map((question) => ({
      from: question.from,
      text:
        question.channel === 'talk' && question.day === state.day && shownTalk.has(question.idx)
          ? ''
          : oneLine(talkText(question.day, question.idx), limits.maxLineChars),
    })),
    ownStatements: state.talks
      .filter((entry) => entry.agent === state.self && isSpoken(entry) && entry.day < state.day)
      .slice(-MAX_OWN_STATEMENTS)
      .map((entry) => ({
        day: entry.day,
        text: oneLine(entry.text, Math.min(limits.maxLineChars, MAX_OWN_STATEMENT_CHARS)),
      })),
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

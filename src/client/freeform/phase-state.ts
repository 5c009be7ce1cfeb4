import type { TalkEntry } from '../../game/state.ts';

export type FreeformChannel = 'talk' | 'whisper';

/**
 * Our view of one open (or just closed) speak-anytime phase: plain data, updated by the pure
 * functions below. Counts follow freeform.md §11.1: the phase packets' remain_count is authoritative,
 * `pending` counts what we sent and have not seen echoed yet.
 */
export type PhaseState = {
  readonly channel: FreeformChannel;
  readonly day: number;
  readonly open: boolean;
  readonly openedAt: number;
  readonly durationMs: number;
  /** Local deadline: arrival of the phase start + duration (monotonic enough: our own clock). */
  readonly deadline: number;
  readonly self: string;
  /** Living agents that take part (us included). */
  readonly participants: readonly string[];
  readonly perAgent: number;
  /** Our remaining utterances as the server last told us. */
  readonly remaining: number;
  /** Sent by us, echo not seen yet, with the send times (oldest first). */
  readonly pendingSince: readonly number[];
  readonly overSent: boolean;
  /** Whitespace-free forms of what we sent, so a repeated line counts as "nothing new". */
  readonly sentTexts: readonly string[];
  readonly lastSentAt?: number;
  /** When the last broadcast (anyone's) arrived; the phase start before the first. */
  readonly lastTalkAt: number;
  /** Accepted talks per agent in this phase, and who is done (Over or out of utterances). */
  readonly spoken: Readonly<Record<string, number>>;
  readonly done: readonly string[];
  /** Someone addressed us with @Name and we have not answered yet. */
  readonly mentionPending: boolean;
  readonly closingSent: boolean;
  /** Slowest send → echo time seen, for the guard. */
  readonly slowestEchoMs: number;
  readonly seenIdx: readonly number[];
};

export const compactText = (text: string): string => text.replace(/\s+/gu, '');

export const openPhase = (options: {
  channel: FreeformChannel;
  day: number;
  now: number;
  durationMs: number;
  self: string;
  participants: readonly string[];
  perAgent: number;
  remaining: number;
  slowestEchoMs?: number;
}): PhaseState => ({
  channel: options.channel,
  day: options.day,
  open: true,
  openedAt: options.now,
  durationMs: options.durationMs,
  deadline: options.now + options.durationMs,
  self: options.self,
  participants: options.participants,
  perAgent: options.perAgent,
  remaining: options.remaining,
  pendingSince: [],
  overSent: false,
  sentTexts: [],
  lastTalkAt: options.now,
  spoken: {},
  done: [],
  mentionPending: false,
  closingSent: false,
  slowestEchoMs: options.slowestEchoMs ?? 0,
  seenIdx: [],
});

/** Utterances we may still use: the server's count minus what is in flight. */
export const availableUtterances = (phase: PhaseState): number => phase.remaining - phase.pendingSince.length;

export const othersAllDone = (phase: PhaseState): boolean =>
  phase.participants.every((agent) => agent === phase.self || phase.done.includes(agent));

/** Is `@self` in the text (the server's plain substring rule; the speaker never mentions itself)? */
export const mentions = (options: { text: string; name: string }): boolean => options.text.includes(`@${options.name}`);

/**
 * One broadcast: counts who spoke and who is done; our echo confirms one pending send. `remainCount`
 * is the packet's info.remain_count (ours), when present.
 */
export const applyBroadcast = (
  phase: PhaseState,
  options: { talk: TalkEntry; remainCount: number | undefined; now: number },
): PhaseState => {
  const { talk } = options;
  if (phase.seenIdx.includes(talk.idx)) return phase;
  const spokenCount = (phase.spoken[talk.agent] ?? 0) + 1;
  const done = talk.over || spokenCount >= phase.perAgent;
  const own = talk.agent === phase.self;
  const sentAt = own ? phase.pendingSince[0] : undefined;
  return {
    ...phase,
    seenIdx: [...phase.seenIdx, talk.idx],
    lastTalkAt: options.now,
    spoken: { ...phase.spoken, [talk.agent]: spokenCount },
    done: done && !phase.done.includes(talk.agent) ? [...phase.done, talk.agent] : phase.done,
    remaining: options.remainCount ?? (own ? Math.max(0, phase.remaining - 1) : phase.remaining),
    pendingSince: own ? phase.pendingSince.slice(1) : phase.pendingSince,
    slowestEchoMs: sentAt === undefined ? phase.slowestEchoMs : Math.max(phase.slowestEchoMs, options.now - sentAt),
    mentionPending: phase.mentionPending || (!own && mentions({ text: talk.text, name: phase.self })),
  };
};

export const markSent = (
  phase: PhaseState,
  options: { text: string; now: number; purpose: 'regular' | 'mention' | 'closing' | 'over' },
): PhaseState => ({
  ...phase,
  pendingSince: [...phase.pendingSince, options.now],
  sentTexts: [...phase.sentTexts, compactText(options.text)],
  lastSentAt: options.now,
  overSent: phase.overSent || options.purpose === 'over',
  mentionPending: options.purpose === 'mention' ? false : phase.mentionPending,
  closingSent: phase.closingSent || options.purpose === 'closing',
});

export const closePhase = (phase: PhaseState, remainCount?: number): PhaseState => ({
  ...phase,
  open: false,
  ...(remainCount === undefined ? {} : { remaining: remainCount }),
});

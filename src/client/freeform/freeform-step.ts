import type { TalkDecision } from '../../brain/brain.ts';
import { describeError } from '../../errors.ts';
import { fitTalkInState } from '../../game/index.ts';
import type { GameState, TalkEntry } from '../../game/state.ts';
import { resumeRandom } from '../../random.ts';
import { ensureBrain } from '../ensure-brain.ts';
import type { BrainAsk, SessionEffect } from '../session-events.ts';
import type { SessionDraft } from '../session-state.ts';
import { isClaim } from './detect-claim.ts';
import { guardFor, pacingScale } from './freeform-settings.ts';
import type { Pacing, PhaseRuntime, TimerReason } from './freeform-state.ts';
import {
  applyBroadcast,
  compactText,
  type FreeformChannel,
  markSent,
  openPhase,
  othersAllDone,
} from './phase-state.ts';
import { checkSendGate } from './send-gate.ts';
import { decideAttempt, type SpeakPurpose } from './speaking-policy.ts';
import { startStagger } from './start-stagger.ts';

/**
 * The speak-anytime talk policy shared by every brain (freeform.md §11), as transitions of the session
 * draft: it decides when to ask the brain, and every frame passes one send gate at the moment of
 * sending. It never answers a packet (all sending happens on its own timer ticks), aborts generation
 * when the phase ends or any other request arrives, and drops what comes too late instead of sending it.
 */

const PHASE_PACKETS: Readonly<Record<string, { channel: FreeformChannel; step: 'start' | 'broadcast' | 'end' }>> = {
  TALK_PHASE_START: { channel: 'talk', step: 'start' },
  TALK_BROADCAST: { channel: 'talk', step: 'broadcast' },
  TALK_PHASE_END: { channel: 'talk', step: 'end' },
  WHISPER_PHASE_START: { channel: 'whisper', step: 'start' },
  WHISPER_BROADCAST: { channel: 'whisper', step: 'broadcast' },
  WHISPER_PHASE_END: { channel: 'whisper', step: 'end' },
};

export const isFreeformPacket = (request: string): boolean => request in PHASE_PACKETS;

/** Texts the server reads as control words: never sent as speech. */
const CONTROL_WORDS: ReadonlySet<string> = new Set(['', 'Over', 'Skip', 'ForceSkip']);

const requestName = (channel: FreeformChannel): string => (channel === 'talk' ? 'TALK_PHASE' : 'WHISPER_PHASE');

type SpeakAsk = Extract<BrainAsk, { kind: 'speak' }>;

/** p90 of recent generation times: a generation that would end inside the guard is not started. */
const expectedLatency = (latencies: readonly number[]): number => {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? 0;
};

const note = (out: SessionEffect[], message: string): void =>
  void out.push({ kind: 'log', entry: { kind: 'note', message } });

const update = (draft: SessionDraft, channel: FreeformChannel, changes: Partial<PhaseRuntime>): PhaseRuntime => {
  const runtime = { ...(draft.freeform.phases[channel] as PhaseRuntime), ...changes };
  draft.freeform.phases[channel] = runtime;
  return runtime;
};

const guardOf = (draft: SessionDraft, runtime: PhaseRuntime): number =>
  guardFor({
    settings: draft.freeform.settings,
    durationMs: runtime.phase.durationMs,
    slowestEchoMs: Math.max(draft.freeform.slowestEchoMs, runtime.phase.slowestEchoMs),
  });

const endPhase = (draft: SessionDraft, channel: FreeformChannel, reason: string, out: SessionEffect[]): void => {
  const runtime = draft.freeform.phases[channel];
  if (runtime === undefined) return;
  if (runtime.timer !== undefined) out.push({ kind: 'cancel-timer', timer: channel });
  if (runtime.generationId !== undefined) {
    out.push({ kind: 'abort', askId: runtime.generationId });
    note(out, `${requestName(channel)} generation cancelled: ${reason}`);
  }
  delete draft.freeform.phases[channel];
};

/** One timer per phase: an earlier attempt wins, except that claims debounce each other. */
const schedule = (
  draft: SessionDraft,
  channel: FreeformChannel,
  at: number,
  reason: TimerReason,
  out: SessionEffect[],
): void => {
  const runtime = draft.freeform.phases[channel];
  if (runtime === undefined || draft.closed) return;
  const debounce = reason === 'claim' && runtime.timer?.reason === 'claim';
  if (runtime.timer !== undefined && runtime.timer.at <= at && !debounce) return;
  out.push({ kind: 'schedule', timer: channel, at, event: { kind: 'speak-tick', channel, phaseId: runtime.id } });
  update(draft, channel, { timer: { at, reason } });
};

const gap = (draft: SessionDraft, runtime: PhaseRuntime): number => {
  const { minimumGapMs, maximumGapMs } = runtime.pacing;
  const random = resumeRandom(draft.freeform.random);
  const jitter = random.next();
  draft.freeform.random = random.position;
  return minimumGapMs + jitter * Math.max(0, maximumGapMs - minimumGapMs);
};

/** The only place a frame leaves: the gate is checked here, after generation. */
const sendGated = (
  draft: SessionDraft,
  utterance: { channel: FreeformChannel; text: string; purpose: SpeakPurpose | 'over'; detail: string },
  at: number,
  out: SessionEffect[],
): boolean => {
  const { channel, text, purpose, detail } = utterance;
  const runtime = draft.freeform.phases[channel];
  const guardMs = runtime === undefined ? 0 : guardOf(draft, runtime);
  const gate = checkSendGate({ phase: runtime?.phase, now: at, guardMs });
  if (runtime === undefined || !gate.ok) {
    const lateByMs = runtime === undefined ? 0 : at - (runtime.phase.deadline - guardMs);
    out.push({ kind: 'log', entry: { kind: 'late-drop', request: requestName(channel), text, lateByMs } });
    note(out, `${requestName(channel)} not sent: ${gate.ok ? 'PHASE_CLOSED' : gate.code}`);
    return false;
  }
  if (draft.closed) return false;
  // The deadline that applied: the gate's last moment (local deadline − guard), for the log's audit.
  const deadline = runtime.phase.deadline - guardMs;
  out.push({ kind: 'send', request: requestName(channel), text, source: 'brain', arrivedAt: at, deadline, detail });
  const sent = update(draft, channel, { phase: markSent(runtime.phase, { text, now: at, purpose }) });
  if (purpose !== 'over') schedule(draft, channel, at + gap(draft, sent), 'gap', out);
  return true;
};

const speechOf = (state: GameState | undefined, channel: FreeformChannel, decision: unknown): string => {
  const said = (decision as TalkDecision | undefined)?.text;
  const text = typeof said === 'string' ? said.trim() : '';
  if (CONTROL_WORDS.has(text) || state === undefined) return 'Over';
  const fitted = fitTalkInState({ state, channel, text, mode: 'freeform' }).text.trim();
  return CONTROL_WORDS.has(fitted) ? 'Over' : fitted;
};

const generate = (
  draft: SessionDraft,
  runtime: PhaseRuntime,
  purpose: SpeakPurpose,
  at: number,
  out: SessionEffect[],
): void => {
  ensureBrain(draft, out);
  const state = draft.game;
  if (state === undefined) return;
  const id = draft.nextAskId;
  draft.nextAskId = id + 1;
  const channel = runtime.phase.channel;
  const deadline = runtime.phase.deadline - guardOf(draft, runtime);
  update(draft, channel, { generationId: id, reconsider: false });
  const ask: SpeakAsk = { kind: 'speak', id, channel, phaseId: runtime.id, purpose, deadline, startedAt: at };
  out.push({ kind: 'ask-brain', ask, state });
};

const attempt = (draft: SessionDraft, channel: FreeformChannel, at: number, out: SessionEffect[]): void => {
  const runtime = draft.freeform.phases[channel];
  if (runtime === undefined || draft.closed) return;
  if (runtime.generationId !== undefined) {
    update(draft, channel, { reconsider: true });
    return;
  }
  const guardMs = guardOf(draft, runtime);
  const decision = decideAttempt({ phase: runtime.phase, now: at, guardMs, settings: runtime.pacing });
  switch (decision.kind) {
    case 'stop':
      return;
    case 'wait':
      schedule(draft, channel, decision.at, 'idle', out);
      return;
    case 'over':
      sendGated(draft, { channel, text: 'Over', purpose: 'over', detail: 'everyone else is done' }, at, out);
      return;
    case 'generate': {
      if (at + expectedLatency(draft.freeform.latencies) >= runtime.phase.deadline - guardMs) {
        note(out, `${requestName(channel)}: no time left for a generation`);
        if (othersAllDone(runtime.phase))
          sendGated(draft, { channel, text: 'Over', purpose: 'over', detail: 'no time left' }, at, out);
        return;
      }
      generate(draft, runtime, decision.purpose, at, out);
    }
  }
};

const participantsOf = (state: GameState, channel: FreeformChannel): string[] => {
  const alive = state.agents.filter((agent) => state.status[agent] === 'ALIVE' && !state.erroredAgents.includes(agent));
  return channel === 'talk' ? alive : alive.filter((agent) => agent === state.self || state.teammates.includes(agent));
};

const pacingFor = (draft: SessionDraft, durationMs: number): Pacing => {
  const { settings } = draft.freeform;
  const scale = pacingScale(durationMs);
  return {
    maximumStaggerMs: settings.maximumStaggerMs * scale,
    minimumGapMs: settings.minimumGapMs * scale,
    maximumGapMs: settings.maximumGapMs * scale,
    mentionDelayMs: settings.mentionDelayMs * scale,
    claimDelayMs: settings.claimDelayMs * scale,
    idleMs: settings.idleMs * scale,
    closingWindowMs: settings.closingWindowMs * scale,
    reserve: settings.reserve,
  };
};

const startPhase = (draft: SessionDraft, channel: FreeformChannel, at: number, out: SessionEffect[]): void => {
  endPhase(draft, channel, 'a new phase started', out);
  const state = draft.game;
  if (state === undefined) return;
  const setting = state.settings?.[channel];
  const durationMs = setting?.duration ?? draft.freeform.settings.fallbackDurationMs;
  if (setting?.duration === undefined) note(out, `no setting.${channel}.duration; assuming ${durationMs} ms`);
  const pacing = pacingFor(draft, durationMs);
  const perAgent = setting?.maxCountPerAgent ?? 4;
  const id = draft.nextAskId;
  draft.nextAskId = id + 1;
  const phase = openPhase({
    channel,
    day: state.day,
    now: at,
    durationMs,
    self: state.self,
    participants: participantsOf(state, channel),
    perAgent,
    remaining: state.remain.count ?? perAgent,
    slowestEchoMs: draft.freeform.slowestEchoMs,
  });
  draft.freeform.phases[channel] = { id, phase, pacing, timer: undefined, generationId: undefined, reconsider: false };
  const stagger = startStagger({ name: `${state.self}/${draft.config.name}`, maximumMs: pacing.maximumStaggerMs });
  schedule(draft, channel, at + stagger, 'start', out);
};

const broadcast = (
  draft: SessionDraft,
  channel: FreeformChannel,
  talk: TalkEntry | undefined,
  at: number,
  out: SessionEffect[],
): void => {
  const state = draft.game;
  const before = draft.freeform.phases[channel];
  if (before === undefined || talk === undefined || state === undefined) return;
  const phase = applyBroadcast(before.phase, { talk, remainCount: state.remain.count, now: at });
  const { pacing } = update(draft, channel, { phase });
  draft.freeform.slowestEchoMs = Math.max(draft.freeform.slowestEchoMs, phase.slowestEchoMs);
  if (talk.agent === state.self) return;
  if (phase.mentionPending) schedule(draft, channel, at + pacing.mentionDelayMs, 'mention', out);
  else if (othersAllDone(phase)) schedule(draft, channel, at + pacing.mentionDelayMs, 'closing', out);
  else if (
    !talk.over &&
    isClaim({ text: talk.text, speaker: talk.agent, agents: state.agents, lang: draft.config.lang })
  ) {
    const spacing = phase.lastSentAt === undefined ? 0 : phase.lastSentAt + pacing.minimumGapMs;
    schedule(draft, channel, Math.max(at + pacing.claimDelayMs, spacing), 'claim', out);
  }
  if (before.generationId !== undefined && (phase.mentionPending || othersAllDone(phase)))
    update(draft, channel, { reconsider: true });
};

/** Every packet after the session folded it; `talk` is a broadcast's new_talk/new_whisper. */
export const freeformPacket = (
  draft: SessionDraft,
  packet: { request: string; talk: TalkEntry | undefined; at: number },
  out: SessionEffect[],
): void => {
  if (draft.closed) return;
  const { request, talk, at } = packet;
  try {
    const kind = PHASE_PACKETS[request];
    if (kind === undefined) {
      // NAME is a health check that can come at any time; every other request ends all talk.
      if (request === 'NAME') return;
      // Turn-based games come here with every packet: no phase, no reason to write.
      if (draft.freeform.phases.talk === undefined && draft.freeform.phases.whisper === undefined) return;
      endPhase(draft, 'talk', `${request} arrived`, out);
      endPhase(draft, 'whisper', `${request} arrived`, out);
      return;
    }
    if (kind.step === 'start') startPhase(draft, kind.channel, at, out);
    else if (kind.step === 'broadcast') broadcast(draft, kind.channel, talk, at, out);
    else endPhase(draft, kind.channel, 'phase ended', out);
  } catch (error) {
    note(out, `internal error in the freeform policy: ${describeError(error)}`);
  }
};

/** The phase's timer fired: the policy looks again. */
export const speakTick = (
  draft: SessionDraft,
  tick: { channel: FreeformChannel; phaseId: number; at: number },
  out: SessionEffect[],
): void => {
  const runtime = draft.freeform.phases[tick.channel];
  if (runtime?.id !== tick.phaseId) return;
  update(draft, tick.channel, { timer: undefined });
  attempt(draft, tick.channel, tick.at, out);
};

/** A generation ended (answered, failed or never started): its time counts, and is it still wanted? */
const finishGeneration = (draft: SessionDraft, ask: SpeakAsk, at: number): PhaseRuntime | undefined => {
  const runtime = draft.freeform.phases[ask.channel];
  const current = runtime?.id === ask.phaseId ? runtime : undefined;
  if (current?.generationId === ask.id) update(draft, ask.channel, { generationId: undefined });
  draft.freeform.latencies = [...draft.freeform.latencies, at - ask.startedAt].slice(-20);
  return draft.closed || current === undefined ? undefined : draft.freeform.phases[ask.channel];
};

/** The brain's utterance: sent through the gate, or Over when it has nothing new. */
export const speakDecided = (
  draft: SessionDraft,
  ask: SpeakAsk,
  decision: unknown,
  at: number,
  out: SessionEffect[],
): void => {
  const { channel, purpose } = ask;
  if (finishGeneration(draft, ask, at) === undefined) {
    const text = String((decision as TalkDecision | undefined)?.text);
    out.push({
      kind: 'log',
      entry: { kind: 'late-drop', request: requestName(channel), text, lateByMs: at - ask.deadline },
    });
    return;
  }
  const source = String((decision as TalkDecision | undefined)?.source);
  const speech = speechOf(draft.game, channel, decision);
  const sentTexts = draft.freeform.phases[channel]?.phase.sentTexts ?? [];
  const repeated = speech !== 'Over' && sentTexts.includes(compactText(speech));
  // Nothing new (the brain passed or repeats itself): Over lets the phase end early.
  if (speech === 'Over' || repeated)
    sendGated(draft, { channel, text: 'Over', purpose: 'over', detail: `${source}: nothing new` }, at, out);
  else sendGated(draft, { channel, text: speech, purpose, detail: `${source}: ${purpose}` }, at, out);
  const runtime = draft.freeform.phases[channel];
  if (runtime?.reconsider === true && runtime.id === ask.phaseId) schedule(draft, channel, at, 'mention', out);
};

export const speakFailed = (
  draft: SessionDraft,
  ask: SpeakAsk,
  message: string,
  at: number,
  out: SessionEffect[],
): void => {
  const runtime = finishGeneration(draft, ask, at);
  if (runtime === undefined) return;
  out.push({ kind: 'log', entry: { kind: 'brain-error', request: requestName(ask.channel), message } });
  schedule(draft, ask.channel, at + gap(draft, runtime), 'gap', out);
};

/** There was no brain to ask: the generation never started. */
export const speakUnavailable = (draft: SessionDraft, ask: SpeakAsk): void => {
  const runtime = draft.freeform.phases[ask.channel];
  if (runtime?.generationId === ask.id) update(draft, ask.channel, { generationId: undefined });
};

export const closeFreeform = (draft: SessionDraft, out: SessionEffect[]): void => {
  endPhase(draft, 'talk', 'session closed', out);
  endPhase(draft, 'whisper', 'session closed', out);
};

import type { Brain, Language, TalkDecision } from '../../brain/brain.ts';
import { describeError } from '../../errors.ts';
import { fitTalkInState } from '../../game/index.ts';
import type { GameState, TalkEntry } from '../../game/state.ts';
import { createRandom } from '../../random.ts';
import type { SessionLogEntry } from '../session-logger.ts';
import { isClaim } from './detect-claim.ts';
import {
  type FreeformSettings,
  type FreeformSettingsInput,
  guardFor,
  pacingScale,
  resolveFreeformSettings,
} from './freeform-settings.ts';
import {
  applyBroadcast,
  closePhase,
  compactText,
  type FreeformChannel,
  markSent,
  openPhase,
  othersAllDone,
  type PhaseState,
} from './phase-state.ts';
import type { Scheduler } from './scheduler.ts';
import { checkSendGate } from './send-gate.ts';
import { decideAttempt, type SpeakPurpose } from './speaking-policy.ts';
import { startStagger } from './start-stagger.ts';

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

type TimerReason = 'start' | 'gap' | 'idle' | 'mention' | 'claim' | 'closing';

type Pacing = Omit<FreeformSettings, 'minimumGuardMs' | 'fallbackDurationMs'>;

type PhaseRuntime = {
  phase: PhaseState;
  readonly pacing: Pacing;
  cancelTimer?: (() => void) | undefined;
  timerAt?: number | undefined;
  timerReason?: TimerReason | undefined;
  generation?: AbortController | undefined;
  /** Something worth a new look arrived while the brain was generating. */
  reconsider: boolean;
};

export type FreeformTalk = {
  /** Every packet after the session folded it; `talk` is a broadcast's new_talk/new_whisper. */
  onPacket(options: { request: string; talk?: TalkEntry | undefined }): void;
  /** Cancels everything; nothing is sent afterwards. */
  close(): void;
};

export type FreeformTalkOptions = {
  /** Our connection name: with the in-game name it seeds the stagger and the jitter. */
  name: string;
  seed: string;
  lang: Language;
  scheduler: Scheduler;
  settings?: FreeformSettingsInput;
  state(): GameState | undefined;
  brain(): Brain | undefined;
  /** Writes one frame; false when it could not be sent. */
  send(options: { text: string; channel: FreeformChannel; purpose: SpeakPurpose | 'over'; detail: string }): boolean;
  log(entry: SessionLogEntry): void;
};

const requestName = (channel: FreeformChannel): string => (channel === 'talk' ? 'TALK_PHASE' : 'WHISPER_PHASE');

/** p90 of recent generation times: a generation that would end inside the guard is not started. */
const expectedLatency = (latencies: readonly number[]): number => {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? 0;
};

/**
 * The speak-anytime talk policy shared by every brain (freeform.md §11): it decides when to ask the
 * brain, and every frame passes one send gate at the moment of sending. It never answers a packet
 * (all sending happens on its own timers), aborts generation when the phase ends or any other request
 * arrives, and drops what comes too late instead of sending it.
 */
export const createFreeformTalk = (options: FreeformTalkOptions): FreeformTalk => {
  const { scheduler } = options;
  const settings = resolveFreeformSettings(options.settings);
  const random = createRandom(`${options.seed}/${options.name}/freeform`);
  const phases: Partial<Record<FreeformChannel, PhaseRuntime>> = {};
  const latencies: number[] = [];
  let slowestEchoMs = 0;
  let closed = false;

  const guardOf = (runtime: PhaseRuntime): number =>
    guardFor({
      settings,
      durationMs: runtime.phase.durationMs,
      slowestEchoMs: Math.max(slowestEchoMs, runtime.phase.slowestEchoMs),
    });

  const stopTimer = (runtime: PhaseRuntime): void => {
    runtime.cancelTimer?.();
    runtime.cancelTimer = undefined;
    runtime.timerAt = undefined;
    runtime.timerReason = undefined;
  };

  const endPhase = (channel: FreeformChannel, reason: string): void => {
    const runtime = phases[channel];
    if (runtime === undefined) return;
    stopTimer(runtime);
    if (runtime.generation !== undefined) {
      runtime.generation.abort();
      options.log({ kind: 'note', message: `${requestName(channel)} generation cancelled: ${reason}` });
    }
    runtime.generation = undefined;
    runtime.phase = closePhase(runtime.phase);
    delete phases[channel];
  };

  /** One timer per phase: an earlier attempt wins, except that claims debounce each other. */
  const schedule = (channel: FreeformChannel, at: number, reason: TimerReason): void => {
    const runtime = phases[channel];
    if (runtime === undefined || closed) return;
    const debounce = reason === 'claim' && runtime.timerReason === 'claim';
    if (runtime.timerAt !== undefined && runtime.timerAt <= at && !debounce) return;
    stopTimer(runtime);
    runtime.timerAt = at;
    runtime.timerReason = reason;
    runtime.cancelTimer = scheduler.schedule(at - scheduler.now(), () => {
      if (phases[channel] !== runtime) return;
      runtime.cancelTimer = undefined;
      runtime.timerAt = undefined;
      runtime.timerReason = undefined;
      attempt(channel);
    });
  };

  const gap = (runtime: PhaseRuntime): number => {
    const { minimumGapMs, maximumGapMs } = runtime.pacing;
    return minimumGapMs + random.next() * Math.max(0, maximumGapMs - minimumGapMs);
  };

  /** The only place a frame leaves: the gate is checked here, after generation. */
  const sendGated = (
    channel: FreeformChannel,
    text: string,
    purpose: SpeakPurpose | 'over',
    detail: string,
  ): boolean => {
    const runtime = phases[channel];
    const now = scheduler.now();
    const gate = checkSendGate({
      phase: runtime?.phase,
      now,
      guardMs: runtime === undefined ? 0 : guardOf(runtime),
    });
    if (runtime === undefined || !gate.ok) {
      options.log({
        kind: 'late-drop',
        request: requestName(channel),
        text,
        lateByMs: runtime === undefined ? 0 : now - (runtime.phase.deadline - guardOf(runtime)),
      });
      options.log({
        kind: 'note',
        message: `${requestName(channel)} not sent: ${gate.ok ? 'PHASE_CLOSED' : gate.code}`,
      });
      return false;
    }
    if (!options.send({ text, channel, purpose, detail })) return false;
    runtime.phase = markSent(runtime.phase, { text, now, purpose });
    if (purpose !== 'over') schedule(channel, now + gap(runtime), 'gap');
    return true;
  };

  const speechOf = (channel: FreeformChannel, decision: TalkDecision | undefined): string => {
    const text = typeof decision?.text === 'string' ? decision.text.trim() : '';
    const state = options.state();
    if (CONTROL_WORDS.has(text) || state === undefined) return 'Over';
    const fitted = fitTalkInState({ state, channel, text, mode: 'freeform' }).text.trim();
    return CONTROL_WORDS.has(fitted) ? 'Over' : fitted;
  };

  const generate = (channel: FreeformChannel, runtime: PhaseRuntime, purpose: SpeakPurpose): void => {
    const state = options.state();
    const brain = options.brain();
    if (state === undefined || brain === undefined) return;
    const controller = new AbortController();
    runtime.generation = controller;
    runtime.reconsider = false;
    const startedAt = scheduler.now();
    const context = { state, signal: controller.signal, deadline: runtime.phase.deadline - guardOf(runtime) };
    const finish = (): boolean => {
      if (runtime.generation === controller) runtime.generation = undefined;
      latencies.push(scheduler.now() - startedAt);
      if (latencies.length > 20) latencies.shift();
      return !controller.signal.aborted && phases[channel] === runtime && !closed;
    };
    Promise.resolve()
      .then(() => (channel === 'talk' ? brain.talk(context) : brain.whisper(context)))
      .then(
        (decision) => {
          if (!finish()) {
            options.log({
              kind: 'late-drop',
              request: requestName(channel),
              text: String(decision?.text),
              lateByMs: scheduler.now() - context.deadline,
            });
            return;
          }
          const speech = speechOf(channel, decision);
          const repeated = speech !== 'Over' && runtime.phase.sentTexts.includes(compactText(speech));
          // Nothing new (the brain passed or repeats itself): Over lets the phase end early.
          if (speech === 'Over' || repeated)
            sendGated(channel, 'Over', 'over', `${String(decision?.source)}: nothing new`);
          else sendGated(channel, speech, purpose, `${String(decision?.source)}: ${purpose}`);
          if (runtime.reconsider && phases[channel] === runtime) schedule(channel, scheduler.now(), 'mention');
        },
        (error: unknown) => {
          if (!finish()) return;
          options.log({ kind: 'brain-error', request: requestName(channel), message: describeError(error) });
          schedule(channel, scheduler.now() + gap(runtime), 'gap');
        },
      )
      .catch((error: unknown) => {
        options.log({ kind: 'note', message: `internal error in the freeform policy: ${describeError(error)}` });
      });
  };

  const attempt = (channel: FreeformChannel): void => {
    const runtime = phases[channel];
    if (runtime === undefined || closed) return;
    if (runtime.generation !== undefined) {
      runtime.reconsider = true;
      return;
    }
    const now = scheduler.now();
    const guardMs = guardOf(runtime);
    const decision = decideAttempt({ phase: runtime.phase, now, guardMs, settings: runtime.pacing });
    switch (decision.kind) {
      case 'stop':
        return;
      case 'wait':
        schedule(channel, decision.at, 'idle');
        return;
      case 'over':
        sendGated(channel, 'Over', 'over', 'everyone else is done');
        return;
      case 'generate': {
        if (now + expectedLatency(latencies) >= runtime.phase.deadline - guardMs) {
          options.log({ kind: 'note', message: `${requestName(channel)}: no time left for a generation` });
          if (othersAllDone(runtime.phase)) sendGated(channel, 'Over', 'over', 'no time left');
          return;
        }
        generate(channel, runtime, decision.purpose);
      }
    }
  };

  const participantsOf = (state: GameState, channel: FreeformChannel): string[] => {
    const alive = state.agents.filter(
      (agent) => state.status[agent] === 'ALIVE' && !state.erroredAgents.includes(agent),
    );
    return channel === 'talk'
      ? alive
      : alive.filter((agent) => agent === state.self || state.teammates.includes(agent));
  };

  const start = (channel: FreeformChannel): void => {
    endPhase(channel, 'a new phase started');
    const state = options.state();
    if (state === undefined) return;
    const setting = state.settings?.[channel];
    const durationMs = setting?.duration ?? settings.fallbackDurationMs;
    if (setting?.duration === undefined)
      options.log({ kind: 'note', message: `no setting.${channel}.duration; assuming ${durationMs} ms` });
    const scale = pacingScale(durationMs);
    const pacing: Pacing = {
      maximumStaggerMs: settings.maximumStaggerMs * scale,
      minimumGapMs: settings.minimumGapMs * scale,
      maximumGapMs: settings.maximumGapMs * scale,
      mentionDelayMs: settings.mentionDelayMs * scale,
      claimDelayMs: settings.claimDelayMs * scale,
      idleMs: settings.idleMs * scale,
      closingWindowMs: settings.closingWindowMs * scale,
      reserve: settings.reserve,
    };
    const perAgent = setting?.maxCountPerAgent ?? 4;
    const now = scheduler.now();
    phases[channel] = {
      phase: openPhase({
        channel,
        day: state.day,
        now,
        durationMs,
        self: state.self,
        participants: participantsOf(state, channel),
        perAgent,
        remaining: state.remain.count ?? perAgent,
        slowestEchoMs,
      }),
      pacing,
      reconsider: false,
    };
    const stagger = startStagger({ name: `${state.self}/${options.name}`, maximumMs: pacing.maximumStaggerMs });
    schedule(channel, now + stagger, 'start');
  };

  const broadcast = (channel: FreeformChannel, talk: TalkEntry | undefined): void => {
    const runtime = phases[channel];
    const state = options.state();
    if (runtime === undefined || talk === undefined || state === undefined) return;
    const now = scheduler.now();
    runtime.phase = applyBroadcast(runtime.phase, { talk, remainCount: state.remain.count, now });
    slowestEchoMs = Math.max(slowestEchoMs, runtime.phase.slowestEchoMs);
    if (talk.agent === state.self) return;
    const { pacing, phase } = runtime;
    if (phase.mentionPending) schedule(channel, now + pacing.mentionDelayMs, 'mention');
    else if (othersAllDone(phase)) schedule(channel, now + pacing.mentionDelayMs, 'closing');
    else if (
      !talk.over &&
      isClaim({ text: talk.text, speaker: talk.agent, agents: state.agents, lang: options.lang })
    ) {
      const spacing = phase.lastSentAt === undefined ? 0 : phase.lastSentAt + pacing.minimumGapMs;
      schedule(channel, Math.max(now + pacing.claimDelayMs, spacing), 'claim');
    }
    if (runtime.generation !== undefined && (phase.mentionPending || othersAllDone(phase))) runtime.reconsider = true;
  };

  return {
    onPacket: ({ request, talk }) => {
      if (closed) return;
      try {
        const packet = PHASE_PACKETS[request];
        if (packet === undefined) {
          // NAME is a health check that can come at any time; every other request ends all talk.
          if (request === 'NAME') return;
          // Turn-based games come here with every packet: no phase, no reason to write.
          if (phases.talk === undefined && phases.whisper === undefined) return;
          endPhase('talk', `${request} arrived`);
          endPhase('whisper', `${request} arrived`);
          return;
        }
        if (packet.step === 'start') start(packet.channel);
        else if (packet.step === 'broadcast') broadcast(packet.channel, talk);
        else endPhase(packet.channel, 'phase ended');
      } catch (error) {
        options.log({ kind: 'note', message: `internal error in the freeform policy: ${describeError(error)}` });
      }
    },
    close: () => {
      endPhase('talk', 'session closed');
      endPhase('whisper', 'session closed');
      closed = true;
    },
  };
};

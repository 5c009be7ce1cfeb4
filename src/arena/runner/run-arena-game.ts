import type { GameRecord } from '../../game-log/index.ts';
import type { Random } from '../../random.ts';
import type { ArenaConfig } from '../config/arena-config-schema.ts';
import { runFreeformPhase } from '../freeform/freeform-phase.ts';
import { openPhaseInbox, type PhaseInbox } from '../freeform/phase-inbox.ts';
import { createGameRecordRecorder } from '../logs/game-record-recorder.ts';
import { createJsonLog, type JsonLog, type JsonLogEntry } from '../logs/json-log.ts';
import { DEFAULT_LOG_FILENAME, type LogOptions, logFileName, writeGameLogs } from '../logs/write-game-logs.ts';
import { type FreeformPhaseRunner, playGame } from '../rules/game-machine.ts';
import type { ArenaSeat, GameLogEvent, GameOutcome, RequestOutcome } from '../rules/rules-types.ts';
import type { Scheduler } from '../../client/freeform/scheduler.ts';
import { printedFrame } from '../../packets/index.ts';
import type { AgentLink } from './agent-link.ts';
import { frameText, type OutgoingFrame } from './agent-channel.ts';

export type ArenaGameResult = GameOutcome & {
  readonly gameLogLines: readonly string[];
  /** What `readGameLog` reads from `gameLogLines`, built as the game went (the summary scores it). */
  readonly gameRecord: GameRecord;
  readonly jsonLog: JsonLog;
  readonly logFiles?: { gameLog: string; jsonLog: string };
  /** Frames an agent sent while nobody read (see AgentLink.strays); a correct agent sends none. */
  readonly strayFrames: readonly { seat: number; text: string; receivedAt: number; drained: boolean }[];
  /** How each speak-anytime phase ended, in order (none in a turn-based game). */
  readonly freeformPhases: readonly FreeformPhaseEnd[];
};

/** One speak-anytime phase as the arena ended it (freeform.md §4 items 5–6). */
export type FreeformPhaseEnd = {
  readonly day: number;
  readonly kind: 'talk' | 'whisper';
  /** `early-end`: every participant was done (Over or no count left); `timer`: its `duration` ran out. */
  readonly endedBy: 'early-end' | 'timer';
  /** Submissions still waiting when it ended, dropped without trace. */
  readonly dropped: number;
  /** Frames the phase-end drain discarded (sent after the agent's own Over). */
  readonly drained: number;
};

export type GameObserver = {
  /** Every game-log event as it happens (the `play` command prints these). */
  onEvent?(event: GameLogEvent, seats: readonly ArenaSeat[]): void;
};

/**
 * A JSON log entry whose request text is printed only when read (a log written, a test inspecting it).
 * `toJSON` gives the entry's keys in the server's order, with `request` printed.
 */
class SentRequestEntry implements JsonLogEntry {
  readonly agent: string;
  readonly #frame: OutgoingFrame;
  readonly request_timestamp: number;
  readonly response_timestamp: number;
  response?: string;
  error?: string;

  constructor(
    agent: string,
    frame: OutgoingFrame,
    times: { readonly requestTime: number; readonly responseTime: number },
    response: string | undefined,
    error: string | undefined,
  ) {
    this.agent = agent;
    this.#frame = frame;
    this.request_timestamp = times.requestTime;
    this.response_timestamp = times.responseTime;
    if (response !== undefined) this.response = response;
    if (error !== undefined) this.error = error;
  }

  get request(): string {
    return frameText(this.#frame);
  }

  toJSON(): JsonLogEntry {
    const json: JsonLogEntry = {
      agent: this.agent,
      request: this.request,
      request_timestamp: this.request_timestamp,
      response_timestamp: this.response_timestamp,
    };
    if (this.response !== undefined) json.response = this.response;
    if (this.error !== undefined) json.error = this.error;
    return json;
  }
}

/**
 * Drives the rules over one link per seat: the shell shared by the WebSocket server and the in-process
 * runner. Sends each packet, waits as the server does, feeds the outcome back, collects both logs, and
 * closes every connection at the end (the server closes TCP right after FINISH).
 */
export const runArenaGame = async (options: {
  config: ArenaConfig;
  seats: readonly ArenaSeat[];
  links: readonly AgentLink[];
  gameId: string;
  random: Random;
  startedAtMs: number;
  logs?: LogOptions;
  observer?: GameObserver;
  freeform?: FreeformPhaseRunner;
  now?: () => number;
  /** The freeform phase timer's clock (default real time). */
  scheduler?: Scheduler;
}): Promise<ArenaGameResult> => {
  const { config, seats, links } = options;
  const timeouts = config.server.timeout;
  const jsonLog = createJsonLog({ gameId: options.gameId, seats });
  const gameLogLines: string[] = [];
  const recorder = createGameRecordRecorder(options.gameId);
  const machine = playGame({
    config,
    seats,
    gameId: options.gameId,
    random: options.random,
    // A talk or whisper setting with a `duration` runs as a speak-anytime phase, as on the server.
    freeform: options.freeform ?? runFreeformPhase,
  });
  let step = machine.next();
  let inbox: PhaseInbox | undefined;
  const freeformPhases: FreeformPhaseEnd[] = [];
  let openPhase: { day: number; kind: 'talk' | 'whisper'; timedOut: boolean } | undefined;
  try {
    while (!step.done) {
      const effect = step.value;
      if (effect.type === 'phase-open') {
        inbox = openPhaseInbox({
          participants: effect.seats.map((seat) => ({ seat, link: links[seat - 1] as AgentLink })),
          durationMs: effect.durationMs,
          ...(options.scheduler === undefined ? {} : { scheduler: options.scheduler }),
        });
        openPhase = { day: effect.day, kind: effect.kind, timedOut: false };
        step = machine.next(undefined);
        continue;
      }
      if (effect.type === 'phase-next') {
        const outcome: RequestOutcome =
          inbox === undefined ? { ok: false, fatal: false, reason: 'timeout' } : await inbox.next();
        // The phase takes submissions until the inbox says time is up (or everyone is done).
        if (openPhase !== undefined && !outcome.ok) openPhase.timedOut = true;
        step = machine.next(outcome);
        continue;
      }
      if (effect.type === 'phase-close') {
        const closed = inbox?.close() ?? { dropped: 0, drained: 0 };
        if (openPhase !== undefined)
          freeformPhases.push({
            day: openPhase.day,
            kind: openPhase.kind,
            endedBy: openPhase.timedOut ? 'timer' : 'early-end',
            ...closed,
          });
        inbox = undefined;
        openPhase = undefined;
        step = machine.next(undefined);
        continue;
      }
      if (effect.type === 'log') {
        gameLogLines.push(...recorder.add(effect.event));
        options.observer?.onEvent?.(effect.event, seats);
        step = machine.next(undefined);
        continue;
      }
      const seat = seats[effect.seat - 1] as ArenaSeat;
      const link = links[effect.seat - 1] as AgentLink;
      // Printed only when read: a socket prints it, an in-process seat reads the object, and the JSON
      // log's entry reads the same text if the log is ever written or inspected.
      const frame = printedFrame(effect.packet);
      const needsAnswer = effect.needsAnswer && effect.broadcast !== true;
      const result = await link.request({ frame, needsAnswer, timeouts });
      jsonLog.entries.push(
        new SentRequestEntry(
          seat.name,
          frame,
          result,
          result.ok ? (result.text === '' ? undefined : result.text) : undefined,
          result.ok ? undefined : result.errorMessage,
        ),
      );
      const outcome: RequestOutcome = result.ok
        ? { ok: true, text: result.text }
        : { ok: false, fatal: result.fatal, reason: result.reason };
      step = machine.next(outcome);
    }
  } finally {
    inbox?.close();
    for (const link of links) link.close();
  }
  const outcome = step.value;
  jsonLog.win_side = outcome.winSide;
  const directory = options.logs?.directory;
  const logFiles =
    directory === undefined
      ? undefined
      : writeGameLogs({
          directory,
          name: logFileName({
            template: options.logs?.filename ?? DEFAULT_LOG_FILENAME,
            gameId: options.gameId,
            startedAtMs: options.startedAtMs,
            seats,
          }),
          gameLogLines,
          jsonLog,
        });
  return {
    ...outcome,
    strayFrames: links.flatMap((link, index) => link.strays.map((stray) => ({ seat: index + 1, ...stray }))),
    freeformPhases,
    gameLogLines,
    gameRecord: recorder.finish(),
    jsonLog,
    ...(logFiles === undefined ? {} : { logFiles }),
  };
};

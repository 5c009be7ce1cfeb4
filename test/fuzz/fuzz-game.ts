import fc from 'fast-check';
import type { BrainFactory } from '../../src/brain/brain.ts';
import { connectAgents, type SessionLogRecord } from '../../src/client/index.ts';
import { decodePacket, requiresAnswer, usableStatusMap } from '../../src/packets/index.ts';
import {
  framesFor,
  loadTranscript,
  type ReplayFrame,
  type ReplayResult,
  startReplayServer,
  type TranscriptLine,
} from '../support/replay-server.ts';
import { applyMutation, type FrameMutation, frameMutationArbitrary } from './frame-mutations.ts';
import { websocketDialer } from '../../src/transport/index.ts';

export const TRANSCRIPTS = [
  'ja_5.jsonl',
  'en_5.jsonl',
  'ja_13.jsonl',
  'en_13.jsonl',
  'ja_5_limits.jsonl',
  'ja_5_skip.jsonl',
  'ja_5_late_cancel.jsonl',
  'ja_5_late_sequential.jsonl',
] as const;

/** timeout.action of every replayed game; the replay server waits this long for each answer, like the real one. */
export const FUZZ_ACTION_TIMEOUT_MS = 1000;
const MAX_FRAMES_PER_GAME = 150;

/** One fuzzed game: a recorded client's packets, about half of them mutated. */
export type FuzzGame = {
  readonly transcript: (typeof TRANSCRIPTS)[number];
  readonly client: number;
  readonly mutations: readonly (FrameMutation | null)[];
};

export const fuzzGameArbitrary: fc.Arbitrary<FuzzGame> = fc.record({
  transcript: fc.constantFrom(...TRANSCRIPTS),
  client: fc.nat({ max: 12 }),
  mutations: fc.array(fc.option(frameMutationArbitrary, { freq: 2 }), {
    minLength: MAX_FRAMES_PER_GAME,
    maxLength: MAX_FRAMES_PER_GAME,
  }),
});

export type ProblemClass = 'crash' | 'missing-answer' | 'illegal-target' | 'unexpected-frame' | 'illegal-talk';

export type FuzzProblem = {
  readonly problem: ProblemClass;
  readonly frameIndex: number;
  readonly detail: string;
  readonly frame: string;
  readonly mutation: FrameMutation | null;
};

export type FuzzGameOutcome = {
  readonly frames: number;
  readonly mutated: number;
  readonly problems: readonly FuzzProblem[];
  /** ms from a frame that needs an answer to its answer, for every answered one. */
  readonly latencies: readonly number[];
  readonly decodeErrors: number;
  readonly brainErrors: number;
  readonly lateDrops: number;
};

const transcriptCache = new Map<string, TranscriptLine[]>();

/** The frames of one fuzzed game, mutated, with what the real server would expect after each. */
export const fuzzFrames = (options: {
  game: FuzzGame;
  transcriptDir: string;
  maxFrames?: number;
}): { frames: ReplayFrame[]; mutations: (FrameMutation | null)[] } => {
  const { game } = options;
  const path = `${options.transcriptDir}/${game.transcript}`;
  const lines = transcriptCache.get(path) ?? loadTranscript(path);
  transcriptCache.set(path, lines);
  const clients = [...new Set(lines.filter((line) => line.dir === 'recv').map((line) => line.client))];
  const client = clients[game.client % clients.length]!;
  const recorded = framesFor({ lines, client, actionTimeoutMs: FUZZ_ACTION_TIMEOUT_MS }).slice(
    0,
    Math.min(options.maxFrames ?? MAX_FRAMES_PER_GAME, MAX_FRAMES_PER_GAME),
  );
  const mutations = recorded.map((_, index) => game.mutations[index] ?? null);
  const frames = recorded.map((frame, index) => {
    const mutation = mutations[index];
    const text = mutation === null || mutation === undefined ? frame.text : applyMutation(frame.text, mutation);
    return { text, expectsAnswer: serverWaitsAfter(text) };
  });
  return { frames, mutations };
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** A server that sends this frame blocks for an answer: it is JSON with a `request` that needs one. */
export const serverWaitsAfter = (text: string): boolean => {
  const request = asRecord(parseJson(text))?.['request'];
  return typeof request === 'string' && requiresAnswer(request);
};

/**
 * Plays one fuzzed game through the real client over a real WebSocket and judges every exchange
 * independently of the client's own state: each target must be a living agent of the frame's own
 * usable status_map, or of the last valid packet's when the frame's map is unusable.
 */
export const playFuzzGame = async (options: {
  game: FuzzGame;
  brainFactory: BrainFactory;
  transcriptDir: string;
  maxFrames?: number;
}): Promise<FuzzGameOutcome> => {
  const { frames, mutations } = fuzzFrames(options);
  const server = await startReplayServer({
    framesFor: () => frames,
    answerTimeoutMs: FUZZ_ACTION_TIMEOUT_MS,
    trailingQuietMs: 20,
  });
  // Counted, not kept: a record can hold a whole (huge) frame.
  const logged = { decodeErrors: 0, brainErrors: 0, lateDrops: 0, internalErrors: [] as string[] };
  const count = (record: SessionLogRecord): void => {
    if (record.kind === 'decode-error') logged.decodeErrors += 1;
    else if (record.kind === 'brain-error') logged.brainErrors += 1;
    else if (record.kind === 'late-drop') logged.lateDrops += 1;
    else if (record.kind === 'note' && record.message.startsWith('internal error'))
      logged.internalErrors.push(record.message);
  };
  const crashes: string[] = [];
  const onCrash = (error: unknown): void => void crashes.push(String(error instanceof Error ? error.stack : error));
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  let result: ReplayResult | undefined;
  try {
    await connectAgents({
      dial: websocketDialer({ url: server.url }),
      team: 'fuzz',
      agents: 1,
      brainFactory: options.brainFactory,
      seed: 'fuzz',
      createLogger: () => ({ write: count }),
    });
    [result] = await server.waitForResults(1);
  } finally {
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    await server.close();
  }
  const problems = judge({ result: result!, frames, mutations });
  for (const crash of crashes)
    problems.push({ problem: 'crash', frameIndex: -1, detail: crash, frame: '', mutation: null });
  for (const message of logged.internalErrors) {
    problems.push({ problem: 'crash', frameIndex: -1, detail: message, frame: '', mutation: null });
  }
  const latencies = result!.exchanges
    .filter((exchange) => exchange.frame.expectsAnswer && exchange.answeredAt !== undefined)
    .map((exchange) => exchange.answeredAt! - exchange.sentAt);
  return {
    frames: frames.length,
    mutated: mutations.filter((mutation) => mutation !== null).length,
    problems,
    latencies,
    decodeErrors: logged.decodeErrors,
    brainErrors: logged.brainErrors,
    lateDrops: logged.lateDrops,
  };
};

const TARGET_REQUESTS: ReadonlySet<string> = new Set(['VOTE', 'DIVINE', 'GUARD', 'ATTACK']);

const judge = (options: {
  result: ReplayResult;
  frames: readonly ReplayFrame[];
  mutations: readonly (FrameMutation | null)[];
}): FuzzProblem[] => {
  const { result, frames, mutations } = options;
  const problems: FuzzProblem[] = [];
  const at = (frameIndex: number, problem: ProblemClass, detail: string): void => {
    const index = frameIndex - 1; // exchange 0 is the opening NAME
    problems.push({
      problem,
      frameIndex: index,
      detail,
      frame: frames[index]?.text ?? '',
      mutation: mutations[index] ?? null,
    });
  };
  let lastMap: Readonly<Record<string, string>> | undefined;
  let lastSelf: string | undefined;
  for (const exchange of result.exchanges) {
    if (exchange.healthCheck === true) {
      if (exchange.answer !== undefined && exchange.answer !== result.name) {
        at(exchange.index, 'unexpected-frame', `health check answered ${JSON.stringify(exchange.answer.slice(0, 80))}`);
      }
      continue;
    }
    const text = exchange.frame.text;
    const json = asRecord(parseJson(text));
    const request = typeof json?.['request'] === 'string' ? (json['request'] as string) : '';
    const info = asRecord(json?.['info']);
    const ownMap = usableStatusMap(info?.['status_map'] ?? info?.['statusMap']);
    const ownSelf = typeof info?.['agent'] === 'string' ? (info['agent'] as string) : undefined;
    const map = ownMap ?? lastMap;
    const previousMap = lastMap;
    const self = ownMap === undefined ? lastSelf : (ownSelf ?? lastSelf);
    const decoded = decodePacket(text);
    if (decoded.ok && decoded.value.request !== 'UNKNOWN' && decoded.value.info !== undefined) {
      const validMap = usableStatusMap(decoded.value.info.statusMap);
      if (validMap !== undefined) {
        lastMap = validMap;
        lastSelf = decoded.value.info.agent;
      }
    }
    if (!exchange.frame.expectsAnswer) continue;
    const answer = exchange.answer;
    if (answer === undefined) {
      at(exchange.index, 'missing-answer', `${request}: no answer within ${FUZZ_ACTION_TIMEOUT_MS} ms`);
      continue;
    }
    if (request === 'NAME') {
      if (answer !== result.name)
        at(exchange.index, 'unexpected-frame', `NAME answered ${JSON.stringify(answer.slice(0, 80))}`);
    } else if (request === 'TALK' || request === 'WHISPER') {
      if (answer === '' || answer.includes('\n'))
        at(exchange.index, 'illegal-talk', `${request} answered ${JSON.stringify(answer.slice(0, 80))}`);
      const absent = absentNameIn({ answer, map, previous: previousMap, self, frame: text });
      if (absent !== undefined)
        at(
          exchange.index,
          'illegal-talk',
          `${request} answered ${JSON.stringify(answer.slice(0, 80))}, naming ${absent} absent from the packet`,
        );
    } else if (TARGET_REQUESTS.has(request)) {
      const legal = Object.entries(map ?? {})
        .filter(([name, status]) => status === 'ALIVE' && (request === 'VOTE' || name !== self))
        .map(([name]) => name);
      const ok = legal.includes(answer) || (legal.length === 0 && answer === '');
      if (!ok)
        at(
          exchange.index,
          'illegal-target',
          `${request} answered ${JSON.stringify(answer.slice(0, 80))}, legal: ${legal.slice(0, 20).join('/')}`,
        );
    }
  }
  for (const stray of result.unexpected) {
    at(stray.afterIndex, 'unexpected-frame', `stray frame ${JSON.stringify(stray.text.slice(0, 80))}`);
  }
  // Earliest frame first: a stray answer shifts every later one, so the first problem is the cause.
  return problems.sort((left, right) => left.frameIndex - right.frameIndex);
};

/** The server's control words: a roster may hold them as names (odd-name), a talk answer says them as words. */
const CONTROL_WORDS: ReadonlySet<string> = new Set(['Over', 'Skip', 'ForceSkip']);

/**
 * After a packet that replaced the whole roster (no name of the previous one is left), a name of the
 * previous roster written in a talk answer that the packet does not name anywhere (not in its votes,
 * results or history either): the talk was made from a cast this packet does not have. (A roster that
 * merely lost someone is normal: the talk may well speak of the dead, and of what the packet reports.)
 */
const absentNameIn = (options: {
  answer: string;
  map: Readonly<Record<string, string>> | undefined;
  previous: Readonly<Record<string, string>> | undefined;
  self: string | undefined;
  frame: string;
}): string | undefined => {
  const current = Object.keys(options.map ?? {});
  const previous = Object.keys(options.previous ?? {}).filter((name) => name !== options.self);
  if (previous.some((name) => current.includes(name))) return undefined;
  return previous.find(
    (name) =>
      name.length >= 2 &&
      name !== options.self &&
      !CONTROL_WORDS.has(name) &&
      !current.some((present) => present.includes(name)) &&
      !options.frame.includes(JSON.stringify(name)) &&
      options.answer.includes(name),
  );
};

import { fileURLToPath } from 'node:url';
import type { Brain, BrainFactory, DecisionContext, TalkDecision, TargetDecision } from '../../../src/brain/brain.ts';
import { createRandomBrain } from '../../../src/brain/random-brain.ts';
import type { GameConnection } from '../../../src/client/index.ts';
import { framesFor, loadTranscript } from '../../support/replay-server.ts';

export const transcriptDir = fileURLToPath(new URL('../../../../shared/fixtures/server-transcripts/', import.meta.url));

/** The raw frames one recorded client received (without the opening NAME), optionally with a shorter timeout.action. */
export const recordedFrames = (options: { file: string; client: string; actionTimeoutMs?: number }): string[] =>
  framesFor({
    lines: loadTranscript(`${transcriptDir}/${options.file}`),
    client: options.client,
    ...(options.actionTimeoutMs === undefined ? {} : { actionTimeoutMs: options.actionTimeoutMs }),
  }).map((frame) => frame.text);

export const requestOf = (frame: string): string => String((JSON.parse(frame) as { request: unknown }).request);

/** The first recorded frame of a request type (e.g. the first VOTE). */
export const firstFrame = (frames: readonly string[], request: string): string => {
  const found = frames.find((frame) => requestOf(frame) === request);
  if (found === undefined) throw new Error(`no ${request} in the fixture`);
  return found;
};

export type MemoryConnection = GameConnection & { readonly sent: string[]; closed: boolean };

export const memoryConnection = (): MemoryConnection => {
  const connection: MemoryConnection = {
    sent: [],
    closed: false,
    send: (text) => void connection.sent.push(text),
    close: () => {
      connection.closed = true;
    },
  };
  return connection;
};

type Overrides = Partial<Pick<Brain, 'talk' | 'whisper' | 'vote' | 'divine' | 'guard' | 'attack' | 'observe'>>;

/** A random brain with some methods replaced; counts how often the factory ran. */
export const scriptedBrain = (overrides: Overrides): BrainFactory & { created: number } => {
  const factory = Object.assign(
    (options: Parameters<BrainFactory>[0]): Brain => {
      factory.created += 1;
      return { ...createRandomBrain(options), name: 'scripted', ...overrides };
    },
    { created: 0 },
  );
  return factory;
};

/** A decision that never comes (until the test resolves it by hand). */
export const manualDecision = <T extends TalkDecision | TargetDecision>() => {
  let resolve: (value: T) => void = () => {};
  const contexts: DecisionContext[] = [];
  const method = (context: DecisionContext): Promise<T> => {
    contexts.push(context);
    return new Promise<T>((done) => {
      resolve = done;
    });
  };
  return { method, contexts, resolve: (value: T) => resolve(value) };
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

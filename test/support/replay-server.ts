import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { requiresAnswer } from '../../src/packets/index.ts';

/**
 * A stand-in for aiwolf-nlp-server that replays recorded packets to a real client over a real
 * WebSocket on 127.0.0.1 and collects what comes back. Like the server it is strictly sequential:
 * it sends a packet and, when the request needs an answer, reads exactly one frame (or gives up
 * after the frame's wait, as the server's timeout would) before sending the next. Recorded times
 * are ignored, so a game replays in milliseconds.
 */
export type TranscriptLine = {
  readonly seq: number;
  readonly t_ms: number;
  readonly client: string;
  readonly dir: 'recv' | 'send' | 'close';
  readonly packet?: Record<string, unknown>;
  readonly request?: string;
  readonly text?: string;
};

export type ReplayFrame = {
  /** The raw text frame to send (may be deliberately malformed). */
  readonly text: string;
  /** Whether the server would block for an answer after this frame. */
  readonly expectsAnswer: boolean;
  /** How long to wait for the answer before moving on (the server's timeout); default: answerTimeoutMs. */
  readonly waitMs?: number;
  /** Sleep before sending this frame (e.g. to let a late answer surface). */
  readonly delayBeforeMs?: number;
};

export type ReplayExchange = {
  /** Position of the frame in the replayed list (a health check shares its request's index). */
  readonly index: number;
  /** A NAME the replayer sent because the answer to the previous frame did not come in time. */
  readonly healthCheck?: boolean;
  readonly frame: ReplayFrame;
  /** ms since the server started, when the frame was sent. */
  readonly sentAt: number;
  /** The answer read for this frame; undefined when the wait ran out. */
  readonly answer?: string;
  readonly answeredAt?: number;
};

export type UnexpectedFrame = { readonly text: string; readonly at: number; readonly afterIndex: number };

export type ReplayResult = {
  /** What the client answered to the opening NAME. */
  readonly name: string;
  readonly exchanges: readonly ReplayExchange[];
  /** Frames the client sent while no answer was due: each one would shift the real server by one. */
  readonly unexpected: readonly UnexpectedFrame[];
  /** Request headers of the connection (the token test reads Authorization). */
  readonly headers: IncomingMessage['headers'];
};

export type ReplayServer = {
  readonly url: string;
  readonly port: number;
  /** One result per accepted connection, in order. */
  readonly results: Promise<ReplayResult>[];
  /** Resolves when `count` connections have been replayed to the end. */
  waitForResults(count: number): Promise<ReplayResult[]>;
  close(): Promise<void>;
};

const NAME_FRAME: ReplayFrame = { text: '{"request":"NAME"}', expectsAnswer: true };

export const loadTranscript = (path: string): TranscriptLine[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TranscriptLine);

export const transcriptClients = (lines: readonly TranscriptLine[]): string[] => [
  ...new Set(lines.filter((line) => line.dir === 'recv').map((line) => line.client)),
];

/**
 * The packets one recorded client received after its opening NAME, as frames. `actionTimeoutMs` rewrites
 * `setting.timeout.action` so deadline tests can run on short timeouts.
 */
export const framesFor = (options: {
  lines: readonly TranscriptLine[];
  client: string;
  actionTimeoutMs?: number;
}): ReplayFrame[] =>
  options.lines
    .filter((line) => line.client === options.client && line.dir === 'recv' && line.packet !== undefined)
    // The opening NAME is the server's own handshake (startReplayServer sends it).
    .filter((line, index) => index > 0 || line.packet?.['request'] !== 'NAME')
    .map((line) => {
      const packet = structuredClone(line.packet!);
      const setting = packet['setting'] as { timeout?: { action?: number } } | undefined;
      if (options.actionTimeoutMs !== undefined && setting?.timeout !== undefined) {
        setting.timeout.action = options.actionTimeoutMs;
      }
      return { text: JSON.stringify(packet), expectsAnswer: requiresAnswer(String(packet['request'])) };
    });

export const startReplayServer = async (options: {
  /**
   * Frames after the handshake, chosen by the name the client answered to the opening NAME (as
   * the real server matches by name) and the connection's 0-based index (for reconnect tests).
   */
  framesFor: (client: { name: string; index: number }) => readonly ReplayFrame[];
  /** Default wait for an answer before moving on, in ms. */
  answerTimeoutMs?: number;
  /** After the last frame, how long to keep listening for stray frames before dropping the socket. */
  trailingQuietMs?: number;
  /** A fixed port (reconnect tests start the server late); default: any free port. */
  port?: number;
}): Promise<ReplayServer> => {
  const answerTimeoutMs = options.answerTimeoutMs ?? 5000;
  const trailingQuietMs = options.trailingQuietMs ?? 100;
  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const started = Date.now();
  const results: Promise<ReplayResult>[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let connections = 0;

  server.on('connection', (socket, request) => {
    const index = connections++;
    results.push(replay({ socket, headers: request.headers, index }));
    for (const waiter of waiters) if (results.length >= waiter.count) waiter.resolve();
  });

  const replay = async (input: {
    socket: WebSocket;
    headers: IncomingMessage['headers'];
    index: number;
  }): Promise<ReplayResult> => {
    const { socket } = input;
    const inbox: { text: string; at: number }[] = [];
    let notify: (() => void) | undefined;
    socket.on('message', (data) => {
      inbox.push({ text: data.toString(), at: Date.now() - started });
      notify?.();
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const nextFrame = (waitMs: number): Promise<{ text: string; at: number } | undefined> => {
      const queued = inbox.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          notify = undefined;
          resolve(undefined);
        }, waitMs);
        notify = () => {
          clearTimeout(timer);
          notify = undefined;
          resolve(inbox.shift());
        };
      });
    };

    // The handshake: the server waits for the name without any timeout; we wait the default.
    const handshakeSentAt = Date.now() - started;
    socket.send(NAME_FRAME.text);
    const hello = await nextFrame(answerTimeoutMs);
    const name = hello?.text ?? '';
    const frames = [NAME_FRAME, ...(hello === undefined ? [] : options.framesFor({ name, index: input.index }))];
    const exchanges: ReplayExchange[] = [
      {
        index: 0,
        frame: frames[0]!,
        sentAt: handshakeSentAt,
        ...(hello === undefined ? {} : { answer: hello.text, answeredAt: hello.at }),
      },
    ];
    const unexpected: UnexpectedFrame[] = [];
    for (const [index, frame] of frames.entries()) {
      if (index === 0) continue;
      if (frame.delayBeforeMs !== undefined) await sleep(frame.delayBeforeMs);
      // Anything that arrived while no answer was due is a stray frame.
      for (const stray of inbox.splice(0)) unexpected.push({ ...stray, afterIndex: index - 1 });
      if (socket.readyState !== socket.OPEN) break;
      const sentAt = Date.now() - started;
      socket.send(frame.text);
      if (!frame.expectsAnswer) {
        exchanges.push({ index, frame, sentAt });
        continue;
      }
      const reply = await nextFrame(frame.waitMs ?? answerTimeoutMs);
      exchanges.push({
        index,
        frame,
        sentAt,
        ...(reply === undefined ? {} : { answer: reply.text, answeredAt: reply.at }),
      });
      if (reply !== undefined) continue;
      // What the real server does after a missed answer (server.md §4.5): a NAME health check whose
      // reply must be the original name; a late answer arriving first would be read as that reply.
      const checkSentAt = Date.now() - started;
      socket.send(NAME_FRAME.text);
      const check = await nextFrame(answerTimeoutMs);
      exchanges.push({
        index,
        frame: NAME_FRAME,
        sentAt: checkSentAt,
        healthCheck: true,
        ...(check === undefined ? {} : { answer: check.text, answeredAt: check.at }),
      });
    }
    await sleep(trailingQuietMs);
    for (const stray of inbox.splice(0)) unexpected.push({ ...stray, afterIndex: frames.length - 1 });
    // Like the real server after FINISH: drop the TCP connection without a close frame (1006).
    socket.terminate();
    await closed;
    return { name, exchanges, unexpected, headers: input.headers };
  };

  return {
    url: `ws://127.0.0.1:${port}/ws`,
    port,
    results,
    waitForResults: async (count) => {
      if (results.length < count) {
        await new Promise<void>((resolve) => waiters.push({ count, resolve }));
      }
      return Promise.all(results.slice(0, count));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

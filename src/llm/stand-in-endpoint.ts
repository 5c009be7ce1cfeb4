import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describeError } from '../errors.ts';

/**
 * A stand-in for a model: an OpenAI Chat Completions server on 127.0.0.1 whose answers are written by
 * hand (or by any helper) as files. Each new request is written to `DIR/requests/NNNN.json` (the body as
 * sent) and `NNNN.md` (the prompt to read, with the answer's format); the reply is the text of
 * `DIR/answers/NNNN.txt` once that file exists and has stopped changing. A request with the same
 * messages and answer format as an earlier one gets the earlier number, also across restarts, so a run
 * repeated later finds the answers written in between (two phases: write the requests, answer, run again).
 */
export type StandInOptions = {
  readonly dir: string;
  /** 0: any free port. */
  readonly port?: number;
  /** Wait for a missing answer (default); false: reply 503 at once, so a first run only writes the requests. */
  readonly wait?: boolean;
  /** How long a request waits for its answer before a 504 (ms). */
  readonly answerTimeoutMs?: number;
  /** How often the answers folder is looked at (ms). */
  readonly pollMs?: number;
  /** Told of each request: its number, whether it is new, whether its answer is there. */
  readonly onRequest?: (event: {
    readonly number: string;
    readonly fresh: boolean;
    readonly answered: boolean;
  }) => void;
};

export type StandInEndpoint = {
  /** Base URL to give an OpenAI client, ending in /v1. */
  readonly baseURL: string;
  close(): Promise<void>;
};

type ChatBody = {
  readonly model?: unknown;
  readonly messages?: readonly { readonly role?: unknown; readonly content?: unknown }[];
  readonly response_format?: unknown;
};

const DEFAULT_ANSWER_TIMEOUT_MS = 24 * 60 * 60 * 1000;
const DEFAULT_POLL_MS = 500;

/** What makes two requests the same question: the messages and the answer format, not the model name or limits. */
const questionKey = (body: ChatBody): string =>
  createHash('sha256')
    .update(JSON.stringify({ messages: body.messages ?? [], response_format: body.response_format ?? null }))
    .digest('hex');

/** Written beside the new name and renamed into place, so a reader never sees half a file. */
const writeWhole = (path: string, text: string): void => {
  writeFileSync(`${path}.part`, text);
  renameSync(`${path}.part`, path);
};

/** The prompt as a person reads it: each message under its role, then what the answer file must hold. */
const readablePrompt = (number: string, body: ChatBody): string => {
  const parts = [`# Request ${number}`, ''];
  for (const message of body.messages ?? [])
    parts.push(
      `## ${String(message.role)}`,
      '',
      typeof message.content === 'string' ? message.content : JSON.stringify(message.content),
      '',
    );
  parts.push('## Answer', '', `Write the reply, and nothing else, to answers/${number}.txt.`);
  const format = body.response_format as { type?: string; json_schema?: { schema?: unknown } } | undefined;
  if (format?.type === 'json_schema')
    parts.push(
      'It must be one JSON object following this schema:',
      '',
      '```json',
      JSON.stringify(format.json_schema?.schema, null, 2),
      '```',
    );
  else if (format?.type === 'json_object') parts.push('It must be one JSON object.');
  return `${parts.join('\n')}\n`;
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const sendJson = (response: ServerResponse, status: number, value: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
};

const completion = (model: string, content: string) => ({
  id: `chatcmpl-stand-in-${Date.now()}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
  usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
});

export const startStandInEndpoint = async (options: StandInOptions): Promise<StandInEndpoint> => {
  const requestsDir = join(options.dir, 'requests');
  const answersDir = join(options.dir, 'answers');
  mkdirSync(requestsDir, { recursive: true });
  mkdirSync(answersDir, { recursive: true });
  const wait = options.wait ?? true;
  const answerTimeoutMs = options.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;

  // The questions already written (an earlier run's), by their key.
  const numbers = new Map<string, string>();
  let highest = 0;
  for (const file of readdirSync(requestsDir)
    .filter((name) => /^\d{4,}\.json$/.test(name))
    .sort()) {
    const number = file.slice(0, -'.json'.length);
    numbers.set(questionKey(JSON.parse(readFileSync(join(requestsDir, file), 'utf8')) as ChatBody), number);
    highest = Math.max(highest, Number(number));
  }
  const numberOf = (body: ChatBody): { number: string; fresh: boolean } => {
    const key = questionKey(body);
    const known = numbers.get(key);
    if (known !== undefined) return { number: known, fresh: false };
    highest += 1;
    const number = String(highest).padStart(4, '0');
    numbers.set(key, number);
    writeWhole(join(requestsDir, `${number}.json`), `${JSON.stringify(body, null, 2)}\n`);
    writeWhole(join(requestsDir, `${number}.md`), readablePrompt(number, body));
    return { number, fresh: true };
  };

  /** The answer once its file exists and reads the same twice in a row (a writer may still be at it). */
  const answerOf = async (number: string, gone: () => boolean): Promise<string | undefined> => {
    const path = join(answersDir, `${number}.txt`);
    const stopAt = Date.now() + answerTimeoutMs;
    let previous: string | undefined;
    for (;;) {
      const text = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      if (text !== undefined && (text === previous || !wait)) return text.trim();
      previous = text;
      if ((!wait && text === undefined) || gone() || Date.now() >= stopAt) return undefined;
      await new Promise((resolve) => setTimeout(resolve, text === undefined ? pollMs : Math.min(pollMs, 100)));
    }
  };

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || !(request.url ?? '').endsWith('/chat/completions')) {
        sendJson(response, 404, { error: { message: 'the stand-in answers POST /v1/chat/completions only' } });
        return;
      }
      let body: ChatBody;
      try {
        body = JSON.parse(await readBody(request)) as ChatBody;
      } catch {
        // The client is told what was wrong with its request; nothing else is to be done with it.
        sendJson(response, 400, { error: { message: 'the request body is not JSON' } });
        return;
      }
      const { number, fresh } = numberOf(body);
      let closed = false;
      response.on('close', () => {
        closed = true;
      });
      const answer = await answerOf(number, () => closed);
      options.onRequest?.({ number, fresh, answered: answer !== undefined });
      if (closed) return;
      if (answer === undefined) {
        sendJson(response, wait ? 504 : 503, {
          error: { message: `no answer in answers/${number}.txt${wait ? ' in time' : ' yet'}` },
        });
        return;
      }
      sendJson(response, 200, completion(typeof body.model === 'string' ? body.model : 'stand-in', answer));
    })().catch((error: unknown) => {
      // A request or answer file that could not be written or read: the client gets the reason.
      if (!response.headersSent) sendJson(response, 500, { error: { message: describeError(error) } });
    });
  });
  // A hand-answered request may wait for hours: no socket timeout on the server's side.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible Chat Completions server on 127.0.0.1:0 for tests and benchmarks: it answers
 * with scripted replies (in order; the fallback when the script is empty) and records every request.
 */
export type ScriptedReply =
  | { readonly kind: 'content'; readonly content: string; readonly delayMs?: number; readonly usage?: FakeUsage }
  | {
      readonly kind: 'status';
      readonly status: number;
      readonly body?: unknown;
      readonly headers?: Record<string, string>;
    }
  /** Accept the request and never answer (a hung connection). */
  | { readonly kind: 'hang' };

export type FakeUsage = {
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly cachedTokens?: number;
};

export type RecordedRequest = {
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: ChatBody;
  readonly receivedAt: number;
};

/** The parts of a Chat Completions request body the tests look at. */
export type ChatBody = {
  readonly model: string;
  readonly messages: readonly { readonly role: string; readonly content: string }[];
  readonly response_format?: {
    readonly type: string;
    readonly json_schema?: { readonly name: string; readonly schema: unknown };
  };
  readonly temperature?: number;
  readonly max_tokens?: number;
  readonly max_completion_tokens?: number;
  readonly [key: string]: unknown;
};

export type Responder = (body: ChatBody, index: number) => ScriptedReply;

export type FakeOpenAiServer = {
  /** Base URL to give the SDK, ending in /v1. */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  /** Requests received and not yet answered (or closed), now and at the most. */
  inFlight(): number;
  maxInFlight(): number;
  /** Appends replies to the script. */
  push(...replies: ScriptedReply[]): void;
  /** Answers requests once the script is empty (default: an HTTP 500). */
  respondWith(responder: Responder): void;
  close(): Promise<void>;
};

export const content = (
  value: string | object,
  extra: Partial<Omit<ScriptedReply & { kind: 'content' }, 'kind' | 'content'>> = {},
): ScriptedReply => ({
  kind: 'content',
  content: typeof value === 'string' ? value : JSON.stringify(value),
  ...extra,
});

/** Rough token count (ASCII ≈ 4 chars a token, other scripts ≈ 1 char a token), like real tokenizers on average. */
export const estimateTokens = (text: string): number => {
  let ascii = 0;
  let other = 0;
  for (const character of text) {
    if (character.charCodeAt(0) < 128) ascii++;
    else other++;
  }
  return Math.ceil(ascii / 4) + other;
};

export const startFakeOpenAiServer = async (): Promise<FakeOpenAiServer> => {
  const script: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  let responder: Responder = () => ({ kind: 'status', status: 500, body: { error: { message: 'no scripted reply' } } });
  let index = 0;
  let inFlight = 0;
  let maxInFlight = 0;

  const answer = (response: ServerResponse, body: ChatBody, reply: ScriptedReply): void => {
    if (reply.kind === 'hang') return;
    if (reply.kind === 'status') {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}`, type: 'fake' } }));
      return;
    }
    const promptTokens =
      reply.usage?.promptTokens ?? body.messages.reduce((sum, message) => sum + estimateTokens(message.content), 0);
    const send = (): void => {
      if (response.destroyed) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `chatcmpl-fake-${index}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content, refusal: null } },
          ],
          usage: {
            prompt_tokens: promptTokens,
            completion_tokens: reply.usage?.completionTokens ?? estimateTokens(reply.content),
            total_tokens: promptTokens + (reply.usage?.completionTokens ?? estimateTokens(reply.content)),
            prompt_tokens_details: { cached_tokens: reply.usage?.cachedTokens ?? 0 },
          },
        }),
      );
    };
    if (reply.delayMs === undefined) send();
    else setTimeout(send, reply.delayMs).unref();
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `no route ${request.method} ${path}` } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Answered, or the client gave up on it (a hung request counts until the client closes it).
      response.once('close', () => inFlight--);
      requests.push({ path, headers: request.headers, body, receivedAt: Date.now() });
      const reply = script.shift() ?? responder(body, index);
      index++;
      answer(response, body, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    push: (...replies) => {
      script.push(...replies);
    },
    respondWith: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/**
 * A fake player for whole games: reads the candidates and the living players from our own prompt
 * layout and answers in the shape asked for (talk / target / note). Every `wrongEvery`-th target reply
 * names someone who cannot be chosen, so retries and fallbacks get exercised too.
 */
export const createPlayerResponder = (options: { wrongEvery?: number; overEvery?: number } = {}): Responder => {
  let targets = 0;
  let talks = 0;
  return (body) => {
    const schema = body.response_format?.json_schema?.name;
    const prompt = body.messages.map((message) => message.content).join('\n');
    const last = body.messages.at(-1)?.content ?? '';
    if (schema === 'note_reply') return content({ note: 'Nothing certain yet; watch the quiet players.' });
    if (schema === 'target_reply') {
      targets++;
      const list = listAfter(last, /(?:Candidates|候補)[:：] ?(.*)/) ?? [];
      const wrong = options.wrongEvery !== undefined && targets % options.wrongEvery === 0;
      const target = wrong ? 'Nobody' : (list[targets % Math.max(1, list.length)] ?? 'Nobody');
      return content({ thought: 'fake reasoning', target });
    }
    talks++;
    if (talks % (options.overEvery ?? 3) === 0) return content({ thought: '', speech: 'Over', intents: [] });
    const self = /^(?:You are|あなたは)\s*([^,、。 ]+?)(?:,|。|です|\s)/u.exec(prompt)?.[1] ?? '';
    const alive = (listAfter(prompt, /(?:Alive|生存者)[:：] ?(.*)/) ?? []).filter((name) => name !== self);
    const suspect = alive[talks % Math.max(1, alive.length)];
    if (suspect === undefined) return content({ thought: '', speech: 'Over', intents: [] });
    const japanese = prompt.includes('生存者');
    return content({
      thought: 'fake reasoning',
      speech: japanese
        ? `${suspect}さんが怪しいと思う。今日は${suspect}さんに投票する。`
        : `I think ${suspect} is suspicious. I will vote for ${suspect} today.`,
      intents: [{ type: 'VOTE', target: suspect, role: null, species: null }],
    });
  };
};

const listAfter = (text: string, pattern: RegExp): string[] | undefined =>
  pattern
    .exec(text)?.[1]
    ?.split(/,\s*|、/u)
    .map((name) => name.trim())
    .filter((name) => name !== '');

import type { ChatMessage, ChatModel } from '../brain/llm/chat-model.ts';
import { extractJsonObject } from '../brain/llm/extract-json.ts';
import type { AiwolfError } from '../errors.ts';
import type { TalkPair } from '../replay/talk-pair-schema.ts';
import { askJudgeModel, type JudgeUsage, runJudgeJobs } from './judge-requests.ts';
import type { JudgeTemplates } from './judge-templates.ts';
import { PAIR_REPLY_SCHEMA, type PairJudgement, type PairVerdict, pairJudgementSchema } from './pair-verdict-schema.ts';

export type PairOrder = 'AB' | 'BA';

/** The two orders each pair is asked in, so a judge's liking for the first (or second) position cancels out. */
export const PAIR_ORDERS: readonly PairOrder[] = ['AB', 'BA'];

/** The messages for one pair in one order: in `BA` the model sees pairs.jsonl's B labelled A, and A labelled B. */
export const pairMessages = (options: {
  readonly pair: TalkPair;
  readonly order: PairOrder;
  readonly templates: JudgeTemplates;
}): ChatMessage[] => {
  const { pair, order, templates } = options;
  const shown = order === 'AB' ? { A: pair.A, B: pair.B } : { A: pair.B, B: pair.A };
  const { knows } = pair;
  const hasPrivateKnowledge =
    knows.teammates.length +
      knows.divinations.length +
      knows.mediumResults.length +
      knows.guards.length +
      knows.whispers.length >
    0;
  return [
    { role: 'system', content: templates.render('pair-system', {}) },
    { role: 'user', content: templates.render('pair', { ...pair, ...shown, hasPrivateKnowledge }) },
  ];
};

/** A judgement the model gave in `order`, put back in pairs.jsonl's labels. */
export const inFileLabels = (judgement: PairJudgement, order: PairOrder): PairJudgement =>
  order === 'AB'
    ? judgement
    : {
        scores: { A: judgement.scores.B, B: judgement.scores.A },
        preferred: judgement.preferred === 'A' ? 'B' : judgement.preferred === 'B' ? 'A' : 'tie',
        ...(judgement.reason === undefined ? {} : { reason: judgement.reason }),
      };

/** Reads a model reply as a judgement, or says what is wrong with it. */
export const readPairReply = (text: string): { ok: true; value: PairJudgement } | { ok: false; problem: string } => {
  const json = extractJsonObject(text);
  if (json === undefined) return { ok: false, problem: 'no JSON object in the reply' };
  const parsed = pairJudgementSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: `${issue?.path.join('.') || 'reply'}: ${issue?.message ?? 'invalid'}` };
};

/** A reply the model never got right: reported, never repaired. */
export type InvalidJudgement = { readonly id: string; readonly order: PairOrder; readonly problems: readonly string[] };

/**
 * Asks the model for a verdict on each (pair, order) in `jobs`, one request each, a reply that does not
 * parse or breaks the scales asked again up to `retries` times, then reported as invalid. Verdicts go to
 * `onVerdict` as they arrive (the caller writes them at once), so a run that stops keeps every one. A
 * failed request (the endpoint down, too slow, or `maxRequests` reached) stops the run with an error
 * saying how far it got.
 */
export const judgePairs = async (options: {
  readonly jobs: readonly { readonly pair: TalkPair; readonly order: PairOrder }[];
  readonly model: ChatModel;
  readonly templates: (lang: 'ja' | 'en') => JudgeTemplates;
  readonly judge: string;
  readonly retries: number;
  readonly concurrency: number;
  /** Per request, ms (each attempt is also bounded by llm.requestTimeoutMs). */
  readonly requestDeadlineMs: number;
  readonly maxRequests?: number;
  readonly usage: JudgeUsage;
  readonly onVerdict: (verdict: PairVerdict) => void;
  readonly onInvalid?: (invalid: InvalidJudgement) => void;
  readonly onProgress?: (done: number, total: number) => void;
}): Promise<{ verdicts: number; invalid: InvalidJudgement[] }> => {
  const invalid: InvalidJudgement[] = [];
  let verdicts = 0;
  let stopped: AiwolfError | undefined;
  const ask = async (pair: TalkPair, order: PairOrder): Promise<void> => {
    const messages = pairMessages({ pair, order, templates: options.templates(pair.lang) });
    const problems: string[] = [];
    for (let attempt = 0; attempt <= options.retries && stopped === undefined; attempt++) {
      const asked = await askJudgeModel({
        model: options.model,
        messages,
        replySchema: PAIR_REPLY_SCHEMA,
        requestDeadlineMs: options.requestDeadlineMs,
        ...(options.maxRequests === undefined ? {} : { maxRequests: options.maxRequests }),
        usage: options.usage,
        what: `pair ${pair.id} (${order})`,
      });
      if (!asked.ok) {
        stopped ??= asked.error;
        return;
      }
      const reply = readPairReply(asked.value);
      if (reply.ok) {
        verdicts++;
        options.onVerdict({ id: pair.id, order, judge: options.judge, ...inFileLabels(reply.value, order) });
        return;
      }
      problems.push(reply.problem);
    }
    if (stopped === undefined) {
      const entry = { id: pair.id, order, problems };
      invalid.push(entry);
      options.onInvalid?.(entry);
    }
  };
  await runJudgeJobs({
    jobs: options.jobs,
    concurrency: options.concurrency,
    ask: (job) => ask(job.pair, job.order),
    stopped: () => stopped,
    kept: () => `${verdicts} verdicts`,
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  });
  return { verdicts, invalid };
};

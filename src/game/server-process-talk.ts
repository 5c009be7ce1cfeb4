import { countLength, cutLength } from './count-length.ts';
import { findMention, type MentionRule } from './find-mention.ts';
import { trimServerSpace } from './server-whitespace.ts';
import type { LengthLimits } from './state.ts';

export const OVER = 'Over';
export const SKIP = 'Skip';
export const FORCE_SKIP = 'ForceSkip';

/**
 * How the server reads a raw answer frame before the rules below.
 * - 'turn': answers to TALK/WHISPER requests; every `\n` is removed, nothing else (server.md §4.1).
 * - 'freeform': speak-anytime submissions; whitespace-trimmed, and an empty frame is no submission.
 */
export type TalkMode = 'turn' | 'freeform';

export type ServerTalkInput = {
  /** The raw frame the agent sent. */
  readonly text: string;
  readonly limits: LengthLimits;
  /** `max_skip` of the channel: a normal talk resets the skip count to it. */
  readonly maxSkip: number;
  /** Skips the speaker has left before this talk (`remain_skip`). */
  readonly remainSkip: number;
  /** Budget left before this talk (`remain_length`); only when `max_length.per_agent` is set. */
  readonly remainLength?: number;
  /** Talks the speaker has left before this one, counting this one (freeform acceptance check). */
  readonly remainCount?: number;
  readonly speaker: string;
  /** Every agent of the game in index order. */
  readonly agentNames: readonly string[];
  readonly mentionRule?: MentionRule;
  readonly mode?: TalkMode;
  /** No answer arrived in time (or it was lost): recorded as Skip without using a skip (§4.3). */
  readonly timedOut?: boolean;
};

export type ServerTalkResult = {
  /**
   * False when the server would not record anything: an empty freeform frame, or a freeform
   * submission other than Over with no count or budget left (silently rejected).
   */
  readonly accepted: boolean;
  /** Exactly the text the server records and shows everybody. */
  readonly storedText: string;
  readonly skip: boolean;
  readonly over: boolean;
  /** Budget charged by this talk (0 without `per_agent`); charged on uncut text, so it can exceed what is kept. */
  readonly lengthUsed: number;
  /** Budget after this talk (absent without `per_agent`); ≤ 0 means the speaker is not asked again today. */
  readonly remainLength?: number;
  readonly remainSkip: number;
  /** Talks left after this one (when `remainCount` was given); Over sets it to 0. */
  readonly remainCount?: number;
  /** The agent the server took as mentioned, if any. */
  readonly mention?: string;
  /** Some of the text was cut off by a length limit. */
  readonly truncated: boolean;
  /** The real server would panic on this talk (a negative limit in words or count_spaces mode). */
  readonly panic: boolean;
};

type Charge = { budget: number | undefined; used: number; panic: boolean };

const charge = (state: Charge, cost: number): void => {
  if (state.budget === undefined || cost <= 0) return;
  state.budget -= cost;
  state.used += cost;
};

/** `cutLength`, noting a panic in `state`. */
const cut = (state: Charge, part: string, length: number, limits: LengthLimits): string => {
  const result = cutLength(part, length, limits);
  state.panic ||= result.panic;
  return result.text;
};

type MutableResult = { -readonly [Key in keyof ServerTalkResult]?: ServerTalkResult[Key] };

/**
 * A result that charged nothing, completed with the keys `…, remainCount?, lengthUsed, remainLength?,
 * truncated, panic` in that order (the order of the conditional spreads this replaces).
 */
const unchanged = (
  result: MutableResult,
  remainCount: number | undefined,
  budgetBefore: number | undefined,
): ServerTalkResult => {
  if (remainCount !== undefined) result.remainCount = remainCount;
  result.lengthUsed = 0;
  if (budgetBefore !== undefined) result.remainLength = budgetBefore;
  result.truncated = false;
  result.panic = false;
  return result as ServerTalkResult;
};

/** Over, Skip or a timed-out answer: stored as is, nothing charged. */
const control = (
  stored: string,
  remainSkip: number,
  countAfter: number | undefined,
  budgetBefore: number | undefined,
): ServerTalkResult =>
  unchanged(
    { accepted: true, storedText: stored, skip: stored === SKIP, over: stored === OVER, remainSkip },
    countAfter === undefined ? undefined : stored === OVER ? 0 : countAfter,
    budgetBefore,
  );

/**
 * What the real aiwolf-nlp-server records for one talk or whisper answer, and what it charges
 * (server.md §4.3, §5.2; logic/communication_session.go). The arena uses this as its server; the
 * agent uses it to check its own text. Mirrors the server's quirks on purpose: the HEAD mention
 * choice, the charge on uncut text, "everything becomes Over" without base_length and per_agent,
 * and the panic on negative limits.
 */
export const serverProcessTalk = (input: ServerTalkInput): ServerTalkResult => {
  const mode = input.mode ?? 'turn';
  const text = mode === 'turn' ? input.text.replaceAll('\n', '') : trimServerSpace(input.text);
  const budgetBefore = input.limits.perAgent === undefined ? undefined : (input.remainLength ?? input.limits.perAgent);
  const countBefore = input.remainCount;
  if (mode === 'freeform') {
    const exhausted =
      (countBefore !== undefined && countBefore <= 0) || (budgetBefore !== undefined && budgetBefore <= 0);
    if (text === '' || (text !== OVER && exhausted)) {
      return unchanged(
        { accepted: false, storedText: '', skip: false, over: false, remainSkip: input.remainSkip },
        countBefore,
        budgetBefore,
      );
    }
  }
  const countAfter = countBefore === undefined ? undefined : countBefore - 1;
  if (input.timedOut === true) return control(SKIP, input.remainSkip, countAfter, budgetBefore);
  if (text === OVER) return control(OVER, input.remainSkip, countAfter, budgetBefore);
  if (text === FORCE_SKIP) return control(SKIP, input.remainSkip, countAfter, budgetBefore);
  if (text === SKIP)
    return input.remainSkip > 0
      ? control(SKIP, input.remainSkip - 1, countAfter, budgetBefore)
      : control(OVER, input.remainSkip, countAfter, budgetBefore);

  const limits = input.limits;
  const state: Charge = { budget: budgetBefore, used: 0, panic: false };
  let common = '';
  let mentionToken = '';
  let after = '';
  let mentioned: string | undefined;
  let uncutLength = text.length;
  if (limits.perAgent !== undefined || limits.baseLength !== undefined) {
    const base = limits.baseLength ?? 0;
    const mention =
      limits.mentionLength === undefined
        ? undefined
        : findMention({
            text,
            speaker: input.speaker,
            agentNames: input.agentNames,
            rule: input.mentionRule ?? 'lowest-index',
          });
    if (mention !== undefined && limits.mentionLength !== undefined) {
      const before = text.slice(0, mention.index);
      const rest = text.slice(mention.index + mention.token.length);
      common = cut(state, before, base + (state.budget ?? 0), limits);
      charge(state, countLength(before, limits) - base);
      after = cut(state, rest, limits.mentionLength + (state.budget ?? 0), limits);
      charge(state, countLength(after, limits) - limits.mentionLength);
      mentionToken = ` ${mention.token} `;
      mentioned = mention.agent;
      uncutLength = before.length + rest.length;
    } else {
      common = cut(state, text, base + (state.budget ?? 0), limits);
      charge(state, countLength(text, limits) - base);
    }
  }
  if (limits.perTalk !== undefined && countLength(common, limits) + countLength(after, limits) > limits.perTalk) {
    if (countLength(common, limits) > limits.perTalk) {
      common = cut(state, common, limits.perTalk, limits);
      mentionToken = '';
      after = '';
      mentioned = undefined;
    } else {
      after = cut(state, after, limits.perTalk - countLength(common, limits), limits);
    }
  }
  const joined = common + mentionToken + after;
  const storedText = joined === '' ? OVER : joined;
  const result: MutableResult = { accepted: true, storedText, skip: false, over: storedText === OVER };
  result.lengthUsed = state.used;
  if (state.budget !== undefined) result.remainLength = state.budget;
  result.remainSkip = input.maxSkip;
  if (countAfter !== undefined) result.remainCount = storedText === OVER ? 0 : countAfter;
  if (mentioned !== undefined) result.mention = mentioned;
  result.truncated = common.length + after.length < uncutLength;
  result.panic = state.panic;
  return result as ServerTalkResult;
};

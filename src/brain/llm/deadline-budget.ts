/**
 * The one deadline budget, documented here and in docs/llm.md.
 *
 * 1. The client computes the answer deadline once, where the packet arrives:
 *    arrival + timeout.action − agent.safetyMarginMs (`--safety-margin-ms`, default 2000, at most half
 *    of timeout.action). That margin covers the network and the client's sending.
 * 2. Below it nobody subtracts a margin of their own. A model call is given the time left minus
 *    POST_PROCESSING_RESERVE_MS: what our own work needs after the reply arrives (parse, fit to the
 *    length limits, read the speech back, hand it to the client).
 * 3. When less than MIN_MODEL_MS would be left for the model, it is not asked; the LLM brain says so
 *    once per game and again in its end-of-game summary.
 */
export const POST_PROCESSING_RESERVE_MS = 300;

/** Below this much time for the model, a call is not worth starting. */
export const MIN_MODEL_MS = 300;

/** When the model's work must end for an answer due at `deadline` (epoch ms). */
export const modelBudgetEnd = (deadline: number): number => deadline - POST_PROCESSING_RESERVE_MS;

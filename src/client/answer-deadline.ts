/** The server's default `timeout.action` (ms), used until a `setting` packet says otherwise. */
export const DEFAULT_ACTION_TIMEOUT_MS = 60_000;

/**
 * When our answer must be on the wire, in epoch ms: the server's `timeout.action`, measured from the
 * moment the packet arrived (not from when we started working on it), minus a safety margin for
 * the network and our own sending. The margin never eats more than half the budget, so very short
 * test timeouts still leave the brain some time.
 */
export const answerDeadline = (options: {
  arrivedAt: number;
  actionTimeoutMs: number;
  safetyMarginMs: number;
}): number => {
  const margin = Math.min(Math.max(0, options.safetyMarginMs), options.actionTimeoutMs / 2);
  return options.arrivedAt + options.actionTimeoutMs - margin;
};

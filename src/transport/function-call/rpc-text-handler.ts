/**
 * What a function-call socket adapter needs from the agent: one JSON-RPC text (a request or a batch) in,
 * the answer text out, or undefined when nothing is to be sent (notifications only). The rpc dispatcher
 * satisfies it; the adapters know nothing else about the protocol.
 */
export type RpcTextHandler = {
  handleText(text: string): Promise<string | undefined>;
};

/**
 * The arena's view of one agent connection: raw text frames both ways. Implemented over `ws` by the
 * WebSocket server and in memory by the in-process runner, so both share the same link logic.
 */
export type AgentChannel = {
  /**
   * Sends one frame to the agent; false when the connection is gone. `wire` is the packet object the
   * text was printed from: only an in-process channel passes it on (see MemoryChannelPair), a socket
   * sends the text alone.
   */
  send(text: string, wire?: object): boolean;
  /** Ends the connection without a close handshake, as the server does after FINISH. */
  close(): void;
  onMessage(listener: (text: string) => void): void;
  /** `clean` = the agent closed normally (1000/1001); false = dropped. */
  onClose(listener: (closed: { clean: boolean }) => void): void;
};

export type MemoryChannelPair = {
  /** The arena's end. */
  readonly arena: AgentChannel;
  /** The agent's end: `send` delivers an answer to the arena, `onMessage` receives packets. */
  readonly agent: {
    send(text: string): void;
    close(): void;
    /** `wire`: the packet object the frame was printed from, when the arena passed it (never to be mutated). */
    onMessage(listener: (text: string, wire: object | undefined) => void): void;
  };
};

/**
 * Two ends of an in-memory connection. Deliveries are asynchronous (a microtask), like a socket, so an
 * agent that answers synchronously still reaches the arena only after the request was sent.
 */
export const createMemoryChannelPair = (): MemoryChannelPair => {
  const toAgent: ((text: string, wire: object | undefined) => void)[] = [];
  const toArena: ((text: string) => void)[] = [];
  const closeListeners: ((closed: { clean: boolean }) => void)[] = [];
  let open = true;
  const closeBoth = (clean: boolean): void => {
    if (!open) return;
    open = false;
    for (const listener of closeListeners) listener({ clean });
  };
  return {
    arena: {
      send: (text, wire) => {
        if (!open) return false;
        queueMicrotask(() => {
          if (open) for (const listener of toAgent) listener(text, wire);
        });
        return true;
      },
      close: () => closeBoth(false),
      onMessage: (listener) => toArena.push(listener),
      onClose: (listener) => closeListeners.push(listener),
    },
    agent: {
      send: (text) => {
        if (!open) return;
        queueMicrotask(() => {
          if (open) for (const listener of toArena) listener(text);
        });
      },
      close: () => closeBoth(true),
      onMessage: (listener) => toAgent.push(listener),
    },
  };
};

import type { PrintedFrame } from '../../packets/index.ts';

/** A frame to an agent: text, or a packet object whose text is printed only when read (printed-frame.ts). */
export type OutgoingFrame = string | PrintedFrame;

/** The text of a frame (printing a PrintedFrame now if nobody did before). */
export const frameText = (frame: OutgoingFrame): string => (typeof frame === 'string' ? frame : frame.text);

/**
 * The arena's view of one agent connection: raw text frames both ways. Implemented over `ws` by the
 * WebSocket server and in memory by the in-process runner, so both share the same link logic.
 */
export type AgentChannel = {
  /**
   * Sends one frame to the agent; false when the connection is gone. A socket sends the frame's text;
   * an in-process channel hands a PrintedFrame on as it is (see MemoryChannelPair), unprinted.
   */
  send(frame: OutgoingFrame): boolean;
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
    /** Each frame as text. */
    onMessage(listener: (text: string) => void): void;
    /** Each frame as the arena sent it: a PrintedFrame's packet object is never to be mutated. */
    onFrame(listener: (frame: OutgoingFrame) => void): void;
  };
};

/**
 * Two ends of an in-memory connection. Deliveries are asynchronous (a microtask), like a socket, so an
 * agent that answers synchronously still reaches the arena only after the request was sent.
 */
export const createMemoryChannelPair = (): MemoryChannelPair => {
  const toAgent: ((frame: OutgoingFrame) => void)[] = [];
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
      send: (frame) => {
        if (!open) return false;
        queueMicrotask(() => {
          if (open) for (const listener of toAgent) listener(frame);
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
      onMessage: (listener) => toAgent.push((frame) => listener(frameText(frame))),
      onFrame: (listener) => toAgent.push(listener),
    },
  };
};

import type { WebSocket } from 'ws';
import { type AgentChannel, frameText } from '../runner/agent-channel.ts';

/**
 * An AgentChannel over one `ws` socket. Frames that arrive before a listener is attached (in the
 * waiting room) are kept and delivered later, as the Go server reads them only once the game asks.
 */
export const createWebSocketChannel = (socket: WebSocket): AgentChannel => {
  const buffered: string[] = [];
  const listeners: ((text: string) => void)[] = [];
  const closeListeners: ((closed: { clean: boolean }) => void)[] = [];
  let closed: { clean: boolean } | undefined;
  socket.on('message', (data, isBinary) => {
    const text = isBinary || typeof data !== 'string' ? Buffer.from(data as Buffer).toString('utf8') : data;
    if (listeners.length === 0) buffered.push(text);
    else for (const listener of listeners) listener(text);
  });
  socket.on('close', (code) => {
    closed = { clean: code === 1000 || code === 1001 };
    for (const listener of closeListeners) listener(closed);
  });
  socket.on('error', () => {
    // A broken socket also emits 'close'; the error itself needs no handling here.
  });
  return {
    send: (frame) => {
      if (socket.readyState !== socket.OPEN) return false;
      socket.send(frameText(frame));
      return true;
    },
    // No close frame: the server drops TCP after FINISH, so clients see 1006 as on the real server.
    close: () => socket.terminate(),
    onMessage: (listener) => {
      listeners.push(listener);
      for (const text of buffered.splice(0)) listener(text);
    },
    onClose: (listener) => {
      closeListeners.push(listener);
      if (closed !== undefined) listener(closed);
    },
  };
};

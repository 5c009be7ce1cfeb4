import WebSocket from 'ws';

type Packet = { request: string; info?: { agent: string; day: number; status_map: Record<string, string> } };

export type ScriptedAgent = {
  readonly received: Packet[];
  readonly sent: string[];
  /** Resolves with the close code once the server drops the connection. */
  readonly closed: Promise<number>;
};

/**
 * A bare WebSocket agent for tests: answers NAME with its name, TALK/WHISPER with Over and targets with
 * the first other living agent. `beforeAnswer` may delay or replace an answer to play a late or broken
 * client; `lateMode` says what it does when a NAME health check arrives while an answer is pending.
 */
export const startScriptedAgent = (options: {
  url: string;
  name: string;
  /** Delay in ms for this request (0 = answer at once). */
  delayFor?: (packet: Packet, index: number) => number;
  /**
   * 'concurrent': answer NAME at once and drop the late answer; 'sequential': send the late answer
   * first; 'concurrent-send': answer NAME, then send the late answer anyway (the off-by-one client).
   */
  lateMode?: 'concurrent' | 'sequential' | 'concurrent-send';
  /** Replaces the answer to a request (junk, wrong names). */
  answerFor?: (packet: Packet) => string | undefined;
  /** Closes the socket normally when this returns true for a received packet. */
  leaveOn?: (packet: Packet) => boolean;
}): ScriptedAgent => {
  const socket = new WebSocket(options.url);
  const received: Packet[] = [];
  const sent: string[] = [];
  let pending: { timer: ReturnType<typeof setTimeout>; answer: string } | undefined;
  const send = (text: string) => {
    sent.push(text);
    socket.send(text);
  };
  const answerFor = (packet: Packet): string => {
    if (packet.request === 'TALK' || packet.request === 'WHISPER') return 'Over';
    const info = packet.info;
    const alive = Object.entries(info?.status_map ?? {}).filter(
      ([name, status]) => status === 'ALIVE' && name !== info?.agent,
    );
    return alive[0]?.[0] ?? '';
  };
  let index = 0;
  socket.on('message', (data) => {
    const packet = JSON.parse(String(data)) as Packet;
    received.push(packet);
    if (packet.request === 'NAME') {
      const late = pending?.answer;
      if (pending !== undefined) {
        clearTimeout(pending.timer);
        pending = undefined;
        if (options.lateMode === 'sequential') send(late as string);
      }
      send(options.name);
      if (late !== undefined && options.lateMode === 'concurrent-send') send(late);
      return;
    }
    if (options.leaveOn?.(packet) === true) {
      socket.close(1000);
      return;
    }
    if (!['TALK', 'WHISPER', 'VOTE', 'DIVINE', 'GUARD', 'ATTACK'].includes(packet.request)) return;
    const answer = options.answerFor?.(packet) ?? answerFor(packet);
    const delay = options.delayFor?.(packet, index++) ?? 0;
    if (delay === 0) {
      send(answer);
      return;
    }
    pending = {
      answer,
      timer: setTimeout(() => {
        pending = undefined;
        send(answer);
      }, delay),
    };
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('open', () => {});
  return { received, sent, closed };
};

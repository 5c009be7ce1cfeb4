/**
 * A frame of our own in-process game master: the packet object and its JSON text, printed only when
 * something reads `text` (a socket, a JSON log being written, a session that logs what it received).
 * An in-process seat decodes `packet` and never needs the text, and printing every packet of every
 * seat was the largest single cost of an in-process game's shell. The object is never changed once
 * sent (test/arena/rules.test.ts checks the rules keep to that), so the text, whenever printed, is
 * what it would have been at the moment of sending.
 */
export type PrintedFrame = {
  readonly packet: object;
  /** `JSON.stringify(packet)`, printed on first read and kept. */
  readonly text: string;
};

export const printedFrame = (packet: object): PrintedFrame => {
  let text: string | undefined;
  return {
    packet,
    get text() {
      text ??= JSON.stringify(packet);
      return text;
    },
  };
};

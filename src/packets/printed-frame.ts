/**
 * A frame of our own in-process game master: the packet object and its JSON text, printed only when
 * something reads `text` (a socket, a JSON log being written, a session that logs what it received).
 * An in-process seat decodes `packet` and never needs the text, and printing every packet of every
 * seat was the largest single cost of an in-process game's shell. The object is never changed once
 * sent (test/arena/rules.test.ts checks the rules keep to that), so the text, whenever printed, is
 * what it would have been at the moment of sending. `decodePacket` reads its object without validating
 * it again: make one only of a packet the rules built, never of anything a peer sent.
 */
export type PrintedFrame = {
  readonly packet: object;
  /** `JSON.stringify(packet)`, printed on first read and kept. */
  readonly text: string;
};

// A class rather than an object literal with a getter: V8 defines a literal's accessor on a slow path
// (about half a microsecond), paid for every packet of every seat of an in-process game.
class LazilyPrintedFrame implements PrintedFrame {
  readonly packet: object;
  #text: string | undefined;

  constructor(packet: object) {
    this.packet = packet;
  }

  get text(): string {
    this.#text ??= JSON.stringify(this.packet);
    return this.#text;
  }
}

export const printedFrame = (packet: object): PrintedFrame => new LazilyPrintedFrame(packet);

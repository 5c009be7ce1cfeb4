/**
 * The session's only view of its peer: somewhere to send raw answer frames. Implemented over `ws` by
 * transport/ for real servers, and in memory by the arena for in-process games, so the session never
 * imports a socket library.
 */
export type GameConnection = {
  /** Sends one raw text frame (the server expects plain strings, not JSON). */
  send(text: string): void;
  /** Ends the connection; safe to call more than once. */
  close(): void;
};

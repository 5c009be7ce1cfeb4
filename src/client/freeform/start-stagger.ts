/** FNV-1a over UTF-16 units: stable across runs and platforms, which is all a stagger needs. */
const hashName = (name: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * The delay of our first attempt in a phase, in [0, maximumMs): a deterministic function of the
 * agent's name, so five agents do not all open against an empty history, and a replay is identical.
 */
export const startStagger = (options: { name: string; maximumMs: number }): number =>
  options.maximumMs <= 0 ? 0 : hashName(options.name) % Math.ceil(options.maximumMs);

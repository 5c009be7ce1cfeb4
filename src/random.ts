/**
 * Seeded pseudo-random numbers, so that the same seed replays the same game and the same decisions.
 * xmur3 string hash to seed mulberry32: tiny, fast, and good enough for game choices.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, bound). */
  int(bound: number): number;
  /** One element; undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** An independent stream derived from this seed and a label. */
  fork(label: string): Random;
};

const hashSeed = (text: string): number => {
  let hash = 1779033703 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 3432918353);
    hash = (hash << 13) | (hash >>> 19);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 2246822507);
  hash = Math.imul(hash ^ (hash >>> 13), 3266489909);
  hash ^= hash >>> 16;
  return hash >>> 0;
};

/**
 * A class, not an object of closures: brains fork a stream per decision, and five closures per stream
 * were five allocations each time.
 */
class SeededRandom implements Random {
  readonly #seed: string;
  /** Hashed from the seed at the first draw: brains fork a stream per decision and draw from few. */
  #state: number | undefined;

  constructor(seed: string, state?: number) {
    this.#seed = seed;
    this.#state = state;
  }

  /** Where the stream stands now, as a value. */
  get position(): RandomPosition {
    return { seed: this.#seed, state: this.#state };
  }

  next(): number {
    this.#state = ((this.#state ?? hashSeed(this.#seed)) + 0x6d2b79f5) | 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(bound: number): number {
    return Math.floor(this.next() * bound);
  }

  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(items.length)];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = this.int(index + 1);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  fork(label: string): Random {
    return new SeededRandom(`${this.#seed}/${label}`);
  }
}

export const createRandom = (seed: string): Random => new SeededRandom(seed);

/**
 * A seeded stream as plain data, for reducers that keep their state as values: `resumeRandom` draws
 * on from it, and the drawn-from stream's `position` is where to resume next time. The numbers are
 * those of `createRandom(seed)`, in the same order.
 */
export type RandomPosition = { readonly seed: string; readonly state: number | undefined };

export const randomPosition = (seed: string): RandomPosition => ({ seed, state: undefined });

export const resumeRandom = (position: RandomPosition): Random & { readonly position: RandomPosition } =>
  new SeededRandom(position.seed, position.state);

import { featureHash } from './feature-hash.ts';

/**
 * A trained head of the learned reader: one logistic regression per class over hashed binary features (each
 * feature once), stored compactly (feature hashes sorted, weights as signed bytes with one scale per class)
 * and decoded once.
 */
export type EncodedHead = {
  readonly classes: readonly string[];
  /** Base64 of the sorted Uint32 feature hashes (little-endian). */
  readonly hashes: string;
  /** Base64 of Int8 weights, row by feature, one column per class. */
  readonly weights: string;
  readonly scales: readonly number[];
  /** Probability at or above which a class is read (above 1: never). */
  readonly thresholds: readonly number[];
};

export type ReaderHead = {
  readonly classes: readonly string[];
  readonly thresholds: readonly number[];
  /** The probability of every class given the features. */
  probabilities(features: readonly string[]): number[];
};

const bytesOf = (base64: string): Uint8Array => {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

export const decodeHead = (encoded: EncodedHead): ReaderHead => {
  const hashBytes = bytesOf(encoded.hashes);
  const hashes = new DataView(hashBytes.buffer);
  const rows = new Map<number, number>();
  for (let row = 0; row * 4 < hashBytes.length; row++) rows.set(hashes.getUint32(row * 4, true), row);
  const weights = new Int8Array(bytesOf(encoded.weights).buffer);
  const width = encoded.classes.length;
  return {
    classes: encoded.classes,
    thresholds: encoded.thresholds,
    probabilities: (features) => {
      const sums = new Array<number>(width).fill(0);
      for (const feature of features) {
        const row = rows.get(featureHash(feature));
        if (row === undefined) continue;
        const offset = row * width;
        for (let column = 0; column < width; column++) sums[column]! += weights[offset + column]!;
      }
      return sums.map((sum, column) => 1 / (1 + Math.exp(-sum * encoded.scales[column]!)));
    },
  };
};

/** The inverse of decodeHead (training writes heads with it). */
export const encodeHead = (options: {
  classes: readonly string[];
  hashes: readonly number[];
  weights: readonly (readonly number[])[];
  thresholds: readonly number[];
}): EncodedHead => {
  const width = options.classes.length;
  const order = options.hashes.map((_, row) => row).sort((a, b) => options.hashes[a]! - options.hashes[b]!);
  const scales = options.classes.map((_, column) => {
    let largest = 0;
    for (const row of options.weights) largest = Math.max(largest, Math.abs(row[column]!));
    return largest === 0 ? 1 : largest / 127;
  });
  const kept = order.filter((row) =>
    options.weights[row]!.some((weight, column) => Math.round(weight / scales[column]!) !== 0),
  );
  const hashBytes = new Uint8Array(kept.length * 4);
  const view = new DataView(hashBytes.buffer);
  const weightBytes = new Int8Array(kept.length * width);
  kept.forEach((row, index) => {
    view.setUint32(index * 4, options.hashes[row]!, true);
    for (let column = 0; column < width; column++) {
      weightBytes[index * width + column] = Math.round(options.weights[row]![column]! / scales[column]!);
    }
  });
  const base64 = (bytes: Uint8Array): string => {
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  };
  return {
    classes: options.classes,
    hashes: base64(hashBytes),
    weights: base64(new Uint8Array(weightBytes.buffer)),
    scales,
    thresholds: options.thresholds,
  };
};

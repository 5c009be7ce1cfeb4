/**
 * Key normalisation for one JSON object level: the 2024 servers spelt keys in camelCase, today's
 * in snake_case (server.md §2). Renaming before validation lets one snake_case schema accept both.
 * Only the listed keys of this level are renamed; map-like values (status_map keys are agent
 * names) are never touched. `null` values are dropped: an absent optional key and `null` mean the
 * same here, and tolerating `null` costs nothing.
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const renameKeys =
  (aliases: Readonly<Record<string, string>>) =>
  (input: unknown): unknown => {
    if (!isPlainObject(input)) return input;
    const output: Record<string, unknown> = {};
    // Keys, not entries: the same order without an array per key (every level of every frame comes here).
    for (const key of Object.keys(input)) {
      const value = input[key];
      if (value === null) continue;
      const target = aliases[key] ?? key;
      // The canonical spelling wins when a packet (oddly) carries both.
      if (target !== key && Object.hasOwn(input, target) && input[target] !== null) continue;
      output[target] = value;
    }
    return output;
  };

/** The keys of `input` that are not in `known`, with their values. */
export const extraKeys = (input: Record<string, unknown>, known: ReadonlySet<string>): Record<string, unknown> => {
  const extra: Record<string, unknown> = {};
  for (const key of Object.keys(input)) if (!known.has(key)) extra[key] = input[key];
  return extra;
};

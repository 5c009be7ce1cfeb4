/** The same names in the same order (the same cast, whether or not the same array). */
export const sameCast = (left: readonly string[], right: readonly string[]): boolean => {
  if (left.length !== right.length) return false;
  for (let position = 0; position < left.length; position++) if (left[position] !== right[position]) return false;
  return true;
};

/** FNV-1a (32 bits) of a feature's text: the learned reader's weights are keyed by it, not by the text. */
export const featureHash = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

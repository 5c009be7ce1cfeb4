/**
 * Tolerant JSON extraction for models without JSON-schema support: code fences, prose around the
 * object, smart quotes and trailing commas are forgiven. Returns undefined when no object is found.
 */
export const extractJsonObject = (text: string): Record<string, unknown> | undefined => {
  for (const candidate of candidates(text)) {
    for (const variant of [candidate, repair(candidate)]) {
      try {
        const value: unknown = JSON.parse(variant);
        if (typeof value === 'object' && value !== null && !Array.isArray(value))
          return value as Record<string, unknown>;
      } catch {
        // try the next variant
      }
    }
  }
  return undefined;
};

const FENCE = /```(?:json|JSON)?\s*([\s\S]*?)```/g;

function* candidates(text: string): Generator<string> {
  yield text.trim();
  for (const match of text.matchAll(FENCE)) if (match[1] !== undefined) yield match[1].trim();
  const balanced = firstBalancedObject(text);
  if (balanced !== undefined) yield balanced;
}

/** The first `{…}` whose braces balance, ignoring braces inside strings. */
const firstBalancedObject = (text: string): string | undefined => {
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '{') depth++;
    else if (character === '}' && --depth === 0) return text.slice(start, index + 1);
  }
  return undefined;
};

const repair = (text: string): string => text.replace(/[\u201c\u201d]/g, '"').replace(/,\s*([}\]])/g, '$1');

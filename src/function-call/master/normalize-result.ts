import { DEFAULT_RESULTS } from '../schemas/default-results.ts';
import { MAX_SPEECH_LENGTH } from '../schemas/day-methods.ts';
import type { MethodName } from '../schemas/methods.ts';

const cut = (value: unknown): unknown =>
  typeof value === 'string' ? Array.from(value).slice(0, MAX_SPEECH_LENGTH).join('') : value;

/**
 * The backend reads other agents leniently: fields an agent left out take the seed's default values
 * (so `{"action": "kill", "target_id": 3}` is a kill), and over-long speeches are cut to 300
 * characters rather than thrown away. The result is then checked against the strict schema.
 */
export const normalizeAgentResult = (method: MethodName, value: unknown): unknown => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const merged: Record<string, unknown> = { ...DEFAULT_RESULTS[method], ...(value as Record<string, unknown>) };
  if (method === 'discuss') merged['speech'] = cut(merged['speech']);
  if (method === 'defend') merged['defense'] = cut(merged['defense']);
  return merged;
};

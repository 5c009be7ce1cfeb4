import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAgentMap,
  checkValueLimits,
  decodePacket,
  type LimitViolation,
  PACKET_LIMITS,
  usableStatusMap,
} from '../../src/packets/index.ts';

const statusMap = (count: number): Record<string, string> =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`Agent[${index + 1}]`, 'ALIVE']));

const vote = (info: object, extra: object = {}): string =>
  JSON.stringify({
    request: 'VOTE',
    info: { game_id: 'G', day: 1, agent: 'Agent[1]', status_map: statusMap(5), ...info },
    ...extra,
  });

const errorOf = (text: string) => {
  const decoded = decodePacket(text);
  if (decoded.ok) throw new Error('expected a refusal');
  return decoded.error;
};

describe('packet limits: what one packet may make the agent do (issue 18)', () => {
  it('a status map of 500 agents is refused with a stable code, the request type still readable', () => {
    const error = errorOf(vote({ status_map: statusMap(500) }));
    expect(error).toMatchObject({ code: 'too-many-agents', path: 'info.status_map', request: 'VOTE' });
    expect(error.detail).toContain('500 agents');
  });

  it('the limit itself is accepted', () => {
    expect(decodePacket(vote({ status_map: statusMap(PACKET_LIMITS.agents) })).ok).toBe(true);
  });

  it('huge strings, long names, long lists, deep nesting and huge frames are refused', () => {
    expect(
      errorOf(vote({}, { talk_history: [{ idx: 0, day: 1, turn: 0, agent: 'Agent[2]', text: 'x'.repeat(20_000) }] })),
    ).toMatchObject({
      code: 'text-too-long',
      path: 'talk_history.0.text',
    });
    expect(errorOf(vote({ status_map: { ['N'.repeat(500)]: 'ALIVE' } })).code).toBe('name-too-long');
    expect(errorOf(vote({ agent: 'N'.repeat(500) })).code).toBe('name-too-long');
    const history = Array.from({ length: 3000 }, (_, idx) => ({
      idx,
      day: 1,
      turn: 0,
      agent: 'Agent[2]',
      text: 'Over',
    }));
    expect(errorOf(vote({}, { talk_history: history })).code).toBe('list-too-long');
    expect(errorOf(vote({}, { deep: JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`) })).code).toBe('too-deep');
    expect(errorOf(`{"request":"TALK","pad":"${'x'.repeat(PACKET_LIMITS.frameChars)}"}`).code).toBe('frame-too-large');
    expect(errorOf(vote({ day: 1e12 }))).toMatchObject({ code: 'invalid-field', path: 'info.day' });
  });

  it('a refused frame costs time linear in its size', () => {
    const frame = vote({ status_map: statusMap(15_000) });
    const started = performance.now();
    expect(errorOf(frame).code).toBe('too-many-agents');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('a usable status map is non-empty, named, ALIVE/DEAD and within the limits', () => {
    expect(usableStatusMap({ A: 'ALIVE', B: 'DEAD' })).toEqual({ A: 'ALIVE', B: 'DEAD' });
    for (const bad of [{}, { A: 'alive' }, { '': 'ALIVE' }, [1], 'x', statusMap(101)])
      expect(usableStatusMap(bad)).toBeUndefined();
  });
});

// The walk as it was before it stopped building a path string per value: the order of the walk and
// every path it reports must stay exactly this.
const AGENT_MAPS: ReadonlySet<string> = new Set(['status_map', 'statusMap', 'role_map', 'roleMap']);
const NAME_FIELDS: ReadonlySet<string> = new Set([
  'agent',
  'target',
  'executed_agent',
  'executedAgent',
  'attacked_agent',
  'attackedAgent',
]);
const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const referenceCheckValueLimits = (json: unknown): LimitViolation | undefined => {
  const stack: { value: unknown; path: string; key: string }[] = [{ value: json, path: '', key: '' }];
  while (stack.length > 0) {
    const { value, path, key } = stack.pop()!;
    if (typeof value === 'string') {
      if (NAME_FIELDS.has(key) && value.length > PACKET_LIMITS.nameChars) {
        return { code: 'name-too-long', path, detail: `${value.length} characters (limit ${PACKET_LIMITS.nameChars})` };
      }
      if (value.length > PACKET_LIMITS.textChars) {
        return { code: 'text-too-long', path, detail: `${value.length} characters (limit ${PACKET_LIMITS.textChars})` };
      }
      continue;
    }
    if (typeof value === 'number') {
      if (key === 'day' && Math.abs(value) > PACKET_LIMITS.day) {
        return { code: 'invalid-field', path, detail: `day ${value} (limit ${PACKET_LIMITS.day})` };
      }
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length > PACKET_LIMITS.listEntries) {
        return { code: 'list-too-long', path, detail: `${value.length} entries (limit ${PACKET_LIMITS.listEntries})` };
      }
      value.forEach((item, index) => void stack.push({ value: item, path: join(path, String(index)), key: '' }));
      continue;
    }
    if (!isPlainObject(value)) continue;
    const entries = Object.entries(value);
    if (AGENT_MAPS.has(key)) {
      const violation = checkAgentMap(entries, path);
      if (violation !== undefined) return violation;
    } else if (entries.length > PACKET_LIMITS.listEntries) {
      return { code: 'list-too-long', path, detail: `${entries.length} keys (limit ${PACKET_LIMITS.listEntries})` };
    }
    for (const [childKey, child] of entries) stack.push({ value: child, path: join(path, childKey), key: childKey });
  }
  return undefined;
};

describe('checkValueLimits walks and reports as the reference walk does', () => {
  const leaf = fc.oneof(
    fc.jsonValue({ maxDepth: 0 }),
    fc.constantFrom(
      1e6,
      -2000,
      1000,
      1001,
      'N'.repeat(PACKET_LIMITS.nameChars + 1),
      'x'.repeat(PACKET_LIMITS.textChars + 1),
    ),
  );
  const key = fc.constantFrom(
    'agent',
    'target',
    'day',
    'text',
    'status_map',
    'roleMap',
    '',
    'x',
    'executed_agent',
    '0',
  );
  const tree = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(key, fc.constant('N'.repeat(PACKET_LIMITS.nameChars + 1))), tie('node'), { maxKeys: 5 }),
      fc.constantFrom(Array.from({ length: PACKET_LIMITS.listEntries + 1 }, () => 0)),
    ),
  })).node;

  it('on random trees full of values at and over the limits', () => {
    let violations = 0;
    fc.assert(
      fc.property(tree, (json) => {
        const expected = referenceCheckValueLimits(json);
        if (expected !== undefined) violations++;
        expect(checkValueLimits(json)).toStrictEqual(expected);
      }),
      { numRuns: 3000, seed: 16 },
    );
    expect(violations).toBeGreaterThan(300);
  });
});

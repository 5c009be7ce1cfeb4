import { describe, expect, it } from 'vitest';
import { decodePacket, PACKET_LIMITS, usableStatusMap } from '../../src/packets/index.ts';

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

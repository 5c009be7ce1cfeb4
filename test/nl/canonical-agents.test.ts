import { describe, expect, it } from 'vitest';
import { mentionToken } from '../../src/nl/agent-mention.ts';
import { canonicalAgents, numberedBack } from '../../src/nl/canonical-agents.ts';
import type { Sentence } from '../../src/protocol/index.ts';

const token = (agent: number, addressed = false): string => mentionToken({ agent, addressed });

describe('canonicalAgents', () => {
  it('numbers the speaker first, then each agent where it first appears, keeping `@` and the count of digits', () => {
    const talk = canonicalAgents(`${token(12, true)} ${token(7)}と${token(12)}と${token(11)}と${token(3)}`, 5);
    expect(talk.speaker).toBe(1);
    expect(talk.text).toBe(`${token(10, true)} ${token(2)}と${token(10)}と${token(11)}と${token(3)}`);
    expect(talk.original).toEqual(
      new Map([
        [0, 0],
        [1, 5],
        [10, 12],
        [2, 7],
        [11, 11],
        [3, 3],
      ]),
    );
  });

  it('leaves a talk already in that order as it is, and the speaker outside the roster (ANY) as ANY', () => {
    const text = `${token(1)}は${token(2)}に投票する`;
    expect(canonicalAgents(text, 1)).toEqual({ text, speaker: 1, original: undefined });
    expect(canonicalAgents(`${token(0)}は${token(4)}`, 0)).toMatchObject({
      speaker: 0,
      text: `${token(0)}は${token(1)}`,
    });
  });

  it('numbers a reading back with the same keys in the same order', () => {
    const reading: Sentence = {
      type: 'BECAUSE',
      clauses: [
        { type: 'DIVINED', subject: 1, target: 2, species: 'WEREWOLF' },
        { type: 'REQUEST', target: 0, clause: { type: 'VOTE', target: 2 } },
      ],
    };
    const back = numberedBack(
      reading,
      new Map([
        [1, 4],
        [2, 9],
        [0, 0],
      ]),
    );
    expect(JSON.stringify(back)).toBe(
      '{"type":"BECAUSE","clauses":[{"type":"DIVINED","subject":4,"target":9,"species":"WEREWOLF"},{"type":"REQUEST","target":0,"clause":{"type":"VOTE","target":9}}]}',
    );
  });
});

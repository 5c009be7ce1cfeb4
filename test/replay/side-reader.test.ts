import { describe, expect, it } from 'vitest';
import { readGameLog } from '../../src/game-log/index.ts';
import { createSideReader } from '../../src/replay/side-reader.ts';

describe('createSideReader (score’s reader of logged talk)', () => {
  const talk = (text: string, agent = 2) => ({ line: 1, day: 1, idx: 0, turn: 0, agent, text });
  const record = readGameLog({
    text: [
      '0,status,1,VILLAGER,ALIVE,a1,Asuka',
      '0,status,2,SEER,ALIVE,b1,Rin',
      '0,status,3,WEREWOLF,ALIVE,c1,Takumi',
      '0,talk,0,0,1,Hello everyone.',
    ].join('\n'),
    id: 'names',
  });
  const read = createSideReader();

  it('reads a white result, a black estimate and the speaker coming out as the werewolf side', () => {
    expect(read(record, talk('I divined Asuka. Asuka is human.'))).toContainEqual({ kind: 'human', target: 1 });
    expect(read(record, talk('I think Takumi is a werewolf.'))).toContainEqual({ kind: 'werewolf', target: 3 });
    expect(read(record, talk('I am a werewolf.', 3))).toContainEqual({ kind: 'werewolf-side' });
  });

  it('leaves out what the speaker says about someone else’s words', () => {
    expect(read(record, talk('DIVINED Agent[01] HUMAN', 2))).toEqual([{ kind: 'human', target: 1 }]);
    expect(read(record, talk('Agent[01] DIVINED Agent[03] HUMAN', 2))).toEqual([]);
  });
});

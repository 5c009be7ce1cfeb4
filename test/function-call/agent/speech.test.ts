import { describe, expect, it } from 'vitest';
import { tally, winnerOf } from '../../../src/function-call/master/nine-player-rules.ts';
import { canonicalJson } from '../../../src/function-call/agent/canonical-json.ts';
import { composeDefense } from '../../../src/function-call/agent/speech/compose-defense.ts';
import { composeDiscuss } from '../../../src/function-call/agent/speech/compose-discuss.ts';
import { clipSpeech } from '../../../src/function-call/agent/speech/clip-speech.ts';
import { playerLabel } from '../../../src/function-call/agent/speech/phrases.ts';

const label = (id: number) => playerLabel('zh', id, `P${id}`);

describe('speech', () => {
  it('fits any text into one line of at most 300 characters', () => {
    const long = '这是一句话。'.repeat(80);
    expect(Array.from(clipSpeech(long)).length).toBeLessThanOrEqual(300);
    expect(clipSpeech(long).endsWith('。')).toBe(true);
    expect(clipSpeech('a\nb')).toBe('a b');
  });

  it('has a seer claim a found wolf and name players by id and name', () => {
    const speech = composeDiscuss({
      language: 'zh',
      label,
      dayNumber: 1,
      deaths: [6],
      checks: [{ target_id: 4, role: 'werewolf' }],
      isSeer: true,
      suspect: 4,
    });
    expect(speech.speech).toContain('我是预言家');
    expect(speech.speech).toContain('4号(P4)');
    expect(speech).toMatchObject({ target_players: [4], is_accusation: true });
  });

  it('answers every accuser in a defense', () => {
    const defense = composeDefense({
      language: 'en',
      label: (id) => playerLabel('en', id, `P${id}`),
      accusers: [2, 3, 2],
      checks: [],
      isSeer: false,
      suspect: 5,
    });
    expect(defense.counter_arguments.map((argument) => argument.against_player)).toEqual([2, 3]);
    expect(defense.defense).toContain('Player 5 (P5)');
  });
});

describe('canonical JSON and rules', () => {
  it('sorts keys at every depth', () =>
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    ));

  it('tallies votes and finds ties', () => {
    expect(tally([1, 2, 2, null, 1])).toEqual({ counts: { '1': 2, '2': 2 }, leaders: [1, 2] });
    expect(tally([null]).leaders).toEqual([]);
  });

  it('applies 屠边: wolves win when all specials or all villagers are dead', () => {
    const game = (dead: string[]) =>
      (
        ['werewolf', 'werewolf', 'werewolf', 'villager', 'villager', 'villager', 'seer', 'witch', 'hunter'] as const
      ).map((role, index) => ({
        role,
        alive: !dead.includes(`${role}${index}`),
      }));
    expect(winnerOf(game([]))).toBeUndefined();
    expect(winnerOf(game(['seer6', 'witch7', 'hunter8']))).toBe('werewolves');
    expect(winnerOf(game(['villager3', 'villager4', 'villager5']))).toBe('werewolves');
    expect(winnerOf(game(['werewolf0', 'werewolf1', 'werewolf2']))).toBe('villagers');
  });
});

describe('role claims', () => {
  it('has a pressed witch or hunter claim the role in discuss and defend', () => {
    const speech = composeDiscuss({
      language: 'zh',
      label,
      dayNumber: 2,
      deaths: [],
      checks: [],
      isSeer: false,
      claim: 'hunter',
      suspect: 3,
    });
    expect(speech.speech).toContain('我是猎人');
    const defense = composeDefense({
      language: 'ja',
      label: (id) => playerLabel('ja', id, `P${id}`),
      accusers: [2],
      checks: [],
      isSeer: false,
      claim: 'witch',
      suspect: undefined,
    });
    expect(defense.defense).toContain('私は魔女です');
  });
});

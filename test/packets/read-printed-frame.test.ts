import { describe, expect, it } from 'vitest';
import { runTournament } from '../../src/compose/index.ts';
import { scriptedRulesGame } from '../support/scripted-rules-game.ts';
import { decodePacket, printedFrame } from '../../src/packets/index.ts';
import { FIXTURE_NAMES, readJsonLog } from '../game/server-fixtures.ts';

/** Every frame the arena sent in a few seeded games (the json log keeps each one exactly as sent). */
const arenaFrames = async (options: { players: 5 | 9 | 13; lang: 'ja' | 'en'; freeform?: boolean }) => {
  const frames: string[] = [];
  await runTournament({
    ...options,
    games: 1,
    seed: `trusted-${options.players}-${options.lang}`,
    // Rule-brain villagers for talk worth reading (claims, results), random werewolves for speed.
    brains: { village: options.players === 5 ? 'rule' : 'random', werewolves: 'random' },
    onGame: (result) => {
      for (const entry of result.jsonLog.entries) frames.push(entry.request);
    },
  });
  return frames;
};

/** A printed frame of `text`'s object must decode to what the text decodes to: value, error code and path. */
const expectSameAsText = (texts: readonly string[]): void => {
  for (const text of texts)
    expect(decodePacket(printedFrame(JSON.parse(text))), text).toStrictEqual(decodePacket(text));
};

describe('decodePacket on frames of our own game master (read without validating them again)', () => {
  it.each([
    { players: 5, lang: 'ja' },
    { players: 9, lang: 'en' },
    { players: 13, lang: 'ja' },
    { players: 5, lang: 'en', freeform: true },
  ] as const)('gives the packets their text gives for every frame of arena games %o', async (options) => {
    const frames = await arenaFrames(options);
    expect(frames.length).toBeGreaterThan(50);
    const requests = new Set(frames.map((frame) => (JSON.parse(frame) as { request: string }).request));
    expect(requests).toContain('DAILY_FINISH');
    expectSameAsText(frames);
  });

  it.each([5, 13] as const)(
    'reads the packet objects of the rules (%i players) as their text is read, without changing them',
    (players) => {
      let checked = 0;
      for (const { packet } of scriptedRulesGame({ players, seed: `printed-from-${players}` })) {
        const text = JSON.stringify(packet);
        expect(decodePacket(printedFrame(packet)), text).toStrictEqual(decodePacket(text));
        expect(JSON.stringify(packet)).toBe(text);
        checked++;
      }
      expect(checked).toBeGreaterThan(50);
    },
  );

  it('gives the packets their text gives for every frame of the recorded real-server games', () => {
    const frames = FIXTURE_NAMES.flatMap((name) => readJsonLog(name).entries.map((entry) => entry.request));
    expect(frames.length).toBeGreaterThan(1000);
    expectSameAsText(frames);
  });

  it('decodes the text of what it does not expect, so errors stay the same', () => {
    expectSameAsText([
      '[1]',
      '"VOTE"',
      '{"request":"VOTE"}',
      '{"request":7}',
      '{"request":"SOMETHING_NEW","info":{}}',
      '{"request":"INITIALIZE","info":{"day":0,"agent":"a","status_map":{"a":"ALIVE"}},"setting":{"bad":1}}',
      '{"request":"TALK","info":{"day":1,"agent":"a","statusMap":{"a":"ALIVE"},"roleMap":{"a":"SEER"}},"talkHistory":[]}',
      '{"request":"TALK_BROADCAST","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE"}}}',
    ]);
  });
});

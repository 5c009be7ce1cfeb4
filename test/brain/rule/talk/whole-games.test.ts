import { describe, expect, it } from 'vitest';
import { runInProcessGame, type SeatBrain, shippedConfig } from '../../../../src/arena/index.ts';
import type { Brain } from '../../../../src/brain/brain.ts';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { repeatsFiller, voiceOf } from '../../../../src/brain/rule/talk/voice.ts';
import { JAPANESE_STYLES } from '../../../../src/brain/rule/talk/endings.ts';
import { fitTalkInState, type GameState } from '../../../../src/game/index.ts';

type Said = { readonly state: GameState; readonly text: string };

/** Plays seeded all-rule games, keeping every talk each seat answered with the state it answered. */
const play = async (players: 5 | 9, lang: 'ja' | 'en', games: number) => {
  const config = shippedConfig({ players, lang });
  const played: Said[][] = [];
  for (let game = 0; game < games; game++) {
    const said: Said[] = [];
    const seat: SeatBrain = {
      label: 'rule',
      factory: (options): Brain => {
        const brain = createRuleBrain(options);
        return {
          ...brain,
          talk: async (context) => {
            const decision = await brain.talk(context);
            if (decision.kind === 'talk') said.push({ state: context.state, text: decision.text });
            return decision;
          },
        };
      },
    };
    await runInProcessGame({ config, seed: `whole-games/${players}/${lang}/${game}`, brainFor: () => seat });
    played.push(said);
  }
  return played;
};

const CASES = [
  { players: 5, lang: 'ja', games: 12 },
  { players: 9, lang: 'en', games: 6 },
] as const;

for (const { players, lang, games } of CASES) {
  describe(`${players}-player ${lang} arena games of rule brains, read as a judge would`, () => {
    it('every line fits the server limits unchanged; no agent repeats a line; agents share ≤ 5 % of lines; no day of only Over', {
      timeout: 120_000,
    }, async () => {
      let lines = 0;
      let shared = 0;
      for (const said of await play(players, lang, games)) {
        const speakers = new Map<string, Set<string>>();
        const byAgent = new Map<string, Set<string>>();
        const spoke = new Map<string, boolean>();
        for (const { state, text } of said) {
          const dayKey = `${state.day}/${state.self}`;
          spoke.set(dayKey, (spoke.get(dayKey) ?? false) || (text !== 'Over' && text !== 'Skip'));
          if (text === 'Over' || text === 'Skip') continue;
          const fitted = fitTalkInState({ state, channel: 'talk', text });
          expect(fitted.cut, text).toBe(false);
          expect(fitted.text, text).toBe(text);
          // One filler per talk ("Sorry but … Sorry but …", "Look. Fine. I'm the seer.").
          expect(repeatsFiller(text.split(/(?<=[.!?。！？…])\s*/u)), text).toBe(false);
          // A werewolf who came out is taken at its word before the vote against it.
          expect(
            /claims? (?:to be )?a? ?(?:werewolf|wolf)\b.*(?:not (?:persuaded|convinced|sure)|doubt)/iu.test(text),
            text,
          ).toBe(false);
          const own = byAgent.get(state.self) ?? new Set<string>();
          expect(own.has(text), `${state.self} repeats: ${text}`).toBe(false);
          own.add(text);
          byAgent.set(state.self, own);
          const who = speakers.get(text) ?? new Set<string>();
          who.add(state.self);
          speakers.set(text, who);
        }
        for (const { text } of said) {
          if (text === 'Over' || text === 'Skip') continue;
          lines++;
          if ((speakers.get(text)?.size ?? 0) > 1) shared++;
        }
        for (const [dayKey, any] of spoke) expect(any, `only Over on ${dayKey}`).toBe(true);
      }
      expect(lines).toBeGreaterThan(games * players * 2);
      expect(shared / lines).toBeLessThanOrEqual(0.05);
    });
  });
}

describe('voices', () => {
  it('the arena profiles of one table give different voices, each fixed for the game', () => {
    const profiles = [
      '年齢: 10\n性別: 男性\n性格: のんびり屋で人なつこい。',
      '年齢: 28\n性別: 男性\n性格: 知的で礼儀正しい。皮肉まじりのユーモアを好む。',
      '性格: 自信家で計算高い。感情をあまり見せない。\n年齢: 16\n性別: 男性',
      '年齢: 78\n性別: 女性\n性格: 温かく思いやり深い。村のみんなに慕われている。',
      '年齢: 16\n性別: 女性\n性格: 控えめで面倒見がよい。困っている人を放っておけない。',
    ];
    const voices = profiles.map((profile, index) => voiceOf({ lang: 'ja', self: `P${index}`, seed: 's', profile }));
    expect(new Set(voices.map((voice) => `${voice.register}/${voice.firstPerson}`)).size).toBe(5);
    // Each one of its register's first persons (which one, by the seat's place).
    for (const voice of voices) {
      expect(JAPANESE_STYLES[voice.register].firstPerson[voice.female ? 1 : 0]).toContain(voice.firstPerson);
    }
    expect(voices.map((voice) => voice.register)).toEqual(['child', 'formal', 'rough', 'elder', 'gentle']);
    expect(voiceOf({ lang: 'ja', self: 'P1', seed: 's', profile: profiles[1]! })).toEqual(voices[1]);
    // The profile decides the register whatever the seed.
    expect(voiceOf({ lang: 'ja', self: 'P1', seed: 'other', profile: profiles[1]! })).toMatchObject({
      register: voices[1]!.register,
    });
  });

  it('without a profile the voice comes from the seed: stable for one seed, varied over seeds', () => {
    const drawn = Array.from({ length: 40 }, (_, index) =>
      voiceOf({ lang: 'en', self: 'Minato', seed: `seed${index}` }),
    );
    expect(voiceOf({ lang: 'en', self: 'Minato', seed: 'seed3' })).toEqual(drawn[3]);
    expect(new Set(drawn.map((voice) => voice.register)).size).toBeGreaterThanOrEqual(5);
  });
});

import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { print } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, ourTalkTurns, withNamedTalks } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

const CHAT = { ja: 'ユミさんの様子が少し気になります。', en: 'Yumi seems a little off to me.' } as const;

const claimsSeer = async (lang: 'ja' | 'en', seed: string, state: GameState): Promise<boolean> => {
  const brain = createRuleBrain({ seed, lang });
  const said = await brain.talk(context(state));
  return said.intents.map(print).includes('COMINGOUT Agent[01] SEER');
};

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  describe(`${lang}: a claim comes with the first words or not at all`, () => {
    it('the possessed claims seer on its first day of talk, but not after a day spent talking without a claim', async () => {
      const fresh = talkScenario(lang, { role: 'POSSESSED', day: 2 }).state();
      expect(await claimsSeer(lang, 'late-possessed', fresh)).toBe(true);
      const spoke = talkScenario(lang, { role: 'POSSESSED', day: 2 }).says(minato, CHAT[lang], 1).state();
      expect(await claimsSeer(lang, 'late-possessed', spoke)).toBe(false);
    });

    it('an accused werewolf counter-claims at once, not after it has spoken since the black result', async () => {
      const blackOnUs = { target: minato, werewolf: true };
      const accused = talkScenario(lang, { role: 'WEREWOLF', day: 1 }).claims(shizue, 'SEER', blackOnUs).state();
      expect(await claimsSeer(lang, 'late-werewolf', accused)).toBe(true);
      const spokeSince = talkScenario(lang, { role: 'WEREWOLF', day: 2 })
        .claims(shizue, 'SEER', blackOnUs, 1)
        .says(minato, CHAT[lang], 1)
        .state();
      expect(await claimsSeer(lang, 'late-werewolf', spokeSince)).toBe(false);
    });
  });

  describe(`${lang}: a counter-claimer is called out as a fake, not labelled`, () => {
    it('the seer says the rival claim is fake and that it is the real seer, never a bare "the possessed"', async () => {
      const brain = createRuleBrain({ seed: 'fake-claim', lang });
      const day = talkScenario(lang, { role: 'SEER', day: 1 })
        .divined(mizuki, false, 0)
        .claims(ryuji, 'SEER', { target: yumi, werewolf: false });
      const { lines: texts } = await ourTalkTurns(brain, day.state(), 3);
      const callout = texts.find((text) => day.readBack(text).some((s) => s.startsWith('ESTIMATE Agent[03]')));
      expect(callout, texts.join(' | ')).toBeDefined();
      expect(callout).toMatch(lang === 'ja' ? /偽物/u : /fake/u);
      expect(callout).not.toMatch(lang === 'ja' ? /狂人/u : /possessed/u);
    });
  });

  describe(`${lang}: the medium's result says which seer claimer it contradicts`, () => {
    it('a result that implies nothing turns to the living seer claimer for its next result', async () => {
      const brain = createRuleBrain({ seed: 'medium-asks-seer', lang });
      const day = talkScenario(lang, { role: 'MEDIUM', day: 2 })
        .executed(yumi, 1)
        .identified(yumi, false, 1)
        .claims(shizue, 'SEER', { target: mizuki, werewolf: false }, 1);
      const said = await brain.talk(context(day.state()));
      const read = day.readBack(said.text);
      expect(read, said.text).toContain('IDENTIFIED Agent[05] HUMAN');
      expect(said.text).toContain(shizue);
      expect(read.filter((sentence) => sentence.startsWith('VOTE') || sentence.startsWith('ESTIMATE'))).toEqual([]);
    });

    it('a human result on a player a seer claimer called black names that claimer', async () => {
      const brain = createRuleBrain({ seed: 'medium-contradicts', lang });
      const day = talkScenario(lang, { role: 'MEDIUM', day: 2 })
        .executed(yumi, 1)
        .identified(yumi, false, 1)
        .claims(shizue, 'SEER', { target: yumi, werewolf: true }, 1);
      const said = await brain.talk(context(day.state()));
      expect(day.readBack(said.text)).toContain('IDENTIFIED Agent[05] HUMAN');
      expect(said.text).toContain(shizue);
    });
  });
}

for (const lang of LANGS) {
  const [minato, , ryuji, mizuki] = NAMES[lang];
  describe(`${lang}: a rival claim its claimer took back`, () => {
    it('is no longer called fake nor cited as a claim; the withdrawal is said as the reason', async () => {
      const retract = { ja: '先ほどの占い師宣言は撤回します。', en: 'I retract my earlier Seer claim.' };
      let state = talkScenario(lang, { role: 'SEER', day: 1 })
        .divined(mizuki, false, 0)
        .claims(ryuji, 'SEER', { target: minato, werewolf: true })
        .state();
      const brain = createRuleBrain({ seed: 'withdrawn', lang });
      const lines: string[] = [];
      for (let turn = 0; turn < 4; turn++) {
        const line = await brain.talk(context(state));
        if (turn > 0) lines.push(line.text);
        state = withNamedTalks(state, [[minato, line.text], ...(turn === 0 ? [[ryuji, retract[lang]] as const] : [])]);
      }
      // Before: 「リュウジさんの占い師COは偽物です。本物の占い師は私です。」 / "Ryuji claims seer now."
      const stale = lang === 'ja' ? /偽物|名乗った|対抗/u : /fake|claims seer|both claim/u;
      for (const line of lines) expect(line, line).not.toMatch(stale);
      const withdrawal = lang === 'ja' ? /撤回|取り下げ/u : /took back|withdrew/u;
      expect(
        lines.some((line) => withdrawal.test(line) && line.includes(ryuji)),
        lines.join(' / '),
      ).toBe(true);
    });
  });
}

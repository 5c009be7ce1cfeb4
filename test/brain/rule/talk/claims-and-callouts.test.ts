import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster, print } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState, ourTalkTurns, withNamedTalks } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

const readBack = (lang: 'ja' | 'en', state: GameState, text: string): string[] =>
  understand({ text, speaker: state.self, roster: createRoster(state.agents), lang }).map(print);

const TEXT = {
  chat: { ja: 'ユミさんの様子が少し気になります。', en: 'Yumi seems a little off to me.' },
  blackOnMinato: {
    ja: '私は占い師です。占いの結果、ミナトさんは人狼でした。',
    en: 'I am the seer. I divined Minato as a werewolf.',
  },
  blackOnYumi: {
    ja: '私は占い師です。占いの結果、ユミさんは人狼でした。',
    en: 'I am the seer. I divined Yumi as a werewolf.',
  },
  ryujiSeer: {
    ja: '私は占い師です。占いの結果、ユミさんは人間でした。',
    en: 'I am the seer. I divined Yumi as human.',
  },
} as const;

const claimsSeer = async (lang: 'ja' | 'en', seed: string, state: GameState): Promise<boolean> => {
  const brain = createRuleBrain({ seed, lang });
  const said = await brain.talk(context(state));
  return said.intents.map(print).includes('COMINGOUT Agent[01] SEER');
};

for (const lang of LANGS) {
  describe(`${lang}: a claim comes with the first words or not at all`, () => {
    it('the possessed claims seer on its first day of talk, but not after a day spent talking without a claim', async () => {
      const fresh = namedState(lang, { role: 'POSSESSED', day: 2, talks: [] });
      expect(await claimsSeer(lang, 'late-possessed', fresh)).toBe(true);
      const spoke = namedState(lang, {
        role: 'POSSESSED',
        day: 2,
        talks: [['Agent[01]', TEXT.chat[lang], 1]],
      });
      expect(await claimsSeer(lang, 'late-possessed', spoke)).toBe(false);
    });

    it('an accused werewolf counter-claims at once, not after it has spoken since the black result', async () => {
      const accused = namedState(lang, {
        role: 'WEREWOLF',
        day: 1,
        talks: [['Agent[02]', TEXT.blackOnMinato[lang]]],
      });
      expect(await claimsSeer(lang, 'late-werewolf', accused)).toBe(true);
      const spokeSince = namedState(lang, {
        role: 'WEREWOLF',
        day: 2,
        talks: [
          ['Agent[02]', TEXT.blackOnMinato[lang], 1],
          ['Agent[01]', TEXT.chat[lang], 1],
        ],
      });
      expect(await claimsSeer(lang, 'late-werewolf', spokeSince)).toBe(false);
    });
  });

  describe(`${lang}: a counter-claimer is called out as a fake, not labelled`, () => {
    it('the seer says the rival claim is fake and that it is the real seer, never a bare "the possessed"', async () => {
      const brain = createRuleBrain({ seed: 'fake-claim', lang });
      const start = namedState(lang, {
        role: 'SEER',
        day: 1,
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
        talks: [['Agent[03]', TEXT.ryujiSeer[lang]]],
      });
      const { lines: texts, state } = await ourTalkTurns(brain, start, 3);
      const callout = texts.find((text) => readBack(lang, state, text).some((s) => s.startsWith('ESTIMATE Agent[03]')));
      expect(callout, texts.join(' | ')).toBeDefined();
      expect(callout).toMatch(lang === 'ja' ? /偽物/u : /fake/u);
      expect(callout).not.toMatch(lang === 'ja' ? /狂人/u : /possessed/u);
    });
  });

  describe(`${lang}: the medium's result says which seer claimer it contradicts`, () => {
    it('a result that implies nothing turns to the living seer claimer for its next result', async () => {
      const brain = createRuleBrain({ seed: 'medium-asks-seer', lang });
      const state = namedState(lang, {
        role: 'MEDIUM',
        day: 2,
        dead: [{ agent: 'Agent[05]', cause: 'executed', day: 1 }],
        mediumResults: [{ day: 1, agent: 'Agent[01]', target: 'Agent[05]', result: 'HUMAN' }],
        talks: [['Agent[02]', TEXT.ryujiSeer[lang].replace(NAMES[lang][4], NAMES[lang][3]), 1]],
      });
      const said = await brain.talk(context(state));
      const read = readBack(lang, state, said.text);
      expect(read, said.text).toContain('IDENTIFIED Agent[05] HUMAN');
      expect(said.text).toContain(NAMES[lang][1]);
      expect(read.filter((sentence) => sentence.startsWith('VOTE') || sentence.startsWith('ESTIMATE'))).toEqual([]);
    });

    it('a human result on a player a seer claimer called black names that claimer', async () => {
      const brain = createRuleBrain({ seed: 'medium-contradicts', lang });
      const state = namedState(lang, {
        role: 'MEDIUM',
        day: 2,
        dead: [{ agent: 'Agent[05]', cause: 'executed', day: 1 }],
        mediumResults: [{ day: 1, agent: 'Agent[01]', target: 'Agent[05]', result: 'HUMAN' }],
        talks: [['Agent[02]', TEXT.blackOnYumi[lang], 1]],
      });
      const said = await brain.talk(context(state));
      expect(readBack(lang, state, said.text)).toContain('IDENTIFIED Agent[05] HUMAN');
      expect(said.text).toContain(NAMES[lang][1]);
    });
  });
}

for (const lang of LANGS) {
  const [minato, , ryuji] = NAMES[lang];
  describe(`${lang}: a rival claim its claimer took back`, () => {
    it('is no longer called fake nor cited as a claim; the withdrawal is said as the reason', async () => {
      const retract = { ja: '先ほどの占い師宣言は撤回します。', en: 'I retract my earlier Seer claim.' };
      let state = namedState(lang, {
        role: 'SEER',
        day: 1,
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
        talks: [['Agent[03]', TEXT.blackOnMinato[lang]]],
      });
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

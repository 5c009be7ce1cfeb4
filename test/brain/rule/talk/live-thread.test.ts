import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { print } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, withNamedTalks } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

const TEXT = {
  askTable: { ja: 'みんな、誰が怪しいと思う？', en: 'Who do you all suspect?' },
  suspectMizuki: { ja: 'ミヅキさんが人狼だと思う。', en: 'I think Mizuki is a werewolf.' },
} as const;

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  const villager = () => talkScenario(lang, { role: 'VILLAGER', day: 1 });
  /** Shizue's black result on Ryuji, then Yumi asks the table whom they suspect. */
  const askedTable = () =>
    villager().claims(shizue, 'SEER', { target: ryuji, werewolf: true }).says(yumi, TEXT.askTable[lang]);
  describe(`${lang}: the rule brain answers the live thread of the table`, () => {
    it('a question to everybody is answered to its asker, with the vote and its reason', async () => {
      const brain = createRuleBrain({ seed: 'table-question', lang });
      const day = askedTable();
      const answer = await brain.talk(context(day.state()));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      const read = day.readBack(answer.text);
      expect(read.some((sentence) => sentence === 'VOTE Agent[03]' || sentence === 'ESTIMATE Agent[03] WEREWOLF')).toBe(
        true,
      );
      // The reason is Shizue's black result.
      expect(answer.text).toContain(shizue);
    });

    it('a question to everybody asked before our last talk is no longer the live one', async () => {
      const brain = createRuleBrain({ seed: 'table-question-old', lang });
      let state = askedTable().state();
      const first = await brain.talk(context(state));
      state = withNamedTalks(state, [
        [minato, first.text],
        [shizue, lang === 'ja' ? '今日はリュウジさんに投票します。' : 'I will vote for Ryuji today.'],
      ]);
      const second = await brain.talk(context(state));
      expect(second.text.startsWith(`@${yumi}`), second.text).toBe(false);
    });

    it('a question about another player ("I want to know whom Mizuki suspects") is not one to the table', async () => {
      const brain = createRuleBrain({ seed: 'table-question-about', lang });
      const state = villager()
        .claims(shizue, 'SEER', { target: ryuji, werewolf: true })
        .says(
          yumi,
          lang === 'ja' ? 'ミヅキさんが誰を怪しんでいるのか知りたい。' : 'Mizuki has been quiet. Who do you suspect?',
        )
        .state();
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi}`), answer.text).toBe(false);
    });

    it('a result just published is taken in before a move on someone else, and never said as ours', async () => {
      const brain = createRuleBrain({ seed: 'news', lang });
      const day = villager().claims(shizue, 'SEER', { target: mizuki, werewolf: false });
      const said = await brain.talk(context(day.state()));
      const read = day.readBack(said.text);
      expect(
        read.filter((sentence) => sentence.startsWith('DIVINED')),
        said.text,
      ).toEqual([]);
      const onOther = !read.some((sentence) => /Agent\[0[24]\]/u.test(sentence));
      if (onOther) {
        expect(said.text, said.text).toContain(shizue);
        expect(said.text).toContain(mizuki);
      }
      expect(onOther || read.length > 0).toBe(true);
    });

    it('a seer stands by its white when someone suspects that player, naming the accuser', async () => {
      const brain = createRuleBrain({ seed: 'defend-white', lang });
      const seer = talkScenario(lang, { role: 'SEER', day: 1 }).divined(mizuki, false, 0);
      let state = seer.state();
      const claim = await brain.talk(context(state));
      expect(claim.intents.map(print)).toContain('DIVINED Agent[04] HUMAN');
      state = withNamedTalks(state, [
        [minato, claim.text],
        [yumi, TEXT.suspectMizuki[lang]],
      ]);
      const answer = await brain.talk(context(state));
      expect(answer.text).toContain(yumi);
      expect(answer.text).toContain(mizuki);
      const read = seer.readBack(answer.text);
      // Never a word against its own white, never another result on it.
      expect(read).not.toContain('ESTIMATE Agent[04] WEREWOLF');
      expect(read).not.toContain('VOTE Agent[04]');
      expect(read).not.toContain('DIVINED Agent[04] WEREWOLF');
      // Said once a day: the result is not restated on the next talk.
      state = withNamedTalks(state, [[minato, answer.text]]);
      const next = await brain.talk(context(state));
      expect(seer.readBack(next.text), next.text).not.toContain('DIVINED Agent[04] HUMAN');
    });
  });
}

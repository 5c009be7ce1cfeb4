import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, withNamedTalks } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

/** Words of a guard report, and of one said as a success (nobody died that night). */
const GUARDED = { ja: /護衛し(?:た|ました)/u, en: /I guarded|I protected/u };
const QUIET = { ja: /護衛成功|襲撃を防げた/u, en: /nobody died|the attack failed/u };
const CLAIM = { ja: /騎士|ボディガード|狩人/u, en: /bodyguard/iu };

/** A day of ours as the bodyguard (`day` 1: the first night's guard still to choose). */
const bodyguard = (lang: 'ja' | 'en', day: number) => talkScenario(lang, { role: 'BODYGUARD', day });

/**
 * Day 2 of a 5-player game where two of the living said they vote us (a bodyguard comes out then): Yumi
 * executed on day 1, Mizuki attacked that night or nobody.
 */
const threatenedDay2 = (lang: 'ja' | 'en', attacked: boolean) => {
  const [, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  const day = bodyguard(lang, 2).executed(yumi, 1);
  if (attacked) day.attacked(mizuki, 1);
  return day.says(shizue, 'VOTE Agent[01]').says(ryuji, 'VOTE Agent[01]').state();
};

for (const lang of LANGS) {
  const names = NAMES[lang];
  const [, shizue, , mizuki, yumi] = names;
  const firstNight = () => bodyguard(lang, 1).state();
  describe(`${lang}: the bodyguard says whom it guarded`, () => {
    it('coming out after a night with no death: the claim, the guard it sent, said as a success; not again that day', async () => {
      const brain = createRuleBrain({ seed: 'guard-report', lang });
      const night = firstNight();
      const guarded = (await brain.guard(context(night))).target;
      const morning = threatenedDay2(lang, false);
      const line = await brain.talk(context(morning));
      expect(line.text, line.text).toMatch(CLAIM[lang]);
      expect(line.text, line.text).toMatch(GUARDED[lang]);
      expect(line.text, line.text).toMatch(QUIET[lang]);
      expect(line.text, line.text).toContain(guarded);
      const later = withNamedTalks(morning, [
        [names[0], line.text],
        [names[1], 'Over'],
      ]);
      const next = await brain.talk(context(later));
      expect(next.text, next.text).not.toMatch(GUARDED[lang]);
    });

    it('a night someone died: the guard said plainly, no success claimed', async () => {
      const brain = createRuleBrain({ seed: 'guard-report', lang });
      await brain.guard(context(firstNight()));
      const line = await brain.talk(context(threatenedDay2(lang, true)));
      expect(line.text, line.text).toMatch(GUARDED[lang]);
      expect(line.text, line.text).not.toMatch(QUIET[lang]);
    });

    it('speaks of the guard really sent (told through noteGuard, as a replay tells the recorded seat’s)', async () => {
      const brain = createRuleBrain({ seed: 'guard-report', lang });
      const own = (await brain.guard(context(firstNight()))).target;
      const real = names.slice(1).find((name) => name !== own && name !== names[4])!;
      brain.intentions?.noteGuard(1, real);
      const line = await brain.talk(context(threatenedDay2(lang, false)));
      expect(line.text, line.text).toContain(real);
      // The guard it chose itself is never reported (its name may still come up as an accuser).
      expect(line.text, line.text).not.toMatch(new RegExp(`${own}(?:さん)?を護衛|(?:guarded|protected) ${own}`, 'u'));
    });

    it('out as the bodyguard already: the next morning reports that night’s guard; hidden after a death, none', async () => {
      const brain = createRuleBrain({ seed: 'guard-report', lang });
      await brain.guard(context(firstNight()));
      const claimed = await brain.talk(context(threatenedDay2(lang, false)));
      expect(claimed.text, claimed.text).toMatch(CLAIM[lang]);
      brain.intentions?.noteGuard(2, names[2]);
      const day3 = bodyguard(lang, 3).executed(yumi, 1).executed(mizuki, 2).state();
      const line = await brain.talk(context(day3));
      expect(line.text, line.text).toMatch(GUARDED[lang]);
      expect(line.text, line.text).toContain(names[2]);

      const hidden = createRuleBrain({ seed: 'guard-report', lang });
      await hidden.guard(context(firstNight()));
      const quiet = await hidden.talk(context(bodyguard(lang, 2).attacked(yumi, 1).state()));
      expect(quiet.text, quiet.text).not.toMatch(GUARDED[lang]);
      expect(quiet.text, quiet.text).not.toMatch(CLAIM[lang]);
    });

    it('hidden, the morning after a guarded night with no death: comes out with the guard, said as a success', async () => {
      const brain = createRuleBrain({ seed: 'guard-saved', lang });
      const guarded = (await brain.guard(context(firstNight()))).target;
      const morning = bodyguard(lang, 2).executed(yumi, 1).state();
      const line = await brain.talk(context(morning));
      expect(line.text, line.text).toMatch(CLAIM[lang]);
      expect(line.text, line.text).toMatch(QUIET[lang]);
      expect(line.text, line.text).toContain(guarded);
    });
  });

  describe(`${lang}: asked whom it guarded`, () => {
    const ASK = { ja: '@ミナト 昨夜は誰を守ったの？', en: '@Minato who did you protect last night?' };
    it('out as the bodyguard: answers with the night and the guard really sent; hidden: names no guard', async () => {
      const brain = createRuleBrain({ seed: 'guard-asked', lang });
      await brain.guard(context(firstNight()));
      const claim = (await brain.talk(context(threatenedDay2(lang, false)))).text;
      brain.intentions?.noteGuard(2, names[2]);
      // Day 3, with yesterday's claim on the record as the server keeps it.
      const asked = bodyguard(lang, 3)
        .executed(yumi, 1)
        .executed(mizuki, 2)
        .says(names[0], claim, 2)
        .says(shizue, ASK[lang])
        .state();
      const answer = await brain.talk(context(asked));
      expect(answer.text.startsWith(`@${names[1]}`), answer.text).toBe(true);
      expect(answer.text, answer.text).toContain(names[2]);
      expect(answer.text, answer.text).toMatch(lang === 'ja' ? /護衛/u : /guard/u);

      // Asked after the morning report was said: the night and the guard, addressed.
      const reporter = createRuleBrain({ seed: 'guard-asked', lang });
      await reporter.guard(context(firstNight()));
      const said = (await reporter.talk(context(threatenedDay2(lang, false)))).text;
      reporter.intentions?.noteGuard(2, names[2]);
      const morning = { ...asked, talks: [{ ...asked.talks[0]!, text: said }] };
      const report = await reporter.talk(context(morning));
      expect(report.text, report.text).toMatch(GUARDED[lang]);
      const again = withNamedTalks(morning, [
        [names[0], report.text],
        [names[1], ASK[lang]],
      ]);
      const retold = await reporter.talk(context(again));
      expect(retold.text.startsWith(`@${names[1]}`), retold.text).toBe(true);
      expect(retold.text, retold.text).toContain(names[2]);
      expect(retold.text, retold.text).toMatch(lang === 'ja' ? /2日目の夜/u : /on night 2/u);

      const hidden = createRuleBrain({ seed: 'guard-asked', lang });
      await hidden.guard(context(firstNight()));
      const quiet = await hidden.talk(context(bodyguard(lang, 2).attacked(yumi, 1).says(shizue, ASK[lang]).state()));
      expect(quiet.text, quiet.text).not.toMatch(GUARDED[lang]);
    });
  });
}

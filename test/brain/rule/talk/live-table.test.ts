import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState, withNamedTalks } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

const BLACK_ON_RYUJI = {
  ja: '私は占い師です。占いの結果、リュウジさんは人狼でした。',
  en: 'I am the seer. I divined Ryuji as a werewolf.',
};
const VOTE_RYUJI = {
  ja: 'シズエさんの黒判定を信じてリュウジさんに投票します。',
  en: 'I will vote for Ryuji because Shizue found him black.',
};
const BARE_VOTE_RYUJI = { ja: 'リュウジさんに投票します。', en: 'I will vote for Ryuji.' };
const PRESS_MIZUKI = { ja: '@ミヅキ どうしてリュウジさんに投票するの？', en: '@Mizuki why do you vote for Ryuji?' };
const REBUTTAL = {
  ja: /筋違い|疑われたけど|疑っているけど|人狼じゃない|人狼ではない|人狼扱い/u,
  en: /suspects me|has it wrong|pointing at me|not a werewolf|calling me a wolf/u,
};

for (const lang of LANGS) {
  const [, shizue, , mizuki] = NAMES[lang];
  describe(`${lang}: the talk takes up the living table and its own words`, () => {
    it('never sides with a player it pressed with a question today', async () => {
      const talks = (pressed: boolean) =>
        namedState(lang, {
          role: 'VILLAGER',
          day: 1,
          talks: [
            ['Agent[02]', BLACK_ON_RYUJI[lang]],
            ...(pressed ? [['Agent[01]', PRESS_MIZUKI[lang]] as [string, string]] : []),
            ['Agent[04]', VOTE_RYUJI[lang]],
          ],
        });
      // Unpressed, Mizuki's vote is named beside ours (an agreement or "Mizuki is on Ryuji too")…
      const free = await createRuleBrain({ seed: 'side-with', lang }).talk(context(talks(false)));
      expect(free.text, free.text).toContain(mizuki);
      // …pressed with our own question, it is not: agreeing would be a turn with no reason.
      const pressed = await createRuleBrain({ seed: 'side-with', lang }).talk(context(talks(true)));
      expect(pressed.text, pressed.text).not.toContain(mizuki);
    });

    it('never sides with a bare "I will vote X." (no reason, no result, nobody else named)', async () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', BLACK_ON_RYUJI[lang]],
          ['Agent[04]', BARE_VOTE_RYUJI[lang]],
        ],
      });
      const line = await createRuleBrain({ seed: 'side-with', lang }).talk(context(state));
      expect(line.text, line.text).not.toContain(mizuki);
    });

    it('never sides with a vote whose only other words ask its target (reason words in a question)', async () => {
      // "Name your wolf", 「誰を怪しんでいるのか」 carry reason words (wolf, 怪し) but give the vote no reason:
      // siding with it is the bandwagon.
      const lines = {
        ja: [
          'リュウジさんに投票します。リュウジさんが誰を怪しんでいるのか知りたい。',
          'リュウジさんに投票します。リュウジさんは誰を疑っていますか？',
        ],
        en: ['I will vote for Ryuji. Ryuji name your wolf.', 'I will vote for Ryuji. Ryuji who is the wolf? Tell us!'],
      };
      for (const said of lines[lang]) {
        const state = namedState(lang, {
          role: 'VILLAGER',
          day: 1,
          talks: [
            ['Agent[02]', BLACK_ON_RYUJI[lang]],
            ['Agent[04]', said],
          ],
        });
        const line = await createRuleBrain({ seed: 'side-with', lang }).talk(context(state));
        expect(line.text, `${said} -> ${line.text}`).not.toContain(mizuki);
      }
    });

    it('pressed by name (silence, votes held against it) it answers the presser, unless it went after them', async () => {
      const pressing = {
        ja: '@ミナト あなたの沈黙は怪しい。',
        en: '@Minato your votes make no sense. Explain your logic.',
      };
      const aboutAnother = {
        ja: '@ミナト リュウジさんの沈黙が怪しいと思う？',
        en: "@Minato is Ryuji's silence suspicious to you?",
      };
      const ours = { ja: 'ミヅキさんに投票します。', en: 'I will vote for Mizuki.' };
      const lineAfter = async (talks: [string, string][]) =>
        (
          await createRuleBrain({ seed: 'pressed', lang }).talk(
            context(namedState(lang, { role: 'VILLAGER', day: 1, talks })),
          )
        ).text;
      const pressed = await lineAfter([['Agent[04]', pressing[lang]]]);
      expect(pressed, pressed).toMatch(REBUTTAL[lang]);
      expect(pressed, pressed).toContain(mizuki);
      const asked = await lineAfter([['Agent[04]', aboutAnother[lang]]]);
      expect(asked, asked).not.toMatch(REBUTTAL[lang]);
      // Mizuki's pressure answers our own vote on it: no rebuttal of the player we went after.
      const answered = await lineAfter([
        ['Agent[01]', ours[lang]],
        ['Agent[04]', pressing[lang]],
      ]);
      expect(answered, answered).not.toMatch(REBUTTAL[lang]);
    });

    it('pressed and asked in one talk, it answers the question and denies the pressure', async () => {
      const pressAndAsk = {
        ja: '@ミナト あなたの沈黙は怪しい。誰を疑っているの？',
        en: '@Minato your silence is suspicious. Who do you suspect?',
      };
      const line = (
        await createRuleBrain({ seed: 'pressed-asked', lang }).talk(
          context(
            namedState(lang, {
              role: 'VILLAGER',
              day: 1,
              talks: [
                ['Agent[02]', BLACK_ON_RYUJI[lang]],
                ['Agent[04]', pressAndAsk[lang]],
              ],
            }),
          ),
        )
      ).text;
      // The answer (our suspect, Ryuji) and the denial, both to the asker.
      expect(line, line).toMatch(new RegExp(`^@${mizuki}`, 'u'));
      expect(line, line).toContain(NAMES[lang][2]);
      expect(line, line).toMatch(REBUTTAL[lang]);
    });

    it('accused by several, it rebuts the strongest accuser: the one who votes it over a passing suspicion', async () => {
      const passing = { ja: 'ミナトさんが少し怪しいと思います。', en: 'I think Minato is a little suspicious.' };
      const voting = {
        ja: 'ミナトさんは人狼だと思います。ミナトさんに投票します。',
        en: 'Minato is a werewolf. I will vote for Minato.',
      };
      const line = (
        await createRuleBrain({ seed: 'strongest', lang }).talk(
          context(
            namedState(lang, {
              role: 'VILLAGER',
              day: 1,
              talks: [
                ['Agent[02]', passing[lang]],
                ['Agent[04]', voting[lang]],
              ],
            }),
          ),
        )
      ).text;
      expect(line, line).toMatch(REBUTTAL[lang]);
      expect(line, line).toContain(mizuki);
    });

    it('never sides with a vote the table has since questioned', async () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', BLACK_ON_RYUJI[lang]],
          ['Agent[04]', VOTE_RYUJI[lang]],
          ['Agent[05]', PRESS_MIZUKI[lang]],
        ],
      });
      const line = await createRuleBrain({ seed: 'side-with', lang }).talk(context(state));
      expect(line.text, line.text).not.toMatch(
        lang === 'ja'
          ? /ミヅキさん(?:の言う通り|と同じ|の意見)/u
          : /Mizuki (?:is right|has a point)|with Mizuki|view of Mizuki/u,
      );
    });

    it('answers no dead player: an old black result from a player since executed is not rebutted', async () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 3,
        dead: [
          { agent: 'Agent[02]', cause: 'executed', day: 1 },
          { agent: 'Agent[05]', cause: 'attacked', day: 1 },
        ],
        talks: [
          [
            'Agent[02]',
            lang === 'ja'
              ? '私は占い師です。占いの結果、ミナトさんは人狼でした。'
              : 'I am the seer. I divined Minato as a werewolf.',
            1,
          ],
        ],
      });
      const brain = createRuleBrain({ seed: 'dead-accuser', lang });
      const line = await brain.talk(context(state));
      expect(line.text, line.text).not.toMatch(REBUTTAL[lang]);
      expect(line.text, line.text).not.toContain(shizue);
    });
  });
}

const SAID_VOTE_MIZUKI = { ja: '私はミヅキさんに投票します。', en: 'I will vote for Mizuki.' };

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  describe(`${lang}: a vote named today is our word`, () => {
    it('stands against a new choice with no reason to say: no change said, the vote cast is the one named', async () => {
      const brain = createRuleBrain({ seed: 'kept-word', lang });
      const first = namedState(lang, { role: 'VILLAGER', day: 1 });
      await brain.talk(context(first));
      // Our first line today (under our name, whoever said it) named Mizuki; nothing on the record since.
      const said = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[01]', SAID_VOTE_MIZUKI[lang]],
          ['Agent[05]', 'Over'],
        ],
      });
      const next = await brain.talk(context(said));
      const change = lang === 'ja' ? /考え直して|変更/u : /switching|before but/u;
      expect(next.text, next.text).not.toMatch(change);
      expect((await brain.vote(context(said))).target).toBe(mizuki);
    });

    it('moves to a new choice with its reason: a black result published since', async () => {
      const brain = createRuleBrain({ seed: 'kept-word', lang });
      await brain.talk(context(namedState(lang, { role: 'VILLAGER', day: 1 })));
      const said = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[01]', SAID_VOTE_MIZUKI[lang]],
          [
            'Agent[02]',
            lang === 'ja'
              ? '私は占い師です。占いの結果、リュウジさんは人狼でした。'
              : 'I am the seer. I divined Ryuji as a werewolf.',
          ],
        ],
      });
      const next = await brain.talk(context(said));
      expect(next.text, next.text).toContain(ryuji);
      // The reason said with the move: who found Ryuji black.
      expect(next.text, next.text).toContain(shizue);
      expect((await brain.vote(context(said))).target).toBe(ryuji);
    });
  });

  describe(`${lang}: asked about a third player after talk of role claims`, () => {
    it('answers about that player, not with its role', async () => {
      const brain = createRuleBrain({ seed: 'about-not-role', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          [
            'Agent[02]',
            lang === 'ja'
              ? 'ミヅキさんとリュウジさんが占い師COしていて結果が食い違っている。@ミナト ユミさんの投票についてどう思う？'
              : 'Mizuki and Ryuji both claim seer and have conflicting results. @Minato what are your thoughts on Yumi?',
          ],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${shizue}`), answer.text).toBe(true);
      expect(answer.text, answer.text).toContain(yumi);
      expect(answer.text, answer.text).not.toMatch(lang === 'ja' ? /村人/u : /villager/u);
      expect(answer.text).not.toContain(`${minato}`);
    });
  });
}

const ASK_NIGHT = {
  ja: '@ミナト どうしてミヅキさんを占ったの？いつ占ったか教えて。',
  en: '@Minato which night did you check Mizuki and why?',
};

for (const lang of LANGS) {
  const [minato, , , mizuki, yumi] = NAMES[lang];
  describe(`${lang}: a seer asked when or why it divined`, () => {
    it('answers the asker with the night and the result it published', async () => {
      const brain = createRuleBrain({ seed: 'divined-why', lang });
      const base = namedState(lang, {
        role: 'SEER',
        day: 1,
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
      });
      const claim = await brain.talk(context(base));
      const state = withNamedTalks(base, [
        [minato, claim.text],
        [yumi, ASK_NIGHT[lang]],
      ]);
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi}`), answer.text).toBe(true);
      expect(answer.text, answer.text).toContain(mizuki);
      expect(answer.text, answer.text).toMatch(lang === 'ja' ? /初日の夜/u : /first night/u);
      expect(answer.text, answer.text).toMatch(lang === 'ja' ? /白/u : /human/u);
    });
  });
}

for (const lang of ['ja', 'en'] as const) {
  const [minato, shizue] = NAMES[lang];
  describe(`${lang}: a seer never cites the rival seer claimer as siding with it`, () => {
    it('"Shizue suspects Yumi too" is not said of the claimer it called fake', async () => {
      for (const seed of ['rival-cite-a', 'rival-cite-b', 'rival-cite-c', 'rival-cite-d']) {
        const brain = createRuleBrain({ seed, lang });
        let state = namedState(lang, {
          role: 'SEER',
          day: 1,
          divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[05]', result: 'WEREWOLF' }],
        });
        const claim = await brain.talk(context(state));
        state = withNamedTalks(state, [
          [minato, claim.text],
          [
            shizue,
            lang === 'ja'
              ? '私こそ本物の占い師です。占いの結果、ミヅキさんは白でした。ユミさんが怪しいと思います。'
              : 'I am the real seer. I divined Mizuki as human. I suspect Yumi.',
          ],
        ]);
        const callout = await brain.talk(context(state));
        state = withNamedTalks(state, [[minato, callout.text]]);
        const next = await brain.talk(context(state));
        expect(next.text, next.text).not.toContain(shizue);
      }
    });
  });
}

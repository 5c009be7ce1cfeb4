import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster, print } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { asksAbout } from '../../../../src/brain/rule/talk/replies.ts';
import { NAMES, namedState, withNamedTalks } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

/** What every reader at the table takes from a text, printed. */
const readBack = (lang: 'ja' | 'en', state: GameState, text: string): string[] => {
  const roster = createRoster(state.agents);
  return understand({ text, speaker: state.self, roster, lang }).map(print);
};

const QUESTIONS = {
  vote: { ja: '@ミナト 誰に投票するつもりですか？', en: '@Minato who will you vote for?' },
  suspect: { ja: '@ミナト 誰が怪しいと思いますか？', en: '@Minato who do you suspect?' },
  role: { ja: '@ミナト 役職を教えてください。', en: '@Minato what is your role?' },
  result: { ja: '@ミナト 占い結果を教えてください。', en: '@Minato what was your divination result?' },
  // The Japanese reader has no reading of a why-question yet: the protocol says the same.
  reason: { ja: 'INQUIRE Agent[01] (ESTIMATE Agent[03] WEREWOLF)', en: '@Minato why do you suspect Ryuji?' },
  requestVote: { ja: '@ミナト リュウジさんに投票してください。', en: '@Minato please vote for Ryuji.' },
} as const;

/** Ryuji has a black result from Shizue, who claims seer: a villager Minato votes Ryuji. */
const blackOnRyuji = {
  ja: '私は占い師です。占いの結果、リュウジさんは人狼でした。',
  en: 'I am the seer. I divined Ryuji as a werewolf.',
};

for (const lang of LANGS) {
  const [minato, shizue, ryuji, , yumi] = NAMES[lang];
  describe(`${lang}: the rule brain answers what it is asked, to the asker`, () => {
    it('asked for its vote: names the asker, its vote, and a reason from the record', async () => {
      const brain = createRuleBrain({ seed: 'reply-vote', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', blackOnRyuji[lang]],
          ['Agent[05]', QUESTIONS.vote[lang]],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(readBack(lang, state, answer.text)).toContain('VOTE Agent[03]');
      // The reason: Shizue's black result on Ryuji.
      expect(answer.text).toContain(shizue);
      expect((await brain.vote(context(state))).target).toBe(ryuji);
    });

    it('asked whom it suspects: names the asker, its suspect, and still states its vote', async () => {
      const brain = createRuleBrain({ seed: 'reply-suspect', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', blackOnRyuji[lang]],
          ['Agent[05]', QUESTIONS.suspect[lang]],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(readBack(lang, state, answer.text)).toContain('VOTE Agent[03]');
      expect(answer.text).toContain(ryuji);
      expect(answer.source).toBe('rule');
      expect((await brain.vote(context(state))).target).toBe(ryuji);
    });

    it('asked for its role: a villager says so, and says it only once', async () => {
      const brain = createRuleBrain({ seed: 'reply-role', lang });
      const state = namedState(lang, { role: 'VILLAGER', day: 1, talks: [['Agent[05]', QUESTIONS.role[lang]]] });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(readBack(lang, state, answer.text)).toContain('COMINGOUT Agent[01] VILLAGER');
      const next = await brain.talk(context(withNamedTalks(state, [[minato, answer.text]])));
      expect(next.text.startsWith(`@${yumi}`)).toBe(false);
    });

    it('asked for its role: a seer who came out repeats its claim', async () => {
      const brain = createRuleBrain({ seed: 'reply-seer', lang });
      let state = namedState(lang, {
        role: 'SEER',
        day: 1,
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
      });
      const claim = await brain.talk(context(state));
      expect(claim.intents.map(print)).toContain('COMINGOUT Agent[01] SEER');
      state = withNamedTalks(state, [
        [minato, claim.text],
        [yumi, QUESTIONS.role[lang]],
      ]);
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(readBack(lang, state, answer.text)).toContain('COMINGOUT Agent[01] SEER');
    });

    it('asked for its result: a seer restates the result it published, never another', async () => {
      const brain = createRuleBrain({ seed: 'reply-result', lang });
      let state = namedState(lang, {
        role: 'SEER',
        day: 1,
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
      });
      const claim = await brain.talk(context(state));
      state = withNamedTalks(state, [
        [minato, claim.text],
        [yumi, QUESTIONS.result[lang]],
      ]);
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(answer.text).toContain(NAMES[lang][3]);
      const read = readBack(lang, state, answer.text);
      for (const sentence of read.filter((entry) => entry.startsWith('DIVINED'))) {
        expect(sentence).toBe('DIVINED Agent[04] HUMAN');
      }
    });

    it('asked why it suspects its vote: answers the asker with a reason about that agent', async () => {
      const brain = createRuleBrain({ seed: 'reply-reason', lang });
      let state = namedState(lang, { role: 'VILLAGER', day: 1, talks: [['Agent[02]', blackOnRyuji[lang]]] });
      const vote = await brain.talk(context(state));
      expect(vote.intents.map(print)).toContain('VOTE Agent[03]');
      state = withNamedTalks(state, [
        [minato, vote.text],
        [yumi, QUESTIONS.reason[lang]],
      ]);
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(answer.text).toContain(ryuji);
      expect(answer.text).toContain(shizue);
    });

    it('asked why with no reason on the record: says it has none yet, never "here is why" with nothing after', async () => {
      const brain = createRuleBrain({ seed: 'reply-reason-none', lang });
      let state = namedState(lang, { role: 'VILLAGER', day: 1 });
      const vote = await brain.talk(context(state));
      const voted = (await brain.vote(context(state))).target!;
      const number = NAMES[lang].indexOf(voted as never) + 1;
      state = withNamedTalks(state, [
        [minato, vote.text],
        [yumi, `INQUIRE Agent[01] (ESTIMATE Agent[0${number}] WEREWOLF)`],
      ]);
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(answer.text).not.toMatch(lang === 'ja' ? /理由はこう|根拠ならある/u : /here is why|my reason is this/iu);
    });

    it('asked to vote someone: agrees when it is its own choice, else says its own vote', async () => {
      const agreeing = createRuleBrain({ seed: 'reply-request', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', blackOnRyuji[lang]],
          ['Agent[05]', QUESTIONS.requestVote[lang]],
        ],
      });
      const yes = await agreeing.talk(context(state));
      expect(yes.text.startsWith(`@${yumi} `), yes.text).toBe(true);
      expect(readBack(lang, state, yes.text)).toContain('VOTE Agent[03]');
      // Asked to vote Ryuji while Yumi herself has the black result: it keeps its own vote.
      const refusing = createRuleBrain({ seed: 'reply-request', lang });
      const other = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          [
            'Agent[02]',
            lang === 'ja'
              ? '私は占い師です。占いの結果、ユミさんは人狼でした。'
              : 'I am the seer. I divined Yumi as a werewolf.',
          ],
          ['Agent[05]', QUESTIONS.requestVote[lang]],
        ],
      });
      const no = await refusing.talk(context(other));
      expect(no.text.startsWith(`@${yumi} `), no.text).toBe(true);
      expect(readBack(lang, other, no.text)).toContain('VOTE Agent[05]');
      expect(readBack(lang, other, no.text)).not.toContain('VOTE Agent[03]');
    });
  });
}

for (const lang of LANGS) {
  const [, shizue, ryuji, , yumi] = NAMES[lang];
  describe(`${lang}: addressed by @Name with something it cannot read as a question`, () => {
    it('answers the speaker with its view and a reason', async () => {
      const brain = createRuleBrain({ seed: 'reply-mention', lang });
      const odd =
        lang === 'ja' ? '@ミナト きみの動きをずっと見ているよ。' : '@Minato I have been watching your moves closely.';
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', blackOnRyuji[lang]],
          ['Agent[05]', odd],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(readBack(lang, state, answer.text)).toContain('VOTE Agent[03]');
      expect(answer.text).toContain(ryuji);
      expect(answer.text).toContain(shizue);
    });
  });
}

for (const lang of LANGS) {
  const [, shizue, , , yumi] = NAMES[lang];
  describe(`${lang}: asked by the one it votes`, () => {
    it('answers the asker first and calls it "you" past the address when that reads back as the vote', async () => {
      const blackOnYumi = {
        ja: '私は占い師です。占いの結果、ユミさんは人狼でした。',
        en: 'I am the seer. I divined Yumi as a werewolf.',
      };
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', blackOnYumi[lang]],
          ['Agent[05]', QUESTIONS.vote[lang]],
        ],
      });
      const you = lang === 'ja' ? /あなた|君|きみ|お前/u : /\byour?\b/iu;
      let spoken = 0;
      for (const seed of ['reply-to-target-a', 'reply-to-target-b', 'reply-to-target-c', 'reply-to-target-d']) {
        const answer = await createRuleBrain({ seed, lang }).talk(context(state));
        expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
        expect(answer.text).toContain(shizue);
        expect(readBack(lang, state, answer.text).some((sentence) => sentence.includes('VOTE Agent[05]'))).toBe(true);
        // Past the address, the asker is "you" (or, where the reader would not read that as the vote, its name).
        if (you.test(answer.text)) {
          expect(answer.text.slice(yumi.length + 2), answer.text).not.toContain(yumi);
          spoken++;
        }
      }
      expect(spoken).toBeGreaterThan(0);
    });
  });
}

describe('ja: "you" past the address in every register reads back as the addressee', () => {
  // Seats of this table by register: ミナト polite (あなた), リュウジ casual (君), ミヅキ rough (お前).
  it('asked by the one it votes, each seat answers "@ユミ …" without naming ユミ again', async () => {
    const [, shizue, , , yumi] = NAMES.ja;
    for (const self of [1, 3, 4]) {
      const me = NAMES.ja[self - 1]!;
      const state = namedState('ja', {
        self,
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', `私は占い師です。占いの結果、${yumi}さんは人狼でした。`],
          ['Agent[05]', `@${me} 誰に投票するつもりですか？`],
        ],
      });
      for (const seed of ['you-a', 'you-b', 'you-c']) {
        const answer = (await createRuleBrain({ seed, lang: 'ja' }).talk(context(state))).text;
        expect(answer.startsWith(`@${yumi} `), answer).toBe(true);
        expect(answer, answer).toContain(shizue);
        expect(readBack('ja', state, answer), answer).toContain('VOTE Agent[05]');
        // The casual register's 「君」 too: a hiragana 「きみ」 was not read as the addressee, so its line fell back to the name.
        expect(answer.slice(yumi.length + 2), answer).not.toContain(yumi);
        expect(answer, answer).not.toContain('きみ');
      }
    }
  });
});

for (const lang of LANGS) {
  const [, shizue, ryuji, , yumi] = NAMES[lang];
  describe(`${lang}: asked by name without an @ (a question the reader may not parse)`, () => {
    it('answers the asker with its vote and a reason; a name without a question is no question', async () => {
      const asked =
        lang === 'ja' ? 'ミナトさんはこの状況をどう見ていますか？' : 'Minato what is going on in your head right now?';
      const brain = createRuleBrain({ seed: 'reply-by-name', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', blackOnRyuji[lang]],
          ['Agent[05]', asked],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(readBack(lang, state, answer.text)).toContain('VOTE Agent[03]');
      expect(answer.text).toContain(ryuji);
      expect(answer.text).toContain(shizue);
      const statement = lang === 'ja' ? 'ミナトさんは静かですね。' : 'Minato has been quiet.';
      const plain = createRuleBrain({ seed: 'reply-by-name', lang });
      const told = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', blackOnRyuji[lang]],
          ['Agent[05]', statement],
        ],
      });
      expect((await plain.talk(context(told))).text.startsWith('@')).toBe(false);
    });
  });
}

for (const lang of LANGS) {
  const [minato, , , , yumi] = NAMES[lang];
  describe(`${lang}: asked its role by name in words the reader may not parse`, () => {
    it('a seer who came out answers the asker with its claim', async () => {
      const claim =
        lang === 'ja'
          ? '私は占い師です。占いの結果、シズエさんは人間でした。'
          : 'I am the seer. I divined Shizue as human.';
      const asked = lang === 'ja' ? 'ミナトさんの役職、もう一度だけ教えて？' : 'Minato what role are you really?';
      const brain = createRuleBrain({ seed: 'reply-role-by-name', lang });
      const state = namedState(lang, {
        role: 'SEER',
        day: 1,
        talks: [],
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[02]', result: 'HUMAN' }],
      });
      await brain.talk(context(state));
      const said = withNamedTalks(state, [
        [minato, claim],
        [yumi, asked],
      ]);
      const answer = await brain.talk(context(said));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(readBack(lang, said, answer.text)).toContain('COMINGOUT Agent[01] SEER');
    });

    it('a villager answers the asker that it is a villager, once', async () => {
      const asked = lang === 'ja' ? 'ミナトさんの役職、もう一度だけ教えて？' : 'Minato what role are you really?';
      const brain = createRuleBrain({ seed: 'reply-villager-by-name', lang });
      const state = namedState(lang, { role: 'VILLAGER', day: 1, talks: [['Agent[05]', asked]] });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(readBack(lang, state, answer.text)).toContain('COMINGOUT Agent[01] VILLAGER');
      const next = await brain.talk(context(withNamedTalks(state, [[minato, answer.text]])));
      expect(next.text.startsWith(`@${yumi}`)).toBe(false);
    });
  });
}

for (const lang of LANGS) {
  const [, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  const aboutMizuki =
    lang === 'ja' ? '@ミナト ミヅキさんのことはどう思いますか？' : '@Minato what do you think of Mizuki?';
  describe(`${lang}: asked about a third player`, () => {
    it('answers about that player with a fact of the record, then its own vote', async () => {
      const brain = createRuleBrain({ seed: 'reply-about', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', blackOnRyuji[lang]],
          [
            'Agent[02]',
            lang === 'ja' ? 'それからミヅキさんを占った結果は白でした。' : 'I also divined Mizuki as human.',
          ],
          ['Agent[05]', aboutMizuki],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      // About Mizuki: Shizue's white result on her, a fact of the record.
      const aboutPart = answer.text.slice(
        0,
        answer.text.indexOf(ryuji) === -1 ? undefined : answer.text.indexOf(ryuji),
      );
      expect(aboutPart, answer.text).toContain(mizuki);
      expect(aboutPart, answer.text).toContain(shizue);
      expect(readBack(lang, state, answer.text)).not.toContain('VOTE Agent[04]');
    });

    it('with nothing on the record about that player: says it has no firm read, names no false fact', async () => {
      const brain = createRuleBrain({ seed: 'reply-about-none', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', blackOnRyuji[lang]],
          ['Agent[05]', aboutMizuki],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} ${lang === 'en' ? '' : mizuki}`), answer.text).toBe(true);
      expect(answer.text).toContain(mizuki);
      const read = readBack(lang, state, answer.text);
      expect(read).toContain('VOTE Agent[03]');
      expect(read.filter((sentence) => sentence.includes('Agent[04]'))).toEqual([]);
    });
  });
}

for (const lang of LANGS) {
  const [, , ryuji, mizuki] = NAMES[lang];
  describe(`${lang}: a divination result says what it means for today's vote`, () => {
    it('a black result comes with the call to vote its target, and that is the vote cast', async () => {
      const brain = createRuleBrain({ seed: 'result-call', lang });
      const state = namedState(lang, {
        role: 'SEER',
        day: 1,
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[03]', result: 'WEREWOLF' }],
      });
      const claim = await brain.talk(context(state));
      const read = readBack(lang, state, claim.text);
      expect(read).toContain('DIVINED Agent[03] WEREWOLF');
      expect(
        read.some((sentence) => sentence === 'VOTE Agent[03]' || sentence === 'REQUEST ANY (VOTE Agent[03])'),
        claim.text,
      ).toBe(true);
      expect(claim.text.split(ryuji).length - 1).toBe(2);
      expect((await brain.vote(context(state))).target).toBe(ryuji);
    });

    it('a white result that leaves one other player alive names that player and votes it', async () => {
      const brain = createRuleBrain({ seed: 'result-call', lang });
      const state = {
        ...namedState(lang, {
          role: 'SEER',
          day: 2,
          dead: [
            { agent: 'Agent[02]', cause: 'executed', day: 1 },
            { agent: 'Agent[05]', cause: 'attacked', day: 1 },
          ],
          divineResults: [
            { day: 0, agent: 'Agent[01]', target: 'Agent[02]', result: 'HUMAN' },
            { day: 1, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' },
          ],
        }),
        profile: lang === 'ja' ? '性格: 冷静' : 'personality: calm',
      };
      const claim = await brain.talk(context(state));
      const read = readBack(lang, state, claim.text);
      expect(read, claim.text).toContain('DIVINED Agent[04] HUMAN');
      // The vote when it fits, else (50 Japanese characters) the werewolf named.
      const named = ['VOTE Agent[03]', 'REQUEST ANY (VOTE Agent[03])', 'ESTIMATE Agent[03] WEREWOLF'];
      expect(
        read.some((sentence) => named.includes(sentence)),
        claim.text,
      ).toBe(true);
      expect(read.filter((sentence) => sentence.startsWith('DIVINED Agent[03]'))).toEqual([]);
      expect((await brain.vote(context(state))).target).toBe(ryuji);
    });

    it('a white result asks the table to keep its votes off the target, and states no vote', async () => {
      const brain = createRuleBrain({ seed: 'result-call', lang });
      // A calm (polite) voice: the formal one's long endings leave no room for the call in 50 characters.
      const state = {
        ...namedState(lang, {
          role: 'SEER',
          day: 1,
          divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
        }),
        profile: lang === 'ja' ? '性格: 冷静' : 'personality: calm',
      };
      const claim = await brain.talk(context(state));
      const read = readBack(lang, state, claim.text);
      expect(read).toContain('DIVINED Agent[04] HUMAN');
      expect(claim.text.split(mizuki).length - 1, claim.text).toBe(2);
      expect(read.filter((sentence) => sentence.startsWith('VOTE') || sentence.includes('(VOTE'))).toEqual([]);
    });

    it('a white result on a dead player asks nothing of the vote', async () => {
      const brain = createRuleBrain({ seed: 'result-call', lang });
      const state = {
        ...namedState(lang, {
          role: 'SEER',
          day: 2,
          dead: [{ agent: 'Agent[04]', cause: 'attacked', day: 1 }],
          divineResults: [{ day: 1, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
        }),
        profile: lang === 'ja' ? '性格: 冷静' : 'personality: calm',
      };
      const claim = await brain.talk(context(state));
      expect(readBack(lang, state, claim.text), claim.text).toContain('DIVINED Agent[04] HUMAN');
      // "Keep your votes off Mizuki" of a dead Mizuki reads as not knowing who is alive.
      expect(claim.text.split(mizuki).length - 1, claim.text).toBe(1);
    });
  });
}

for (const lang of LANGS) {
  const [minato, shizue] = NAMES[lang];
  const whiteOnMe = {
    ja: '私は占い師です。占いの結果、ミナトさんは人間でした。',
    en: 'I am the seer. I divined Minato as human.',
  };
  describe(`${lang}: a white result on us`, () => {
    it('is acknowledged while it is news, not after we have spoken since', async () => {
      const fresh = namedState(lang, { role: 'VILLAGER', day: 1, talks: [['Agent[02]', whiteOnMe[lang]]] });
      const first = await createRuleBrain({ seed: 'thanks', lang }).talk(context(fresh));
      expect(first.text, first.text).toContain(shizue);
      // The same result, but we have spoken since (under our name): no thanks now.
      const later = namedState(lang, {
        role: 'VILLAGER',
        day: 2,
        talks: [
          ['Agent[02]', whiteOnMe[lang], 1],
          ['Agent[01]', lang === 'ja' ? 'そうですね。' : 'I see.', 1],
        ],
      });
      const brain = createRuleBrain({ seed: 'thanks', lang });
      let state = later;
      for (let turn = 0; turn < 3; turn++) {
        const line = await brain.talk(context(state));
        if (line.text === 'Over') break;
        const thanks = lang === 'ja' ? /判定どおり|白と言ってくれて/u : /says I am human|I am indeed human/u;
        expect(line.text, line.text).not.toMatch(thanks);
        state = withNamedTalks(state, [[minato, line.text]]);
      }
    });
  });
}

for (const lang of LANGS) {
  const [minato, , , , yumi] = NAMES[lang];
  const whiteOnMe = {
    ja: '私は占い師です。占いの結果、ミナトさんは人間でした。',
    en: 'I am the seer. I divined Minato as human.',
  };
  describe(`${lang}: a white result on us repeated by one who claimed nothing`, () => {
    it('is no result of the repeater: we never say it called us human', async () => {
      // Yumi claimed no role; her line reads as her own divination only because she repeats Shizue's
      // result, after we had spoken (so Shizue's is no news to thank for).
      let state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', whiteOnMe[lang]],
          ['Agent[01]', lang === 'ja' ? 'そうですね。' : 'I see.'],
          ['Agent[05]', 'DIVINED Agent[01] HUMAN'],
        ],
      });
      const brain = createRuleBrain({ seed: 'echoed-white', lang });
      for (let turn = 0; turn < 3; turn++) {
        const line = await brain.talk(context(state));
        if (line.text === 'Over') break;
        // Before the fix: 「ユミさんの判定どおり私は人間です。」 / "Yumi is right. I'm human."
        expect(line.text, line.text).not.toContain(yumi);
        state = withNamedTalks(state, [[minato, line.text]]);
      }
    });
  });
}

for (const lang of LANGS) {
  describe(`${lang}: a vote with no reason on the record`, () => {
    it('is said as a soft one that asks its target to speak, once a day', async () => {
      const brain = createRuleBrain({ seed: 'ask-view', lang });
      const state = namedState(lang, { role: 'VILLAGER', day: 1 });
      const first = await brain.talk(context(state));
      const target = (await brain.vote(context(state))).target!;
      const number = `Agent[0${NAMES[lang].indexOf(target as never) + 1}]`;
      expect(readBack(lang, state, first.text)).toContain(`VOTE ${number}`);
      // The vote, then the request to the one it names.
      expect(first.text.split(target).length - 1, first.text).toBe(2);
    });

    it('goes, among players the beliefs cannot tell apart, to one the record gives a reason against', async () => {
      const [, shizue, ryuji, mizuki, yumi] = NAMES[lang];
      const hello = lang === 'ja' ? 'こんにちは。よろしくお願いします。' : 'Hello everyone. Good luck.';
      // Day 0: everyone but Yumi said something; Yumi said only Over.
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', hello, 0],
          ['Agent[03]', hello, 0],
          ['Agent[04]', hello, 0],
          ['Agent[05]', 'Over', 0],
        ],
      });
      const brain = createRuleBrain({ seed: 'ask-view', lang });
      const first = await brain.talk(context(state));
      // Before: the first of the tied, Shizue, with no reason ("My vote is Shizue. Shizue name a suspect.").
      expect((await brain.vote(context(state))).target).toBe(yumi);
      expect(first.text, first.text).toContain(yumi);
      for (const other of [shizue, ryuji, mizuki]) expect(first.text, first.text).not.toContain(other);
      expect(first.text, first.text).toMatch(lang === 'ja' ? /0日目|昨日/u : /day 0|yesterday|first day/u);
    });
  });
}

for (const lang of LANGS) {
  const [minato, shizue] = NAMES[lang];
  describe(`${lang}: a seer who found a werewolf`, () => {
    it('says its vote on the werewolf before calling out a rival seer claimer', async () => {
      const brain = createRuleBrain({ seed: 'seer-black-first', lang });
      const base = namedState(lang, {
        role: 'SEER',
        day: 1,
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[03]', result: 'WEREWOLF' }],
      });
      // Its claim went out in other words (another layer's, or a replayed seat's real line): no vote in it.
      await brain.talk(context(base));
      const state = withNamedTalks(base, [
        [minato, blackOnRyuji[lang]],
        [
          shizue,
          lang === 'ja'
            ? '私が本物の占い師です。占いの結果、ミナトさんは人狼でした。'
            : 'I am the real seer. I divined Minato as a werewolf.',
        ],
      ]);
      const next = await brain.talk(context(state));
      const read = readBack(lang, state, next.text);
      // The vote, alone, requested, or with its reason ("BECAUSE (DIVINED …) (VOTE …)").
      expect(
        read.some((sentence) => sentence === 'VOTE Agent[03]' || sentence.includes('(VOTE Agent[03])')),
        next.text,
      ).toBe(true);
      expect(read).not.toContain('COMINGOUT Agent[01] SEER');
    });
  });
}

describe('which player a question to us is about', () => {
  const ja = ['ユウ', 'ハナ', 'アレン', 'カナ'];
  const en = ['Yu', 'Hana', 'Allen', 'Kana'];
  it('the one other player named as the topic of an asking sentence', () => {
    expect(asksAbout('@ユウ ハナさんのことはどう思う？', 'ユウ', 'アレン', ja)).toBe('ハナ');
    expect(asksAbout('@ユウ カナについてどう見てる？', 'ユウ', 'アレン', ja)).toBe('カナ');
    expect(asksAbout('@Yu what do you think of Hana?', 'Yu', 'Allen', en)).toBe('Hana');
    expect(asksAbout("@Yu is Kana's claim real?", 'Yu', 'Allen', en)).toBe('Kana');
  });
  it('not a player called on by name, nor one of several, nor one in a statement', () => {
    expect(asksAbout('ユウ、ハナ、どう思う？', 'ユウ', 'アレン', ja)).toBeUndefined();
    expect(asksAbout('@ユウ ハナとカナのことはどう思う？', 'ユウ', 'アレン', ja)).toBeUndefined();
    expect(asksAbout('@ユウ ハナのことは信じている。', 'ユウ', 'アレン', ja)).toBeUndefined();
    expect(asksAbout('@Yu Hana what do you think?', 'Yu', 'Allen', en)).toBeUndefined();
  });
});

for (const lang of LANGS) {
  const [, , , mizuki, yumi] = NAMES[lang];
  const finalThree = (
    role: 'WEREWOLF' | 'POSSESSED',
    self: number,
    talks: ([string, string] | [string, string, number])[],
  ) =>
    namedState(lang, {
      role,
      self,
      day: 2,
      dead: [
        { agent: 'Agent[01]', cause: 'executed', day: 1 },
        { agent: 'Agent[02]', cause: 'attacked', day: 1 },
      ],
      talks,
    });
  describe(`${lang}: out in the open on the decisive day`, () => {
    it('the werewolf says its vote and calls the possessed to it', async () => {
      const brain = createRuleBrain({ seed: 'wolf-endgame', lang });
      // The seer executed yesterday had named us; Agent[03] counter-claimed with a black on a human: the
      // werewolf is sure enough that the possessed lives (it comes out only then).
      const state = finalThree('WEREWOLF', 4, [
        [
          'Agent[01]',
          lang === 'ja'
            ? '私は占い師です。占いの結果、ミヅキさんは人狼でした。'
            : 'I am the seer. I divined Mizuki as a werewolf.',
          1,
        ],
        [
          'Agent[03]',
          lang === 'ja'
            ? '私は占い師です。占いの結果、ユミさんは人狼でした。'
            : 'I am the seer. I divined Yumi as a werewolf.',
        ],
      ]);
      const line = await brain.talk(context(state));
      const read = readBack(lang, { ...state, self: mizuki }, line.text);
      expect(read, line.text).toContain('COMINGOUT Agent[04] WEREWOLF');
      expect(read).toContain('VOTE Agent[05]');
      // The vote, then the call to the possessed on the same name.
      expect(line.text.split(yumi).length - 1, line.text).toBe(2);
    });

    it('the werewolf answers a possessed already out (as the possessed, or as a werewolf) by name', async () => {
      const outLines = {
        POSSESSED: {
          ja: '私は狂人です。人狼さん、投票先を教えてください。',
          en: 'I am the possessed. Werewolf tell me your vote.',
        },
        WEREWOLF: { ja: '私は人狼です。', en: 'I am the werewolf.' },
      } as const;
      for (const out of ['POSSESSED', 'WEREWOLF'] as const) {
        const brain = createRuleBrain({ seed: `wolf-endgame-partner-${out}`, lang });
        const state = finalThree('WEREWOLF', 4, [['Agent[03]', outLines[out][lang]]]);
        const line = await brain.talk(context(state));
        const read = readBack(lang, { ...state, self: mizuki }, line.text);
        expect(read, line.text).toContain('COMINGOUT Agent[04] WEREWOLF');
        expect(read).toContain('VOTE Agent[05]');
        // The call names the one already out (Ryuji), not "the possessed" in the abstract; no denial.
        expect(line.text, line.text).toContain(NAMES[lang][2]);
        expect(line.text).not.toMatch(lang === 'ja' ? /人狼じゃない|人狼ではない/u : /not a (?:were)?wolf/iu);
      }
    });

    it('the possessed comes out, states no vote, and asks the werewolf for the call', async () => {
      const brain = createRuleBrain({ seed: 'possessed-endgame', lang });
      const state = finalThree('POSSESSED', 3, []);
      const line = await brain.talk(context(state));
      const read = readBack(lang, { ...state, self: NAMES[lang][2] }, line.text);
      expect(read, line.text).toContain('COMINGOUT Agent[03] POSSESSED');
      // No vote stated or requested (asking the werewolf which vote is no vote).
      expect(read.filter((sentence) => sentence.startsWith('VOTE') || sentence.startsWith('REQUEST'))).toEqual([]);
      expect(line.text).toMatch(lang === 'ja' ? /人狼さん/u : /Werewolf/u);
    });
  });
}

for (const lang of LANGS) {
  const [, , , mizuki, yumi] = NAMES[lang];
  describe(`${lang}: asked its role before it came out`, () => {
    it('a seer answers with its claim and result, saying the claim once', async () => {
      const brain = createRuleBrain({ seed: 'reply-role-claim', lang });
      const state = namedState(lang, {
        role: 'SEER',
        day: 1,
        talks: [['Agent[05]', QUESTIONS.role[lang]]],
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      const read = readBack(lang, state, answer.text);
      expect(read).toContain('COMINGOUT Agent[01] SEER');
      expect(read).toContain('DIVINED Agent[04] HUMAN');
      expect(answer.text).toContain(mizuki);
      const seer = lang === 'ja' ? '占い師' : 'seer';
      expect(answer.text.split(seer).length - 1, answer.text).toBe(1);
    });
  });
}

for (const lang of LANGS) {
  const [minato, , ryuji, , yumi] = NAMES[lang];
  const ROLE_ASKED = { ja: '@ミナト 役職を教えてください。', en: '@Minato what is your role?' };
  describe(`${lang}: more questions asked by name, each answered to the asker first`, () => {
    it('a medium asked for its result again restates its true result, and no other', async () => {
      const brain = createRuleBrain({ seed: 'reply-medium-result', lang });
      let state = namedState(lang, {
        role: 'MEDIUM',
        day: 2,
        dead: [{ agent: 'Agent[03]', cause: 'executed', day: 1 }],
        votes: [
          { day: 1, agent: 'Agent[02]', target: 'Agent[03]' },
          { day: 1, agent: 'Agent[04]', target: 'Agent[03]' },
          { day: 1, agent: 'Agent[01]', target: 'Agent[02]' },
        ],
        mediumResults: [{ day: 1, agent: 'Agent[01]', target: 'Agent[03]', result: 'HUMAN' }],
      });
      const first = await brain.talk(context(state));
      expect(readBack(lang, state, first.text)).toContain('IDENTIFIED Agent[03] HUMAN');
      state = withNamedTalks(state, [
        [minato, first.text],
        [
          yumi,
          lang === 'ja' ? '@ミナト 霊媒結果をもう一度教えてください。' : '@Minato what was your medium result again?',
        ],
      ]);
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(answer.text).toContain(ryuji);
      const results = readBack(lang, state, answer.text).filter(
        (sentence) => sentence.startsWith('IDENTIFIED') || sentence.startsWith('DIVINED'),
      );
      expect(results, answer.text).toEqual(['IDENTIFIED Agent[03] HUMAN']);
    });

    it('a hidden werewolf or bodyguard asked its role names none, to the asker; the werewolf says it is none', async () => {
      for (const role of ['WEREWOLF', 'BODYGUARD'] as const) {
        const brain = createRuleBrain({ seed: `reply-hidden-${role}`, lang });
        const state = namedState(lang, { role, day: 1, talks: [['Agent[05]', ROLE_ASKED[lang]]] });
        const answer = await brain.talk(context(state));
        expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
        const read = readBack(lang, state, answer.text);
        expect(
          read.filter((sentence) => sentence.startsWith('COMINGOUT')),
          answer.text,
        ).toEqual([]);
        if (role === 'WEREWOLF') {
          // "My role stays hidden" from a werewolf reads as a tell: it says it is no werewolf, which keeps
          // a later claim open (before: 「@ユミ 役職はまだ伏せておきたい。」).
          expect(answer.text, answer.text).not.toMatch(/伏せ|明かすつもり|role to myself|stays hidden/u);
          expect(answer.text, answer.text).toMatch(lang === 'ja' ? /人狼(じゃ|では)/u : /not a werewolf|no werewolf/u);
        }
      }
    });

    it('a villager asked whether it is a werewolf answers the asker that it is a villager', async () => {
      const brain = createRuleBrain({ seed: 'reply-are-you-wolf', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [['Agent[05]', lang === 'ja' ? '@ミナト あなたは人狼ですか？' : '@Minato are you a werewolf?']],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      expect(readBack(lang, state, answer.text)).toContain('COMINGOUT Agent[01] VILLAGER');
    });
  });
}

for (const lang of LANGS) {
  const [minato, shizue, ryuji] = NAMES[lang];
  describe(`${lang}: asked with the other seer claimer why it chose its target`, () => {
    it('a seer claimer answers the asker with its night and result within its next two talks', async () => {
      const brain = createRuleBrain({ seed: 'reply-both-seers', lang });
      let state = namedState(lang, {
        role: 'SEER',
        day: 1,
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
      });
      const claim = await brain.talk(context(state));
      state = withNamedTalks(state, [
        [minato, claim.text],
        [
          shizue,
          lang === 'ja'
            ? '私こそ本物の占い師です。占いの結果、ユミさんは人狼でした。'
            : 'I am the real seer. I divined Yumi as a werewolf.',
        ],
        [
          ryuji,
          lang === 'ja'
            ? '両方の占い師に、昨夜の占い先を選んだ理由を詳しく述べてほしい。'
            : 'I want both seers to detail their reasoning for last night’s target.',
        ],
      ]);
      const answers: string[] = [];
      for (let turn = 0; turn < 2; turn++) {
        const said = await brain.talk(context(state));
        answers.push(said.text);
        state = withNamedTalks(state, [[minato, said.text]]);
      }
      const answer = answers.find((text) => text.startsWith(`@${ryuji} `));
      expect(answer, answers.join(' | ')).toBeDefined();
      expect(answer).toMatch(lang === 'ja' ? /初日の夜/u : /first night/u);
      expect(answer).toContain(NAMES[lang][3]);
    });
  });
}

import { describe, expect, it } from 'vitest';
import { createNlBridge, createRuleBrainWith, protocolBridge } from '../../src/brain/rule/index.ts';
import type { GameState } from '../../src/game/state.ts';
import { parse, print, type Sentence } from '../../src/protocol/index.ts';
import { buildState, context, withTalks } from './support/build-state.ts';

const brainFor = (seed = 'test') => createRuleBrainWith(protocolBridge, { seed, lang: 'en' });
const printed = (sentences: readonly Sentence[]): string[] => sentences.map(print);

/** Talks until Over, echoing each talk into the state as the server would. */
const talkDay = async (brain: ReturnType<typeof brainFor>, start: GameState, limit = 6) => {
  let state = start;
  const texts: string[] = [];
  for (let turn = 0; turn < limit; turn++) {
    const decision = await brain.talk(context(state));
    texts.push(decision.text);
    if (decision.text === 'Over') break;
    state = withTalks(state, [[state.self, decision.text]]);
  }
  return { state, texts };
};

describe('rule brain: seer', () => {
  it('comes out and reports the werewolf it found, then votes it', async () => {
    const brain = brainFor();
    const state = buildState({
      count: 5,
      self: 'Agent[01]',
      role: 'SEER',
      day: 1,
      divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'WEREWOLF' }],
    });
    const first = await brain.talk(context(state));
    expect(printed(first.intents)).toEqual(['COMINGOUT Agent[01] SEER', 'DIVINED Agent[04] WEREWOLF']);
    const { texts, state: after } = await talkDay(brain, withTalks(state, [['Agent[01]', first.text]]));
    expect(texts.some((text) => text.includes('VOTE Agent[04]'))).toBe(true);
    expect((await brain.vote(context(after))).target).toBe('Agent[04]');
  });

  it('names a counter-claiming seer as a liar', async () => {
    const brain = brainFor();
    const state = buildState({
      count: 9,
      self: 'Agent[01]',
      role: 'SEER',
      day: 1,
      divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[05]', result: 'HUMAN' }],
      talks: [['Agent[03]', 'AND (COMINGOUT Agent[03] SEER) (DIVINED Agent[01] WEREWOLF)']],
    });
    const { texts } = await talkDay(brain, state);
    expect(texts.some((text) => /ESTIMATE Agent\[03\] (WEREWOLF|POSSESSED)/.test(text))).toBe(true);
  });

  it('divines the player nobody ruled on over the one a rival claimer blackened, and never the rival', async () => {
    const state = buildState({
      count: 5,
      self: 'Agent[01]',
      role: 'SEER',
      day: 1,
      divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[05]', result: 'HUMAN' }],
      talks: [
        ['Agent[01]', 'AND (COMINGOUT Agent[01] SEER) (DIVINED Agent[05] HUMAN)'],
        ['Agent[03]', 'AND (COMINGOUT Agent[03] SEER) (DIVINED Agent[02] WEREWOLF)'],
      ],
    });
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect((await brainFor(seed).divine(context(state))).target).toBe('Agent[04]');
    }
  });
});

describe('rule brain: werewolf', () => {
  it('vouches for a player the only seer claimer cleared, never for its teammate', async () => {
    const state = buildState({
      count: 9,
      self: 'Agent[02]',
      role: 'WEREWOLF',
      teammates: ['Agent[07]'],
      day: 1,
      talks: [['Agent[04]', 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[05] HUMAN)']],
    });
    const { texts } = await talkDay(brainFor(), state, 8);
    expect(texts.some((text) => text.includes('ESTIMATE Agent[05] VILLAGER'))).toBe(true);
    expect(texts.some((text) => text.includes('ESTIMATE Agent[07]'))).toBe(false);
  });

  it('never votes a teammate while a human is available and most of the village does not vote it', async () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const brain = brainFor(seed);
      const state = buildState({
        count: 9,
        self: 'Agent[02]',
        role: 'WEREWOLF',
        day: 1,
        teammates: ['Agent[05]'],
        talks: [
          ['Agent[01]', 'VOTE Agent[05]'],
          ['Agent[03]', 'VOTE Agent[05]'],
          ['Agent[04]', 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[05] WEREWOLF)'],
        ],
      });
      const { state: after, texts } = await talkDay(brain, state);
      expect(texts.join(' ')).not.toContain('VOTE Agent[05]');
      expect((await brain.vote(context(after))).target).not.toBe('Agent[05]');
      expect(['Agent[05]', 'Agent[02]']).not.toContain((await brain.attack(context(after))).target);
    }
  });

  it('votes with the village on a teammate most of the village already votes (it is lost anyway)', async () => {
    const state = buildState({
      count: 9,
      self: 'Agent[02]',
      role: 'WEREWOLF',
      day: 1,
      teammates: ['Agent[05]'],
      talks: [
        ['Agent[01]', 'VOTE Agent[05]'],
        ['Agent[03]', 'VOTE Agent[05]'],
        ['Agent[04]', 'VOTE Agent[05]'],
        ['Agent[06]', 'VOTE Agent[05]'],
      ],
    });
    expect((await brainFor('bus').vote(context(state))).target).toBe('Agent[05]');
  });

  it('attacks the seer whose results are true on a share of nights, else another human; never the shown possessed', async () => {
    const targets = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const state = buildState({
        count: 9,
        self: 'Agent[02]',
        role: 'WEREWOLF',
        day: 1,
        teammates: ['Agent[05]'],
        talks: [
          ['Agent[04]', 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[05] WEREWOLF)'],
          ['Agent[07]', 'AND (COMINGOUT Agent[07] SEER) (DIVINED Agent[02] HUMAN)'],
        ],
      });
      targets.add((await brainFor(seed).attack(context(state))).target);
    }
    expect(targets).toContain('Agent[04]');
    expect(targets.size).toBeGreaterThan(1);
    for (const name of ['Agent[02]', 'Agent[05]', 'Agent[07]']) expect(targets).not.toContain(name);
  });

  it('does not attack again a player a guard saved', async () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const state: GameState = {
        ...buildState({
          count: 9,
          self: 'Agent[02]',
          role: 'WEREWOLF',
          day: 2,
          teammates: ['Agent[05]'],
          talks: [['Agent[04]', 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[05] WEREWOLF)', 1]],
          dead: [{ agent: 'Agent[01]', cause: 'executed', day: 1 }],
        }),
        attackVotes: [
          { day: 1, agent: 'Agent[02]', target: 'Agent[04]' },
          { day: 1, agent: 'Agent[05]', target: 'Agent[04]' },
        ],
      };
      expect((await brainFor(seed).attack(context(state))).target).not.toBe('Agent[04]');
    }
  });

  it("follows the pack leader's whispered attack, read in either language", async () => {
    const whispered = (text: string) =>
      buildState({
        count: 9,
        self: 'Agent[05]',
        role: 'WEREWOLF',
        day: 1,
        teammates: ['Agent[02]'],
        talks: [['Agent[04]', 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[05] WEREWOLF)']],
        whispers: [['Agent[02]', text]],
      });
    // The leader (Agent[02], first in seat order) decides; without a proposal it picks a human itself.
    expect(['Agent[02]', 'Agent[05]']).not.toContain((await brainFor().attack(context(whispered('Over')))).target);
    expect((await brainFor().attack(context(whispered('ATTACK Agent[07]')))).target).toBe('Agent[07]');
    const nl = createRuleBrainWith(createNlBridge(), { seed: 'nl', lang: 'en' });
    expect((await nl.attack(context(whispered("Let's attack Agent[08] tonight.")))).target).toBe('Agent[08]');
  });

  it('counter-claims seer when a seer calls it a werewolf, and keeps the claim the next day', async () => {
    const brain = brainFor();
    const day1 = buildState({
      count: 5,
      self: 'Agent[02]',
      role: 'WEREWOLF',
      day: 1,
      talks: [['Agent[04]', 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[02] WEREWOLF)']],
    });
    const first = await brain.talk(context(day1));
    expect(printed(first.intents)).toEqual(['COMINGOUT Agent[02] SEER', 'DIVINED Agent[04] WEREWOLF']);
    const { texts } = await talkDay(brain, withTalks(day1, [['Agent[02]', first.text]]));
    expect(texts.join(' ')).not.toContain('COMINGOUT Agent[02] SEER');
  });
});

describe('rule brain: werewolf beside two seer claimers', () => {
  it('does not counter-claim as a third seer when a second seer claimer is out; it stays a villager', async () => {
    const brain = brainFor();
    const day1 = buildState({
      count: 5,
      self: 'Agent[02]',
      role: 'WEREWOLF',
      day: 1,
      talks: [
        ['Agent[03]', 'AND (COMINGOUT Agent[03] SEER) (DIVINED Agent[05] HUMAN)'],
        ['Agent[04]', 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[02] WEREWOLF)'],
      ],
    });
    const { texts } = await talkDay(brain, day1);
    expect(texts.join(' ')).not.toContain('COMINGOUT Agent[02] SEER');
    expect(texts.join(' ')).not.toContain('DIVINED');
  });
});

describe('rule brain: bodyguard', () => {
  it('never guards itself', async () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const brain = brainFor(seed);
      const state = buildState({
        count: 9,
        self: 'Agent[03]',
        role: 'BODYGUARD',
        day: 1 + (seed.charCodeAt(0) % 3),
        talks: seed === 'a' ? [['Agent[06]', 'AND (COMINGOUT Agent[06] SEER) (DIVINED Agent[02] HUMAN)']] : [],
      });
      const decision = await brain.guard(context(state));
      expect(decision.target).not.toBe('Agent[03]');
      if (seed === 'a') expect(decision.target).toBe('Agent[06]');
    }
  });

  it('never guards itself when it is the only one left besides dead agents', async () => {
    const brain = brainFor();
    const state = buildState({
      count: 5,
      self: 'Agent[01]',
      role: 'BODYGUARD',
      day: 2,
      dead: [
        { agent: 'Agent[02]', cause: 'executed', day: 1 },
        { agent: 'Agent[03]', cause: 'attacked', day: 1 },
      ],
    });
    expect((await brain.guard(context(state))).target).not.toBe('Agent[01]');
  });
});

describe('rule brain: claims under pressure', () => {
  const pressed = (role: 'MEDIUM' | 'BODYGUARD' | 'WEREWOLF', talks: (readonly [string, string])[]) =>
    buildState({
      count: 9,
      self: 'Agent[03]',
      role,
      day: 1,
      ...(role === 'WEREWOLF' ? { teammates: ['Agent[09]'] } : {}),
      talks,
    });
  const threeVotes: (readonly [string, string])[] = [
    ['Agent[01]', 'VOTE Agent[03]'],
    ['Agent[02]', 'VOTE Agent[03]'],
    ['Agent[04]', 'VOTE Agent[03]'],
  ];

  it('the medium comes out when a third of the village says it votes it', async () => {
    const first = await brainFor('medium').talk(context(pressed('MEDIUM', threeVotes)));
    expect(printed(first.intents)).toContain('COMINGOUT Agent[03] MEDIUM');
    const calm = await brainFor('medium').talk(context(pressed('MEDIUM', threeVotes.slice(0, 1))));
    expect(printed(calm.intents)).not.toContain('COMINGOUT Agent[03] MEDIUM');
  });

  it('the bodyguard answers another bodyguard claim with its own', async () => {
    const first = await brainFor('bodyguard').talk(
      context(pressed('BODYGUARD', [['Agent[05]', 'COMINGOUT Agent[05] BODYGUARD']])),
    );
    expect(printed(first.intents)).toContain('COMINGOUT Agent[03] BODYGUARD');
  });

  it('a threatened werewolf claims the bodyguard in most games, not in all (seeded)', async () => {
    let claimed = 0;
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];
    for (const seed of seeds) {
      const first = await brainFor(seed).talk(context(pressed('WEREWOLF', threeVotes)));
      if (printed(first.intents).includes('COMINGOUT Agent[03] BODYGUARD')) claimed++;
    }
    expect(claimed).toBeGreaterThan(seeds.length / 2);
    expect(claimed).toBeLessThan(seeds.length);
  });
});

describe('rule brain: possessed', () => {
  it('fakes a seer claim with results that stay consistent across days', async () => {
    const brain = brainFor('possessed');
    const day1 = buildState({ count: 9, self: 'Agent[06]', role: 'POSSESSED', day: 1 });
    const first = await brain.talk(context(day1));
    const firstIntents = printed(first.intents);
    expect(firstIntents[0]).toBe('COMINGOUT Agent[06] SEER');
    expect(firstIntents[1]).toMatch(/^DIVINED Agent\[\d\d\] (HUMAN|WEREWOLF)$/);
    const { state: afterDay1 } = await talkDay(brain, withTalks(day1, [['Agent[06]', first.text]]));
    const day2: GameState = { ...afterDay1, day: 2 };
    const { texts } = await talkDay(brain, day2);
    const day2Text = texts.join(' ');
    expect(day2Text).not.toContain('COMINGOUT Agent[06] SEER');
    const divined = [...`${first.text} ${day2Text}`.matchAll(/DIVINED (Agent\[\d\d\])/g)].map((match) => match[1]);
    expect(divined.length).toBe(2);
    expect(new Set(divined).size).toBe(2);
    expect(divined).not.toContain('Agent[06]');
  });

  it('in a final three never votes itself: it comes out, and follows the werewolf that came out', async () => {
    const finalThree = (talks: (readonly [string, string])[]) =>
      buildState({
        count: 5,
        self: 'Agent[03]',
        role: 'POSSESSED',
        day: 2,
        dead: [
          { agent: 'Agent[01]', cause: 'executed', day: 1 },
          { agent: 'Agent[02]', cause: 'attacked', day: 1 },
        ],
        talks,
      });
    // Nobody came out yet: it comes out as possessed and states no vote before the werewolf's call.
    const first = await brainFor('endgame').talk(context(finalThree([])));
    expect(printed(first.intents)).toEqual(['COMINGOUT Agent[03] POSSESSED']);
    // The werewolf came out and called a vote: it says and casts that vote.
    const brain = brainFor('endgame-follow');
    const called = finalThree([['Agent[04]', 'AND (COMINGOUT Agent[04] WEREWOLF) (VOTE Agent[05])']]);
    const { state: after, texts } = await talkDay(brain, called);
    expect(texts.join(' ')).toContain('VOTE Agent[05]');
    expect((await brain.vote(context(after))).target).toBe('Agent[05]');
    // Two agents voting each other and no call: it still votes one of them, never itself.
    for (const seed of ['p1', 'p2', 'p3']) {
      const mutual = finalThree([
        ['Agent[04]', 'VOTE Agent[05]'],
        ['Agent[05]', 'VOTE Agent[04]'],
      ]);
      expect((await brainFor(seed).vote(context(mutual))).target).not.toBe('Agent[03]');
    }
  });

  it('gives its black result to an uncleared non-claimer, never to the rival seer or its white', async () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const day1 = buildState({
        count: 5,
        self: 'Agent[03]',
        role: 'POSSESSED',
        day: 1,
        talks: [['Agent[01]', 'AND (COMINGOUT Agent[01] SEER) (DIVINED Agent[02] HUMAN)']],
      });
      const brain = brainFor(seed);
      const { state: after, texts } = await talkDay(brain, day1);
      const black = texts.join(' ').match(/DIVINED (Agent\[\d\d\]) WEREWOLF/)?.[1];
      if (black !== undefined) {
        expect(['Agent[04]', 'Agent[05]']).toContain(black);
        // Its vote follows its story.
        expect((await brain.vote(context(after))).target).toBe(black);
      }
    }
  });
});

describe('rule brain: votes follow its own word', () => {
  it('the possessed never votes the player it gave a white to, even one it suspected the day before', async () => {
    // Day 1 it called Agent[02] a werewolf; day 2 its fake result says Agent[02] is human (the later word).
    const state = buildState({
      count: 9,
      self: 'Agent[06]',
      role: 'POSSESSED',
      day: 2,
      talks: [
        ['Agent[06]', 'AND (COMINGOUT Agent[06] SEER) (DIVINED Agent[01] HUMAN)', 1],
        ['Agent[06]', 'ESTIMATE Agent[02] WEREWOLF', 1],
        ['Agent[06]', 'DIVINED Agent[02] HUMAN'],
        ['Agent[03]', 'VOTE Agent[02]'],
        ['Agent[04]', 'VOTE Agent[02]'],
        ['Agent[05]', 'VOTE Agent[02]'],
        ['Agent[07]', 'VOTE Agent[02]'],
      ],
    });
    for (const seed of ['v1', 'v2', 'v3']) {
      const brain = brainFor(seed);
      const { state: after, texts } = await talkDay(brain, state);
      expect(texts.join(' ')).not.toContain('VOTE Agent[02]');
      expect((await brain.vote(context(after))).target).not.toBe('Agent[02]');
    }
  });

  it('the possessed joining a werewolf call on its own white comes out first (its word taken back)', async () => {
    const state = buildState({
      count: 9,
      self: 'Agent[06]',
      role: 'POSSESSED',
      day: 4,
      dead: [
        { agent: 'Agent[01]', cause: 'executed', day: 1 },
        { agent: 'Agent[02]', cause: 'attacked', day: 1 },
        { agent: 'Agent[03]', cause: 'executed', day: 2 },
        { agent: 'Agent[04]', cause: 'attacked', day: 2 },
        { agent: 'Agent[05]', cause: 'executed', day: 3 },
      ],
      talks: [
        ['Agent[06]', 'AND (COMINGOUT Agent[06] SEER) (DIVINED Agent[07] HUMAN)', 1],
        ['Agent[09]', 'AND (COMINGOUT Agent[09] WEREWOLF) (VOTE Agent[07])'],
      ],
    });
    const brain = brainFor('retract');
    const first = await brain.talk(context(state));
    expect(printed(first.intents)).toEqual(['COMINGOUT Agent[06] POSSESSED', 'VOTE Agent[07]']);
    expect((await brain.vote(context(withTalks(state, [['Agent[06]', first.text]])))).target).toBe('Agent[07]');
  });

  it('a werewolf that counter-claimed seer votes the player it called a werewolf', async () => {
    for (const seed of ['s1', 's2', 's3']) {
      const brain = brainFor(seed);
      const day1 = buildState({
        count: 9,
        self: 'Agent[02]',
        role: 'WEREWOLF',
        teammates: ['Agent[08]'],
        day: 1,
        talks: [
          ['Agent[04]', 'AND (COMINGOUT Agent[04] SEER) (DIVINED Agent[02] WEREWOLF)'],
          ['Agent[05]', 'VOTE Agent[07]'],
        ],
      });
      const { state: after, texts } = await talkDay(brain, day1);
      expect(texts.join(' ')).toContain('DIVINED Agent[04] WEREWOLF');
      expect((await brain.vote(context(after))).target).toBe('Agent[04]');
    }
  });
});

describe('rule brain: werewolf endgame', () => {
  it('in a final three with the possessed shown, comes out and calls the vote on the other human', async () => {
    const brain = brainFor('wolf-endgame');
    const state = buildState({
      count: 5,
      self: 'Agent[04]',
      role: 'WEREWOLF',
      day: 2,
      dead: [
        { agent: 'Agent[01]', cause: 'executed', day: 1 },
        { agent: 'Agent[02]', cause: 'attacked', day: 1 },
      ],
      // Agent[03] claimed seer, called a human a werewolf, and came out as the possessed today.
      talks: [
        ['Agent[03]', 'AND (COMINGOUT Agent[03] SEER) (DIVINED Agent[05] WEREWOLF)', 1],
        ['Agent[03]', 'COMINGOUT Agent[03] POSSESSED', 2],
      ],
    });
    const first = await brain.talk(context(state));
    expect(printed(first.intents)).toEqual(['COMINGOUT Agent[04] WEREWOLF', 'VOTE Agent[05]']);
    expect((await brain.vote(context(withTalks(state, [['Agent[04]', first.text]])))).target).toBe('Agent[05]');
  });

  it('stays hidden in a final three when the possessed may be dead (its votes might not decide)', async () => {
    const brain = brainFor('wolf-endgame');
    const state = buildState({
      count: 5,
      self: 'Agent[04]',
      role: 'WEREWOLF',
      day: 2,
      dead: [
        { agent: 'Agent[01]', cause: 'executed', day: 1 },
        { agent: 'Agent[02]', cause: 'attacked', day: 1 },
      ],
      // The executed Agent[01] claimed seer and cleared Agent[03]: the possessed may have been Agent[01].
      talks: [['Agent[01]', 'AND (COMINGOUT Agent[01] SEER) (DIVINED Agent[03] HUMAN)', 1]],
    });
    const first = await brain.talk(context(state));
    expect(printed(first.intents)).not.toContain('COMINGOUT Agent[04] WEREWOLF');
    // Once the possessed comes out, the werewolf follows it with the call.
    const after = withTalks(state, [['Agent[05]', 'COMINGOUT Agent[05] POSSESSED']]);
    const second = await brainFor('wolf-endgame').talk(context(after));
    expect(printed(second.intents)).toEqual(['COMINGOUT Agent[04] WEREWOLF', 'VOTE Agent[03]']);
  });
});

describe('rule brain: answers', () => {
  it('answers a question addressed to it with its vote', async () => {
    const brain = brainFor();
    const state = buildState({
      count: 5,
      self: 'Agent[01]',
      role: 'VILLAGER',
      day: 1,
      talks: [['Agent[03]', 'INQUIRE Agent[01] (VOTE ANY)']],
    });
    const beliefs = brain.beliefsOf(state);
    expect(beliefs.questions).toMatchObject([{ from: 'Agent[03]', kind: 'INQUIRE', toMe: true }]);
    const first = await brain.talk(context(state));
    expect(printed(first.intents).some((text) => text.startsWith('VOTE '))).toBe(true);
  });
});

describe('rule brain: talk discipline', () => {
  it('votes for the last intention it stated, even after changing its mind', async () => {
    const brain = brainFor();
    let state = buildState({ count: 5, self: 'Agent[01]', role: 'VILLAGER', day: 1 });
    const first = await brain.talk(context(state));
    const firstTarget = /VOTE (Agent\[\d\d\])/.exec(first.text)?.[1];
    expect(firstTarget).toBeDefined();
    state = withTalks(state, [
      ['Agent[01]', first.text],
      ['Agent[03]', 'AND (COMINGOUT Agent[03] SEER) (DIVINED Agent[05] WEREWOLF)'],
    ]);
    const { texts, state: after } = await talkDay(brain, state);
    const stated = [...[first.text, ...texts].join(' ').matchAll(/VOTE (Agent\[\d\d\])/g)].map((match) => match[1]);
    expect(stated.at(-1)).toBe('Agent[05]');
    expect((await brain.vote(context(after))).target).toBe(stated.at(-1));
    expect(brain.statedIntention(1)).toBe('Agent[05]');
  });

  it('never says the same text twice in a game and does not only say Over', async () => {
    const brain = brainFor();
    let state = buildState({ count: 5, self: 'Agent[02]', role: 'VILLAGER', day: 0 });
    const said: string[] = [];
    for (let day = 0; day <= 3; day++) {
      state = { ...state, day };
      const result = await talkDay(brain, state);
      state = result.state;
      const content = result.texts.filter((text) => text !== 'Over');
      expect(content.length).toBeGreaterThan(0);
      said.push(...content);
    }
    expect(new Set(said).size).toBe(said.length);
  });

  it('says only what it states in its intents (text reads back to the intents)', async () => {
    const brain = brainFor();
    const state = buildState({
      count: 5,
      self: 'Agent[01]',
      role: 'SEER',
      day: 1,
      divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[03]', result: 'HUMAN' }],
    });
    const decision = await brain.talk(context(state));
    const parsed = parse(decision.text);
    expect(parsed.ok).toBe(true);
  });
});

describe('rule brain: the crowd in a small village', () => {
  // We are the seer with a white on Agent[02]; Agent[03] counter-claims the seer (so it is the werewolf
  // or the possessed) and Agent[04] and Agent[05] are equally suspect. Only who speaks differs.
  const seerDay = (talks: readonly (readonly [string, string])[]) =>
    buildState({
      count: 5,
      self: 'Agent[01]',
      role: 'SEER',
      day: 1,
      divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[02]', result: 'HUMAN' }],
      talks: [['Agent[03]', 'COMINGOUT Agent[03] SEER'], ...talks],
    });

  it('does not follow an intention stated by the werewolf side', async () => {
    const brain = brainFor();
    const state = seerDay([['Agent[03]', 'VOTE Agent[04]']]);
    const beliefs = brain.beliefsOf(state);
    const werewolf = (name: string) => beliefs.agents.find((agent) => agent.name === name)?.werewolf ?? 0;
    expect(werewolf('Agent[04]')).toBeCloseTo(werewolf('Agent[05]'), 6);
    expect((await brain.vote(context(state))).target).toBe('Agent[05]');
  });

  it('follows one stated by a player it cleared', async () => {
    const brain = brainFor();
    const state = seerDay([['Agent[02]', 'VOTE Agent[05]']]);
    expect((await brain.vote(context(state))).target).toBe('Agent[05]');
    const mirrored = seerDay([['Agent[02]', 'VOTE Agent[04]']]);
    expect((await brainFor().vote(context(mirrored))).target).toBe('Agent[04]');
  });

  it('still follows the raw crowd in a bigger village', async () => {
    const state = buildState({
      count: 9,
      self: 'Agent[01]',
      role: 'VILLAGER',
      day: 1,
      talks: [['Agent[03]', 'VOTE Agent[05]']],
    });
    expect((await brainFor().vote(context(state))).target).toBe('Agent[05]');
  });
});

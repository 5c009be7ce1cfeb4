import { describe, expect, it } from 'vitest';
import { type Beliefs, computeBeliefs } from '../../src/brain/beliefs/index.ts';
import { evidenceLines } from '../../src/brain/llm/evidence-lines.ts';
import { createGameMemory } from '../../src/brain/llm/game-memory.ts';
import { buildRequestContext, buildSystemContext, tableVoice } from '../../src/brain/llm/prompt-context.ts';
import { claimKey, resultKey } from '../../src/brain/llm/reading-certainty.ts';
import { sampleState } from '../../src/brain/llm/sample-state.ts';
import type { GameState, TalkEntry } from '../../src/game/index.ts';
import { loadPromptTemplates } from '../../src/llm/index.ts';
import { understand } from '../../src/nl/index.ts';
import { createRoster, type Sentence } from '../../src/protocol/index.ts';

const limits = { recentTalks: 10, summaryDays: 3, maxLineChars: 100 };
const templates = (() => {
  const loaded = loadPromptTemplates({});
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();

const emptyBeliefs = (state: GameState): Beliefs =>
  computeBeliefs({ state, understood: { talks: state.talks.map(() => []), whispers: state.whispers.map(() => []) } });

const talk = (day: number, idx: number, agent: string, text: string): TalkEntry => ({
  idx,
  day,
  turn: 0,
  agent,
  text,
  skip: false,
  over: false,
});

describe('"Claims and results" in the prompt', () => {
  const state = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
  const [, sakura, daisuke, shion, mizuki] = state.agents as [string, string, string, string, string];
  const origin = (day: number, idx: number) => ({ day, idx, channel: 'talk' as const });
  const beliefs: Beliefs = {
    ...emptyBeliefs(state),
    claims: [{ ...origin(0, 1), agent: daisuke, role: 'SEER' }],
    // The same result told on three turns of two days, as a seer repeats it.
    reports: [1, 1, 2].flatMap((day) => [
      { ...origin(day, 1), reporter: daisuke, target: sakura, species: 'HUMAN' as const, kind: 'divination' as const },
    ]),
  };

  it('lists a result said again once, at its first telling', () => {
    const context = buildRequestContext({ state, lang: 'en', limits, beliefs });
    expect(context.claimants).toEqual([
      {
        agent: daisuke,
        isSelf: false,
        role: 'Seer',
        roleUnsure: false,
        results: [{ day: 1, target: sakura, result: 'human', unsure: false }],
      },
    ]);
    expect(context.reports).toHaveLength(1);
    const rendered = templates.en.render('talk', context);
    expect(rendered.match(/Sakura=human/g)).toHaveLength(1);
    expect(rendered).toContain('- Daisuke Seer: Sakura=human (day 1)');
    expect(rendered).not.toContain('(?)');
  });

  it('keeps a changed result: the same target with another species is a second result', () => {
    const changed: Beliefs = {
      ...beliefs,
      reports: [
        ...beliefs.reports,
        { ...origin(2, 1), reporter: daisuke, target: sakura, species: 'WEREWOLF', kind: 'divination' },
      ],
    };
    const context = buildRequestContext({ state, lang: 'en', limits, beliefs: changed });
    expect(context.claimants[0]?.results.map((result) => result.result)).toEqual(['human', 'werewolf']);
  });

  it('marks what only the model reader read, and a role only implied by results, as unsure', () => {
    const withModelReading: Beliefs = {
      ...beliefs,
      reports: [
        ...beliefs.reports,
        { ...origin(2, 0), reporter: sakura, target: mizuki, species: 'WEREWOLF', kind: 'divination' },
      ],
    };
    const modelOnly = (entry: TalkEntry) =>
      entry.day === 2 && entry.idx === 0 ? new Set([resultKey('divination', mizuki, 'WEREWOLF')]) : new Set<string>();
    const context = buildRequestContext({
      state,
      lang: 'en',
      limits,
      beliefs: withModelReading,
      certainty: { unsure: modelOnly },
    });
    expect(context.claimants[1]).toEqual({
      agent: sakura,
      isSelf: false,
      role: 'Seer',
      roleUnsure: true,
      results: [{ day: 2, target: mizuki, result: 'werewolf', unsure: true }],
    });
    expect(context.unsureReadings).toBe(true);
    const rendered = templates.en.render('talk', context);
    expect(rendered).toContain('- Sakura Seer (?): Mizuki=werewolf (day 2) (?)');
    expect(rendered).toContain('(?) = uncertain reading: do not state it as fact');
    const ja = buildRequestContext({
      state: sampleState({ lang: 'ja', role: 'VILLAGER', day: 2 }),
      lang: 'ja',
      limits,
      beliefs: withModelReading,
      certainty: { unsure: modelOnly },
    });
    expect(templates.ja.render('talk', ja)).toContain('- Sakura 占い師(?): Mizuki=人狼(2日目)(?)');
  });

  it('keeps a result unsure when the beliefs put it to the other kind (a model-read divination of a medium)', () => {
    // Mizuki claimed the medium; the model alone read "DIVINED Sakura WEREWOLF" in her talk of day 2, and the
    // beliefs took it as her identification (only the medium could tell it there): still the model's reading.
    const retyped: Beliefs = {
      ...beliefs,
      claims: [...beliefs.claims, { ...origin(0, 9), agent: mizuki, role: 'MEDIUM' }],
      reports: [
        ...beliefs.reports,
        { ...origin(2, 0), reporter: mizuki, target: sakura, species: 'WEREWOLF', kind: 'identification' },
      ],
    };
    const modelOnly = (entry: TalkEntry) =>
      entry.day === 2 && entry.idx === 0 ? new Set([resultKey('divination', sakura, 'WEREWOLF')]) : new Set<string>();
    const context = buildRequestContext({
      state,
      lang: 'en',
      limits,
      beliefs: retyped,
      certainty: { unsure: modelOnly },
    });
    const medium = context.claimants.find((entry) => entry.agent === mizuki);
    expect(medium?.results).toEqual([{ day: 2, target: sakura, result: 'werewolf', unsure: true }]);
  });

  it('lists our own claim, results and stated vote as ours, never as unsure readings', () => {
    // What was said under our name (by the model, the rule brain or a replayed seat's agent) is what we said.
    const self = state.self;
    const ours: Beliefs = {
      ...beliefs,
      reports: [
        ...beliefs.reports,
        { ...origin(2, 0), reporter: self, target: mizuki, species: 'WEREWOLF', kind: 'divination' },
      ],
      voteIntentions: { [self]: mizuki, [daisuke]: sakura },
    };
    const everything = (entry: TalkEntry) =>
      entry.day === 2 && entry.idx === 0 ? new Set([resultKey('divination', mizuki, 'WEREWOLF')]) : new Set<string>();
    const context = buildRequestContext({
      state,
      lang: 'en',
      limits,
      beliefs: ours,
      certainty: { unsure: everything },
    });
    expect(context.claimants.find((entry) => entry.agent === self)).toEqual({
      agent: self,
      isSelf: true,
      role: 'Seer',
      roleUnsure: false,
      results: [{ day: 2, target: mizuki, result: 'werewolf', unsure: false }],
    });
    const rendered = templates.en.render('talk', context);
    expect(rendered).toContain(`- ${self} (you) Seer: Mizuki=werewolf (day 2)\n`);
    expect(rendered).toContain(`Votes stated today: ${self} (you)→Mizuki, ${daisuke}→Sakura`);
    expect(rendered).not.toContain('(?)');
    const ja = templates.ja.render(
      'talk',
      buildRequestContext({ state, lang: 'ja', limits, beliefs: ours, certainty: { unsure: everything } }),
    );
    expect(ja).toContain(`- ${self}(あなた) 占い師: Mizuki=人狼(2日目)\n`);
  });

  it('a claim is sure when any telling of it was read by the rules', () => {
    const twice: Beliefs = {
      ...beliefs,
      claims: [...beliefs.claims, { ...origin(1, 1), agent: daisuke, role: 'SEER' }],
    };
    const modelOnly = (entry: TalkEntry) => (entry.day === 1 ? new Set([claimKey('SEER')]) : new Set<string>());
    const context = buildRequestContext({
      state,
      lang: 'en',
      limits,
      beliefs: twice,
      certainty: { unsure: modelOnly },
    });
    expect(context.claims).toEqual([{ agent: daisuke, role: 'Seer', unsure: false }]);
  });

  it('reads the model reader through the game memory: its additions are unsure, the rules readings are not', () => {
    const modelReading: Sentence[] = [{ type: 'DIVINED', target: 5, species: 'WEREWOLF' }];
    const memory = createGameMemory({
      lang: 'en',
      templates: templates.en,
      limits,
      // Shion's question on day 2, read by the model as a result the rules did not see.
      modelReadings: {
        readingOf: (entry) => (entry.agent === shion && entry.day === 2 ? modelReading : undefined),
        version: () => 1,
      },
    });
    const context = memory.requestContext({ state, limits });
    const daisukeEntry = context.claimants.find((entry) => entry.agent === daisuke);
    const shionEntry = context.claimants.find((entry) => entry.agent === shion);
    expect(daisukeEntry).toMatchObject({ roleUnsure: false, results: [{ target: sakura, unsure: false }] });
    expect(shionEntry).toMatchObject({ roleUnsure: true, results: [{ target: mizuki, unsure: true }] });
  });
});

describe('"Claims and results": a result the game could not have given, or from one who claimed nothing, is unsure', () => {
  const state = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
  const [, sakura, daisuke, shion, mizuki, jonathan] = state.agents as [string, string, string, string, string, string];
  const origin = (day: number, idx: number) => ({ day, idx, channel: 'talk' as const });
  const divined = (day: number, reporter: string, target: string, species: 'HUMAN' | 'WEREWOLF') => ({
    ...origin(day, 1),
    reporter,
    target,
    species,
    kind: 'divination' as const,
  });
  const resultsOf = (beliefs: Beliefs, agent: string) =>
    buildRequestContext({ state, lang: 'en', limits, beliefs })
      .claimants.find((entry) => entry.agent === agent)
      ?.results.map((result) => `${result.target}=${result.result} (day ${result.day})${result.unsure ? ' (?)' : ''}`);

  it('a seer has one result a night: a second result told on day 1 is unsure, and uses up no night', () => {
    const beliefs: Beliefs = {
      ...emptyBeliefs(state),
      claims: [{ ...origin(1, 1), agent: daisuke, role: 'SEER' }],
      // Day 1: the night-0 result and an inference read as a second result; day 2: the night-1 result.
      reports: [
        divined(1, daisuke, sakura, 'HUMAN'),
        divined(1, daisuke, shion, 'WEREWOLF'),
        divined(2, daisuke, mizuki, 'WEREWOLF'),
      ],
    };
    expect(resultsOf(beliefs, daisuke)).toEqual([
      'Sakura=human (day 1)',
      'Shion=werewolf (day 1) (?)',
      'Mizuki=werewolf (day 2)',
    ]);
  });

  it('a medium has no result before day 2', () => {
    const beliefs: Beliefs = {
      ...emptyBeliefs(state),
      claims: [{ ...origin(1, 1), agent: daisuke, role: 'MEDIUM' }],
      reports: [
        { ...divined(1, daisuke, sakura, 'HUMAN'), kind: 'identification' },
        { ...divined(2, daisuke, shion, 'HUMAN'), kind: 'identification' },
      ],
    };
    expect(resultsOf(beliefs, daisuke)).toEqual(['Sakura=human (day 1) (?)', 'Shion=human (day 2)']);
  });

  it('results of a player who claimed no role, or another role, are unsure, and no reason from the record cites them', () => {
    const beliefs: Beliefs = {
      ...emptyBeliefs(state),
      claims: [
        { ...origin(1, 1), agent: daisuke, role: 'SEER' },
        { ...origin(1, 2), agent: jonathan, role: 'MEDIUM' },
      ],
      // Mizuki retold Daisuke's result and a contrary one (read as Mizuki's own); Jonathan "divined" as a medium.
      reports: [
        divined(1, daisuke, sakura, 'HUMAN'),
        divined(2, mizuki, sakura, 'WEREWOLF'),
        divined(2, jonathan, shion, 'HUMAN'),
      ],
    };
    expect(resultsOf(beliefs, mizuki)).toEqual(['Sakura=werewolf (day 2) (?)']);
    expect(resultsOf(beliefs, jonathan)).toEqual(['Shion=human (day 2) (?)']);
    const context = buildRequestContext({ state, lang: 'en', limits, beliefs });
    expect(context.evidence.filter((line) => line.includes('disagree'))).toEqual([]);
    // The same result from the claimed seer is a fact, and a real split is a reason.
    const split: Beliefs = {
      ...beliefs,
      claims: [...beliefs.claims, { ...origin(2, 1), agent: mizuki, role: 'SEER' }],
    };
    expect(resultsOf(split, mizuki)).toEqual(['Sakura=werewolf (day 2)']);
    expect(buildRequestContext({ state, lang: 'en', limits, beliefs: split }).evidence).toContain(
      'The results on Sakura disagree (Daisuke says human and Mizuki says werewolf)',
    );
  });
});

describe('"Claims and results": what the rules alone did not read is marked unsure', () => {
  const base = sampleState({ lang: 'ja', role: 'VILLAGER', day: 2 });
  const [, , , shion, mizuki] = base.agents as [string, string, string, string, string];
  const line = `占い師です。昨夜、${mizuki}を占った。…人間だった。`;
  const state: GameState = { ...base, talks: [...base.talks, talk(2, 30, shion, line)] };
  const divined: Sentence[] = [
    { type: 'COMINGOUT', target: 4, role: 'SEER' },
    { type: 'DIVINED', target: 5, species: 'HUMAN' },
  ];
  const shionOf = (context: ReturnType<ReturnType<typeof createGameMemory>['requestContext']>) =>
    context.claimants.find((entry) => entry.agent === shion);

  it('a result only a guessing reader (the learned one) read is shown with (?), not as a fact', () => {
    const memory = createGameMemory({
      lang: 'ja',
      templates: templates.ja,
      limits,
      // The learned reader reads the line as a result; the rules alone read nothing in it.
      readTalk: (input) => (input.text === line ? divined : []),
      readExactly: () => [],
    });
    const context = memory.requestContext({ state, limits });
    expect(shionOf(context)).toMatchObject({ roleUnsure: true, results: [{ target: mizuki, unsure: true }] });
    const rendered = templates.ja.render('talk', context);
    expect(rendered).toContain(`- ${shion} 占い師(?): ${mizuki}=人間(2日目)(?)`);
    expect(rendered).toContain('(?)=不確か、事実として言わない');
  });

  it('the same result read by the rules is a fact', () => {
    const memory = createGameMemory({
      lang: 'ja',
      templates: templates.ja,
      limits,
      readTalk: (input) => (input.text === line ? divined : []),
      readExactly: (input) => (input.text === line ? divined : []),
    });
    const context = memory.requestContext({ state, limits });
    expect(shionOf(context)?.results).toEqual([{ day: 2, target: mizuki, result: '人間', unsure: false }]);
  });

  it('reads a talk with the rules alone once a game, and only a talk read as a claim or result', () => {
    const asked: string[] = [];
    let version = 0;
    const memory = createGameMemory({
      lang: 'ja',
      templates: templates.ja,
      limits,
      readTalk: (input) => (input.text === line ? divined : []),
      readExactly: (input) => {
        asked.push(input.text);
        return [];
      },
      // Each new model reading makes the memory read the talks again.
      modelReadings: { readingOf: () => undefined, version: () => version },
    });
    memory.requestContext({ state, limits });
    version += 1;
    const context = memory.requestContext({ state, limits });
    expect(asked).toEqual([line]);
    expect(shionOf(context)?.results).toEqual([{ day: 2, target: mizuki, result: '人間', unsure: true }]);
  });

  it('by default the sure reading is the rules without the learned reader', () => {
    const roster = createRoster(state.agents);
    const read = (learned: boolean) =>
      understand({ text: line, speaker: shion, roster, lang: 'ja', learned }).some(
        (sentence) => sentence.type === 'DIVINED' && sentence.target === 5,
      );
    const context = createGameMemory({ lang: 'ja', templates: templates.ja, limits }).requestContext({ state, limits });
    const result = shionOf(context)?.results.find((entry) => entry.target === mizuki);
    // Whatever the readers read of this line today: unsure exactly when only the learned reader read it.
    expect(result === undefined).toBe(!read(true));
    if (result !== undefined) expect(result.unsure).toBe(!read(false));
  });
});

describe('talk lines in the prompt follow the server limits', () => {
  // 125 non-space characters, as English contest talk may be: 25 words of five letters.
  const long = Array.from({ length: 25 }, (_, index) => `w${String(index).padStart(4, '0')}`).join(' ');

  it('shows an English contest line whole (125 characters, spaces not counted); our own earlier lines by their gist', () => {
    const base = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
    const state: GameState = {
      ...base,
      talks: [...base.talks, talk(2, 9, 'Sakura', long), talk(1, 9, base.self, `@Sakura ${long}`)],
    };
    const context = buildRequestContext({ state, lang: 'en', limits, beliefs: emptyBeliefs(state) });
    expect(context.recentTalk.at(-1)?.text).toBe(long);
    // 60 characters (spaces not counted) of what we said: enough to stay consistent with it.
    expect(context.ownStatements.at(-1)?.text.replace(/[\s…]/g, '')).toHaveLength(60);
  });

  it('keeps our own lines of today in view, whole, when the recent talk shown no longer holds them', () => {
    const base = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
    const others = base.talks.filter((entry) => entry.agent !== base.self);
    const today = base.talks.filter((entry) => entry.day === 2).length;
    const busy: GameState = {
      ...base,
      talks: [
        ...others,
        talk(1, 20, base.self, 'Day one I said Daisuke looked fishy to me.'),
        talk(2, today, base.self, `I will vote for Daisuke. ${long}`),
        ...Array.from({ length: 10 }, (_, index) => talk(2, today + 1 + index, 'Sakura', `Line ${index} of Sakura.`)),
      ],
    };
    const context = buildRequestContext({ state: busy, lang: 'en', limits, beliefs: emptyBeliefs(busy) });
    expect(context.recentTalk.some((line) => line.isSelf && line.text.startsWith('I will vote'))).toBe(false);
    expect(context.ownStatements.at(-1)).toEqual({ day: 2, text: `I will vote for Daisuke. ${long}` });
    // Earlier days fill the rest, by their gist.
    expect(context.ownStatements.at(-2)).toEqual({ day: 1, text: 'Day one I said Daisuke looked fishy to me.' });
    expect(context.ownStatements).toHaveLength(2);
    expect(templates.en.render('talk', context)).toContain(
      `What you said before (not in the talk below):\n- Day 1: Day one I said`,
    );
  });

  it('cuts only what the server could not have let through, and falls back to maxLineChars without limits', () => {
    const base = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
    const tight: GameState = {
      ...base,
      talks: [...base.talks, talk(2, 9, 'Sakura', long)],
      settings: {
        ...base.settings!,
        talk: {
          ...base.settings!.talk,
          maxLength: { countInWord: false, countSpaces: false, baseLength: 50, mentionLength: 50 },
        },
      },
    };
    const shown = buildRequestContext({ state: tight, lang: 'en', limits, beliefs: emptyBeliefs(tight) }).recentTalk;
    // 50 + 50 after a mention, plus the longest name (8) and its @.
    expect(shown.at(-1)?.text.replace(/[\s…]/g, '')).toHaveLength(109);
    const unlimited: GameState = {
      ...tight,
      settings: {
        ...tight.settings!,
        talk: { ...tight.settings!.talk, maxLength: { countInWord: false, countSpaces: false } },
      },
    };
    const fallback = buildRequestContext({ state: unlimited, lang: 'en', limits: { ...limits, maxLineChars: 30 } });
    expect(fallback.recentTalk.at(-1)?.text.replace(/[\s…]/g, '')).toHaveLength(30);
  });
});

describe('the speaking rules the model reads', () => {
  it.each(['ja', 'en'] as const)('%s: says which punctuation is fine and where the one @Name goes', (lang) => {
    const state = sampleState({ lang, role: 'VILLAGER', day: 2 });
    const system = templates[lang].render('system', buildSystemContext(state, lang));
    const other = state.agents[1]!;
    expect(system).toMatch(
      lang === 'ja' ? /、。？！は可、半角カンマ・絵文字・記号は不可/ : /Punctuation \. \? ! ' is fine; no commas/,
    );
    expect(system).toContain(
      lang === 'ja' ? `先頭に「@${other} 」一つだけ` : `start with "@${other} " (one @Name only, never mid-sentence)`,
    );
    expect(system).toContain(lang === 'ja' ? '一行125字以内' : 'at most 125 characters');
  });

  it('gives the profile and the voice the rule brain speaks in: first person, endings, naming, signature words', () => {
    const state = sampleState({ lang: 'ja', role: 'VILLAGER', day: 2 });
    const system = templates.ja.render('system', buildSystemContext(state, 'ja'));
    // 明るく (cheerful), 女性: the rule brain's casual register, feminine — the first person and habit of ending of its seat.
    expect(system).toContain('キャラクター: 年齢: 20 / 性別: 女性 / 性格: 明るく率直');
    expect(system).toMatch(
      /話し方\(最後まで同じ\): 一人称「うち」、くだけた明るい口調\(〜と思うんだ、〜よ、〜しよう\)、名前に「さん」、口癖「/,
    );
    const elder = templates.ja.render(
      'system',
      buildSystemContext({ ...state, profile: '年齢: 72\n性別: 男性\n性格: 穏やか' }, 'ja'),
    );
    expect(elder).toMatch(/一人称「わし」、年配らしいゆったりした口調\(〜と思うぞい、〜じゃ、/);
    const english = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
    const voice = tableVoice(english, 'en', 'seed');
    const line = templates.en.render('system', buildSystemContext(english, 'en', voice));
    expect(line).toContain(`Your voice (all game): warm and chatty: says "${voice.think}" and "I'll"`);
    expect(line).toContain(`now and then "${voice.opener}" or "${voice.closer}"`);
  });

  it.each(['ja', 'en'] as const)('%s: without profiles the agents of one table get five different voices', (lang) => {
    const { profile: _profile, ...state } = sampleState({ lang, role: 'VILLAGER', day: 2, players: 5 });
    const voices = state.agents.map((self) => buildSystemContext({ ...state, self }, lang).voice);
    expect(new Set(voices).size).toBe(5);
    // A voice holds for the whole game: the same agent, seed and table give the same words.
    expect(buildSystemContext({ ...state, self: state.agents[0]! }, lang).voice).toBe(voices[0]);
  });
});

describe('reasons from the record', () => {
  const base = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
  const [self, sakura, daisuke, , mizuki, jonathan] = base.agents as [string, string, string, string, string, string];
  const origin = (day: number, idx: number) => ({ day, idx, channel: 'talk' as const });

  it('states conflicting claims, split results and a vote against one’s own result, each true of the record', () => {
    const state: GameState = {
      ...base,
      votes: [
        { day: 1, agent: daisuke, target: sakura },
        { day: 1, agent: mizuki, target: daisuke },
        { day: 1, agent: jonathan, target: daisuke },
      ],
    };
    const beliefs: Beliefs = {
      ...emptyBeliefs(state),
      claims: [
        { ...origin(0, 1), agent: daisuke, role: 'SEER' },
        { ...origin(1, 2), agent: mizuki, role: 'SEER' },
      ],
      counterClaims: [{ role: 'SEER', agents: [daisuke, mizuki] }],
      reports: [
        { ...origin(0, 1), reporter: daisuke, target: sakura, species: 'HUMAN', kind: 'divination' },
        { ...origin(1, 2), reporter: mizuki, target: sakura, species: 'WEREWOLF', kind: 'divination' },
      ],
    };
    const lines = evidenceLines({ state, beliefs, lang: 'en' });
    expect(lines).toContain('Daisuke and Mizuki both claim Seer but there is only one Seer: at least one is lying');
    expect(lines).toContain('The results on Sakura disagree (Daisuke says human and Mizuki says werewolf)');
    expect(lines).toContain('Daisuke called Sakura human yet voted for Sakura on day 1');
    // Votes for one of two rival claimers are the norm, not a reason.
    expect(lines.filter((line) => line.includes('who claims'))).toEqual([]);
    const ja = evidenceLines({ state, beliefs, lang: 'ja' });
    expect(ja).toContain('DaisukeとMizukiが占い師CO(占い師は1人、偽物がいる)');
    expect(ja).toContain('DaisukeはSakuraを人間と言ったのに1日目にSakuraへ投票した');
    // One seer claim and one result: no conflict, and the votes against the sole claimer are a reason.
    const calm = evidenceLines({
      state,
      beliefs: {
        ...beliefs,
        claims: beliefs.claims.slice(0, 1),
        counterClaims: [],
        reports: beliefs.reports.slice(0, 1),
      },
      lang: 'en',
    });
    expect(calm.filter((line) => /both claim|disagree/.test(line))).toEqual([]);
    expect(calm).toContain('Mizuki and Jonathan voted for Daisuke who claims Seer on day 1');
  });

  it('gives the rule brain’s case against the vote we stated: what that player did against the record', () => {
    const said = talk(1, 30, daisuke, `I will vote for ${jonathan}.`);
    const state: GameState = {
      ...base,
      talks: [...base.talks, said],
      executed: [...base.executed, { day: 1, agent: sakura }],
      votes: [
        { day: 1, agent: daisuke, target: sakura },
        { day: 1, agent: mizuki, target: daisuke },
      ],
    };
    const roster = createRoster(state.agents);
    const talkSentences = state.talks.map((entry): Sentence[] =>
      entry === said ? [{ type: 'VOTE', target: roster.numberOf(jonathan)! }] : [],
    );
    const beliefs: Beliefs = {
      ...emptyBeliefs(state),
      claims: [{ ...origin(1, 2), agent: mizuki, role: 'MEDIUM' }],
      reports: [{ ...origin(2, 1), reporter: mizuki, target: sakura, species: 'HUMAN', kind: 'identification' }],
    };
    const context = (role: 'VILLAGER' | 'WEREWOLF', statedVote: string) =>
      buildRequestContext({ state: { ...state, role }, lang: 'en', limits, beliefs, talkSentences, statedVote });
    const lines = context('VILLAGER', daisuke).evidence;
    expect(lines).toContain(`Daisuke said they would vote ${jonathan} on day 1 but voted Sakura`);
    expect(lines).toContain('Daisuke voted Sakura on day 1 and the medium found Sakura human');
    const ja = evidenceLines({ state, beliefs, lang: 'ja', talkSentences, caseAgainst: daisuke });
    expect(ja).toContain(`Daisukeは1日目に${jonathan}へ投票すると言ってSakuraへ投票した`);
    // Nothing against a player who did none of it; a werewolf with no stated vote gets no case from us.
    expect(context('VILLAGER', mizuki).evidence.filter((line) => line.startsWith('Mizuki'))).toEqual([]);
    expect(context('WEREWOLF', '').evidence.filter((line) => line.startsWith('Daisuke'))).toEqual([]);
  });

  it('leaves out players who only voted with the table for whoever was executed', () => {
    const state: GameState = {
      ...base,
      executed: [
        { day: 0, agent: 'Shion' },
        { day: 1, agent: jonathan },
      ],
      votes: [
        { day: 0, agent: sakura, target: 'Shion' },
        { day: 0, agent: mizuki, target: 'Shion' },
        { day: 1, agent: sakura, target: jonathan },
        { day: 1, agent: mizuki, target: jonathan },
      ],
    };
    const lines = evidenceLines({ state, beliefs: emptyBeliefs(state), lang: 'en' });
    expect(lines.filter((line) => line.includes('voted for the same player'))).toEqual([]);
  });

  it('states who voted alike on every day, mutual suspicion, a defence and silence', () => {
    const state: GameState = {
      ...base,
      votes: [
        { day: 0, agent: sakura, target: jonathan },
        { day: 0, agent: mizuki, target: jonathan },
        { day: 0, agent: daisuke, target: sakura },
        { day: 1, agent: sakura, target: daisuke },
        { day: 1, agent: mizuki, target: daisuke },
        { day: 1, agent: daisuke, target: mizuki },
      ],
      talks: [
        ...base.talks,
        ...['Benjamin', 'Minako', 'Sakura'].map((agent, index) => talk(2, 10 + index, agent, 'Hello.')),
      ],
    };
    const beliefs: Beliefs = {
      ...emptyBeliefs(state),
      suspicions: [
        { ...origin(2, 0), agent: sakura, target: daisuke, role: 'WEREWOLF' },
        { ...origin(2, 1), agent: daisuke, target: sakura, role: 'WEREWOLF' },
        { ...origin(2, 2), agent: self, target: daisuke, role: 'VILLAGER' },
        { ...origin(2, 3), agent: mizuki, target: self, role: 'WEREWOLF' },
        { ...origin(2, 4), agent: jonathan, target: self, role: 'WEREWOLF' },
        { ...origin(2, 5), agent: jonathan, target: self, role: 'WEREWOLF' },
      ],
    };
    const lines = evidenceLines({ state, beliefs, lang: 'en' });
    // At most four, the accusation to answer first.
    expect(lines).toHaveLength(4);
    // Two players (one of them twice) accuse us: the prompt says so, as "you".
    expect(lines[0]).toBe('Mizuki and Jonathan suspect you today');
    expect(lines).toContain('Daisuke and Sakura suspect each other');
    expect(lines.filter((line) => line.includes('suspect Daisuke today'))).toEqual([]);
    expect(lines).toContain('Sakura and Mizuki voted for the same player on days 0 and 1');
    expect(lines.filter((line) => line.includes('voted for the same player'))).toHaveLength(1);
    expect(lines).toContain(`${self} defended Daisuke whom Sakura suspects`);
    // Only the living who have not spoken today, once there is room for it.
    const quiet = evidenceLines({ state, beliefs: { ...beliefs, suspicions: [] }, lang: 'en' });
    const silent = quiet.find((line) => line.endsWith('not spoken today'));
    expect(silent).toBeDefined();
    expect(silent).toBe('Mizuki and Jonathan have not spoken today');
    expect(silent).not.toContain('Sakura');
    expect(silent).not.toContain(self);
  });
});

import { describe, expect, it } from 'vitest';
import { createGameMemory } from '../../src/brain/llm/game-memory.ts';
import { type GameState, initialGameState, type TalkEntry } from '../../src/game/index.ts';
import { loadPromptTemplates } from '../../src/llm/index.ts';
import { readGameLogs } from '../nl/real-talk/game-log.ts';

const templates = (() => {
  const loaded = loadPromptTemplates({});
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();
const limits = { recentTalks: 10, summaryDays: 3, maxLineChars: 300 };

/**
 * A real 2025 contest game (INLG 2025, 5 players, Japanese) with three seer claims, a retracted one, an
 * inference written like a result (`偽COが2つはServas=狼 Midori=狂人を示唆する`) and a player retelling two
 * others' results. What its players said, read by hand from the log:
 * - Asuka (the real seer) claims seer on day 0; day 1: Shizue human (night 0); day 2: Victoria werewolf (night 1).
 * - Midori claims seer on day 1 with Shizue werewolf, then takes the claim back.
 * - Servas claims seer on day 1 with Shizue werewolf.
 * - Victoria and Shizue claim nothing and give no result (Victoria retells Midori's and Asuka's on day 2).
 */
const game = readGameLogs().find((log) => log.file === 'inlg2025_truck5/game1.log');

const stateOn = (day: number): GameState => {
  if (game === undefined) throw new Error('no fixture game');
  // Shizue's seat: a villager, claiming nothing, so every line shown is another's.
  const self = 'Shizue';
  const talks: TalkEntry[] = game.talks
    .filter((talk) => !talk.whisper && talk.day <= day)
    .map((talk) => ({
      idx: talk.idx,
      day: talk.day,
      turn: 0,
      agent: talk.speaker,
      text: talk.text,
      skip: talk.text === 'Skip',
      over: talk.text === 'Over',
    }));
  return {
    ...initialGameState({ self }),
    self,
    role: 'VILLAGER',
    day,
    agents: game.names,
    status: Object.fromEntries(game.names.map((name) => [name, 'ALIVE'])),
    talks,
  };
};

describe.runIf(game !== undefined)('"Claims and results" on a real contest game (inlg2025_truck5 game1)', () => {
  const memory = createGameMemory({ lang: 'ja', templates: templates.ja, limits });
  const context = memory.requestContext({ state: stateOn(2), limits });
  const facts = context.claimants.flatMap((entry) => [
    ...(entry.roleUnsure ? [] : [`${entry.agent} ${entry.role}`]),
    ...entry.results
      .filter((result) => !result.unsure)
      .map((result) => `${entry.agent}: ${result.target}=${result.result}`),
  ]);

  // Every claim and result a player made in the talk up to day 2.
  const made = [
    'Asuka 占い師',
    'Asuka: Shizue=人間',
    'Asuka: Victoria=人狼',
    'Midori 占い師',
    'Midori: Shizue=人狼',
    'Servas 占い師',
    'Servas: Shizue=人狼',
  ];

  it('states as facts only claims and results a player made (the shipped readers, no model)', () => {
    for (const fact of facts) expect(made).toContain(fact);
    // The real seer's claim and both results are read.
    expect(facts).toEqual(expect.arrayContaining(['Asuka 占い師', 'Asuka: Shizue=人間', 'Asuka: Victoria=人狼']));
  });

  it('lists a result once though its seer told it on several turns (the issue-25 repeat)', () => {
    const told = memory
      .beliefsOf(stateOn(2))
      .reports.filter((report) => report.reporter === 'Asuka' && report.target === 'Victoria');
    expect(told.length).toBeGreaterThan(1);
    const talk = templates.ja.render('talk', context);
    expect(talk.match(/Victoria=人狼\(2日目\)/gu)).toHaveLength(1);
  });

  it('shows what was misread as unsure, and no reason from the record cites it', () => {
    const talk = templates.ja.render('talk', context);
    // Read or not, the inference (a second result on day 1, when a seer has one) and Victoria's retelling
    // (she claimed nothing) are never facts.
    for (const misread of ['Servas=人狼(1日目)', 'Shizue=人狼(2日目)', 'Shizue=人間(2日目)'])
      if (talk.includes(misread)) expect(talk).toContain(`${misread}(?)`);
    if (context.claimants.some((entry) => entry.results.some((result) => result.unsure)))
      expect(talk).toContain('(?)=不確か、事実として言わない');
    for (const line of context.evidence) expect(line).not.toMatch(/Victoriaは(人間|人狼)/u);
    // The reasons the rule brain has reach the model: three seer claims, a split result on Shizue.
    expect(talk).toContain('根拠:\n- Asuka、MidoriとServasが占い師CO(占い師は1人、偽物がいる)');
    expect(context.evidence.some((line) => line.startsWith('Shizueの判定が割れている'))).toBe(true);
  });
});

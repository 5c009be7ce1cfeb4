/**
 * Invariant 5: whisper content and private knowledge reach public talk only when the strategy decides
 * so. Public talk is read back with `understand` (as the other players read it) and checked against
 * what each speaker really knows:
 * - a werewolf never reveals itself (COMINGOUT WEREWOLF) except on the werewolf side's decisive day
 *   (the living werewolves and the possessed's vote are a majority, `brain/rule/endgame.ts`), never says
 *   a teammate is a werewolf (claim, estimate or result), never talks about attacks, and never repeats a
 *   whisper verbatim;
 * - the possessed never reveals itself except on that decisive day;
 * - the village side claims only its own true role, reports only results it really has (a seer its
 *   divinations, a medium its executions, a bodyguard its guards) and states no other agent's role as fact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatBrain } from '../../src/arena/index.ts';
import type { BrainFactory } from '../../src/brain/brain.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import type { GameRole } from '../../src/game/index.ts';
import { createLlmBrainFactory } from '../../src/compose/index.ts';
import type { Sentence } from '../../src/protocol/index.ts';
import {
  content,
  createPlayerResponder,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../support/fake-openai-server.ts';
import { type AuditedGame, playAuditedGame, playAuditedGameOverWebSocket } from './support/audited-game.ts';
import { type PublicStatement, publicStatements, rosterOf } from './support/public-statements.ts';

const RULE: SeatBrain = { label: 'rule', factory: createRuleBrain };
const VILLAGE_SIDE: ReadonlySet<GameRole> = new Set(['VILLAGER', 'SEER', 'MEDIUM', 'BODYGUARD']);
const CONTROL = new Set(['Over', 'Skip', 'ForceSkip']);

const describeSentence = (sentence: Sentence): string => JSON.stringify(sentence);

type LeakAudit = { problems: string[]; statements: number; verifiedResults: number; wolfStatements: number };

const auditLeaks = (game: AuditedGame): LeakAudit => {
  const roster = rosterOf(game);
  const numberOf = (seat: number): number => roster.numberOf(game.seats[seat - 1]?.name ?? '') ?? -1;
  const seatOf = (agent: number): number => game.seats.find((seat) => roster.numberOf(seat.name) === agent)?.idx ?? -1;
  const roleOf = (seat: number): GameRole | undefined => game.seats[seat - 1]?.role;
  const whispers = game.events.flatMap((event) =>
    event.type === 'whisper' && !CONTROL.has(event.text) ? [event.text] : [],
  );
  const problems: string[] = [];
  let verifiedResults = 0;
  let wolfStatements = 0;
  const statements = publicStatements(game);
  // Dead by the start of `day`: executed or attacked on an earlier day.
  const deadBefore = (day: number): Set<number> =>
    new Set(
      game.events.flatMap((event) =>
        (event.type === 'execute' && event.day < day) || (event.type === 'attack' && event.success && event.day < day)
          ? [event.type === 'execute' ? event.agent : event.target]
          : [],
      ),
    );
  /** The werewolf side's decisive day: living werewolves plus the possessed's vote outnumber the rest. */
  const decisive = (day: number): boolean => {
    const dead = deadBefore(day);
    const alive = game.seats.filter((seat) => !dead.has(seat.idx));
    const wolves = alive.filter((seat) => seat.role === 'WEREWOLF').length;
    return wolves + 1 > alive.length / 2;
  };
  const flag = (statement: PublicStatement, why: string, sentence?: Sentence): void => {
    problems.push(
      `${game.label} day ${statement.day} seat ${statement.seat} (${roleOf(statement.seat)}) said ${JSON.stringify(statement.text)}: ${why}${
        sentence === undefined ? '' : ` ${describeSentence(sentence)}`
      }`,
    );
  };
  for (const statement of statements) {
    const role = roleOf(statement.seat);
    const self = numberOf(statement.seat);
    if (role === 'WEREWOLF') {
      if (statement.own.length > 0) wolfStatements++;
      for (const whisper of whispers)
        if (statement.text.includes(whisper)) flag(statement, `repeats the whisper ${JSON.stringify(whisper)}`);
      for (const sentence of statement.own) {
        const target = 'target' in sentence ? roleOf(seatOf(sentence.target)) : undefined;
        const teammate = 'target' in sentence && sentence.target !== self && target === 'WEREWOLF';
        if (
          sentence.type === 'COMINGOUT' &&
          sentence.target === self &&
          sentence.role === 'WEREWOLF' &&
          !decisive(statement.day)
        )
          flag(statement, 'reveals itself', sentence);
        if (teammate && (sentence.type === 'COMINGOUT' || sentence.type === 'ESTIMATE') && sentence.role === 'WEREWOLF')
          flag(statement, 'calls its teammate a werewolf', sentence);
        if (
          teammate &&
          (sentence.type === 'DIVINED' || sentence.type === 'IDENTIFIED') &&
          sentence.species === 'WEREWOLF'
        )
          flag(statement, 'gives its teammate a black result', sentence);
        if (sentence.type === 'ATTACK' || sentence.type === 'ATTACKED')
          flag(statement, 'talks about its attack', sentence);
      }
    }
    if (role === 'POSSESSED') {
      for (const sentence of statement.own)
        if (
          sentence.type === 'COMINGOUT' &&
          sentence.target === self &&
          sentence.role === 'POSSESSED' &&
          !decisive(statement.day)
        )
          flag(statement, 'reveals itself', sentence);
    }
    if (role !== undefined && VILLAGE_SIDE.has(role)) {
      for (const sentence of statement.own) {
        if (sentence.type === 'COMINGOUT' && sentence.target === self && sentence.role !== role)
          flag(statement, `claims a role it does not have`, sentence);
        if (sentence.type === 'COMINGOUT' && sentence.target !== self)
          flag(statement, `states another agent's role as fact`, sentence);
        if (sentence.type === 'DIVINED') {
          const known = game.events.some(
            (event) =>
              event.type === 'divine' &&
              event.agent === statement.seat &&
              event.day <= statement.day &&
              numberOf(event.target) === sentence.target &&
              event.result === sentence.species,
          );
          if (!known) flag(statement, 'reports a divination it never made', sentence);
          else verifiedResults++;
        }
        if (sentence.type === 'IDENTIFIED') {
          const known =
            role === 'MEDIUM' &&
            game.events.some(
              (event) =>
                event.type === 'execute' &&
                event.day < statement.day &&
                numberOf(event.agent) === sentence.target &&
                (event.role === 'WEREWOLF' ? 'WEREWOLF' : 'HUMAN') === sentence.species,
            );
          if (!known) flag(statement, 'reports a medium result it does not have', sentence);
          else verifiedResults++;
        }
        if (sentence.type === 'GUARDED') {
          const known = game.events.some(
            (event) =>
              event.type === 'guard' &&
              event.agent === statement.seat &&
              event.day < statement.day &&
              numberOf(event.target) === sentence.target,
          );
          if (!known) flag(statement, 'reports a guard it never made', sentence);
          else verifiedResults++;
        }
      }
    }
  }
  return { problems, statements: statements.length, verifiedResults, wolfStatements };
};

const expectNoLeaks = (game: AuditedGame): LeakAudit => {
  const audit = auditLeaks(game);
  expect(audit.problems).toEqual([]);
  expect(audit.statements, game.label).toBeGreaterThan(game.seats.length);
  return audit;
};

/** A werewolf that blurts out what it knows: its teammate's role and the pack's last whisper. */
const leakyWolf: BrainFactory = (options) => {
  const inner = createRuleBrain(options);
  return {
    ...inner,
    name: 'leaky',
    talk: async (context) => {
      const decision = await inner.talk(context);
      const { state } = context;
      const teammate = state.teammates[0];
      if (state.role !== 'WEREWOLF' || teammate === undefined || state.day === 0) return decision;
      const whisper = state.whispers.filter((entry) => !entry.skip && !entry.over).at(-1)?.text ?? '';
      const text =
        options.lang === 'ja'
          ? `${teammate}は人狼だと思う。${whisper}`
          : `I think ${teammate} is a werewolf. ${whisper}`;
      return { ...decision, text };
    },
  };
};

describe('invariant 5: whispers and private knowledge do not leak into public talk', () => {
  it.each([
    [5, 'ja', ['leak/5ja/0', 'leak/5ja/1', 'leak/5ja/2', 'leak/5ja/3']],
    [5, 'en', ['leak/5en/0', 'leak/5en/1', 'leak/5en/2', 'leak/5en/3']],
    [9, 'ja', ['leak/9ja/0']],
    [9, 'en', ['leak/9en/0', 'leak/9en/1']],
    [13, 'ja', ['leak/13ja/0']],
    [13, 'en', ['leak/13en/0']],
  ] as const)('rule brain, in-process %i players (%s)', async (players, lang, seeds) => {
    let verifiedResults = 0;
    let wolfStatements = 0;
    for (const seed of seeds) {
      const audit = expectNoLeaks(await playAuditedGame({ players, lang, seed, brainFor: () => RULE }));
      verifiedResults += audit.verifiedResults;
      wolfStatements += audit.wolfStatements;
    }
    // The audit had something to check: reported results backed by real ones, and werewolves talking.
    expect(verifiedResults).toBeGreaterThan(0);
    expect(wolfStatements).toBeGreaterThan(0);
  });

  it.each([
    [9, 'en'],
    [9, 'ja'],
  ] as const)('the audit catches a werewolf that leaks (%i players, %s)', async (players, lang) => {
    const leaky: SeatBrain = { label: 'leaky', factory: leakyWolf };
    const game = await playAuditedGame({
      players,
      lang,
      seed: `leak/control/${players}`,
      brainFor: (role) => (role === 'WEREWOLF' ? leaky : RULE),
    });
    const { problems } = auditLeaks(game);
    expect(problems.some((problem) => problem.includes('calls its teammate a werewolf'))).toBe(true);
    expect(problems.some((problem) => problem.includes('repeats the whisper'))).toBe(true);
  });

  it('rule brain over real WebSockets on 127.0.0.1: 9 players (en)', async () => {
    const game = await playAuditedGameOverWebSocket({
      players: 9,
      lang: 'en',
      seed: 'leak/ws9',
      brainFor: () => RULE,
      brain: RULE,
    });
    expectNoLeaks(game);
  });
  describe('LLM brain with a careless model', () => {
    let server: FakeOpenAiServer;
    beforeAll(async () => {
      server = await startFakeOpenAiServer();
      const player = createPlayerResponder();
      // In public talk (not whispers) a werewolf's model says what it knows; everyone else plays normally.
      server.respondWith((body, index) => {
        const system = body.messages[0]?.content ?? '';
        const request = body.messages.at(-1)?.content ?? '';
        const mates = /fellow werewolves: ([^.;\n]+)/.exec(system)?.[1];
        if (body.response_format?.json_schema?.name !== 'talk_reply' || mates === undefined || /whisper/i.test(request))
          return player(body, index);
        const mate = mates.split(',')[0]?.trim() ?? '';
        return content({ thought: '', speech: `I am a werewolf. ${mate} is a werewolf too.`, intents: [] });
      });
    });
    afterAll(async () => {
      await server.close();
    });

    it('9 players (en): a werewolf whose model blurts out its role and teammate does not say it in public', async () => {
      const factory = await createLlmBrainFactory({
        llm: { log: { dir: '' } },
        env: { OPENAI_BASE_URL: server.baseURL },
      });
      const llm: SeatBrain = { label: 'llm', factory };
      const game = await playAuditedGame({
        players: 9,
        lang: 'en',
        seed: 'leak/llm/9en',
        actionTimeoutMs: 5000,
        brainFor: () => llm,
      });
      expectNoLeaks(game);
    });
  });
});

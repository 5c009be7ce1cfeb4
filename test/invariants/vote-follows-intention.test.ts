/**
 * Invariant 4: the vote cast equals the last vote intention the agent stated that day. The intention
 * is read from the talk the server stored (with `understand`, as the other players read it), the vote
 * from the game log's vote lines (every round, revotes included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatBrain } from '../../src/arena/index.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import { createLlmBrainFactory } from '../../src/compose/index.ts';
import {
  content,
  createPlayerResponder,
  type FakeOpenAiServer,
  type Responder,
  startFakeOpenAiServer,
} from '../support/fake-openai-server.ts';
import { type AuditedGame, playAuditedGame, playAuditedGameOverWebSocket } from './support/audited-game.ts';
import { publicStatements, rosterOf } from './support/public-statements.ts';

const RULE: SeatBrain = { label: 'rule', factory: createRuleBrain };

/** Checks every vote of the audited seats against the last VOTE its speaker stated that day. */
const auditVotes = (game: AuditedGame, audited: (seat: number) => boolean): { problems: string[]; checked: number } => {
  const roster = rosterOf(game);
  const stated = new Map<string, { target: number; text: string }>();
  for (const statement of publicStatements(game)) {
    for (const sentence of statement.own)
      if (sentence.type === 'VOTE')
        stated.set(`${statement.day}/${statement.seat}`, { target: sentence.target, text: statement.text });
  }
  const problems: string[] = [];
  let checked = 0;
  for (const event of game.events) {
    if (event.type !== 'vote' || !audited(event.agent)) continue;
    const intention = stated.get(`${event.day}/${event.agent}`);
    if (intention === undefined) continue;
    const cast = roster.numberOf(game.seats.find((seat) => seat.idx === event.target)?.name ?? '');
    checked++;
    if (cast !== intention.target)
      problems.push(
        `${game.label} day ${event.day}: seat ${event.agent} said ${JSON.stringify(intention.text)} (Agent ${intention.target}) but voted Agent ${cast}`,
      );
  }
  return { problems, checked };
};

describe('invariant 4: the vote cast equals the last vote intention stated that day', () => {
  it.each([
    [5, 'ja', ['vote/5ja/0', 'vote/5ja/1', 'vote/5ja/2']],
    [5, 'en', ['vote/5en/0', 'vote/5en/1', 'vote/5en/2']],
    [9, 'ja', ['vote/9ja/0', 'vote/9ja/1']],
    [9, 'en', ['vote/9en/0']],
    [13, 'en', ['vote/13en/0']],
  ] as const)('rule brain, in-process %i players (%s)', async (players, lang, seeds) => {
    let checked = 0;
    for (const seed of seeds) {
      const game = await playAuditedGame({ players, lang, seed, brainFor: () => RULE });
      const audit = auditVotes(game, () => true);
      expect(audit.problems).toEqual([]);
      checked += audit.checked;
    }
    expect(checked).toBeGreaterThanOrEqual(players);
  });

  it('rule brain over real WebSockets on 127.0.0.1: 5 players (en)', async () => {
    const game = await playAuditedGameOverWebSocket({
      players: 5,
      lang: 'en',
      seed: 'vote/ws5',
      brainFor: () => RULE,
      brain: RULE,
    });
    const audit = auditVotes(game, () => true);
    expect(audit.problems).toEqual([]);
    expect(audit.checked).toBeGreaterThan(0);
  });

  describe('LLM brain against the fake OpenAI server', () => {
    let server: FakeOpenAiServer;
    beforeAll(async () => {
      server = await startFakeOpenAiServer();
      server.respondWith(createPlayerResponder({ wrongEvery: 4 }));
    });
    afterAll(async () => {
      await server.close();
    });

    it.each([
      [5, 'en', 'vote/llm/5en'],
      [9, 'ja', 'vote/llm/9ja'],
    ] as const)('in-process %i players (%s), LLM seats and rule seats', async (players, lang, seed) => {
      const factory = await createLlmBrainFactory({
        llm: { log: { dir: '' } },
        env: { OPENAI_BASE_URL: server.baseURL },
      });
      const llm: SeatBrain = { label: 'llm', factory };
      const before = server.requests.length;
      const game = await playAuditedGame({
        players,
        lang,
        seed,
        actionTimeoutMs: 5000,
        brainFor: (_, seat) => (seat % 2 === 1 ? llm : RULE),
      });
      const llmSeats = new Set(game.seats.filter((seat) => seat.team === 'llm').map((seat) => seat.idx));
      const audit = auditVotes(game, (seat) => llmSeats.has(seat));
      expect(audit.problems).toEqual([]);
      expect(audit.checked).toBeGreaterThan(0);
      expect(server.requests.length - before).toBeGreaterThan(10);
      const llmAnswers = game.sessionLogs.flat().filter((record) => record.kind === 'sent' && record.detail === 'llm');
      expect(llmAnswers.length).toBeGreaterThan(3);
    });
  });
  describe('LLM brain whose structured reply does not match its speech', () => {
    /**
     * The fake player's talk reply says "I will vote for X today." in `speech`; this responder changes
     * only the reply's `intents`: dropped (models often leave the list empty) or naming another player.
     * What the table hears is the speech, so the vote must follow the speech.
     */
    const misstating = (mode: 'omitted' | 'other'): Responder => {
      const player = createPlayerResponder();
      return (body, index) => {
        const reply = player(body, index);
        if (reply.kind !== 'content' || body.response_format?.json_schema?.name !== 'talk_reply') return reply;
        const parsed = JSON.parse(reply.content) as { intents?: { target: string }[] };
        if (mode === 'omitted') return content({ ...parsed, intents: [] });
        const prompt = body.messages.map((message) => message.content).join('\n');
        const alive = (/(?:Alive|生存者)[:：] ?(.*)/.exec(prompt)?.[1] ?? '')
          .split(/,\s*|、/u)
          .map((name) => name.trim());
        const intents = (parsed.intents ?? []).map((intent) => ({
          ...intent,
          target: alive.find((name) => name !== '' && name !== intent.target) ?? intent.target,
        }));
        return content({ ...parsed, intents });
      };
    };

    let server: FakeOpenAiServer;
    beforeAll(async () => {
      server = await startFakeOpenAiServer();
    });
    afterAll(async () => {
      await server.close();
    });

    it.each([
      [5, 'en', 'omitted'],
      [9, 'ja', 'other'],
    ] as const)(
      'in-process %i players (%s), intents %s: the vote follows the spoken intention',
      async (players, lang, mode) => {
        server.respondWith(misstating(mode));
        const factory = await createLlmBrainFactory({
          llm: { log: { dir: '' } },
          env: { OPENAI_BASE_URL: server.baseURL },
        });
        const llm: SeatBrain = { label: 'llm', factory };
        const game = await playAuditedGame({
          players,
          lang,
          seed: `vote/llm-misstated/${players}${lang}/${mode}`,
          actionTimeoutMs: 5000,
          brainFor: () => llm,
        });
        const audit = auditVotes(game, () => true);
        expect(audit.checked).toBeGreaterThan(0);
        expect(audit.problems).toEqual([]);
      },
    );
  });
});

/**
 * Invariant 3: every talk is stored by the server unchanged, has no newline, no half-width comma and
 * at most one `@Name`. "Unchanged" is the server's own rendering of what we sent: nothing cut, nothing
 * turned into Over, the one mention padded with a space on each side (aiwolf-nlp-server stores
 * `before + " @Name " + after`). Each answer our client sent is paired with the talk or
 * whisper line the rules stored for it; the sent text is read from the client's session log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatBrain } from '../../src/arena/index.ts';
import type { Brain, BrainFactory, TalkDecision } from '../../src/brain/brain.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import { createLlmBrainFactory } from '../../src/compose/index.ts';
import {
  content,
  createPlayerResponder,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../support/fake-openai-server.ts';
import { type AuditedGame, playAuditedGame, playAuditedGameOverWebSocket } from './support/audited-game.ts';
import { answersTo, loggedRequests } from './support/requests.ts';

const RULE: SeatBrain = { label: 'rule', factory: createRuleBrain };
const RANDOM: SeatBrain = { label: 'random', factory: createRandomBrain };

/**
 * A brain whose speech is everything the server punishes: newlines, half-width commas, several
 * mentions (itself included), tabs and far too much text. The client must make it storable.
 */
const chattyBrain: BrainFactory = (options) => {
  const inner = createRuleBrain(options);
  const noisy = (decision: TalkDecision, names: readonly string[]): TalkDecision => {
    if (decision.text === 'Over' || decision.text === 'Skip') return decision;
    const [first = '', second = '', third = ''] = names;
    const filler = options.lang === 'ja' ? 'えーと,それから\n' : 'well, and then\n';
    return {
      ...decision,
      text: `${decision.text},\n@${first} @${second}\t@@${third}, ${filler.repeat(30)}`,
    };
  };
  const brain: Brain = {
    ...inner,
    name: 'chatty',
    talk: async (context) => noisy(await inner.talk(context), context.state.agents),
    whisper: async (context) => noisy(await inner.whisper(context), [...context.state.agents].reverse()),
  };
  return brain;
};
const CHATTY: SeatBrain = { label: 'chatty', factory: chattyBrain };

const mentionsIn = (text: string, names: readonly string[]): number =>
  names.reduce((count, name) => count + text.split(`@${name}`).length - 1, 0);

/** How the server stores a text it does not cut: the first mention of another agent padded by one space each side. */
const serverRendering = (text: string, speaker: string, names: readonly string[]): string => {
  let best: { index: number; token: string } | undefined;
  for (const name of names) {
    if (name === speaker) continue;
    const index = text.indexOf(`@${name}`);
    if (index !== -1 && (best === undefined || index < best.index)) best = { index, token: `@${name}` };
  }
  if (best === undefined) return text;
  return `${text.slice(0, best.index)} ${best.token} ${text.slice(best.index + best.token.length)}`;
};

const auditTalks = (game: AuditedGame): { problems: string[]; checked: number; mentions: number } => {
  const problems: string[] = [];
  const names = game.seats.map((seat) => seat.name);
  let checked = 0;
  let mentions = 0;
  for (const seat of game.seats) {
    for (const [request, type] of [
      ['TALK', 'talk'],
      ['WHISPER', 'whisper'],
    ] as const) {
      // What our client put on the wire (the arena's own log has already stripped newlines).
      const sent = answersTo(game, seat.idx, request);
      const asked = loggedRequests(game).filter(
        (logged) => logged.seat === seat.idx && logged.packet.request === request,
      );
      const stored = game.events.flatMap((event) =>
        event.type === type && event.agent === seat.idx ? [event.text] : [],
      );
      const who = `${game.label}: seat ${seat.idx} ${type}`;
      if (sent.length !== stored.length || asked.length !== sent.length) {
        problems.push(`${who}: ${asked.length} requests, ${sent.length} answers, ${stored.length} stored lines`);
        continue;
      }
      sent.forEach((text, index) => {
        const kept = stored[index] ?? '';
        checked++;
        if (kept !== serverRendering(text, seat.name, names))
          problems.push(`${who} #${index}: sent ${JSON.stringify(text)} but stored ${JSON.stringify(kept)}`);
        if (/[\n\r]/.test(text)) problems.push(`${who} #${index}: newline in ${JSON.stringify(text)}`);
        if (text.includes(',')) problems.push(`${who} #${index}: half-width comma in ${JSON.stringify(text)}`);
        const count = mentionsIn(text, names);
        if (count > 1) problems.push(`${who} #${index}: ${count} mentions in ${JSON.stringify(text)}`);
        if (count === 1) mentions++;
      });
    }
  }
  return { problems, checked, mentions };
};

const expectStoredUnchanged = (game: AuditedGame): ReturnType<typeof auditTalks> => {
  expect(game.result.errored, game.label).toEqual([]);
  const audit = auditTalks(game);
  expect(audit.problems).toEqual([]);
  expect(audit.checked, game.label).toBeGreaterThan(game.seats.length * 2);
  return audit;
};

describe('invariant 3: every talk is stored unchanged, without newline or half-width comma, one mention at most', () => {
  it.each([
    [5, 'en', 'stored/5en'],
    [9, 'ja', 'stored/9ja'],
    [13, 'ja', 'stored/13ja'],
  ] as const)('in-process %i players (%s), rule and random brains', async (players, lang, seed) => {
    const game = await playAuditedGame({ players, lang, seed, brainFor: (_, seat) => (seat === 2 ? RANDOM : RULE) });
    expectStoredUnchanged(game);
  });

  it.each([
    [5, 'ja', 'stored/chatty/5ja'],
    [9, 'en', 'stored/chatty/9en'],
    [13, 'en', 'stored/chatty/13en'],
  ] as const)('in-process %i players (%s) where every speech is noisy and too long', async (players, lang, seed) => {
    const game = await playAuditedGame({ players, lang, seed, brainFor: () => CHATTY });
    const audit = expectStoredUnchanged(game);
    // The noise really reached the client: mentions were kept (one each) and whispers happened.
    expect(audit.mentions, game.label).toBeGreaterThan(3);
    if (players > 5)
      expect(
        game.events.some((event) => event.type === 'whisper'),
        game.label,
      ).toBe(true);
  });

  it('the audit catches talk that the server would change (control: frames rewritten after the client)', async () => {
    const game = await playAuditedGame({
      players: 5,
      lang: 'ja',
      seed: 'stored/control',
      brainFor: () => RULE,
      // Sentences end with 。 in Japanese; names, Over and Skip do not, so only talk is rewritten.
      tamper: ({ text }) => [text.includes('。') ? `${text},\nそれと${'とても長い話'.repeat(20)}` : text],
    });
    const problems = auditTalks(game).problems.join('\n');
    expect(problems).toContain('half-width comma');
    expect(problems).toContain('newline');
    expect(problems).toContain('but stored');
  });

  it('over real WebSockets on 127.0.0.1: 9 players (ja), noisy speech', async () => {
    const game = await playAuditedGameOverWebSocket({
      players: 9,
      lang: 'ja',
      seed: 'stored/ws9',
      brainFor: () => CHATTY,
      brain: CHATTY,
    });
    const audit = expectStoredUnchanged(game);
    expect(audit.mentions, game.label).toBeGreaterThan(3);
  });
  describe('LLM brain with a model whose speech is noisy', () => {
    let server: FakeOpenAiServer;
    beforeAll(async () => {
      server = await startFakeOpenAiServer();
      const player = createPlayerResponder();
      // Every speech gets newlines, half-width commas, a quoted speaker prefix and several mentions.
      server.respondWith((body, index) => {
        const reply = player(body, index);
        if (reply.kind !== 'content' || body.response_format?.json_schema?.name !== 'talk_reply') return reply;
        const parsed = JSON.parse(reply.content) as { speech: string };
        if (parsed.speech === 'Over') return reply;
        const prompt = body.messages.map((message) => message.content).join('\n');
        const names = (/Alive: ?(.*)/.exec(prompt)?.[1] ?? '').split(/,\s*/).slice(0, 3);
        const mentions = names.map((name) => `@${name}`).join(' ');
        return content({ ...parsed, speech: `"${parsed.speech},\n${mentions}, and so on,\n${'blah, '.repeat(40)}"` });
      });
    });
    afterAll(async () => {
      await server.close();
    });

    it('in-process 5 players (en)', async () => {
      const factory = await createLlmBrainFactory({
        llm: { log: { dir: '' } },
        env: { OPENAI_BASE_URL: server.baseURL },
      });
      const llm: SeatBrain = { label: 'llm', factory };
      const game = await playAuditedGame({
        players: 5,
        lang: 'en',
        seed: 'stored/llm/5en',
        actionTimeoutMs: 5000,
        brainFor: () => llm,
      });
      expectStoredUnchanged(game);
      const fromModel = game.sessionLogs
        .flat()
        .filter((record) => record.kind === 'sent' && record.request === 'TALK' && record.detail === 'llm');
      expect(fromModel.length).toBeGreaterThan(3);
    });
  });
});

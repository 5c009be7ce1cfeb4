import { describe, expect, it } from 'vitest';
import { runFreeformPhase } from '../../../src/arena/freeform/freeform-phase.ts';
import { type ArenaSeat, type RequestOutcome, type RulesEffect, shippedConfig } from '../../../src/arena/index.ts';
import { firstDayStatus } from '../../../src/arena/rules/game-status.ts';
import { createRandom } from '../../../src/random.ts';

const NAMES = ['Asuka', 'Daisuke', 'Kenji', 'Minato', 'Rin'];
const seats: ArenaSeat[] = NAMES.map((name, index) => ({
  idx: index + 1,
  name,
  role: index === 0 ? 'WEREWOLF' : 'VILLAGER',
  connectionName: `team${index + 1}`,
  team: 'team',
}));

const TIME_UP: RequestOutcome = { ok: false, fatal: false, reason: 'timeout' };
const submit = (seat: number, text: string, receivedAt = 1000): RequestOutcome => ({
  ok: true,
  text,
  seat,
  receivedAt,
});

/**
 * Drives one phase with scripted submissions (then the timer) and records what the rules asked for.
 * Packets are built by a stand-in that shows the counters the real builder would put in info.
 */
const runPhase = (submissions: RequestOutcome[]) => {
  const config = shippedConfig({ players: 5, lang: 'en', freeform: true });
  const status = firstDayStatus(seats.map((seat) => seat.idx));
  const effects: RulesEffect[] = [];
  let unusedSubmissions = 0;
  const phase = runFreeformPhase({
    kind: 'talk',
    participants: seats,
    game: {
      config,
      seats,
      random: createRandom('phase'),
      current: () => status,
      isErrored: () => false,
      packetFor: (seat, request) => ({
        request,
        info: { agent: seat.name, remain_count: status.remain?.get(seat.idx)?.count },
      }),
      recordOutcome: () => {},
    },
  });
  let input: RequestOutcome | undefined;
  for (let step = phase.next(); !step.done; step = phase.next(input)) {
    effects.push(step.value);
    input = step.value.type === 'phase-next' ? (submissions.shift() ?? TIME_UP) : undefined;
  }
  unusedSubmissions = submissions.length;
  const broadcasts = effects.flatMap((effect) =>
    effect.type === 'request' && effect.request === 'TALK_BROADCAST' && effect.seat === 1 ? [effect.packet] : [],
  );
  return { effects, status, broadcasts, unusedSubmissions };
};

describe('arena freeform phase', () => {
  it('opens, broadcasts each accepted talk to everyone with idx/turn/time, and ends with the phase end', () => {
    const { effects, status, broadcasts } = runPhase([submit(2, '  Hello all  ', 1234), submit(3, 'I am the seer.')]);
    const types = effects.map((effect) => (effect.type === 'request' ? effect.request : effect.type));
    expect(types.slice(0, 6)).toEqual([...Array(5).fill('TALK_PHASE_START'), 'phase-open']);
    expect(types.slice(-6)).toEqual(['phase-close', ...Array(5).fill('TALK_PHASE_END')]);
    expect(types.filter((type) => type === 'TALK_BROADCAST')).toHaveLength(10);
    expect(
      effects.every((effect) => effect.type !== 'request' || (!effect.needsAnswer && effect.broadcast === true)),
    ).toBe(true);
    expect(status.talks).toEqual([
      { idx: 0, day: 0, turn: 0, agent: 'Daisuke', text: 'Hello all', skip: false, over: false, time: 1234 },
      { idx: 1, day: 0, turn: 0, agent: 'Kenji', text: 'I am the seer.', skip: false, over: false, time: 1000 },
    ]);
    expect(broadcasts[0]).toMatchObject({ request: 'TALK_BROADCAST', new_talk: { agent: 'Daisuke' } });
    expect(status.remain).toBeUndefined();
  });

  it('accepts four talks per agent and rejects the fifth silently', () => {
    const { status } = runPhase([1, 2, 3, 4, 5].map((index) => submit(2, `talk ${index}`)));
    expect(status.talks.map((entry) => [entry.text, entry.turn])).toEqual([
      ['talk 1', 0],
      ['talk 2', 1],
      ['talk 3', 2],
      ['talk 4', 3],
    ]);
  });

  it('reads Over as done, turns Skip into Over (max_skip 0), and accepts nothing after it', () => {
    const { status } = runPhase([submit(2, 'Over'), submit(2, 'after over'), submit(3, 'Skip'), submit(3, 'again')]);
    expect(status.talks.map((entry) => [entry.agent, entry.text, entry.over])).toEqual([
      ['Daisuke', 'Over', true],
      ['Kenji', 'Over', true],
    ]);
  });

  it('cuts long text as the server does (125 non-space characters, a mention spaced out)', () => {
    const long = 'a'.repeat(130);
    const { status } = runPhase([submit(2, long), submit(3, '@Asuka why?')]);
    expect(status.talks[0]?.text).toBe('a'.repeat(125));
    expect(status.talks[1]?.text).toBe(' @Asuka  why?');
  });

  it('ends early once everyone is done, leaving later submissions unread', () => {
    const overs = seats.map((seat) => submit(seat.idx, 'Over'));
    const { effects, unusedSubmissions } = runPhase([...overs, submit(1, 'too late')]);
    expect(unusedSubmissions).toBe(1);
    expect(effects.filter((effect) => effect.type === 'phase-next')).toHaveLength(5);
  });

  it('ends when the timer fires', () => {
    const { effects, status } = runPhase([submit(1, 'only one')]);
    expect(status.talks).toHaveLength(1);
    expect(effects.filter((effect) => effect.type === 'phase-next')).toHaveLength(2);
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { stepSession } from '../../src/client/index.ts';
import { legalTargets } from '../../src/game/index.ts';
import type { GameState } from '../../src/game/state.ts';
import { requiresAnswer } from '../../src/packets/index.ts';
import { firstFrame, recordedFrames, requestOf } from './support/session-fixtures.ts';
import { createStepMachine, type StepMachine, stepConfig } from './support/step-harness.ts';

/**
 * The session's invariants as properties of its transitions (stepSession), with no socket, no timer
 * and no brain: time is the events' `at`, the brain is whatever decision the test feeds back.
 */

const ACTION_MS = 1000;
const frames = recordedFrames({ file: 'ja_5.jsonl', client: 'peerbot1', actionTimeoutMs: ACTION_MS });
const [initialize, dailyInitialize] = frames as [string, string];
const OLD_CAST = ['シオン', 'ベンジャミン', 'ミオ', 'ミナコ', 'ミナト'];
const NAME = '{"request":"NAME"}';

const withInfo = (frame: string, change: (info: Record<string, unknown>) => void): string => {
  const packet = JSON.parse(frame) as { info: Record<string, unknown> };
  change(packet.info);
  return JSON.stringify(packet);
};

/** A frame whose status_map is a whole new cast: not one name of the game so far. */
const recast = (frame: string, cast: readonly string[]): string =>
  withInfo(frame, (info) => {
    info['status_map'] = Object.fromEntries(cast.map((name) => [name, 'ALIVE']));
    info['agent'] = cast[0];
  });

const TARGET_REQUESTS = new Set(['VOTE', 'DIVINE', 'GUARD', 'ATTACK']);
type TargetRequest = 'VOTE' | 'DIVINE' | 'GUARD' | 'ATTACK';

const aliveIn = (frame: string): string[] => {
  const map = (JSON.parse(frame) as { info: { status_map: Record<string, string> } }).info.status_map;
  return Object.keys(map).filter((name) => map[name] === 'ALIVE');
};

type Behaviour = 'legal' | 'illegal' | 'silent' | 'late' | 'fails' | 'garbage';
const BEHAVIOURS: readonly Behaviour[] = ['legal', 'illegal', 'silent', 'late', 'fails', 'garbage'];

const legalDecision = (request: string, state: GameState): unknown =>
  TARGET_REQUESTS.has(request)
    ? { kind: 'target', target: legalTargets(state, request as TargetRequest)[0], source: 'rule' }
    : { kind: 'talk', text: 'よろしくお願いします', intents: [], source: 'rule' };

/** Plays the brain's part for the open answer as `behaviour` says, from time `at`. */
const actOut = (machine: StepMachine, behaviour: Behaviour, at: number): void => {
  const { ask, state } = machine.answerAsk();
  switch (behaviour) {
    case 'legal':
      machine.decide(ask, legalDecision(ask.request, state), at + 1);
      return;
    case 'illegal':
      machine.decide(ask, { kind: 'target', target: 'Nobody', source: 'llm' }, at + 1);
      return;
    case 'garbage':
      machine.decide(ask, null, at + 1);
      return;
    case 'fails':
      machine.asks.delete(ask.id);
      machine.feed({ kind: 'brain-failed', ask, message: 'boom', at: at + 1 });
      return;
    case 'late':
      // The event loop was blocked: the decision is delivered before the deadline timer, but after the deadline.
      machine.decide(ask, legalDecision(ask.request, state), ask.deadline + 1);
      return;
    case 'silent':
      machine.fire('answer');
      // …and the decision that finally comes is dropped.
      machine.decide(ask, legalDecision(ask.request, state), ask.deadline + 500);
  }
};

describe('session transitions', () => {
  test('every request that needs an answer gets exactly one, no decision after its deadline, whatever the brain does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...BEHAVIOURS), { minLength: frames.length, maxLength: frames.length }),
        (behaviours) => {
          const machine = createStepMachine();
          let at = 1_000_000;
          machine.frame(NAME, at);
          expect(machine.sends.map((sent) => sent.text)).toEqual(['peerbot1']);
          frames.forEach((frame, index) => {
            at += 10;
            const before = machine.sends.length;
            const request = requestOf(frame);
            machine.frame(frame, at);
            if (requiresAnswer(request)) {
              const { ask } = machine.answerAsk();
              actOut(machine, behaviours[index] ?? 'legal', at);
              const sent = machine.sends.slice(before);
              expect(sent.map((one) => one.request)).toEqual([request]);
              const [answer] = sent;
              // A decision is sent only by its deadline; past it only the fallback goes, still inside the server's wait.
              if (answer?.source === 'brain') expect(answer.at).toBeLessThanOrEqual(ask.deadline);
              if (behaviours[index] === 'late' || behaviours[index] === 'silent')
                expect(answer?.source).toBe('fallback');
              expect(answer?.at).toBeLessThan(at + ACTION_MS);
              // Nothing is left that could send a second answer.
              expect(machine.session.pending).toBeUndefined();
              expect(machine.timers.has('answer')).toBe(false);
              at = Math.max(at, sent[0]?.at ?? at);
            } else expect(machine.sends.length).toBe(before);
          });
          expect(machine.session.finished).toBe(true);
        },
      ),
      { seed: 28, numRuns: 25 },
    );
  });

  test('a brain decision is sent as decided when it is legal and in time, the fallback otherwise', () => {
    const machine = createStepMachine();
    machine.frame(initialize, 0);
    machine.frame(dailyInitialize, 10);
    machine.frame(firstFrame(frames, 'VOTE'), 20);
    machine.decide(machine.answerAsk().ask, { kind: 'target', target: 'ミオ', source: 'rule' }, 30);
    machine.frame(firstFrame(frames, 'VOTE'), 40);
    machine.decide(machine.answerAsk().ask, { kind: 'target', target: 'Nobody', source: 'rule' }, 50);
    expect(machine.sends.map((sent) => [sent.text === 'ミオ', sent.source])).toEqual([
      [true, 'brain'],
      [false, 'error'],
    ]);
    expect(OLD_CAST).toContain(machine.sends[1]?.text);
  });

  test('a target always comes from the packet in hand, also when its roster replaced the whole previous one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('Ada', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'ミオ'), {
          minLength: 2,
          maxLength: 6,
        }),
        fc.constantFrom<TargetRequest>('VOTE', 'DIVINE', 'GUARD', 'ATTACK'),
        fc.constantFrom(...OLD_CAST, 'Ada', 'Bo', 'Cy', 'Nobody'),
        (cast, request, wanted) => {
          const machine = createStepMachine();
          machine.frame(initialize, 0);
          machine.frame(dailyInitialize, 10);
          const vote = recast(firstFrame(frames, 'VOTE').replace('"VOTE"', `"${request}"`), cast);
          machine.frame(vote, 20);
          machine.decide(machine.answerAsk().ask, { kind: 'target', target: wanted, source: 'rule' }, 30);
          const [sent] = machine.sends;
          const self = cast[0];
          const legal = aliveIn(vote).filter((name) => request === 'VOTE' || name !== self);
          // The fallback may name ourselves only when nobody else is left (never here: two or more names).
          expect(legal).toContain(sent?.text);
          if (legal.includes(wanted)) expect(sent?.text).toBe(wanted);
        },
      ),
      { seed: 28, numRuns: 60 },
    );
  });

  test('a packet arriving between a request and its decision does not change which names the answer may use', () => {
    const newCast = ['Ada', 'Bo', 'Cy', 'Dee'];
    const play = (wanted: string): string | undefined => {
      const machine = createStepMachine();
      machine.frame(initialize, 0);
      machine.frame(dailyInitialize, 10);
      machine.frame(firstFrame(frames, 'VOTE'), 20);
      const { ask } = machine.answerAsk();
      // A packet that needs no answer, with a whole new cast, before the decision.
      machine.frame(recast(firstFrame(frames, 'DAILY_FINISH'), newCast), 25);
      expect(machine.session.game?.agents).toEqual(newCast);
      machine.decide(ask, { kind: 'target', target: wanted, source: 'rule' }, 30);
      expect(machine.sends).toHaveLength(1);
      return machine.sends[0]?.text;
    };
    // The VOTE's own roster decides: its name is sent, a name of the later packet is not.
    expect(play('ミオ')).toBe('ミオ');
    expect(OLD_CAST).toContain(play('Bo'));
  });

  test('a broken frame that needs an answer is answered at once from its own usable status map', () => {
    const machine = createStepMachine();
    machine.frame(initialize, 0);
    machine.frame(dailyInitialize, 10);
    const broken = withInfo(recast(firstFrame(frames, 'ATTACK'), ['Ada', 'Bo']), (info) => {
      info['day'] = 'two';
    });
    const effects = machine.frame(broken, 20);
    expect(effects.some((effect) => effect.kind === 'ask-brain')).toBe(false);
    expect(machine.sends.map((sent) => [sent.text, sent.source])).toEqual([['Bo', 'fallback']]);
    expect(machine.session.game?.agents).toEqual(OLD_CAST);
  });

  test('a mid-game NAME is answered at once; the pending answer is given up and its decision dropped', () => {
    const machine = createStepMachine();
    machine.frame(initialize, 0);
    machine.frame(dailyInitialize, 10);
    machine.frame(firstFrame(frames, 'TALK'), 20);
    const { ask } = machine.answerAsk();
    machine.frame(NAME, 30);
    expect(machine.sends.map((sent) => sent.text)).toEqual(['peerbot1']);
    expect(machine.aborted).toEqual([ask.id]);
    expect(machine.timers.has('answer')).toBe(false);
    machine.decide(ask, { kind: 'talk', text: '遅すぎた', intents: [], source: 'rule' }, 40);
    expect(machine.sends).toHaveLength(1);
    expect(machine.logs).toContainEqual({
      kind: 'late-drop',
      request: 'TALK',
      text: '遅すぎた',
      lateByMs: 40 - ask.deadline,
    });
  });

  test('after the socket closed nothing is sent, whatever comes back', () => {
    const machine = createStepMachine();
    machine.frame(initialize, 0);
    machine.frame(firstFrame(frames, 'VOTE'), 20);
    const { ask } = machine.answerAsk();
    machine.feed({ kind: 'socket-closed', at: 30 });
    expect(machine.aborted).toEqual([ask.id]);
    machine.decide(ask, { kind: 'target', target: 'ミオ', source: 'rule' }, 40);
    machine.feed({ kind: 'deadline-reached', answerId: ask.id, at: 50 });
    expect(machine.sends).toEqual([]);
  });

  test('the same session and event always give the same step, and the input is never changed', () => {
    const machine = createStepMachine();
    machine.frame(initialize, 0);
    machine.frame(dailyInitialize, 10);
    machine.frame(firstFrame(frames, 'VOTE'), 20);
    const { ask, state } = machine.answerAsk();
    const event = { kind: 'brain-answered', ask, decision: legalDecision('VOTE', state), at: 30 } as const;
    const before = machine.session;
    const first = stepSession(before, event);
    const second = stepSession(before, event);
    expect(second).toEqual(first);
    expect(machine.session).toBe(before);
    expect(before.pending?.id).toBe(ask.id);
  });
});

const PHASE_MS = 60_000;
const CAST = ['Asuka', 'Daisuke', 'Kenji', 'Minato', 'Rin'];
const lengths = { count_in_word: false, count_spaces: false, base_length: 125, mention_length: 125 };
const phaseInfo = (day: number, remainCount = 4) => ({
  game_id: '01JZ0000000000000000000000',
  day,
  agent: 'Minato',
  remain_count: remainCount,
  remain_skip: 0,
  status_map: Object.fromEntries(CAST.map((name) => [name, 'ALIVE'])),
  role_map: { Minato: 'VILLAGER' },
});
const freeformInitialize = JSON.stringify({
  request: 'INITIALIZE',
  info: phaseInfo(0),
  setting: {
    agent_count: 5,
    role_num_map: { VILLAGER: 3, SEER: 1, WEREWOLF: 1 },
    talk: { max_count: { per_agent: 4, per_day: 20 }, max_length: lengths, max_skip: 0, duration: PHASE_MS },
    whisper: { max_count: { per_agent: 0, per_day: 0 }, max_length: lengths, max_skip: 0 },
    vote: { max_count: 1, allow_self_vote: true },
    timeout: { action: 60_000, response: 120_000 },
  },
});
const phasePacket = (request: string, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ request, info: phaseInfo(1), ...extra });

const openPhase = (): StepMachine => {
  const machine = createStepMachine(stepConfig({ name: 'ours1', lang: 'en' }));
  machine.frame(freeformInitialize, 0);
  machine.frame(phasePacket('TALK_PHASE_START'), 100);
  return machine;
};

describe('speak-anytime transitions', () => {
  test('no packet is ever answered: phase packets only set the policy timer', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            agent: fc.constantFrom(...CAST),
            text: fc.constantFrom('Over', 'I am the seer.', '@Minato what do you think?', 'Kenji is suspicious.'),
          }),
          { maxLength: 12 },
        ),
        (talks) => {
          const machine = openPhase();
          talks.forEach((talk, idx) => {
            const entry = { idx, day: 1, turn: 0, skip: false, over: talk.text === 'Over', ...talk };
            machine.frame(phasePacket('TALK_BROADCAST', { new_talk: entry }), 200 + idx);
          });
          expect(machine.sends).toEqual([]);
          expect(machine.timers.has('talk')).toBe(true);
        },
      ),
      { seed: 28, numRuns: 30 },
    );
  });

  test('a tick asks the brain; an utterance that comes after the phase ended is dropped, never sent', () => {
    const machine = openPhase();
    const effects = machine.fire('talk');
    const asked = effects.find((effect) => effect.kind === 'ask-brain');
    expect(asked?.kind === 'ask-brain' && asked.ask.kind).toBe('speak');
    const { ask } = [...machine.asks.values()][0] ?? {};
    if (ask === undefined) throw new Error('no generation');
    machine.frame(phasePacket('TALK_PHASE_END'), PHASE_MS);
    expect(machine.aborted).toEqual([ask.id]);
    machine.decide(ask, { kind: 'talk', text: 'Too late now.', intents: [], source: 'rule' }, PHASE_MS + 10);
    expect(machine.sends).toEqual([]);
    expect(machine.logs.some((entry) => entry.kind === 'late-drop' && entry.text === 'Too late now.')).toBe(true);
  });

  test('an utterance in time goes out once, through the gate, and the next attempt is paced', () => {
    const machine = openPhase();
    machine.fire('talk');
    const { ask } = [...machine.asks.values()][0] ?? {};
    if (ask === undefined) throw new Error('no generation');
    machine.decide(ask, { kind: 'talk', text: 'Good morning all.', intents: [], source: 'rule' }, 3000);
    expect(machine.sends.map((sent) => [sent.request, sent.text])).toEqual([['TALK_PHASE', 'Good morning all.']]);
    // The gap scales with the phase (1 minute: a tenth of 4–6 s).
    const next = machine.timers.get('talk')?.at ?? 0;
    expect(next - 3000).toBeGreaterThanOrEqual(400);
    expect(next - 3000).toBeLessThanOrEqual(600);
  });

  test('a timer of a phase that has ended, or any other request, starts nothing', () => {
    const machine = openPhase();
    const tick = machine.timers.get('talk');
    if (tick === undefined) throw new Error('no timer');
    machine.frame(firstFrame(frames, 'VOTE').replaceAll('"VOTE"', '"DAILY_FINISH"'), 500);
    expect(machine.timers.has('talk')).toBe(false);
    const effects = machine.feed({ ...tick.event, at: tick.at });
    expect(effects).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { createAgentSession, createMemoryLogger } from '../../src/client/index.ts';
import { firstFrame, memoryConnection, recordedFrames, scriptedBrain } from './support/session-fixtures.ts';

const frames = recordedFrames({ file: 'ja_5.jsonl', client: 'peerbot1' });
const [initialize, dailyInitialize] = frames as [string, string];
const SELF = 'シオン';
const OTHERS = ['ベンジャミン', 'ミオ', 'ミナコ', 'ミナト'];

const withInfo = (frame: string, change: (info: Record<string, unknown>) => void): string => {
  const packet = JSON.parse(frame) as { info: Record<string, unknown> };
  change(packet.info);
  return JSON.stringify(packet);
};

const start = (brainFactory = createRandomBrain) => {
  const connection = memoryConnection();
  const logger = createMemoryLogger();
  const session = createAgentSession({ name: 'peerbot1', connection, brainFactory, logger, seed: 'targets' });
  session.receive('{"request":"NAME"}');
  session.receive(initialize);
  session.receive(dailyInitialize);
  return { connection, logger, session };
};

/** issue 18, failure class "a name learnt from an earlier (broken) packet was still used". */
describe('targets come from the packet in hand', () => {
  test('a name a previous packet listed is never the answer once the current packet no longer lists it', async () => {
    // A brain that always wants the ghost: the answer must fall back to a name this packet lists.
    const { connection, session } = start(
      scriptedBrain({ vote: async () => ({ kind: 'target', target: 'Ghost', source: 'rule' }) }),
    );
    session.receive(
      withInfo(firstFrame(frames, 'TALK'), (info) => {
        info['status_map'] = { ...(info['status_map'] as object), Ghost: 'ALIVE' };
      }),
    );
    await session.idle();
    for (let round = 0; round < 20; round++) {
      session.receive(firstFrame(frames, 'VOTE'));
      await session.idle();
    }
    const votes = connection.sent.slice(2);
    expect(votes).toHaveLength(20);
    for (const vote of votes) expect([...OTHERS, SELF]).toContain(vote);
  });

  test('a broken frame with a usable status map is answered from that map, not from the state', () => {
    const { connection, logger, session } = start();
    const broken = withInfo(firstFrame(frames, 'ATTACK'), (info) => {
      info['day'] = 'two';
      info['status_map'] = { ミオ: 'ALIVE', ミナコ: 'DEAD', [SELF]: 'ALIVE' };
    });
    for (let round = 0; round < 10; round++) session.receive(broken);
    // Only ミオ is alive and not ourselves in that frame's own map.
    expect(connection.sent.slice(1)).toEqual(Array(10).fill('ミオ'));
    expect(logger.records.filter((record) => record.kind === 'decode-error')).toHaveLength(10);
    // The broken frame's names were used for its answer only: the state keeps the valid roster.
    expect(session.state?.agents).toEqual([SELF, ...OTHERS]);
  });

  test('a frame over the agent limit is refused and answered from the last valid roster within the deadline', () => {
    const { connection, logger, session } = start();
    const huge = withInfo(firstFrame(frames, 'VOTE'), (info) => {
      info['status_map'] = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`Bot${index}`, 'ALIVE']));
    });
    const started = performance.now();
    session.receive(huge);
    expect(performance.now() - started).toBeLessThan(200);
    expect([...OTHERS, SELF]).toContain(connection.sent[1]);
    expect(logger.records.find((record) => record.kind === 'decode-error')).toMatchObject({ code: 'too-many-agents' });
  });

  test('an ATTACK whose only living others are fellow werewolves still names a living agent of the packet', () => {
    const { connection, session } = start(
      scriptedBrain({ attack: async () => ({ kind: 'target', target: 'Nobody', source: 'rule' }) }),
    );
    const cornered = withInfo(firstFrame(frames, 'ATTACK'), (info) => {
      info['status_map'] = { [SELF]: 'ALIVE', ミオ: 'ALIVE', ミナコ: 'DEAD', ベンジャミン: 'DEAD', ミナト: 'DEAD' };
      info['role_map'] = { [SELF]: 'WEREWOLF', ミオ: 'WEREWOLF' };
    });
    session.receive(cornered);
    return session.idle().then(() => expect(connection.sent[1]).toBe('ミオ'));
  });

  test('an odd but legal name (a lone space, a comma) is answered exactly as the packet spells it', async () => {
    const { connection, session } = start(
      scriptedBrain({ vote: async () => ({ kind: 'target', target: ' ', source: 'rule' }) }),
    );
    const odd = withInfo(firstFrame(frames, 'VOTE'), (info) => {
      info['status_map'] = { [SELF]: 'ALIVE', ' ': 'ALIVE', 'A,B': 'ALIVE' };
    });
    session.receive(odd);
    await session.idle();
    expect(connection.sent[1]).toBe(' ');
  });

  test('a truncated frame is logged and not answered, even when it starts like a request', () => {
    const { connection, logger, session } = start();
    session.receive('{"request":"TALK"');
    session.receive(firstFrame(frames, 'VOTE').slice(0, 40));
    expect(connection.sent).toEqual(['peerbot1']);
    expect(
      logger.records
        .filter((record) => record.kind === 'decode-error')
        .map((record) => record.kind === 'decode-error' && record.code),
    ).toEqual(['invalid-json', 'invalid-json']);
  });
});

import { describe, expect, it } from 'vitest';
import { openPhaseInbox } from '../../../src/arena/freeform/phase-inbox.ts';
import { createAgentLink, createMemoryChannelPair } from '../../../src/arena/index.ts';
import { flushPromises } from '../../client/freeform/fake-scheduler.ts';

const linkPair = (name: string) => {
  const pair = createMemoryChannelPair();
  return { agent: pair.agent, link: createAgentLink({ channel: pair.arena, connectionName: name }) };
};

describe('phase inbox (the shell half of a freeform phase)', () => {
  it('takes frames in arrival order, skips blank ones, stops reading an agent at its Over, drains at close', async () => {
    const first = linkPair('a1');
    const second = linkPair('b1');
    // Sent before the phase opened (hazard 4): it becomes a submission when the phase opens.
    first.agent.send('early');
    await flushPromises();
    const inbox = openPhaseInbox({
      participants: [
        { seat: 1, link: first.link },
        { seat: 2, link: second.link },
      ],
      durationMs: 60_000,
    });
    second.agent.send('hello');
    first.agent.send('   ');
    first.agent.send('Over');
    first.agent.send('after my over');
    await flushPromises();
    const texts: unknown[] = [];
    for (let index = 0; index < 3; index++) {
      const outcome = await inbox.next();
      texts.push(outcome.ok ? [outcome.seat, outcome.text] : outcome.reason);
    }
    expect(texts).toEqual([
      [1, 'early'],
      [2, 'hello'],
      [1, 'Over'],
    ]);
    expect(inbox.close()).toEqual({ dropped: 0, drained: 1 });
    // Only the pre-phase frame and the one after Over arrived unread; the drain made the latter harmless.
    expect(first.link.strays.map((stray) => [stray.text, stray.drained])).toEqual([
      ['early', false],
      ['after my over', true],
    ]);
    // After the drain, a frame is queued for the next request: the hazard the client must avoid.
    second.agent.send('late');
    await flushPromises();
    expect(second.link.strays).toMatchObject([{ text: 'late', drained: false }]);
  });

  it('reports time up when the duration passes', async () => {
    const { link } = linkPair('a1');
    const inbox = openPhaseInbox({ participants: [{ seat: 1, link }], durationMs: 20 });
    expect(await inbox.next()).toEqual({ ok: false, fatal: false, reason: 'timeout' });
    inbox.close();
  });
});

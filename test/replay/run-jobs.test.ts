import { describe, expect, it } from 'vitest';
import { runJobs } from '../../src/replay/run-jobs.ts';

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('runJobs', () => {
  it('runs every job once, never more at a time than the concurrency', async () => {
    const seen: number[] = [];
    let running = 0;
    let most = 0;
    await runJobs({
      jobs: [10, 11, 12, 13, 14, 15, 16],
      concurrency: 3,
      run: async (job, index) => {
        running++;
        most = Math.max(most, running);
        await tick();
        seen.push(job - index);
        running--;
      },
    });
    expect(seen).toEqual([10, 10, 10, 10, 10, 10, 10]);
    expect(most).toBe(3);
  });

  it('starts no job once stopped says so, and lets the running ones finish', async () => {
    const started: number[] = [];
    let stop = false;
    await runJobs({
      jobs: [0, 1, 2, 3, 4, 5],
      concurrency: 2,
      stopped: () => stop,
      run: async (job) => {
        started.push(job);
        if (job === 1) stop = true;
        await tick();
      },
    });
    expect(started).toEqual([0, 1]);
  });

  it('runs with one worker when the concurrency is zero', async () => {
    const done: number[] = [];
    await runJobs({ jobs: [1, 2], concurrency: 0, run: async (job) => void done.push(job) });
    expect(done).toEqual([1, 2]);
  });
});

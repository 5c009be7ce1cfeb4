/**
 * Runs jobs on at most `concurrency` workers at once (at least one), each worker taking the next job in
 * order as soon as it is free. `stopped` is asked before each job is taken: once it says so, no new job
 * starts (the ones running finish). Used wherever a batch asks a brain or a model per job.
 */
export const runJobs = async <Job>(options: {
  readonly jobs: readonly Job[];
  readonly concurrency: number;
  readonly run: (job: Job, index: number) => Promise<void>;
  readonly stopped?: () => boolean;
}): Promise<void> => {
  const { jobs, run, stopped } = options;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (stopped?.() !== true && next < jobs.length) {
      const index = next++;
      await run(jobs[index] as Job, index);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency, jobs.length));
  await Promise.all(Array.from({ length: workers }, worker));
};

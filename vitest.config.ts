import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // End-to-end games over real sockets need more than the 5 s default on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One module graph per worker instead of one per file: re-importing the project (zod schemas, the
    // SDK, the arena) for each of ~110 files cost half the suite's CPU time (269 s → 133 s measured).
    // Tests share no state but what these two options reset after each test: stubbed env vars and spies.
    isolate: false,
    unstubEnvs: true,
    restoreMocks: true,
    // CI gets one retry: the end-to-end games race real timers on a 2-core machine, and a single
    // scheduling hiccup must not block a landing. Locally a failure shows at once.
    retry: process.env['CI'] === undefined ? 0 : 1,
  },
});

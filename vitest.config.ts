import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // End-to-end games over real sockets need more than the 5 s default on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});

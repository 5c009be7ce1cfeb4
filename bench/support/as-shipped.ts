import type { BuildOptions } from 'esbuild';

/**
 * How a bench is bundled "as shipped": one ESM file for node 20, the packages left to node (in `npm run
 * build` they are the same code either way). The benches measure this bundle, not tsx's transform.
 */
export const AS_SHIPPED: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
};

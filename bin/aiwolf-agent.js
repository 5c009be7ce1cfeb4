#!/usr/bin/env node
// Runs the bundle dist/aiwolf-agent.js (one file, no TypeScript loader: it starts several times faster)
// when it is fresh, i.e. built after the last change under src/. When it is missing or stale, it is
// rebuilt first (esbuild, about a second, once per change); where it cannot be (no esbuild in a production
// install, a read-only folder), the TypeScript sources run through tsx, so `npx aiwolf-agent` always works
// and an edited checkout never runs stale code.
import { pathToFileURL } from 'node:url';
import { BUILT_ENTRY, isBuildFresh } from './fresh-build.js';

/** True when a fresh bundle is in place after trying to build it; any failure means "run the sources". */
const rebuilt = async () => {
  try {
    const { buildBundle } = await import('./build.js');
    await buildBundle();
    return isBuildFresh();
  } catch {
    // Nothing to report: the sources through tsx are the complete fallback, and a build error in the
    // sources shows there with a readable stack.
    return false;
  }
};

if (isBuildFresh() || (await rebuilt())) {
  await import(pathToFileURL(BUILT_ENTRY).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}

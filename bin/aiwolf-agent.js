#!/usr/bin/env node
// Runs the bundle dist/aiwolf-agent.js when `npm run build` made it and src/ has not changed since (it starts
// several times faster: one file, no TypeScript loader); otherwise runs the TypeScript sources through tsx,
// so `npx aiwolf-agent` works right after `npm ci` with no build step.
import { pathToFileURL } from 'node:url';
import { BUILT_ENTRY, isBuildFresh } from './fresh-build.js';

if (isBuildFresh()) {
  await import(pathToFileURL(BUILT_ENTRY).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}

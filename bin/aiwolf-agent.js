#!/usr/bin/env node
// Runs the compiled dist/ when `npm run build` made it and src/ has not changed since (it starts several
// times faster: no TypeScript loader); otherwise runs the TypeScript sources through tsx, so
// `npx aiwolf-agent` works right after `npm ci` with no build step.
import { isBuildFresh } from './fresh-build.js';

if (isBuildFresh()) {
  await import('../dist/cli/main.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}

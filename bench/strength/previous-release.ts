// The previous release's rule brain, frozen: the village and wolves the strength bench compares ours
// against, so a change cannot win by exploiting a habit it changed on both sides at once.
//
// Why a checkout of the commit rather than a vendored copy: the rule brain reads talk through the NL
// area and plays through the client, hundreds of files that keep changing; a copy would either drift
// (if it imported today's nl/) or duplicate the whole tree in the repository. `git archive COMMIT src`
// extracted once into `.baseline/COMMIT/` (ignored by git) is exactly that release, self-consistent,
// and costs nothing in the repository; it resolves its packages from the repository's node_modules.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrainFactory } from '../../src/brain/brain.ts';
import { PACKAGE_ROOT } from '../../src/package-root.ts';

/** main on the day the werewolf side was rebuilt (before it): the rule brain this bench calls "previous". */
export const PREVIOUS_RELEASE = '561f5dc';

// Found by walking up to our package.json: the same folder whether this file runs under tsx or inside
// the bench's bundle (built beside the bench, one folder up from here).
const repository = PACKAGE_ROOT;

const checkoutOf = (commit: string): string => join(repository, '.baseline', commit);

/** Extracts the commit's `src/` once (in the parent process, before workers start). */
export const preparePreviousRelease = (commit: string): void => {
  const target = checkoutOf(commit);
  if (existsSync(join(target, 'src', 'brain', 'rule', 'index.ts'))) return;
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const archive = execFileSync('git', ['-C', repository, 'archive', commit, 'src'], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', partial], { input: archive });
  rmSync(target, { recursive: true, force: true });
  renameSync(partial, target);
};

/** The previous release's `createRuleBrain` (the checkout must have been prepared). */
export const loadPreviousRuleBrain = async (commit: string): Promise<BrainFactory> => {
  const module = (await import(join(checkoutOf(commit), 'src', 'brain', 'rule', 'index.ts'))) as {
    createRuleBrain: BrainFactory;
  };
  return module.createRuleBrain;
};

import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBundle } from '../../bin/build.js';
import { ROOT } from '../../bin/fresh-build.js';

/**
 * The shipped start-up path: `npm run build` makes one bundle, and bin/aiwolf-agent.js runs it when it is
 * fresh, else the sources through tsx. The package is copied to a temp folder (package.json and bin/
 * copied; src/, prompts/, config/, node_modules/ linked), so the bundle must find prompts and configs from
 * its own package root, not from the source tree, and nothing touches the checkout's dist/.
 */
const transcript = join(ROOT, '..', 'shared', 'fixtures', 'server-transcripts', 'en_5.jsonl');
let packageDir = '';
let workDir = '';

const run = (entry: string, args: readonly string[], input = '') =>
  spawnSync(process.execPath, [entry, ...args], { cwd: workDir, input, encoding: 'utf8', timeout: 60_000 });

beforeAll(() => {
  const base = mkdtempSync(join(tmpdir(), 'aiwolf-bundle-'));
  packageDir = join(base, 'aiwolf-agent');
  workDir = join(base, 'elsewhere');
  mkdirSync(join(packageDir, 'bin'), { recursive: true });
  mkdirSync(workDir);
  copyFileSync(join(ROOT, 'package.json'), join(packageDir, 'package.json'));
  for (const file of ['aiwolf-agent.js', 'fresh-build.js'])
    copyFileSync(join(ROOT, 'bin', file), join(packageDir, 'bin', file));
  for (const folder of ['src', 'prompts', 'config', 'node_modules'])
    symlinkSync(join(ROOT, folder), join(packageDir, folder));
});

afterAll(() => {
  if (packageDir !== '') rmSync(join(packageDir, '..'), { recursive: true, force: true });
});

describe('the bundle dist/aiwolf-agent.js', () => {
  it('is built from the static import graph and runs every kind of command from outside the checkout', async () => {
    const bundle = await buildBundle({ outfile: join(packageDir, 'dist', 'aiwolf-agent.js') });

    const help = run(bundle, ['--help']);
    expect(help.status).toBe(0);
    for (const name of [
      'rpc',
      'rpc-arena',
      'protocol',
      'connect',
      'arena',
      'play',
      'prompts',
      'score',
      'translate',
      'replay',
      'judge',
    ])
      expect(help.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    expect(run(bundle, ['protocol', 'normalize'], 'Agent[1]VOTE  Agent[2]\n').stdout).toBe(
      'Agent[01] VOTE Agent[02]\n',
    );

    // config/arena/*.yml and prompts/phrases/en through the package root
    const game = run(bundle, ['play', '--players', '5', '--lang', 'en', '--seed', 'bundle']);
    expect(game.stderr).toBe('');
    expect(game.stdout).toMatch(/Winner|winner|VILLAGER|WEREWOLF/);
    // prompts/en (the LLM prompt templates)
    const preview = run(bundle, ['prompts', 'preview', '--packet', transcript, '--lang', 'en', '--template', 'vote']);
    expect(preview.status).toBe(0);
    expect(preview.stdout).toContain('## system');
    const spoken = run(
      bundle,
      ['translate', '--to-nl', '--lang', 'en', '--agents', 'a,b,c,d,e'],
      'Agent[01] COMINGOUT Agent[01] SEER\n',
    );
    expect(JSON.parse(spoken.stdout)).toMatchObject({ text: expect.stringMatching(/seer/i) });
    // prompts/judge/ja (the judge's templates): its plan is printed before the first request, which
    // then fails (nothing listens on that port) with the judge's clear error.
    vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
    vi.stubEnv('OPENAI_API_KEY', 'sk-none');
    const contestLog = join(ROOT, '..', 'shared', 'fixtures', 'aiwolfdial-logs', 'jsai2026_truck5', 'game1.log');
    const judged = run(bundle, [
      'judge',
      contestLog,
      '--rankings',
      join(workDir, 'rankings.jsonl'),
      '--concurrency',
      '1',
    ]);
    vi.unstubAllEnvs();
    expect(judged.stderr).toMatch(/^judge: 5 requests to /m);
    expect(judged.stderr).toMatch(/judge_model_failed/);
    expect(judged.status).toBe(2);
  }, 60_000);
});

describe('bin/aiwolf-agent.js', () => {
  const bin = (): string => join(packageDir, 'bin', 'aiwolf-agent.js');
  const marker = (): string => join(packageDir, 'dist', 'aiwolf-agent.js');

  it('runs the bundle when it is newer than src/ and the lockfile', () => {
    mkdirSync(join(packageDir, 'dist'), { recursive: true });
    writeFileSync(marker(), "console.log('ran the bundle');\n");
    const future = new Date(Date.now() + 3_600_000);
    utimesSync(marker(), future, future);
    expect(run(bin(), ['--help']).stdout).toBe('ran the bundle\n');
  });

  it('runs the sources through tsx when the bundle is stale and cannot be rebuilt (no bin/build.js, as without esbuild)', () => {
    writeFileSync(marker(), "console.log('ran the bundle');\n");
    utimesSync(marker(), new Date(0), new Date(0));
    const normalized = run(bin(), ['protocol', 'normalize'], 'Agent[1]VOTE  Agent[2]\n');
    expect(normalized.stdout).toBe('Agent[01] VOTE Agent[02]\n');
  });

  it('rebuilds a stale bundle on start and then runs it (an edited checkout starts fast from the second run)', () => {
    copyFileSync(join(ROOT, 'bin', 'build.js'), join(packageDir, 'bin', 'build.js'));
    writeFileSync(marker(), "console.log('ran the bundle');\n");
    utimesSync(marker(), new Date(0), new Date(0));
    const normalized = run(bin(), ['protocol', 'normalize'], 'Agent[1]VOTE  Agent[2]\n');
    expect(normalized.stdout).toBe('Agent[01] VOTE Agent[02]\n');
    expect(readFileSync(marker(), 'utf8')).not.toContain('ran the bundle');
    expect(readFileSync(`${marker()}.map`, 'utf8')).toContain('"sources"');
    // What the bin just ran is the new bundle: it is fresh now, and runs on its own.
    expect(run(marker(), ['protocol', 'normalize'], 'Over\n').stdout).toBe('Over\n');
  }, 60_000);
});

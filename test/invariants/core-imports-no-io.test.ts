/**
 * Invariant 7: the core (`vocabulary`, `protocol`, `packets`, `game`, `nl`, `brain` minus the LLM adapter) imports no
 * I/O. A static scan of every core source file: no I/O module in a static import, re-export, `require`
 * or dynamic import; no relative import that leaves the core (the shell — client, transport, llm,
 * arena, config, cli, rpc, nl-io — is where I/O lives); no use of `process`. Fails naming the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CORE_DIRECTORIES = ['src/vocabulary', 'src/protocol', 'src/packets', 'src/game', 'src/nl', 'src/brain'];
/** Pure helpers at the top of src/ that the core may use (scanned too). */
const SHARED_PURE_FILES = ['src/random.ts', 'src/result.ts', 'src/errors.ts'];

/** Modules that do I/O (network, files, processes, environment). Any `node:` builtin not listed as pure is refused too. */
const IO_MODULES = new Set([
  'ws',
  'openai',
  'dotenv',
  'undici',
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'http2',
  'dgram',
  'tls',
  'child_process',
  'cluster',
  'worker_threads',
  'readline',
  'process',
  'os',
]);
const PURE_NODE_BUILTINS = new Set(['node:util', 'node:assert']);

/**
 * The one I/O door the core may have: the LLM brain's entry point loads the shell adapter (src/llm,
 * the openai SDK) lazily, so the core never imports it statically (design: "brain minus the LLM adapter").
 */
const ALLOWED_DYNAMIC_IMPORTS: readonly { file: string; pattern: RegExp }[] = [
  { file: 'src/brain/llm/index.ts', pattern: /^new URL\('\.\.\/\.\.\/llm\/index\.ts', import\.meta\.url\)\.href$/ },
];

const listTypeScript = (directory: string): string[] =>
  readdirSync(join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return listTypeScript(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

/** Removes comments, keeping string literals (import specifiers live in them). */
const stripComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Removes string and template literals too, for the `process` check. */
const stripStrings = (code: string): string =>
  code.replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");

const isIoModule = (specifier: string): boolean => {
  const bare = specifier.replace(/^node:/, '');
  if (IO_MODULES.has(bare) || IO_MODULES.has(bare.split('/')[0] ?? '')) return true;
  return specifier.startsWith('node:') && !PURE_NODE_BUILTINS.has(specifier);
};

const insideCore = (file: string, specifier: string): boolean => {
  const target = relative(ROOT, resolve(ROOT, dirname(file), specifier)).replaceAll('\\', '/');
  return CORE_DIRECTORIES.some((directory) => target.startsWith(`${directory}/`)) || SHARED_PURE_FILES.includes(target);
};

/** The argument text of every `import(…)` call, parentheses balanced. */
const dynamicImportArguments = (code: string): string[] =>
  [...code.matchAll(/(?<![\w$.])import\s*\(/g)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 1;
    let end = start;
    while (end < code.length && depth > 0) {
      const character = code[end];
      if (character === '(') depth++;
      if (character === ')') depth--;
      end++;
    }
    return code.slice(start, end - 1).trim();
  });

/** Every I/O problem of one source file, each naming the file. */
const scanSource = (file: string, source: string): string[] => {
  const code = stripComments(source);
  const problems: string[] = [];
  const checkSpecifier = (specifier: string, how: string): void => {
    if (specifier.startsWith('.')) {
      if (!insideCore(file, specifier)) problems.push(`${file}: ${how} '${specifier}' leaves the core`);
    } else if (isIoModule(specifier)) problems.push(`${file}: ${how} the I/O module '${specifier}'`);
  };
  for (const match of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s+(?:type\s+)?(?:[\w*${},\s]+?\s+from\s+)?['"]([^'"]+)['"]/g,
  ))
    checkSpecifier(match[1] ?? '', 'imports');
  for (const match of code.matchAll(/\brequire\s*\(\s*(['"]?)([^'")]*)\1\s*\)/g))
    checkSpecifier(match[2] ?? '', 'requires');
  for (const argument of dynamicImportArguments(code)) {
    const literal = /^['"]([^'"]+)['"]$/.exec(argument);
    if (literal !== null) {
      checkSpecifier(literal[1] ?? '', 'dynamically imports');
      continue;
    }
    const allowed = ALLOWED_DYNAMIC_IMPORTS.some((entry) => entry.file === file && entry.pattern.test(argument));
    if (!allowed) problems.push(`${file}: dynamic import of a computed module (${argument})`);
  }
  const bare = stripStrings(code);
  if (/(?<![\w$.])process\s*(?:\.|\?\.|\[)|globalThis\s*\.\s*process\b|\bprocess\s*\)/.test(bare))
    problems.push(`${file}: uses process`);
  if (/(?<![\w$.])(?:Bun|Deno)\s*\./.test(bare)) problems.push(`${file}: uses a runtime global`);
  return problems;
};

const coreFiles = (): string[] => [...CORE_DIRECTORIES.flatMap(listTypeScript), ...SHARED_PURE_FILES];

describe('invariant 7: the core imports no I/O', () => {
  it('finds the core files', () => {
    const files = coreFiles();
    expect(files.length).toBeGreaterThan(80);
    for (const directory of CORE_DIRECTORIES)
      expect(
        files.some((file) => file.startsWith(`${directory}/`)),
        directory,
      ).toBe(true);
  });

  it('no core file imports ws, openai, fs, net, http, a shell module, or uses process', () => {
    const problems = coreFiles().flatMap((file) => scanSource(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('the scan catches every kind of I/O import (controls)', () => {
    const file = 'src/game/example.ts';
    const cases: [string, string][] = [
      ["import { readFileSync } from 'node:fs';", "I/O module 'node:fs'"],
      ["import fs from 'fs';", "I/O module 'fs'"],
      ["import { WebSocket } from 'ws';", "I/O module 'ws'"],
      ["import OpenAI from 'openai';", "I/O module 'openai'"],
      ["import type { Socket } from 'node:net';", "I/O module 'node:net'"],
      ["import { createServer } from 'node:http';", "I/O module 'node:http'"],
      ["import { readFile } from 'node:fs/promises';", "I/O module 'node:fs/promises'"],
      ["export { x } from 'node:http';", "I/O module 'node:http'"],
      ["import 'dotenv/config';", "I/O module 'dotenv/config'"],
      ["const shell = await import('../llm/index.ts');", 'leaves the core'],
      ["const m = await import('node:fs');", "I/O module 'node:fs'"],
      ['const m = await import(name);', 'dynamic import of a computed module'],
      ["import { connect } from '../transport/index.ts';", 'leaves the core'],
      ['const key = process.env.OPENAI_API_KEY;', 'uses process'],
      ['process.stdout.write("x");', 'uses process'],
      ['const { env } = globalThis.process;', 'uses process'],
    ];
    for (const [source, expected] of cases) {
      const problems = scanSource(file, source);
      expect(problems.join('\n'), source).toContain(expected);
      expect(problems.join('\n'), source).toContain(file);
    }
    // Pure code passes: core imports, zod, comments and strings mentioning I/O.
    const pure = [
      "import { z } from 'zod';",
      "import type { GameState } from './state.ts';",
      "import { parse } from '../protocol/index.ts';",
      "// process.env is read by the shell, not here; import('node:fs') neither",
      "const note = 'the process. of fitting';",
    ].join('\n');
    expect(scanSource(file, pure)).toEqual([]);
  });
});

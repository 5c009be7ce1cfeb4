import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/vocabulary/index.ts';

/**
 * Keeps docs/development.md's architecture map true: every import between src/ areas must be allowed by
 * the map's "may import" column, the allowed graph has no cycle, and src/ has no dynamic import at all:
 * a computed specifier hides the edge from tsc, biome and this test, and even a literal one splits the
 * graph the bundle (`npm run build`) is made from. Start-up speed comes from the bundle instead.
 */
const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');
/** Project-wide helpers every area may use. */
const SHARED_FILES = new Set(['errors.ts', 'result.ts', 'random.ts', 'package-root.ts']);

const readMap = (): Map<string, readonly string[] | 'any'> => {
  const text = readFileSync(join(root, 'docs/development.md'), 'utf8');
  const section = text.split('## Architecture map')[1]?.split('\n## ')[0] ?? '';
  const map = new Map<string, readonly string[] | 'any'>();
  for (const line of section.split('\n')) {
    const match = /^\| `src\/([a-z-]+)\/` \|.*\| ([^|]*) \|$/.exec(line);
    if (match === null) continue;
    const allowed = (match[2] ?? '').trim();
    map.set(
      match[1] ?? '',
      allowed === 'any' ? 'any' : [...allowed.matchAll(/`([a-z-]+)`/g)].map((found) => found[1] ?? ''),
    );
  }
  return map;
};

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });

const areaOf = (path: string): string | undefined => {
  const parts = relative(src, path).split('/');
  return parts.length > 1 ? parts[0] : undefined;
};

type Edge = { readonly from: string; readonly to: string; readonly file: string; readonly specifier: string };

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\s*\(\s*([^)]*)\)/g;

const scan = () => {
  const edges: Edge[] = [];
  const dynamic: string[] = [];
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const from = areaOf(file);
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? '';
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      const to = areaOf(target);
      const targetName = relative(src, target);
      if (from === undefined || SHARED_FILES.has(targetName) || to === undefined || to === from) continue;
      edges.push({ from, to, file: relative(root, file), specifier });
    }
    for (const match of text.matchAll(DYNAMIC))
      dynamic.push(`${relative(root, file)}: import(${(match[1] ?? '').trim()})`);
  }
  return { edges, dynamic };
};

describe('the architecture map in docs/development.md matches the imports', () => {
  const map = readMap();
  const { edges, dynamic } = scan();

  test('every src/ area is on the map', () => {
    const areas = readdirSync(src).filter((name) => statSync(join(src, name)).isDirectory());
    expect(areas.filter((area) => !map.has(area))).toEqual([]);
    expect(map.size).toBeGreaterThan(10);
  });

  test('every import between areas is one the map allows', () => {
    const forbidden = edges
      .filter((edge) => {
        const allowed = map.get(edge.from);
        return allowed !== 'any' && !(allowed ?? []).includes(edge.to);
      })
      .map((edge) => `${edge.file} imports ${edge.specifier} (${edge.from} → ${edge.to})`);
    expect(forbidden).toEqual([]);
  });

  test('the allowed graph has no cycle, so the areas form layers', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycles: string[] = [];
    const visit = (area: string, path: readonly string[]): void => {
      if (done.has(area)) return;
      if (visiting.has(area)) {
        cycles.push([...path, area].join(' → '));
        return;
      }
      visiting.add(area);
      const allowed = map.get(area);
      for (const next of allowed === 'any' || allowed === undefined ? [] : allowed) visit(next, [...path, area]);
      visiting.delete(area);
      done.add(area);
    };
    for (const area of map.keys()) visit(area, []);
    expect(cycles).toEqual([]);
  });

  test('no dynamic import anywhere in src/: neither computed (`import(new URL(…))`) nor literal', () => {
    expect(dynamic).toEqual([]);
  });

  test('the dynamic-import scanner finds both kinds', () => {
    const found = [
      "const model = await import(new URL('../llm/index.ts', import.meta.url).href);",
      "load: async () => (await import('./arena-command.ts')).registerArenaCommand,",
      'const plugin = await import ( name );',
    ].flatMap((line) => [...line.matchAll(DYNAMIC)].map((match) => match[1]?.trim()));
    expect(found).toEqual(["new URL('../llm/index.ts', import.meta.url", "'./arena-command.ts'", 'name']);
  });

  test('the scanner sees the edges it checks (packets → vocabulary, compose → brain)', () => {
    expect(edges.some((edge) => edge.from === 'packets' && edge.to === 'vocabulary')).toBe(true);
    expect(edges.some((edge) => edge.from === 'compose' && edge.to === 'brain')).toBe(true);
    expect(edges.some((edge) => edge.from === 'packets' && edge.to === 'game')).toBe(false);
  });
});

describe('every catch handles, logs, or says why neither is needed', () => {
  test("a catch (or an 'error' listener) that drops the error names the reason in a comment", () => {
    const silent: string[] = [];
    for (const file of sourceFiles(src)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        const bare = /\bcatch \{\s*$/.test(line) && !(lines[index + 1] ?? '').trim().startsWith('//');
        const dropped = /\.catch\(\(\) =>/.test(line) && !line.includes('//');
        const ignoredErrorEvent = /\.on\('error', \(\) => \{\s*\}\)/.test(line) && !line.includes('//');
        if (bare || dropped || ignoredErrorEvent) silent.push(`${relative(root, file)}:${index + 1}`);
      });
    }
    expect(silent).toEqual([]);
  });
});

describe('one place per concern', () => {
  const folders = (folder: string): string[] =>
    readdirSync(folder)
      .map((name) => join(folder, name))
      .filter((path) => statSync(path).isDirectory())
      .flatMap((path) => [relative(src, path), ...folders(path)]);

  test('the function-call protocol is one area: its code in function-call/, its sockets and wiring in their twins', () => {
    const places = folders(src).filter((folder) => /(^|\/)(function-call|rpc)$/.test(folder));
    expect(places.sort()).toEqual(['compose/function-call', 'function-call', 'transport/function-call']);
    const { edges } = scan();
    const importers = new Set(edges.filter((edge) => edge.to === 'function-call').map((edge) => edge.from));
    expect([...importers].filter((area) => area !== 'compose' && area !== 'cli')).toEqual([]);
    expect(importers.has('compose')).toBe(true);
  });

  test('wiring lives in compose: only the commands (cli) import the composition root', () => {
    const { edges } = scan();
    expect([
      ...new Set(edges.filter((edge) => edge.to === 'compose' && edge.from !== 'cli').map((edge) => edge.file)),
    ]).toEqual([]);
  });

  test('wiring lives in compose (and flag parsing in cli): no other cli/ folder or *-command.ts file', () => {
    const stray = [
      ...folders(src).filter((folder) => /(^|\/)cli$/.test(folder) && folder !== 'cli'),
      ...sourceFiles(src)
        .map((file) => relative(src, file))
        .filter((file) => file.endsWith('-command.ts') && !file.startsWith('cli/')),
    ];
    expect(stray).toEqual([]);
  });

  test('no cast through unknown (`as unknown as`): a value gets its type from a schema or a checked build', () => {
    const casts = sourceFiles(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\bas unknown as\b/.test(line) ? [`${relative(root, file)}:${index + 1}`] : [])),
    );
    expect(casts).toEqual([]);
  });

  test('no two source files share a base name (index.ts, each folder’s public API, and nl/<language>/ aside): one name per concept', () => {
    const byName = new Map<string, string[]>();
    for (const file of sourceFiles(src)) {
      const name = file.slice(file.lastIndexOf('/') + 1);
      if (name !== 'index.ts') byName.set(name, [...(byName.get(name) ?? []), relative(src, file)]);
    }
    // The one exemption: the phrase rules of each contest language sit in parallel folders `nl/<language>/`,
    // where the same concept in another language keeps its name (`nl/ja/judgements.ts`, `nl/en/judgements.ts`).
    const perLanguage = (files: readonly string[]): boolean =>
      files.every((file) => LANGUAGES.some((language) => file === `nl/${language}/${basename(file)}`));
    expect([...byName.values()].filter((files) => files.length > 1 && !perLanguage(files))).toEqual([]);
  });
});

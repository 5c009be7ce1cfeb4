import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readReference } from './corpus.ts';

const binary = fileURLToPath(new URL('../../bin/aiwolf-agent.js', import.meta.url));

type Run = { readonly code: number | null; readonly stdout: string; readonly stderr: string };

/** Runs the real binary the way a user does, with `input` on stdin. */
const run = (args: readonly string[], input: string | Buffer): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [binary, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });

describe('aiwolf-agent protocol (end to end)', () => {
  // One process per behaviour: each start of the binary costs seconds on a loaded machine.
  it('normalize writes one line per input line: normal form or ERROR <code> <offset> <message>', async () => {
    const reference = readReference();
    const handWritten = [
      'Agent[1]VOTE  Agent[2]',
      'REQUEST (VOTE ANY)',
      '',
      'BECAUSE (VOTE Agent[01])',
      'OR (VOTE Agent[07]) ',
    ];
    const junk = Buffer.from([
      0x00, 0xff, 0xfe, 0x28, 0x29, 0x0a, 0xc3, 0x28, 0x0a, 0xe2, 0x80, 0xa8, 0x0a, 0x41, 0x4e, 0x44, 0x20, 0x28, 0x0a,
    ]);
    const text = [...handWritten, ...reference.map((entry) => entry.input)].map((line) => `${line}\n`).join('');
    const result = await run(['protocol', 'normalize'], Buffer.concat([Buffer.from(text, 'utf8'), junk]));
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines).toHaveLength(handWritten.length + reference.length + 4 + 1);
    expect(lines.slice(0, handWritten.length)).toEqual([
      'Agent[01] VOTE Agent[02]',
      'REQUEST ANY (VOTE ANY)',
      'ERROR empty-text 0 the text (or a clause) is empty after trimming',
      'ERROR missing-second-clause 8 BECAUSE and XOR need two clauses',
      'OR (VOTE Agent[07])',
    ]);
    reference.forEach((entry, index) => {
      const line = lines[handWritten.length + index] ?? '';
      if (entry.validate) expect(line).toBe(entry.parse.text);
      else expect(line).toMatch(/^ERROR [a-z-]+ \d+ /);
    });
    const junkLines = lines.slice(handWritten.length + reference.length, -1);
    expect(junkLines.every((line) => line.startsWith('ERROR '))).toBe(true);
  }, 60_000);

  it('parse writes JSON, resolves subjects with --speaker, and reads ver2 text with --lenient', async () => {
    const result = await run(
      ['protocol', 'parse', '--speaker', 'Agent[01]', '--lenient'],
      'REQUEST(VOTE Agent[03])\nVOTE\n',
    );
    const [first, second] = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(first).toEqual({ subject: 1, type: 'REQUEST', target: 0, clause: { subject: 0, type: 'VOTE', target: 3 } });
    expect(second).toEqual({ error: { code: 'expected-blank', offset: 4, length: 0, message: expect.any(String) } });
  }, 30_000);

  it('rejects a bad --speaker with a usage error', async () => {
    const result = await run(['protocol', 'parse', '--speaker', 'Minato'], '');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('--speaker');
  }, 30_000);

  it('--help explains both commands', async () => {
    const result = await run(['protocol', '--help'], '');
    expect(result.stdout).toContain('normalize');
    expect(result.stdout).toContain('ERROR <code> <offset> <message>');
    expect(result.stdout).toContain('--speaker');
  }, 30_000);
});

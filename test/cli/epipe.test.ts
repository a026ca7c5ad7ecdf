/**
 * `scorio-eval compare … | head`: the reader closes the pipe after the first lines, and the CLI's
 * next write finds it closed (EPIPE). Found by a hostile review (issue 38): the unhandled stream
 * error ended the process with exit 1, the regression code, and a stack trace, in 5 of 8 runs
 * (whenever the report was still being written when `head` quit). The CLI (dist/cli.js, as users
 * run it) must end quietly with the verdict's status.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, requireBundle } from '../e2e/harness.js';

const CLI = join(repoRoot, 'dist/cli.js');
let dir: string;

/** A one-trial CSV of 300 questions, each right when `right(q)`. */
function csv(right: (q: number) => boolean): string {
  const rows = Array.from({ length: 300 }, (_, q) => `q${q},${right(q) ? 1 : 0}`);
  return `question_id,t1\n${rows.join('\n')}\n`;
}

/** A config of 120 benchmarks comparing `candidate` with half.csv: a report of hundreds of KB. */
function config(candidate: string): string {
  const rows = Array.from(
    { length: 120 },
    (_, i) => `  - { name: b${i}, baseline: half.csv, candidate: ${candidate} }`,
  );
  return `benchmarks:\n${rows.join('\n')}\n`;
}

beforeAll(() => {
  requireBundle();
  dir = mkdtempSync(join(tmpdir(), 'scorio-epipe-'));
  writeFileSync(
    join(dir, 'half.csv'),
    csv((q) => q % 2 === 0),
  );
  writeFileSync(
    join(dir, 'more.csv'),
    csv((q) => q % 2 === 0 || q % 3 === 0),
  );
  writeFileSync(
    join(dir, 'less.csv'),
    csv((q) => q % 4 === 0),
  );
  writeFileSync(join(dir, 'better.yml'), config('more.csv'));
  writeFileSync(join(dir, 'worse.yml'), config('less.csv'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the CLI with its standard output read as `head -c 1` would: the first chunk, then the pipe
 * closed while the report (hundreds of KB: more than a pipe holds) is still being written.
 */
function closedEarly(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: dir });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => (stderr += text));
    child.stdout.once('data', () => child.stdout.destroy());
    child.on('error', fail);
    child.on('close', (code) => done({ code, stderr }));
  });
}

describe('a closed output pipe', () => {
  it('ends the CLI quietly with the verdict’s exit status: 0 without a regression, 1 with one', async () => {
    // The report is larger than a pipe holds, so the pipe is closed while it is written: every run.
    const improved = await closedEarly(['compare', '--config', 'better.yml', '--format', 'json']);
    expect(improved).toEqual({ code: 0, stderr: '' });
    const worse = await closedEarly(['compare', '--config', 'worse.yml', '--format', 'json']);
    expect(worse).toEqual({ code: 1, stderr: '' });
  });
});

/** Shared by the CLI tests: the CLI in-process with captured output, and independent checks. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { main } from '../../src/cli/main.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const GOLDEN = fileURLToPath(new URL('./golden/', import.meta.url));
export const NOW = new Date('2026-01-15T12:00:00.000Z');

/** Runs `scorio-eval argv` in-process; returns the exit code and what it printed. */
export async function run(
  argv: string[],
  cwd = ROOT,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    now: () => NOW,
  });
  return { code, stdout, stderr };
}

/** Exit 2 with exactly one line on stderr and no stack trace. */
export async function expectUsageError(
  argv: string[],
  line: string | RegExp,
  cwd = ROOT,
): Promise<void> {
  const r = await run(argv, cwd);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.endsWith('\n')).toBe(true);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  if (typeof line === 'string') expect(r.stderr).toBe(`${line}\n`);
  else expect(r.stderr.trimEnd()).toMatch(line);
}

/** Bayes@N mean on a binary wide CSV, computed independently: mean over questions of (c + 1) / (N + 2). */
/** The plain mean score of a wide 0/1 CSV: the mean over questions of each row's share of 1s. */
export function meanScoreOfCsv(file: string): number {
  const rows = readFileSync(join(ROOT, file), 'utf8').trim().split('\n').slice(1);
  let sum = 0;
  for (const row of rows) {
    const cells = row.split(',').slice(1).map(Number);
    sum += cells.reduce((a, b) => a + b, 0) / cells.length;
  }
  return sum / rows.length;
}

export function bayesMeanOfCsv(file: string): number {
  const rows = readFileSync(join(ROOT, file), 'utf8').trim().split('\n').slice(1);
  let sum = 0;
  for (const row of rows) {
    const cells = row.split(',').slice(1).map(Number);
    sum += (cells.reduce((a, b) => a + b, 0) + 1) / (cells.length + 2);
  }
  return sum / rows.length;
}

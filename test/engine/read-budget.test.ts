/**
 * The read budget (src/readers/read-budget.ts): every file counts its size each time a run reads
 * it, archives also what their entries decompress to, and a run past the limit stops with a
 * ConfigError naming the setting before it reads more.
 */
import { copyFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compare } from '../../src/engine/index.js';
import { ConfigError } from '../../src/errors.js';
import { ReadBudget, readOutcomes } from '../../src/readers/index.js';
import { readZipDirectory } from '../../src/readers/zip.js';
import { repoRoot } from '../e2e/harness.js';

const DEMO = join(repoRoot, 'fixtures/demo/baseline/gsm8k-sample.csv');
const EVAL = join(repoRoot, 'fixtures/readers/inspect/custom-popularity.eval');
const size = statSync(DEMO).size;

let workspace: string;
beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'scorio-read-budget-'));
  copyFileSync(DEMO, join(workspace, 'results.csv'));
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe('ReadBudget', () => {
  it('adds up what it is charged and refuses, uncharged, what would pass the limit', () => {
    const budget = new ReadBudget(100, 'input "max-read-bytes"');
    budget.charge(60, 'a.csv');
    budget.charge(40, 'b.csv');
    expect(budget.used).toBe(100);
    expect(() => budget.charge(1, 'c.csv')).toThrow(
      new ConfigError(
        'c.csv: reading 1 more bytes would bring this run to 101, over the read budget of 100 bytes (every file counts each time it is read, and archives what they decompress to); nothing more was read. Read fewer or smaller files, or raise the budget with input "max-read-bytes".',
        'input "max-read-bytes"',
      ),
    );
    expect(budget.used).toBe(100);
  });
});

describe('a run reads at most max-read-bytes', () => {
  /** A config whose `n` benchmarks all name the same file, on both sides. */
  function manyBenchmarks(n: number): string {
    const lines = ['benchmarks:'];
    for (let i = 0; i < n; i++)
      lines.push(`  - name: b${i}`, '    baseline: results.csv', '    candidate: results.csv');
    writeFileSync(join(workspace, 'scorio.yml'), `${lines.join('\n')}\n`);
    return 'scorio.yml';
  }

  it('a file named by many benchmarks counts every time: 3 benchmarks read it 6 times', async () => {
    const configFile = manyBenchmarks(3);
    const run = (maxReadBytes: number) =>
      compare({ configFile, cwd: workspace, now: new Date(0), policy: { maxReadBytes } });
    expect((await run(6 * size)).verdict).toBe('no-change');
    const error = await errorOf(run(6 * size - 1));
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      `${join(workspace, 'results.csv')}: reading ${size.toLocaleString('en-US')} more bytes would bring this run to ${(6 * size).toLocaleString('en-US')}, over the read budget of ${(6 * size - 1).toLocaleString('en-US')} bytes (every file counts each time it is read, and archives what they decompress to); nothing more was read. Read fewer or smaller files, or raise the budget with input "max-read-bytes".`,
    );
  });

  it('the default budget (16 GiB) lets an ordinary run through', async () => {
    const outcome = await compare({
      configFile: manyBenchmarks(2),
      cwd: workspace,
      now: new Date(0),
    });
    expect(outcome.verdict).toBe('no-change');
  });

  it('an archive counts its size and, before expanding them, what its entries declare', async () => {
    const handle = await open(EVAL, 'r');
    const entries = await readZipDirectory(handle, EVAL, 'an Inspect .eval log');
    await handle.close();
    const archive = statSync(EVAL).size;
    const declared = entries.reduce((sum, e) => sum + e.size, 0);

    const roomy = new ReadBudget(archive + declared);
    await readOutcomes(EVAL, { scorer: 'match', readBudget: roomy });
    // The file, and at least one entry it expanded (never more than all of them).
    expect(roomy.used).toBeGreaterThan(archive);
    expect(roomy.used).toBeLessThanOrEqual(archive + declared);

    const error = await errorOf(
      readOutcomes(EVAL, { scorer: 'match', readBudget: new ReadBudget(archive) }),
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /^.*custom-popularity\.eval \(zip entry ".+"\): reading [\d,]+ more bytes would bring this run to/,
    );
  });
});

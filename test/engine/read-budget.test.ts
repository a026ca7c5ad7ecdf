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
import { compare, mergeReports } from '../../src/engine/index.js';
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

describe('a merge: the reports together, before any is parsed', () => {
  /** A report file of `bytes` bytes that is not JSON (sparse: no disk is written). */
  async function sparse(name: string, bytes: number): Promise<void> {
    const handle = await open(join(workspace, name), 'w');
    await handle.truncate(bytes);
    await handle.close();
  }

  it('six reports of 58 MiB (each under the 64 MiB a report may be) are over max-merge-bytes: one line, nothing parsed', async () => {
    // Found by a hostile review (issue 38): each report was checked alone and parsed at once;
    // six of 58 MiB ran for 172 s to 1.6 GB and ended in "Invalid string length".
    for (let i = 0; i < 6; i++) await sparse(`big-${i}.json`, 58 * 2 ** 20);
    const error = await errorOf(mergeReports({ reports: ['big-*.json'], cwd: workspace }));
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      'big-2.json: the reports come to 182,452,224 bytes with this one (3 of 6), over the 134,217,728 a merge may read together (held in memory at once and written back as one report); nothing was parsed. Merge fewer or smaller reports, or raise the limit with input "max-merge-bytes".',
    );
    // Raised, the reports are read (and these are not JSON).
    await expect(
      mergeReports({
        reports: ['big-*.json'],
        cwd: workspace,
        policy: { maxMergeBytes: 2 ** 30, settingName: (k) => `--${k}` },
      }),
    ).rejects.toThrow(/^big-0\.json: is not JSON/);
  });

  it('counts every report in the read budget before parsing the first', async () => {
    await sparse('first.json', 1000);
    await sparse('second.json', 1000);
    const error = await errorOf(
      mergeReports({
        reports: ['first.json', 'second.json'],
        cwd: workspace,
        policy: { maxReadBytes: 1500, settingName: (k) => `--${k}` },
      }),
    );
    // Not "first.json: is not JSON": the budget is settled before anything is parsed.
    expect((error as Error).message).toMatch(
      /^second\.json: reading 1,000 more bytes would bring this run to 2,000, over the read budget of 1,500 bytes .* raise the budget with --max-read-bytes\.$/,
    );
  });
});

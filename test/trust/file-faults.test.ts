/**
 * File-system faults: a baseline rewritten while it is read, a full disk (or an unwritable
 * directory) where the reports go, a job summary that cannot be written. The verdict always
 * reaches the log and the exit status; a half-read file is never compared.
 */
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import { main } from '../../src/cli/main.js';
import { InputError } from '../../src/errors.js';
import { readOutcomes } from '../../src/readers/index.js';
import { FakeCore } from '../action/fakes.js';
import { repoRoot } from './fuzz-helpers.js';
import { recordFigure } from './scale.js';

const FAILURE_LINE =
  'Credible regression in 1 gated metric: gsm8k-sample accuracy (bayes): -7.4 points (75.1 -> 67.7), rho >0.999 (see the job summary)';
let scratch: string;
let scenarios = 0;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'scorio-trust-files-'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  recordFigure({
    suite: 'files',
    name: 'file faults (baseline rewritten while read, full disk / unwritable report paths, failing job summary)',
    cases: scenarios,
    failures: 0,
  });
});

/** A wide CSV of `rows` questions x 64 trials (about 130 bytes a row). */
function bigCsv(rows: number): string {
  const line = Array.from({ length: 64 }, (_, i) => i % 2).join(',');
  return `${Array.from({ length: rows }, () => line).join('\n')}\n`;
}

describe('a baseline that changes while it is read', () => {
  it('appended to, rewritten, or replaced mid-read: an InputError, never a mix', async () => {
    for (const change of ['append', 'rewrite', 'replace'] as const) {
      scenarios++;
      const path = join(scratch, `moving-${change}.csv`);
      writeFileSync(path, bigCsv(200_000)); // ~26 MB: several 4 MB reads
      const reading = readOutcomes(path, { cwd: scratch });
      // Runs between two of the reader's chunks.
      setTimeout(() => {
        if (change === 'append') appendFileSync(path, bigCsv(10));
        else if (change === 'rewrite') writeFileSync(path, bigCsv(200_000).replace(/^0/, '1'));
        else {
          // Replaced as tools replace files: atomically (a rename). Removing and rewriting would
          // leave a moment with no file, in which an open running in libuv's thread pool fails
          // with "no such file" (also a typed error, but not this test's point).
          writeFileSync(`${path}.new`, bigCsv(5));
          renameSync(`${path}.new`, path);
        }
      }, 0);
      const error = await reading.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, change).toBeInstanceOf(InputError);
      expect((error as Error).message).toMatch(/changed while it was being read/);
    }
  });

  it('a file that stays put reads the same as before', async () => {
    scenarios++;
    const path = join(scratch, 'still.csv');
    writeFileSync(path, bigCsv(1000));
    const { table } = await readOutcomes(path, { cwd: scratch });
    expect(table.ids.length).toBe(1000);
  });
});

/** One action run on the demo (one credible regression), comment off. */
async function actionRun(options: {
  runnerTemp: string;
  summaryError?: Error;
  inputs?: Record<string, string>;
}) {
  const core = new FakeCore({
    config: 'fixtures/demo/scorio.yml',
    'fail-on-regression': 'true',
    comment: 'never',
    summary: 'true',
    'comment-key': 'files',
    ...options.inputs,
  });
  if (options.summaryError) core.summaryError = options.summaryError;
  const eventPath = join(scratch, `event-${scenarios}.json`);
  writeFileSync(
    eventPath,
    JSON.stringify({ pull_request: { number: 3, base: { sha: 'a'.repeat(40) } } }),
  );
  await run({
    core,
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'octo/evals',
      GITHUB_WORKSPACE: repoRoot,
      RUNNER_TEMP: options.runnerTemp,
    },
  });
  return core;
}

describe('the action when the disk is full', () => {
  it('RUNNER_TEMP cannot hold the report files: a warning; verdict, summary and exit status intact', async () => {
    scenarios++;
    // A regular file where the directory should be: mkdtemp fails (ENOTDIR) even for root.
    const notADir = join(scratch, 'runner-temp-file');
    writeFileSync(notADir, '');
    const core = await actionRun({ runnerTemp: notADir });
    expect(core.outputs.get('verdict')).toBe('regression');
    expect(core.failures).toEqual([FAILURE_LINE]);
    expect(core.outputs.get('report-json')).toBe('');
    expect(core.summaries[0]).toMatch(/^### ❌ Credible regression: gsm8k-sample accuracy /);
    expect(core.warnings.map((w) => w.message).join('\n')).toMatch(
      /could not write the report files .*ENOTDIR.*The verdict, the job summary and the exit status are not affected/,
    );
    expect(core.infos.join('\n')).toMatch(/verdict: regression/);
  });

  it('the job summary cannot be written (ENOSPC): a warning; verdict and exit status intact', async () => {
    scenarios++;
    const temp = mkdtempSync(join(scratch, 'rt-'));
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    const core = await actionRun({ runnerTemp: temp, summaryError: full });
    expect(core.outputs.get('verdict')).toBe('regression');
    expect(core.failures).toEqual([FAILURE_LINE]);
    expect(core.warnings.map((w) => w.message).join('\n')).toMatch(
      /could not write the job summary: ENOSPC/,
    );
  });
});

describe('the CLI when --out-dir cannot be written', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t), cwd: repoRoot },
    };
  };

  it.runIf(existsSync('/dev/full'))(
    'report.md on a full disk (/dev/full): the report on stdout, the verdict in the exit code',
    async () => {
      scenarios++;
      const dir = join(scratch, 'out-full');
      mkdirSync(dir);
      symlinkSync('/dev/full', join(dir, 'report.md'));
      const r = io();
      expect(
        await main(['compare', '--config', 'fixtures/demo/scorio.yml', '--out-dir', dir], r.io),
      ).toBe(1);
      expect(r.out.join('')).toMatch(/^### ❌ Credible regression/);
      expect(r.err.join('')).toMatch(
        /^scorio-eval: --out-dir: cannot write the report to .*ENOSPC.*\(verdict: regression\)\n$/m,
      );
    },
  );

  it('--out-dir is a file: no regression still prints the report, and exits 2 for the missing files', async () => {
    scenarios++;
    const file = join(scratch, 'out-file');
    writeFileSync(file, '');
    const r = io();
    const same = [
      '--baseline',
      'fixtures/demo/baseline/aime24.csv',
      '--candidate',
      'fixtures/demo/baseline/aime24.csv',
    ];
    expect(await main(['compare', ...same, '--out-dir', file], r.io)).toBe(2);
    expect(r.out.join('')).toMatch(/^### ✅ No credible regression/);
    expect(r.err.join('')).toMatch(/cannot write the report to .*\(verdict: no-change\)/);
  });
});

/**
 * The trust boundary end to end (docs/reliability.md, "Trust boundary"): the bundled action
 * (dist/index.js, under the suite's Node: 24 in CI) against a config written by a hostile pull
 * request. The config may not widen what the action
 * reads (allow-outside-workspace) or raise its limits; errors never quote a file outside the
 * workspace; the work budget stops a run before it computes.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAT_NAMES } from '../../src/config/index.js';
import { FakeGitHubServer } from '../e2e/fake-github.js';
import { type ActionRun, repoRoot, requireBundle, runAction } from '../e2e/harness.js';
import { npyBytes } from '../readers/helpers.js';
import { recordFigure } from './scale.js';

/** A value only the action process's environment holds: it must never leave the runner. */
const SECRET = 'plantedSecret-7Qm2Xv9Lr4Kd8Wz1';
const DEMO_CSV = join(repoRoot, 'fixtures/demo/baseline/gsm8k-sample.csv');

let server: FakeGitHubServer;
let scratch: string;
/** The workspace: evals/base.csv, evals/cand.csv, evals/link.csv -> ../outside/base.csv. */
let workspace: string;
/** A folder beside the workspace with a result file of the same outcomes. */
let outside: string;
let issue = 100;

beforeAll(async () => {
  requireBundle();
  server = new FakeGitHubServer();
  await server.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-e2e-trust-'));
  workspace = join(scratch, 'ws');
  outside = join(scratch, 'outside');
  mkdirSync(join(workspace, 'evals'), { recursive: true });
  mkdirSync(join(workspace, '.github'));
  mkdirSync(outside);
  copyFileSync(DEMO_CSV, join(workspace, 'evals/base.csv'));
  copyFileSync(DEMO_CSV, join(workspace, 'evals/cand.csv'));
  copyFileSync(DEMO_CSV, join(outside, 'base.csv'));
  symlinkSync(join(outside, 'base.csv'), join(workspace, 'evals/link.csv'));
});

/** Cases per figure (each case is one run of the action; the test fails on any failure). */
const figures = { widen: 0, secret: 0, limits: 0 };

afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
  recordFigure({
    suite: 'boundary',
    name: 'a PR config with allow-outside-workspace: true (absolute, ../, glob, symlink paths): refused, with a warning; allowed only by the input',
    cases: figures.widen,
    failures: 0,
  });
  recordFigure({
    suite: 'boundary',
    name: 'a planted secret in the environment, reader errors provoked on /proc/self/environ in every format: absent from log, summary, outputs, reports and comment',
    cases: figures.secret,
    failures: 0,
  });
  recordFigure({
    suite: 'boundary',
    name: 'raised limits in a PR config (max-unzipped-bytes, bootstrap iterations) and a run spread that would widen the usage gate (usage-run-spread) ignored with warnings; the work budget stops a run before computing (Maj@k at large k counted); the read budget stops one naming a file in many benchmarks',
    cases: figures.limits,
    failures: 0,
  });
});

/** Runs the action on a pull request whose config (.github/scorio.yml) is `config`. */
async function runWithConfig(
  config: string,
  inputs: Record<string, string> = {},
): Promise<ActionRun & { issue: number }> {
  writeFileSync(join(workspace, '.github/scorio.yml'), config);
  const n = ++issue;
  const run = await runAction({
    apiUrl: server.url,
    scratch,
    issue: n,
    workspace,
    inputs,
    env: { SCORIO_E2E_PLANTED: SECRET },
  });
  return { ...run, issue: n };
}

function benchmark(baseline: string, extra = '', candidate = 'evals/cand.csv'): string {
  return `benchmarks:\n  - name: gsm8k\n    baseline: ${JSON.stringify(baseline)}\n    candidate: ${JSON.stringify(candidate)}\n${extra}`;
}

/** Everything the run left where people can read it: log, summary, outputs, reports, comments. */
function published(run: ActionRun & { issue: number }): string {
  const reports = ['report-json', 'report-markdown']
    .map((name) => run.outputs[name])
    .filter((path): path is string => path !== undefined && path !== '')
    .map((path) => readFileSync(path, 'utf8'));
  const comments = (server.comments.get(run.issue) ?? []).map((c) => c.body);
  return [
    run.stdout,
    run.stderr,
    run.summary,
    JSON.stringify(run.outputs),
    ...reports,
    ...comments,
  ].join('\n');
}

const IGNORED =
  'allow-outside-workspace: true is ignored: the config is part of the pull request, and only the workflow may let the action read files outside the workspace; set input "allow-outside-workspace" to true in the workflow instead.';

describe('a pull request config cannot widen what the action reads', () => {
  it.each([
    ['an absolute path', () => join(outside, 'base.csv')],
    ['../', () => '../outside/base.csv'],
    ['a glob that reaches out', () => '../outside/*.csv'],
    ['a symbolic link that leads out', () => 'evals/link.csv'],
  ])(
    '%s with allow-outside-workspace: true in the config is refused, with a warning',
    async (_what, path) => {
      const run = await runWithConfig(`allow-outside-workspace: true\n${benchmark(path())}`);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(`::warning::.github/scorio.yml: ${IGNORED}`);
      const failure = run.stdout.split('\n').find((line) => line.startsWith('::error::'));
      expect(failure).toMatch(/(is|,) outside the workspace/);
      expect(run.outputs['verdict']).toBeUndefined();
      expect(server.comments.get(run.issue)).toBeUndefined();

      // The input (the maintainers' workflow) can allow it.
      const allowed = await runWithConfig(benchmark(path()), {
        'allow-outside-workspace': 'true',
      });
      expect(allowed.code).toBe(0);
      expect(allowed.outputs['verdict']).toBe('no-change');
      figures.widen += 2;
    },
  );

  it('paths inside the workspace are read as always', async () => {
    const run = await runWithConfig(benchmark('evals/base.csv'));
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('no-change');
    expect(run.stdout).not.toContain('::warning::');
  });
});

describe('a planted secret never leaves the runner, whatever reader error is provoked', () => {
  const formats = FORMAT_NAMES.filter((f) => f !== 'auto');

  it('refused without the input: the error names the path, not the content', async () => {
    const run = await runWithConfig(
      `allow-outside-workspace: true\n${benchmark('/proc/self/environ', '    format: csv-long\n')}`,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::\/proc\/self\/environ: is outside the workspace/);
    expect(published(run)).not.toContain(SECRET);
    figures.secret++;
  });

  it.each(formats)(
    'format %s, read with allow-outside-workspace: true (the input): nothing quoted',
    async (format) => {
      // Both sides: whichever is read first, the error is about the environment.
      const environ = '/proc/self/environ';
      const run = await runWithConfig(benchmark(environ, `    format: ${format}\n`, environ), {
        'allow-outside-workspace': 'true',
      });
      const text = published(run);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('SCORIO_E2E_PLANTED');
      expect(text).not.toMatch(/PATH=/);
      // It failed (the environment is not an eval log), and said where without quoting it.
      expect(run.code).toBe(1);
      const failure = run.stdout.split('\n').find((line) => line.startsWith('::error::'));
      expect(failure).toMatch(
        new RegExp(
          `^::error::/proc/self/environ(:\\d+)?: could not be read as ${format}; the details are not shown because the file is outside`,
        ),
      );
      figures.secret++;
    },
  );
});

describe('a pull request config cannot widen the usage gate (usage-run-spread)', () => {
  it('the config’s run spread is ignored, with a warning; the workflow’s input sets it', async () => {
    // The promptfoo runs whose latency went up 8-fold (fixtures/usage): a spread of 0.45 would
    // leave the ratio unbounded and the gate the workflow pinned comparing nothing (exit 0).
    const logs = 'fixtures/readers/promptfoo';
    copyFileSync(
      join(repoRoot, logs, 'agentverity-repeat26-99e61ac.json'),
      join(workspace, 'evals/pf-base.json'),
    );
    copyFileSync(
      join(repoRoot, logs, 'agentverity-repeat26-1dcec6b.json'),
      join(workspace, 'evals/pf-cand.json'),
    );
    const config = `usage-run-spread: { seconds: 0.45 }\n${benchmark('evals/pf-base.json', '', 'evals/pf-cand.json')}`;
    const run = await runWithConfig(config, { 'usage-gate': 'seconds=0.25', rule: 'paired' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `::warning::.github/scorio.yml: usage-run-spread is ignored: the config is part of the pull request, and only the workflow may widen the usage gate's test (a large spread gates nothing); set input "usage-run-spread" in the workflow instead.`,
    );
    const report = JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8'));
    const seconds = report.benchmarks[0].usage.find(
      (u: { measure: string }) => u.measure === 'seconds',
    );
    expect(seconds).toMatchObject({ verdict: 'regression', fails: true });
    expect(seconds).not.toHaveProperty('runSpread');

    // The workflow's input counts it (and the same 8-fold latency still fails at 0.2).
    const input = await runWithConfig(config, {
      'usage-gate': 'seconds=0.25',
      'usage-run-spread': 'seconds=0.2',
      rule: 'paired',
    });
    expect(input.code).toBe(1);
    const counted = JSON.parse(readFileSync(input.outputs['report-json'] ?? '', 'utf8'));
    expect(
      counted.benchmarks[0].usage.find((u: { measure: string }) => u.measure === 'seconds'),
    ).toMatchObject({ runSpread: 0.2, verdict: 'regression' });
    figures.limits += 2;
  });
});

describe('a pull request config cannot raise the limits', () => {
  it('max-unzipped-bytes and bootstrap iterations above the limits are ignored, with warnings', async () => {
    const config = benchmark(
      'evals/base.csv',
      '    max-unzipped-bytes: 1000000000000\n    metrics: [{ metric: bayes, uncertainty: bootstrap, iterations: 1000000 }]\n',
    );
    const run = await runWithConfig(config);
    expect(run.code).toBe(0);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toEqual([
      '::warning::.github/scorio.yml: benchmarks[0].max-unzipped-bytes: 1000000000000 is ignored: the config is part of the pull request, and only the workflow may raise this limit; 1,073,741,824 bytes apply (raise it with input "max-unzipped-bytes").',
      '::warning::.github/scorio.yml: benchmarks[0].metrics[0] (bayes): iterations 1000000 is above the limit: the config is part of the pull request, and only the workflow may raise it; 10,000 apply (raise it with input "max-bootstrap-iterations").',
    ]);
    const report = JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8'));
    expect(report.benchmarks[0].comparisons[0].bootstrap.iterations).toBe(10_000);

    // The workflow may raise the iterations (the config's million still exceeds it).
    const raised = await runWithConfig(config, { 'max-bootstrap-iterations': '20000' });
    const raisedReport = JSON.parse(readFileSync(raised.outputs['report-json'] ?? '', 'utf8'));
    expect(raisedReport.benchmarks[0].comparisons[0].bootstrap.iterations).toBe(20_000);
    figures.limits += 2;
  });

  it('reading is bounded too: a file named by many benchmarks counts each time; the input raises it', async () => {
    const size = statSync(join(workspace, 'evals/base.csv')).size;
    const many = Array.from(
      { length: 30 },
      (_, i) => `  - name: b${i}\n    baseline: evals/base.csv\n    candidate: evals/base.csv\n`,
    ).join('');
    const config = `benchmarks:\n${many}`;
    // 30 benchmarks x 2 sides = 60 reads of the file; a budget of 59 stops at the 60th.
    const run = await runWithConfig(config, { 'max-read-bytes': String(59 * size) });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error::.*evals\/base\.csv: reading [\d,]+ more bytes would bring this run to [\d,]+, over the read budget of [\d,]+ bytes .* raise the budget with input "max-read-bytes"\./,
    );
    expect(run.outputs['verdict']).toBeUndefined();
    expect(server.comments.get(run.issue)).toBeUndefined();
    const enough = await runWithConfig(config, { 'max-read-bytes': String(60 * size) });
    expect(enough.code).toBe(0);
    expect(enough.outputs['verdict']).toBe('no-change');
    figures.limits += 2;
  });

  it('the work budget counts what Maj@k costs at large k (its walks per distinct row)', async () => {
    // 512 questions x 512 trials, question q right q times: 512 distinct rows per side. Maj@512
    // walks BetaBinomial(1024) per distinct row and fills its product sums once a score, and the
    // gate's trial noise of its estimate does as much at degree N = 512: 9.0e7 units (about 0.1 s
    // of CPU). An estimate without those walks (1.1e6 units) once let such a run through any
    // budget: a budget below the estimate stops it, one above computes it.
    const m = 512;
    const data = new Uint8Array(m * m);
    for (let q = 0; q < m; q++) data.fill(1, q * m, q * m + q);
    writeFileSync(join(workspace, 'evals/wide.npy'), npyBytes('|u1', [m, m], false, data));
    const config = benchmark('evals/wide.npy', '    metrics: [maj@512]\n', 'evals/wide.npy');
    const run = await runWithConfig(config, { 'work-budget': '3e7' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error::the metrics would cost about 9\.0e7 work units, over the budget of 3\.0e7 \(largest: gsm8k maj@512 9\.0e7\); nothing was computed\./,
    );
    const enough = await runWithConfig(config, { 'work-budget': '1e9' });
    expect(enough.code).toBe(0);
    expect(enough.outputs['verdict']).toBe('no-change');
    figures.limits++;
  });

  it('the work budget stops a run before any metric is computed; the input raises it', async () => {
    const config = benchmark(
      'evals/base.csv',
      '    metrics: [{ metric: bayes, uncertainty: bootstrap, iterations: 5000 }]\n',
    );
    const run = await runWithConfig(config, { 'work-budget': '10000000' });
    expect(run.code).toBe(1);
    // 200 questions x 8 trials, 2 categories, both sides: 2 x (200 x (2 + 300) + S x 4,000) with
    // S <= 9 distinct rows a side (under 0.2e6), and 32 x 5000 x 200 = 32,000,000 for the
    // resampled questions: 3.2e7.
    expect(run.stdout).toContain(
      '::error::the metrics would cost about 3.2e7 work units, over the budget of 1.0e7 (largest: gsm8k bayes 3.2e7); nothing was computed. Use fewer bootstrap iterations, metrics or benchmarks, or raise the budget with input "work-budget".',
    );
    expect(run.outputs['verdict']).toBeUndefined();
    const enough = await runWithConfig(config, { 'work-budget': '33000000' });
    expect(enough.code).toBe(0);
    figures.limits += 2;
  });
});

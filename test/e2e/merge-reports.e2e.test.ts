/**
 * End to end, `merge-reports`: a job matrix of three jobs, each running the bundled action on one
 * benchmark with `comment: never` and `fail-on-regression: false` (as docs/action.md's matrix
 * workflow does), then a last job that merges their `report-json` files, as download-artifact lays
 * them out, and posts one comment and one check run.
 *
 * The data are made so that Holm over the union changes the verdict (test/engine/merge-reports.test.ts
 * derives the numbers): one 0/1 trial per question, 40 questions, McNemar's exact p of A 1/64, B
 * 9/256, C 1/32; at α = 0.05 each job alone regresses, and over the three (K = 3) only A does,
 * with adjusted p 0.046875, 0.0625, 0.0625.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeGitHubServer } from './fake-github.js';
import { run as runCli } from '../cli/helpers.js';
import { type ActionRun, requireBundle, runAction as runHarness } from './harness.js';

const HEAD = 'f'.repeat(40);
const M = 40;
const SHARDS = { A: [6, 0], B: [7, 1], C: [5, 0] } as const;

let server: FakeGitHubServer;
let scratch: string;
/** The matrix jobs' checkout: the data and one config per job. */
let jobs: string;

function csv(right: (q: number) => boolean): string {
  const rows = Array.from({ length: M }, (_, i) => `q${i + 1},${right(i + 1) ? 1 : 0}`);
  return `question_id,t1\n${rows.join('\n')}\n`;
}

const ENV = {
  GITHUB_SHA: HEAD,
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_RUN_ID: '4242',
};

function runAction(
  workspace: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<ActionRun> {
  return runHarness({
    apiUrl: server.url,
    scratch,
    issue: 9,
    inputs,
    workspace,
    env: { ...ENV, ...env },
  });
}

/** The three matrix jobs; their reports copied as download-artifact lays them out. */
const reports = new Map<string, string>();

beforeAll(async () => {
  requireBundle();
  server = new FakeGitHubServer();
  await server.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-merge-e2e-'));
  jobs = join(scratch, 'checkout');
  mkdirSync(join(jobs, 'evals'), { recursive: true });
  for (const [name, [down, up]] of Object.entries(SHARDS)) {
    writeFileSync(
      join(jobs, `evals/${name}-base.csv`),
      csv((q) => q <= 20),
    );
    writeFileSync(
      join(jobs, `evals/${name}-cand.csv`),
      csv((q) => (q <= 20 ? q > down : q <= 20 + up)),
    );
    writeFileSync(
      join(jobs, `evals/${name}.yml`),
      [
        'rule: paired',
        'alpha: 0.05',
        'multiple-comparisons: holm',
        'benchmarks:',
        `  - name: ${name}`,
        `    baseline: evals/${name}-base.csv`,
        `    candidate: evals/${name}-cand.csv`,
        '',
      ].join('\n'),
    );
    // One job of the matrix: `comment: never`, `fail-on-regression: false`.
    const run = await runAction(
      jobs,
      {
        config: `evals/${name}.yml`,
        comment: 'never',
        'fail-on-regression': 'false',
        'comment-key': `job-${name}`,
      },
      { GITHUB_RUN_ID: String(4000 + name.charCodeAt(0)) },
    );
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('regression');
    reports.set(name, run.outputs['report-json'] ?? '');
  }
  expect(server.comments.size).toBe(0);
});

afterEach(() => {
  server.assertContract();
  server.comments.clear();
  server.checkRuns.length = 0;
});

afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** The merge step's inputs: the reports, and the rule and levels the jobs ran with. */
const MERGE = {
  'merge-reports': 'reports/*/report.json',
  rule: 'paired',
  alpha: '0.05',
  'multiple-comparisons': 'holm',
};

/** The last job's workspace: `reports/<job>/report.json`, as download-artifact writes them. */
function downloaded(extra: Record<string, string> = {}): string {
  const ws = mkdtempSync(join(scratch, 'ws-'));
  for (const [name, file] of reports) {
    mkdirSync(join(ws, `reports/eval-${name}`), { recursive: true });
    cpSync(file, join(ws, `reports/eval-${name}/report.json`));
  }
  for (const [path, text] of Object.entries(extra)) {
    mkdirSync(join(ws, path, '..'), { recursive: true });
    writeFileSync(join(ws, path), text);
  }
  return ws;
}

describe('merge-reports: three matrix jobs, one comment', () => {
  it('merges the three reports: Holm over the union fails A alone; one comment, one check run', async () => {
    const ws = downloaded();
    const run = await runAction(ws, { ...MERGE, 'check-run': 'true' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['regressions']).toBe('1');
    const json = JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8')) as {
      gatedComparisons: number;
      falseAlarmBound: number;
      benchmarks: { name: string; comparisons: { adjustedPValue: number; fails: boolean }[] }[];
      shards: {
        file: string;
        benchmarks: string[];
        verdict: string;
        provenance: { workflowRun: { url: string } | null };
      }[];
    };
    expect(json.gatedComparisons).toBe(3);
    expect(json.falseAlarmBound).toBe(0.05);
    expect(
      json.benchmarks.map((b) => [
        b.name,
        b.comparisons[0]?.adjustedPValue,
        b.comparisons[0]?.fails,
      ]),
    ).toEqual([
      ['A', 0.046875, true],
      ['B', 0.0625, false],
      ['C', 0.0625, false],
    ]);
    expect(json.shards.map((s) => [s.file, s.benchmarks, s.verdict])).toEqual([
      ['reports/eval-A/report.json', ['A'], 'regression'],
      ['reports/eval-B/report.json', ['B'], 'regression'],
      ['reports/eval-C/report.json', ['C'], 'regression'],
    ]);
    // Each job's run, linked from this repository's own pages only.
    expect(json.shards[0]?.provenance.workflowRun).toEqual({
      url: 'https://github.com/octo/evals/actions/runs/4065',
    });
    const comments = server.comments.get(9) ?? [];
    expect(comments).toHaveLength(1);
    const lines = comments[0]?.body.split('\n') ?? [];
    expect(lines[0]).toBe('### ❌ Credible regression: A accuracy -15.0\u00a0pp');
    expect(lines).toContain(
      "**Merged from 3 reports** (judged as one run, Holm's adjustment over all 3 gated comparisons together)",
    );
    expect(lines.find((l) => l.startsWith('- **reports/eval-A/report.json**'))).toBe(
      '- **reports/eval-A/report.json**: A · baseline workspace · candidate [`fffffff`](https://github.com/octo/evals/commit/ffffffffffffffffffffffffffffffffffffffff) · [its run](https://github.com/octo/evals/actions/runs/4065)',
    );
    expect(server.checkRuns).toHaveLength(1);
    expect(server.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
  });

  it('a benchmark in two reports: the step fails naming both files, nothing is posted', async () => {
    const ws = downloaded();
    cpSync(join(ws, 'reports/eval-A/report.json'), join(ws, 'reports/eval-A2/report.json'), {});
    const run = await runAction(ws, MERGE);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::reports/eval-A2/report.json: benchmark "A" is also in reports/eval-A/report.json: every benchmark of a merge must come from one report',
    );
    expect(server.comments.size).toBe(0);
  });

  it('a hostile report: its links are dropped, its names escaped; a link out of the workspace is refused', async () => {
    const text = readFileSync(reports.get('B') ?? '', 'utf8');
    const hostile = JSON.parse(text) as {
      benchmarks: { name: string }[];
      provenance: { workflowRun: unknown; baseline: Record<string, unknown> };
    };
    const [first] = hostile.benchmarks;
    if (first !== undefined) first.name = '@octo/team [click](https://evil.example) <img src=x>';
    hostile.provenance.workflowRun = { url: 'https://evil.example/phish' };
    hostile.provenance.baseline = {
      kind: 'artifact',
      artifact: 'evals',
      run: {
        number: 1,
        url: 'https://github.com/octo/evals/actions/runs/1/../../../../evil',
        createdAt: null,
      },
    };
    const ws = downloaded({ 'reports/eval-B/report.json': JSON.stringify(hostile) });
    const run = await runAction(ws, MERGE);
    const body = server.comments.get(9)?.[0]?.body ?? '';
    // The name's text stays, escaped (no link, mention or HTML); the links are gone.
    expect(body).not.toContain('https://evil');
    expect(body).not.toContain('phish');
    expect(body).not.toContain('/../');
    expect(body).not.toMatch(/<img|\]\(https:\/\/evil/);
    expect(body).toContain(
      '@&#8203;octo/team \\[click\\](https:&#8203;//evil.example) &lt;img src=x&gt;',
    );
    expect(run.code).toBe(1);

    const outside = mkdtempSync(join(scratch, 'outside-'));
    writeFileSync(join(outside, 'report.json'), text);
    const linked = downloaded();
    rmSync(join(linked, 'reports/eval-C/report.json'));
    symlinkSync(join(outside, 'report.json'), join(linked, 'reports/eval-C/report.json'));
    const refused = await runAction(linked, MERGE);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(
      /::error::reports\/eval-C\/report\.json: resolves to ".*outside-.*report\.json", outside the workspace/,
    );
  });

  it('an unknown schema version and a report over the size limit are refused by name', async () => {
    const v2 = readFileSync(reports.get('A') ?? '', 'utf8').replace(
      '"scorio-eval-report/1"',
      '"scorio-eval-report/2"',
    );
    const run = await runAction(downloaded({ 'reports/eval-A/report.json': v2 }), MERGE);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::reports/eval-A/report.json schema: is "scorio-eval-report/2": this version of scorio-eval reads scorio-eval-report/1 only',
    );
    const budget = await runAction(downloaded(), { ...MERGE, 'max-read-bytes': '1000' });
    expect(budget.code).toBe(1);
    expect(budget.stdout).toMatch(
      /::error::reports\/eval-A\/report\.json: reading [\d,]+ more bytes would bring this run to [\d,]+, over the read budget of 1,000 bytes/,
    );
  });

  it("inputs that belong on the matrix jobs are refused; the rule and levels are the merge step's own", async () => {
    const run = await runAction(downloaded(), { ...MERGE, margin: '0.02' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::input "margin" does not apply with "merge-reports": each report was read by its matrix job',
    );
    // Without the jobs' rule the merge judges under its default, and the reports are refused.
    const unset = await runAction(downloaded(), { 'merge-reports': 'reports/*/report.json' });
    expect(unset.code).toBe(1);
    expect(unset.stdout).toContain(
      '::error::reports/eval-A/report.json settings.rule: is "paired", and this merge judges under rule "overlap" (input "rule"): a merge takes its rule and levels from its own settings, never from a report',
    );
    expect(server.comments.size).toBe(0);
  });

  it('the run spread is the merge step’s own too (input usage-run-spread): a report that counted another is refused', async () => {
    // One job's report of the promptfoo runs (latency up 8-fold), gated with a 5% run spread.
    const ws = mkdtempSync(join(scratch, 'spread-'));
    mkdirSync(join(ws, 'reports/router'), { recursive: true });
    const config = join(ws, 'job.yml');
    writeFileSync(
      config,
      [
        'rule: paired',
        'usage-run-spread: { seconds: 0.05 }',
        'benchmarks:',
        '  - name: router',
        '    baseline: fixtures/readers/promptfoo/agentverity-repeat26-99e61ac.json',
        '    candidate: fixtures/readers/promptfoo/agentverity-repeat26-1dcec6b.json',
        '    usage-gate: { seconds: 0.25 }',
        '',
      ].join('\n'),
    );
    const job = await runCli(['compare', '--config', config, '--format', 'json']);
    writeFileSync(join(ws, 'reports/router/report.json'), job.stdout);
    const inputs = { 'merge-reports': 'reports/*/report.json', rule: 'paired' };
    const given = await runAction(ws, { ...inputs, 'usage-run-spread': 'seconds=0.05' });
    expect(given.code).toBe(1);
    expect(given.stdout).toContain('router seconds/question');
    const missing = await runAction(ws, inputs);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain(
      '::error::reports/router/report.json benchmarks[0].usage[0].runSpread: counts a run spread of 0.05 for seconds, and this merge 0 (input "usage-run-spread"): a merge takes the run spread from its own settings, never from a report',
    );
    server.comments.clear();
  });
});

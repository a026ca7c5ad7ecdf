/**
 * End to end, `baseline-artifact` and `candidate-artifact`: the bundled action against a local
 * GitHub API that serves workflow runs (paginated), run artifacts, the artifact zip (a redirect to
 * the storage, as GitHub answers) and compare.
 *
 * The base branch is a line of commits c0..c9; the pull request's base is c5. Every run's
 * artifact holds `gsm8k.csv`: the run the action must pick holds the demo baseline (the candidate
 * then credibly regresses), every other run holds the candidate itself (no change), so the
 * verdict alone shows which run was read.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, deflateBomb } from '../trust/zip-builder.js';
import { pullRequestEvent, workflowRunEvent } from './events.js';
import { type ApiRun, FakeGitHubServer } from './fake-github.js';
import {
  type ActionRun,
  TOKEN,
  repoRoot,
  requireBundle,
  runAction as runHarness,
} from './harness.js';

const BASELINE = readFileSync(join(repoRoot, 'fixtures/demo/baseline/gsm8k-sample.csv'));
const CANDIDATE = readFileSync(join(repoRoot, 'fixtures/demo/candidate/gsm8k-sample.csv'));
const commit = (i: number): string => i.toString(16).padStart(2, '0').repeat(20);
const C = Array.from({ length: 10 }, (_, i) => commit(i + 1));
const BASE = C[5] as string;
const HEAD = 'e'.repeat(40);
const OTHER = 'd'.repeat(40); // a commit on a branch that left the base branch at C[2]

let server: FakeGitHubServer;
let scratch: string;
let workspace: string;
let nextId = 9000;

beforeAll(async () => {
  requireBundle();
  server = new FakeGitHubServer();
  await server.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-artifact-e2e-'));
});

afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

afterEach(() => {
  server.assertContract();
  server.storage.requests.length = 0;
  server.storage.faults.length = 0;
  server.storage.delivery = undefined;
  server.runs.length = 0;
  server.artifacts.clear();
  server.requests.length = 0;
  server.comments.clear();
  server.pulls.length = 0;
});

/** A workspace: the config (baseline-artifact: evals) and the candidate's results. */
function makeWorkspace(config?: string): string {
  const dir = mkdtempSync(join(scratch, 'ws-'));
  mkdirSync(join(dir, '.github'));
  mkdirSync(join(dir, 'results'));
  writeFileSync(
    join(dir, '.github/scorio.yml'),
    config ??
      [
        'baseline-artifact: evals',
        'benchmarks:',
        '  - name: gsm8k',
        '    baseline: gsm8k.csv',
        '    candidate: results/gsm8k.csv',
        '',
      ].join('\n'),
  );
  writeFileSync(join(dir, 'results/gsm8k.csv'), CANDIDATE);
  return dir;
}

/** A run of eval.yml on main at `sha`, `minutesAgo` old, with the artifact `evals` (or not). */
function addRun(
  sha: string,
  options: {
    minutesAgo: number;
    content?: Buffer | 'none' | 'expired';
    event?: string;
    repository?: string;
    zip?: Buffer;
  },
): ApiRun {
  const id = nextId++;
  const run: ApiRun = {
    id,
    run_number: id - 8900,
    workflow: 'eval.yml',
    head_sha: sha,
    head_branch: 'main',
    event: options.event ?? 'push',
    conclusion: 'success',
    created_at: new Date(Date.UTC(2026, 10, 20) - options.minutesAgo * 60_000).toISOString(),
    html_url: `https://github.com/octo/evals/actions/runs/${id}`,
    head_repository: { full_name: options.repository ?? 'octo/evals' },
  };
  server.runs.push(run);
  const content = options.content ?? CANDIDATE;
  if (content !== 'none') {
    const zip =
      options.zip ??
      buildZip([{ name: 'gsm8k.csv', data: content === 'expired' ? BASELINE : content }]);
    server.artifacts.set(id, [
      {
        id: id * 10,
        name: 'evals',
        expired: content === 'expired',
        size_in_bytes: zip.length,
        zip,
      },
    ]);
  }
  return run;
}

const prEvent = (base = BASE) =>
  pullRequestEvent({ number: 7, base: { sha: base, ref: 'main' }, head: { sha: HEAD } });

const ENV = {
  GITHUB_WORKFLOW_REF: 'octo/evals/.github/workflows/eval.yml@refs/pull/7/merge',
  GITHUB_RUN_ID: '777',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_SHA: HEAD,
};

function runAction(options: {
  inputs?: Record<string, string>;
  event?: { name: string; payload: Record<string, unknown> };
  workspace?: string;
  env?: Record<string, string>;
}): Promise<ActionRun> {
  return runHarness({
    apiUrl: server.url,
    scratch,
    issue: 7,
    inputs: options.inputs ?? {},
    workspace: options.workspace ?? workspace,
    env: { ...ENV, ...options.env },
    event: options.event ?? prEvent(),
  });
}

function comment(issue = 7): string {
  return server.comments.get(issue)?.[0]?.body ?? '';
}

function errorsOf(run: ActionRun): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith('::error'));
}

function warningsOf(run: ActionRun): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
}

describe('baseline-artifact', () => {
  it('picks the run at the base commit among newer and older ones', async () => {
    workspace = makeWorkspace();
    addRun(C[7] as string, { minutesAgo: 10 });
    addRun(C[6] as string, { minutesAgo: 20 });
    const atBase = addRun(BASE, { minutesAgo: 30, content: BASELINE });
    addRun(C[4] as string, { minutesAgo: 40 });
    const run = await runAction({});
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['baseline-source']).toBe('artifact');
    expect(run.outputs['baseline-commit']).toBe(BASE);
    expect(run.outputs['baseline-run-url']).toBe(
      `https://github.com/octo/evals/actions/runs/${atBase.id}`,
    );
    // No compare was needed: the API's head_sha filter found it.
    expect(server.requestsTo('GET', /\/compare\//)).toEqual([]);
    // The download: the API (with the token) redirected to the storage on another origin, which
    // received no Authorization header.
    const download = server.requestsTo('GET', /\/actions\/artifacts\/\d+\/zip$/);
    expect(download.map((r) => r.authorization)).toEqual([`token ${TOKEN}`]);
    expect(new URL(server.storage.url).origin).not.toBe(new URL(server.url).origin);
    expect(server.storage.requests.map((r) => [r.outcome, r.headers['authorization']])).toEqual([
      ['served', undefined],
    ]);
    const footer =
      comment()
        .split('\n')
        .find((line) => line.startsWith('<sub>')) ?? '';
    expect(footer).toContain(
      `baseline artifact evals, [run #${atBase.run_number}](https://github.com/octo/evals/actions/runs/${atBase.id}), main, [\`${BASE.slice(0, 7)}\`](https://github.com/octo/evals/commit/${BASE})`,
    );
    expect(footer).toContain(
      `candidate [\`eeeeeee\`](https://github.com/octo/evals/commit/${HEAD})`,
    );
    expect(comment()).not.toContain('behind this pull request');
    const report = JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8'));
    expect(report.provenance.baseline).toMatchObject({
      kind: 'artifact',
      artifact: 'evals',
      ref: 'main',
      commit: BASE,
      behindBase: 0,
      baseCommit: BASE,
      run: { number: atBase.run_number, createdAt: atBase.created_at },
    });
  });

  it('takes an older ancestor over a newer non-ancestor, and says how far behind it is', async () => {
    workspace = makeWorkspace();
    addRun(C[8] as string, { minutesAgo: 5 }); // after the base: not an ancestor
    addRun(OTHER, { minutesAgo: 10 }); // another line: not an ancestor
    const ancestor = addRun(C[3] as string, { minutesAgo: 50, content: BASELINE });
    addRun(C[1] as string, { minutesAgo: 90 }); // older ancestor: not the newest
    server.commits = [...C];
    server.addLine([OTHER], C[2]); // compare answers 200 "diverged"
    const run = await runAction({});
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['baseline-commit']).toBe(C[3]);
    expect(comment()).toContain(
      `> ⚠️ The baseline is 2 commits behind this pull request's base (\`${BASE.slice(0, 7)}\`): changes merged into the base branch since then count as this pull request's.`,
    );
    expect(comment()).toContain(`[run #${ancestor.run_number}]`);
    expect(comment()).toContain('2 commits behind the base');
    const compares = server.requestsTo('GET', /\/compare\//).map((r) => r.path.split('/').at(-1));
    expect(compares).toEqual([`${C[8]}...${BASE}`, `${OTHER}...${BASE}`, `${C[3]}...${BASE}`]);
  });

  it('passes over a run on an unrelated history (compare: 404 "No common ancestor")', async () => {
    workspace = makeWorkspace();
    // The base branch was rewritten: runs before the rewrite are on a history of their own.
    const old = Array.from({ length: 3 }, (_, i) => commit(0x40 + i));
    server.commits = [...C];
    server.addLine(old, undefined);
    addRun(old[2] as string, { minutesAgo: 5 });
    const ancestor = addRun(C[3] as string, { minutesAgo: 50, content: BASELINE });
    const run = await runAction({});
    expect(errorsOf(run).filter((line) => !/credible regression/i.test(line))).toEqual([]);
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['baseline-commit']).toBe(C[3]);
    expect(comment()).toContain(`[run #${ancestor.run_number}]`);
    expect(run.stdout).toContain(
      `baseline-artifact: run #${ancestor.run_number - 1} (${old[2]?.slice(0, 7)}): not an ancestor of the base (GitHub's compare answered 404 "No common ancestor between ${old[2]} and ${BASE}.")`,
    );
  });

  it('a slow download that keeps arriving is not cut; one cut off midway is retried', async () => {
    workspace = makeWorkspace();
    const at = addRun(BASE, { minutesAgo: 10, content: BASELINE });
    const zip = server.artifacts.get(at.id)?.[0]?.zip as Buffer;
    // An attempt may go 2.5 s without a byte; the archive arrives over about 3 s, 100 ms a
    // piece: longer than an attempt's timeout in all, with a gap 25 times the pieces' far from it
    // (a busy machine stretches the gaps, never by seconds).
    const env = { SCORIO_GITHUB_TIMEOUT_MS: '2500' };
    server.storage.delivery = { chunkBytes: Math.ceil(zip.length / 30), delayMs: 100 };
    const slow = await runAction({ env });
    expect(errorsOf(slow).filter((line) => !/credible regression/i.test(line))).toEqual([]);
    expect(slow.outputs['verdict']).toBe('regression');
    expect(server.storage.requests.map((r) => r.outcome)).toEqual(['served']);

    // The connection drops halfway: the download starts again, from the redirect.
    server.storage.requests.length = 0;
    server.storage.delivery = undefined;
    server.storage.faults.push({ kind: 'drop', afterBytes: Math.floor(zip.length / 2) });
    const dropped = await runAction({ env });
    expect(dropped.outputs['verdict']).toBe('regression');
    expect(server.storage.requests.map((r) => r.outcome)).toEqual(['dropped', 'served']);
    expect(dropped.stdout).toMatch(/the download of artifact \d+ broke off \(.*\): retrying in/);

    // A storage that stalls every time: 1 + 3 attempts, then a clear failure. The timeout is long
    // enough that a loaded machine does not miss the headers of an answer that does come (at
    // 300 ms, under a load of 15 on 2 cores, octokit retried one such request: 5 requests).
    server.storage.requests.length = 0;
    for (let i = 0; i < 4; i++) server.storage.faults.push({ kind: 'stall', afterBytes: 100 });
    const stalled = await runAction({ env: { SCORIO_GITHUB_TIMEOUT_MS: '1500' } });
    expect(stalled.code).toBe(1);
    expect(server.storage.requests.map((r) => r.outcome)).toEqual(Array(4).fill('stalled'));
    expect(errorsOf(stalled)).toEqual([
      `::error::artifact "evals" of run #${at.run_number}: the download failed: no data within the 1500 ms timeout`,
    ]);
  });

  it('no artifact yet: warns, passes, and the comment says how the baseline will appear', async () => {
    workspace = makeWorkspace();
    addRun(BASE, { minutesAgo: 10, content: 'none' });
    const run = await runAction({});
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('no-baseline');
    expect(run.outputs['baseline-source']).toBe('none');
    // Nothing was compared: nothing to re-run (a workflow's `if: rerun-needed` skips its steps).
    expect(run.outputs['rerun-needed']).toBe('false');
    expect(run.outputs['rerun-plan']).toBe('');
    expect(warningsOf(run)).toEqual([
      `::warning title=scorio%3A no baseline yet::no baseline to compare with: no successful run of "eval.yml" on "main" at or before the pull request's base commit ${BASE.slice(0, 7)} uploaded the artifact "evals"; the check passes (if-no-baseline: warn)`,
    ]);
    const body = comment();
    expect(body).toContain('### ⚪ No baseline yet: nothing was compared');
    expect(body).toContain('**How the baseline will appear:** when eval.yml runs on main');
    expect(run.summary).toContain('No baseline yet');
    // A first repository: no run at all.
    server.runs.length = 0;
    const first = await runAction({ inputs: { 'if-no-baseline': 'fail' } });
    expect(first.code).toBe(1);
    expect(errorsOf(first)).toEqual([
      '::error::no baseline to compare with: there is no successful run of "eval.yml" on "main" yet (if-no-baseline: fail)',
    ]);
    server.comments.clear();
    const skipped = await runAction({ inputs: { 'if-no-baseline': 'skip' } });
    expect(skipped.code).toBe(0);
    expect(server.comments.get(7)).toBeUndefined();
    expect(skipped.summary).toBe('');
  });

  it('an expired artifact: the message says so and how to keep artifacts longer', async () => {
    workspace = makeWorkspace();
    const expired = addRun(BASE, { minutesAgo: 10, content: 'expired' });
    const run = await runAction({});
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('no-baseline');
    expect(warningsOf(run)[0]).toContain(
      `the artifact "evals" of #${expired.run_number} has expired (artifacts are kept 90 days unless \`retention-days\` says otherwise)`,
    );
    // Expired between the listing and the download (410): passed over like an expired one; with
    // no other run, no baseline, and the reason says so.
    server.artifacts.get(expired.id)?.forEach((a) => Object.assign(a, { expired: false }));
    server.faults.push({
      method: 'GET',
      path: /\/actions\/artifacts\/\d+\/zip$/,
      status: 410,
      message: 'Artifact has expired',
    });
    const gone = await runAction({});
    expect(gone.code).toBe(0);
    expect(gone.outputs['verdict']).toBe('no-baseline');
    expect(warningsOf(gone)[0]).toContain(
      `the artifact "evals" of run #${expired.run_number} was listed as unexpired, but its download answered HTTP 410 (expired or deleted since)`,
    );
  });

  it('a zip bomb in the artifact fails the step and writes nothing outside RUNNER_TEMP', async () => {
    workspace = makeWorkspace();
    const zip = buildZip([
      { name: 'gsm8k.csv', raw: deflateBomb(3), size: 3 * (64 << 20), crc: 0 },
    ]);
    const bomb = addRun(BASE, { minutesAgo: 10, zip });
    const run = await runAction({ inputs: { 'max-unzipped-bytes': String(32 << 20) } });
    expect(run.code).toBe(1);
    expect(errorsOf(run)).toHaveLength(1);
    expect(errorsOf(run)[0]).toMatch(
      new RegExp(
        `^::error::artifact "evals" of run #${bomb.run_number} \\(zip entry "gsm8k.csv"\\): .*33554432`,
      ),
    );
    const sneaky = buildZip([{ name: '../../outside.csv', data: BASELINE }]);
    server.artifacts
      .get(bomb.id)
      ?.forEach((a) => Object.assign(a, { zip: sneaky, size_in_bytes: sneaky.length }));
    const climb = await runAction({});
    expect(climb.code).toBe(1);
    expect(errorsOf(climb)[0]).toContain('climbs out with ..: refused');
    expect(() => readFileSync(join(scratch, 'outside.csv'))).toThrow();
  });

  it('reads 300 runs across pages to find the ancestor', async () => {
    workspace = makeWorkspace();
    // 290 runs on a newer commit (scheduled re-runs), then the ancestor on the third page.
    for (let i = 0; i < 290; i++) addRun(C[9] as string, { minutesAgo: i + 1 });
    const ancestor = addRun(C[2] as string, { minutesAgo: 400, content: BASELINE });
    for (let i = 0; i < 9; i++) addRun(C[0] as string, { minutesAgo: 500 + i });
    server.commits = [...C];
    const run = await runAction({});
    expect(run.code).toBe(1);
    expect(run.outputs['baseline-commit']).toBe(C[2]);
    const pages = server
      .requestsTo('GET', /\/workflows\/eval\.yml\/runs$/)
      .filter((r) => r.query.get('head_sha') === null)
      .map((r) => r.query.get('page') ?? '1');
    expect(pages).toEqual(['1', '2', '3']);
    // One compare per distinct commit, not per run.
    expect(server.requestsTo('GET', /\/compare\//)).toHaveLength(2);
    expect(comment()).toContain(`[run #${ancestor.run_number}]`);
  });

  it('passes over runs of fork pull requests from a branch named main', async () => {
    workspace = makeWorkspace();
    addRun(BASE, {
      minutesAgo: 5,
      event: 'pull_request',
      repository: 'mallory/evals',
      content: CANDIDATE,
    });
    const push = addRun(BASE, { minutesAgo: 30, content: BASELINE });
    const run = await runAction({});
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['baseline-run-url']).toContain(`/runs/${push.id}`);
  });

  it('a token without actions: read gets a message naming the permission', async () => {
    workspace = makeWorkspace();
    server.faults.push({
      method: 'GET',
      path: /\/actions\/workflows\/eval\.yml\/runs$/,
      status: 403,
      message: 'Resource not accessible by integration',
    });
    const run = await runAction({});
    expect(run.code).toBe(1);
    expect(errorsOf(run)).toEqual([
      '::error::input "baseline-artifact": GitHub refused to list the runs of eval.yml (HTTP 403 "Resource not accessible by integration"): the token may not read workflow runs and artifacts. Add `actions: read` to the job\'s permissions (with `contents: read` and `pull-requests: write`)',
    ]);
  });

  it('a baseline path that matches nothing in the artifact lists what it holds', async () => {
    workspace = makeWorkspace(
      'baseline-artifact: evals\nbenchmarks:\n  - name: g\n    baseline: results/gsm8k.csv\n    candidate: results/gsm8k.csv\n',
    );
    const at = addRun(BASE, { minutesAgo: 10, content: BASELINE });
    const run = await runAction({});
    expect(run.code).toBe(1);
    expect(errorsOf(run)[0]).toContain(
      `artifact "evals" of run #${at.run_number} holds no file matching the baseline path "results/gsm8k.csv"; it holds "gsm8k.csv".`,
    );
  });

  it("a candidate folder and no config: every task of the artifact is compared with the folder's", async () => {
    // The lm-eval output folders of fixtures/discover/lm-eval-modeled: the base branch uploaded
    // its folder (upload-artifact: path results/), the pull request wrote its own in results/.
    const lm = join(repoRoot, 'fixtures/discover/lm-eval-modeled');
    const files = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
        .sort();
    const dir = mkdtempSync(join(scratch, 'ws-'));
    cpSync(join(lm, 'candidate'), join(dir, 'results'), { recursive: true });
    workspace = dir;
    const zip = buildZip(
      files(join(lm, 'baseline')).map((name) => ({
        name,
        data: readFileSync(join(lm, 'baseline', name)),
      })),
    );
    addRun(BASE, { minutesAgo: 10, zip });
    const run = await runAction({
      inputs: { 'baseline-artifact': 'evals', candidate: 'results/', rule: 'paired' },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('no-change');
    const report = JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8'));
    expect(report.benchmarks.map((b: { name: string }) => b.name)).toEqual([
      'mmlu_stem',
      'mmlu',
      'gsm8k',
      'mmlu_anatomy',
      'mmlu_astronomy',
      'mmlu_philosophy',
    ]);
    expect(report.discovery.folders[0].baseline.folder).toBe('artifact evals');
    expect(report.discovery.holm).toBe('automatic');
    expect(comment()).toContain(
      '📂 **4 tasks** found in both `artifact evals` and `results` (lm-eval) · **mmlu** gated as one comparison over its 3 tasks',
    );
    // One line of config does the same: benchmarks: auto.
    writeFileSync(join(dir, '.github-scorio.yml'), 'benchmarks: auto\n');
    const again = await runAction({
      inputs: {
        config: '.github-scorio.yml',
        'baseline-artifact': 'evals',
        candidate: 'results/',
        rule: 'paired',
      },
    });
    expect(again.code).toBe(0);
    const second = JSON.parse(readFileSync(again.outputs['report-json'] ?? '', 'utf8'));
    expect(second.benchmarks.map((b: { name: string }) => b.name)).toEqual(
      report.benchmarks.map((b: { name: string }) => b.name),
    );
  });

  it('max-folder-files (an input) refuses a larger candidate folder before reading it', async () => {
    const dir = mkdtempSync(join(scratch, 'ws-'));
    cpSync(join(repoRoot, 'fixtures/discover/lm-eval-modeled/candidate'), join(dir, 'results'), {
      recursive: true,
    });
    workspace = dir;
    addRun(BASE, { minutesAgo: 10, zip: buildZip([{ name: 'x/gsm8k.csv', data: BASELINE }]) });
    const run = await runAction({
      inputs: { 'baseline-artifact': 'evals', candidate: 'results/', 'max-folder-files': '3' },
    });
    expect(run.code).toBe(1);
    expect(errorsOf(run)).toEqual([
      '::error::"results": the folder holds more than 3 files (the walk stopped there; nothing was read). Discovery looks at every file of a folder, and a pull request decides what it holds: point at a smaller folder (the one your harness writes), or raise the limit with input "max-folder-files".',
    ]);
  });

  it('max-baseline-age warns about an old baseline; history shows the trend', async () => {
    workspace = makeWorkspace();
    server.commits = [...C];
    for (let i = 0; i < 4; i++) addRun(C[i] as string, { minutesAgo: 60 * 24 * (40 - i) });
    addRun(BASE, { minutesAgo: 60 * 24 * 20, content: BASELINE });
    const run = await runAction({ inputs: { 'max-baseline-age': '14d', history: '4' } });
    expect(run.outputs['verdict']).toBe('regression');
    expect(warningsOf(run)).toContainEqual(
      expect.stringMatching(
        /^::warning title=scorio%3A old baseline::the baseline \(artifact "evals" of run #\d+, [0-9a-f]{12}\) is 2\d\.\d days old, older than max-baseline-age \(14 days\)/,
      ),
    );
    expect(comment()).toMatch(/days old, older than max-baseline-age \(14 days\)\./);
    expect(comment()).toMatch(
      /\*\*Trend\*\* \(the base branch’s earlier runs, oldest first\)\n\n- \*\*gsm8k accuracy\*\*: `▁▁▁▆` baseline over runs #&#8203;\d+–#&#8203;\d+ \(67\.7–75\.1\) → candidate 67\.7; this baseline 75\.1 \[72\.9, 77\.4\]/,
    );
    const report = JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8'));
    const trend = report.benchmarks[0].comparisons[0].trend;
    expect(trend).toHaveLength(4);
    expect(trend.map((p: { commit: string }) => p.commit)).toEqual([C[1], C[2], C[3], BASE]);
  });
});

describe('candidate-artifact (fork pull requests, workflow_run)', () => {
  const runEvent = (headSha: string) =>
    workflowRunEvent({
      id: 4242,
      run_number: 88,
      workflow: 'eval.yml',
      event: 'pull_request',
      head_sha: headSha,
      head_branch: 'main',
      head_repository: 'mallory/evals',
      created_at: '2026-11-20T00:00:00Z',
    });

  function forkSetup(number: string): void {
    workspace = mkdtempSync(join(scratch, 'ws-'));
    mkdirSync(join(workspace, '.github'));
    writeFileSync(
      join(workspace, '.github/scorio.yml'),
      'baseline-artifact: evals\nbenchmarks:\n  - name: gsm8k\n    baseline: gsm8k.csv\n    candidate: results/gsm8k.csv\n',
    );
    const zip = buildZip([
      { name: 'results/gsm8k.csv', data: CANDIDATE },
      { name: 'pull-request-number.txt', data: new TextEncoder().encode(`${number}\n`) },
    ]);
    server.artifacts.set(4242, [
      { id: 42420, name: 'pr-evals', expired: false, size_in_bytes: zip.length, zip },
    ]);
    server.pulls.push(
      {
        number: 31,
        head: { sha: HEAD, label: 'mallory:main', ref: 'main' },
        base: { sha: BASE, ref: 'main' },
        state: 'open',
      },
      {
        number: 32,
        head: { sha: OTHER, label: 'alice:fix', ref: 'fix' },
        base: { sha: BASE, ref: 'main' },
        state: 'open',
      },
    );
    addRun(BASE, { minutesAgo: 10, content: BASELINE });
  }

  it('reads the candidate and the PR number from the triggering run, verified by its head', async () => {
    forkSetup('31');
    const run = await runAction({
      event: runEvent(HEAD),
      inputs: { 'candidate-artifact': 'pr-evals' },
    });
    expect(run.stderr).toBe('');
    expect(run.outputs['verdict']).toBe('regression');
    expect(comment(31)).toContain('### ❌ Credible regression');
    expect(comment(31)).toContain(
      'candidate artifact pr-evals, [run #88](https://github.com/octo/evals/actions/runs/4242), [`eeeeeee`]',
    );
    expect(run.stdout).toContain(
      'workflow_run: pull request #31 (the pull request number in the candidate artifact "pr-evals"), verified by its head',
    );
  });

  it('a number that names another pull request is not believed: nothing is posted there', async () => {
    forkSetup('32');
    const run = await runAction({
      event: runEvent(HEAD),
      inputs: { 'candidate-artifact': 'pr-evals' },
    });
    expect(run.outputs['verdict']).toBe('regression');
    expect(server.comments.get(32)).toBeUndefined();
    expect(server.comments.get(31)).toBeUndefined();
    expect(warningsOf(run).join('\n')).toContain(
      `the pull request number in the candidate artifact "pr-evals": #32 is not posted to: its head ${OTHER.slice(0, 12)} is not the triggering run's head ${HEAD.slice(0, 12)}`,
    );
  });
});

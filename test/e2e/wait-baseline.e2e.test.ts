/**
 * End to end, `wait-for-baseline`: the base branch is a line of commits c1..c10, the pull
 * request's base is c6, and the run of eval.yml at c6 is still running when the action starts
 * (right after a merge). An older run at c4 has long succeeded. The run at the base holds the demo
 * baseline (the candidate then credibly regresses), the one at c4 holds the candidate itself (no
 * change): the verdict alone shows which one was read.
 *
 * The fake's run moves on one step each time it is polled (`progress`), so what happens does not
 * depend on the machine's speed; SCORIO_GITHUB_WAIT_SECOND_MS=1 makes a second of waiting last a
 * millisecond, so a 20-minute wait lasts 1.2 s.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../trust/zip-builder.js';
import { pullRequestEvent } from './events.js';
import { type ApiRun, FakeGitHubServer } from './fake-github.js';
import { type ActionRun, repoRoot, requireBundle, runAction as runHarness } from './harness.js';

const BASELINE = readFileSync(join(repoRoot, 'fixtures/demo/baseline/gsm8k-sample.csv'));
const CANDIDATE = readFileSync(join(repoRoot, 'fixtures/demo/candidate/gsm8k-sample.csv'));
const commit = (i: number): string => i.toString(16).padStart(2, '0').repeat(20);
const C = Array.from({ length: 10 }, (_, i) => commit(i + 1));
const BASE = C[5] as string;
const ANCESTOR = C[3] as string;
const HEAD = 'e'.repeat(40);

let server: FakeGitHubServer;
let scratch: string;
let workspace: string;
let nextId = 9500;

beforeAll(async () => {
  requireBundle();
  server = new FakeGitHubServer();
  await server.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-wait-e2e-'));
  workspace = join(scratch, 'ws');
  mkdirSync(join(workspace, 'results'), { recursive: true });
  writeFileSync(join(workspace, 'results/gsm8k.csv'), CANDIDATE);
});

afterEach(() => {
  server.assertContract();
  server.runs.length = 0;
  server.artifacts.clear();
  server.requests.length = 0;
  server.comments.clear();
  server.rateLimitRemaining = 4999;
});

afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

function addRun(
  sha: string,
  minutesAgo: number,
  content: Buffer,
  state: Pick<ApiRun, 'status' | 'conclusion' | 'progress'>,
): ApiRun {
  const id = nextId++;
  const run: ApiRun = {
    id,
    run_number: id - 9400,
    workflow: 'eval.yml',
    head_sha: sha,
    head_branch: 'main',
    event: 'push',
    created_at: new Date(Date.UTC(2026, 10, 20) - minutesAgo * 60_000).toISOString(),
    html_url: `https://github.com/octo/evals/actions/runs/${id}`,
    head_repository: { full_name: 'octo/evals' },
    ...state,
  };
  server.runs.push(run);
  const zip = buildZip([{ name: 'gsm8k.csv', data: content }]);
  server.artifacts.set(id, [
    { id: id * 10, name: 'evals', expired: false, size_in_bytes: zip.length, zip },
  ]);
  return run;
}

/** The ancestor's run (succeeded long ago) and the base commit's (running, then `progress`). */
function scene(progress: NonNullable<ApiRun['progress']>): ApiRun {
  server.commits = C;
  addRun(ANCESTOR, 600, CANDIDATE, { status: 'completed', conclusion: 'success' });
  return addRun(BASE, 3, BASELINE, { status: 'in_progress', conclusion: null, progress });
}

const RUNNING = { status: 'in_progress', conclusion: null } as const;

function runAction(inputs: Record<string, string>): Promise<ActionRun> {
  return runHarness({
    apiUrl: server.url,
    scratch,
    issue: 7,
    workspace,
    inputs: {
      config: '',
      'baseline-artifact': 'evals',
      baseline: 'gsm8k.csv',
      candidate: 'results/gsm8k.csv',
      ...inputs,
    },
    env: {
      GITHUB_WORKFLOW_REF: 'octo/evals/.github/workflows/eval.yml@refs/pull/7/merge',
      GITHUB_RUN_ID: '777',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_SHA: HEAD,
      SCORIO_GITHUB_WAIT_SECOND_MS: '1',
    },
    event: pullRequestEvent({ number: 7, base: { sha: BASE, ref: 'main' }, head: { sha: HEAD } }),
  });
}

function polls(run: ApiRun): number {
  return server.requestsTo('GET', new RegExp(`/actions/runs/${run.id}$`)).length;
}

function baseRunOf(result: ActionRun): Record<string, unknown> | undefined {
  const report = JSON.parse(readFileSync(result.outputs['report-json'] ?? '', 'utf8')) as {
    provenance: { baseline: { baseRun?: Record<string, unknown> } };
  };
  return report.provenance.baseline.baseRun;
}

function comment(): string {
  return server.comments.get(7)?.[0]?.body ?? '';
}

describe('wait-for-baseline', () => {
  it('the run at the base commit completes during the wait: its artifact is the baseline', async () => {
    const atBase = scene([RUNNING, RUNNING, { status: 'completed', conclusion: 'success' }]);
    const result = await runAction({ 'wait-for-baseline': '20m' });
    expect(result.stderr).toBe('');
    expect(result.outputs['verdict']).toBe('regression'); // the base commit's baseline
    expect(result.code).toBe(1);
    expect(result.outputs['baseline-commit']).toBe(BASE);
    expect(polls(atBase)).toBe(3);
    expect(baseRunOf(result)).toMatchObject({
      outcome: 'completed',
      run: {
        number: atBase.run_number,
        url: `https://github.com/octo/evals/actions/runs/${atBase.id}`,
      },
      limitSeconds: 1200,
    });
    // Polled with backoff, after 10, 20 and 40 s: 70 s of waiting.
    expect(baseRunOf(result)?.['waitedSeconds']).toBe(70);
    expect(comment()).toMatch(/, waited 1 min for the run at the base commit/);
    expect(result.stdout).toContain(
      `wait-for-baseline: run #${atBase.run_number} at the base commit ${BASE.slice(0, 12)} is in progress; waiting up to 1200 s for it`,
    );
  });

  it('the run at the base commit fails: the newest ancestor, and the comment says why', async () => {
    const atBase = scene([RUNNING, { status: 'completed', conclusion: 'failure' }]);
    const result = await runAction({ 'wait-for-baseline': '20m' });
    expect(result.code).toBe(0);
    expect(result.outputs['verdict']).toBe('no-change'); // the ancestor's baseline
    expect(result.outputs['baseline-commit']).toBe(ANCESTOR);
    expect(polls(atBase)).toBe(2);
    expect(baseRunOf(result)).toMatchObject({ outcome: 'failed', conclusion: 'failure' });
    const note = comment()
      .split('\n')
      .find((line) => line.startsWith('> ⚠️'));
    expect(note).toMatch(
      new RegExp(
        `^> ⚠️ The run at the base commit \\(\\[#${atBase.run_number}\\]\\(https://github\\.com/octo/evals/actions/runs/${atBase.id}\\)\\) failed after 30 s of waiting, so the baseline comes from an earlier run of the base branch; the baseline is 2 commits behind this pull request's base`,
      ),
    );
  });

  it('the run at the base commit outlasts the wait: the newest ancestor, "still running after 20 min"', async () => {
    const atBase = scene([RUNNING]);
    const result = await runAction({ 'wait-for-baseline': '20m' });
    expect(result.code).toBe(0);
    expect(result.outputs['verdict']).toBe('no-change');
    expect(baseRunOf(result)).toMatchObject({ outcome: 'timed-out', limitSeconds: 1200 });
    // 10, 20, 40, then every 60 s until 1200: 22 polls, the last at the deadline.
    expect(polls(atBase)).toBe(22);
    expect(comment()).toContain(
      `> ⚠️ The run at the base commit ([#${atBase.run_number}](https://github.com/octo/evals/actions/runs/${atBase.id})) was still running after 20 min, so the baseline comes from an earlier run of the base branch`,
    );
  });

  it('a cancelled run, and a rate limit running low, end the wait', async () => {
    const cancelled = scene([{ status: 'completed', conclusion: 'cancelled' }]);
    const first = await runAction({ 'wait-for-baseline': '5m' });
    expect(baseRunOf(first)).toMatchObject({ outcome: 'cancelled' });
    expect(polls(cancelled)).toBe(1);
    expect(comment()).toContain('was cancelled after 10 s of waiting');

    server.runs.length = 0;
    server.comments.clear();
    server.rateLimitRemaining = 40;
    const limited = scene([RUNNING]);
    const second = await runAction({ 'wait-for-baseline': '20m' });
    expect(polls(limited)).toBe(1);
    expect(baseRunOf(second)).toMatchObject({
      outcome: 'stopped',
      reason: 'the API rate limit has 40 requests left',
    });
    expect(comment()).toContain('the action stopped waiting for the run at the base commit');
  });

  it('without wait-for-baseline (the default 0), nothing is polled: the ancestor, as before', async () => {
    const atBase = scene([RUNNING, { status: 'completed', conclusion: 'success' }]);
    const result = await runAction({});
    expect(result.outputs['verdict']).toBe('no-change');
    expect(polls(atBase)).toBe(0);
    expect(baseRunOf(result)).toBeUndefined();
  });
});

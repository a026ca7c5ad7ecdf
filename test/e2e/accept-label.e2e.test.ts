/**
 * End to end, `accept-label`: the bundled action on the demo (one credible regression,
 * gsm8k-sample accuracy -7.4 points) against the local GitHub API, whose issue labels and issue
 * events (held to GitHub's description) say whether the pull request carries the label and who
 * added it. The label counts as the API says when the action runs, whatever the event's payload
 * says.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pullRequestEvent } from './events.js';
import { FakeGitHubServer } from './fake-github.js';
import { type ActionRun, repoRoot, requireBundle, runAction as runHarness } from './harness.js';

const LABEL = 'eval-regression-accepted';
const DEMO = { config: 'fixtures/demo/scorio.yml', 'check-run': 'true' };
const HEAD = 'f'.repeat(40);

let server: FakeGitHubServer;
let scratch: string;

beforeAll(async () => {
  requireBundle();
  server = new FakeGitHubServer();
  await server.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-accept-e2e-'));
});

afterEach(() => {
  server.assertContract();
  server.labels.clear();
  server.issueEvents.clear();
  server.comments.clear();
  server.checkRuns.length = 0;
  server.requests.length = 0;
});

afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

function runAction(
  issue: number,
  inputs: Record<string, string>,
  event?: Parameters<typeof pullRequestEvent>[0],
): Promise<ActionRun> {
  return runHarness({
    apiUrl: server.url,
    scratch,
    issue,
    inputs: { ...DEMO, ...inputs },
    workspace: repoRoot,
    env: { GITHUB_SHA: HEAD },
    event: pullRequestEvent(
      event ?? { number: issue, base: { sha: 'a'.repeat(40) }, head: { sha: HEAD } },
    ),
  });
}

function comment(issue: number): string {
  return server.comments.get(issue)?.[0]?.body ?? '';
}

function report(run: ActionRun): {
  verdict: string;
  accepted?: unknown;
  summary: { regressions: number; accepted: number };
  benchmarks: {
    name: string;
    verdict: string;
    comparisons: { verdict: string; fails: boolean; accepted?: boolean }[];
    brokenQuestions: unknown[];
  }[];
} {
  return JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8'));
}

describe('accept-label', () => {
  it('the label on the pull request: the regression is accepted, the check passes, the comment names who added it', async () => {
    server.labels.set(41, ['needs-review', LABEL]);
    server.issueEvents.set(41, [
      { event: 'labeled', label: LABEL, actor: 'mallory', created_at: '2026-01-14T09:00:00Z' },
      { event: 'unlabeled', label: LABEL, actor: 'mallory', created_at: '2026-01-14T09:05:00Z' },
      { event: 'labeled', label: 'needs-review', actor: 'bob', created_at: '2026-01-15T10:00:00Z' },
      { event: 'labeled', label: LABEL, actor: 'alice', created_at: '2026-01-15T14:03:27Z' },
    ]);
    // A `labeled` event, whose payload also lists the label: the action still asks the API.
    const run = await runAction(
      41,
      { 'accept-label': LABEL },
      {
        number: 41,
        base: { sha: 'a'.repeat(40) },
        head: { sha: HEAD },
        action: 'labeled',
        label: LABEL,
        labels: ['needs-review', LABEL],
      },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('accepted');
    expect(run.outputs['accepted']).toBe('1');
    expect(run.outputs['regressions']).toBe('0');
    const body = comment(41);
    const lines = body.split('\n');
    expect(lines[0]).toBe('### ☑️ Regression accepted: gsm8k-sample accuracy -7.4\u00a0pp');
    expect(lines).toContain(
      '> ☑️ **Accepted:** the label `eval-regression-accepted` accepts 1 credible regression, so the check passes (added by alice on 2026-01-15 14:03 UTC). Remove the label to gate again.',
    );
    expect(lines.find((l) => l.startsWith('| gsm8k-sample |'))).toMatch(/\| ☑️ accepted \|$/);
    // The questions that broke stay in view for whoever accepts them.
    expect(body).toContain('**Questions that broke**');
    expect(server.checkRuns).toHaveLength(1);
    expect(server.checkRuns[0]).toMatchObject({
      conclusion: 'success',
      output: { title: '☑️ Regression accepted: gsm8k-sample accuracy -7.4\u00a0pp' },
    });
    const json = report(run);
    expect(json.verdict).toBe('accepted');
    expect(json.accepted).toEqual({
      label: LABEL,
      by: 'alice',
      at: '2026-01-15T14:03:27Z',
      regressions: 1,
    });
    expect(json.summary).toMatchObject({ regressions: 0, accepted: 1 });
    const gsm8k = json.benchmarks.find((b) => b.name === 'gsm8k-sample');
    expect(gsm8k?.verdict).toBe('accepted');
    expect(gsm8k?.comparisons[0]).toMatchObject({
      verdict: 'accepted',
      fails: false,
      accepted: true,
    });
    expect(gsm8k?.brokenQuestions.length).toBeGreaterThan(0);
    // The label and its events came from the API.
    expect(server.requestsTo('GET', /\/issues\/41\/labels$/)).toHaveLength(1);
    expect(server.requestsTo('GET', /\/issues\/41\/events$/)).toHaveLength(1);
    expect(run.stdout).not.toMatch(/^::error/m);
  });

  it('no label on the pull request (the stale payload still lists it): the gate fails as before', async () => {
    server.labels.set(42, ['needs-review']);
    server.issueEvents.set(42, [
      { event: 'labeled', label: LABEL, actor: 'alice', created_at: '2026-01-15T14:03:00Z' },
      { event: 'unlabeled', label: LABEL, actor: 'carol', created_at: '2026-01-15T15:00:00Z' },
    ]);
    const run = await runAction(
      42,
      { 'accept-label': LABEL },
      { number: 42, base: { sha: 'a'.repeat(40) }, head: { sha: HEAD }, labels: [LABEL] },
    );
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['accepted']).toBe('0');
    expect(run.outputs['regressions']).toBe('1');
    expect(comment(42).split('\n')[0]).toBe(
      '### ❌ Credible regression: gsm8k-sample accuracy -7.4\u00a0pp',
    );
    expect(comment(42)).not.toContain('accept');
    expect(server.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
    expect(report(run).accepted).toBeUndefined();
    // Without the label there is nobody to name: the events are not read.
    expect(server.requestsTo('GET', /\/issues\/42\/events$/)).toHaveLength(0);
  });

  it('added by an account GitHub does not name (a deleted one, shown as ghost), or with no event at all', async () => {
    server.labels.set(43, [LABEL.toUpperCase()]); // label names match without regard to case
    server.issueEvents.set(43, [
      {
        event: 'labeled',
        label: LABEL.toUpperCase(),
        actor: 'ghost',
        created_at: '2026-01-16T08:30:00Z',
      },
    ]);
    const run = await runAction(43, { 'accept-label': LABEL });
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('accepted');
    expect(comment(43).split('\n')).toContain(
      '> ☑️ **Accepted:** the label `EVAL-REGRESSION-ACCEPTED` accepts 1 credible regression, so the check passes (added on 2026-01-16 08:30 UTC by an account GitHub does not name). Remove the label to gate again.',
    );
    expect(report(run).accepted).toEqual({
      label: 'EVAL-REGRESSION-ACCEPTED',
      by: null,
      at: '2026-01-16T08:30:00Z',
      regressions: 1,
    });

    server.labels.set(44, [LABEL]);
    const silent = await runAction(44, { 'accept-label': LABEL });
    expect(silent.code).toBe(0);
    expect(comment(44)).toContain(
      "so the check passes (GitHub's issue events do not say who added it).",
    );
  });

  it('labels that cannot be read leave the gate closed, with a warning', async () => {
    server.labels.set(45, [LABEL]);
    server.faults.push({
      method: 'GET',
      path: /\/issues\/45\/labels$/,
      status: 403,
      message: 'Resource not accessible by integration',
    });
    const run = await runAction(45, { 'accept-label': LABEL });
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.stdout).toContain(
      '::warning title=scorio%3A accept label not read::accept-label: could not read the labels of pull request #45 (the token may not do this (HTTP 403 "Resource not accessible by integration"); grant `pull-requests: read`): nothing is accepted',
    );
  });

  it('the label on a pull request without a regression: nothing to accept, said once', async () => {
    server.labels.set(46, [LABEL]);
    server.issueEvents.set(46, [
      { event: 'labeled', label: LABEL, actor: 'alice', created_at: '2026-01-15T14:03:00Z' },
    ]);
    const run = await runAction(46, {
      config: '',
      baseline: 'fixtures/demo/baseline/aime24.csv',
      candidate: 'fixtures/demo/baseline/aime24.csv',
      'accept-label': LABEL,
    });
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('no-change');
    expect(run.outputs['accepted']).toBe('0');
    expect(comment(46).split('\n')).toContain(
      '> The label `eval-regression-accepted` is on this pull request (added by alice on 2026-01-15 14:03 UTC); there is no credible regression to accept.',
    );
  });
});

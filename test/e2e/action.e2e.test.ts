/**
 * End to end: the bundled action (`dist/index.js`, or `$SCORIO_DIST_DIR/index.js`) runs as a
 * child process of the Node that runs the tests (Node 24 in CI, the action's runtime), with the
 * environment a runner provides, against a local GitHub API on 127.0.0.1.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stickyCommentBody } from '../../src/github/sticky-comment.js';
import { useFakeGitHub } from './fake-github-suite.js';
import { type ActionRun, TOKEN, entry, repoRoot } from './harness.js';

/** The workspace: the repository, so the demo config's paths (`fixtures/demo/...`) resolve. */
const workspace = repoRoot;
/** The demo: three benchmarks, one credible regression (gsm8k-sample bayes). */
const DEMO = { config: 'fixtures/demo/scorio.yml' };
/** A candidate identical to its baseline: no credible change. */
const SAME = {
  baseline: 'fixtures/demo/baseline/gsm8k-sample.csv',
  candidate: 'fixtures/demo/baseline/gsm8k-sample.csv',
};
const MARKER = '<!-- scorio-eval-action:e2e -->';

const gh = useFakeGitHub('scorio-e2e-');

const runAction = gh.runAction;

function commentsOf(issue: number) {
  return gh.server.comments.get(issue) ?? [];
}

function expectTokenMasked(run: ActionRun): void {
  // The only appearance allowed is the runner's masking command.
  const lines = (run.stdout + run.stderr).split('\n').filter((line) => line.includes(TOKEN));
  expect(lines).toEqual([`::add-mask::${TOKEN}`]);
}

describe(`the bundled action ${entry}`, () => {
  it('first run: creates one comment with the marker, writes outputs and summary, fails', async () => {
    const run = await runAction({ issue: 7, inputs: DEMO });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['regressions']).toBe('1');
    expect(run.outputs['improvements']).toBe('0');
    const report = JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8'));
    expect(report).toMatchObject({ schema: 'scorio-eval-report/1' });
    expect(readFileSync(run.outputs['report-markdown'] ?? '', 'utf8').length).toBeGreaterThan(0);
    expect(run.summary).toMatch(
      /^### ❌ Credible regression: gsm8k-sample accuracy -7\.4\u00a0pp\n/,
    );
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors).toEqual([
      '::error title=scorio%3A credible regression::gsm8k-sample accuracy (bayes): -7.4 points (75.1 -> 67.7), rho >0.999',
      '::error::Credible regression in 1 gated metric: gsm8k-sample accuracy (bayes): -7.4 points (75.1 -> 67.7), rho >0.999 (see the job summary)',
    ]);
    expectTokenMasked(run);

    const comments = commentsOf(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body.endsWith(`\n${MARKER}`)).toBe(true);
    expect(run.outputs['comment-url']).toBe(comments[0]?.html_url);
    const posts = gh.server.requestsTo('POST', /\/repos\/octo\/evals\/issues\/7\/comments$/);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.authorization).toBe(`token ${TOKEN}`);
  });

  it('second run: updates the same comment', async () => {
    const before = commentsOf(7)[0];
    const run = await runAction({ issue: 7, inputs: DEMO });
    expect(run.code).toBe(1);
    const comments = commentsOf(7);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.id).toBe(before?.id);
    expect(
      gh.server.requestsTo('PATCH', new RegExp(`/issues/comments/${before?.id}$`)),
    ).toHaveLength(1);
    expect(gh.server.requestsTo('POST', /\/issues\/7\/comments$/)).toHaveLength(1);
    expect(run.outputs['comment-url']).toBe(before?.html_url);
  });

  it('finds its comment on a later page of a long thread', async () => {
    for (let i = 0; i < 120; i++)
      gh.server.seed(11, `chatter ${i}`, { login: 'alice', type: 'User' });
    // As the action wrote it: the report, then the digest and the marker on the last lines.
    const ours = gh.server.seed(11, stickyCommentBody('old report', 'e2e', 'ab12'));
    const run = await runAction({ issue: 11, inputs: DEMO });
    expect(run.code).toBe(1);
    expect(commentsOf(11)).toHaveLength(121);
    expect(commentsOf(11).at(-1)?.body).not.toContain('old report');
    expect(gh.server.requestsTo('PATCH', new RegExp(`/issues/comments/${ours.id}$`))).toHaveLength(
      1,
    );
    expect(
      gh.server.requestsTo('GET', /\/issues\/11\/comments$/).map((r) => r.query.get('page')),
    ).toEqual([null, '2']);
  });

  it('403 on create: still fails on the regression, warns with the permissions block, writes the summary', async () => {
    gh.server.faults.push({
      method: 'POST',
      path: /\/issues\/8\/comments$/,
      status: 403,
      message: 'Resource not accessible by integration',
    });
    const run = await runAction({ issue: 8, inputs: DEMO });
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['comment-url']).toBe('');
    expect(commentsOf(8)).toHaveLength(0);
    const warning = run.stdout.split('\n').find((line) => line.startsWith('::warning'));
    expect(warning).toContain('GitHub answered 403 "Resource not accessible by integration"');
    expect(warning).toContain('permissions:%0A  contents: read%0A  pull-requests: write');
    expect(warning).toContain('workflow_run');
    expect(run.summary).toContain('Could not post the comment on pull request #8');
    expect(run.stdout).toMatch(/^::error::Credible regression/m);
  });

  it('502 twice, then success: the comment is still posted', async () => {
    const fault = {
      method: 'POST',
      path: /\/issues\/9\/comments$/,
      status: 502,
      message: 'Bad Gateway',
    };
    gh.server.faults.push(fault, fault);
    const run = await runAction({ issue: 9, inputs: DEMO });
    expect(run.code).toBe(1);
    expect(gh.server.requestsTo('POST', /\/issues\/9\/comments$/)).toHaveLength(3);
    expect(commentsOf(9)).toHaveLength(1);
    expect(run.outputs['comment-url']).toBe(commentsOf(9)[0]?.html_url);
    expect(run.stdout).not.toMatch(/^::warning/m);
  });

  it('on-change: a second run with the same results leaves the comment alone', async () => {
    const inputs = { ...DEMO, comment: 'on-change' };
    const first = await runAction({ issue: 13, inputs });
    const second = await runAction({ issue: 13, inputs });
    expect([first.code, second.code]).toEqual([1, 1]);
    expect(commentsOf(13)).toHaveLength(1);
    const id = commentsOf(13)[0]?.id;
    expect(gh.server.requestsTo('PATCH', new RegExp(`/issues/comments/${id}$`))).toEqual([]);
    expect(second.outputs['comment-url']).toBe(commentsOf(13)[0]?.html_url);
    expect(second.stdout).toContain('comment unchanged on pull request #13');
  });

  it('a candidate without regression exits 0', async () => {
    const run = await runAction({ issue: 10, inputs: SAME });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs['verdict']).toBe('no-change');
    expect(run.outputs['regressions']).toBe('0');
    expect(run.stdout).not.toMatch(/^::error/m);
    expect(commentsOf(10)).toHaveLength(1);
  });

  it('rank mode: the leaderboard as the comment, leader outputs, fails when every candidate is below the baseline', async () => {
    const candidates = ['ckpt-1000', 'ckpt-2000', 'ckpt-3000']
      .map((name) => `${name}=fixtures/leaderboard/${name}.csv`)
      .join('\n');
    const run = await runAction({
      issue: 14,
      inputs: {
        candidates,
        baseline: 'best=fixtures/leaderboard/ckpt-4000.csv',
        'comment-key': 'e2e-rank',
        'check-run': 'true',
      },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['regressions']).toBe('3');
    expect(run.outputs['improvements']).toBe('0');
    expect(run.outputs['leader']).toBe('best');
    expect(run.outputs['top-group']).toBe('best');
    const report = JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8'));
    expect(report).toMatchObject({ schema: 'scorio-eval-leaderboard/1', verdict: 'regression' });
    expect(run.summary).toMatch(
      /^❌ \*\*Credible regression: every candidate is credibly below the baseline best\*\* on bayes/,
    );
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors).toEqual([
      '::error::Credible regression: every candidate is credibly below the baseline "best" on bayes: credibly below it: ckpt-3000, ckpt-2000, ckpt-1000 (see the job summary)',
    ]);
    expectTokenMasked(run);
    const comments = commentsOf(14);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain(
      '### 🏆 Leaderboard: **best** is credibly first of 4 models',
    );
    expect(comments[0]?.body.endsWith('\n<!-- scorio-eval-action:e2e-rank -->')).toBe(true);
    // The check run's title is plain text: GitHub shows Markdown there as it is.
    const check = gh.server.checkRuns.at(-1) as { conclusion: string; output: { title: string } };
    expect(check.output.title).toBe(
      '❌ Credible regression: every candidate is credibly below the baseline best on bayes: credibly below it: ckpt-3000, ckpt-2000, ckpt-1000.',
    );
    expect(check.conclusion).toBe('failure');
    expect(run.outputs['comment-url']).toBe(comments[0]?.html_url);

    // The next run updates the same comment; without a baseline the step passes.
    const second = await runAction({
      issue: 14,
      inputs: { candidates, 'comment-key': 'e2e-rank' },
    });
    expect(second.code).toBe(0);
    expect(second.outputs['verdict']).toBe('no-change');
    // ckpt-3000 and ckpt-2000 overlap: no model is credibly first.
    expect(second.outputs['leader']).toBe('');
    expect(second.outputs['top-group']).toBe('ckpt-3000,ckpt-2000');
    expect(commentsOf(14)).toHaveLength(1);
    expect(commentsOf(14)[0]?.body).toContain(
      '### 🏆 Leaderboard: no credible winner: **ckpt-3000**, **ckpt-2000** share the top group of 3 models',
    );
  });

  it('allow-outside-workspace: a baseline outside the workspace fails the step unless the input is true', async () => {
    const outside = join(gh.scratch, 'gsm8k-sample.csv');
    writeFileSync(outside, readFileSync(join(repoRoot, SAME.baseline)));
    const inputs = { ...SAME, baseline: outside, comment: 'never' };
    const refused = await runAction({ issue: 15, inputs });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      `::error::${outside}: is outside the workspace "${workspace}": paths from a config file or an action input must stay inside it.`,
    );
    expect(refused.outputs['verdict']).toBeUndefined();

    const allowed = await runAction({
      issue: 15,
      inputs: { ...inputs, 'allow-outside-workspace': 'true' },
    });
    expect(allowed.stderr).toBe('');
    expect(allowed.code).toBe(0);
    expect(allowed.outputs['verdict']).toBe('no-change');

    // Rank mode: the same input lets a model's files lie outside.
    const ranked = await runAction({
      issue: 15,
      inputs: {
        candidates: `outside=${outside}\ninside=${SAME.candidate}`,
        comment: 'never',
        'allow-outside-workspace': 'true',
      },
    });
    expect(ranked.code).toBe(0);
    expect(ranked.outputs['top-group']).toBe('outside,inside');
  });

  it('an invalid input fails with a message naming it, before any API call', async () => {
    const requests = gh.server.requests.length;
    const run = await runAction({
      issue: 12,
      inputs: { ...SAME, 'fail-on-regression': 'maybe' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::input "fail-on-regression": "maybe" is not a boolean: use `true` or `false`',
    );
    expect(gh.server.requests.length).toBe(requests);
  });

  it('check-run: a check on the pull request head with the verdict, title and summary', async () => {
    const run = await runAction({ issue: 31, inputs: { ...DEMO, 'check-run': 'true' } });
    expect(run.code).toBe(1);
    const check = gh.server.checkRuns.at(-1) as {
      name: string;
      head_sha: string;
      conclusion: string;
      output: { title: string; summary: string; annotations: unknown[] };
    };
    expect(check.name).toBe('scorio eval: fixtures/demo/scorio.yml');
    expect(check.conclusion).toBe('failure');
    expect(check.output.title).toBe('❌ Credible regression: gsm8k-sample accuracy -7.4\u00a0pp');
    expect(commentsOf(31)[0]?.body.startsWith(`${check.output.summary}\n`)).toBe(true);
    expect(check.output.annotations).toEqual([
      {
        path: 'fixtures/demo/scorio.yml',
        start_line: 12,
        end_line: 12,
        annotation_level: 'failure',
        title: 'scorio: credible regression',
        message: 'gsm8k-sample accuracy (bayes): -7.4 points (75.1 -> 67.7), rho >0.999',
      },
    ]);
    expect(run.outputs['check-run-url']).toBe(
      `https://github.com/octo/evals/runs/${check['id' as keyof typeof check]}`,
    );
  });
});

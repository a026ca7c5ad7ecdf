import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run, type RunDependencies } from '../../src/action/main.js';
import { PERMISSIONS_BLOCK, commentFailureMessage } from '../../src/action/publish/comment.js';
import {
  compare,
  rank,
  type CompareOutcome,
  type CompareRequest,
  type RankRequest,
} from '../../src/engine/index.js';
import { InputError } from '../../src/errors.js';
import type { GitHubClientOptions } from '../../src/github/client.js';
import { FORBIDDEN, FakeCore, FakeGitHub, FakeHttpError, outcome, regression } from './fakes.js';
import { pullRequestEvent, pushEvent, runPullRequest, workflowRunEvent } from '../e2e/events.js';
import { GitHubContract } from '../e2e/github-contract.js';

const TOKEN = 'ghs_fakeTokenThatMustNeverBePrinted0123';
let workspace: string;
let runnerTemp: string;

beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'scorio-run-ws-'));
  runnerTemp = mkdtempSync(join(tmpdir(), 'scorio-run-tmp-'));
});
afterEach(() => {
  rmSync(workspace, { recursive: true, force: true });
  rmSync(runnerTemp, { recursive: true, force: true });
});

interface Harness {
  core: FakeCore;
  github: FakeGitHub;
  requests: CompareRequest[];
  clientOptions: GitHubClientOptions[];
  deps: Partial<RunDependencies>;
}

/** Whole event payloads, as GitHub sends them (checked against its webhook description below). */
const PR_PAYLOAD = pullRequestEvent({
  number: 7,
  base: { sha: 'a'.repeat(40) },
  head: { sha: 'f'.repeat(40) },
}).payload;
/** A `workflow_run` payload of a run of eval.yml (run #88, id 4242). */
function runEvent(run: {
  event: string;
  head_sha: string;
  head_branch: string;
  head_repository: string;
  pull_requests?: Record<string, unknown>[];
}): Record<string, unknown> {
  return workflowRunEvent({
    id: 4242,
    run_number: 88,
    workflow: 'eval.yml',
    created_at: '2026-11-20T00:00:00Z',
    ...run,
  }).payload;
}
const CHECKED_EVENTS = new Set(['pull_request', 'pull_request_target', 'workflow_run', 'push']);

function harness(
  options: {
    inputs?: Record<string, string>;
    eventName?: string;
    payload?: unknown;
    outcome?: CompareOutcome | (() => Promise<CompareOutcome>);
    github?: FakeGitHub;
    env?: Record<string, string>;
  } = {},
): Harness {
  const core = new FakeCore({
    baseline: 'base.csv',
    candidate: 'cand.csv',
    'github-token': TOKEN,
    ...options.inputs,
  });
  const github = options.github ?? new FakeGitHub();
  const eventPath = join(runnerTemp, `event-${Math.random()}.json`);
  const eventName = options.eventName ?? 'pull_request';
  const payload = (options.payload ?? PR_PAYLOAD) as Record<string, unknown>;
  if (CHECKED_EVENTS.has(eventName))
    expect(GitHubContract.shared().checkEvent(eventName, payload), 'an event GitHub sends').toEqual(
      [],
    );
  writeFileSync(eventPath, JSON.stringify(payload));
  const requests: CompareRequest[] = [];
  const clientOptions: GitHubClientOptions[] = [];
  const result = options.outcome ?? outcome('regression');
  return {
    core,
    github,
    requests,
    clientOptions,
    deps: {
      core,
      env: {
        GITHUB_EVENT_NAME: eventName,
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REPOSITORY: 'octo/evals',
        GITHUB_WORKSPACE: workspace,
        GITHUB_WORKFLOW: 'CI',
        GITHUB_JOB: 'eval',
        RUNNER_TEMP: runnerTemp,
        ...options.env,
      },
      compare: async (request) => {
        requests.push(request);
        return typeof result === 'function' ? result() : result;
      },
      createClient: (clientOptions_) => {
        clientOptions.push(clientOptions_);
        return github;
      },
    },
  };
}

describe('run() on a pull request with a credible regression', () => {
  it('writes outputs and reports, annotates, comments with the marker, and fails', async () => {
    const h = harness({ inputs: { confidence: '0.9', metrics: 'bayes, pass@4', rule: 'z' } });
    await run(h.deps);

    expect(h.requests).toEqual([
      {
        overrides: {
          baseline: 'base.csv',
          candidate: 'cand.csv',
          metrics: ['bayes', 'pass@4'],
          confidence: 0.9,
          rule: 'z',
        },
        overrideSource: 'input',
        policy: expect.objectContaining({ trustConfig: false }),
        // One read budget for the run: the artifacts unpacked count in it too.
        readBudget: expect.objectContaining({
          limit: 16 * 2 ** 30,
          setting: 'input "max-read-bytes"',
        }),
        provenance: expect.objectContaining({ baseline: { kind: 'workspace' } }),
        cwd: workspace,
      },
    ]);
    expect(h.core.outputs.get('verdict')).toBe('regression');
    expect(h.core.outputs.get('regressions')).toBe('1');
    expect(h.core.outputs.get('improvements')).toBe('0');
    const jsonPath = h.core.outputs.get('report-json') ?? '';
    expect(jsonPath.startsWith(runnerTemp)).toBe(true);
    expect(JSON.parse(readFileSync(jsonPath, 'utf8')).verdict).toBe('regression');
    expect(readFileSync(h.core.outputs.get('report-markdown') ?? '', 'utf8')).toContain(
      'verdict: **regression**',
    );

    expect(h.core.errors).toEqual([
      {
        message: 'aime24 pass@4: 0.712 -> 0.655 (-0.057)',
        options: { title: 'scorio: credible regression' },
      },
    ]);
    expect(h.core.failures).toEqual([
      'Credible regression in 1 gated metric: aime24 pass@4: 0.712 -> 0.655 (-0.057) (see the job summary)',
    ]);

    const comments = h.github.comments.get(7) ?? [];
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body.startsWith('## scorio eval: regression')).toBe(true);
    expect(body.endsWith('\n<!-- scorio-eval-action:CI/eval -->')).toBe(true);
    expect(body).toMatch(/<!-- scorio-eval-digest:[0-9a-f]{16} -->/);
    expect(h.core.outputs.get('comment-url')).toBe(comments[0]?.url);
    expect(h.github.callsOf('createIssueComment')[0]?.[0]).toEqual({
      owner: 'octo',
      repo: 'evals',
    });

    expect(h.core.summaries).toEqual(['# scorio eval report\n\nverdict: **regression**\n']);
    expect(h.core.secrets).toEqual([TOKEN]);
    expect(h.core.allText()).not.toContain(TOKEN);
    expect(h.clientOptions).toEqual([
      expect.objectContaining({ token: TOKEN, baseUrl: 'https://api.github.com' }),
    ]);
    // The client's connections end with the run (a proxy's tunnel must not hold the process).
    expect(h.github.closed).toBe(true);
  });

  it('updates the same comment on the next run instead of adding one', async () => {
    const github = new FakeGitHub();
    await run(harness({ github }).deps);
    const second = harness({
      github,
      outcome: outcome('regression', { regressions: [regression('aime24', 'pass@4', 0.712, 0.6)] }),
    });
    await run(second.deps);

    const comments = github.comments.get(7) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('0.600');
    expect(github.callsOf('createIssueComment')).toHaveLength(1);
    expect(github.callsOf('updateIssueComment')).toHaveLength(1);
    expect(second.core.outputs.get('comment-url')).toBe(comments[0]?.url);
  });

  it('warns with the permissions block on a 403, and still fails and writes the summary', async () => {
    const github = new FakeGitHub();
    github.failNext.set('createIssueComment', FORBIDDEN);
    const h = harness({ github });
    await run(h.deps);

    expect(h.core.failures).toHaveLength(1);
    expect(h.core.failures[0]).toMatch(/^Credible regression in 1 gated metric/);
    expect(h.core.outputs.get('verdict')).toBe('regression');
    expect(h.core.outputs.get('comment-url')).toBe('');
    expect(h.core.warnings).toHaveLength(1);
    const warning = h.core.warnings[0]?.message ?? '';
    expect(warning).toContain('GitHub answered 403 "Resource not accessible by integration"');
    expect(warning).toContain('permissions:\n  contents: read\n  pull-requests: write');
    expect(warning).toContain(PERMISSIONS_BLOCK);
    expect(warning).toContain('workflow_run');
    expect(h.core.summaries).toHaveLength(1);
    expect(h.core.summaries[0]).toContain('verdict: **regression**');
    expect(h.core.summaries[0]).toContain(
      '> [!WARNING]\n> Could not post the comment on pull request #7',
    );
  });

  it('spells out the 403 warning in full', () => {
    expect(commentFailureMessage(FORBIDDEN, 7)).toBe(
      [
        'Could not post the comment on pull request #7: GitHub answered 403 "Resource not accessible by integration": ' +
          'the token may not write comments here. The verdict, the outputs, the job summary and the exit status are not affected.',
        'Give the job these permissions (in the workflow or the job):',
        '',
        'permissions:',
        '  contents: read',
        '  pull-requests: write',
        '',
        'Pull requests from forks always get a read-only token, whatever the workflow asks: post the comment from a ' +
          'second workflow triggered by `workflow_run` (see "Fork pull requests" in ' +
          'https://github.com/scorio/eval-action/blob/v1/docs/action.md#4-fork-pull-requests-two-workflows-with-workflow_run).',
      ].join('\n'),
    );
  });

  it('warns after a server error without changing the verdict', async () => {
    const github = new FakeGitHub();
    github.failNext.set('listIssueComments', new FakeHttpError(502, 'Bad Gateway'));
    const h = harness({ github, outcome: outcome('no-change') });
    await run(h.deps);

    expect(h.core.failures).toEqual([]);
    expect(h.core.outputs.get('verdict')).toBe('no-change');
    expect(h.core.warnings.map((w) => w.message)).toEqual([
      'Could not post the comment on pull request #7: HTTP 502 "Bad Gateway", after retries. ' +
        'The verdict, the outputs, the job summary and the exit status are not affected.',
    ]);
  });
});

describe('run() without GITHUB_REPOSITORY', () => {
  it('warns that the comment was not posted, and keeps the verdict', async () => {
    const h = harness({ outcome: outcome('no-change'), env: { GITHUB_REPOSITORY: '' } });
    await run(h.deps);
    expect(h.core.failures).toEqual([]);
    expect(h.core.warnings.map((w) => w.message)).toEqual([
      'Could not post the comment on pull request #7: GITHUB_REPOSITORY "" is not "owner/repo": is this ' +
        'running on GitHub Actions? The verdict, the outputs, the job summary and the exit status are not affected.',
    ]);
  });
});

describe('run() verdicts and failing', () => {
  it('passes with no annotation when there is no regression', async () => {
    const h = harness({ outcome: outcome('improvement', { improvements: 2 }) });
    await run(h.deps);
    expect(h.core.failures).toEqual([]);
    expect(h.core.errors).toEqual([]);
    expect(h.core.outputs.get('verdict')).toBe('improvement');
    expect(h.core.outputs.get('improvements')).toBe('2');
    expect(h.github.comments.get(7)).toHaveLength(1);
  });

  it('annotates but passes with fail-on-regression: false', async () => {
    const h = harness({ inputs: { 'fail-on-regression': 'false' } });
    await run(h.deps);
    expect(h.core.failures).toEqual([]);
    expect(h.core.errors).toHaveLength(1);
    expect(h.core.infos).toContain(
      'fail-on-regression is false: the step passes despite the regression',
    );
  });

  it('keeps the error annotations within 10 per step, the failure line included', async () => {
    const many = Array.from({ length: 12 }, (_, i) => regression(`bench${i}`, 'bayes', 0.8, 0.7));
    const h = harness({ outcome: outcome('regression', { regressions: many }) });
    await run(h.deps);
    expect(h.core.errors).toHaveLength(9);
    expect(h.core.errors.slice(0, 8).map((e) => e.message)).toEqual(
      many.slice(0, 8).map((r) => r.message),
    );
    expect(h.core.errors[8]?.message).toBe(
      '4 more credible regressions: bench8 bayes, bench9 bayes, bench10 bayes, bench11 bayes (details in the job summary)',
    );
    expect(h.core.failures).toEqual([
      'Credible regression in 12 gated metrics: bench0 bayes: 0.800 -> 0.700 (-0.100); ' +
        'bench1 bayes: 0.800 -> 0.700 (-0.100); bench2 bayes: 0.800 -> 0.700 (-0.100); and 9 more (see the job summary)',
    ]);
  });

  it('uses all 10 annotations when the step does not fail', async () => {
    const many = Array.from({ length: 10 }, (_, i) => regression(`b${i}`, 'bayes', 0.8, 0.7));
    const h = harness({
      inputs: { 'fail-on-regression': 'false' },
      outcome: outcome('regression', { regressions: many }),
    });
    await run(h.deps);
    expect(h.core.errors.map((e) => e.message)).toEqual(many.map((r) => r.message));
  });

  it('shows engine warnings, at most 5 as annotations', async () => {
    const warnings = Array.from({ length: 7 }, (_, i) => `warning ${i}`);
    const h = harness({ outcome: outcome('no-change', { warnings }) });
    await run(h.deps);
    expect(h.core.warnings.map((w) => w.message)).toEqual([
      'warning 0',
      'warning 1',
      'warning 2',
      'warning 3',
      '3 more warnings in the log and the report',
    ]);
    expect(h.core.infos).toEqual(
      expect.arrayContaining(['warning: warning 4', 'warning: warning 5', 'warning: warning 6']),
    );
  });

  it('fails with the message of a data error, and without a stack', async () => {
    const h = harness({
      outcome: () =>
        Promise.reject(new InputError({ file: 'cand.csv', line: 3 }, 'cell "x" is not 0 or 1')),
    });
    await run(h.deps);
    expect(h.core.failures).toEqual(['cand.csv:3: cell "x" is not 0 or 1']);
    expect(h.core.outputs.has('verdict')).toBe(false);
    expect(h.github.calls).toEqual([]);
  });

  it('fails with the message of an unexpected error', async () => {
    const h = harness({ outcome: () => Promise.reject(new TypeError('boom')) });
    await run(h.deps);
    expect(h.core.failures).toEqual(['scorio eval-action failed unexpectedly: boom']);
    expect(h.core.debugs[0]).toMatch(/^TypeError: boom\n\s+at /);
  });

  it('rejects an invalid input before running the engine, naming input and value', async () => {
    const h = harness({ inputs: { 'fail-on-regression': 'yes' } });
    await run(h.deps);
    expect(h.core.failures).toEqual([
      'input "fail-on-regression": "yes" is not a boolean: use `true` or `false`',
    ]);
    expect(h.requests).toEqual([]);
  });

  it('caps the job summary at 1 MiB', async () => {
    const line = 'x'.repeat(99) + '\n';
    const h = harness({ outcome: outcome('no-change', { markdown: line.repeat(20_000) }) });
    await run(h.deps);
    const summary = h.core.summaries[0] ?? '';
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1024 * 1024);
    expect(Buffer.byteLength(summary)).toBeGreaterThan(1024 * 1024 - 300);
    expect(summary).toMatch(
      /x\n\n_The report was cut here: it exceeds the 1 MiB job summary limit/,
    );
  });

  it('keeps the comment warning in a summary cut at 1 MiB', async () => {
    const github = new FakeGitHub();
    github.failNext.set('createIssueComment', FORBIDDEN);
    const line = 'x'.repeat(99) + '\n';
    const h = harness({ github, outcome: outcome('no-change', { markdown: line.repeat(20_000) }) });
    await run(h.deps);
    const summary = h.core.summaries[0] ?? '';
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1024 * 1024);
    expect(summary).toMatch(
      /see the report-markdown output\._\n\n\n> \[!WARNING\]\n> Could not post the comment on pull request #7: GitHub answered 403 .*\n$/,
    );
  });

  it('writes no summary with summary: false', async () => {
    const h = harness({ inputs: { summary: 'false' } });
    await run(h.deps);
    expect(h.core.summaries).toEqual([]);
  });

  it('turns a summary write failure into a warning', async () => {
    const h = harness({ outcome: outcome('no-change') });
    h.core.summaryError = new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY');
    await run(h.deps);
    expect(h.core.failures).toEqual([]);
    expect(h.core.warnings.map((w) => w.message)).toEqual([
      'could not write the job summary: Unable to find environment variable for $GITHUB_STEP_SUMMARY',
    ]);
  });
});

describe('run() config file', () => {
  it('passes the default config file when it exists, and the inputs as overrides', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(workspace, '.github'));
    writeFileSync(join(workspace, '.github/scorio.yml'), 'benchmarks: []\n');
    const h = harness({
      inputs: { baseline: '', candidate: '', margin: '0.01', 'missing-tasks': 'warn' },
    });
    await run(h.deps);
    expect(h.requests).toEqual([
      {
        configFile: '.github/scorio.yml',
        overrides: { margin: 0.01, missingTasks: 'warn' },
        overrideSource: 'input',
        policy: expect.objectContaining({ trustConfig: false }),
        // One read budget for the run: the artifacts unpacked count in it too.
        readBudget: expect.objectContaining({
          limit: 16 * 2 ** 30,
          setting: 'input "max-read-bytes"',
        }),
        provenance: expect.objectContaining({ baseline: { kind: 'workspace' } }),
        cwd: workspace,
      },
    ]);
  });

  it('fails when a config path other than the default does not exist', async () => {
    const h = harness({ inputs: { config: 'evals/scorio.yml' } });
    await run(h.deps);
    expect(h.core.failures).toEqual([
      `input "config": "evals/scorio.yml" does not exist (relative to the workspace ${workspace})`,
    ]);
  });

  it('fails when there is neither a config file nor baseline and candidate', async () => {
    const h = harness({ inputs: { candidate: '' } });
    await run(h.deps);
    expect(h.core.failures[0]).toMatch(
      /^nothing to compare: set the inputs "baseline" and "candidate"/,
    );
  });
});

describe('run() events', () => {
  it('on push: outputs and summary only, no GitHub client', async () => {
    const h = harness({
      eventName: 'push',
      payload: pushEvent({ ref: 'refs/heads/main', before: 'a'.repeat(40), after: 'b'.repeat(40) })
        .payload,
    });
    await run(h.deps);
    expect(h.clientOptions).toEqual([]);
    expect(h.core.outputs.get('comment-url')).toBe('');
    expect(h.core.summaries).toHaveLength(1);
    expect(h.core.failures).toHaveLength(1);
    expect(h.core.infos).toContain(
      'no pull request for this push event: no PR comment (job summary and outputs only)',
    );
  });

  it('on workflow_dispatch with comment: never: no GitHub client', async () => {
    const h = harness({
      eventName: 'workflow_dispatch',
      payload: {},
      inputs: { comment: 'never' },
    });
    await run(h.deps);
    expect(h.clientOptions).toEqual([]);
  });

  it('comment: never on a pull request makes no API call', async () => {
    const h = harness({ inputs: { comment: 'never' } });
    await run(h.deps);
    expect(h.clientOptions).toEqual([]);
    expect(h.core.outputs.get('comment-url')).toBe('');
  });

  it('pull_request_target comments on the payload pull request', async () => {
    const h = harness({
      eventName: 'pull_request_target',
      payload: pullRequestEvent({
        number: 12,
        base: { sha: 'a'.repeat(40) },
        head: { sha: 'f'.repeat(40), repo: 'forker/evals' },
        name: 'pull_request_target',
        action: 'opened',
      }).payload,
    });
    await run(h.deps);
    expect(h.github.comments.get(12)).toHaveLength(1);
  });

  it('workflow_run takes the PR number from pull_requests[0]', async () => {
    const h = harness({
      eventName: 'workflow_run',
      payload: runEvent({
        event: 'pull_request',
        head_sha: 'f'.repeat(40),
        head_branch: 'feature-31',
        head_repository: 'octo/evals',
        pull_requests: [
          runPullRequest({
            number: 31,
            base: { sha: 'b'.repeat(40) },
            head: { sha: 'f'.repeat(40) },
          }),
        ],
      }),
    });
    await run(h.deps);
    expect(h.github.comments.get(31)).toHaveLength(1);
    expect(h.github.callsOf('findOpenPullRequests')).toEqual([]);
  });

  it('workflow_run from a fork looks the PR up by head owner and branch', async () => {
    const github = new FakeGitHub();
    github.pulls.push(
      { number: 40, headSha: 'c'.repeat(40), baseSha: 'd'.repeat(40) },
      { number: 41, headSha: 'e'.repeat(40), baseSha: 'd'.repeat(40) },
    );
    const h = harness({
      github,
      eventName: 'workflow_run',
      payload: runEvent({
        event: 'pull_request',
        head_branch: 'feature',
        head_sha: 'e'.repeat(40),
        head_repository: 'forker/evals',
      }),
    });
    await run(h.deps);
    expect(github.callsOf('findOpenPullRequests')).toEqual([
      [
        { owner: 'octo', repo: 'evals' },
        { owner: 'forker', branch: 'feature' },
      ],
    ]);
    expect(github.comments.get(41)).toHaveLength(1);
    expect(github.comments.get(40)).toBeUndefined();
  });

  it('workflow_run from a push has no pull request', async () => {
    const h = harness({
      eventName: 'workflow_run',
      payload: runEvent({
        event: 'push',
        head_branch: 'main',
        head_sha: 'a'.repeat(40),
        head_repository: 'octo/evals',
      }),
    });
    await run(h.deps);
    expect(h.clientOptions).toEqual([]);
    expect(h.core.outputs.get('comment-url')).toBe('');
  });

  it('honours GITHUB_API_URL and the retry base', async () => {
    const h = harness({
      env: { GITHUB_API_URL: 'http://127.0.0.1:9', SCORIO_GITHUB_RETRY_BASE_MS: '2' },
    });
    await run(h.deps);
    expect(h.clientOptions[0]).toMatchObject({ baseUrl: 'http://127.0.0.1:9', retryBaseMs: 2 });
  });
});

describe('run() comment modes and keys', () => {
  it('on-change leaves the comment alone when nothing changed, and updates it when numbers do', async () => {
    const github = new FakeGitHub();
    const first = outcome('regression');
    await run(harness({ github, inputs: { comment: 'on-change' }, outcome: first }).deps);
    const same = harness({
      github,
      inputs: { comment: 'on-change' },
      outcome: outcome('regression'),
    });
    await run(same.deps);
    expect(github.callsOf('updateIssueComment')).toEqual([]);
    expect(same.core.outputs.get('comment-url')).toBe(github.comments.get(7)?.[0]?.url);

    const changed = outcome('regression', {
      regressions: [regression('aime24', 'pass@4', 0.712, 0.6)],
    });
    await run(harness({ github, inputs: { comment: 'on-change' }, outcome: changed }).deps);
    expect(github.callsOf('updateIssueComment')).toHaveLength(1);
    expect(github.comments.get(7)).toHaveLength(1);
  });

  it('on-regression posts only on a regression, then updates the comment when it is resolved', async () => {
    const github = new FakeGitHub();
    const quiet = harness({
      github,
      inputs: { comment: 'on-regression' },
      outcome: outcome('no-change'),
    });
    await run(quiet.deps);
    expect(github.comments.get(7)).toBeUndefined();
    expect(quiet.core.outputs.get('comment-url')).toBe('');

    await run(harness({ github, inputs: { comment: 'on-regression' } }).deps);
    expect(github.comments.get(7)).toHaveLength(1);

    await run(
      harness({ github, inputs: { comment: 'on-regression' }, outcome: outcome('no-change') }).deps,
    );
    const comments = github.comments.get(7) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/^## scorio eval: no-change/);
  });

  it('keeps one comment per comment-key', async () => {
    const github = new FakeGitHub();
    await run(harness({ github, inputs: { 'comment-key': 'math' } }).deps);
    await run(harness({ github, inputs: { 'comment-key': 'code' } }).deps);
    await run(harness({ github, inputs: { 'comment-key': 'math' } }).deps);
    const bodies = (github.comments.get(7) ?? []).map((c) => c.body.split('\n').at(-1));
    expect(bodies).toEqual([
      '<!-- scorio-eval-action:math -->',
      '<!-- scorio-eval-action:code -->',
    ]);
  });

  it('never touches a human comment that quotes the marker', async () => {
    const github = new FakeGitHub();
    const human = github.seed(7, 'see <!-- scorio-eval-action:CI/eval -->', {
      login: 'alice',
      type: 'User',
    });
    await run(harness({ github }).deps);
    const comments = github.comments.get(7) ?? [];
    expect(comments).toHaveLength(2);
    expect(comments[0]).toEqual(human);
  });
});

describe('run() with the real engine', () => {
  it('names the input in an engine error about an override', async () => {
    const core = new FakeCore({
      baseline: 'fixtures/demo/baseline/aime24.csv',
      candidate: 'fixtures/demo/candidate/aime24.csv',
      metrics: 'bayes, pass@0',
      comment: 'never',
    });
    const eventPath = join(runnerTemp, 'push.json');
    writeFileSync(eventPath, '{}');
    await run({
      core,
      env: {
        GITHUB_EVENT_NAME: 'push',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_WORKSPACE: join(import.meta.dirname, '../..'),
        RUNNER_TEMP: runnerTemp,
      },
    });
    expect(core.failures).toHaveLength(1);
    expect(core.failures[0]).toMatch(/^input "metrics": unknown metric "pass@0"/);
  });
});

describe('run() allow-outside-workspace', () => {
  /** The workspace holds in.csv; the same outcomes lie outside it, in RUNNER_TEMP. */
  function files(): { outside: string } {
    const csv = 'question_id,t1,t2\nq1,1,0\nq2,1,1\nq3,0,0\n';
    writeFileSync(join(workspace, 'in.csv'), csv);
    const outside = join(runnerTemp, 'outside.csv');
    writeFileSync(outside, csv);
    return { outside };
  }
  const refusal = (path: string) =>
    `${path}: is outside the workspace "${workspace}": paths from a config file or an action input must stay inside it. To read it anyway, set the action input allow-outside-workspace: true (in the action a config cannot); in the CLI, pass --allow-outside-workspace, set allow-outside-workspace: true in the config, or give the path as a flag.`;

  it('compare: a result file outside the workspace fails the step unless the input is true', async () => {
    const { outside } = files();
    const inputs = { baseline: outside, candidate: 'in.csv', comment: 'never' };
    const refused = harness({ inputs });
    await run({ ...refused.deps, compare });
    expect(refused.core.failures).toEqual([refusal(outside)]);

    const allowed = harness({ inputs: { ...inputs, 'allow-outside-workspace': 'true' } });
    const requests: CompareRequest[] = [];
    await run({
      ...allowed.deps,
      compare: (request) => {
        requests.push(request);
        return compare(request);
      },
    });
    expect(allowed.core.failures).toEqual([]);
    expect(allowed.core.outputs.get('verdict')).toBe('no-change');
    expect(requests.map((r) => r.overrides)).toEqual([
      { baseline: outside, candidate: 'in.csv', allowOutsideWorkspace: true },
    ]);

    // `false` is the default: the same refusal.
    const off = harness({ inputs: { ...inputs, 'allow-outside-workspace': 'false' } });
    await run({ ...off.deps, compare });
    expect(off.core.failures).toEqual([refusal(outside)]);
  });

  it('rank mode: a model or the baseline model outside the workspace, refused unless the input is true', async () => {
    const { outside } = files();
    const inputs = { candidates: `in=in.csv\nout=${outside}`, comment: 'never', candidate: '' };
    const refused = harness({ inputs: { ...inputs, baseline: '' } });
    await run({ ...refused.deps, rank });
    expect(refused.core.failures).toEqual([refusal(outside)]);
    const baselineOutside = harness({
      inputs: { ...inputs, candidates: 'a=in.csv\nb=in.csv', baseline: `main=${outside}` },
    });
    await run({ ...baselineOutside.deps, rank });
    expect(baselineOutside.core.failures).toEqual([refusal(outside)]);

    const allowed = harness({
      inputs: { ...inputs, baseline: `main=${outside}`, 'allow-outside-workspace': 'true' },
    });
    const requests: RankRequest[] = [];
    await run({
      ...allowed.deps,
      rank: (request) => {
        requests.push(request);
        return rank(request);
      },
    });
    expect(allowed.core.failures).toEqual([]);
    expect(allowed.core.outputs.get('top-group')).toBe('main,in,out');
    expect(requests[0]?.allowOutsideWorkspace).toBe(true);
  });
});

describe('run() check-run', () => {
  const HEAD = 'b'.repeat(40);
  const payload = pullRequestEvent({
    number: 7,
    base: { sha: 'a'.repeat(40) },
    head: { sha: HEAD },
  }).payload;

  it('creates a check on the head commit: headline title, comment summary, annotations on the config lines', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(workspace, '.github'));
    writeFileSync(join(workspace, '.github/scorio.yml'), 'benchmarks: []\n');
    const failing = { ...regression('aime24', 'bayes', 0.7, 0.6), configLine: 3 };
    const h = harness({
      inputs: { baseline: '', candidate: '', 'check-run': 'true' },
      payload,
      outcome: outcome('regression', { regressions: [failing] }),
    });
    await run(h.deps);
    expect(h.github.checkRuns).toEqual([
      {
        name: 'scorio eval: .github/scorio.yml',
        headSha: HEAD,
        conclusion: 'failure',
        title: 'scorio eval: regression',
        summary: '## scorio eval: regression\n\n- aime24 bayes: 0.700 -> 0.600 (-0.100)',
        annotations: [
          {
            path: '.github/scorio.yml',
            line: 3,
            level: 'failure',
            title: 'scorio: credible regression',
            message: 'aime24 bayes: 0.700 -> 0.600 (-0.100)',
          },
        ],
      },
    ]);
    expect(h.core.outputs.get('check-run-url')).toBe('https://github.com/o/r/runs/1');
    // No regression: success; fail-on-regression false: neutral.
    const green = harness({
      inputs: { 'check-run': 'true' },
      payload,
      outcome: outcome('no-change'),
    });
    await run(green.deps);
    expect(green.github.checkRuns[0]?.conclusion).toBe('success');
    const soft = harness({
      inputs: { 'check-run': 'true', 'fail-on-regression': 'false' },
      payload,
    });
    await run(soft.deps);
    expect(soft.github.checkRuns[0]?.conclusion).toBe('neutral');
  });

  it('is off by default; a refusal is a warning naming checks: write', async () => {
    const off = harness({ payload });
    await run(off.deps);
    expect(off.github.checkRuns).toEqual([]);
    const github = new FakeGitHub();
    github.failNext.set('createCheckRun', FORBIDDEN);
    const refused = harness({ inputs: { 'check-run': 'true' }, payload, github });
    await run(refused.deps);
    expect(refused.core.warnings.map((w) => w.message).join('\n')).toMatch(
      /check-run: GitHub did not create the check run: the token may not do this .*give the job `checks: write`/,
    );
    expect(refused.core.outputs.get('check-run-url')).toBe('');
  });
});

describe('run() pull-request-number', () => {
  const RUN_HEAD = 'c'.repeat(40);
  const workflowRun = runEvent({
    event: 'pull_request',
    head_sha: RUN_HEAD,
    head_branch: 'feature',
    head_repository: 'forker/evals',
  });

  it('on workflow_run: used when the pull request head is the run head, else nothing is posted', async () => {
    const github = new FakeGitHub();
    github.pulls.push(
      { number: 42, headSha: RUN_HEAD, baseSha: 'd'.repeat(40) },
      { number: 43, headSha: 'e'.repeat(40), baseSha: 'd'.repeat(40) },
    );
    const ok = harness({
      inputs: { 'pull-request-number': '42' },
      eventName: 'workflow_run',
      payload: workflowRun,
      github,
    });
    await run(ok.deps);
    expect(github.comments.get(42)).toHaveLength(1);

    const other = harness({
      inputs: { 'pull-request-number': '43' },
      eventName: 'workflow_run',
      payload: workflowRun,
      github,
    });
    await run(other.deps);
    expect(github.comments.get(43)).toBeUndefined();
    expect(other.core.warnings.map((w) => w.message).join('\n')).toContain(
      `input "pull-request-number": #43 is not posted to: its head eeeeeeeeeeee is not the triggering run's head cccccccccccc`,
    );
  });

  it("on a pull request event it must be the event's own", async () => {
    const h = harness({ inputs: { 'pull-request-number': '8' } });
    await run(h.deps);
    expect(h.core.failures).toEqual([
      'input "pull-request-number": 8 is not this event\'s pull request #7',
    ]);
  });
});

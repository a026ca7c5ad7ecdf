/**
 * GitHub API faults: the action's run() (real engine on the demo, real octokit client with its
 * retry and throttling plugins) against the loopback fake API behind a fault-injecting proxy.
 * Whatever the API does, the verdict output, the step's failure line and the job summary are
 * right, and there is never more than one scorio comment per key.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import { createGitHubClient } from '../../src/github/client.js';
import { stickyCommentBody } from '../../src/github/sticky-comment.js';
import { FakeCore } from '../action/fakes.js';
import { type FaultRule, FaultyGitHub } from './fault-proxy.js';
import { repoRoot } from './fuzz-helpers.js';
import { FULL, recordFigure } from './scale.js';

const TOKEN = 'ghs_trustSuiteTokenThatMustStayMasked000000';
const DEMO = { config: 'fixtures/demo/scorio.yml' };
const SAME = {
  baseline: 'fixtures/demo/baseline/gsm8k-sample.csv',
  candidate: 'fixtures/demo/baseline/gsm8k-sample.csv',
};
const FAILURE_LINE =
  'Credible regression in 1 gated metric: gsm8k-sample accuracy (bayes): -7.4 points (75.1 -> 67.7), rho >0.999 (see the job summary)';

let gh: FaultyGitHub;
let temp: string;
let issue = 100;
const results: { name: string; ok: boolean }[] = [];

beforeAll(async () => {
  gh = new FaultyGitHub();
  await gh.start();
  temp = mkdtempSync(join(tmpdir(), 'scorio-trust-api-'));
});
afterAll(async () => {
  await gh.stop();
  rmSync(temp, { recursive: true, force: true });
  recordFigure({
    suite: 'api-faults',
    name: 'GitHub API faults (401, 403, 404, 422, 5xx, rate limits, slow, dropped connections): verdict, exit status, summary, at most one comment',
    cases: results.length,
    failures: results.filter((r) => !r.ok).length,
  });
});

interface Run {
  readonly core: FakeCore;
  readonly issue: number;
}

/** One action run for a fresh pull request (or `pr`), with `rules` on the API. */
export async function actionRun(
  options: {
    inputs?: Record<string, string>;
    rules?: FaultRule[];
    pr?: number;
    key?: string;
    /**
     * The throttling plugin (rate limits; it also spaces writes about a second apart). On in the
     * action; off here except where a scenario is about rate limits, to keep CI fast.
     */
    throttle?: boolean;
    /**
     * How long one attempt may wait for an answer. Default 30 s, the action's own: a healthy or a
     * slow API answers long before it however busy the machine, so no outcome depends on its
     * speed. The scenario of an API that never answers sets it short.
     */
    timeoutMs?: number;
  } = {},
): Promise<Run> {
  const pr = options.pr ?? ++issue;
  gh.rules.splice(0, gh.rules.length, ...(options.rules ?? []));
  const dir = mkdtempSync(join(temp, 'run-'));
  const eventPath = join(dir, 'event.json');
  writeFileSync(
    eventPath,
    JSON.stringify({ pull_request: { number: pr, base: { sha: 'a'.repeat(40) } } }),
  );
  // action.yml's defaults, as the runner passes them, then the scenario's inputs.
  const inputs: Record<string, string> = {
    config: '.github/scorio.yml',
    'fail-on-regression': 'true',
    comment: 'always',
    'github-token': TOKEN,
    summary: 'true',
    'comment-key': options.key ?? 'trust',
  };
  const core = new FakeCore(Object.assign(inputs, options.inputs ?? DEMO));
  await run({
    core,
    createClient: (clientOptions) =>
      createGitHubClient({
        ...clientOptions,
        throttle: options.throttle === true,
        timeoutMs: options.timeoutMs ?? 30_000,
      }),
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'octo/evals',
      GITHUB_WORKSPACE: repoRoot,
      GITHUB_API_URL: gh.url,
      RUNNER_TEMP: dir,
      SCORIO_GITHUB_RETRY_BASE_MS: '1',
    },
  });
  return { core, issue: pr };
}

/** The verdict, the exit status (setFailed) and the job summary are what the demo says. */
export function expectVerdictIntact(
  r: Run,
  verdict: 'regression' | 'no-change' = 'regression',
): void {
  expect(r.core.outputs.get('verdict')).toBe(verdict);
  expect(r.core.failures).toEqual(verdict === 'regression' ? [FAILURE_LINE] : []);
  expect(r.core.summaries).toHaveLength(1);
  expect(r.core.summaries[0]).toMatch(
    verdict === 'regression'
      ? /^### ❌ Credible regression: gsm8k-sample accuracy -7\.4\u00a0pp\n/
      : /^### ✅ No credible regression/,
  );
  expect(r.core.allText()).not.toContain(TOKEN);
}

function scenario(
  name: string,
  body: () => Promise<void>,
  options: { timeout?: number } = {},
): void {
  it(
    name,
    async () => {
      let ok = false;
      try {
        await body();
        ok = true;
      } finally {
        results.push({ name, ok });
      }
    },
    // The suite's own timeout (vitest.config.ts) unless a scenario needs more: never less.
    options.timeout,
  );
}

const COMMENTS = /\/issues\/\d+\/comments$/;
const COMMENT = /\/issues\/comments\/\d+$/;
const status = (
  method: string,
  path: RegExp,
  code: number,
  message: string,
  times = 1,
  headers?: Record<string, string>,
): FaultRule => ({
  method,
  path,
  action: { kind: 'status', status: code, message, ...(headers ? { headers } : {}) },
  times,
});

describe('GitHub API faults', () => {
  scenario('healthy API: one comment, created then updated in place', async () => {
    const first = await actionRun();
    expectVerdictIntact(first);
    expect(gh.marked(first.issue, 'trust')).toBe(1);
    const again = await actionRun({ pr: first.issue });
    expectVerdictIntact(again);
    expect(gh.marked(first.issue, 'trust')).toBe(1);
    const same = await actionRun({ inputs: SAME });
    expectVerdictIntact(same, 'no-change');
  });

  scenario('401 Bad credentials on every call: a warning, no comment', async () => {
    const r = await actionRun({
      rules: [
        { ...status('GET', /.*/, 401, 'Bad credentials', Infinity) },
        { ...status('POST', /.*/, 401, 'Bad credentials', Infinity) },
      ],
    });
    expectVerdictIntact(r);
    expect(r.core.warnings.map((w) => w.message).join('\n')).toMatch(/HTTP 401/);
    expect(r.core.summaries[0]).toMatch(/> \[!WARNING\]\n> Could not post the comment/);
    expect(gh.marked(r.issue, 'trust')).toBe(0);
  });

  scenario(
    '403 Resource not accessible by integration (fork PR): the permissions advice, no comment',
    async () => {
      const r = await actionRun({
        rules: [status('POST', COMMENTS, 403, 'Resource not accessible by integration', Infinity)],
      });
      expectVerdictIntact(r);
      expect(r.core.warnings.map((w) => w.message).join('\n')).toMatch(/pull-requests: write/);
      expect(gh.marked(r.issue, 'trust')).toBe(0);
    },
  );

  scenario('404 on the pull request (closed, deleted): a warning, the verdict stands', async () => {
    const r = await actionRun({
      rules: [
        status('GET', COMMENTS, 404, 'Not Found', Infinity),
        status('POST', COMMENTS, 404, 'Not Found', Infinity),
      ],
    });
    expectVerdictIntact(r);
    expect(r.core.warnings.map((w) => w.message).join('\n')).toMatch(/HTTP 404/);
  });

  scenario(
    '422 Validation Failed on create and on update: a warning, at most one comment',
    async () => {
      const r = await actionRun({ rules: [status('POST', COMMENTS, 422, 'Validation Failed')] });
      expectVerdictIntact(r);
      expect(gh.marked(r.issue, 'trust')).toBe(0);
      const created = await actionRun({ pr: r.issue });
      expect(gh.marked(r.issue, 'trust')).toBe(1);
      const update = await actionRun({
        pr: created.issue,
        rules: [status('PATCH', COMMENT, 422, 'Validation Failed')],
      });
      expectVerdictIntact(update);
      expect(gh.marked(r.issue, 'trust')).toBe(1);
    },
  );

  scenario('500, 502, 503 twice each, then healthy: retried, one comment', async () => {
    const r = await actionRun({
      rules: [
        status('GET', COMMENTS, 500, 'Server Error', 2),
        status('POST', COMMENTS, 502, 'Bad Gateway', 1),
        status('POST', COMMENTS, 503, 'Unavailable', 1),
      ],
    });
    expectVerdictIntact(r);
    expect(gh.marked(r.issue, 'trust')).toBe(1);
    expect(r.core.warnings).toEqual([]);
  });

  scenario('5xx beyond the retries: a warning saying so, no comment', async () => {
    const r = await actionRun({ rules: [status('GET', COMMENTS, 503, 'Unavailable', Infinity)] });
    expectVerdictIntact(r);
    expect(r.core.warnings.map((w) => w.message).join('\n')).toMatch(/HTTP 503.*after retries/);
    expect(gh.marked(r.issue, 'trust')).toBe(0);
  });

  scenario(
    'secondary rate limits (403 and 429 + retry-after), the primary limit (remaining 0): waited out, one comment',
    async () => {
      const reset = String(Math.ceil(Date.now() / 1000) + 1);
      const secondary = 'You have exceeded a secondary rate limit. Please wait a few minutes.';
      const r = await actionRun({
        throttle: true,
        rules: [
          status('POST', COMMENTS, 403, secondary, 1, { 'retry-after': '1' }),
          status('GET', COMMENTS, 429, secondary, 1, { 'retry-after': '1' }),
          status('PATCH', COMMENT, 403, 'API rate limit exceeded for installation', 1, {
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': reset,
          }),
        ],
      });
      expectVerdictIntact(r);
      expect(gh.marked(r.issue, 'trust')).toBe(1);
    },
  );

  scenario('a secondary rate limit that does not lift: a warning, no comment', async () => {
    const r = await actionRun({
      throttle: true,
      rules: [
        status('POST', COMMENTS, 403, 'You have exceeded a secondary rate limit', Infinity, {
          'retry-after': '1',
        }),
      ],
    });
    expectVerdictIntact(r);
    expect(gh.marked(r.issue, 'trust')).toBe(0);
  });

  scenario('slow answers (0.5 s on every call): the same outcome, one comment', async () => {
    const r = await actionRun({
      rules: [
        { method: 'GET', path: /.*/, action: { kind: 'delay', ms: 500 }, times: Infinity },
        { method: 'POST', path: /.*/, action: { kind: 'delay', ms: 500 }, times: Infinity },
      ],
    });
    expectVerdictIntact(r);
    expect(gh.marked(r.issue, 'trust')).toBe(1);
  });

  scenario(
    'an API that never answers: each attempt times out, a warning, the verdict stands',
    async () => {
      const r = await actionRun({
        // Never answered, each attempt ends at its timeout however fast the machine is.
        timeoutMs: 300,
        rules: [
          {
            method: 'GET',
            path: COMMENTS,
            action: { kind: 'delay', ms: 600_000 },
            times: Infinity,
          },
        ],
      });
      expectVerdictIntact(r);
      expect(r.core.warnings.map((w) => w.message).join('\n')).toMatch(
        /Could not post the comment/,
      );
    },
  );

  scenario('connections dropped before the API answers: retried, one comment', async () => {
    const r = await actionRun({
      rules: [
        { method: 'GET', path: COMMENTS, action: { kind: 'drop' }, times: 2 },
        { method: 'POST', path: COMMENTS, action: { kind: 'drop' }, times: 1 },
      ],
    });
    expectVerdictIntact(r);
    expect(gh.marked(r.issue, 'trust')).toBe(1);
  });

  scenario(
    'the connection drops after the API created the comment: still at most one comment',
    async () => {
      const r = await actionRun({
        rules: [{ method: 'POST', path: COMMENTS, action: { kind: 'drop-after' }, times: 1 }],
      });
      expectVerdictIntact(r);
      expect(gh.marked(r.issue, 'trust')).toBe(1);
      // The next run finds it and updates it in place.
      const next = await actionRun({ pr: r.issue });
      expectVerdictIntact(next);
      expect(gh.marked(r.issue, 'trust')).toBe(1);
    },
  );

  scenario(
    'deleting a duplicate left by an old race fails: the comment is still updated',
    async () => {
      const pr = ++issue;
      gh.api.seed(pr, stickyCommentBody('old', 'trust', 'a1'));
      gh.api.seed(pr, stickyCommentBody('older twin', 'trust', 'b2'));
      const r = await actionRun({
        pr,
        rules: [status('DELETE', COMMENT, 500, 'Server Error', Infinity)],
      });
      expectVerdictIntact(r);
      const bodies = (gh.api.comments.get(pr) ?? []).map((c) => c.body);
      expect(bodies.filter((b) => b.includes('Credible regression'))).toHaveLength(1);
    },
  );

  scenario(
    'a comment key with a second key on the same PR: each key has its own comment',
    async () => {
      const a = await actionRun({ key: 'one' });
      await actionRun({ pr: a.issue, key: 'two' });
      await actionRun({ pr: a.issue, key: 'one' });
      expect(gh.marked(a.issue, 'one')).toBe(1);
      expect(gh.marked(a.issue, 'two')).toBe(1);
    },
  );

  it.runIf(FULL)(
    'the full run repeats every fault scenario with a no-change verdict too',
    async () => {
      const r = await actionRun({
        inputs: SAME,
        rules: [status('GET', COMMENTS, 503, 'Unavailable', Infinity)],
      });
      expectVerdictIntact(r, 'no-change');
      results.push({ name: 'no-change under 5xx', ok: true });
    },
  );
});

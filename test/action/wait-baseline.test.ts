/**
 * `wait-for-baseline` on its own, with a clock that moves only when the wait sleeps: which runs
 * are waited for, the backoff, and every way the wait ends.
 */
import { describe, expect, it } from 'vitest';
import {
  FIRST_POLL_SECONDS,
  MAX_POLL_SECONDS,
  waitFallbackText,
  waitForBaseRun,
} from '../../src/action/baseline/wait-baseline.js';
import type { RunStatus } from '../../src/github/index.js';
import { FakeGitHub, FakeHttpError } from './fakes.js';

const REPO = { owner: 'octo', repo: 'evals' };
const BASE = 'b'.repeat(40);
const QUERY = { workflow: 'eval.yml', branch: 'main', baseSha: BASE, excludeRunId: 99 };

function run(
  id: number,
  status: string,
  conclusion: string | null,
  extra: Partial<RunStatus> = {},
): RunStatus {
  return {
    id,
    runNumber: id,
    headSha: BASE,
    status,
    conclusion,
    event: 'push',
    headRepository: 'octo/evals',
    createdAt: `2026-01-15T12:0${id % 10}:00Z`,
    ...extra,
  };
}

/** A clock in seconds that sleeping advances (one unit = one second here). */
function clock(): {
  sleeps: number[];
  options: { sleep: (ms: number) => Promise<void>; now: () => number; secondMs: number };
} {
  let t = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    options: {
      secondMs: 1000,
      now: () => t,
      sleep: async (ms) => {
        sleeps.push(ms / 1000);
        t += ms;
      },
    },
  };
}

const base = {
  runUrl: (id: number) => `https://github.com/octo/evals/actions/runs/${id}`,
  log: () => undefined,
};

describe('waitForBaseRun', () => {
  it("waits only for the base branch's own run at the base commit, and not when one there succeeded", async () => {
    const github = new FakeGitHub();
    const { options } = clock();
    github.runsAt.set(BASE, [
      run(1, 'in_progress', null, { event: 'pull_request' }),
      run(2, 'in_progress', null, { headRepository: 'fork/evals' }),
      run(99, 'in_progress', null), // this very run
      run(3, 'queued', null, { headSha: 'c'.repeat(40) }),
    ]);
    expect(
      await waitForBaseRun(github, REPO, QUERY, { ...base, ...options, limitSeconds: 600 }),
    ).toBeUndefined();
    github.runsAt.set(BASE, [run(4, 'in_progress', null), run(5, 'completed', 'success')]);
    expect(
      await waitForBaseRun(github, REPO, QUERY, { ...base, ...options, limitSeconds: 600 }),
    ).toBeUndefined();
    expect(github.callsOf('getRunStatus')).toEqual([]);
  });

  it('polls with backoff (10, 20, 40, then 60 s) up to the limit, the last poll at the deadline', async () => {
    const github = new FakeGitHub();
    const { sleeps, options } = clock();
    github.runsAt.set(BASE, [run(6, 'queued', null)]);
    github.polls.set(6, [run(6, 'in_progress', null)]);
    const result = await waitForBaseRun(github, REPO, QUERY, {
      ...base,
      ...options,
      limitSeconds: 300,
    });
    expect(sleeps).toEqual([FIRST_POLL_SECONDS, 20, 40, MAX_POLL_SECONDS, 60, 60, 50]);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(300);
    expect(result).toEqual({
      outcome: 'timed-out',
      run: { number: 6, url: 'https://github.com/octo/evals/actions/runs/6' },
      waitedSeconds: 300,
      limitSeconds: 300,
    });
    expect(result && waitFallbackText(result)).toBe(
      'the run at the base commit (#6) was still running after 5 min',
    );
  });

  it('ends with the run: success, failure, cancelled; a failed poll or a low rate limit stops it', async () => {
    const end = async (polls: RunStatus[], setup: (g: FakeGitHub) => void = () => undefined) => {
      const github = new FakeGitHub();
      const { options } = clock();
      github.runsAt.set(BASE, [run(7, 'in_progress', null)]);
      github.polls.set(7, polls);
      setup(github);
      return waitForBaseRun(github, REPO, QUERY, { ...base, ...options, limitSeconds: 1200 });
    };
    expect(await end([run(7, 'in_progress', null), run(7, 'completed', 'success')])).toMatchObject({
      outcome: 'completed',
      waitedSeconds: 30,
    });
    expect(await end([run(7, 'completed', 'timed_out')])).toMatchObject({
      outcome: 'failed',
      conclusion: 'timed_out',
      waitedSeconds: 10,
    });
    expect(await end([run(7, 'completed', 'cancelled')])).toMatchObject({ outcome: 'cancelled' });
    expect(
      await end([], (g) => g.failNext.set('getRunStatus', new FakeHttpError(502, 'Bad Gateway'))),
    ).toMatchObject({ outcome: 'stopped', reason: 'GitHub did not answer the poll (HTTP 502)' });
    expect(
      await end([run(7, 'in_progress', null)], (g) => {
        g.rateLimitRemaining = 99;
      }),
    ).toMatchObject({ outcome: 'stopped', reason: 'the API rate limit has 99 requests left' });
  });

  it('does not wait when the runs cannot be listed (the search that follows reports the API)', async () => {
    const github = new FakeGitHub();
    const { options } = clock();
    const logged: string[] = [];
    github.failNext.set('runsAtCommit', new FakeHttpError(403, 'Forbidden'));
    expect(
      await waitForBaseRun(github, REPO, QUERY, {
        ...base,
        ...options,
        limitSeconds: 60,
        log: (m) => logged.push(m),
      }),
    ).toBeUndefined();
    expect(logged).toEqual([
      'wait-for-baseline: could not list the runs at the base commit (HTTP 403: the token may not read workflow runs); not waiting',
    ]);
  });
});

/**
 * `wait-for-baseline`: right after a merge to the base branch, the pull requests based on the new
 * commit run while the base branch's own eval run at that commit is still queued or running.
 * Without a wait they compare with an older baseline (the newest ancestor's). With one, the action
 * polls that run, with backoff, until it completes or the wait runs out; a run that succeeded is
 * then found at the base commit as usual, and one that failed, was cancelled or outlasted the wait
 * leaves the search as it was, with the reason in the comment.
 *
 * Only runs that could provide the baseline are waited for (the base branch's own, not a pull
 * request's, head in this repository). Each poll is one request through the client (its retries,
 * its rate-limit handling and its time-out); a poll that fails after those, or an API rate limit
 * running low, ends the wait.
 */
import { type GitHubClient, type RepoRef, type RunStatus, apiFailure } from '../../github/index.js';
import type { BaseRunWait } from '../../report/index.js';

/** Seconds before the first poll; each later wait doubles, up to {@link MAX_POLL_SECONDS}. */
export const FIRST_POLL_SECONDS = 10;
export const MAX_POLL_SECONDS = 60;
/** Requests the rate limit must keep for the rest of the run: below it, the wait ends. */
export const RATE_LIMIT_RESERVE = 100;

/** What and how long to wait. */
export interface WaitQuery {
  readonly workflow: string;
  readonly branch: string;
  readonly baseSha: string;
  /** This run: never its own baseline. */
  readonly excludeRunId?: number;
}

export interface WaitOptions {
  /** The most seconds to wait (`wait-for-baseline`). */
  readonly limitSeconds: number;
  /**
   * Milliseconds one second of waiting lasts (default 1000). The tests set 1
   * (`SCORIO_GITHUB_WAIT_SECOND_MS`), so a 20-minute wait lasts 1.2 s.
   */
  readonly secondMs?: number;
  /** The page of a run (from the runner's environment), or null. */
  readonly runUrl: (id: number) => string | null;
  readonly log: (message: string) => void;
  /** Sleeps (tests may replace it). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** A clock in milliseconds (tests may replace it). */
  readonly now?: () => number;
}

/** A run whose artifacts the base branch's maintainers wrote (as artifact-search.ts counts). */
function trusted(run: RunStatus, repo: RepoRef, query: WaitQuery): boolean {
  if (run.event === 'pull_request' || run.event === 'pull_request_target') return false;
  if (run.id === query.excludeRunId || run.headSha !== query.baseSha) return false;
  return run.headRepository.toLowerCase() === `${repo.owner}/${repo.repo}`.toLowerCase();
}

/** A failed call in a few words, for the log and the comment's note on the wait. */
function httpText(error: unknown): string {
  const failure = apiFailure(error);
  switch (failure.kind) {
    case 'rate-limit':
      return `${failure.secondary ? 'a secondary rate limit' : 'the API rate limit is spent'}, HTTP ${failure.status}`;
    case 'permission':
      return `HTTP ${failure.status}: the token may not read workflow runs`;
    case 'http':
      return `HTTP ${failure.status}`;
    case 'unreachable':
    case 'other':
      return failure.reason.slice(0, 80);
  }
}

/**
 * Waits for the run at the base commit when one is queued or running and none there has
 * succeeded; undefined when there is nothing to wait for. Never throws for an API failure: the
 * search that follows reports those.
 *
 * @example await waitForBaseRun(client, repo, { workflow: 'eval.yml', branch: 'main', baseSha },
 *   { limitSeconds: 1200, runUrl, log }) // { outcome: 'completed', waitedSeconds: 250, ... }
 */
export async function waitForBaseRun(
  client: GitHubClient,
  repo: RepoRef,
  query: WaitQuery,
  options: WaitOptions,
): Promise<BaseRunWait | undefined> {
  const unit = options.secondMs ?? 1000;
  const now = options.now ?? Date.now;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  let runs: RunStatus[];
  try {
    runs = (
      await client.runsAtCommit(repo, {
        workflow: query.workflow,
        branch: query.branch,
        headSha: query.baseSha,
      })
    ).filter((run) => trusted(run, repo, query));
  } catch (error) {
    options.log(
      `wait-for-baseline: could not list the runs at the base commit (${httpText(error)}); not waiting`,
    );
    return undefined;
  }
  if (runs.some((run) => run.status === 'completed' && run.conclusion === 'success'))
    return undefined;
  const pending = runs
    .filter((run) => run.status !== 'completed')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (pending === undefined) return undefined;

  // Time waited: the seconds slept, or the wall clock's when it says more (the polls take time
  // too). Slept seconds are exact whatever the machine, so a test's scaled wait (a millisecond a
  // second) is decided by the sleeps, not by how fast the requests were answered.
  const started = now();
  let slept = 0;
  const elapsed = (): number => Math.max(slept, (now() - started) / 1000);
  const waited = (): number => Math.round(elapsed());
  const result = (
    outcome: BaseRunWait['outcome'],
    extra: { conclusion?: string | null; reason?: string } = {},
  ): BaseRunWait => ({
    outcome,
    run: { number: pending.runNumber, url: options.runUrl(pending.id) },
    waitedSeconds: waited(),
    limitSeconds: options.limitSeconds,
    ...extra,
  });
  options.log(
    `wait-for-baseline: run #${pending.runNumber} at the base commit ${query.baseSha.slice(0, 12)} is ${pending.status.replace(/_/g, ' ')}; waiting up to ${options.limitSeconds} s for it`,
  );
  let delay = FIRST_POLL_SECONDS;
  for (;;) {
    const left = options.limitSeconds - elapsed();
    if (left <= 0) {
      options.log(
        `wait-for-baseline: run #${pending.runNumber} is still running; not waiting longer`,
      );
      return result('timed-out');
    }
    const nap = Math.min(delay, left);
    await sleep(nap * unit);
    slept += nap;
    delay = Math.min(delay * 2, MAX_POLL_SECONDS);
    let polled: { run: RunStatus; rateLimitRemaining: number | null };
    try {
      polled = await client.getRunStatus(repo, pending.id);
    } catch (error) {
      const reason =
        apiFailure(error).kind === 'rate-limit'
          ? `GitHub refused the poll (${httpText(error)})`
          : `GitHub did not answer the poll (${httpText(error)})`;
      options.log(`wait-for-baseline: ${reason}; not waiting longer`);
      return result('stopped', { reason });
    }
    const { run } = polled;
    if (run.status === 'completed') {
      const outcome =
        run.conclusion === 'success'
          ? 'completed'
          : run.conclusion === 'cancelled'
            ? 'cancelled'
            : 'failed';
      options.log(
        `wait-for-baseline: run #${pending.runNumber} completed (${run.conclusion ?? 'no conclusion'}) after ${waited()} s`,
      );
      return result(outcome, outcome === 'completed' ? {} : { conclusion: run.conclusion });
    }
    if (polled.rateLimitRemaining !== null && polled.rateLimitRemaining < RATE_LIMIT_RESERVE) {
      const reason = `the API rate limit has ${polled.rateLimitRemaining} requests left`;
      options.log(`wait-for-baseline: ${reason}; not waiting longer`);
      return result('stopped', { reason });
    }
  }
}

/** `SCORIO_GITHUB_WAIT_SECOND_MS`: milliseconds a second of the wait lasts (tests: 1). */
export function waitSecondMs(env: Readonly<Record<string, string | undefined>>): number {
  const value = Number(env['SCORIO_GITHUB_WAIT_SECOND_MS']);
  return env['SCORIO_GITHUB_WAIT_SECOND_MS'] && Number.isFinite(value) && value > 0 ? value : 1000;
}

/** The wait's outcome in plain words when it did not pay off (for the log and no-baseline). */
export function waitFallbackText(w: BaseRunWait): string | undefined {
  const at = `the run at the base commit (#${w.run.number})`;
  const minutes = (s: number) => (s < 60 ? `${Math.round(s)} s` : `${Math.round(s / 60)} min`);
  switch (w.outcome) {
    case 'completed':
      return undefined;
    case 'timed-out':
      return `${at} was still running after ${minutes(w.limitSeconds)}`;
    case 'failed':
      return `${at} failed (${w.conclusion ?? 'no conclusion'})`;
    case 'cancelled':
      return `${at} was cancelled`;
    case 'stopped':
      return `the action stopped waiting for ${at}: ${w.reason ?? 'the API failed'}`;
  }
}

/**
 * Rate limits: the throttling plugin's callbacks (how long a limit may hold a request, how many
 * times) and a plugin that hands a bare 429 to the retry plugin.
 */
import type { GitHubOctokit } from './octokit.js';
import type { GitHubClientOptions } from './types.js';

/** Longest rate-limit wait we accept before giving up on the comment (seconds). */
const MAX_RATE_LIMIT_WAIT_SECONDS = 120;
/** Rate-limit retries per request. */
const MAX_RATE_LIMIT_RETRIES = 2;

type OctokitPlugin = Parameters<typeof GitHubOctokit.plugin>[0];

/** The parts of an octokit `RequestError` that {@link bareTooManyRequests} reads. */
interface RequestFailure {
  readonly status?: unknown;
  readonly message?: unknown;
  readonly response?: {
    readonly headers?: Readonly<Record<string, string | number | undefined>>;
    readonly data?: unknown;
  };
  request?: { request?: Record<string, unknown> };
}

/**
 * Whether a failure is a 429 that the throttling plugin leaves alone: no "secondary rate" in the
 * message, no `x-ratelimit-remaining: 0`, no GraphQL `RATE_LIMITED` error (its own tests, in
 * @octokit/plugin-throttling 11). A proxy or a load balancer in front of the API answers so.
 */
function bareTooManyRequests(error: RequestFailure): boolean {
  if (error.status !== 429) return false;
  if (typeof error.message === 'string' && /\bsecondary rate\b/i.test(error.message)) return false;
  if (String(error.response?.headers?.['x-ratelimit-remaining']) === '0') return false;
  const errors = (error.response?.data as { errors?: unknown } | undefined)?.errors;
  return !(
    Array.isArray(errors) && errors.some((e) => (e as { type?: unknown })?.type === 'RATE_LIMITED')
  );
}

/**
 * An octokit plugin, registered before the retry plugin so that its error hook runs inside the
 * retry plugin's loop: a bare 429 is retried like a 5xx (the retry plugin keeps 429 in
 * `doNotRetry`, so that it never retries a real rate limit on top of the throttling plugin), with
 * the retry plugin's documented per-request `retries` / `retryAfter`. It waits the answer's
 * `retry-after` seconds, else n² units for retry n; at most `retries` times per request, and never
 * longer than {@link MAX_RATE_LIMIT_WAIT_SECONDS} at once.
 */
export function retryBareTooManyRequests(
  retries: number,
  log: NonNullable<GitHubClientOptions['log']>,
): OctokitPlugin {
  const done = new WeakMap<object, number>();
  return (octokit) => {
    octokit.hook.error('request', (failure, request) => {
      const error = failure as RequestFailure;
      if (!bareTooManyRequests(error) || error.request === undefined) throw failure;
      // Retries of this request so far: its 429s, or every retry when 5xx answers came first (the
      // retry plugin's count; its budget is shared).
      const count = Math.max(done.get(request) ?? 0, Number(request.request?.retryCount) || 0);
      const what = `GitHub API 429 on ${String(request.method)} ${String(request.url)}`;
      if (count >= retries) {
        log.info(`${what}: giving up after ${count} retries`);
        throw failure;
      }
      const header = Number(error.response?.headers?.['retry-after']);
      const wait = Number.isFinite(header) && header > 0 ? Math.ceil(header) : (count + 1) ** 2;
      if (wait > MAX_RATE_LIMIT_WAIT_SECONDS) {
        log.info(`${what}: giving up (retry-after ${wait} s)`);
        throw failure;
      }
      done.set(request, count + 1);
      log.info(`${what}: retrying in ${wait} s`);
      error.request.request = { ...error.request.request, retries, retryAfter: wait };
      throw failure;
    });
  };
}

export function rateLimited(
  kind: string,
  retryAfter: number,
  request: { method: string; url: string },
  retryCount: number,
  log: NonNullable<GitHubClientOptions['log']>,
): boolean {
  const retrying = retryCount < MAX_RATE_LIMIT_RETRIES && retryAfter <= MAX_RATE_LIMIT_WAIT_SECONDS;
  const what = `GitHub API ${kind} on ${request.method} ${request.url}`;
  if (retrying) log.info(`${what}: retrying in ${retryAfter} s`);
  else log.info(`${what}: giving up (retry-after ${retryAfter} s, ${retryCount} retries)`);
  return retrying;
}

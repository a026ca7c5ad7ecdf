/**
 * The HTTP errors the client rejects with, and what each one is: a spent rate limit, a refusal of
 * the token, an API that did not answer, or another HTTP failure. Every message the action writes
 * about a failed call is worded from {@link apiFailure}, so that a rate limit never reads as a
 * missing permission (GitHub answers both with 403).
 */

/** An error with an HTTP status, as octokit's `RequestError` is. */
export interface HttpError {
  readonly status: number;
  readonly message: string;
  /** The answer, when there was one (octokit's `RequestError` has none after a network failure). */
  readonly response?: { readonly headers?: Readonly<Record<string, unknown>> };
}

/** Whether `error` carries an HTTP status (octokit `RequestError` or a fake's error). */
export function isHttpError(error: unknown): error is HttpError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** What a failed call was, as the messages tell it apart. */
export type ApiFailure =
  | {
      /** GitHub's rate limit: 403 or 429 with `x-ratelimit-remaining: 0`, `retry-after`, or the words. */
      readonly kind: 'rate-limit';
      readonly status: number;
      /** GitHub's own message (its first part). */
      readonly answer: string;
      /** A secondary limit (too many requests at once), or the hourly primary one. */
      readonly secondary: boolean;
      /** When the primary limit resets (`x-ratelimit-reset`), if the answer says. */
      readonly resetAt?: Date;
      /** Seconds GitHub asks to wait (`retry-after`), if the answer says. */
      readonly retryAfterSeconds?: number;
    }
  | { readonly kind: 'permission'; readonly status: number; readonly answer: string }
  | { readonly kind: 'unreachable'; readonly reason: string }
  | { readonly kind: 'http'; readonly status: number; readonly answer: string }
  /** Not an HTTP failure at all (the action's own error, a missing GITHUB_REPOSITORY). */
  | { readonly kind: 'other'; readonly reason: string };

function header(error: HttpError, name: string): string | undefined {
  const value = error.response?.headers?.[name];
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * What `error` was. As GitHub documents its limits: a primary limit is 403 or 429 with
 * `x-ratelimit-remaining: 0` (and `x-ratelimit-reset`, in epoch seconds); a secondary one is 403 or
 * 429 whose message says "secondary rate limit", often with `retry-after`. Any other 403 is a
 * refusal of the token (permissions, a fork's read-only token). A failure with no answer at all
 * (octokit's status 500 without a response: a network error, a time-out, a proxy) is
 * `unreachable`.
 */
export function apiFailure(error: unknown): ApiFailure {
  if (!isHttpError(error)) return { kind: 'other', reason: messageOf(error) };
  const answer = error.message.split(' - ')[0] ?? error.message;
  const name = (error as { name?: unknown }).name;
  if (
    (name === 'HttpError' || name === 'AbortError') &&
    error.status === 500 &&
    error.response === undefined
  )
    return { kind: 'unreachable', reason: answer };
  if (error.status === 403 || error.status === 429) {
    const remaining = header(error, 'x-ratelimit-remaining');
    const retryAfter = Number(header(error, 'retry-after'));
    const secondary = /secondary rate limit/i.test(error.message);
    if (
      error.status === 429 ||
      remaining === '0' ||
      secondary ||
      /rate limit/i.test(error.message) ||
      Number.isFinite(retryAfter)
    ) {
      const reset = Number(header(error, 'x-ratelimit-reset'));
      return {
        kind: 'rate-limit',
        status: error.status,
        answer,
        secondary: secondary || (remaining !== '0' && Number.isFinite(retryAfter)),
        ...(remaining === '0' && Number.isFinite(reset) && reset > 0
          ? { resetAt: new Date(reset * 1000) }
          : {}),
        ...(Number.isFinite(retryAfter) && retryAfter >= 0
          ? { retryAfterSeconds: retryAfter }
          : {}),
      };
    }
    return { kind: 'permission', status: error.status, answer };
  }
  return { kind: 'http', status: error.status, answer };
}

/**
 * Whether the API refused because of the token's permissions: 403 "Resource not accessible by
 * integration" (read-only `GITHUB_TOKEN`, fork pull requests), or any 403 that is not a rate limit.
 */
export function isPermissionError(error: unknown): boolean {
  return apiFailure(error).kind === 'permission';
}

/** Whether GitHub answered with a rate limit (primary or secondary). */
export function isRateLimitError(error: unknown): boolean {
  return apiFailure(error).kind === 'rate-limit';
}

/**
 * A failed call in words, for any message: `GitHub's API rate limit is spent (HTTP 403 "API rate
 * limit exceeded for installation ID 1"; it resets at 14:05 UTC, in 58 min): this is not a missing
 * permission`, `the token may not do this (HTTP 403 "Resource not accessible by integration")`,
 * `GitHub's API did not answer (fetch failed), after retries`, `HTTP 503 "Service Unavailable", after
 * retries`. `now` for tests.
 */
export function describeApiFailure(error: unknown, now: Date = new Date()): string {
  const failure = apiFailure(error);
  switch (failure.kind) {
    case 'rate-limit': {
      const when: string[] = [];
      if (failure.resetAt !== undefined) {
        const minutes = Math.max(
          0,
          Math.ceil((failure.resetAt.getTime() - now.getTime()) / 60_000),
        );
        when.push(
          `it resets at ${failure.resetAt.toISOString().slice(11, 16)} UTC, in ${minutes} min`,
        );
      }
      if (failure.retryAfterSeconds !== undefined)
        when.push(`GitHub asks to wait ${failure.retryAfterSeconds} s`);
      const what = failure.secondary
        ? "GitHub's secondary rate limit (too many requests at once) stopped the call"
        : "GitHub's API rate limit is spent";
      return `${what} (HTTP ${failure.status} "${failure.answer}"${when.length > 0 ? `; ${when.join('; ')}` : ''}): this is not a missing permission; a run after the limit lifts succeeds`;
    }
    case 'permission':
      return `the token may not do this (HTTP ${failure.status} "${failure.answer}")`;
    case 'unreachable':
      return `GitHub's API did not answer (${failure.reason}), after retries`;
    case 'http':
      return `HTTP ${failure.status} "${failure.answer}"${failure.status >= 500 ? ', after retries' : ''}`;
    case 'other':
      return failure.reason;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

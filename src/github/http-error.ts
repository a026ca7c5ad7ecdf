/** The HTTP errors the client rejects with, and which of them are refusals of the token. */

/** An error with an HTTP status, as octokit's `RequestError` is. */
export interface HttpError {
  readonly status: number;
  readonly message: string;
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

/**
 * Whether the API refused because of the token's permissions: 403 "Resource not accessible by
 * integration" (read-only `GITHUB_TOKEN`, fork pull requests), or any 403 that is not a rate limit.
 */
export function isPermissionError(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.status !== 403) return false;
  return !/rate limit/i.test(error.message);
}

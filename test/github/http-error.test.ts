/**
 * apiFailure / describeApiFailure: GitHub answers a spent rate limit and a refused token with the
 * same 403; the headers and the words tell them apart, as GitHub documents them. The errors are
 * shaped as octokit's RequestError arrives (name HttpError, status, response with its headers;
 * no response after a network failure); the trust suite meets the real ones.
 */
import { describe, expect, it } from 'vitest';
import {
  apiFailure,
  describeApiFailure,
  isPermissionError,
  isRateLimitError,
} from '../../src/github/http-error.js';

const NOW = new Date('2026-11-30T12:02:00Z');

/** octokit's RequestError: `HttpError`, a status, and the answer when there was one. */
function requestError(
  status: number,
  message: string,
  response?: { headers: Record<string, string> },
): Error {
  return Object.assign(new Error(message), {
    name: 'HttpError',
    status,
    ...(response !== undefined ? { response: { ...response, status, data: { message } } } : {}),
  });
}

/** A RequestError with an answer, as octokit throws it for an HTTP status. */
function answered(status: number, message: string, headers: Record<string, string>): Error {
  return requestError(status, message, { headers });
}

describe('apiFailure', () => {
  it('a primary rate limit: 403 with x-ratelimit-remaining 0, its reset time', () => {
    const error = answered(403, 'API rate limit exceeded for installation ID 4242.', {
      'x-ratelimit-limit': '1000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Date.parse('2026-11-30T13:00:00Z') / 1000),
    });
    expect(apiFailure(error)).toEqual({
      kind: 'rate-limit',
      status: 403,
      answer: 'API rate limit exceeded for installation ID 4242.',
      secondary: false,
      resetAt: new Date('2026-11-30T13:00:00Z'),
    });
    expect(isPermissionError(error)).toBe(false);
    expect(isRateLimitError(error)).toBe(true);
    expect(describeApiFailure(error, NOW)).toBe(
      `GitHub's API rate limit is spent (HTTP 403 "API rate limit exceeded for installation ID 4242."; it resets at 13:00 UTC, in 58 min): this is not a missing permission; a run after the limit lifts succeeds`,
    );
  });

  it('a secondary rate limit: 403 or 429 saying so, with retry-after', () => {
    for (const status of [403, 429]) {
      const error = answered(
        status,
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        {
          'retry-after': '60',
          'x-ratelimit-remaining': '4321',
        },
      );
      expect(apiFailure(error)).toMatchObject({
        kind: 'rate-limit',
        status,
        secondary: true,
        retryAfterSeconds: 60,
      });
      expect(describeApiFailure(error, NOW)).toMatch(
        /^GitHub's secondary rate limit \(too many requests at once\) stopped the call \(HTTP 4\d\d "You have exceeded a secondary rate limit\. .*"; GitHub asks to wait 60 s\): this is not a missing permission/,
      );
    }
  });

  it('a 429 with nothing else (a proxy in front of the API) is a rate limit too', () => {
    expect(apiFailure(answered(429, 'Too Many Requests', {}))).toMatchObject({
      kind: 'rate-limit',
      secondary: false,
    });
  });

  it('a refused token: 403 with requests left and no rate-limit words', () => {
    const error = answered(403, 'Resource not accessible by integration', {
      'x-ratelimit-remaining': '4998',
      'x-accepted-github-permissions': 'actions=read',
    });
    expect(apiFailure(error)).toEqual({
      kind: 'permission',
      status: 403,
      answer: 'Resource not accessible by integration',
    });
    expect(isPermissionError(error)).toBe(true);
    expect(describeApiFailure(error)).toBe(
      'the token may not do this (HTTP 403 "Resource not accessible by integration")',
    );
  });

  it('no answer at all (octokit: status 500 and no response) is an API that did not answer', () => {
    const error = requestError(500, 'fetch failed');
    expect(apiFailure(error)).toEqual({ kind: 'unreachable', reason: 'fetch failed' });
    expect(describeApiFailure(error)).toBe(
      "GitHub's API did not answer (fetch failed), after retries",
    );
    // A 500 GitHub did answer is an HTTP failure.
    expect(describeApiFailure(answered(500, 'Server Error', {}))).toBe(
      'HTTP 500 "Server Error", after retries',
    );
    expect(describeApiFailure(answered(404, 'Not Found', {}))).toBe('HTTP 404 "Not Found"');
  });
});

/**
 * What the fake GitHub (test/e2e/fake-github.ts) answers the way GitHub words it: error bodies,
 * validation failures, and lists cut into pages with `Link` headers.
 */

/** GitHub's limits on what it stores. */
export const COMMENT_MAX_CHARACTERS = 65_536;
export const CHECK_OUTPUT_MAX_BYTES = 65_535;

export const DOCS = 'https://docs.github.com/rest';

/** A `basic-error` body. */
export function error(message: string, status: number): Record<string, string> {
  return { message, documentation_url: DOCS, status: String(status) };
}

/** More than GitHub keeps in a comment: 65,536 characters, counted as code points. */
export function tooLong(text: string): boolean {
  return text.length > COMMENT_MAX_CHARACTERS && Array.from(text).length > COMMENT_MAX_CHARACTERS;
}

/** A `validation-error` body, as GitHub words it for a comment body. */
export function validationFailed(what: 'missing' | 'too long'): Record<string, unknown> {
  return {
    message: 'Validation Failed',
    errors: [
      what === 'missing'
        ? { resource: 'IssueComment', code: 'missing_field', field: 'body' }
        : {
            resource: 'IssueComment',
            code: 'custom',
            field: 'body',
            message: `body is too long (maximum is ${COMMENT_MAX_CHARACTERS} characters)`,
          },
    ],
    documentation_url: `${DOCS}/issues/comments`,
    status: '422',
  };
}

/** One page of `all` (`per_page` at most 100, `page`) and its Link header, as GitHub pages lists. */
export function paginate<T>(
  url: URL,
  all: readonly T[],
): { items: T[]; links: Record<string, string> } {
  const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100);
  const page = Number(url.searchParams.get('page') ?? 1);
  const last = Math.max(1, Math.ceil(all.length / perPage));
  const links: string[] = [];
  const link = (p: number, rel: string): string => {
    const next = new URL(url);
    next.searchParams.set('page', String(p));
    return `<${next.toString()}>; rel="${rel}"`;
  };
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
  return {
    items: all.slice((page - 1) * perPage, page * perPage),
    links: links.length > 0 ? { link: links.join(', ') } : {},
  };
}

/** An answer the fake gives: status, JSON body and headers. */
export interface RestAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

/**
 * A spent rate limit, as GitHub answers it ("Rate limits for the REST API", "Troubleshooting"):
 * the primary limit is 403 (or 429) with `x-ratelimit-remaining: 0` and the reset in epoch
 * seconds; a secondary limit is 403 (or 429) whose message says so, with `retry-after`, while
 * requests remain.
 */
export function rateLimitAnswer(
  limit:
    | { readonly kind: 'primary'; readonly status: 403 | 429; readonly resetAt: Date }
    | { readonly kind: 'secondary'; readonly status: 403 | 429; readonly retryAfter: number },
  remaining: number,
): RestAnswer {
  if (limit.kind === 'primary')
    return {
      status: limit.status,
      body: {
        message: 'API rate limit exceeded for installation ID 4242.',
        documentation_url:
          'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-the-primary-rate-limit',
        status: String(limit.status),
      },
      headers: {
        'x-ratelimit-limit': '1000',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-used': '1000',
        'x-ratelimit-reset': String(Math.floor(limit.resetAt.getTime() / 1000)),
        'x-ratelimit-resource': 'core',
      },
    };
  return {
    status: limit.status,
    body: {
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0400:1A2B:3C4D5E:6F7A8B:6764D3C0.',
      documentation_url:
        'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      status: String(limit.status),
    },
    headers: {
      'retry-after': String(limit.retryAfter),
      'x-ratelimit-remaining': String(remaining),
    },
  };
}

/**
 * The only code that talks to the GitHub REST API: issue comments on pull requests, the token's
 * identity and the pull-request lookup for `workflow_run` events from forks.
 *
 * The octokit carries the retry plugin (5xx and network errors, bounded, exponential backoff), the
 * throttling plugin (primary and secondary rate limits, bounded), and a small plugin that hands a
 * bare 429 (no rate-limit wording or headers, which the throttling plugin ignores) to the retry
 * plugin. Everything the action needs goes through the small {@link GitHubClient} interface so
 * tests can replace it with a fake.
 */
import { open, rm } from 'node:fs/promises';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { type GateApi, gateApi } from './gate-api.js';
import {
  type Fetch,
  GitHubOctokit,
  proxyAwareFetch,
  userAgentWithOrchestrationId,
} from './octokit.js';

/** A repository, `owner/repo`. */
export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

/** The parts of an issue comment the sticky-comment logic reads. */
export interface IssueComment {
  readonly id: number;
  readonly body: string;
  /** Author login, e.g. `github-actions[bot]`. */
  readonly authorLogin: string;
  /** `User`, `Bot` or `Organization`. */
  readonly authorType: string;
  /** Link to the comment on github.com (the `comment-url` output). */
  readonly url: string;
  readonly createdAt: string;
}

/** An open pull request, as the `workflow_run` lookup needs it. */
export interface PullRequestInfo {
  readonly number: number;
  readonly headSha: string;
  readonly baseSha: string;
  /** The branch it merges into. */
  readonly baseRef?: string;
}

/**
 * What the action asks of GitHub. Every method may reject with an octokit `RequestError`. The
 * team workflow's calls (labels, label events, runs by status) are in gate-api.ts.
 */
export interface GitHubClient extends GateApi {
  /**
   * Login of the token's user (`GET /user`), or `undefined` when the token may not ask
   * (installation tokens such as `GITHUB_TOKEN` get 403 there).
   */
  authenticatedLogin(): Promise<string | undefined>;
  /** All comments of an issue or pull request, every page (100 per page), oldest first. */
  listIssueComments(repo: RepoRef, issueNumber: number): Promise<IssueComment[]>;
  createIssueComment(repo: RepoRef, issueNumber: number, body: string): Promise<IssueComment>;
  updateIssueComment(repo: RepoRef, commentId: number, body: string): Promise<IssueComment>;
  deleteIssueComment(repo: RepoRef, commentId: number): Promise<void>;
  /** One pull request (its head and base commits). */
  getPullRequest(repo: RepoRef, pullNumber: number): Promise<PullRequestInfo>;
  /** Creates a completed check run on a commit; returns its id and page. */
  createCheckRun(repo: RepoRef, run: CheckRunRequest): Promise<{ id: number; url: string }>;
  /**
   * Successful runs of a workflow (its file name or id) on a branch, newest first, fetched a page
   * of 100 at a time as the caller iterates (stop iterating to stop fetching). `headSha` keeps
   * only the runs of that commit.
   */
  workflowRuns(
    repo: RepoRef,
    query: { readonly workflow: string; readonly branch: string; readonly headSha?: string },
  ): AsyncIterable<WorkflowRunInfo>;
  /** How `head` relates to `base` (REST compare `base...head`). */
  compareCommits(
    repo: RepoRef,
    base: string,
    head: string,
  ): Promise<{ status: string; aheadBy: number; behindBy: number }>;
  /** The artifacts of a run with this name. */
  listRunArtifacts(repo: RepoRef, runId: number, name: string): Promise<ArtifactInfo[]>;
  /**
   * Downloads an artifact's zip archive into `file` (the API answers with a redirect to the
   * storage); more than `maxBytes` is refused. Returns the bytes written.
   */
  downloadArtifact(
    repo: RepoRef,
    artifactId: number,
    target: { readonly file: string; readonly maxBytes: number },
  ): Promise<number>;
  /** Open pull requests whose head is `headOwner:headBranch` (fork PRs in `workflow_run`). */
  findOpenPullRequests(
    repo: RepoRef,
    head: { readonly owner: string; readonly branch: string },
  ): Promise<PullRequestInfo[]>;
}

/** A workflow run, as the baseline lookup needs it. */
export interface WorkflowRunInfo {
  readonly id: number;
  readonly runNumber: number;
  readonly headSha: string;
  /** What triggered it: `push`, `schedule`, `pull_request`, ... */
  readonly event: string;
  /** `owner/repo` of the head commit's repository (a fork's for a fork's pull request). */
  readonly headRepository: string;
  readonly createdAt: string;
  readonly url: string;
}

/** A run's artifact. */
export interface ArtifactInfo {
  readonly id: number;
  readonly name: string;
  readonly expired: boolean;
  readonly sizeInBytes: number;
}

/** A completed check run (REST `POST /repos/{owner}/{repo}/check-runs`). */
export interface CheckRunRequest {
  readonly name: string;
  readonly headSha: string;
  readonly conclusion: 'success' | 'failure' | 'neutral';
  readonly title: string;
  /** Markdown, at most 65,535 characters. */
  readonly summary: string;
  /** At most 50 (the API's limit per request). */
  readonly annotations: readonly {
    readonly path: string;
    readonly line: number;
    readonly level: 'failure' | 'warning' | 'notice';
    readonly title: string;
    readonly message: string;
  }[];
}

/** Options of {@link createGitHubClient}. */
export interface GitHubClientOptions {
  readonly token: string;
  /** REST API root, `GITHUB_API_URL` on a runner; default `https://api.github.com`. */
  readonly baseUrl?: string;
  /**
   * Backoff unit in milliseconds (default 1000). Retry n waits n² units (1 s, 4 s, 9 s);
   * a rate limit waits its `retry-after` seconds times units / 1000. Tests set 1.
   */
  readonly retryBaseMs?: number;
  /** Retries after a 5xx, a network error or a bare 429 (default 3). */
  readonly retries?: number;
  /**
   * Milliseconds one attempt may take before it is abandoned (then retried like a 5xx); default
   * 30,000. Without it an API that never answers would hold the step until the job times out.
   */
  readonly timeoutMs?: number;
  /** Rate-limit handling (default on). Tests of write paths turn it off: it spaces writes 1-3 s apart. */
  readonly throttle?: boolean;
  /** Where retry and rate-limit notes go (the action passes `core.info` / `core.warning`). */
  readonly log?: {
    readonly info: (message: string) => void;
    readonly warning: (message: string) => void;
  };
}

/** Default time limit of one API attempt. */
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The proxy-aware fetch (octokit.ts) with a time limit on silence, not on size: an attempt is
 * abandoned (and retried like a 5xx) when the answer's headers take longer than `timeoutMs`, or
 * when its body then sends nothing for `timeoutMs`. A large artifact that keeps arriving is never
 * cut (a limit on the whole attempt cut a 35 s download at 30 s, and nothing retried it).
 */
function fetchWithTimeout(base: Fetch, timeoutMs: number): Fetch {
  return async (url, init = {}) => {
    const controller = new AbortController();
    const signal = init.signal
      ? AbortSignal.any([init.signal, controller.signal])
      : controller.signal;
    let timer: NodeJS.Timeout | undefined;
    const arm = (what: string): void => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          controller.abort(
            new DOMException(`${what} within the ${timeoutMs} ms timeout`, 'TimeoutError'),
          ),
        timeoutMs,
      );
      // A pending request keeps the process alive; the timer alone need not.
      timer.unref();
    };
    arm('no answer');
    let response: Response;
    try {
      response = (await base(url, { ...init, signal })) as Response;
    } catch (error) {
      clearTimeout(timer);
      throw error;
    }
    if (response.body === null) {
      clearTimeout(timer);
      return response;
    }
    arm('no data');
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, stream) {
          arm('no data');
          stream.enqueue(chunk);
        },
        flush() {
          clearTimeout(timer);
        },
      }),
    );
    const watched = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    // octokit reports the final URL (after redirects) of the answer.
    Object.defineProperty(watched, 'url', { value: response.url });
    return watched;
  };
}

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
function retryBareTooManyRequests(
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
        log.warning(`${what}: giving up after ${count} retries`);
        throw failure;
      }
      const header = Number(error.response?.headers?.['retry-after']);
      const wait = Number.isFinite(header) && header > 0 ? Math.ceil(header) : (count + 1) ** 2;
      if (wait > MAX_RATE_LIMIT_WAIT_SECONDS) {
        log.warning(`${what}: giving up (retry-after ${wait} s)`);
        throw failure;
      }
      done.set(request, count + 1);
      log.info(`${what}: retrying in ${wait} s`);
      error.request.request = { ...error.request.request, retries, retryAfter: wait };
      throw failure;
    });
  };
}

/**
 * Builds the real client: octokit with REST methods and pagination (octokit.ts) with the retry
 * and throttling plugins, and a bare 429 retried (see {@link retryBareTooManyRequests}).
 *
 * Example: `createGitHubClient({ token, baseUrl: 'http://127.0.0.1:8080', retryBaseMs: 1 })`.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const base = options.retryBaseMs ?? 1000;
  const retries = options.retries ?? 3;
  const log = options.log ?? { info: () => undefined, warning: () => undefined };
  const Octokit = GitHubOctokit.plugin(retryBareTooManyRequests(retries, log), retry, throttling);
  const baseUrl = options.baseUrl ?? 'https://api.github.com';
  const userAgent = userAgentWithOrchestrationId(undefined, process.env);
  const octokit = new Octokit({
    auth: `token ${options.token}`,
    ...(userAgent !== undefined ? { userAgent } : {}),
    baseUrl,
    request: {
      fetch: fetchWithTimeout(proxyAwareFetch(baseUrl), options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    },
    // 403 and 429 are the throttling plugin's (rate limits) or final (permissions); a bare 429
    // is handed back to this plugin by retryBareTooManyRequests.
    retry: {
      retries,
      retryAfterBaseValue: base,
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
    },
    throttle:
      options.throttle === false
        ? { enabled: false }
        : {
            retryAfterBaseValue: base,
            fallbackSecondaryRateRetryAfter: 60,
            onRateLimit: (retryAfter, request, _octokit, retryCount) =>
              rateLimited('rate limit', retryAfter, request, retryCount, log),
            onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) =>
              rateLimited('secondary rate limit', retryAfter, request, retryCount, log),
          },
    log: {
      debug: () => undefined,
      info: () => undefined,
      warn: (message: string) => log.info(message),
      error: (message: string) => log.info(message),
    },
  });

  return {
    ...gateApi(octokit),
    async authenticatedLogin() {
      try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
      } catch (error) {
        if (isHttpError(error) && [401, 403, 404].includes(error.status)) return undefined;
        throw error;
      }
    },
    async listIssueComments(repo, issueNumber) {
      const comments = await octokit.paginate(octokit.rest.issues.listComments, {
        owner: repo.owner,
        repo: repo.repo,
        issue_number: issueNumber,
        per_page: 100,
      });
      return comments.map(toIssueComment);
    },
    async createIssueComment(repo, issueNumber, body) {
      const { data } = await octokit.rest.issues.createComment({
        owner: repo.owner,
        repo: repo.repo,
        issue_number: issueNumber,
        body,
      });
      return toIssueComment(data);
    },
    async updateIssueComment(repo, commentId, body) {
      const { data } = await octokit.rest.issues.updateComment({
        owner: repo.owner,
        repo: repo.repo,
        comment_id: commentId,
        body,
      });
      return toIssueComment(data);
    },
    async deleteIssueComment(repo, commentId) {
      await octokit.rest.issues.deleteComment({
        owner: repo.owner,
        repo: repo.repo,
        comment_id: commentId,
      });
    },
    async getPullRequest(repo, pullNumber) {
      const { data } = await octokit.rest.pulls.get({
        owner: repo.owner,
        repo: repo.repo,
        pull_number: pullNumber,
      });
      return {
        number: data.number,
        headSha: data.head.sha,
        baseSha: data.base.sha,
        baseRef: data.base.ref,
      };
    },
    async createCheckRun(repo, run) {
      const { data } = await octokit.rest.checks.create({
        owner: repo.owner,
        repo: repo.repo,
        name: run.name,
        head_sha: run.headSha,
        status: 'completed',
        conclusion: run.conclusion,
        output: {
          title: run.title,
          summary: run.summary,
          annotations: run.annotations.slice(0, 50).map((a) => ({
            path: a.path,
            start_line: a.line,
            end_line: a.line,
            annotation_level: a.level,
            title: a.title,
            message: a.message,
          })),
        },
      });
      return { id: data.id, url: data.html_url ?? '' };
    },
    async *workflowRuns(repo, query) {
      for await (const page of octokit.paginate.iterator(octokit.rest.actions.listWorkflowRuns, {
        owner: repo.owner,
        repo: repo.repo,
        workflow_id: query.workflow,
        branch: query.branch,
        status: 'success',
        ...(query.headSha !== undefined ? { head_sha: query.headSha } : {}),
        per_page: 100,
      }))
        for (const run of page.data)
          yield {
            id: run.id,
            runNumber: run.run_number,
            headSha: run.head_sha,
            event: run.event,
            headRepository: run.head_repository?.full_name ?? '',
            createdAt: run.created_at,
            url: run.html_url,
          };
    },
    async compareCommits(repo, base, head) {
      const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
        owner: repo.owner,
        repo: repo.repo,
        basehead: `${base}...${head}`,
        per_page: 1,
      });
      return { status: data.status, aheadBy: data.ahead_by, behindBy: data.behind_by };
    },
    async listRunArtifacts(repo, runId, name) {
      const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
        owner: repo.owner,
        repo: repo.repo,
        run_id: runId,
        name,
        per_page: 100,
      });
      return data.artifacts.map((a) => ({
        id: a.id,
        name: a.name,
        expired: a.expired,
        sizeInBytes: a.size_in_bytes,
      }));
    },
    async downloadArtifact(repo, artifactId, target) {
      // octokit's retry plugin retries the request until the answer's headers arrive; a body cut
      // off midway (a dropped connection, a storage that stalls) is retried here, from the start.
      for (let attempt = 0; ; attempt++) {
        const { data } = await octokit.request(
          'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
          {
            owner: repo.owner,
            repo: repo.repo,
            artifact_id: artifactId,
            archive_format: 'zip',
            // The body as a stream (the default would buffer the whole archive in memory).
            request: { parseSuccessResponseBody: false },
          },
        );
        try {
          return await writeCapped(data as unknown as ReadableStream<Uint8Array> | null, target);
        } catch (error) {
          await rm(target.file, { force: true });
          if (error instanceof DownloadTooLarge || attempt >= retries) throw error;
          const wait = (attempt + 1) ** 2 * base;
          log.info(
            `the download of artifact ${artifactId} broke off (${error instanceof Error ? error.message : String(error)}): retrying in ${wait / 1000} s`,
          );
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    },
    async findOpenPullRequests(repo, head) {
      const pulls = await octokit.paginate(octokit.rest.pulls.list, {
        owner: repo.owner,
        repo: repo.repo,
        head: `${head.owner}:${head.branch}`,
        state: 'open',
        per_page: 100,
      });
      return pulls.map((pull) => ({
        number: pull.number,
        headSha: pull.head.sha,
        baseSha: pull.base.sha,
        baseRef: pull.base.ref,
      }));
    },
  };
}

/** The download is larger than the caller accepts: final, never retried. */
class DownloadTooLarge extends Error {}

/** Streams a response body into a new file, refusing more than `maxBytes`. */
async function writeCapped(
  body: ReadableStream<Uint8Array> | null,
  target: { readonly file: string; readonly maxBytes: number },
): Promise<number> {
  const out = await open(target.file, 'wx');
  let written = 0;
  try {
    if (body === null) return 0;
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      written += chunk.byteLength;
      if (written > target.maxBytes)
        throw new DownloadTooLarge(
          `the download exceeds ${target.maxBytes} bytes (input "max-unzipped-bytes")`,
        );
      await out.write(chunk);
    }
    return written;
  } finally {
    await out.close();
  }
}

function rateLimited(
  kind: string,
  retryAfter: number,
  request: { method: string; url: string },
  retryCount: number,
  log: NonNullable<GitHubClientOptions['log']>,
): boolean {
  const retrying = retryCount < MAX_RATE_LIMIT_RETRIES && retryAfter <= MAX_RATE_LIMIT_WAIT_SECONDS;
  const what = `GitHub API ${kind} on ${request.method} ${request.url}`;
  if (retrying) log.info(`${what}: retrying in ${retryAfter} s`);
  else log.warning(`${what}: giving up (retry-after ${retryAfter} s, ${retryCount} retries)`);
  return retrying;
}

interface RawComment {
  id: number;
  body?: string | null;
  user: { login: string; type: string } | null;
  html_url: string;
  created_at: string;
}

function toIssueComment(raw: RawComment): IssueComment {
  return {
    id: raw.id,
    body: raw.body ?? '',
    authorLogin: raw.user?.login ?? '',
    authorType: raw.user?.type ?? '',
    url: raw.html_url,
    createdAt: raw.created_at,
  };
}

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

/**
 * The only code that talks to the GitHub REST API: issue comments on pull requests, the token's
 * identity, check runs, workflow runs and artifacts, and the pull-request lookup for
 * `workflow_run` events from forks.
 *
 * The octokit carries the retry plugin (5xx and network errors, bounded, exponential backoff), the
 * throttling plugin (primary and secondary rate limits, bounded; rate-limits.ts), and a small
 * plugin that hands a bare 429 (no rate-limit wording or headers, which the throttling plugin
 * ignores) to the retry plugin. Everything the action needs goes through the small
 * {@link GitHubClient} interface (types.ts) so tests can replace it with a fake.
 */
import { rm } from 'node:fs/promises';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { DownloadTooLarge, writeCapped } from './download.js';
import { DEFAULT_TIMEOUT_MS, fetchWithTimeout } from './fetch-timeout.js';
import { gateApi } from './gate-api.js';
import { apiFailure, isHttpError } from './http-error.js';
import { GitHubOctokit, proxyAwareFetch, userAgentWithOrchestrationId } from './octokit.js';
import { rateLimited, retryBareTooManyRequests } from './rate-limits.js';
import type { GitHubClient, GitHubClientOptions, IssueComment } from './types.js';

export * from './http-error.js';
export type * from './types.js';

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
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = proxyAwareFetch(baseUrl, { timeoutMs });
  const octokit = new Octokit({
    auth: `token ${options.token}`,
    ...(userAgent !== undefined ? { userAgent } : {}),
    baseUrl,
    request: {
      fetch: fetchWithTimeout(transport.fetch, timeoutMs),
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
    close: () => transport.close(),
    async identity() {
      try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return { login: data.login, id: data.id };
      } catch (error) {
        // An installation token gets 403 "Resource not accessible by integration" here; a spent
        // rate limit (403 too) is no answer about the token, and is passed on.
        if (!refusal(error)) throw error;
      }
      try {
        const { viewer } = await octokit.graphql<{
          viewer: { login: string; databaseId: number | null };
        }>(VIEWER_QUERY);
        return typeof viewer.databaseId === 'number'
          ? { login: viewer.login, id: viewer.databaseId }
          : undefined;
      } catch (error) {
        // GraphQL errors in a 200 answer (no `status`), or a refusal: the token does not say.
        if (!isHttpError(error) || refusal(error)) return undefined;
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

/** Who the token acts as, in GraphQL (`viewer` answers installation tokens too). */
const VIEWER_QUERY = 'query { viewer { login databaseId } }';

/** A refusal of the token (401, 403 that is not a rate limit, 404), not a failure of the API. */
function refusal(error: unknown): boolean {
  const failure = apiFailure(error);
  return (
    failure.kind === 'permission' ||
    (failure.kind === 'http' && (failure.status === 401 || failure.status === 404))
  );
}

interface RawComment {
  id: number;
  body?: string | null;
  user: { login: string; id: number; type: string } | null;
  html_url: string;
  created_at: string;
}

function toIssueComment(raw: RawComment): IssueComment {
  return {
    id: raw.id,
    body: raw.body ?? '',
    authorLogin: raw.user?.login ?? '',
    authorId: raw.user?.id ?? 0,
    authorType: raw.user?.type ?? '',
    url: raw.html_url,
    createdAt: raw.created_at,
  };
}

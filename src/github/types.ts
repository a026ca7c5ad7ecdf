/**
 * What the action asks of GitHub ({@link GitHubClient}) and the shapes it gets back, as small
 * interfaces the action's tests can fake.
 */
import type { GateApi } from './gate-api.js';

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
  /** Author user id (0 when GitHub names no author: a deleted account). */
  readonly authorId: number;
  /** `User`, `Bot` or `Organization`. */
  readonly authorType: string;
  /** Link to the comment on github.com (the `comment-url` output). */
  readonly url: string;
  readonly createdAt: string;
}

/** The account a token acts as. */
export interface TokenIdentity {
  /** `octocat`, `github-actions[bot]`, `<app-slug>[bot]`. */
  readonly login: string;
  /** Its user id (`github-actions[bot]`: 41898282): logins can be renamed, ids are not reused. */
  readonly id: number;
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
   * Ends the client's connections (a proxy's tunnels among them); no request follows. The action
   * calls it when the run is done, so that nothing the network left half-open holds the process.
   */
  close(): Promise<void>;
  /**
   * Who the token acts as: `GET /user` for a user's token; for an installation token (a GitHub
   * App's, `GITHUB_TOKEN` among them: `github-actions[bot]`), which `GET /user` refuses, the
   * GraphQL API's `viewer`. `undefined` when neither says (the comment logic then edits nothing
   * it did not write in this run). A spent rate limit or an API that does not answer rejects.
   */
  identity(): Promise<TokenIdentity | undefined>;
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

/** Options of `createGitHubClient` (client.ts). */
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

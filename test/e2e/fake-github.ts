/**
 * A GitHub REST API on 127.0.0.1 for the end-to-end, client and trust tests, held to GitHub's own
 * description (test/e2e/github-contract.ts): every request it receives is checked against the
 * operation it names (parameters, body), every answer it gives against that operation's response
 * schema, and a difference is a violation that fails the test file (`assertContract()`, and
 * `stop()`). It is no kinder than GitHub where the action could tell:
 *
 * - answers are whole objects (github-objects.ts), not the few fields the action reads;
 * - lists page at most 100 items with `Link` headers (comments, runs, artifacts, pull requests);
 * - workflow runs honour the workflow (file name or id; an unknown one is 404), `branch`,
 *   `event`, `status` (a status or a conclusion, as GitHub reads it), `head_sha` and
 *   `exclude_pull_requests`, and filtered lists stop at 1,000; a run may be queued or in
 *   progress, and complete while it is polled (`progress`);
 * - an issue's labels and events (`labeled` entries with their actor) page like lists;
 * - compare answers from a commit graph: 404 "No common ancestor" for unrelated histories, 404 for
 *   an unknown commit;
 * - an artifact download is a 302 to a storage server on another origin, which records the
 *   headers it receives and refuses a request that carries `Authorization`; it can deliver
 *   slowly, drop the connection or stall (`storageFaults`); an expired artifact is 410, and so
 *   is one that expired after it was listed (`gone`);
 * - a comment body over 65,536 characters (code points) and a check-run summary or text over
 *   65,535 bytes (UTF-8) are 422, as GitHub counts them;
 * - the check-run answer carries the output's counts, not the annotations sent.
 *
 * - the token acts as one account (`token`): `GET /user` answers a user's token and refuses an
 *   installation's (403), GraphQL's `viewer` names either, and the comments it writes are that
 *   account's; an edit or a delete of another account's comment is refused (403) and recorded
 *   (`foreignWrites`) unless the token `moderates` (GitHub lets a write token do it: the fake is
 *   stricter, so that a test sees the action reach for a comment that is not its own);
 * - a spent rate limit (`rateLimitSpent`: every request) and secondary limits
 *   (`secondaryLimits`: chosen requests) are answered as GitHub answers them: 403 or 429, the
 *   `x-ratelimit-*` headers (remaining 0 and the reset) or `retry-after`, GitHub's message;
 *
 * Scripted faults (`faults`) answer a request with a status instead.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routeActions } from './fake-actions.js';
import { type ApiIssueEvent, routeIssues } from './fake-issues.js';
import { CommitHistory } from './fake-history.js';
import {
  CHECK_OUTPUT_MAX_BYTES,
  COMMENT_MAX_CHARACTERS,
  DOCS,
  error,
  paginate,
  rateLimitAnswer,
  tooLong,
  validationFailed,
} from './fake-rest.js';
import { FakeArtifactStorage } from './fake-storage.js';
import { GitHubContract, type Violations } from './github-contract.js';
import {
  checkRun as checkRunObject,
  issueComment,
  privateUser,
  pullRequest,
  userId,
} from './github-objects.js';

/** The GraphQL query the action sends (client.ts): who the token acts as. */
const VIEWER_QUERY = 'query { viewer { login databaseId } }';

export interface ApiComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
  created_at: string;
  updated_at: string;
}

/** A pull request: its number, head and base (the repository defaults to `octo/evals`). */
export interface ApiPull {
  number: number;
  head: { sha: string; ref: string; label?: string; repo?: string };
  base: { sha: string; ref: string; repo?: string };
  state: 'open' | 'closed';
}

/** A workflow run (the fields tests set; the answer is the whole `workflow-run`). */
export interface ApiRun {
  id: number;
  run_number: number;
  /** The workflow file it belongs to (e.g. `eval.yml`). */
  workflow: string;
  head_sha: string;
  head_branch: string;
  event: string;
  /** Default `completed`; `queued` and `in_progress` runs have no conclusion yet (null). */
  status?: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | 'cancelled' | null;
  /**
   * What the run does next: each `GET /actions/runs/{id}` first takes the next step (status and
   * conclusion), so a run can complete while the action polls it. The last step stays.
   */
  progress?: { status: 'queued' | 'in_progress' | 'completed'; conclusion: ApiRun['conclusion'] }[];
  created_at: string;
  html_url: string;
  head_repository: { full_name: string };
}

/** A run's artifact, with the bytes its zip download serves. */
export interface ApiArtifact {
  id: number;
  name: string;
  expired: boolean;
  size_in_bytes: number;
  zip: Buffer;
  /**
   * Expired (or deleted) after it was listed: the list still says unexpired, the download
   * answers 410 (GitHub's list and its storage do not change at the same instant).
   */
  gone?: boolean;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

export interface Fault {
  readonly method: string;
  /** Matched against the path (no query). */
  readonly path: RegExp;
  readonly status: number;
  readonly message: string;
  readonly headers?: Record<string, string>;
}

/** A secondary rate limit on some requests: each answered once, in order, by the first match. */
export interface SecondaryLimit {
  readonly method: string;
  readonly path: RegExp;
  readonly status: 403 | 429;
  /** Seconds the answer's `retry-after` asks for. */
  readonly retryAfter: number;
}

export { CHECK_OUTPUT_MAX_BYTES, COMMENT_MAX_CHARACTERS };
export type { ApiIssueEvent };

export class FakeGitHubServer {
  readonly comments = new Map<number, ApiComment[]>();
  /** Check runs created (the request bodies, with their ids). */
  readonly checkRuns: Record<string, unknown>[] = [];
  readonly pulls: ApiPull[] = [];
  /** Workflow runs, any order (listed newest first by created_at). */
  readonly runs: ApiRun[] = [];
  /** Workflow files that exist besides those of `runs`. */
  readonly workflows = new Set<string>(['eval.yml']);
  /** Artifacts by run id. */
  readonly artifacts = new Map<number, ApiArtifact[]>();
  /** The repository's commits (compare answers from them); see `commits` and `addLine`. */
  readonly history = new CommitHistory();
  private mainLine: string[] = [];
  readonly requests: RecordedRequest[] = [];
  /** The artifact storage, on another origin (where the download redirects). */
  readonly storage = new FakeArtifactStorage((id) => this.artifactById(id)?.artifact);
  /** Answered in order, each once, by the first request that matches. */
  readonly faults: Fault[] = [];
  /**
   * Who the token acts as: an installation (`GITHUB_TOKEN`: `github-actions[bot]`, a GitHub App:
   * `<slug>[bot]`), which `GET /user` refuses with 403 and GraphQL's `viewer` names; or a user,
   * whom `GET /user` answers. Comments the token writes are this account's.
   */
  token: { login: string; type: 'Bot' | 'User' } = { login: 'github-actions[bot]', type: 'Bot' };
  /** Whether GraphQL's `viewer` answers (false: it answers with an error, as for no access). */
  viewerAnswers = true;
  /**
   * Whether the token may edit and delete other accounts' comments. GitHub lets a token with write
   * access to the repository do so (`GITHUB_TOKEN` with `pull-requests: write` may edit any
   * comment), so the action must not rely on a refusal; the fake refuses by default (403, and
   * `foreignWrites` records the attempt), so that a test sees the action reach for a comment that
   * is not its own.
   */
  moderates = false;
  /** Edits and deletes of comments by another account that the token attempted. */
  readonly foreignWrites: string[] = [];
  /** Labels (names) and issue events, by issue number (test/e2e/fake-issues.ts). */
  readonly labels = new Map<number, string[]>();
  readonly issueEvents = new Map<number, ApiIssueEvent[]>();
  /** `x-ratelimit-remaining` of every answer. */
  rateLimitRemaining = 4999;
  /**
   * The primary rate limit is spent until then: every API request is answered 403 (or `status`)
   * with `x-ratelimit-remaining: 0` and the reset, as GitHub answers (fake-rest.ts).
   */
  rateLimitSpent: { readonly until: Date; readonly status: 403 | 429 } | undefined = undefined;
  /** Secondary rate limits (fake-rest.ts), answered in order, each once. */
  readonly secondaryLimits: SecondaryLimit[] = [];
  /** Where the fake broke GitHub's description (requests of the action, answers of the fake). */
  readonly violations: string[] = [];
  /** Checked against GitHub's description (false: the benchmark, which measures the action only). */
  readonly contract: GitHubContract | undefined;
  private nextId = 5000;
  private server: Server | undefined;
  url = '';

  constructor(options: { validate?: boolean } = {}) {
    this.contract = options.validate === false ? undefined : GitHubContract.shared();
  }

  /** The base branch's commits, oldest first (one line; replaces every line). */
  get commits(): string[] {
    return this.mainLine;
  }

  set commits(line: string[]) {
    this.history.clear();
    this.mainLine = [...line];
    this.history.addLine(line, undefined);
  }

  /** Commits after `parent` (undefined: a history of their own, unrelated to the others). */
  addLine(line: readonly string[], parent: string | undefined): void {
    this.history.addLine(line, parent);
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    await this.storage.start();
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server !== undefined) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await this.storage.stop();
    this.assertContract();
  }

  /** Throws (and forgets them) when requests or answers broke GitHub's description. */
  assertContract(): void {
    if (this.violations.length === 0) return;
    const list = this.violations.splice(0);
    throw new Error(
      `the exchange with the fake GitHub broke GitHub's API description (${list.length}):\n- ${list.join('\n- ')}`,
    );
  }

  /** A user's token (GET /user answers): the login; undefined for an installation token. */
  get userLogin(): string | undefined {
    return this.token.type === 'User' ? this.token.login : undefined;
  }

  set userLogin(login: string | undefined) {
    this.token =
      login === undefined ? { login: 'github-actions[bot]', type: 'Bot' } : { login, type: 'User' };
  }

  /** Adds a comment directly (another user's, or an old one of ours). */
  seed(
    issue: number,
    body: string,
    user: { login: string; type: string } = this.token,
  ): ApiComment {
    const id = this.nextId++;
    const at = new Date(Date.UTC(2025, 0, 1) + id * 1000).toISOString();
    const comment: ApiComment = {
      id,
      body,
      user,
      html_url: `https://github.com/octo/evals/pull/${issue}#issuecomment-${id}`,
      created_at: at,
      updated_at: at,
    };
    this.comments.set(issue, [...(this.comments.get(issue) ?? []), comment]);
    return comment;
  }

  /** The artifact with this id, and its run. */
  artifactById(id: number): { artifact: ApiArtifact; runId: number } | undefined {
    for (const [runId, list] of this.artifacts) {
      const found = list.find((a) => a.id === id);
      if (found !== undefined) return { artifact: found, runId };
    }
    return undefined;
  }

  requestsTo(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const method = request.method ?? 'GET';
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    this.requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.authorization,
      body,
    });
    const exchange: Exchange = { method, path: url.pathname, response };
    // GraphQL is outside the REST description: the one query the action sends, checked here.
    if (method === 'POST' && url.pathname === '/graphql') return this.graphql(exchange, body);
    if (this.contract !== undefined)
      this.note(
        this.contract.checkRequest({
          method,
          path: url.pathname,
          query: url.searchParams,
          body,
          contentType: body === undefined ? undefined : request.headers['content-type'],
        }),
      );
    if (!request.headers['user-agent']) {
      // GitHub refuses a request without a User-Agent.
      this.violations.push(`${method} ${url.pathname}: no User-Agent header`);
      return this.send(exchange, 403, error('Request forbidden by administrative rules.', 403));
    }

    if (this.rateLimitSpent !== undefined && this.rateLimitSpent.until.getTime() > Date.now()) {
      const answer = rateLimitAnswer(
        { kind: 'primary', status: this.rateLimitSpent.status, resetAt: this.rateLimitSpent.until },
        0,
      );
      return this.send(exchange, answer.status, answer.body, answer.headers);
    }
    const limited = this.secondaryLimits.findIndex(
      (l) => l.method === method && l.path.test(url.pathname),
    );
    const limit = this.secondaryLimits[limited];
    if (limit !== undefined) {
      this.secondaryLimits.splice(limited, 1);
      const answer = rateLimitAnswer(
        { kind: 'secondary', status: limit.status, retryAfter: limit.retryAfter },
        this.rateLimitRemaining,
      );
      return this.send(exchange, answer.status, answer.body, answer.headers);
    }
    const faultIndex = this.faults.findIndex(
      (f) => f.method === method && f.path.test(url.pathname),
    );
    const fault = this.faults[faultIndex];
    if (fault !== undefined) {
      this.faults.splice(faultIndex, 1);
      return this.send(exchange, fault.status, error(fault.message, fault.status), fault.headers);
    }
    this.route(exchange, url, body);
  }

  /** GraphQL's `viewer`: who the token acts as (an installation token included). */
  private graphql(exchange: Exchange, body: unknown): void {
    const query = (body as { query?: unknown } | undefined)?.query;
    if (typeof query !== 'string' || query.replace(/\s+/g, ' ').trim() !== VIEWER_QUERY) {
      this.violations.push(`POST /graphql: a query the fake does not know: ${String(query)}`);
      return this.send(exchange, 400, error('Problems parsing JSON', 400), {}, false);
    }
    const answer = this.viewerAnswers
      ? { data: { viewer: { login: this.token.login, databaseId: userId(this.token.login) } } }
      : {
          data: null,
          errors: [
            {
              type: 'FORBIDDEN',
              path: ['viewer'],
              message: 'Resource not accessible by integration',
            },
          ],
        };
    this.send(exchange, 200, answer, {}, false);
  }

  private note(violations: Violations): void {
    this.violations.push(...violations);
  }

  /** Answers, after checking the answer against the operation's response schema. */
  private send(
    exchange: Exchange,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
    checked = true,
  ): void {
    const all: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(this.rateLimitRemaining),
      'x-ratelimit-used': String(5000 - this.rateLimitRemaining),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
      'x-github-api-version-selected': '2022-11-28',
      ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    };
    if (this.contract !== undefined && checked)
      this.note(this.contract.checkResponse(exchange, { status, headers: all, body }));
    if (body === undefined) delete all['content-type'];
    exchange.response.writeHead(status, all);
    exchange.response.end(body === undefined ? undefined : JSON.stringify(body));
  }

  private route(exchange: Exchange, url: URL, body: unknown): void {
    const { method, path } = exchange;
    const api = this.url;
    const notFound = (): void => this.send(exchange, 404, error('Not Found', 404));
    if (method === 'GET' && path === '/user') {
      if (this.token.type !== 'User')
        return this.send(exchange, 403, error('Resource not accessible by integration', 403));
      return this.send(exchange, 200, privateUser(this.token.login));
    }
    if (method === 'POST' && /^\/repos\/octo\/evals\/check-runs$/.test(path)) {
      const request = body as {
        name: string;
        head_sha: string;
        status?: string;
        conclusion?: string;
        output?: { title: string; summary: string; text?: string; annotations?: unknown[] };
      };
      for (const field of ['summary', 'text'] as const) {
        const value = request.output?.[field];
        const bytes = typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : 0;
        if (bytes > CHECK_OUTPUT_MAX_BYTES)
          return this.send(exchange, 422, {
            message: `Invalid request.\n\nOnly ${CHECK_OUTPUT_MAX_BYTES} characters are allowed; ${bytes} were supplied.`,
            documentation_url: `${DOCS}/checks/runs#create-a-check-run`,
            status: '422',
          });
      }
      const run = { id: this.checkRuns.length + 1, ...request };
      this.checkRuns.push(run);
      const status = request.conclusion !== undefined ? 'completed' : (request.status ?? 'queued');
      return this.send(
        exchange,
        201,
        checkRunObject(api, {
          id: run.id,
          name: request.name,
          head_sha: request.head_sha,
          status,
          conclusion: request.conclusion ?? null,
          output: {
            title: request.output?.title ?? '',
            summary: request.output?.summary ?? '',
            text: request.output?.text ?? null,
            annotations: request.output?.annotations?.length ?? 0,
          },
        }),
      );
    }
    let match = /^\/repos\/octo\/evals\/issues\/(\d+)\/comments$/.exec(path);
    if (match !== null) {
      const issue = Number(match[1]);
      if (method === 'GET') {
        const all = (this.comments.get(issue) ?? []).map((c) => this.commentObject(c, issue));
        const { items, links } = paginate(url, all);
        return this.send(exchange, 200, items, links);
      }
      if (method === 'POST') {
        const text = (body as { body?: unknown } | undefined)?.body;
        if (typeof text !== 'string') return this.send(exchange, 422, validationFailed('missing'));
        if (tooLong(text)) return this.send(exchange, 422, validationFailed('too long'));
        const created = this.seed(issue, text);
        return this.send(exchange, 201, this.commentObject(created, issue), {
          location: `${api}/repos/octo/evals/issues/comments/${created.id}`,
        });
      }
    }
    match = /^\/repos\/octo\/evals\/issues\/comments\/(\d+)$/.exec(path);
    if (match !== null) {
      const id = Number(match[1]);
      for (const [issue, list] of this.comments) {
        const found = list.find((c) => c.id === id);
        if (found === undefined) continue;
        if ((method === 'PATCH' || method === 'DELETE') && found.user.login !== this.token.login) {
          this.foreignWrites.push(`${method} comment ${id} by ${found.user.login}`);
          if (!this.moderates)
            return this.send(
              exchange,
              403,
              error(
                this.token.type === 'Bot'
                  ? 'Resource not accessible by integration'
                  : 'Resource not accessible by personal access token',
                403,
              ),
            );
        }
        if (method === 'PATCH') {
          const text = (body as { body?: unknown } | undefined)?.body;
          if (typeof text !== 'string')
            return this.send(exchange, 422, validationFailed('missing'));
          if (tooLong(text)) return this.send(exchange, 422, validationFailed('too long'));
          found.body = text;
          found.updated_at = new Date().toISOString();
          return this.send(exchange, 200, this.commentObject(found, issue));
        }
        if (method === 'DELETE') {
          this.comments.set(
            issue,
            list.filter((c) => c.id !== id),
          );
          return this.send(exchange, 204, undefined);
        }
      }
      return notFound();
    }
    const actions = routeActions(this, method, url) ?? routeIssues(this, method, url);
    if (actions !== undefined)
      return this.send(exchange, actions.status, actions.body, actions.headers);
    match = /^\/repos\/octo\/evals\/pulls\/(\d+)$/.exec(path);
    if (method === 'GET' && match !== null) {
      const pull = this.pulls.find((p) => p.number === Number(match?.[1]));
      return pull === undefined ? notFound() : this.send(exchange, 200, this.pullObject(pull));
    }
    if (method === 'GET' && path === '/repos/octo/evals/pulls') {
      const head = url.searchParams.get('head');
      const state = url.searchParams.get('state') ?? 'open';
      const all = this.pulls
        .filter((p) => head === null || labelOf(p) === head)
        .filter((p) => state === 'all' || p.state === state)
        .map((p) => this.pullObject(p, true));
      const { items, links } = paginate(url, all);
      return this.send(exchange, 200, items, links);
    }
    notFound();
  }

  private commentObject(comment: ApiComment, issue: number): Record<string, unknown> {
    return { ...issueComment(this.url, { ...comment, issue }), html_url: comment.html_url };
  }

  private pullObject(pull: ApiPull, simple = false): Record<string, unknown> {
    const headRepo = pull.head.repo ?? `${(pull.head.label ?? 'octo:').split(':')[0]}/evals`;
    return pullRequest(
      this.url,
      {
        number: pull.number,
        state: pull.state,
        head: { sha: pull.head.sha, ref: pull.head.ref, repo: headRepo },
        base: { sha: pull.base.sha, ref: pull.base.ref, repo: pull.base.repo ?? 'octo/evals' },
      },
      simple,
    );
  }
}

interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly response: ServerResponse;
}

function labelOf(pull: ApiPull): string {
  if (pull.head.label !== undefined) return pull.head.label;
  return `${(pull.head.repo ?? 'octo/evals').split('/')[0]}:${pull.head.ref}`;
}

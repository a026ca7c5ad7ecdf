/**
 * A small GitHub REST API on 127.0.0.1 for the end-to-end and client tests: the issue-comment
 * endpoints (list with pagination and Link headers, create, update, delete), `GET /user` and the
 * pull-request list. Scripted faults (`failNext`) answer a request with a status instead.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
  created_at: string;
  updated_at: string;
}

export interface ApiPull {
  number: number;
  head: { sha: string; label: string; ref: string };
  base: { sha: string; ref: string };
  state: 'open';
}

/** A workflow run as the REST API lists it (the fields the action reads). */
export interface ApiRun {
  id: number;
  run_number: number;
  /** The workflow file it belongs to (e.g. `eval.yml`). */
  workflow: string;
  head_sha: string;
  head_branch: string;
  event: string;
  conclusion: 'success' | 'failure';
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

export class FakeGitHubServer {
  readonly comments = new Map<number, ApiComment[]>();
  /** Check runs created (the request bodies, with their ids). */
  readonly checkRuns: Record<string, unknown>[] = [];
  readonly pulls: ApiPull[] = [];
  /** Workflow runs, any order (listed newest first by created_at). */
  readonly runs: ApiRun[] = [];
  /** Artifacts by run id. */
  readonly artifacts = new Map<number, ApiArtifact[]>();
  /** The base branch's commits, oldest first (a line: compare answers from positions in it). */
  commits: string[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Answered in order, each once, by the first request that matches. */
  readonly faults: Fault[] = [];
  /** `undefined`: GET /user answers 403 as it does for GITHUB_TOKEN. */
  userLogin: string | undefined = undefined;
  /** Who the token writes comments as. */
  author = { login: 'github-actions[bot]', type: 'Bot' };
  private nextId = 5000;
  private server: Server | undefined;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server === undefined) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Adds a comment directly (another user's, or an old one of ours). */
  seed(issue: number, body: string, user = this.author): ApiComment {
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

  private findArtifact(id: number): ApiArtifact | undefined {
    for (const list of this.artifacts.values()) {
      const found = list.find((a) => a.id === id);
      if (found !== undefined) return found;
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

    const faultIndex = this.faults.findIndex(
      (f) => f.method === method && f.path.test(url.pathname),
    );
    const fault = this.faults[faultIndex];
    if (fault !== undefined) {
      this.faults.splice(faultIndex, 1);
      return send(response, fault.status, { message: fault.message }, fault.headers);
    }
    this.route(method, url, body, response);
  }

  private route(method: string, url: URL, body: unknown, response: ServerResponse): void {
    const path = url.pathname;
    if (method === 'GET' && path === '/user') {
      if (this.userLogin === undefined)
        return send(response, 403, { message: 'Resource not accessible by integration' });
      return send(response, 200, { login: this.userLogin, type: 'User' });
    }
    if (method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/check-runs$/.test(path)) {
      const run = { id: this.checkRuns.length + 1, ...(body as Record<string, unknown>) };
      this.checkRuns.push(run);
      return send(response, 201, { ...run, html_url: `${this.url}/runs/${run.id}` });
    }
    let match = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path);
    if (match !== null) {
      const issue = Number(match[1]);
      if (method === 'GET') {
        const all = this.comments.get(issue) ?? [];
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
        return send(
          response,
          200,
          all.slice((page - 1) * perPage, page * perPage),
          links.length > 0 ? { link: links.join(', ') } : {},
        );
      }
      if (method === 'POST') {
        const text = (body as { body?: unknown } | undefined)?.body;
        if (typeof text !== 'string') return send(response, 422, { message: 'body is missing' });
        return send(response, 201, this.seed(issue, text));
      }
    }
    match = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path);
    if (match !== null) {
      const id = Number(match[1]);
      for (const [issue, list] of this.comments) {
        const found = list.find((c) => c.id === id);
        if (found === undefined) continue;
        if (method === 'PATCH') {
          const text = (body as { body?: unknown } | undefined)?.body;
          if (typeof text !== 'string') return send(response, 422, { message: 'body is missing' });
          found.body = text;
          found.updated_at = new Date().toISOString();
          return send(response, 200, found);
        }
        if (method === 'DELETE') {
          this.comments.set(
            issue,
            list.filter((c) => c.id !== id),
          );
          return send(response, 204, undefined);
        }
      }
      return send(response, 404, { message: 'Not Found' });
    }
    match = /^\/repos\/[^/]+\/[^/]+\/actions\/workflows\/([^/]+)\/runs$/.exec(path);
    if (method === 'GET' && match !== null) {
      const q = url.searchParams;
      const all = this.runs
        .filter(
          (r) =>
            r.workflow === decodeURIComponent(match?.[1] ?? '') &&
            (q.get('branch') === null || r.head_branch === q.get('branch')) &&
            (q.get('status') !== 'success' || r.conclusion === 'success') &&
            (q.get('head_sha') === null || r.head_sha === q.get('head_sha')),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const { items, links } = paginate(url, all);
      return send(
        response,
        200,
        { total_count: all.length, workflow_runs: items.map(({ workflow: _, ...r }) => r) },
        links,
      );
    }
    match = /^\/repos\/[^/]+\/[^/]+\/compare\/([0-9a-f]+)\.\.\.([0-9a-f]+)$/.exec(path);
    if (method === 'GET' && match !== null) {
      const base = this.commits.indexOf(match[1] ?? '');
      const head = this.commits.indexOf(match[2] ?? '');
      if (base < 0 || head < 0)
        return send(response, 200, { status: 'diverged', ahead_by: 1, behind_by: 1 });
      const status = head === base ? 'identical' : head > base ? 'ahead' : 'behind';
      return send(response, 200, {
        status,
        ahead_by: Math.max(0, head - base),
        behind_by: Math.max(0, base - head),
      });
    }
    match = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/.exec(path);
    if (method === 'GET' && match !== null) {
      const name = url.searchParams.get('name');
      const list = (this.artifacts.get(Number(match[1])) ?? []).filter(
        (a) => name === null || a.name === name,
      );
      return send(response, 200, {
        total_count: list.length,
        artifacts: list.map(({ zip: _, ...a }) => a),
      });
    }
    match = /^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/.exec(path);
    if (method === 'GET' && match !== null) {
      const artifact = this.findArtifact(Number(match[1]));
      if (artifact === undefined) return send(response, 404, { message: 'Not Found' });
      if (artifact.expired) return send(response, 410, { message: 'Artifact has expired' });
      // As GitHub does: a redirect to the storage, which needs no token.
      response.writeHead(302, { location: `${this.url}/storage/${artifact.id}.zip` });
      return void response.end();
    }
    match = /^\/storage\/(\d+)\.zip$/.exec(path);
    if (method === 'GET' && match !== null) {
      const artifact = this.findArtifact(Number(match[1]));
      if (artifact === undefined) return send(response, 404, { message: 'Not Found' });
      response.writeHead(200, { 'content-type': 'application/zip' });
      return void response.end(artifact.zip);
    }
    match = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/.exec(path);
    if (method === 'GET' && match !== null) {
      const pull = this.pulls.find((p) => p.number === Number(match?.[1]));
      return pull === undefined
        ? send(response, 404, { message: 'Not Found' })
        : send(response, 200, pull);
    }
    if (method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/pulls$/.test(path)) {
      const head = url.searchParams.get('head');
      return send(
        response,
        200,
        this.pulls.filter((p) => head === null || p.head.label === head),
      );
    }
    send(response, 404, { message: 'Not Found' });
  }
}

/** One page of `all` (`per_page`, `page`) and its Link header, as the REST API pages lists. */
function paginate<T>(url: URL, all: readonly T[]): { items: T[]; links: Record<string, string> } {
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

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-ratelimit-remaining': '4999',
    ...headers,
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, isPermissionError } from '../../src/github/client.js';
import { FakeGitHubServer } from '../e2e/fake-github.js';

const REPO = { owner: 'octo', repo: 'evals' };
const TOKEN = 'ghs_clientTestToken';
let server: FakeGitHubServer;

beforeAll(async () => {
  server = new FakeGitHubServer();
  await server.start();
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  server.comments.clear();
  server.requests.length = 0;
  server.faults.length = 0;
  server.pulls.length = 0;
  server.userLogin = undefined;
});

function client(options: { throttle?: boolean } = {}) {
  const notes: string[] = [];
  const github = createGitHubClient({
    token: TOKEN,
    baseUrl: server.url,
    retryBaseMs: 1,
    throttle: options.throttle ?? false,
    log: { info: (m) => notes.push(`info: ${m}`), warning: (m) => notes.push(`warning: ${m}`) },
  });
  return { github, notes };
}

describe('createGitHubClient against a local API', () => {
  it('lists every page of comments, 100 per page, with the token', async () => {
    for (let i = 0; i < 230; i++) server.seed(9, `comment ${i}`);
    const comments = await client().github.listIssueComments(REPO, 9);
    expect(comments).toHaveLength(230);
    expect(comments[229]).toMatchObject({
      body: 'comment 229',
      authorLogin: 'github-actions[bot]',
      authorType: 'Bot',
    });
    const lists = server.requestsTo('GET', /\/issues\/9\/comments$/);
    expect(lists.map((r) => [r.query.get('per_page'), r.query.get('page')])).toEqual([
      ['100', null],
      ['100', '2'],
      ['100', '3'],
    ]);
    expect(lists[0]?.authorization).toBe(`token ${TOKEN}`);
  });

  it('creates, updates and deletes comments', async () => {
    const { github } = client();
    const created = await github.createIssueComment(REPO, 4, 'hello');
    expect(created.url).toBe(`https://github.com/octo/evals/pull/4#issuecomment-${created.id}`);
    const updated = await github.updateIssueComment(REPO, created.id, 'hello again');
    expect(updated).toMatchObject({ id: created.id, body: 'hello again' });
    await github.deleteIssueComment(REPO, created.id);
    expect(server.comments.get(4)).toEqual([]);
  });

  it("the token's identity: GET /user for a user, GraphQL's viewer for an installation token", async () => {
    // GITHUB_TOKEN: GET /user answers 403; the viewer is github-actions[bot], user 41898282.
    expect(await client().github.identity()).toEqual({
      login: 'github-actions[bot]',
      id: 41898282,
    });
    expect(server.requestsTo('GET', /^\/user$/)).toHaveLength(1);
    expect(server.requestsTo('POST', /^\/graphql$/)).toHaveLength(1);
    // Another app's installation token: its own bot.
    server.token = { login: 'other-app[bot]', type: 'Bot' };
    expect(await client().github.identity()).toMatchObject({ login: 'other-app[bot]' });
    // A user's token: GET /user answers, no GraphQL.
    server.userLogin = 'octocat';
    const graphql = server.requestsTo('POST', /^\/graphql$/).length;
    expect(await client().github.identity()).toMatchObject({ login: 'octocat' });
    expect(server.requestsTo('POST', /^\/graphql$/)).toHaveLength(graphql);
    // Neither says: undefined.
    server.userLogin = undefined;
    server.viewerAnswers = false;
    expect(await client().github.identity()).toBeUndefined();
    server.viewerAnswers = true;
  });

  it('the newest event of a label: the last page first, at most 30 pages back', async () => {
    const event = (i: number, label: string, actor = 'triage-bot[bot]') => ({
      event: 'labeled' as const,
      label,
      actor,
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    });
    server.issueEvents.set(11, [
      event(0, 'accepted', 'alice'),
      ...Array.from({ length: 3_400 }, (_, i) => event(i + 1, 'triage')),
    ]);
    const { github } = client();
    // 35 pages: the label's entry is on the first, beyond the 30 newest read.
    expect(await github.newestLabelEvent(REPO, 11, 'ACCEPTED')).toEqual({
      event: undefined,
      complete: false,
    });
    const pages = server.requestsTo('GET', /\/issues\/11\/events$/).map((r) => r.query.get('page'));
    expect(pages).toEqual(['1', ...Array.from({ length: 30 }, (_, i) => String(35 - i))]);
    server.issueEvents.get(11)?.push(event(9_999, 'accepted', 'bob'));
    expect(await github.newestLabelEvent(REPO, 11, 'accepted')).toMatchObject({
      event: { event: 'labeled', actor: 'bob' },
      complete: true,
    });
    server.issueEvents.clear();
  });

  it('a spent rate limit on GET /user is no answer about the token: it rejects', async () => {
    server.rateLimitSpent = { until: new Date(Date.now() + 3600_000), status: 403 };
    try {
      await expect(client().github.identity()).rejects.toMatchObject({ status: 403 });
    } finally {
      server.rateLimitSpent = undefined;
    }
  });

  it('retries 502 answers with backoff and then succeeds', async () => {
    const fault = { method: 'POST', path: /comments$/, status: 502, message: 'Bad Gateway' };
    server.faults.push(fault, fault);
    const created = await client().github.createIssueComment(REPO, 5, 'after retries');
    expect(created.body).toBe('after retries');
    expect(server.requestsTo('POST', /comments$/)).toHaveLength(3);
    expect(server.comments.get(5)).toHaveLength(1);
  });

  it('gives up after 3 retries', async () => {
    for (let i = 0; i < 4; i++)
      server.faults.push({ method: 'GET', path: /comments$/, status: 503, message: 'Unavailable' });
    await expect(client().github.listIssueComments(REPO, 5)).rejects.toMatchObject({ status: 503 });
    expect(server.requestsTo('GET', /comments$/)).toHaveLength(4);
  });

  it('does not retry a 403 "Resource not accessible by integration"', async () => {
    server.faults.push({
      method: 'POST',
      path: /comments$/,
      status: 403,
      message: 'Resource not accessible by integration',
    });
    const attempt = client({ throttle: true }).github.createIssueComment(REPO, 5, 'x');
    await expect(attempt).rejects.toMatchObject({ status: 403 });
    const error = await attempt.catch((e: unknown) => e);
    expect(isPermissionError(error)).toBe(true);
    expect(server.requestsTo('POST', /comments$/)).toHaveLength(1);
  });

  it('waits out a secondary rate limit and retries', async () => {
    server.seed(6, 'x');
    server.faults.push({
      method: 'GET',
      path: /comments$/,
      status: 403,
      message: 'You have exceeded a secondary rate limit',
      headers: { 'retry-after': '1' },
    });
    const { github, notes } = client({ throttle: true });
    const comments = await github.listIssueComments(REPO, 6);
    expect(comments).toHaveLength(1);
    expect(server.requestsTo('GET', /comments$/)).toHaveLength(2);
    expect(notes).toEqual([
      expect.stringMatching(/^info: GitHub API secondary rate limit on GET .*: retrying in 1 s$/),
    ]);
  });

  it('retries a bare 429 (no rate-limit wording or headers) with backoff, then succeeds', async () => {
    server.seed(6, 'x');
    const fault = { method: 'GET', path: /comments$/, status: 429, message: 'Too Many Requests' };
    server.faults.push(fault, fault);
    const { github, notes } = client({ throttle: true });
    expect(await github.listIssueComments(REPO, 6)).toHaveLength(1);
    expect(server.requestsTo('GET', /comments$/)).toHaveLength(3);
    // Retry n waits n² backoff units (1 s, 4 s in production; 1 ms, 4 ms here).
    expect(notes).toEqual([
      expect.stringMatching(
        /^info: GitHub API 429 on GET .*\/comments\?per_page=100: retrying in 1 s$/,
      ),
      expect.stringMatching(
        /^info: GitHub API 429 on GET .*\/comments\?per_page=100: retrying in 4 s$/,
      ),
    ]);
  });

  it("a bare 429's retry-after sets the wait; the retries are bounded (3), with or without the throttling plugin", async () => {
    server.faults.push({
      method: 'POST',
      path: /comments$/,
      status: 429,
      message: 'Too Many Requests',
      headers: { 'retry-after': '2' },
    });
    const first = client();
    expect((await first.github.createIssueComment(REPO, 8, 'after a 429')).body).toBe(
      'after a 429',
    );
    expect(first.notes).toEqual([
      expect.stringMatching(/^info: GitHub API 429 on POST .*\/comments: retrying in 2 s$/),
    ]);
    expect(server.comments.get(8)).toHaveLength(1);

    for (let i = 0; i < 5; i++)
      server.faults.push({ method: 'GET', path: /comments$/, status: 429, message: 'Slow down' });
    const second = client({ throttle: true });
    await expect(second.github.listIssueComments(REPO, 8)).rejects.toMatchObject({ status: 429 });
    expect(server.requestsTo('GET', /comments$/)).toHaveLength(4);
    expect(second.notes.at(-1)).toMatch(
      /^info: GitHub API 429 on GET .*\/comments\?per_page=100: giving up after 3 retries$/,
    );
  });

  it('a 502 and bare 429s share one budget of 3 retries', async () => {
    const at = { method: 'GET', path: /comments$/ };
    server.faults.push(
      { ...at, status: 502, message: 'Bad Gateway' },
      { ...at, status: 429, message: 'Too Many Requests' },
      { ...at, status: 429, message: 'Too Many Requests' },
      { ...at, status: 429, message: 'Too Many Requests' },
    );
    const { github, notes } = client({ throttle: true });
    await expect(github.listIssueComments(REPO, 8)).rejects.toMatchObject({ status: 429 });
    expect(server.requestsTo('GET', /comments$/)).toHaveLength(4);
    expect(notes.map((n) => n.replace(/ on GET [^ ]+:/, ':'))).toEqual([
      'info: GitHub API 429: retrying in 4 s',
      'info: GitHub API 429: retrying in 9 s',
      'info: GitHub API 429: giving up after 3 retries',
    ]);
  });

  it('a retry-after beyond 120 s is not waited out', async () => {
    server.faults.push({
      method: 'GET',
      path: /comments$/,
      status: 429,
      message: 'Too Many Requests',
      headers: { 'retry-after': '3600' },
    });
    const { github, notes } = client({ throttle: true });
    await expect(github.listIssueComments(REPO, 8)).rejects.toMatchObject({ status: 429 });
    expect(server.requestsTo('GET', /comments$/)).toHaveLength(1);
    expect(notes).toEqual([
      expect.stringMatching(
        /^info: GitHub API 429 on GET .*\/comments\?per_page=100: giving up \(retry-after 3600 s\)$/,
      ),
    ]);
  });

  it("a 429 with the rate-limit headers stays the throttling plugin's: one retry, not two plugins retrying", async () => {
    server.seed(6, 'x');
    server.faults.push({
      method: 'GET',
      path: /comments$/,
      status: 429,
      message: 'API rate limit exceeded',
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)),
      },
    });
    const { github, notes } = client({ throttle: true });
    expect(await github.listIssueComments(REPO, 6)).toHaveLength(1);
    expect(server.requestsTo('GET', /comments$/)).toHaveLength(2);
    expect(notes).toEqual([
      expect.stringMatching(/^info: GitHub API rate limit on GET .*: retrying in \d s$/),
    ]);
  });

  it('finds open pull requests by head owner and branch', async () => {
    server.pulls.push({
      number: 12,
      head: { sha: 'c'.repeat(40), label: 'forker:feature', ref: 'feature' },
      base: { sha: 'd'.repeat(40), ref: 'main' },
      state: 'open',
    });
    const pulls = await client().github.findOpenPullRequests(REPO, {
      owner: 'forker',
      branch: 'feature',
    });
    expect(pulls).toEqual([
      { number: 12, headSha: 'c'.repeat(40), baseSha: 'd'.repeat(40), baseRef: 'main' },
    ]);
    expect(server.requests.at(-1)?.query.get('state')).toBe('open');
  });
});

describe('the runner proxy (HTTPS_PROXY / HTTP_PROXY, NO_PROXY)', () => {
  /** A forward proxy that tunnels CONNECT to the fake API, whatever host was asked for. */
  async function startProxy(): Promise<{
    url: string;
    connects: string[];
    close: () => Promise<void>;
  }> {
    const { createServer } = await import('node:http');
    const { connect } = await import('node:net');
    const connects: string[] = [];
    const api = new URL(server.url);
    const proxy = createServer((_req, res) => res.writeHead(405).end());
    proxy.on('connect', (req, socket, head) => {
      connects.push(`${req.url} ${req.headers['proxy-authorization'] ?? ''}`.trim());
      const upstream = connect(Number(api.port), api.hostname, () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    const port = (proxy.address() as { port: number }).port;
    return {
      url: `http://user:p%40ss@127.0.0.1:${port}`,
      connects,
      close: () =>
        new Promise<void>((done) => {
          proxy.closeAllConnections();
          proxy.close(() => done());
        }),
    };
  }

  function withEnv(vars: Record<string, string | undefined>): () => void {
    const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
    const apply = (values: Record<string, string | undefined>): void => {
      for (const [k, v] of Object.entries(values)) {
        if (v === undefined) Reflect.deleteProperty(process.env, k);
        else process.env[k] = v;
      }
    };
    apply(vars);
    return () => apply(saved);
  }

  it('sends requests for a non-loopback API through the proxy, with its credentials', async () => {
    const proxy = await startProxy();
    const restore = withEnv({
      HTTP_PROXY: proxy.url,
      http_proxy: undefined,
      NO_PROXY: undefined,
      no_proxy: undefined,
    });
    try {
      server.seed(5, 'through the proxy');
      const github = createGitHubClient({
        token: TOKEN,
        baseUrl: `http://api.proxied.test:${new URL(server.url).port}`,
        retryBaseMs: 1,
        throttle: false,
      });
      const comments = await github.listIssueComments(REPO, 5);
      expect(comments.map((c) => c.body)).toEqual(['through the proxy']);
      expect(proxy.connects).toEqual([
        `api.proxied.test:${new URL(server.url).port} Basic ${Buffer.from('user:p@ss').toString('base64')}`,
      ]);
    } finally {
      restore();
      await proxy.close();
    }
  });

  it('goes direct to a loopback API (as @actions/http-client decides)', async () => {
    const proxy = await startProxy();
    const restore = withEnv({
      HTTP_PROXY: proxy.url,
      http_proxy: undefined,
      NO_PROXY: undefined,
      no_proxy: undefined,
    });
    try {
      server.seed(6, 'direct');
      const comments = await client().github.listIssueComments(REPO, 6);
      expect(comments.map((c) => c.body)).toEqual(['direct']);
      expect(proxy.connects).toEqual([]);
    } finally {
      restore();
      await proxy.close();
    }
  });
});

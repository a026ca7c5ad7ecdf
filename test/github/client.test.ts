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

  it('reads the login from GET /user, and undefined when an installation token gets 403', async () => {
    expect(await client().github.authenticatedLogin()).toBeUndefined();
    server.userLogin = 'octocat';
    expect(await client().github.authenticatedLogin()).toBe('octocat');
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
    expect(pulls).toEqual([{ number: 12, headSha: 'c'.repeat(40), baseSha: 'd'.repeat(40) }]);
    expect(server.requests.at(-1)?.query.get('state')).toBe('open');
  });
});

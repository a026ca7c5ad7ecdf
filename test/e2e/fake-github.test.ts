/**
 * The fake GitHub itself (test/e2e/fake-github.ts): held to GitHub's description, it catches a
 * request or an answer that drifts from it; and it refuses what GitHub refuses, at the exact
 * boundary, counted as GitHub counts (characters for a comment, bytes for a check run's output).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GitHubContract } from './github-contract.js';
import { pullRequestEvent, pushEvent, workflowRunEvent } from './events.js';
import {
  type ApiRun,
  CHECK_OUTPUT_MAX_BYTES,
  COMMENT_MAX_CHARACTERS,
  FakeGitHubServer,
} from './fake-github.js';

let server: FakeGitHubServer;

beforeAll(async () => {
  server = new FakeGitHubServer();
  await server.start();
});

afterEach(() => {
  server.violations.length = 0;
  server.runs.length = 0;
  server.pulls.length = 0;
  server.artifacts.clear();
});

afterAll(async () => {
  await server.stop();
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(new URL(path, server.url), {
    method,
    redirect: 'manual',
    headers: {
      'user-agent': 'fake-github-test',
      authorization: 'token ghs_test',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}

const CJK = '中'; // one character, three bytes in UTF-8
const EMOJI = '😀'; // one character (code point), two UTF-16 units, four bytes

describe("the contract: GitHub's description catches a fake or a client that drifts", () => {
  const contract = GitHubContract.shared();

  it('refuses the sparse objects the old fake answered with (required fields missing)', () => {
    const oldPull = {
      number: 3,
      head: { sha: 'x', label: 'o:b', ref: 'b' },
      base: { sha: 'y', ref: 'main' },
      state: 'open',
    };
    const violations = contract.checkResponse(
      { method: 'GET', path: '/repos/octo/evals/pulls/3' },
      { status: 200, headers: {}, body: oldPull },
    );
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain("must have required property '_links'");
    const oldRun = {
      id: 1,
      run_number: 1,
      head_sha: 'a',
      head_branch: 'main',
      event: 'push',
      conclusion: 'success',
      created_at: '2026-01-01T00:00:00Z',
      html_url: 'https://github.com/o/r/actions/runs/1',
      head_repository: { full_name: 'o/r' },
    };
    expect(
      contract.checkResponse(
        { method: 'GET', path: '/repos/octo/evals/actions/workflows/eval.yml/runs' },
        { status: 200, headers: {}, body: { total_count: 1, workflow_runs: [oldRun] } },
      )[0],
    ).toContain("/workflow_runs/0 must have required property 'node_id'");
  });

  it('refuses unknown operations, parameters and fields, and values of the wrong type', () => {
    const request = (method: string, path: string, query = '', body?: unknown) =>
      contract.checkRequest({ method, path, query: new URLSearchParams(query), body });
    expect(
      request(
        'GET',
        '/repos/o/r/actions/workflows/eval.yml/runs',
        'branch=main&status=success&per_page=100&head_sha=abc',
      ),
    ).toEqual([]);
    expect(request('GET', '/repos/o/r/actions/workflow/eval.yml/runs')[0]).toContain(
      'no such operation',
    );
    expect(
      request('GET', '/repos/o/r/actions/workflows/eval.yml/runs', 'branch=main&per_page=all')[0],
    ).toContain('/per_page must be integer');
    expect(
      request('GET', '/repos/o/r/actions/workflows/eval.yml/runs', 'status=passed')[0],
    ).toContain('/status must be equal to one of the allowed values');
    expect(request('GET', '/repos/o/r/actions/runs/1/artifacts', 'nmae=evals')[0]).toContain(
      'must NOT have additional properties "nmae"',
    );
    expect(request('GET', '/repos/o/r/pulls/seven')[0]).toContain(
      'path parameters /pull_number must be integer',
    );
    expect(
      request('PATCH', '/repos/o/r/issues/comments/1', '', { body: 'x', bodyText: 'x' })[0],
    ).toContain('must NOT have additional properties "bodyText"');
    expect(
      request('POST', '/repos/o/r/check-runs', '', {
        name: 'n',
        head_sha: 'a',
        output: {
          title: 't',
          summary: 's',
          annotations: [
            { path: 'p', start_line: 1, end_line: 1, annotation_level: 'error', message: 'm' },
          ],
        },
      })[0],
    ).toContain(
      '/output/annotations/0/annotation_level must be equal to one of the allowed values',
    );
    expect(
      request('POST', '/repos/o/r/check-runs', '', {
        name: 'n',
        head_sha: 'a',
        output: {
          title: 't',
          summary: 's',
          annotations: Array.from({ length: 51 }, () => ({
            path: 'p',
            start_line: 1,
            end_line: 1,
            annotation_level: 'failure',
            message: 'm',
          })),
        },
      })[0],
    ).toContain('/output/annotations must NOT have more than 50 items');
  });

  it('refuses a status GitHub does not answer with, and a redirect without its Location', () => {
    expect(
      contract.checkResponse(
        { method: 'DELETE', path: '/repos/o/r/issues/comments/1' },
        { status: 200, headers: {}, body: {} },
      )[0],
    ).toContain('lists no 200 answer');
    expect(
      contract.checkResponse(
        { method: 'GET', path: '/repos/o/r/actions/artifacts/1/zip' },
        { status: 302, headers: {}, body: undefined },
      )[0],
    ).toContain('no Location header');
  });

  it('refuses a rate-limit answer without its headers, and a Link header GitHub does not write', () => {
    const error = { message: 'API rate limit exceeded for installation ID 1.', status: '403' };
    const request = { method: 'GET', path: '/repos/octo/evals/issues/1/comments' };
    expect(
      contract.checkResponse(request, {
        status: 403,
        headers: { 'x-ratelimit-remaining': '12' },
        body: { ...error, documentation_url: 'https://docs.github.com/rest' },
      }),
    ).toEqual([
      'GET /repos/octo/evals/issues/1/comments -> 403: a primary rate limit without x-ratelimit-remaining: 0 and x-ratelimit-reset (remaining 12)',
    ]);
    expect(
      contract.checkResponse(request, {
        status: 403,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1767225600' },
        body: { ...error, documentation_url: 'https://docs.github.com/rest' },
      }),
    ).toEqual([]);
    const link = (value: string) =>
      contract.checkResponse(request, { status: 200, headers: { link: value }, body: [] });
    expect(link('<http://x/repos/octo/evals/issues/1/comments?page=2>; rel="next"')).toEqual([]);
    expect(link('<http://x/repos/octo/evals/issues/2/comments?page=2>; rel="next"')).toEqual([
      'GET /repos/octo/evals/issues/1/comments -> 200: Link next is not a page of /repos/octo/evals/issues/1/comments: http://x/repos/octo/evals/issues/2/comments?page=2',
    ]);
    expect(link('<http://x/repos/octo/evals/issues/1/comments?page=2>; rel=next')).toHaveLength(1);
  });

  it('the event payloads of the tests are what GitHub sends; a sparse one is refused', () => {
    const events = [
      pullRequestEvent({ number: 7, base: { sha: 'a'.repeat(40) }, head: { sha: 'f'.repeat(40) } }),
      pullRequestEvent({
        number: 7,
        base: { sha: 'a'.repeat(40) },
        head: { sha: 'f'.repeat(40), repo: 'mallory/evals' },
        name: 'pull_request_target',
        action: 'opened',
      }),
      workflowRunEvent({
        id: 1,
        run_number: 1,
        workflow: 'eval.yml',
        event: 'pull_request',
        head_sha: 'e'.repeat(40),
        head_branch: 'main',
        head_repository: 'mallory/evals',
        created_at: '2026-01-01T00:00:00Z',
      }),
      pushEvent({ ref: 'refs/heads/main', before: 'a'.repeat(40), after: 'b'.repeat(40) }),
    ];
    for (const event of events) expect(contract.checkEvent(event.name, event.payload)).toEqual([]);
    expect(
      contract.checkEvent('pull_request', {
        action: 'synchronize',
        number: 7,
        pull_request: { number: 7, base: { sha: 'a' }, head: { sha: 'f' } },
      })[0],
    ).toContain("must have required property 'repository'");
  });
});

describe('the fake refuses what GitHub refuses, counted as GitHub counts', () => {
  it(`a comment body: ${COMMENT_MAX_CHARACTERS} characters pass, one more is 422 (multi-byte, and code points, not UTF-16 units)`, async () => {
    const ok = await call('POST', '/repos/octo/evals/issues/70/comments', {
      body: CJK.repeat(COMMENT_MAX_CHARACTERS),
    });
    expect(ok.status).toBe(201);
    const over = await call('POST', '/repos/octo/evals/issues/70/comments', {
      body: CJK.repeat(COMMENT_MAX_CHARACTERS + 1),
    });
    expect(over.status).toBe(422);
    expect(JSON.stringify(over.body)).toContain('body is too long (maximum is 65536 characters)');
    // 65,536 emoji are 131,072 UTF-16 units and 262,144 bytes, and still 65,536 characters.
    expect(
      (
        await call('POST', '/repos/octo/evals/issues/70/comments', {
          body: EMOJI.repeat(COMMENT_MAX_CHARACTERS),
        })
      ).status,
    ).toBe(201);
    const id = (ok.body as { id: number }).id;
    expect(
      (
        await call('PATCH', `/repos/octo/evals/issues/comments/${id}`, {
          body: `${CJK.repeat(COMMENT_MAX_CHARACTERS)}x`,
        })
      ).status,
    ).toBe(422);
    expect(server.violations).toEqual([]);
  });

  it(`a check run's summary and text: ${CHECK_OUTPUT_MAX_BYTES} bytes pass, one more is 422`, async () => {
    const exact = CJK.repeat(CHECK_OUTPUT_MAX_BYTES / 3); // 21,845 characters, 65,535 bytes
    const run = (output: Record<string, string>) =>
      call('POST', '/repos/octo/evals/check-runs', {
        name: 'n',
        head_sha: 'a'.repeat(40),
        conclusion: 'success',
        output: { title: 't', summary: 's', ...output },
      });
    expect((await run({ summary: exact })).status).toBe(201);
    expect((await run({ summary: `${exact}a` })).status).toBe(422);
    expect((await run({ text: exact })).status).toBe(201);
    const over = await run({ text: `${exact}a` });
    expect(over.status).toBe(422);
    expect((over.body as { message: string }).message).toContain('65536 were supplied');
    // The answer carries the annotations' count, not the annotations.
    const created = await run({ summary: 's' });
    expect((created.body as { output: Record<string, unknown> }).output).toMatchObject({
      annotations_count: 0,
      text: null,
    });
    expect(server.violations).toEqual([]);
  });
});

describe('the fake behaves like GitHub where the action could tell', () => {
  function addRuns(count: number, event: string, workflow = 'eval.yml'): void {
    for (let i = 0; i < count; i++)
      server.runs.push({
        id: server.runs.length + 1,
        run_number: server.runs.length + 1,
        workflow,
        head_sha: 'a'.repeat(40),
        head_branch: 'main',
        event,
        conclusion: 'success',
        created_at: new Date(Date.UTC(2026, 0, 1, 0, server.runs.length)).toISOString(),
        html_url: `https://github.com/octo/evals/actions/runs/${server.runs.length + 1}`,
        head_repository: { full_name: 'octo/evals' },
      });
  }

  it('lists past 100 items with Link headers; honours the workflow and event', async () => {
    addRuns(130, 'push');
    addRuns(20, 'schedule');
    addRuns(5, 'push', 'other.yml');
    const first = await call(
      'GET',
      '/repos/octo/evals/actions/workflows/eval.yml/runs?per_page=100&event=push',
    );
    expect((first.body as { total_count: number }).total_count).toBe(130);
    expect((first.body as { workflow_runs: unknown[] }).workflow_runs).toHaveLength(100);
    expect(first.headers.get('link')).toContain('page=2>; rel="next"');
    const second = await call(
      'GET',
      '/repos/octo/evals/actions/workflows/eval.yml/runs?per_page=100&event=push&page=2',
    );
    expect((second.body as { workflow_runs: unknown[] }).workflow_runs).toHaveLength(30);
    expect(second.headers.get('link')).not.toContain('rel="next"');
    const all = await call('GET', '/repos/octo/evals/actions/workflows/eval.yml/runs?per_page=300');
    expect((all.body as { workflow_runs: unknown[] }).workflow_runs).toHaveLength(100);
    expect((all.body as { total_count: number }).total_count).toBe(150);
    expect((await call('GET', '/repos/octo/evals/actions/workflows/missing.yml/runs')).status).toBe(
      404,
    );
    expect(server.violations).toEqual([]);
  });

  it('runs by status: a status or a conclusion, as GitHub reads it; a run moves on as it is polled', async () => {
    addRuns(2, 'push');
    const [done, running] = server.runs as [ApiRun, ApiRun];
    running.status = 'in_progress';
    running.conclusion = null;
    running.progress = [
      { status: 'in_progress', conclusion: null },
      { status: 'completed', conclusion: 'failure' },
    ];
    const list = async (status: string) =>
      (
        (await call('GET', `/repos/octo/evals/actions/workflows/eval.yml/runs?status=${status}`))
          .body as { workflow_runs: { id: number; status: string; conclusion: string | null }[] }
      ).workflow_runs.map((r) => [r.id, r.status, r.conclusion]);
    expect(await list('success')).toEqual([[done.id, 'completed', 'success']]);
    expect(await list('in_progress')).toEqual([[running.id, 'in_progress', null]]);
    expect(await list('completed')).toEqual([[done.id, 'completed', 'success']]);
    const poll = async () =>
      (await call('GET', `/repos/octo/evals/actions/runs/${running.id}`)).body as {
        status: string;
        conclusion: string | null;
      };
    expect(await poll()).toMatchObject({ status: 'in_progress', conclusion: null });
    expect(await poll()).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(await poll()).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(await list('failure')).toEqual([[running.id, 'completed', 'failure']]);
    expect((await call('GET', '/repos/octo/evals/actions/runs/999999')).status).toBe(404);
    // A status GitHub does not know is refused by its description.
    await call('GET', '/repos/octo/evals/actions/workflows/eval.yml/runs?status=running');
    expect(server.violations.splice(0)).toHaveLength(1);
  });

  it("an issue's labels and its label events, whole and paged", async () => {
    server.labels.set(7, ['eval-regression-accepted', 'bug']);
    server.issueEvents.set(
      7,
      Array.from({ length: 120 }, (_, i) => ({
        event: i % 2 === 0 ? ('labeled' as const) : ('unlabeled' as const),
        label: 'eval-regression-accepted',
        actor: i === 119 ? 'ghost' : 'octocat',
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      })),
    );
    const labels = await call('GET', '/repos/octo/evals/issues/7/labels');
    expect((labels.body as { name: string }[]).map((l) => l.name)).toEqual([
      'eval-regression-accepted',
      'bug',
    ]);
    const first = await call('GET', '/repos/octo/evals/issues/7/events?per_page=100');
    expect(first.body as unknown[]).toHaveLength(100);
    expect(first.headers.get('link')).toContain('rel="next"');
    const second = await call('GET', '/repos/octo/evals/issues/7/events?per_page=100&page=2');
    const last = (second.body as { event: string; actor: { login: string } }[]).at(-1);
    expect(last).toMatchObject({ event: 'unlabeled', actor: { login: 'ghost' } });
    expect((await call('GET', '/repos/octo/evals/issues/8/labels')).body).toEqual([]);
    expect(server.violations).toEqual([]);
    server.labels.clear();
    server.issueEvents.clear();
  });

  it('compare: ahead, diverged, 404 "No common ancestor" for unrelated histories, 404 for an unknown commit', async () => {
    const line = (c: string) => Array.from({ length: 4 }, (_, i) => `${c}${i}`.padEnd(40, c));
    const main = line('a');
    server.commits = main;
    server.addLine(line('b'), main[1]);
    server.addLine(line('c'), undefined);
    const compare = (base: string, head: string) =>
      call('GET', `/repos/octo/evals/compare/${base}...${head}?per_page=1`);
    expect((await compare(main[0] as string, main[3] as string)).body).toMatchObject({
      status: 'ahead',
      ahead_by: 3,
      behind_by: 0,
    });
    expect((await compare(main[3] as string, line('b')[1] as string)).body).toMatchObject({
      status: 'diverged',
      ahead_by: 2,
      behind_by: 2,
    });
    const unrelated = await compare(line('c')[2] as string, main[3] as string);
    expect(unrelated.status).toBe(404);
    expect((unrelated.body as { message: string }).message).toMatch(/^No common ancestor between /);
    expect((await compare('f'.repeat(40), main[3] as string)).status).toBe(404);
    expect(server.violations).toEqual([]);
  });

  it('an artifact download redirects to another origin; the storage refuses a token; an expired one is 410', async () => {
    const zip = Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000'), 'latin1');
    addRuns(1, 'push');
    server.artifacts.set(1, [
      { id: 11, name: 'evals', expired: false, size_in_bytes: zip.length, zip },
      { id: 12, name: 'old', expired: true, size_in_bytes: zip.length, zip },
    ]);
    const redirect = await call('GET', '/repos/octo/evals/actions/artifacts/11/zip');
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location') ?? '');
    expect(location.origin).toBe(server.storage.url);
    expect(location.origin).not.toBe(server.url);
    expect((await fetch(location, { headers: { authorization: 'token ghs_test' } })).status).toBe(
      400,
    );
    const served = await fetch(location);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(zip);
    expect(server.storage.requests.map((r) => r.outcome)).toEqual(['refused', 'served']);
    expect((await call('GET', '/repos/octo/evals/actions/artifacts/12/zip')).status).toBe(410);
    expect(server.violations).toEqual([]);
  });

  it('a pull request names its base branch and repository', async () => {
    server.pulls.push({
      number: 31,
      head: { sha: 'e'.repeat(40), ref: 'main', repo: 'mallory/evals' },
      base: { sha: 'b'.repeat(40), ref: 'release' },
      state: 'open',
    });
    const pull = (await call('GET', '/repos/octo/evals/pulls/31')).body as {
      base: { ref: string; repo: { full_name: string } };
      head: { label: string };
    };
    expect(pull.base.ref).toBe('release');
    expect(pull.base.repo.full_name).toBe('octo/evals');
    expect(pull.head.label).toBe('mallory:main');
    const listed = await call(
      'GET',
      '/repos/octo/evals/pulls?head=mallory:main&state=open&per_page=100',
    );
    expect((listed.body as unknown[]).length).toBe(1);
    expect(server.violations).toEqual([]);
  });

  it("the token's account: GET /user, GraphQL's viewer, and who may edit or delete a comment", async () => {
    // GITHUB_TOKEN: an installation; GET /user refuses it, the viewer names its bot.
    expect((await call('GET', '/user')).status).toBe(403);
    const viewer = await call('POST', '/graphql', {
      query: 'query { viewer { login databaseId } }',
    });
    expect(viewer.body).toEqual({
      data: { viewer: { login: 'github-actions[bot]', databaseId: 41898282 } },
    });
    const created = await call('POST', '/repos/octo/evals/issues/2/comments', { body: 'ours' });
    expect(created.body).toMatchObject({ user: { login: 'github-actions[bot]', id: 41898282 } });
    const foreign = server.seed(2, 'theirs', { login: 'other-app[bot]', type: 'Bot' });
    const path = `/repos/octo/evals/issues/comments/${foreign.id}`;
    expect((await call('PATCH', path, { body: 'edited' })).status).toBe(403);
    expect((await call('DELETE', path)).status).toBe(403);
    expect(server.foreignWrites).toEqual([
      `PATCH comment ${foreign.id} by other-app[bot]`,
      `DELETE comment ${foreign.id} by other-app[bot]`,
    ]);
    expect(server.comments.get(2)?.find((c) => c.id === foreign.id)?.body).toBe('theirs');
    const own = `/repos/octo/evals/issues/comments/${(created.body as { id: number }).id}`;
    expect((await call('PATCH', own, { body: 'ours, edited' })).status).toBe(200);
    // A query the fake does not know is a violation, not an answer.
    expect((await call('POST', '/graphql', { query: '{ repository { id } }' })).status).toBe(400);
    expect(server.violations.splice(0)).toEqual([
      'POST /graphql: a query the fake does not know: { repository { id } }',
    ]);
    server.foreignWrites.length = 0;
    server.comments.clear();
  });

  it('a spent rate limit and a secondary limit are answered as GitHub answers them', async () => {
    const until = new Date(Date.now() + 3600_000);
    server.rateLimitSpent = { until, status: 403 };
    const spent = await call('GET', '/repos/octo/evals/issues/1/comments');
    server.rateLimitSpent = undefined;
    expect(spent.status).toBe(403);
    expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(spent.headers.get('x-ratelimit-reset')).toBe(String(Math.floor(until.getTime() / 1000)));
    expect(spent.body).toMatchObject({
      message: 'API rate limit exceeded for installation ID 4242.',
    });

    server.secondaryLimits.push({
      method: 'POST',
      path: /\/comments$/,
      status: 429,
      retryAfter: 60,
    });
    const secondary = await call('POST', '/repos/octo/evals/issues/1/comments', { body: 'x' });
    expect(secondary.status).toBe(429);
    expect(secondary.headers.get('retry-after')).toBe('60');
    expect(Number(secondary.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
    expect((secondary.body as { message: string }).message).toMatch(
      /^You have exceeded a secondary rate limit\./,
    );
    // Each secondary limit answers once; then the request goes through.
    expect((await call('POST', '/repos/octo/evals/issues/1/comments', { body: 'x' })).status).toBe(
      201,
    );
    // GitHub's description takes both answers (basic-error, a status any endpoint may give).
    expect(server.violations).toEqual([]);
  });

  it('a request without a User-Agent is refused, as GitHub does', async () => {
    const response = await fetch(new URL('/repos/octo/evals/pulls/31', server.url), {
      headers: { 'user-agent': '' },
    });
    expect(response.status).toBe(403);
    expect(server.violations).toEqual(['GET /repos/octo/evals/pulls/31: no User-Agent header']);
  });
});

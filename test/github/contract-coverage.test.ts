/**
 * Every REST operation the client can call (read from src/github, so a new call cannot be missed)
 * is made here, through the real client, against the fake GitHub, and each request and answer is
 * held to GitHub's OpenAPI description (test/e2e/github-contract.ts): the fake cannot drift from
 * GitHub on an operation no other test happens to touch.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.js';
import { FakeGitHubServer } from '../e2e/fake-github.js';
import { GitHubContract } from '../e2e/github-contract.js';
import { buildZip } from '../trust/zip-builder.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REPO = { owner: 'octo', repo: 'evals' };
const SHA = (n: number): string => n.toString(16).padStart(2, '0').repeat(20);

let server: FakeGitHubServer;
let scratch: string;

beforeAll(async () => {
  server = new FakeGitHubServer();
  await server.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-contract-coverage-'));
});

afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * The operation ids the client's source calls: `octokit.rest.<scope>.<method>` (its id is
 * `<scope>/<method in kebab case>`) and `octokit.request('<METHOD> <template>')`.
 */
function operationsInSource(): string[] {
  const contract = GitHubContract.shared();
  const ids = new Set<string>();
  for (const file of readdirSync(join(root, 'src/github')).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(root, 'src/github', file), 'utf8');
    for (const [, scope, method] of text.matchAll(/octokit\.rest\.(\w+)\.(\w+)/g))
      ids.add(`${scope}/${(method as string).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
    for (const [, method, template] of text.matchAll(/octokit\.request\(\s*'(\w+) ([^']+)'/g)) {
      const path = (template as string).replace(/\{[^}]+\}/g, 'x');
      const found = contract.operation(method as string, path);
      ids.add(found?.op.id ?? `${method} ${template}: no operation`);
    }
  }
  return [...ids].sort();
}

describe("the client's every REST operation, against GitHub's description", () => {
  it('is made and validated (request and answer), with no violation', async () => {
    const expected = operationsInSource();
    expect(expected.length).toBeGreaterThanOrEqual(15);

    server.commits = [SHA(1), SHA(2)];
    server.pulls.push({
      number: 3,
      head: { sha: SHA(9), ref: 'feature' },
      base: { sha: SHA(2), ref: 'main' },
      state: 'open',
    });
    server.runs.push({
      id: 70,
      run_number: 7,
      workflow: 'eval.yml',
      head_sha: SHA(2),
      head_branch: 'main',
      event: 'push',
      conclusion: 'success',
      created_at: '2026-11-20T00:00:00Z',
      html_url: 'https://github.com/octo/evals/actions/runs/70',
      head_repository: { full_name: 'octo/evals' },
    });
    const zip = buildZip([{ name: 'a.csv', data: Buffer.from('id,outcome\nq1,1\n') }]);
    server.artifacts.set(70, [
      { id: 700, name: 'evals', expired: false, size_in_bytes: zip.length, zip },
    ]);
    server.labels.set(3, ['eval-regression-accepted']);
    server.issueEvents.set(3, [
      {
        event: 'labeled',
        label: 'eval-regression-accepted',
        actor: 'alice',
        created_at: '2026-11-20T00:00:00Z',
      },
    ]);

    const github = createGitHubClient({
      token: 'ghs_contractCoverage',
      baseUrl: server.url,
      retryBaseMs: 1,
      throttle: false,
    });
    await github.identity();
    const created = await github.createIssueComment(REPO, 3, 'hello');
    await github.listIssueComments(REPO, 3);
    await github.updateIssueComment(REPO, created.id, 'hello again');
    await github.deleteIssueComment(REPO, created.id);
    await github.getPullRequest(REPO, 3);
    await github.findOpenPullRequests(REPO, { owner: 'octo', branch: 'feature' });
    await github.createCheckRun(REPO, {
      name: 'scorio eval',
      headSha: SHA(9),
      conclusion: 'success',
      title: 'ok',
      summary: 'ok',
      annotations: [{ path: 'a.yml', line: 1, level: 'failure', title: 't', message: 'm' }],
    });
    const runs = github.workflowRuns(REPO, { workflow: 'eval.yml', branch: 'main' });
    await runs[Symbol.asyncIterator]().next();
    await github.compareCommits(REPO, SHA(1), SHA(2));
    await github.listRunArtifacts(REPO, 70, 'evals');
    await github.downloadArtifact(REPO, 700, { file: join(scratch, 'a.zip'), maxBytes: 1 << 20 });
    await github.listIssueLabels(REPO, 3);
    await github.newestLabelEvent(REPO, 3, 'eval-regression-accepted');
    await github.runsAtCommit(REPO, { workflow: 'eval.yml', branch: 'main', headSha: SHA(2) });
    await github.getRunStatus(REPO, 70);
    await github.close();

    const checked = GitHubContract.shared().checked;
    expect(expected.filter((id) => !checked.requests.has(id))).toEqual([]);
    const answered = new Set([...checked.responses].map((r) => r.split(' ')[0]));
    expect(expected.filter((id) => !answered.has(id))).toEqual([]);
    server.assertContract();
  });
});

/**
 * findBaselineRun: which run of the base branch holds the baseline, with a bounded number of API
 * calls, passing over runs a pull request wrote.
 */
import { describe, expect, it } from 'vitest';
import { artifactApiError } from '../../src/action/baseline/artifact-api-error.js';
import { MAX_COMPARES, findBaselineRun } from '../../src/action/baseline/artifact-search.js';
import type { WorkflowRunInfo } from '../../src/github/client.js';
import { FakeGitHub, FakeHttpError } from './fakes.js';

const repo = { owner: 'octo', repo: 'evals' };
const sha = (n: number) => n.toString(16).padStart(40, '0');

function fake(
  runs: { n: number; sha: string; event?: string; repo?: string; artifact?: boolean }[],
) {
  const github = new FakeGitHub();
  const list: WorkflowRunInfo[] = runs.map((r) => ({
    id: 1000 + r.n,
    runNumber: r.n,
    headSha: r.sha,
    event: r.event ?? 'push',
    headRepository: r.repo ?? 'octo/evals',
    createdAt: new Date(Date.UTC(2026, 0, 1) + r.n * 60_000).toISOString(),
    url: '',
  }));
  github.runs.set('eval.yml', list);
  for (const r of runs)
    if (r.artifact !== false)
      github.artifacts.set(1000 + r.n, [
        { id: r.n, name: 'evals', expired: false, sizeInBytes: 10, zip: new Uint8Array() },
      ]);
  return github;
}

const query = { workflow: 'eval.yml', branch: 'main', artifact: 'evals' };

describe('findBaselineRun', () => {
  it('without a base commit (a push): the newest run that has the artifact', async () => {
    const github = fake([
      { n: 9, sha: sha(9), artifact: false },
      { n: 8, sha: sha(8) },
      { n: 7, sha: sha(7) },
    ]);
    const search = await findBaselineRun(github, repo, query);
    expect(search.found?.run.runNumber).toBe(8);
    expect(search.found?.behindBase).toBeNull();
    expect(search.notes).toEqual([`run #9 (${sha(9).slice(0, 7)}): no artifact "evals"`]);
    expect(github.callsOf('compareCommits')).toEqual([]);
  });

  it('never its own run, nor a run a pull request triggered or a fork pushed', async () => {
    const github = fake([
      { n: 9, sha: sha(9) },
      { n: 8, sha: sha(8), event: 'pull_request' },
      { n: 7, sha: sha(7), repo: 'mallory/evals' },
      { n: 6, sha: sha(6) },
    ]);
    const search = await findBaselineRun(github, repo, { ...query, excludeRunId: 1009 });
    expect(search.found?.run.runNumber).toBe(6);
  });

  it(`stops after ${MAX_COMPARES} compares and says so`, async () => {
    const github = fake(Array.from({ length: 50 }, (_, i) => ({ n: 100 - i, sha: sha(100 - i) })));
    const search = await findBaselineRun(github, repo, { ...query, baseSha: sha(1) });
    expect(search.found).toBeUndefined();
    expect(github.callsOf('compareCommits')).toHaveLength(MAX_COMPARES);
    expect(search.found === undefined && search.reason).toBe(
      `no successful run of "eval.yml" on "main" at or before the pull request's base commit ${sha(1).slice(0, 7)} uploaded the artifact "evals" (the search stopped after it compared ${MAX_COMPARES} commits with the base)`,
    );
  });

  it('an ancestor counts its distance; a descendant does not count', async () => {
    const github = fake([
      { n: 9, sha: sha(9) },
      { n: 5, sha: sha(5) },
    ]);
    github.compares.set(`${sha(9)}...${sha(7)}`, ['behind', 0, 2]);
    github.compares.set(`${sha(5)}...${sha(7)}`, ['ahead', 2, 0]);
    const search = await findBaselineRun(github, repo, { ...query, baseSha: sha(7) });
    expect(search.found?.run.runNumber).toBe(5);
    expect(search.found?.behindBase).toBe(2);
  });

  it('turns 403 and 404 into what to add to the workflow', () => {
    const forbidden = artifactApiError(new FakeHttpError(403, 'Forbidden'), 'list runs', query);
    expect(forbidden.message).toContain("Add `actions: read` to the job's permissions");
    const missing = artifactApiError(new FakeHttpError(404, 'Not Found'), 'list runs', query);
    expect(missing.message).toContain('no workflow "eval.yml" in this repository');
    expect(missing.message).toContain('Set the input "baseline-workflow"');
  });
});

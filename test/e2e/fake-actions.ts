/**
 * The Actions and history part of the fake GitHub (test/e2e/fake-github.ts): a workflow's runs
 * (filtered and paged as GitHub does), a run's artifacts, the artifact download (a redirect to the
 * storage on another origin) and compare (from the commit history). Each route returns the answer;
 * the server checks it against GitHub's description and sends it.
 */
import { randomBytes } from 'node:crypto';
import type { ApiArtifact, ApiPull, ApiRun } from './fake-github.js';
import type { CommitHistory } from './fake-history.js';
import { error, paginate } from './fake-rest.js';
import {
  artifact as artifactObject,
  commit as commitObject,
  comparison,
  workflowId,
  workflowRun,
} from './github-objects.js';

/** An answer: status, JSON body (undefined: none) and headers. */
export interface Reply {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

/** What these routes read of the server. */
export interface ActionsState {
  readonly url: string;
  readonly runs: readonly ApiRun[];
  readonly workflows: ReadonlySet<string>;
  readonly artifacts: ReadonlyMap<number, readonly ApiArtifact[]>;
  readonly pulls: readonly ApiPull[];
  readonly history: CommitHistory;
  readonly storage: { readonly url: string };
  artifactById(id: number): { artifact: ApiArtifact; runId: number } | undefined;
}

const NOT_FOUND: Reply = { status: 404, body: error('Not Found', 404) };

/** The answer to a request of the Actions or compare API; undefined when it is not one. */
export function routeActions(state: ActionsState, method: string, url: URL): Reply | undefined {
  if (method !== 'GET') return undefined;
  const path = url.pathname;
  let match = /^\/repos\/octo\/evals\/actions\/workflows\/([^/]+)\/runs$/.exec(path);
  if (match !== null) return listRuns(state, url, decodeURIComponent(match[1] ?? ''));
  match = /^\/repos\/octo\/evals\/actions\/runs\/(\d+)$/.exec(path);
  if (match !== null) {
    const run = state.runs.find((r) => r.id === Number(match?.[1]));
    if (run === undefined) return NOT_FOUND;
    // The run moves on by one step each time it is looked at.
    const next = run.progress?.length
      ? run.progress.length > 1
        ? run.progress.shift()
        : run.progress[0]
      : undefined;
    if (next !== undefined) {
      run.status = next.status;
      run.conclusion = next.conclusion;
    }
    return {
      status: 200,
      body: runObject(state, run, url.searchParams.get('exclude_pull_requests') === 'true'),
    };
  }
  match = /^\/repos\/octo\/evals\/compare\/([^/]+)$/.exec(path);
  if (match !== null) return compare(state, url, decodeURIComponent(match[1] ?? ''));
  match = /^\/repos\/octo\/evals\/actions\/runs\/(\d+)\/artifacts$/.exec(path);
  if (match !== null) {
    const runId = Number(match[1]);
    if (!state.runs.some((r) => r.id === runId) && !state.artifacts.has(runId)) return NOT_FOUND;
    const name = url.searchParams.get('name');
    const list = (state.artifacts.get(runId) ?? [])
      .filter((a) => name === null || a.name === name)
      .map(({ zip: _, gone: __, ...a }) => artifactObject(state.url, { ...a, runId }));
    const { items, links } = paginate(url, list);
    return { status: 200, body: { total_count: list.length, artifacts: items }, headers: links };
  }
  match = /^\/repos\/octo\/evals\/actions\/artifacts\/(\d+)\/zip$/.exec(path);
  if (match !== null) {
    const found = state.artifactById(Number(match[1]));
    if (found === undefined) return NOT_FOUND;
    if (found.artifact.expired || found.artifact.gone === true)
      return { status: 410, body: error('Artifact has expired', 410) };
    // As GitHub does: a redirect to the storage, on another origin, signed in the query (the
    // API token must not go there).
    const signature = randomBytes(12).toString('hex');
    return {
      status: 302,
      body: undefined,
      headers: {
        location: `${state.storage.url}/artifacts/${found.artifact.id}.zip?sig=${signature}`,
      },
    };
  }
  return undefined;
}

function listRuns(state: ActionsState, url: URL, asked: string): Reply {
  const q = url.searchParams;
  const files = new Set([...state.workflows, ...state.runs.map((r) => r.workflow)]);
  const file = [...files].find((f) => f === asked || String(workflowId(f)) === asked);
  if (file === undefined) return NOT_FOUND;
  const status = q.get('status');
  let all = state.runs
    .filter(
      (r) =>
        r.workflow === file &&
        (!q.has('branch') || r.head_branch === q.get('branch')) &&
        (!q.has('event') || r.event === q.get('event')) &&
        (!q.has('head_sha') || r.head_sha === q.get('head_sha')) &&
        // "Returns workflow runs with the check run status or conclusion that you specify."
        (status === null || (r.status ?? 'completed') === status || r.conclusion === status),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  // "This endpoint will return up to 1,000 results for each search when using the following
  // parameters: actor, branch, check_suite_id, created, event, head_sha, status."
  const filters = ['actor', 'branch', 'check_suite_id', 'created', 'event', 'head_sha', 'status'];
  if (filters.some((name) => q.has(name))) all = all.slice(0, 1000);
  const excludePulls = q.get('exclude_pull_requests') === 'true';
  const { items, links } = paginate(url, all);
  return {
    status: 200,
    body: {
      total_count: all.length,
      workflow_runs: items.map((r) => runObject(state, r, excludePulls)),
    },
    headers: links,
  };
}

/** The whole `workflow-run` of a run. */
function runObject(state: ActionsState, r: ApiRun, excludePulls: boolean): Record<string, unknown> {
  return workflowRun(state.url, {
    ...r,
    head_repository: r.head_repository.full_name,
    repository: 'octo/evals',
    pull_requests: excludePulls ? [] : pullsOfRun(state, r),
  });
}

/**
 * A run's `pull_requests`: the open pull requests whose head is the run's commit on a branch of
 * this repository (GitHub lists none for a fork's branch).
 */
function pullsOfRun(state: ActionsState, run: ApiRun): Record<string, unknown>[] {
  if (run.head_repository.full_name !== 'octo/evals') return [];
  const repo = { id: 1, url: `${state.url}/repos/octo/evals`, name: 'evals' };
  return state.pulls
    .filter(
      (p) =>
        p.state === 'open' &&
        p.head.sha === run.head_sha &&
        (p.head.repo ?? 'octo/evals') === 'octo/evals' &&
        (p.head.label === undefined || p.head.label.startsWith('octo:')),
    )
    .map((p) => ({
      id: 100_000 + p.number,
      number: p.number,
      url: `${state.url}/repos/octo/evals/pulls/${p.number}`,
      head: { ref: p.head.ref, sha: p.head.sha, repo },
      base: { ref: p.base.ref, sha: p.base.sha, repo },
    }));
}

function compare(state: ActionsState, url: URL, basehead: string): Reply {
  const [base = '', head = ''] = basehead.split('...');
  const relation = state.history.compare(base, head);
  if (relation.kind === 'unknown commit') return NOT_FOUND;
  if (relation.kind === 'no common ancestor')
    return { status: 404, body: error(`No common ancestor between ${base} and ${head}.`, 404) };
  const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 250), 250);
  const page = Number(url.searchParams.get('page') ?? 1);
  const commits = relation.commits
    .slice((page - 1) * perPage, page * perPage)
    .map((sha) => commitObject(state.url, sha, state.history.parentOf(sha)));
  const parentOf = (sha: string): string | undefined => state.history.parentOf(sha);
  return {
    status: 200,
    body: comparison(state.url, { base, head, ...relation, commits, parentOf }),
  };
}

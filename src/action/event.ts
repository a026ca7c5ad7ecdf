/**
 * Which pull request a run belongs to, from the event that triggered the workflow.
 *
 * - `pull_request`, `pull_request_target`: the payload's `pull_request`.
 * - `workflow_run`: `workflow_run.pull_requests[0]`. GitHub leaves that list empty when the PR
 *   comes from a fork; then the open PR whose head is `<fork owner>:<head branch>` is looked up
 *   through the API (preferring the one whose head is the run's `head_sha`).
 * - anything else (`push`, `workflow_dispatch`, `schedule`, ...): no pull request.
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from '../errors.js';
import type { GitHubClient, RepoRef } from '../github/client.js';

/** The event that triggered the run. */
export interface RunEvent {
  readonly name: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** A pull request the run reports on. */
export interface PullRequestRef {
  readonly number: number;
  /** The PR's base commit, when known (`baseline-ref: base`, `baseline-artifact`). */
  readonly baseSha?: string;
  /** The branch it merges into, when known (`baseline-artifact`). */
  readonly baseRef?: string;
}

/** A `workflow_run` from a fork: what to look the PR up by. */
export interface ForkLookup {
  readonly headOwner: string;
  readonly headBranch: string;
  readonly headSha: string;
}

/** What the payload alone says about the pull request. */
export type PayloadPullRequest =
  | { readonly kind: 'pull-request'; readonly pullRequest: PullRequestRef }
  | { readonly kind: 'lookup'; readonly lookup: ForkLookup }
  | { readonly kind: 'none' };

/** Reads the event name and payload (`GITHUB_EVENT_NAME`, `GITHUB_EVENT_PATH`). */
export function readRunEvent(env: Readonly<Record<string, string | undefined>>): RunEvent {
  const name = env['GITHUB_EVENT_NAME'] ?? '';
  const path = env['GITHUB_EVENT_PATH'];
  if (path === undefined || path === '') return { name, payload: {} };
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { name, payload: {} };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `GITHUB_EVENT_PATH ${path}: the event payload is not JSON (${(error as Error).message})`,
      'env GITHUB_EVENT_PATH',
    );
  }
  return { name, payload: isRecord(payload) ? payload : {} };
}

/** The repository from `GITHUB_REPOSITORY` (`owner/repo`). */
export function readRepository(env: Readonly<Record<string, string | undefined>>): RepoRef {
  const value = env['GITHUB_REPOSITORY'] ?? '';
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value);
  if (match === null)
    throw new ConfigError(
      `GITHUB_REPOSITORY ${JSON.stringify(value)} is not "owner/repo": is this running on GitHub Actions?`,
      'env GITHUB_REPOSITORY',
    );
  return { owner: match[1] ?? '', repo: match[2] ?? '' };
}

/** What the payload says about the pull request of this run. */
export function pullRequestFromPayload(event: RunEvent): PayloadPullRequest {
  const { payload } = event;
  if (event.name === 'pull_request' || event.name === 'pull_request_target') {
    const pr = pullRequestRef(payload['pull_request']);
    return pr === undefined ? { kind: 'none' } : { kind: 'pull-request', pullRequest: pr };
  }
  if (event.name === 'workflow_run') {
    const run = payload['workflow_run'];
    if (!isRecord(run)) return { kind: 'none' };
    const listed = Array.isArray(run['pull_requests']) ? run['pull_requests'] : [];
    const first = pullRequestRef(listed[0]);
    if (first !== undefined) return { kind: 'pull-request', pullRequest: first };
    // GitHub lists no pull request for runs from forks; only PR-triggered runs have one to find.
    if (run['event'] !== 'pull_request' && run['event'] !== 'pull_request_target')
      return { kind: 'none' };
    const headRepository = run['head_repository'];
    const owner = isRecord(headRepository) ? headRepository['owner'] : undefined;
    const headOwner = isRecord(owner) ? owner['login'] : undefined;
    const headBranch = run['head_branch'];
    const headSha = run['head_sha'];
    if (typeof headOwner !== 'string' || typeof headBranch !== 'string') return { kind: 'none' };
    return {
      kind: 'lookup',
      lookup: { headOwner, headBranch, headSha: typeof headSha === 'string' ? headSha : '' },
    };
  }
  return { kind: 'none' };
}

/**
 * Finds the open pull request of a fork's `workflow_run`: the one whose head commit is the run's,
 * else the only open one from that branch. `undefined` when none (or several) match.
 */
export async function lookUpPullRequest(
  client: GitHubClient,
  repo: RepoRef,
  lookup: ForkLookup,
): Promise<PullRequestRef | undefined> {
  const pulls = await client.findOpenPullRequests(repo, {
    owner: lookup.headOwner,
    branch: lookup.headBranch,
  });
  const exact = pulls.find((pull) => pull.headSha === lookup.headSha);
  const chosen = exact ?? (pulls.length === 1 ? pulls[0] : undefined);
  return chosen === undefined
    ? undefined
    : {
        number: chosen.number,
        baseSha: chosen.baseSha,
        ...(chosen.baseRef !== undefined ? { baseRef: chosen.baseRef } : {}),
      };
}

function pullRequestRef(value: unknown): PullRequestRef | undefined {
  if (!isRecord(value)) return undefined;
  const number = value['number'];
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) return undefined;
  const base = value['base'];
  const sha = isRecord(base) ? base['sha'] : undefined;
  const ref = isRecord(base) ? base['ref'] : undefined;
  return {
    number,
    ...(typeof sha === 'string' && sha !== '' ? { baseSha: sha } : {}),
    ...(typeof ref === 'string' && /^[A-Za-z0-9_./-]+$/.test(ref) ? { baseRef: ref } : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

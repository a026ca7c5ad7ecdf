/**
 * Where the numbers came from, from the runner's environment and the event: the candidate's
 * commit, the baseline's source (the workspace, or a git revision with its commit), the config,
 * the workflow run. Links are built only from GITHUB_SERVER_URL (https), GITHUB_REPOSITORY and
 * validated commit SHAs / run ids, never from a file, a config or an artifact.
 */
import type { Provenance, SourceProvenance } from '../../report/index.js';
import type { RunEvent } from '../event.js';

type Env = Readonly<Record<string, string | undefined>>;

const SHA = /^[0-9a-f]{40}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `https://github.com/owner/repo`, or undefined when the environment does not give a safe one. */
export function repositoryUrl(env: Env): string | undefined {
  const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  const repo = env['GITHUB_REPOSITORY'] ?? '';
  if (!/^https:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(server)) return undefined;
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repo)) return undefined;
  return `${server}/${repo}`;
}

/** The commit the candidate's results belong to: the pull request's head, else GITHUB_SHA. */
export function candidateCommit(event: RunEvent, env: Env): string | undefined {
  const pr = event.payload['pull_request'];
  const head = isRecord(pr) ? pr['head'] : undefined;
  const run = event.payload['workflow_run'];
  const candidates = [
    isRecord(head) ? head['sha'] : undefined,
    isRecord(run) ? run['head_sha'] : undefined,
    env['GITHUB_SHA'],
  ];
  return candidates.find((sha): sha is string => typeof sha === 'string' && SHA.test(sha));
}

/** A commit with its link (when both the SHA and the repository URL are sound). */
export function commitSource(
  sha: string | undefined,
  env: Env,
): Pick<SourceProvenance, 'commit' | 'commitUrl'> {
  if (sha === undefined || !SHA.test(sha)) return {};
  const repo = repositoryUrl(env);
  return { commit: sha, commitUrl: repo !== undefined ? `${repo}/commit/${sha}` : null };
}

/** The provenance of a run of the action, given the baseline's source. */
export function runProvenance(
  env: Env,
  event: RunEvent,
  baseline: SourceProvenance,
  config: string | null,
): Provenance {
  const repo = repositoryUrl(env);
  const runId = env['GITHUB_RUN_ID'] ?? '';
  return {
    baseline,
    candidate: { kind: 'workspace', ...commitSource(candidateCommit(event, env), env) },
    config,
    workflowRun:
      repo !== undefined && /^\d+$/.test(runId) ? { url: `${repo}/actions/runs/${runId}` } : null,
  };
}

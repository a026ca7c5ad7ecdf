/**
 * Where an artifact comes from: which workflow and branch to search (inputs, event, runner), the
 * links to a run, and the provenance the report shows of a run's artifact. Links are built from
 * the runner's environment and validated ids.
 */
import { ConfigError } from '../../errors.js';
import type { SourceProvenance } from '../../report/index.js';
import type { RunDependencies } from '../context.js';
import type { PullRequestRef, RunEvent } from '../event.js';
import type { ActionInputs } from '../inputs/index.js';
import type { BaselineRun } from './artifact-search.js';
import { commitSource, repositoryUrl } from './provenance.js';

export type Env = RunDependencies['env'];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The workflow whose runs upload the baseline: the input `baseline-workflow`; on `workflow_run`
 * the triggering workflow (the one that evaluated); else this run's own (GITHUB_WORKFLOW_REF).
 */
export function baselineWorkflow(inputs: ActionInputs, event: RunEvent, env: Env): string {
  if (inputs.baselineWorkflow !== undefined) return inputs.baselineWorkflow;
  const run = event.payload['workflow_run'];
  if (event.name === 'workflow_run' && isRecord(run) && typeof run['path'] === 'string') {
    const file = /([^/]+\.ya?ml)$/.exec(run['path'])?.[1];
    if (file !== undefined) return file;
  }
  const ref = env['GITHUB_WORKFLOW_REF'] ?? '';
  const file = /\/\.github\/workflows\/([^/@]+\.ya?ml)@/.exec(ref)?.[1];
  if (file !== undefined) return file;
  throw new ConfigError(
    'input "baseline-artifact": cannot tell which workflow uploads the baseline (GITHUB_WORKFLOW_REF is not set): set the input "baseline-workflow" (e.g. `eval.yml`)',
    'input "baseline-workflow"',
  );
}

/** The branch whose runs count: `baseline-branch`, the pull request's base, the default branch. */
export function baselineBranch(
  inputs: ActionInputs,
  event: RunEvent,
  pr: PullRequestRef | undefined,
): string {
  if (inputs.baselineBranch !== undefined) return inputs.baselineBranch;
  if (pr?.baseRef !== undefined) return pr.baseRef;
  const repository = event.payload['repository'];
  const fallback = isRecord(repository) ? repository['default_branch'] : undefined;
  if (typeof fallback === 'string' && /^[A-Za-z0-9_./-]+$/.test(fallback)) return fallback;
  throw new ConfigError(
    `input "baseline-artifact": this ${event.name || 'unknown'} event names no base branch: set the input "baseline-branch" (e.g. \`main\`)`,
    'input "baseline-branch"',
  );
}

export function runUrl(env: Env, id: number): string | null {
  const repo = repositoryUrl(env);
  return repo !== undefined && Number.isSafeInteger(id) ? `${repo}/actions/runs/${id}` : null;
}

function ageInDays(createdAt: string, now: Date): number | null {
  const at = Date.parse(createdAt);
  return Number.isFinite(at) ? Math.max(0, (now.getTime() - at) / 86_400_000) : null;
}

/** The provenance of a run's artifact. */
export function artifactSource(
  env: Env,
  found: BaselineRun,
  details: { artifact: string; branch?: string; now: Date },
): SourceProvenance {
  return {
    kind: 'artifact',
    artifact: details.artifact,
    ...(details.branch !== undefined ? { ref: details.branch } : {}),
    ...commitSource(found.run.headSha, env),
    run: {
      number: found.run.runNumber,
      url: runUrl(env, found.run.id),
      createdAt: found.run.createdAt,
    },
    ageDays: ageInDays(found.run.createdAt, details.now),
  };
}

export function policyLimits(inputs: ActionInputs): { maxUnzippedBytes?: number } {
  return inputs.maxUnzippedBytes !== undefined ? { maxUnzippedBytes: inputs.maxUnzippedBytes } : {};
}

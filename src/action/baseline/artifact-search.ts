/**
 * `baseline-artifact`: the baseline files come from the base branch's own eval runs. The action
 * finds the artifact NAME uploaded by a successful run of the same workflow on the pull request's
 * base branch, downloads it through the REST API and unpacks it under RUNNER_TEMP with the limits
 * of the `.eval` reader; the baseline paths then resolve inside it.
 *
 * Which run, in order: a run whose head commit is the pull request's base commit; else the newest
 * run whose head commit is an ancestor of the base commit (REST compare, a bounded number of
 * calls); else none (`if-no-baseline`). Only runs of the repository itself count: a fork's pull
 * request from a branch that happens to be called `main` is a run "on main" too, but its
 * artifacts are written by the fork's author, so runs triggered by pull requests and runs whose
 * head lies in another repository are passed over.
 *
 * Also here: the earlier runs that make the trend (`history`). The download is in
 * artifact-unpack.ts.
 */
import { ScorioError, showValue } from '../../errors.js';
import {
  type ArtifactInfo,
  type GitHubClient,
  type RepoRef,
  type WorkflowRunInfo,
  isHttpError,
} from '../../github/client.js';
import { artifactApiError } from './artifact-api-error.js';

/** Runs of the workflow read, at most, looking for the baseline (10 pages of 100). */
export const MAX_RUNS_SCANNED = 1000;
/** Distinct commits compared with the base, at most, looking for an ancestor. */
export const MAX_COMPARES = 30;
/** Runs whose artifacts are listed, at most (a run may lack the artifact, or it expired). */
export const MAX_ARTIFACT_LOOKUPS = 20;

/** Where to look. */
export interface BaselineQuery {
  /** The workflow file name (`eval.yml`) or id. */
  readonly workflow: string;
  readonly branch: string;
  /** The pull request's base commit; undefined without a pull request (then: the newest run). */
  readonly baseSha?: string;
  readonly artifact: string;
  /** This run's id: never its own baseline. */
  readonly excludeRunId?: number;
  /** Runs passed over: their artifact was listed, but its download answered 410. */
  readonly passOver?: ReadonlySet<number>;
}

/** The run chosen, and its artifact. */
export interface BaselineRun {
  readonly run: WorkflowRunInfo;
  readonly artifact: ArtifactInfo;
  /** Commits between the run's head and the base commit (0 at the base); null without a base. */
  readonly behindBase: number | null;
}

/** What the search found: a run, or why there is none (and what was tried). */
export type BaselineSearch =
  | { readonly found: BaselineRun; readonly notes: readonly string[] }
  | { readonly found: undefined; readonly reason: string; readonly notes: readonly string[] };

/** Runs whose artifacts the base branch's maintainers wrote (not a pull request's). */
function trusted(run: WorkflowRunInfo, repo: RepoRef): boolean {
  if (run.event === 'pull_request' || run.event === 'pull_request_target') return false;
  return run.headRepository.toLowerCase() === `${repo.owner}/${repo.repo}`.toLowerCase();
}

function short(sha: string): string {
  return sha.slice(0, 7);
}

/**
 * Finds the baseline run: at the base commit, else the newest ancestor of it, else none.
 *
 * @example await findBaselineRun(client, repo, { workflow: 'eval.yml', branch: 'main',
 *   baseSha, artifact: 'evals' }) // { found: { run, artifact, behindBase: 0 }, notes: [] }
 */
export async function findBaselineRun(
  client: GitHubClient,
  repo: RepoRef,
  query: BaselineQuery,
): Promise<BaselineSearch> {
  const notes: string[] = [];
  let lookups = 0;
  const expired: string[] = [];
  /** The run's unexpired artifact NAME, or undefined (with a note). */
  const artifactOf = async (run: WorkflowRunInfo): Promise<ArtifactInfo | undefined> => {
    lookups += 1;
    let artifacts: ArtifactInfo[];
    try {
      artifacts = await client.listRunArtifacts(repo, run.id, query.artifact);
    } catch (error) {
      throw artifactApiError(error, `list the artifacts of run #${run.runNumber}`, query);
    }
    const named = artifacts.filter((a) => a.name === query.artifact);
    const live = named.find((a) => !a.expired);
    if (live !== undefined) return live;
    if (named.length > 0) {
      expired.push(`#${run.runNumber}`);
      notes.push(
        `run #${run.runNumber} (${short(run.headSha)}): the artifact ${showValue(query.artifact)} has expired`,
      );
    } else
      notes.push(
        `run #${run.runNumber} (${short(run.headSha)}): no artifact ${showValue(query.artifact)}`,
      );
    return undefined;
  };
  const usable = (run: WorkflowRunInfo): boolean =>
    run.id !== query.excludeRunId && query.passOver?.has(run.id) !== true && trusted(run, repo);

  // 1. A run at the base commit (the API filters by head commit: one call).
  if (query.baseSha !== undefined) {
    try {
      for await (const run of client.workflowRuns(repo, {
        workflow: query.workflow,
        branch: query.branch,
        headSha: query.baseSha,
      })) {
        if (!usable(run) || run.headSha !== query.baseSha) continue;
        if (lookups >= MAX_ARTIFACT_LOOKUPS) break;
        const artifact = await artifactOf(run);
        if (artifact !== undefined) return { found: { run, artifact, behindBase: 0 }, notes };
      }
    } catch (error) {
      throw error instanceof ScorioError
        ? error
        : artifactApiError(error, `list the runs of ${query.workflow}`, query);
    }
  }

  // 2. The newest run at an ancestor of the base commit (or, without a base, the newest run).
  let scanned = 0;
  const ancestry = new Map<string, number | null>(); // head sha -> commits behind, null: not an ancestor
  let compares = 0;
  let stoppedAt: string | undefined;
  try {
    for await (const run of client.workflowRuns(repo, {
      workflow: query.workflow,
      branch: query.branch,
    })) {
      scanned += 1;
      if (scanned > MAX_RUNS_SCANNED) {
        stoppedAt = `read the newest ${MAX_RUNS_SCANNED} runs`;
        break;
      }
      if (!usable(run)) continue;
      let behind: number | null;
      if (query.baseSha === undefined) behind = null;
      else if (run.headSha === query.baseSha)
        continue; // tried above
      else {
        if (!ancestry.has(run.headSha)) {
          if (compares >= MAX_COMPARES) {
            stoppedAt = `compared ${MAX_COMPARES} commits with the base`;
            break;
          }
          compares += 1;
          let relation: { status: string; aheadBy: number } | undefined;
          try {
            relation = await client.compareCommits(repo, run.headSha, query.baseSha);
          } catch (error) {
            // GitHub answers 404 "No common ancestor" for unrelated histories (a rewritten
            // branch) and 404 for a commit it no longer has: either way not an ancestor.
            if (!isHttpError(error) || error.status !== 404)
              throw artifactApiError(
                error,
                `compare ${short(run.headSha)} with the base ${short(query.baseSha)}`,
                query,
              );
            notes.push(
              `run #${run.runNumber} (${short(run.headSha)}): not an ancestor of the base (GitHub's compare answered 404 "${error.message.split(' - ')[0] ?? ''}")`,
            );
          }
          ancestry.set(
            run.headSha,
            relation !== undefined &&
              (relation.status === 'ahead' || relation.status === 'identical')
              ? relation.aheadBy
              : null,
          );
        }
        const known = ancestry.get(run.headSha);
        if (known === null || known === undefined) continue;
        behind = known;
      }
      if (lookups >= MAX_ARTIFACT_LOOKUPS) {
        stoppedAt = `looked for the artifact in ${MAX_ARTIFACT_LOOKUPS} runs`;
        break;
      }
      const artifact = await artifactOf(run);
      if (artifact !== undefined) return { found: { run, artifact, behindBase: behind }, notes };
    }
  } catch (error) {
    throw error instanceof ScorioError
      ? error
      : artifactApiError(error, `list the runs of ${query.workflow}`, query);
  }

  const where = `successful run of ${showValue(query.workflow)} on ${showValue(query.branch)}`;
  const at =
    query.baseSha !== undefined
      ? ` at or before the pull request's base commit ${short(query.baseSha)}`
      : '';
  let reason: string;
  if (expired.length > 0)
    reason = `the artifact ${showValue(query.artifact)} of ${expired.join(', ')} has expired (artifacts are kept 90 days unless \`retention-days\` says otherwise), and no other ${where}${at} has it`;
  else if (scanned === 0) reason = `there is no ${where} yet`;
  else reason = `no ${where}${at} uploaded the artifact ${showValue(query.artifact)}`;
  if (stoppedAt !== undefined) reason += ` (the search stopped after it ${stoppedAt})`;
  return { found: undefined, reason, notes };
}

/**
 * The runs before `baseline` (newest first, at most `count`) that uploaded the artifact, for the
 * trend; runs without it are passed over.
 */
export async function earlierRuns(
  client: GitHubClient,
  repo: RepoRef,
  query: BaselineQuery,
  baseline: WorkflowRunInfo,
  count: number,
): Promise<BaselineRun[]> {
  const found: BaselineRun[] = [];
  if (count <= 0) return found;
  let scanned = 0;
  let lookups = 0;
  try {
    for await (const run of client.workflowRuns(repo, {
      workflow: query.workflow,
      branch: query.branch,
    })) {
      if (++scanned > MAX_RUNS_SCANNED || lookups >= count + MAX_ARTIFACT_LOOKUPS) break;
      if (run.id === baseline.id || !trusted(run, repo) || run.createdAt >= baseline.createdAt)
        continue;
      lookups += 1;
      const artifacts = await client.listRunArtifacts(repo, run.id, query.artifact);
      const artifact = artifacts.find((a) => a.name === query.artifact && !a.expired);
      if (artifact === undefined) continue;
      found.push({ run, artifact, behindBase: null });
      if (found.length >= count) break;
    }
  } catch (error) {
    throw artifactApiError(error, `list the earlier runs of ${query.workflow}`, query);
  }
  return found;
}

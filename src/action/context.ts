/**
 * What every mode of the action shares: its dependencies, the GitHub client (created on first
 * use), the pull request of the event, and the baseline files at a git revision (`baseline-ref`).
 */
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  CompareOutcome,
  CompareRequest,
  MergeRequest,
  RankOutcome,
  RankRequest,
} from '../engine/index.js';
import { ConfigError, showValue } from '../errors.js';
import type { GitHubClient, GitHubClientOptions, RepoRef } from '../github/client.js';
import type { ReadBudget } from '../readers/index.js';
import { materializeBaseline } from './baseline/baseline-ref.js';
import type { ActionCore } from './core.js';
import {
  lookUpPullRequest,
  pullRequestFromPayload,
  readRepository,
  type PullRequestRef,
  type RunEvent,
} from './event.js';
import type { GitRunner } from './baseline/git.js';
import type { ActionInputs } from './inputs/index.js';
import { errorMessage } from './publish/outputs.js';

/** Everything `run()` talks to; tests replace any of them. */
export interface RunDependencies {
  readonly core: ActionCore;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly compare: (request: CompareRequest) => Promise<CompareOutcome>;
  /** The leaderboard engine (rank mode: the `candidates` input). */
  readonly rank: (request: RankRequest) => Promise<RankOutcome>;
  /** The reports of a job matrix merged (merge mode: the `merge-reports` input). */
  readonly mergeReports: (request: MergeRequest) => Promise<CompareOutcome>;
  readonly createClient: (options: GitHubClientOptions) => GitHubClient;
  readonly git: GitRunner;
}

/** What `gate` found before the engine runs, shared with rank mode. */
export interface GateContext {
  readonly cwd: string;
  readonly tempBase: string;
  readonly event: RunEvent;
  readonly github: LazyGitHub;
  readonly pr: PullRequestRef | undefined;
  readonly configPath: string;
  readonly configExists: boolean;
  /**
   * The run's read budget (input max-read-bytes): the artifacts unpacked and every file the
   * engine reads count against the same one.
   */
  readonly readBudget: ReadBudget;
}

/**
 * `baseline-ref`: copies the files matching `patterns` as they are at the revision into a new
 * temporary directory (removed at the end of the run) and returns it, to be read as the baseline.
 */
export async function checkoutBaseline(
  deps: RunDependencies,
  context: Pick<GateContext, 'cwd' | 'tempBase' | 'event' | 'pr'> & { baselineRef: string },
  patterns: readonly string[],
  temporary: string[],
): Promise<{ root: string; commit: string; label: string }> {
  const { ref, label } = baselineRevision(context.baselineRef, context.event, context.pr);
  const root = await mkdtemp(join(context.tempBase, 'scorio-baseline-'));
  temporary.push(root);
  const copied = await materializeBaseline({
    git: deps.git,
    cwd: context.cwd,
    ref,
    refLabel: label,
    patterns: [...patterns],
    root,
  });
  deps.core.info(
    `baseline: ${copied.files.length} file(s) from ${label} (commit ${copied.commit})`,
  );
  return { root, commit: copied.commit, label };
}

/** The GitHub client and repository, created on first use (no API call when none is needed). */
export interface LazyGitHub {
  readonly token: boolean;
  client(): GitHubClient;
  repo(): RepoRef;
}

export function lazyGitHub(deps: RunDependencies, inputs: ActionInputs): LazyGitHub {
  let client: GitHubClient | undefined;
  let repo: RepoRef | undefined;
  return {
    token: inputs.githubToken !== '',
    client() {
      client ??= deps.createClient({
        token: inputs.githubToken,
        baseUrl: deps.env['GITHUB_API_URL'] || 'https://api.github.com',
        ...retryBase(deps.env),
        log: { info: (m) => deps.core.info(m), warning: (m) => deps.core.warning(m) },
      });
      return client;
    },
    repo() {
      repo ??= readRepository(deps.env);
      return repo;
    },
  };
}

/**
 * `SCORIO_GITHUB_RETRY_BASE_MS`: the API backoff unit; `SCORIO_GITHUB_TIMEOUT_MS`: how long an
 * attempt may go without an answer or a byte of it (tests set both to milliseconds).
 */
function retryBase(env: RunDependencies['env']): { retryBaseMs?: number; timeoutMs?: number } {
  const base = Number(env['SCORIO_GITHUB_RETRY_BASE_MS']);
  const timeout = Number(env['SCORIO_GITHUB_TIMEOUT_MS']);
  return {
    ...(env['SCORIO_GITHUB_RETRY_BASE_MS'] && Number.isFinite(base) && base >= 0
      ? { retryBaseMs: base }
      : {}),
    ...(env['SCORIO_GITHUB_TIMEOUT_MS'] && Number.isFinite(timeout) && timeout > 0
      ? { timeoutMs: timeout }
      : {}),
  };
}

/** A pull request number someone gave: the input, or a file in the candidate artifact. */
export interface ClaimedPullRequest {
  readonly number: number;
  /** How messages name it: `input "pull-request-number"`, `the candidate artifact's number`. */
  readonly source: string;
}

export async function findPullRequest(
  deps: RunDependencies,
  inputs: ActionInputs,
  event: RunEvent,
  github: LazyGitHub,
  fromArtifact?: ClaimedPullRequest,
): Promise<PullRequestRef | undefined> {
  const found = pullRequestFromPayload(event);
  const given: ClaimedPullRequest | undefined =
    inputs.pullRequestNumber !== undefined
      ? { number: inputs.pullRequestNumber, source: 'input "pull-request-number"' }
      : fromArtifact;
  if (given !== undefined) return givenPullRequest(deps, event, github, found, given);
  if (found.kind === 'pull-request') return found.pullRequest;
  if (found.kind === 'none') return undefined;
  const needed =
    inputs.comment !== 'never' ||
    inputs.baselineRef === 'base' ||
    inputs.checkRun ||
    inputs.baselineArtifact !== undefined ||
    inputs.acceptLabel !== undefined;
  if (!needed || !github.token) return undefined;
  const { headOwner, headBranch } = found.lookup;
  try {
    const pr = await lookUpPullRequest(github.client(), github.repo(), found.lookup);
    if (pr === undefined)
      deps.core.warning(
        `workflow_run: GitHub lists no pull request for this run, and no open pull request has the head ${headOwner}:${headBranch}`,
      );
    else
      deps.core.info(`workflow_run: pull request #${pr.number} (head ${headOwner}:${headBranch})`);
    return pr;
  } catch (error) {
    deps.core.warning(
      `workflow_run: could not look up the pull request of ${headOwner}:${headBranch} (${errorMessage(error)}); ` +
        'the PR comment is skipped (grant `pull-requests: read`)',
    );
    return undefined;
  }
}

/**
 * The `pull-request-number` input. On a `workflow_run`, the number usually comes from an artifact
 * the pull request wrote, so it is believed only when the triggering run belongs to that pull
 * request: GitHub lists it in the run's `pull_requests`, or the pull request's head is the run's
 * head commit. Otherwise nothing is posted (a pull request must not make the action comment on
 * another one). On a pull request event it must be the event's own.
 */
async function givenPullRequest(
  deps: RunDependencies,
  event: RunEvent,
  github: LazyGitHub,
  found: ReturnType<typeof pullRequestFromPayload>,
  claimed: ClaimedPullRequest,
): Promise<PullRequestRef | undefined> {
  const given = claimed.number;
  if (event.name === 'pull_request' || event.name === 'pull_request_target') {
    if (found.kind === 'pull-request' && found.pullRequest.number !== given)
      throw new ConfigError(
        `${claimed.source}: ${given} is not this event's pull request #${found.pullRequest.number}`,
        'input "pull-request-number"',
      );
    return found.kind === 'pull-request' ? found.pullRequest : undefined;
  }
  if (event.name !== 'workflow_run') return { number: given };
  if (found.kind === 'pull-request' && found.pullRequest.number === given) return found.pullRequest;
  const run = event.payload['workflow_run'];
  const headSha =
    typeof run === 'object' &&
    run !== null &&
    typeof (run as Record<string, unknown>)['head_sha'] === 'string'
      ? ((run as Record<string, unknown>)['head_sha'] as string)
      : undefined;
  const refuse = (why: string): undefined => {
    deps.core.warning(
      `${claimed.source}: #${given} is not posted to: ${why}. A number read from an artifact is written by the pull request's author; it must belong to the triggering run.`,
      { title: 'scorio: pull request not verified' },
    );
    return undefined;
  };
  if (headSha === undefined) return refuse('the workflow_run event has no head commit');
  if (!github.token) return refuse('input "github-token" is empty, so it cannot be checked');
  try {
    const pr = await github.client().getPullRequest(github.repo(), given);
    if (pr.headSha !== headSha)
      return refuse(
        `its head ${pr.headSha.slice(0, 12)} is not the triggering run's head ${headSha.slice(0, 12)}`,
      );
    deps.core.info(
      `workflow_run: pull request #${given} (${claimed.source}), verified by its head ${headSha.slice(0, 12)}`,
    );
    return {
      number: pr.number,
      baseSha: pr.baseSha,
      ...(pr.baseRef !== undefined ? { baseRef: pr.baseRef } : {}),
    };
  } catch (error) {
    return refuse(
      `it could not be looked up (${errorMessage(error)}; grant \`pull-requests: read\`)`,
    );
  }
}

export function baselineRevision(
  baselineRef: string,
  event: RunEvent,
  pr: PullRequestRef | undefined,
): { ref: string; label: string } {
  if (baselineRef !== 'base')
    return { ref: baselineRef, label: `baseline-ref ${showValue(baselineRef)}` };
  if (pr?.baseSha === undefined)
    throw new ConfigError(
      `input "baseline-ref": "base" is the pull request's base commit, but this ${event.name || 'unknown'} event ` +
        'has no pull request; give a commit SHA or a branch instead (e.g. `origin/main`)',
      'input "baseline-ref"',
    );
  return {
    ref: pr.baseSha,
    label: `the pull request's base commit ${pr.baseSha.slice(0, 12)}`,
  };
}

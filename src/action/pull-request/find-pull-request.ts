/**
 * Which pull request the run reports on: the event's own, a number given by the input
 * `pull-request-number` or by the candidate artifact (verified on `workflow_run` before anything
 * is posted), or, for a fork's `workflow_run`, the open pull request looked up by its head.
 */
import { ConfigError } from '../../errors.js';
import type { LazyGitHub, RunDependencies } from '../context.js';
import {
  type PullRequestRef,
  type RunEvent,
  lookUpPullRequest,
  pullRequestFromPayload,
} from '../event.js';
import type { ActionInputs } from '../inputs/index.js';
import { apiTrouble } from '../text.js';

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
      `workflow_run: could not look up the pull request of ${headOwner}:${headBranch} (${apiTrouble(error, 'pull-requests: read')}); ` +
        'the PR comment is skipped',
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
    return refuse(`it could not be looked up (${apiTrouble(error, 'pull-requests: read')})`);
  }
}

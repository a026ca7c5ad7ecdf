/**
 * The sticky PR comment: posted or updated through the GitHub adapter; a refusal or an API failure
 * is a warning (with the permissions to add), never the verdict.
 */
import { showValue } from '../../errors.js';
import { apiFailure, describeApiFailure } from '../../github/client.js';
import { upsertStickyComment } from '../../github/sticky-comment.js';
import type { RunDependencies, LazyGitHub } from '../context.js';
import type { PullRequestRef, RunEvent } from '../event.js';
import type { ActionInputs } from '../inputs/index.js';
import { plural } from '../text.js';

/**
 * Posts or updates the sticky comment. Returns the problem (for the job summary) when GitHub
 * refused or failed; sets the `comment-url` output either way.
 */
export async function postComment(
  deps: RunDependencies,
  inputs: ActionInputs,
  event: RunEvent,
  pr: PullRequestRef | undefined,
  github: LazyGitHub,
  content: { readonly body: string; readonly digest: string; readonly regression: boolean },
): Promise<string | undefined> {
  const { core } = deps;
  let url = '';
  let problem: string | undefined;
  if (inputs.comment === 'never') core.info('comment: never: no PR comment');
  else if (pr === undefined)
    core.info(
      `no pull request for this ${event.name || 'unknown'} event: no PR comment (job summary and outputs only)`,
    );
  else if (!github.token) {
    problem = 'input "github-token" is empty: the PR comment was not posted';
    core.warning(problem);
  } else {
    try {
      const result = await upsertStickyComment({
        client: github.client(),
        repo: github.repo(),
        issueNumber: pr.number,
        key: inputs.commentKey,
        content: content.body,
        digest: content.digest,
        mode: inputs.comment,
        regression: content.regression,
      });
      url = result.url ?? '';
      const where = `pull request #${pr.number} (comment-key ${showValue(inputs.commentKey)})`;
      if (result.action === 'created' || result.action === 'updated')
        core.info(`comment ${result.action} on ${where}: ${url}`);
      else core.info(`comment ${result.action} on ${where}: ${result.reason ?? ''}`);
      if (result.deleted > 0)
        core.info(`deleted ${plural(result.deleted, 'duplicate comment')} left by an earlier race`);
    } catch (error) {
      problem = commentFailureMessage(error, pr.number);
      core.warning(problem, { title: 'scorio: PR comment not posted' });
    }
  }
  core.setOutput('comment-url', url);
  return problem;
}

/** The action's manual (the fork pull request pattern, permissions). */
export const DOCS_URL =
  'https://github.com/scorio/eval-action/blob/v1/docs/action.md#4-fork-pull-requests-two-workflows-with-workflow_run';

/** The permissions a job needs to post the comment, as a block to paste. */
export const PERMISSIONS_BLOCK = [
  'permissions:',
  '  contents: read',
  '  pull-requests: write',
].join('\n');

/**
 * The warning for a comment GitHub refused or failed to take. A refusal of the token (403) names
 * the permissions block and the fork workaround; a spent rate limit (also 403, or 429) says when it
 * lifts and that it is no permission; anything else says what the API did, after retries.
 */
export function commentFailureMessage(error: unknown, prNumber: number): string {
  const unaffected =
    'The verdict, the outputs, the job summary and the exit status are not affected.';
  const failure = apiFailure(error);
  if (failure.kind === 'permission')
    return [
      `Could not post the comment on pull request #${prNumber}: GitHub answered ${failure.status} "${failure.answer}": ` +
        `the token may not write comments here. ${unaffected}`,
      'Give the job these permissions (in the workflow or the job):',
      '',
      PERMISSIONS_BLOCK,
      '',
      'Pull requests from forks always get a read-only token, whatever the workflow asks: post the ' +
        'comment from a second workflow triggered by `workflow_run` (see "Fork pull requests" in ' +
        `${DOCS_URL}).`,
    ].join('\n');
  return `Could not post the comment on pull request #${prNumber}: ${sentence(describeApiFailure(error))} ${unaffected}`;
}

/** A clause as a sentence: one full stop at its end. */
export function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

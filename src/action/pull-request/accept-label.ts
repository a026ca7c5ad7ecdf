/**
 * `accept-label`: a pull request that trades a benchmark for something else must be mergeable
 * without switching the gate off. When it carries the label, its credible regressions are
 * reported as accepted and the check passes.
 *
 * The label is read from the API when the action runs, not from the event's payload: a re-run of
 * an old event (or a `synchronize` after the label was removed) carries the labels of its time.
 * Adding a label takes triage or write access, so the author of a fork's pull request cannot
 * accept their own regression (SECURITY.md). Who added it and when comes from the pull request's
 * issue events: the newest entry for the label, read from the last page backwards. When that entry
 * is its removal (the events lag behind the labels), nobody is named: an earlier `labeled` entry
 * would name someone who took the label off. Anything that stops the action from reading the
 * labels leaves the gate closed: no label read, nothing accepted.
 */
import type { Acceptance } from '../../engine/index.js';
import { MAX_EVENT_PAGES } from '../../github/index.js';
import type { LazyGitHub, RunDependencies } from '../context.js';
import type { PullRequestRef } from '../event.js';
import type { ActionInputs } from '../inputs/index.js';
import { apiTrouble } from '../text.js';

/**
 * The acceptance, when `accept-label` is set and the pull request carries the label now;
 * undefined otherwise (no label, no pull request, or the labels could not be read: a warning).
 */
export async function readAcceptance(
  deps: RunDependencies,
  inputs: Pick<ActionInputs, 'acceptLabel'>,
  pr: PullRequestRef | undefined,
  github: LazyGitHub,
): Promise<Acceptance | undefined> {
  const wanted = inputs.acceptLabel;
  if (wanted === undefined) return undefined;
  const { core } = deps;
  if (pr === undefined) {
    core.info('accept-label: no pull request for this event: nothing to accept');
    return undefined;
  }
  if (!github.token) {
    core.warning(
      'accept-label: input "github-token" is empty, so the labels cannot be read: nothing is accepted',
    );
    return undefined;
  }
  const client = github.client();
  const repo = github.repo();
  let labels: string[];
  try {
    labels = await client.listIssueLabels(repo, pr.number);
  } catch (error) {
    core.warning(
      `accept-label: could not read the labels of pull request #${pr.number} (${apiTrouble(error, 'pull-requests: read')}): nothing is accepted, the gate stays as it is.`,
      { title: 'scorio: accept label not read' },
    );
    return undefined;
  }
  // GitHub's label names are unique without regard to case.
  const same = (name: string): boolean => name.toLowerCase() === wanted.toLowerCase();
  const label = labels.find(same);
  if (label === undefined) {
    core.info(`accept-label: pull request #${pr.number} does not carry the label "${wanted}"`);
    return undefined;
  }
  let by: string | null = null;
  let at: string | null = null;
  try {
    const { event, complete } = await client.newestLabelEvent(repo, pr.number, label);
    if (event?.event === 'labeled') {
      by = event.actor;
      at = event.createdAt;
    } else
      core.info(
        `accept-label: ${
          event !== undefined
            ? `the newest issue event for it is its removal (${event.createdAt}), not its addition`
            : complete
              ? 'the issue events have no "labeled" entry for it'
              : `its "labeled" entry is older than the ${MAX_EVENT_PAGES * 100} newest issue events read`
        }: who added it is not known`,
      );
  } catch (error) {
    core.info(
      `accept-label: could not read the issue events of #${pr.number} (${apiTrouble(error, 'pull-requests: read')}): who added the label is not known`,
    );
  }
  core.info(
    `accept-label: pull request #${pr.number} carries "${label}"${by !== null ? ` (added by ${by}${at !== null ? ` at ${at}` : ''})` : ''}: credible regressions are accepted`,
  );
  return { label, by, at };
}

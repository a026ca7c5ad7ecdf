/**
 * What the team workflow features ask of GitHub, beside the comment and the artifacts: a pull
 * request's labels and its issue events (`accept-label`: is the label on it now, and who added
 * it when), the runs of a workflow at one commit whatever their status, and one run's status
 * (`wait-for-baseline`). Built on the client's octokit (retries, rate limits, time-outs), so each
 * poll counts like any other request.
 */
import type { GitHubOctokit } from './octokit.js';

type Octokit = InstanceType<typeof GitHubOctokit>;

/** A repository, `owner/repo` (client.ts's RepoRef, restated to keep this module a leaf). */
interface Repo {
  readonly owner: string;
  readonly repo: string;
}

/** A `labeled` or `unlabeled` entry of an issue's events. */
export interface LabelEvent {
  readonly event: 'labeled' | 'unlabeled';
  readonly label: string;
  /** Who did it; null when GitHub does not say (a deleted account, shown as `ghost`). */
  readonly actor: string | null;
  readonly createdAt: string;
}

/** A workflow run with its status, for waiting on it. */
export interface RunStatus {
  readonly id: number;
  readonly runNumber: number;
  readonly headSha: string;
  /** `queued`, `in_progress`, `waiting`, `requested`, `pending`, `completed`. */
  readonly status: string;
  /** With `completed`: `success`, `failure`, `cancelled`, `timed_out`, ...; else null. */
  readonly conclusion: string | null;
  readonly event: string;
  /** `owner/repo` of the head commit's repository. */
  readonly headRepository: string;
  readonly createdAt: string;
}

/** Pages of issue events read at most (100 each), looking for who added a label. */
export const MAX_EVENT_PAGES = 30;

/** The part of the GitHub client these features use. */
export interface GateApi {
  /** The names of an issue's (a pull request's) labels, now. */
  listIssueLabels(repo: Repo, issueNumber: number): Promise<string[]>;
  /**
   * The `labeled` and `unlabeled` events of an issue, oldest first (at most
   * {@link MAX_EVENT_PAGES} pages of 100 events; `complete` false when there were more).
   */
  listLabelEvents(
    repo: Repo,
    issueNumber: number,
  ): Promise<{ events: LabelEvent[]; complete: boolean }>;
  /** The runs of a workflow at one head commit on a branch, any status, newest first. */
  runsAtCommit(
    repo: Repo,
    query: { readonly workflow: string; readonly branch: string; readonly headSha: string },
  ): Promise<RunStatus[]>;
  /**
   * One run's status, and the requests the rate limit has left (`x-ratelimit-remaining`; null
   * when the answer does not say).
   */
  getRunStatus(
    repo: Repo,
    runId: number,
  ): Promise<{ run: RunStatus; rateLimitRemaining: number | null }>;
}

interface RawRun {
  id: number;
  run_number: number;
  head_sha: string;
  status?: string | null;
  conclusion?: string | null;
  event: string;
  head_repository?: { full_name?: string } | null;
  created_at: string;
}

function runStatus(run: RawRun): RunStatus {
  return {
    id: run.id,
    runNumber: run.run_number,
    headSha: run.head_sha,
    status: run.status ?? '',
    conclusion: run.conclusion ?? null,
    event: run.event,
    headRepository: run.head_repository?.full_name ?? '',
    createdAt: run.created_at,
  };
}

/** The {@link GateApi} methods over the client's octokit. */
export function gateApi(octokit: Octokit): GateApi {
  return {
    async listIssueLabels(repo, issueNumber) {
      const labels = await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
        owner: repo.owner,
        repo: repo.repo,
        issue_number: issueNumber,
        per_page: 100,
      });
      return labels.map((label) => label.name);
    },
    async listLabelEvents(repo, issueNumber) {
      const events: LabelEvent[] = [];
      let pages = 0;
      for await (const page of octokit.paginate.iterator(octokit.rest.issues.listEvents, {
        owner: repo.owner,
        repo: repo.repo,
        issue_number: issueNumber,
        per_page: 100,
      })) {
        if (++pages > MAX_EVENT_PAGES) return { events, complete: false };
        for (const event of page.data) {
          if (event.event !== 'labeled' && event.event !== 'unlabeled') continue;
          // The event's label (the union of event shapes octokit types does not narrow on it).
          const name = (event as { label?: { name?: unknown } }).label?.name;
          if (typeof name !== 'string') continue;
          events.push({
            event: event.event,
            label: name,
            // GitHub shows a deleted account as `ghost`: nobody it can name.
            actor:
              event.actor?.login === undefined || event.actor.login === 'ghost'
                ? null
                : event.actor.login,
            createdAt: event.created_at,
          });
        }
      }
      return { events, complete: true };
    },
    async runsAtCommit(repo, query) {
      const { data } = await octokit.rest.actions.listWorkflowRuns({
        owner: repo.owner,
        repo: repo.repo,
        workflow_id: query.workflow,
        branch: query.branch,
        head_sha: query.headSha,
        per_page: 100,
      });
      return data.workflow_runs.map(runStatus);
    },
    async getRunStatus(repo, runId) {
      const { data, headers } = await octokit.rest.actions.getWorkflowRun({
        owner: repo.owner,
        repo: repo.repo,
        run_id: runId,
      });
      const remaining = Number(headers['x-ratelimit-remaining']);
      return {
        run: runStatus(data),
        rateLimitRemaining:
          headers['x-ratelimit-remaining'] !== undefined && Number.isFinite(remaining)
            ? remaining
            : null,
      };
    },
  };
}

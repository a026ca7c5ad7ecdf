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

/** Pages of issue events read at most (100 each, the newest first), looking for who added a label. */
export const MAX_EVENT_PAGES = 30;
/** Pages past the last one read when events arrive while the action reads (the list grew). */
const MAX_NEWER_PAGES = 5;

/** The part of the GitHub client these features use. */
export interface GateApi {
  /** The names of an issue's (a pull request's) labels, now. */
  listIssueLabels(repo: Repo, issueNumber: number): Promise<string[]>;
  /**
   * The newest `labeled` or `unlabeled` event of the label `label` (its name without regard to
   * case, as GitHub compares label names) on an issue: the events are read from the last page
   * backwards, at most {@link MAX_EVENT_PAGES} pages of 100. `event` undefined when none was found;
   * `complete` false when older pages were left unread.
   */
  newestLabelEvent(
    repo: Repo,
    issueNumber: number,
    label: string,
  ): Promise<{ event: LabelEvent | undefined; complete: boolean }>;
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
    async newestLabelEvent(repo, issueNumber, label) {
      const wanted = label.toLowerCase();
      const page = (number: number) =>
        octokit.rest.issues.listEvents({
          owner: repo.owner,
          repo: repo.repo,
          issue_number: issueNumber,
          per_page: 100,
          page: number,
        });
      // GitHub lists an issue's events oldest first: the newest are on the last page, which the
      // first page's Link header names. An issue may have thousands (force-pushes, reviews, a
      // triage bot's labels), so reading from the start missed the newest.
      const first = await page(1);
      const last = linkedPage(first.headers.link, 'last') ?? 1;
      // The last page and any page added since the first was read (newest last).
      const newest = [last === 1 ? first : await page(last)];
      for (let more = 0; more < MAX_NEWER_PAGES; more++) {
        const next = linkedPage(newest.at(-1)?.headers.link, 'next');
        if (next === undefined) break;
        newest.push(await page(next));
      }
      // Newest first: the pages added meanwhile, the last page, then backwards.
      for (const response of newest.reverse()) {
        const found = newestOf(response.data, wanted);
        if (found !== undefined) return { event: found, complete: true };
      }
      let read = newest.length;
      for (let number = last - 1; number >= 1; number--) {
        if (read >= MAX_EVENT_PAGES) return { event: undefined, complete: false };
        const response = number === 1 ? first : await page(number);
        read += 1;
        const found = newestOf(response.data, wanted);
        if (found !== undefined) return { event: found, complete: true };
      }
      return { event: undefined, complete: true };
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

/** One page of an issue's events (oldest first), as octokit types them. */
type EventPage = Awaited<ReturnType<Octokit['rest']['issues']['listEvents']>>['data'];

/** The newest `labeled` or `unlabeled` event of the label (`wanted`, lower case) on a page. */
function newestOf(page: EventPage, wanted: string): LabelEvent | undefined {
  for (const event of [...page].reverse()) {
    if (event.event !== 'labeled' && event.event !== 'unlabeled') continue;
    // The event's label (the union of event shapes octokit types does not narrow on it).
    const name = (event as { label?: { name?: unknown } }).label?.name;
    if (typeof name !== 'string' || name.toLowerCase() !== wanted) continue;
    return {
      event: event.event,
      label: name,
      // GitHub shows a deleted account as `ghost`: nobody it can name.
      actor:
        event.actor?.login === undefined || event.actor.login === 'ghost'
          ? null
          : event.actor.login,
      createdAt: event.created_at,
    };
  }
  return undefined;
}

/** The page number a Link header names for `rel` (`next`, `last`), if it names one. */
function linkedPage(link: string | undefined, rel: string): number | undefined {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="([^"]+)"/.exec(part);
    if (match?.[2] !== rel) continue;
    const number = Number(new URL(match[1] ?? '').searchParams.get('page'));
    return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
  }
  return undefined;
}

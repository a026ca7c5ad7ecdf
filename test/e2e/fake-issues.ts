/**
 * The issues part of the fake GitHub (test/e2e/fake-github.ts) the accept label reads: an issue's
 * (a pull request's) labels and its events, paged as GitHub pages lists, as whole `label` and
 * `labeled-issue-event` / `unlabeled-issue-event` objects. Each route returns the answer; the
 * server checks it against GitHub's description and sends it.
 */
import type { Reply } from './fake-actions.js';
import { paginate } from './fake-rest.js';
import { simpleUser } from './github-objects.js';

/** A `labeled` or `unlabeled` entry of an issue's events. */
export interface ApiIssueEvent {
  event: 'labeled' | 'unlabeled';
  label: string;
  /** Who did it; GitHub shows a deleted account as `ghost`. */
  actor: string;
  created_at: string;
}

/** What these routes read of the server. */
export interface IssuesState {
  readonly url: string;
  readonly labels: ReadonlyMap<number, readonly string[]>;
  readonly issueEvents: ReadonlyMap<number, readonly ApiIssueEvent[]>;
}

function idOf(text: string): number {
  let hash = 11;
  for (const ch of text) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 1_000_000_000;
  return hash + 1;
}

/** A label (`label`) of octo/evals. */
export function labelObject(api: string, name: string): Record<string, unknown> {
  const id = idOf(`label:${name}`);
  return {
    id,
    node_id: Buffer.from(`LA:${id}`).toString('base64'),
    url: `${api}/repos/octo/evals/labels/${encodeURIComponent(name)}`,
    name,
    description: null,
    color: '0e8a16',
    default: false,
  };
}

/** A `labeled-issue-event` or `unlabeled-issue-event`. */
export function labelEventObject(
  api: string,
  event: ApiIssueEvent,
  index: number,
): Record<string, unknown> {
  const id = 7_000_000 + index;
  return {
    id,
    node_id: Buffer.from(`LE:${id}`).toString('base64'),
    url: `${api}/repos/octo/evals/issues/events/${id}`,
    actor: simpleUser(event.actor),
    event: event.event,
    commit_id: null,
    commit_url: null,
    created_at: event.created_at,
    performed_via_github_app: null,
    label: { name: event.label, color: '0e8a16' },
  };
}

/** The answer to a request for an issue's labels or events; undefined when it is neither. */
export function routeIssues(state: IssuesState, method: string, url: URL): Reply | undefined {
  if (method !== 'GET') return undefined;
  const match = /^\/repos\/octo\/evals\/issues\/(\d+)\/(labels|events)$/.exec(url.pathname);
  if (match === null) return undefined;
  const issue = Number(match[1]);
  const all =
    match[2] === 'labels'
      ? (state.labels.get(issue) ?? []).map((name) => labelObject(state.url, name))
      : (state.issueEvents.get(issue) ?? []).map((e, i) => labelEventObject(state.url, e, i));
  const { items, links } = paginate(url, all);
  return { status: 200, body: items, headers: links };
}

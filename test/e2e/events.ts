/**
 * Event payloads as GitHub sends them (`GITHUB_EVENT_PATH`): `pull_request` and
 * `pull_request_target`, `workflow_run`, `push`, whole. The e2e harness checks every payload it
 * writes against GitHub's webhook description (github-contract.ts), so a test cannot run the
 * action on an event GitHub would never send.
 */
import { labelObject } from './fake-issues.js';
import { WEB, pullRequest, repository, simpleUser, workflowRun } from './github-objects.js';

type Json = Record<string, unknown>;

const API = 'https://api.github.com';

/** The repository of a webhook (`repository-webhooks`): the REST repository and a few more fields. */
function webhookRepository(full = 'octo/evals'): Json {
  return {
    ...repository(full, API),
    allow_auto_merge: false,
    allow_merge_commit: true,
    allow_rebase_merge: true,
    allow_squash_merge: true,
    allow_update_branch: false,
    delete_branch_on_merge: false,
    custom_properties: {},
  };
}

/** A pull request event (`pull_request` or `pull_request_target`; action `synchronize` by default). */
export function pullRequestEvent(pull: {
  number: number;
  base: { sha: string; ref?: string };
  head: { sha: string; ref?: string; repo?: string };
  action?: 'opened' | 'synchronize' | 'reopened' | 'labeled' | 'unlabeled';
  name?: 'pull_request' | 'pull_request_target';
  /** The labels the payload says the pull request carries (as of the event: they go stale). */
  labels?: readonly string[];
  /** `labeled` / `unlabeled`: the label added or removed. */
  label?: string;
}): { name: string; payload: Json } {
  const object = pullRequest(API, {
    number: pull.number,
    base: { sha: pull.base.sha, ref: pull.base.ref ?? 'main', repo: 'octo/evals' },
    head: {
      sha: pull.head.sha,
      ref: pull.head.ref ?? `feature-${pull.number}`,
      repo: pull.head.repo ?? 'octo/evals',
    },
  });
  const webhookSide = (side: Json): Json => ({
    ...side,
    repo: webhookRepository(String((side['repo'] as Json)['full_name'])),
  });
  const action = pull.action ?? 'synchronize';
  return {
    name: pull.name ?? 'pull_request',
    payload: {
      action,
      number: pull.number,
      ...(action === 'synchronize' ? { before: '0'.repeat(40), after: pull.head.sha } : {}),
      ...(pull.label !== undefined ? { label: labelObject(API, pull.label) } : {}),
      pull_request: {
        ...object,
        labels: (pull.labels ?? []).map((name) => labelObject(API, name)),
        head: webhookSide(object['head'] as Json),
        base: webhookSide(object['base'] as Json),
      },
      repository: webhookRepository(),
      sender: simpleUser('octocat'),
    },
  };
}

/** An entry of a run's `pull_requests` (`pull-request-minimal`). */
export function runPullRequest(pull: {
  number: number;
  head: { sha: string; ref?: string };
  base: { sha: string; ref?: string };
}): Json {
  const repo = { id: 1, url: `${API}/repos/octo/evals`, name: 'evals' };
  return {
    id: 100_000 + pull.number,
    number: pull.number,
    url: `${API}/repos/octo/evals/pulls/${pull.number}`,
    head: { ref: pull.head.ref ?? `feature-${pull.number}`, sha: pull.head.sha, repo },
    base: { ref: pull.base.ref ?? 'main', sha: pull.base.sha, repo },
  };
}

/** A `workflow_run` event (`completed`) for a run of `workflow` triggered by `event`. */
export function workflowRunEvent(run: {
  id: number;
  run_number: number;
  workflow: string;
  event: string;
  head_sha: string;
  head_branch: string;
  head_repository: string;
  created_at: string;
  pull_requests?: readonly Json[];
}): { name: string; payload: Json } {
  const object = workflowRun(API, {
    ...run,
    conclusion: 'success',
    repository: 'octo/evals',
  });
  const file = `.github/workflows/${run.workflow}`;
  return {
    name: 'workflow_run',
    payload: {
      action: 'completed',
      workflow_run: {
        ...object,
        repository: webhookRepository(),
        head_repository: webhookRepository(run.head_repository),
        referenced_workflows: [],
      },
      workflow: {
        id: object['workflow_id'],
        node_id: 'W_kwDOA',
        name: 'Evals',
        path: file,
        state: 'active',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        url: object['workflow_url'],
        html_url: `${WEB}/octo/evals/blob/main/${file}`,
        badge_url: `${WEB}/octo/evals/workflows/Evals/badge.svg`,
      },
      repository: webhookRepository(),
      sender: simpleUser('octocat'),
    },
  };
}

/** A `push` event to `ref` (`refs/heads/main`) ending at `after`. */
export function pushEvent(push: { ref: string; before: string; after: string }): {
  name: string;
  payload: Json;
} {
  const person = { name: 'Octo Cat', email: 'octocat@example.com', username: 'octocat' };
  const head = {
    id: push.after,
    tree_id: push.after.split('').reverse().join(''),
    distinct: true,
    message: `commit ${push.after.slice(0, 7)}`,
    timestamp: '2026-01-01T00:00:00Z',
    url: `${WEB}/octo/evals/commit/${push.after}`,
    author: person,
    committer: person,
    added: [],
    removed: [],
    modified: ['results/gsm8k.csv'],
  };
  return {
    name: 'push',
    payload: {
      ref: push.ref,
      before: push.before,
      after: push.after,
      created: false,
      deleted: false,
      forced: false,
      base_ref: null,
      compare: `${WEB}/octo/evals/compare/${push.before.slice(0, 12)}...${push.after.slice(0, 12)}`,
      commits: [head],
      head_commit: head,
      repository: {
        ...webhookRepository(),
        // A push event's repository dates are seconds since the epoch.
        created_at: 1_767_225_600,
        pushed_at: 1_767_225_600,
        stargazers: 0,
        master_branch: 'main',
      },
      pusher: { name: 'octocat', email: 'octocat@example.com' },
      sender: simpleUser('octocat'),
    },
  };
}

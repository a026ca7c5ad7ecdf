/**
 * GitHub's objects as the REST API and the webhooks send them, whole: every field GitHub's
 * description requires (test/e2e/github-contract.ts checks each answer of the fake and each event
 * payload of the tests against it). A test names the few fields it cares about; the rest are
 * GitHub-shaped values derived from them.
 */

type Json = Record<string, unknown>;

/** The web host links point at (the fake serves the API only). */
export const WEB = 'https://github.com';
const EPOCH = '2026-01-01T00:00:00Z';

/** User ids GitHub gives these accounts (`github-actions[bot]`, which `GITHUB_TOKEN` acts as). */
const KNOWN_USER_IDS: Readonly<Record<string, number>> = { 'github-actions[bot]': 41898282 };

/** The user id of a login: GitHub's own for the known accounts, else a stable number. */
export function userId(login: string): number {
  return KNOWN_USER_IDS[login] ?? idOf(login);
}

/** A stable number from a string (ids of users and repositories named by login or full name). */
function idOf(text: string): number {
  let hash = 7;
  for (const ch of text) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 2_000_000_000;
  return hash + 1;
}

function nodeId(kind: string, id: number): string {
  return Buffer.from(`${kind}:${id}`).toString('base64');
}

/** A user (`simple-user`): `github-actions[bot]` is a Bot, the rest Users unless told. */
export function simpleUser(login: string, type?: string): Json {
  const id = userId(login);
  const url = (api: string): string => `${api}/users/${encodeURIComponent(login)}`;
  const api = 'https://api.github.com';
  return {
    login,
    id,
    node_id: nodeId('U', id),
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url: url(api),
    html_url: `${WEB}/${encodeURIComponent(login)}`,
    followers_url: `${url(api)}/followers`,
    following_url: `${url(api)}/following{/other_user}`,
    gists_url: `${url(api)}/gists{/gist_id}`,
    starred_url: `${url(api)}/starred{/owner}{/repo}`,
    subscriptions_url: `${url(api)}/subscriptions`,
    organizations_url: `${url(api)}/orgs`,
    repos_url: `${url(api)}/repos`,
    events_url: `${url(api)}/events{/privacy}`,
    received_events_url: `${url(api)}/received_events`,
    type: type ?? (login.endsWith('[bot]') ? 'Bot' : 'User'),
    user_view_type: 'public',
    site_admin: false,
  };
}

/** The token's own user (`private-user`, what `GET /user` answers a personal token). */
export function privateUser(login: string): Json {
  return {
    ...simpleUser(login, 'User'),
    user_view_type: 'private',
    name: login,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 1,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: EPOCH,
    updated_at: EPOCH,
    private_gists: 0,
    total_private_repos: 0,
    owned_private_repos: 0,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: true,
  };
}

/** The `*_url` fields of a repository, templates as GitHub writes them. */
function repositoryUrls(api: string, full: string): Json {
  const base = `${api}/repos/${full}`;
  return {
    url: base,
    html_url: `${WEB}/${full}`,
    forks_url: `${base}/forks`,
    keys_url: `${base}/keys{/key_id}`,
    collaborators_url: `${base}/collaborators{/collaborator}`,
    teams_url: `${base}/teams`,
    hooks_url: `${base}/hooks`,
    issue_events_url: `${base}/issues/events{/number}`,
    events_url: `${base}/events`,
    assignees_url: `${base}/assignees{/user}`,
    branches_url: `${base}/branches{/branch}`,
    tags_url: `${base}/tags`,
    blobs_url: `${base}/git/blobs{/sha}`,
    git_tags_url: `${base}/git/tags{/sha}`,
    git_refs_url: `${base}/git/refs{/sha}`,
    trees_url: `${base}/git/trees{/sha}`,
    statuses_url: `${base}/statuses/{sha}`,
    languages_url: `${base}/languages`,
    stargazers_url: `${base}/stargazers`,
    contributors_url: `${base}/contributors`,
    subscribers_url: `${base}/subscribers`,
    subscription_url: `${base}/subscription`,
    commits_url: `${base}/commits{/sha}`,
    git_commits_url: `${base}/git/commits{/sha}`,
    comments_url: `${base}/comments{/number}`,
    issue_comment_url: `${base}/issues/comments{/number}`,
    contents_url: `${base}/contents/{+path}`,
    compare_url: `${base}/compare/{base}...{head}`,
    merges_url: `${base}/merges`,
    archive_url: `${base}/{archive_format}{/ref}`,
    downloads_url: `${base}/downloads`,
    issues_url: `${base}/issues{/number}`,
    pulls_url: `${base}/pulls{/number}`,
    milestones_url: `${base}/milestones{/number}`,
    notifications_url: `${base}/notifications{?since,all,participating}`,
    labels_url: `${base}/labels{/name}`,
    releases_url: `${base}/releases{/id}`,
    deployments_url: `${base}/deployments`,
  };
}

/** A repository (`repository`, which also satisfies `minimal-repository`). */
export function repository(full: string, api = 'https://api.github.com'): Json {
  const [owner = 'octo', name = 'evals'] = full.split('/');
  const id = idOf(full);
  return {
    id,
    node_id: nodeId('R', id),
    name,
    full_name: full,
    owner: simpleUser(owner, 'Organization'),
    private: false,
    description: null,
    fork: owner !== 'octo',
    ...repositoryUrls(api, full),
    git_url: `git://github.com/${full}.git`,
    ssh_url: `git@github.com:${full}.git`,
    clone_url: `${WEB}/${full}.git`,
    svn_url: `${WEB}/${full}`,
    mirror_url: null,
    homepage: null,
    language: 'Python',
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 100,
    default_branch: 'main',
    open_issues: 0,
    open_issues_count: 0,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: 'public',
    pushed_at: EPOCH,
    created_at: EPOCH,
    updated_at: EPOCH,
    allow_forking: true,
    web_commit_signoff_required: false,
    license: null,
  };
}

/** An issue comment (`issue-comment`) on `issue` of `octo/evals`. */
export function issueComment(
  api: string,
  comment: {
    id: number;
    issue: number;
    body: string;
    user: { login: string; type: string };
    created_at: string;
    updated_at: string;
  },
): Json {
  const base = `${api}/repos/octo/evals`;
  return {
    id: comment.id,
    node_id: nodeId('IC', comment.id),
    url: `${base}/issues/comments/${comment.id}`,
    html_url: `${WEB}/octo/evals/pull/${comment.issue}#issuecomment-${comment.id}`,
    issue_url: `${base}/issues/${comment.issue}`,
    body: comment.body,
    user: simpleUser(comment.user.login, comment.user.type),
    created_at: comment.created_at,
    updated_at: comment.updated_at,
    author_association: comment.user.type === 'Bot' ? 'NONE' : 'MEMBER',
  };
}

/** One side of a pull request (`head`, `base`): the branch, the commit and its repository. */
export function pullRequestSide(
  api: string,
  side: { sha: string; ref: string; repo: string },
): Json {
  const owner = side.repo.split('/')[0] ?? 'octo';
  return {
    label: `${owner}:${side.ref}`,
    ref: side.ref,
    sha: side.sha,
    user: simpleUser(owner, owner === 'octo' ? 'Organization' : 'User'),
    repo: repository(side.repo, api),
  };
}

/** A pull request (`pull-request`; `simple: true`: `pull-request-simple`, as lists give it). */
export function pullRequest(
  api: string,
  pull: {
    number: number;
    head: { sha: string; ref: string; repo: string };
    base: { sha: string; ref: string; repo: string };
    state?: 'open' | 'closed';
    author?: string;
  },
  simple = false,
): Json {
  const base = `${api}/repos/${pull.base.repo}`;
  const id = 100_000 + pull.number;
  const link = (href: string): Json => ({ href });
  const html = `${WEB}/${pull.base.repo}/pull/${pull.number}`;
  const author = pull.author ?? pull.head.repo.split('/')[0] ?? 'octocat';
  const common: Json = {
    url: `${base}/pulls/${pull.number}`,
    id,
    node_id: nodeId('PR', id),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${base}/issues/${pull.number}`,
    commits_url: `${base}/pulls/${pull.number}/commits`,
    review_comments_url: `${base}/pulls/${pull.number}/comments`,
    review_comment_url: `${base}/pulls/comments{/number}`,
    comments_url: `${base}/issues/${pull.number}/comments`,
    statuses_url: `${base}/statuses/${pull.head.sha}`,
    number: pull.number,
    state: pull.state ?? 'open',
    locked: false,
    title: `Pull request ${pull.number}`,
    user: simpleUser(author),
    body: null,
    labels: [],
    milestone: null,
    active_lock_reason: null,
    created_at: EPOCH,
    updated_at: EPOCH,
    closed_at: null,
    merged_at: null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: pullRequestSide(api, pull.head),
    base: pullRequestSide(api, pull.base),
    _links: {
      self: link(`${base}/pulls/${pull.number}`),
      html: link(html),
      issue: link(`${base}/issues/${pull.number}`),
      comments: link(`${base}/issues/${pull.number}/comments`),
      review_comments: link(`${base}/pulls/${pull.number}/comments`),
      review_comment: link(`${base}/pulls/comments{/number}`),
      commits: link(`${base}/pulls/${pull.number}/commits`),
      statuses: link(`${base}/statuses/${pull.head.sha}`),
    },
    author_association: 'CONTRIBUTOR',
    auto_merge: null,
    draft: false,
  };
  if (simple) return common;
  return {
    ...common,
    merged: false,
    mergeable: true,
    rebaseable: true,
    mergeable_state: 'clean',
    merged_by: null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: 1,
    additions: 10,
    deletions: 2,
    changed_files: 1,
  };
}

/** The commit of a run's head (`simple-commit`). */
function simpleCommit(sha: string, at: string): Json {
  const person = { name: 'Octo Cat', email: 'octocat@example.com' };
  return {
    id: sha,
    tree_id: sha.split('').reverse().join(''),
    message: `commit ${sha.slice(0, 7)}`,
    timestamp: at,
    author: person,
    committer: person,
  };
}

/** A workflow, as `workflow_id` and the run's `path` name it. */
export function workflowId(file: string): number {
  return idOf(`workflow:${file}`) % 100_000_000;
}

/** A workflow run (`workflow-run`). */
export function workflowRun(
  api: string,
  run: {
    id: number;
    run_number: number;
    workflow: string;
    head_sha: string;
    head_branch: string;
    event: string;
    /** Default `completed`. */
    status?: string;
    /** Null while the run is queued or in progress. */
    conclusion: string | null;
    created_at: string;
    head_repository: string;
    repository: string;
    pull_requests?: readonly Json[];
  },
): Json {
  const base = `${api}/repos/${run.repository}/actions/runs/${run.id}`;
  const wid = workflowId(run.workflow);
  return {
    id: run.id,
    name: 'Evals',
    node_id: nodeId('WFR', run.id),
    check_suite_id: run.id + 1,
    check_suite_node_id: nodeId('CS', run.id + 1),
    head_branch: run.head_branch,
    head_sha: run.head_sha,
    path: `.github/workflows/${run.workflow}`,
    display_title: `commit ${run.head_sha.slice(0, 7)}`,
    run_number: run.run_number,
    event: run.event,
    status: run.status ?? 'completed',
    conclusion: run.conclusion,
    workflow_id: wid,
    url: base,
    html_url: `${WEB}/${run.repository}/actions/runs/${run.id}`,
    pull_requests: run.pull_requests ?? [],
    created_at: run.created_at,
    updated_at: run.created_at,
    run_attempt: 1,
    run_started_at: run.created_at,
    actor: simpleUser('octocat'),
    triggering_actor: simpleUser('octocat'),
    jobs_url: `${base}/jobs`,
    logs_url: `${base}/logs`,
    check_suite_url: `${api}/repos/${run.repository}/check-suites/${run.id + 1}`,
    artifacts_url: `${base}/artifacts`,
    cancel_url: `${base}/cancel`,
    rerun_url: `${base}/rerun`,
    previous_attempt_url: null,
    workflow_url: `${api}/repos/${run.repository}/actions/workflows/${wid}`,
    head_commit: simpleCommit(run.head_sha, run.created_at),
    repository: repository(run.repository, api),
    head_repository: repository(run.head_repository, api),
  };
}

/** A run's artifact (`artifact`). */
export function artifact(
  api: string,
  item: { id: number; name: string; expired: boolean; size_in_bytes: number; runId: number },
): Json {
  const base = `${api}/repos/octo/evals/actions/artifacts/${item.id}`;
  const created = new Date(Date.UTC(2026, 0, 1)).toISOString();
  return {
    id: item.id,
    node_id: nodeId('A', item.id),
    name: item.name,
    size_in_bytes: item.size_in_bytes,
    url: base,
    archive_download_url: `${base}/zip`,
    expired: item.expired,
    digest: `sha256:${'0'.repeat(64)}`,
    created_at: created,
    updated_at: created,
    expires_at: new Date(Date.UTC(2026, 3, 1)).toISOString(),
    workflow_run: {
      id: item.runId,
      repository_id: idOf('octo/evals'),
      head_repository_id: idOf('octo/evals'),
      head_branch: 'main',
      head_sha: '0'.repeat(40),
    },
  };
}

/** A commit (`commit`), as compare lists it. */
export function commit(api: string, sha: string, parent: string | undefined): Json {
  const base = `${api}/repos/octo/evals`;
  const person = { name: 'Octo Cat', email: 'octocat@example.com', date: EPOCH };
  return {
    url: `${base}/commits/${sha}`,
    sha,
    node_id: nodeId('C', idOf(sha)),
    html_url: `${WEB}/octo/evals/commit/${sha}`,
    comments_url: `${base}/commits/${sha}/comments`,
    commit: {
      url: `${base}/git/commits/${sha}`,
      author: person,
      committer: person,
      message: `commit ${sha.slice(0, 7)}`,
      comment_count: 0,
      tree: { sha: sha.split('').reverse().join(''), url: `${base}/git/trees/${sha}` },
      verification: {
        verified: false,
        reason: 'unsigned',
        signature: null,
        payload: null,
        verified_at: null,
      },
    },
    author: simpleUser('octocat'),
    committer: simpleUser('octocat'),
    parents:
      parent === undefined
        ? []
        : [
            {
              sha: parent,
              url: `${base}/commits/${parent}`,
              html_url: `${WEB}/octo/evals/commit/${parent}`,
            },
          ],
  };
}

/** A comparison (`commit-comparison`) of `base...head`. */
export function comparison(
  api: string,
  compared: {
    base: string;
    head: string;
    mergeBase: string;
    status: 'ahead' | 'behind' | 'identical' | 'diverged';
    aheadBy: number;
    behindBy: number;
    commits: readonly Json[];
    parentOf: (sha: string) => string | undefined;
  },
): Json {
  const range = `${compared.base}...${compared.head}`;
  return {
    url: `${api}/repos/octo/evals/compare/${range}`,
    html_url: `${WEB}/octo/evals/compare/${range}`,
    permalink_url: `${WEB}/octo/evals/compare/octo:${compared.base.slice(0, 7)}...octo:${compared.head.slice(0, 7)}`,
    diff_url: `${WEB}/octo/evals/compare/${range}.diff`,
    patch_url: `${WEB}/octo/evals/compare/${range}.patch`,
    base_commit: commit(api, compared.base, compared.parentOf(compared.base)),
    merge_base_commit: commit(api, compared.mergeBase, compared.parentOf(compared.mergeBase)),
    status: compared.status,
    ahead_by: compared.aheadBy,
    behind_by: compared.behindBy,
    total_commits: compared.aheadBy,
    commits: compared.commits,
    files: [],
  };
}

/** The GitHub App a check run created with `GITHUB_TOKEN` belongs to (`integration`). */
function actionsApp(): Json {
  return {
    id: 15368,
    slug: 'github-actions',
    node_id: nodeId('App', 15368),
    owner: simpleUser('github', 'Organization'),
    name: 'GitHub Actions',
    description: 'Automate your workflow from idea to production',
    external_url: 'https://help.github.com/en/actions',
    html_url: `${WEB}/apps/github-actions`,
    created_at: '2018-07-30T09:30:17Z',
    updated_at: '2024-04-10T20:33:16Z',
    permissions: { checks: 'write', contents: 'read', metadata: 'read', pull_requests: 'write' },
    events: ['check_run', 'pull_request', 'push'],
  };
}

/** A check run (`check-run`) as `POST /check-runs` answers: the output's counts, not its annotations. */
export function checkRun(
  api: string,
  request: {
    id: number;
    name: string;
    head_sha: string;
    status: string;
    conclusion: string | null;
    output: { title: string; summary: string; text: string | null; annotations: number };
  },
): Json {
  const base = `${api}/repos/octo/evals/check-runs/${request.id}`;
  return {
    id: request.id,
    name: request.name,
    node_id: nodeId('CR', request.id),
    head_sha: request.head_sha,
    external_id: '',
    url: base,
    html_url: `${WEB}/octo/evals/runs/${request.id}`,
    details_url: `${WEB}/octo/evals/runs/${request.id}`,
    status: request.status,
    conclusion: request.conclusion,
    started_at: EPOCH,
    completed_at: request.status === 'completed' ? EPOCH : null,
    output: {
      title: request.output.title,
      summary: request.output.summary,
      text: request.output.text,
      annotations_count: request.output.annotations,
      annotations_url: `${base}/annotations`,
    },
    check_suite: { id: request.id + 1 },
    app: actionsApp(),
    pull_requests: [],
  };
}

/** Test doubles for run(): a recording core, an in-memory GitHub, canned engine outcomes. */
import { writeFileSync } from 'node:fs';
import type { AnnotationOptions, ActionCore } from '../../src/action/core.js';
import type { CompareOutcome, RegressionSummary, Verdict } from '../../src/engine/index.js';
import { renderJson } from '../../src/report/index.js';
import { iv, makeReport } from '../report/helpers.js';
import type {
  ArtifactInfo,
  CheckRunRequest,
  GitHubClient,
  IssueComment,
  LabelEvent,
  RunStatus,
  PullRequestInfo,
  RepoRef,
  TokenIdentity,
  WorkflowRunInfo,
} from '../../src/github/index.js';

export interface Annotation {
  readonly message: string;
  readonly options?: AnnotationOptions;
}

/** Records every call; inputs come from a plain object (missing = ''). */
export class FakeCore implements ActionCore {
  readonly outputs = new Map<string, string>();
  readonly failures: string[] = [];
  readonly secrets: string[] = [];
  readonly debugs: string[] = [];
  readonly infos: string[] = [];
  readonly warnings: Annotation[] = [];
  readonly errors: Annotation[] = [];
  readonly summaries: string[] = [];
  summaryError: Error | undefined;

  constructor(readonly inputs: Readonly<Record<string, string>> = {}) {}

  getInput(name: string): string {
    return (this.inputs[name] ?? '').trim();
  }
  setOutput(name: string, value: string): void {
    this.outputs.set(name, value);
  }
  setFailed(message: string): void {
    this.failures.push(message);
  }
  setSecret(secret: string): void {
    this.secrets.push(secret);
  }
  debug(message: string): void {
    this.debugs.push(message);
  }
  info(message: string): void {
    this.infos.push(message);
  }
  warning(message: string, options?: AnnotationOptions): void {
    this.warnings.push(options === undefined ? { message } : { message, options });
  }
  error(message: string, options?: AnnotationOptions): void {
    this.errors.push(options === undefined ? { message } : { message, options });
  }
  async writeSummary(markdown: string): Promise<void> {
    if (this.summaryError !== undefined) throw this.summaryError;
    this.summaries.push(markdown);
  }
  /** Everything the action printed or annotated, for "no secret leaked" checks. */
  allText(): string {
    return [
      ...this.failures,
      ...this.debugs,
      ...this.infos,
      ...this.warnings.map((w) => w.message),
      ...this.errors.map((e) => e.message),
      ...this.summaries,
      ...this.outputs.values(),
    ].join('\n');
  }
}

/** `github-actions[bot]`, the account `GITHUB_TOKEN` acts as. */
export const GITHUB_ACTIONS = { login: 'github-actions[bot]', type: 'Bot' };

/** A user id for a login: github-actions[bot]'s real one, else one derived from the login. */
export function userId(login: string): number {
  if (login === 'github-actions[bot]') return 41898282;
  let hash = 7;
  for (const ch of login) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 1_000_000_007;
  return hash + 1;
}

/** An HTTP-like error, as octokit's RequestError looks to the action. */
export class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const FORBIDDEN = new FakeHttpError(
  403,
  'Resource not accessible by integration - https://docs.github.com/rest/issues/comments#create-an-issue-comment',
);

type Method = keyof GitHubClient;

/** As GitHub (and test/e2e/fake-github.ts): a comment holds 65,536 characters (code points). */
function refuseLongComment(body: string): void {
  if (Array.from(body).length > 65_536)
    throw new FakeHttpError(
      422,
      'Validation Failed: body is too long (maximum is 65536 characters)',
    );
}

/** In-memory issue comments, with the token's identity and injectable failures. */
export class FakeGitHub implements GitHubClient {
  readonly comments = new Map<number, IssueComment[]>();
  readonly calls: { method: Method; args: unknown[] }[] = [];
  readonly pulls: PullRequestInfo[] = [];
  /** `undefined`: GET /user is refused (an installation token: `viewer` says who it is). */
  login: string | undefined = undefined;
  /**
   * Who an installation token is (GraphQL's `viewer`): `GITHUB_TOKEN`'s bot by default;
   * `undefined` when the API does not say.
   */
  viewer: { login: string; type: string } | undefined = GITHUB_ACTIONS;
  /** The author new comments get when `login` is undefined. */
  author = GITHUB_ACTIONS;
  readonly failNext = new Map<Method, unknown>();
  private nextId = 1000;

  private record(method: Method, ...args: unknown[]): void {
    this.calls.push({ method, args });
    const failure = this.failNext.get(method);
    if (failure !== undefined) {
      this.failNext.delete(method);
      throw failure;
    }
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  /** Adds a comment as someone else (or as us) wrote it. */
  seed(issueNumber: number, body: string, author = this.author): IssueComment {
    const comment: IssueComment = {
      id: this.nextId++,
      body,
      authorLogin: author.login,
      authorId: userId(author.login),
      authorType: author.type,
      url: `https://github.com/o/r/pull/${issueNumber}#issuecomment-${this.nextId - 1}`,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, this.nextId % 60)).toISOString(),
    };
    this.comments.set(issueNumber, [...(this.comments.get(issueNumber) ?? []), comment]);
    return comment;
  }

  closed = false;
  async close(): Promise<void> {
    this.closed = true;
  }
  async identity(): Promise<TokenIdentity | undefined> {
    this.record('identity');
    const who = this.login ?? this.viewer?.login;
    return who === undefined ? undefined : { login: who, id: userId(who) };
  }
  async listIssueComments(repo: RepoRef, issueNumber: number): Promise<IssueComment[]> {
    this.record('listIssueComments', repo, issueNumber);
    return [...(this.comments.get(issueNumber) ?? [])];
  }
  async createIssueComment(
    repo: RepoRef,
    issueNumber: number,
    body: string,
  ): Promise<IssueComment> {
    this.record('createIssueComment', repo, issueNumber, body);
    refuseLongComment(body);
    return this.seed(
      issueNumber,
      body,
      this.login === undefined ? this.author : { login: this.login, type: 'User' },
    );
  }
  async updateIssueComment(repo: RepoRef, commentId: number, body: string): Promise<IssueComment> {
    this.record('updateIssueComment', repo, commentId, body);
    refuseLongComment(body);
    for (const [issue, list] of this.comments) {
      const index = list.findIndex((c) => c.id === commentId);
      const found = list[index];
      if (found !== undefined) {
        const updated = { ...found, body };
        this.comments.set(
          issue,
          list.map((c, i) => (i === index ? updated : c)),
        );
        return updated;
      }
    }
    throw new FakeHttpError(404, 'Not Found');
  }
  async deleteIssueComment(repo: RepoRef, commentId: number): Promise<void> {
    this.record('deleteIssueComment', repo, commentId);
    for (const [issue, list] of this.comments)
      this.comments.set(
        issue,
        list.filter((c) => c.id !== commentId),
      );
  }
  async findOpenPullRequests(
    repo: RepoRef,
    head: { owner: string; branch: string },
  ): Promise<PullRequestInfo[]> {
    this.record('findOpenPullRequests', repo, head);
    return [...this.pulls];
  }
  async getPullRequest(repo: RepoRef, pullNumber: number): Promise<PullRequestInfo> {
    this.record('getPullRequest', repo, pullNumber);
    const found = this.pulls.find((p) => p.number === pullNumber);
    if (!found) throw new FakeHttpError(404, 'Not Found');
    return found;
  }
  /** Workflow runs by workflow file, newest first; artifacts by run id; ancestry for compare. */
  readonly runs = new Map<string, WorkflowRunInfo[]>();
  readonly artifacts = new Map<number, (ArtifactInfo & { zip: Uint8Array })[]>();
  /** `base...head` -> [status, aheadBy, behindBy]. */
  readonly compares = new Map<string, [string, number, number]>();
  async *workflowRuns(
    repo: RepoRef,
    query: { workflow: string; branch: string; headSha?: string },
  ): AsyncIterable<WorkflowRunInfo> {
    this.record('workflowRuns', repo, query);
    for (const run of this.runs.get(query.workflow) ?? [])
      if (query.headSha === undefined || run.headSha === query.headSha) yield run;
  }
  async compareCommits(
    repo: RepoRef,
    base: string,
    head: string,
  ): Promise<{ status: string; aheadBy: number; behindBy: number }> {
    this.record('compareCommits', repo, base, head);
    const [status, aheadBy, behindBy] = this.compares.get(`${base}...${head}`) ?? [
      'diverged',
      1,
      1,
    ];
    return { status, aheadBy, behindBy };
  }
  async listRunArtifacts(repo: RepoRef, runId: number, name: string): Promise<ArtifactInfo[]> {
    this.record('listRunArtifacts', repo, runId, name);
    return (this.artifacts.get(runId) ?? []).filter((a) => a.name === name);
  }
  async downloadArtifact(
    repo: RepoRef,
    artifactId: number,
    target: { file: string; maxBytes: number },
  ): Promise<number> {
    this.record('downloadArtifact', repo, artifactId, target);
    for (const list of this.artifacts.values())
      for (const a of list)
        if (a.id === artifactId) {
          if (a.expired) throw new FakeHttpError(410, 'Artifact has expired');
          if (a.zip.byteLength > target.maxBytes) throw new Error('too big');
          writeFileSync(target.file, a.zip, { flag: 'wx' });
          return a.zip.byteLength;
        }
    throw new FakeHttpError(404, 'Not Found');
  }
  /** Labels (names) and label events by issue number. */
  readonly labels = new Map<number, string[]>();
  readonly labelEvents = new Map<number, LabelEvent[]>();
  async listIssueLabels(repo: RepoRef, issueNumber: number): Promise<string[]> {
    this.record('listIssueLabels', repo, issueNumber);
    return [...(this.labels.get(issueNumber) ?? [])];
  }
  async newestLabelEvent(
    repo: RepoRef,
    issueNumber: number,
    label: string,
  ): Promise<{ event: LabelEvent | undefined; complete: boolean }> {
    this.record('newestLabelEvent', repo, issueNumber, label);
    const event = (this.labelEvents.get(issueNumber) ?? [])
      .filter((e) => e.label.toLowerCase() === label.toLowerCase())
      .at(-1);
    return { event, complete: true };
  }
  /**
   * Runs with a status, by head commit; a run's statuses over successive polls (the last one
   * repeats), by run id.
   */
  readonly runsAt = new Map<string, RunStatus[]>();
  readonly polls = new Map<number, RunStatus[]>();
  rateLimitRemaining: number | null = 4999;
  async runsAtCommit(
    repo: RepoRef,
    query: { workflow: string; branch: string; headSha: string },
  ): Promise<RunStatus[]> {
    this.record('runsAtCommit', repo, query);
    return [...(this.runsAt.get(query.headSha) ?? [])];
  }
  async getRunStatus(
    repo: RepoRef,
    runId: number,
  ): Promise<{ run: RunStatus; rateLimitRemaining: number | null }> {
    this.record('getRunStatus', repo, runId);
    const seq = this.polls.get(runId) ?? [];
    const run = seq.length > 1 ? seq.shift() : seq[0];
    if (run === undefined) throw new FakeHttpError(404, 'Not Found');
    return { run, rateLimitRemaining: this.rateLimitRemaining };
  }
  /** Check runs created, in order. */
  readonly checkRuns: CheckRunRequest[] = [];
  async createCheckRun(repo: RepoRef, run: CheckRunRequest): Promise<{ id: number; url: string }> {
    this.record('createCheckRun', repo, run);
    // As GitHub (and test/e2e/fake-github.ts): the summary is limited in UTF-8 bytes.
    const bytes = Buffer.byteLength(run.summary, 'utf8');
    if (bytes > 65_535)
      throw new FakeHttpError(
        422,
        `Invalid request.\n\nOnly 65535 characters are allowed; ${bytes} were supplied.`,
      );
    this.checkRuns.push(run);
    return {
      id: this.checkRuns.length,
      url: `https://github.com/o/r/runs/${this.checkRuns.length}`,
    };
  }
}

export function regression(
  benchmark: string,
  metric: string,
  baseline: number,
  candidate: number,
): RegressionSummary {
  const delta = candidate - baseline;
  return {
    benchmark,
    metric,
    baseline,
    candidate,
    delta,
    message: `${benchmark} ${metric}: ${baseline.toFixed(3)} -> ${candidate.toFixed(3)} (${delta.toFixed(3)})`,
  };
}

/**
 * A canned engine outcome whose report is a real one (decided and built by the engine's own
 * decision and report layers from intervals around the numbers given), so that `json` is the
 * report serialized, as the engine's always is; numbers change the JSON (and so the digest).
 */
export function outcome(
  verdict: Verdict,
  options: {
    regressions?: RegressionSummary[];
    improvements?: number;
    warnings?: string[];
    markdown?: string;
  } = {},
): CompareOutcome {
  const regressions =
    options.regressions ??
    (verdict === 'regression' ? [regression('aime24', 'pass@4', 0.712, 0.655)] : []);
  // Tight intervals around the numbers: the decision then calls what the verdict says.
  const pairs =
    regressions.length > 0
      ? regressions.map((r) => ({
          name: r.benchmark,
          metric: r.metric,
          b: r.baseline,
          c: r.candidate,
        }))
      : [
          {
            name: 'aime24',
            metric: 'pass@4',
            b: 0.7,
            c: verdict === 'improvement' ? 0.8 : verdict === 'regression' ? 0.6 : 0.7,
          },
        ];
  const report = makeReport(
    pairs.map((p) => ({
      name: p.name,
      metrics: [{ metric: p.metric, baseline: iv(p.b, 0.005), candidate: iv(p.c, 0.005) }],
    })),
  );
  if (report.verdict !== verdict)
    throw new Error(`fake outcome: the numbers give ${report.verdict}, not ${verdict}`);
  return {
    verdict,
    regressions,
    improvements: options.improvements ?? 0,
    json: renderJson(report),
    report,
    comment: `## scorio eval: ${verdict}\n\n${regressions.map((r) => `- ${r.message}`).join('\n')}`,
    markdown: options.markdown ?? `# scorio eval report\n\nverdict: **${verdict}**\n`,
    warnings: options.warnings ?? [],
  };
}

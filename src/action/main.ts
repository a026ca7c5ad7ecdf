/**
 * The action's entry point: inputs -> engine -> GitHub.
 *
 * `run()` reads the inputs, optionally copies the baseline out of git (`baseline-ref`), runs the
 * comparison engine, writes the reports and the outputs, annotates regressions, posts or updates
 * the sticky PR comment, writes the job summary, and fails the step on a credible regression.
 * With the `candidates` input it runs in rank mode instead: the leaderboard engine ranks the
 * models, the leaderboard is the comment and the summary, and the verdict is against the
 * optional baseline model. The GitHub API never decides the verdict: a failed comment is a warning.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  compare,
  rank,
  type CompareOutcome,
  type CompareRequest,
  type RankOutcome,
  type RankRequest,
} from '../engine/index.js';
import { ConfigError, ScorioError, showValue } from '../errors.js';
import {
  createGitHubClient,
  isHttpError,
  isPermissionError,
  type GitHubClient,
  type GitHubClientOptions,
  type RepoRef,
} from '../github/client.js';
import { upsertStickyComment } from '../github/sticky-comment.js';
import { baselinePatternsFromConfig, materializeBaseline } from './baseline-ref.js';
import { actionsCore, type ActionCore } from './core.js';
import { outcomeDigest, rankDigest } from './digest.js';
import {
  lookUpPullRequest,
  pullRequestFromPayload,
  readRepository,
  readRunEvent,
  type PullRequestRef,
  type RunEvent,
} from './event.js';
import { systemGit, type GitRunner } from './git.js';
import { DEFAULT_CONFIG, readInputs, type ActionInputs } from './inputs.js';

/** Everything `run()` talks to; tests replace any of them. */
export interface RunDependencies {
  readonly core: ActionCore;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly compare: (request: CompareRequest) => Promise<CompareOutcome>;
  /** The leaderboard engine (rank mode: the `candidates` input). */
  readonly rank: (request: RankRequest) => Promise<RankOutcome>;
  readonly createClient: (options: GitHubClientOptions) => GitHubClient;
  readonly git: GitRunner;
}

/** GitHub shows at most this many error (and warning) annotations per step. */
export const MAX_ANNOTATIONS = 10;
/** Engine warnings shown as annotations; the rest go to the log. */
export const MAX_WARNING_ANNOTATIONS = 5;
/** A job summary may hold at most 1 MiB per step. */
export const MAX_SUMMARY_BYTES = 1024 * 1024;

/**
 * Runs the action. With no argument it uses the real runner (`@actions/core`, `process.env`),
 * engine, GitHub API and git. Never throws: every failure ends in `setFailed`.
 */
export async function run(dependencies: Partial<RunDependencies> = {}): Promise<void> {
  const deps: RunDependencies = {
    core: actionsCore,
    env: process.env,
    compare,
    rank,
    createClient: createGitHubClient,
    git: systemGit,
    ...dependencies,
  };
  const temporary: string[] = [];
  try {
    await gate(deps, temporary);
  } catch (error) {
    if (error instanceof ScorioError) deps.core.setFailed(error.message);
    else {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof Error && error.stack !== undefined) deps.core.debug(error.stack);
      deps.core.setFailed(`scorio eval-action failed unexpectedly: ${message}`);
    }
  } finally {
    for (const dir of temporary)
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

async function gate(deps: RunDependencies, temporary: string[]): Promise<void> {
  const { core, env } = deps;
  const inputs = readInputs((name) => deps.core.getInput(name), env);
  if (inputs.githubToken !== '') core.setSecret(inputs.githubToken);
  const cwd = env['GITHUB_WORKSPACE'] || process.cwd();
  const tempBase = env['RUNNER_TEMP'] || tmpdir();
  const event = readRunEvent(env);
  const github = lazyGitHub(deps, inputs);

  const pr = await findPullRequest(deps, inputs, event, github);

  const configPath = resolve(cwd, inputs.config);
  const configExists = existsSync(configPath) && statSync(configPath).isFile();
  if (!configExists && inputs.config !== DEFAULT_CONFIG)
    throw new ConfigError(
      `input "config": ${showValue(inputs.config)} does not exist (relative to the workspace ${cwd})`,
      'input "config"',
    );
  if (inputs.candidates !== undefined)
    return rankGate(
      deps,
      inputs,
      { cwd, tempBase, event, github, pr, configPath, configExists },
      temporary,
    );
  if (!configExists && (inputs.baseline === undefined || inputs.candidate === undefined))
    throw new ConfigError(
      `nothing to compare: set the inputs "baseline" and "candidate", or commit a config file at ${DEFAULT_CONFIG} (input "config")`,
      'input "baseline"',
    );

  let baselineRoot: string | undefined;
  if (inputs.baselineRef !== undefined) {
    const patterns =
      inputs.baseline !== undefined
        ? [inputs.baseline]
        : baselinePatternsFromConfig(readFileSync(configPath, 'utf8'), inputs.config);
    if (patterns.length === 0)
      throw new ConfigError(
        `input "baseline-ref": no baseline path to read at that ref: set the input "baseline" or \`baseline:\` in ${inputs.config}`,
        'input "baseline-ref"',
      );
    baselineRoot = await checkoutBaseline(
      deps,
      { cwd, tempBase, event, pr, baselineRef: inputs.baselineRef },
      patterns,
      temporary,
    );
  }

  const outcome = await deps.compare({
    ...(configExists ? { configFile: configPath } : {}),
    overrides: overridesOf(inputs),
    // Errors about overrides name the input (`input "confidence"`), not a CLI flag.
    overrideSource: 'input',
    cwd,
    ...(baselineRoot !== undefined ? { baselineRoot } : {}),
  });

  const { json: reportJson, markdown: reportMarkdown } = await writeReports(
    core,
    tempBase,
    { json: 'report.json', markdown: 'report.md' },
    outcome,
  );
  core.setOutput('verdict', outcome.verdict);
  core.setOutput('regressions', String(outcome.regressions.length));
  core.setOutput('improvements', String(outcome.improvements));
  core.setOutput('report-json', reportJson);
  core.setOutput('report-markdown', reportMarkdown);
  // Rank-mode outputs, empty in compare mode.
  core.setOutput('leader', '');
  core.setOutput('top-group', '');
  core.info(
    `verdict: ${outcome.verdict} (${plural(outcome.regressions.length, 'credible regression')}, ` +
      `${plural(outcome.improvements, 'improvement')}); reports: ${reportJson}, ${reportMarkdown}`,
  );

  const failing = inputs.failOnRegression && outcome.verdict === 'regression';
  reportWarnings(core, outcome.warnings);
  annotateRegressions(core, outcome, failing ? MAX_ANNOTATIONS - 1 : MAX_ANNOTATIONS);

  const commentProblem = await postComment(deps, inputs, event, pr, github, {
    body: outcome.comment,
    digest: outcomeDigest(outcome),
    regression: outcome.verdict === 'regression',
  });
  if (inputs.summary) await writeSummary(core, outcome.markdown, commentProblem);

  if (failing) core.setFailed(failureLine(outcome));
  else if (outcome.verdict === 'regression')
    core.info('fail-on-regression is false: the step passes despite the regression');
}

/** The job summary: the report, cut at 1 MiB, and a note when the comment failed. */
async function writeSummary(
  core: ActionCore,
  markdown: string,
  commentProblem: string | undefined,
): Promise<void> {
  // The note about the comment goes after the report and survives the 1 MiB cut.
  const note =
    commentProblem === undefined
      ? ''
      : `\n\n> [!WARNING]\n> ${commentProblem.split('\n')[0] ?? ''}\n`;
  const room = MAX_SUMMARY_BYTES - Buffer.byteLength(note, 'utf8');
  try {
    await core.writeSummary(capUtf8(markdown, room) + note);
  } catch (error) {
    core.warning(`could not write the job summary: ${errorMessage(error)}`);
  }
}

/** What `gate` found before the engine runs, shared with rank mode. */
interface GateContext {
  readonly cwd: string;
  readonly tempBase: string;
  readonly event: RunEvent;
  readonly github: LazyGitHub;
  readonly pr: PullRequestRef | undefined;
  readonly configPath: string;
  readonly configExists: boolean;
}

/**
 * `baseline-ref`: copies the files matching `patterns` as they are at the revision into a new
 * temporary directory (removed at the end of the run) and returns it, to be read as the baseline.
 */
async function checkoutBaseline(
  deps: RunDependencies,
  context: Pick<GateContext, 'cwd' | 'tempBase' | 'event' | 'pr'> & { baselineRef: string },
  patterns: readonly string[],
  temporary: string[],
): Promise<string> {
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
  return root;
}

/**
 * Rank mode (`candidates`): ranks the models (and the `baseline` model, when given), posts the
 * leaderboard as the sticky comment, writes the summary and the outputs (`leader`, `top-group`),
 * and fails on `regression` (every candidate credibly below the baseline) when
 * `fail-on-regression` is true. The config file, when it exists, gives only its top-level settings.
 */
async function rankGate(
  deps: RunDependencies,
  inputs: ActionInputs,
  context: GateContext,
  temporary: string[],
): Promise<void> {
  const { core } = deps;
  const { cwd, tempBase, event, github, pr } = context;
  const candidates = inputs.candidates ?? [];
  const baseline = inputs.rankBaseline;

  let baselineRoot: string | undefined;
  if (inputs.baselineRef !== undefined) {
    if (baseline === undefined)
      throw new ConfigError(
        'input "baseline-ref": no baseline to read at that ref: with input "candidates", set input "baseline" (name=path) to the model to read at that revision',
        'input "baseline-ref"',
      );
    baselineRoot = await checkoutBaseline(
      deps,
      { cwd, tempBase, event, pr, baselineRef: inputs.baselineRef },
      [...baseline.paths],
      temporary,
    );
  }

  const outcome = await deps.rank({
    models: candidates,
    ...(baseline !== undefined ? { baseline } : {}),
    ...(inputs.format !== undefined ? { format: inputs.format } : {}),
    ...(inputs.metrics !== undefined ? { metrics: inputs.metrics } : {}),
    ...(inputs.weights !== undefined ? { weights: inputs.weights } : {}),
    ...(inputs.confidence !== undefined ? { confidence: inputs.confidence } : {}),
    ...(inputs.rule !== undefined ? { rule: inputs.rule } : {}),
    ...(inputs.allowOutsideWorkspace ? { allowOutsideWorkspace: true } : {}),
    ...(context.configExists ? { configFile: context.configPath } : {}),
    overrideSource: 'input',
    cwd,
    ...(baselineRoot !== undefined ? { baselineRoot } : {}),
  });

  const { json: reportJson, markdown: reportMarkdown } = await writeReports(
    core,
    tempBase,
    { json: 'leaderboard.json', markdown: 'leaderboard.md' },
    outcome,
  );
  const versus = outcome.versusBaseline;
  core.setOutput('verdict', outcome.verdict);
  core.setOutput('regressions', String(versus?.below.length ?? 0));
  core.setOutput('improvements', String(versus?.above.length ?? 0));
  core.setOutput('report-json', reportJson);
  core.setOutput('report-markdown', reportMarkdown);
  core.setOutput('leader', outcome.leader ?? '');
  core.setOutput('top-group', outcome.topGroup.join(','));
  core.info(
    `leaderboard of ${plural(outcome.models.length, 'model')}: ${
      outcome.leader !== null
        ? `${showValue(outcome.leader)} is credibly first`
        : `no credible leader (top group: ${outcome.topGroup.join(', ')})`
    }; verdict: ${outcome.verdict}${versus ? '' : ' (no baseline)'}; reports: ${reportJson}, ${reportMarkdown}`,
  );
  if (versus !== null) core.info(outcome.verdictLine);

  const failing = inputs.failOnRegression && outcome.verdict === 'regression';
  reportWarnings(core, outcome.warnings);
  if (outcome.verdict === 'regression' && !failing)
    core.warning(oneLine(outcome.verdictLine), { title: 'scorio: credible regression' });

  const commentProblem = await postComment(deps, inputs, event, pr, github, {
    body: outcome.comment,
    digest: rankDigest(outcome),
    regression: outcome.verdict === 'regression',
  });
  if (inputs.summary) await writeSummary(core, outcome.markdown, commentProblem);

  if (failing) core.setFailed(`${oneLine(outcome.verdictLine)} (see the job summary)`);
  else if (outcome.verdict === 'regression')
    core.info('fail-on-regression is false: the step passes despite the regression');
}

/**
 * Writes the report files to a new directory under `tempBase` (RUNNER_TEMP). A full disk or an
 * unwritable RUNNER_TEMP is a warning: the verdict, the other outputs, the job summary and the exit
 * status never depend on these files. Returns their paths, or '' when they could not be written.
 */
async function writeReports(
  core: ActionCore,
  tempBase: string,
  names: { readonly json: string; readonly markdown: string },
  outcome: { readonly json: string; readonly markdown: string },
): Promise<{ json: string; markdown: string }> {
  try {
    const dir = await mkdtemp(join(tempBase, 'scorio-eval-report-'));
    const json = join(dir, names.json);
    const markdown = join(dir, names.markdown);
    await writeFile(json, outcome.json);
    await writeFile(markdown, outcome.markdown);
    return { json, markdown };
  } catch (error) {
    core.warning(
      `could not write the report files under ${tempBase} (${errorMessage(error)}): the outputs ` +
        'report-json and report-markdown are empty. The verdict, the job summary and the exit status are not affected.',
    );
    return { json: '', markdown: '' };
  }
}

/** The GitHub client and repository, created on first use (no API call when none is needed). */
interface LazyGitHub {
  readonly token: boolean;
  client(): GitHubClient;
  repo(): RepoRef;
}

function lazyGitHub(deps: RunDependencies, inputs: ActionInputs): LazyGitHub {
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

/** `SCORIO_GITHUB_RETRY_BASE_MS`: the API backoff unit (tests set it to a few ms). */
function retryBase(env: RunDependencies['env']): { retryBaseMs?: number } {
  const value = Number(env['SCORIO_GITHUB_RETRY_BASE_MS']);
  return env['SCORIO_GITHUB_RETRY_BASE_MS'] && Number.isFinite(value) && value >= 0
    ? { retryBaseMs: value }
    : {};
}

async function findPullRequest(
  deps: RunDependencies,
  inputs: ActionInputs,
  event: RunEvent,
  github: LazyGitHub,
): Promise<PullRequestRef | undefined> {
  const found = pullRequestFromPayload(event);
  if (found.kind === 'pull-request') return found.pullRequest;
  if (found.kind === 'none') return undefined;
  const needed = inputs.comment !== 'never' || inputs.baselineRef === 'base';
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

function baselineRevision(
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

function overridesOf(inputs: ActionInputs): NonNullable<CompareRequest['overrides']> {
  return {
    ...(inputs.baseline !== undefined ? { baseline: inputs.baseline } : {}),
    ...(inputs.candidate !== undefined ? { candidate: inputs.candidate } : {}),
    ...(inputs.format !== undefined ? { format: inputs.format } : {}),
    ...(inputs.metrics !== undefined ? { metrics: inputs.metrics } : {}),
    ...(inputs.weights !== undefined ? { weights: inputs.weights } : {}),
    ...(inputs.confidence !== undefined ? { confidence: inputs.confidence } : {}),
    ...(inputs.rule !== undefined ? { rule: inputs.rule } : {}),
    ...(inputs.margin !== undefined ? { margin: inputs.margin } : {}),
    // Only `true` is passed: `false` (the default) leaves the config file's setting in force.
    ...(inputs.allowOutsideWorkspace ? { allowOutsideWorkspace: true } : {}),
  };
}

/**
 * Posts or updates the sticky comment. Returns the problem (for the job summary) when GitHub
 * refused or failed; sets the `comment-url` output either way.
 */
async function postComment(
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
  'https://github.com/scorio/eval-action#4-fork-pull-requests-two-workflows-with-workflow_run';

/** The permissions a job needs to post the comment, as a block to paste. */
export const PERMISSIONS_BLOCK = [
  'permissions:',
  '  contents: read',
  '  pull-requests: write',
  '  issues: write',
].join('\n');

/**
 * The warning for a comment GitHub refused or failed to take. A 403 names the permissions block
 * and the fork workaround; anything else says the API failed after retries.
 */
export function commentFailureMessage(error: unknown, prNumber: number): string {
  const unaffected =
    'The verdict, the outputs, the job summary and the exit status are not affected.';
  if (isPermissionError(error)) {
    const answer = isHttpError(error) ? error.message.split(' - ')[0] : '';
    return [
      `Could not post the comment on pull request #${prNumber}: GitHub answered 403 "${answer}": ` +
        `the token may not write comments here. ${unaffected}`,
      'Give the job these permissions (in the workflow or the job):',
      '',
      PERMISSIONS_BLOCK,
      '',
      'Pull requests from forks always get a read-only token, whatever the workflow asks: post the ' +
        'comment from a second workflow triggered by `workflow_run` (see "Fork pull requests" in ' +
        `${DOCS_URL}).`,
    ].join('\n');
  }
  const cause = isHttpError(error)
    ? `HTTP ${error.status}: ${error.message}), after retries`
    : `${errorMessage(error)})`;
  return `Could not post the comment on pull request #${prNumber} (${cause}. ${unaffected}`;
}

function reportWarnings(core: ActionCore, warnings: readonly string[]): void {
  warnings.forEach((warning, index) => {
    if (index < MAX_WARNING_ANNOTATIONS - 1 || warnings.length <= MAX_WARNING_ANNOTATIONS)
      core.warning(warning);
    else core.info(`warning: ${warning}`);
  });
  if (warnings.length > MAX_WARNING_ANNOTATIONS)
    core.warning(
      `${plural(warnings.length - (MAX_WARNING_ANNOTATIONS - 1), 'more warning')} in the log and the report`,
    );
}

function annotateRegressions(core: ActionCore, outcome: CompareOutcome, slots: number): void {
  const regressions = outcome.regressions;
  const title = 'scorio: credible regression';
  if (regressions.length <= slots) {
    for (const regression of regressions) core.error(oneLine(regression.message), { title });
    return;
  }
  for (const regression of regressions.slice(0, slots - 1))
    core.error(oneLine(regression.message), { title });
  const rest = regressions.slice(slots - 1);
  core.error(
    `${plural(rest.length, 'more credible regression')}: ` +
      rest.map((r) => `${r.benchmark} ${r.metric}`).join(', ') +
      ' (details in the job summary)',
    { title },
  );
}

/** The one-line reason the step fails. */
export function failureLine(outcome: CompareOutcome): string {
  const shown = outcome.regressions.slice(0, 3).map((r) => oneLine(r.message));
  const more = outcome.regressions.length - shown.length;
  const count = Math.max(outcome.regressions.length, 1);
  let line = `Credible regression in ${plural(count, 'gated metric')}`;
  if (shown.length > 0) line += `: ${shown.join('; ')}`;
  if (more > 0) line += `; and ${more} more`;
  return `${line} (see the job summary)`;
}

/**
 * Cuts `text` to at most `maxBytes` UTF-8 bytes at a line break, with a note saying so.
 *
 * Example: a 2 MiB report becomes just under 1 MiB ending in the note.
 */
export function capUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  const note =
    '\n\n_The report was cut here: it exceeds the 1 MiB job summary limit; see the report-markdown output._\n';
  const budget = maxBytes - Buffer.byteLength(note, 'utf8');
  // Decoding a cut buffer drops a partial trailing character (replaced, then trimmed below).
  let head = Buffer.from(text, 'utf8').subarray(0, budget).toString('utf8');
  head = head.replace(/\uFFFD+$/, '');
  while (Buffer.byteLength(head, 'utf8') > budget) head = head.slice(0, -1);
  const cut = head.lastIndexOf('\n');
  return (cut > 0 ? head.slice(0, cut) : head) + note;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

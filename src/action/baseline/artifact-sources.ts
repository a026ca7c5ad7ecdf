/**
 * The action's side of `baseline-artifact`, `candidate-artifact` and `history`: which workflow
 * and branch to search, the search itself (artifact-baseline.ts), the unpacked folders, and the
 * provenance the report shows. Links are built from the runner's environment and validated ids.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import picomatch from 'picomatch';
import type { HistoryPoint } from '../../engine/index.js';
import { ConfigError, grouped, showValue } from '../../errors.js';
import {
  DEFAULT_MAX_UNZIPPED_BYTES,
  type ReadBudget,
  UnzipLimitError,
} from '../../readers/index.js';
import type { SourceProvenance } from '../../report/index.js';
import { excerptList } from '../../errors.js';
import {
  type BaselineQuery,
  type BaselineRun,
  artifactApiError,
  earlierRuns,
  findBaselineRun,
  unpackArtifact,
} from './artifact-baseline.js';
import type { LazyGitHub, RunDependencies } from '../context.js';
import type { PullRequestRef, RunEvent } from '../event.js';
import type { ActionInputs } from '../inputs/index.js';
import { commitSource, repositoryUrl } from './provenance.js';
import { waitFallbackText, waitForBaseRun, waitSecondMs } from './wait-baseline.js';

type Env = RunDependencies['env'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The workflow whose runs upload the baseline: the input `baseline-workflow`; on `workflow_run`
 * the triggering workflow (the one that evaluated); else this run's own (GITHUB_WORKFLOW_REF).
 */
export function baselineWorkflow(inputs: ActionInputs, event: RunEvent, env: Env): string {
  if (inputs.baselineWorkflow !== undefined) return inputs.baselineWorkflow;
  const run = event.payload['workflow_run'];
  if (event.name === 'workflow_run' && isRecord(run) && typeof run['path'] === 'string') {
    const file = /([^/]+\.ya?ml)$/.exec(run['path'])?.[1];
    if (file !== undefined) return file;
  }
  const ref = env['GITHUB_WORKFLOW_REF'] ?? '';
  const file = /\/\.github\/workflows\/([^/@]+\.ya?ml)@/.exec(ref)?.[1];
  if (file !== undefined) return file;
  throw new ConfigError(
    'input "baseline-artifact": cannot tell which workflow uploads the baseline (GITHUB_WORKFLOW_REF is not set): set the input "baseline-workflow" (e.g. `eval.yml`)',
    'input "baseline-workflow"',
  );
}

/** The branch whose runs count: `baseline-branch`, the pull request's base, the default branch. */
export function baselineBranch(
  inputs: ActionInputs,
  event: RunEvent,
  pr: PullRequestRef | undefined,
): string {
  if (inputs.baselineBranch !== undefined) return inputs.baselineBranch;
  if (pr?.baseRef !== undefined) return pr.baseRef;
  const repository = event.payload['repository'];
  const fallback = isRecord(repository) ? repository['default_branch'] : undefined;
  if (typeof fallback === 'string' && /^[A-Za-z0-9_./-]+$/.test(fallback)) return fallback;
  throw new ConfigError(
    `input "baseline-artifact": this ${event.name || 'unknown'} event names no base branch: set the input "baseline-branch" (e.g. \`main\`)`,
    'input "baseline-branch"',
  );
}

/** The baseline found in an artifact, ready for the engine. */
export interface ArtifactBaseline {
  readonly kind: 'found';
  readonly root: string;
  readonly source: SourceProvenance;
  readonly history: readonly HistoryPoint[];
}

/** No baseline: why, and where it was looked for (for the comment). */
export interface MissingBaseline {
  readonly kind: 'missing';
  readonly reason: string;
  readonly artifact: string;
  readonly workflow: string;
  readonly branch: string;
}

function runUrl(env: Env, id: number): string | null {
  const repo = repositoryUrl(env);
  return repo !== undefined && Number.isSafeInteger(id) ? `${repo}/actions/runs/${id}` : null;
}

function ageInDays(createdAt: string, now: Date): number | null {
  const at = Date.parse(createdAt);
  return Number.isFinite(at) ? Math.max(0, (now.getTime() - at) / 86_400_000) : null;
}

/** The provenance of a run's artifact. */
function artifactSource(
  env: Env,
  found: BaselineRun,
  details: { artifact: string; branch?: string; now: Date },
): SourceProvenance {
  return {
    kind: 'artifact',
    artifact: details.artifact,
    ...(details.branch !== undefined ? { ref: details.branch } : {}),
    ...commitSource(found.run.headSha, env),
    run: {
      number: found.run.runNumber,
      url: runUrl(env, found.run.id),
      createdAt: found.run.createdAt,
    },
    ageDays: ageInDays(found.run.createdAt, details.now),
  };
}

/**
 * The baseline from the base branch's runs: the search, the download, the unpacked folder, the
 * check that every baseline path matches a file in it, and `history` earlier runs for the trend.
 */
export async function artifactBaseline(
  deps: RunDependencies,
  inputs: ActionInputs,
  context: {
    readonly event: RunEvent;
    readonly pr: PullRequestRef | undefined;
    readonly github: LazyGitHub;
    readonly tempBase: string;
    readonly temporary: string[];
    readonly artifact: string;
    /** The baseline paths and globs (input or config), checked against the artifact. */
    readonly patterns: readonly string[];
    readonly now: Date;
    /** The run's read budget (input max-read-bytes): unpacking counts against it. */
    readonly readBudget: ReadBudget;
  },
): Promise<ArtifactBaseline | MissingBaseline> {
  const { core, env } = deps;
  const { event, pr, github, artifact } = context;
  const workflow = baselineWorkflow(inputs, event, env);
  const branch = baselineBranch(inputs, event, pr);
  if (!github.token)
    throw new ConfigError(
      'input "baseline-artifact": input "github-token" is empty; the artifact is read through the GitHub API',
      'input "github-token"',
    );
  const client = github.client();
  const repo = github.repo();
  const runId = Number(env['GITHUB_RUN_ID']);
  const query: BaselineQuery = {
    workflow,
    branch,
    artifact,
    ...(pr?.baseSha !== undefined ? { baseSha: pr.baseSha } : {}),
    ...(Number.isSafeInteger(runId) && runId > 0 ? { excludeRunId: runId } : {}),
  };
  // wait-for-baseline: the run at the base commit, if it is still queued or running.
  const baseRun =
    inputs.waitForBaselineSeconds > 0 && query.baseSha !== undefined
      ? await waitForBaseRun(
          client,
          repo,
          { ...query, baseSha: query.baseSha },
          {
            limitSeconds: inputs.waitForBaselineSeconds,
            secondMs: waitSecondMs(env),
            runUrl: (id) => runUrl(env, id),
            log: (message) => core.info(message),
          },
        )
      : undefined;
  const search = await findBaselineRun(client, repo, query);
  for (const note of search.notes) core.info(`baseline-artifact: ${note}`);
  if (search.found === undefined) {
    const waitNote = baseRun !== undefined ? waitFallbackText(baseRun) : undefined;
    const reason = waitNote !== undefined ? `${search.reason}; ${waitNote}` : search.reason;
    return { kind: 'missing', reason, artifact, workflow, branch };
  }

  const found = search.found;
  const label = `artifact ${showValue(artifact)} of run #${found.run.runNumber}`;
  const unpacked = await unpackArtifact(client, repo, found.artifact, {
    tempBase: context.tempBase,
    temporary: context.temporary,
    label,
    limits: { ...policyLimits(inputs), readBudget: context.readBudget },
    query,
  });
  const where =
    found.behindBase === 0
      ? `at the base commit ${found.run.headSha.slice(0, 12)}`
      : found.behindBase !== null
        ? `at ${found.run.headSha.slice(0, 12)}, ${found.behindBase} commit(s) behind the base ${query.baseSha?.slice(0, 12) ?? ''}`
        : `at ${found.run.headSha.slice(0, 12)} (the newest run on ${branch})`;
  core.info(
    `baseline: ${label} of ${workflow} on ${branch}, ${where}: ${unpacked.files.length} file(s)`,
  );
  checkPatterns(context.patterns, unpacked.files, label);

  const source: SourceProvenance = {
    ...artifactSource(env, found, { artifact, branch, now: context.now }),
    behindBase: found.behindBase,
    baseCommit: query.baseSha ?? null,
    maxAgeDays: inputs.maxBaselineAgeDays ?? null,
    ...(baseRun !== undefined ? { baseRun } : {}),
  };
  if (
    inputs.maxBaselineAgeDays !== undefined &&
    typeof source.ageDays === 'number' &&
    source.ageDays > inputs.maxBaselineAgeDays
  )
    core.warning(
      `the baseline (${label}, ${found.run.headSha.slice(0, 12)}) is ${source.ageDays.toFixed(1)} days old, older than max-baseline-age (${inputs.maxBaselineAgeDays} days): run ${workflow} on ${branch} to refresh it`,
      { title: 'scorio: old baseline' },
    );

  const history = await historyPoints(deps, inputs, {
    ...context,
    query,
    found,
    root: unpacked.root,
    used: unpacked.bytes,
    readBudget: context.readBudget,
  });
  return { kind: 'found', root: unpacked.root, source, history };
}

function policyLimits(inputs: ActionInputs): { maxUnzippedBytes?: number } {
  return inputs.maxUnzippedBytes !== undefined ? { maxUnzippedBytes: inputs.maxUnzippedBytes } : {};
}

/** Every baseline path must match a file of the artifact; else say what it holds. */
function checkPatterns(patterns: readonly string[], files: readonly string[], label: string): void {
  for (const pattern of patterns) {
    let text = pattern.trim().replaceAll('\\', '/');
    while (text.startsWith('./')) text = text.slice(2);
    const matches = picomatch(text, { dot: true });
    if (files.some((file) => matches(file))) continue;
    // A folder (every task in it is discovered): the artifact's root, or a folder it holds.
    const folder = text.replace(/\/+$/, '');
    if (folder === '' || folder === '.') {
      if (files.length > 0) continue;
    } else if (files.some((file) => file.startsWith(`${folder}/`))) continue;
    throw new ConfigError(
      `${label} holds no file matching the baseline path ${showValue(pattern)}; it holds ${files.length === 0 ? 'no files' : excerptList(files)}. ` +
        'Baseline paths resolve inside the artifact, and upload-artifact stores paths relative to the folder it uploads (`path: results/` stores results/a.csv as a.csv)',
      'baseline',
    );
  }
}

/** The trend's points, oldest first: up to `history - 1` earlier runs, then the baseline. */
async function historyPoints(
  deps: RunDependencies,
  inputs: ActionInputs,
  context: {
    readonly github: LazyGitHub;
    readonly tempBase: string;
    readonly temporary: string[];
    readonly query: BaselineQuery;
    readonly found: BaselineRun;
    readonly root: string;
    readonly used: number;
    readonly readBudget: ReadBudget;
  },
): Promise<HistoryPoint[]> {
  if (inputs.history <= 1) return [];
  const { found, query } = context;
  const client = context.github.client();
  const repo = context.github.repo();
  const earlier = await earlierRuns(client, repo, query, found.run, inputs.history - 1);
  // One limit for the baseline and every earlier artifact together (input max-unzipped-bytes,
  // default 1 GiB whether or not the input is set): the trend may not unpack more than the
  // baseline may. And every byte counts in the run's read budget, like any other read.
  const limit = inputs.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED_BYTES;
  let left = limit - context.used;
  const over = (label: string) =>
    `history: ${label} left out of the trend: it would unpack to more than the ${grouped(Math.max(0, left))} bytes left of the ${grouped(limit)} bytes the baseline and the earlier artifacts may unpack to together (input "max-unzipped-bytes")`;
  const points: HistoryPoint[] = [];
  for (const run of earlier) {
    const label = `artifact ${showValue(query.artifact)} of run #${run.run.runNumber}`;
    if (left <= 0 || run.artifact.sizeInBytes > left) {
      deps.core.warning(over(label));
      continue;
    }
    try {
      const unpacked = await unpackArtifact(client, repo, run.artifact, {
        tempBase: context.tempBase,
        temporary: context.temporary,
        label,
        limits: { maxUnzippedBytes: left, readBudget: context.readBudget },
        query,
      });
      left -= unpacked.bytes;
      points.push({
        label: `#${run.run.runNumber}`,
        root: unpacked.root,
        commit: run.run.headSha,
      });
    } catch (error) {
      // Over the read budget: the run stops, as for any other read.
      if (error instanceof ConfigError && error.path === context.readBudget.setting) throw error;
      if (error instanceof UnzipLimitError) deps.core.warning(over(label));
      else
        deps.core.warning(
          `history: ${label} left out of the trend (${error instanceof Error ? error.message : String(error)})`,
        );
    }
  }
  deps.core.info(`history: the baseline and ${points.length} earlier run(s) make the trend`);
  return [
    ...points.reverse(),
    { label: `#${found.run.runNumber}`, root: context.root, commit: found.run.headSha },
  ];
}

/** The candidate's files from the triggering run (`candidate-artifact`, on `workflow_run`). */
export interface ArtifactCandidate {
  readonly root: string;
  readonly source: SourceProvenance;
  /** A pull request number the artifact carries (`pull-request-number.txt`), unverified. */
  readonly pullRequestNumber?: number;
}

/** Names the pull request number may have at the artifact's root. */
const NUMBER_FILES = ['pull-request-number.txt', 'pull-request-number'];

/**
 * `candidate-artifact`: downloads and unpacks the artifact of the triggering `workflow_run`.
 * Everything in it is the pull request author's: it is unpacked under the limits, read like any
 * result file, and a pull request number in it is only a claim (verified before posting).
 */
export async function artifactCandidate(
  deps: RunDependencies,
  inputs: ActionInputs & { readonly candidateArtifact: string },
  context: {
    readonly event: RunEvent;
    readonly github: LazyGitHub;
    readonly tempBase: string;
    readonly temporary: string[];
    readonly now: Date;
    /** The run's read budget (input max-read-bytes): unpacking counts against it. */
    readonly readBudget: ReadBudget;
  },
): Promise<ArtifactCandidate> {
  const { event, github } = context;
  const name = inputs.candidateArtifact;
  const run = event.payload['workflow_run'];
  const id = isRecord(run) ? run['id'] : undefined;
  if (event.name !== 'workflow_run' || typeof id !== 'number' || !Number.isSafeInteger(id))
    throw new ConfigError(
      `input "candidate-artifact": ${showValue(name)} is read from the run that triggered a workflow_run event, but this is a ${event.name || 'unknown'} event; on pull_request, read the candidate from the workspace (input "candidate")`,
      'input "candidate-artifact"',
    );
  if (!github.token)
    throw new ConfigError(
      'input "candidate-artifact": input "github-token" is empty; the artifact is read through the GitHub API',
      'input "github-token"',
    );
  const record = run as Record<string, unknown>;
  const runNumber = typeof record['run_number'] === 'number' ? record['run_number'] : id;
  const headSha = typeof record['head_sha'] === 'string' ? record['head_sha'] : '';
  const query = { workflow: 'the triggering workflow', artifact: name, branch: '' };
  const client = github.client();
  const repo = github.repo();
  let artifacts;
  try {
    artifacts = await client.listRunArtifacts(repo, id, name);
  } catch (error) {
    throw artifactApiError(error, `list the artifacts of the triggering run #${runNumber}`, query);
  }
  const artifact = artifacts.find((a) => a.name === name);
  if (artifact === undefined || artifact.expired)
    throw new ConfigError(
      `input "candidate-artifact": the triggering run #${runNumber} has ${artifact === undefined ? 'no' : 'only an expired'} artifact ${showValue(name)}: upload the candidate's results in that workflow with actions/upload-artifact under this name`,
      'input "candidate-artifact"',
    );
  const label = `candidate artifact ${showValue(name)} of run #${runNumber}`;
  const unpacked = await unpackArtifact(client, repo, artifact, {
    tempBase: context.tempBase,
    temporary: context.temporary,
    label,
    limits: { ...policyLimits(inputs), readBudget: context.readBudget },
    query,
  });
  deps.core.info(`candidate: ${label}: ${unpacked.files.length} file(s)`);
  const numberFile = NUMBER_FILES.find((file) => unpacked.files.includes(file));
  let pullRequestNumber: number | undefined;
  if (numberFile !== undefined) {
    const text = (await readFile(join(unpacked.root, numberFile), 'utf8')).slice(0, 100).trim();
    if (/^\d{1,9}$/.test(text) && Number(text) > 0) pullRequestNumber = Number(text);
    else
      deps.core.warning(
        `${label}: ${numberFile} does not hold a pull request number (${showValue(text.slice(0, 20))}); ignored`,
      );
  }
  const source: SourceProvenance = {
    ...artifactSource(
      deps.env,
      {
        run: {
          id,
          runNumber,
          headSha,
          event: '',
          headRepository: '',
          createdAt: typeof record['created_at'] === 'string' ? record['created_at'] : '',
          url: '',
        },
        artifact,
        behindBase: null,
      },
      { artifact: name, now: context.now },
    ),
    ageDays: null,
  };
  return {
    root: unpacked.root,
    source,
    ...(pullRequestNumber !== undefined ? { pullRequestNumber } : {}),
  };
}

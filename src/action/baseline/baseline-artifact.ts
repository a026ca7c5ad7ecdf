/**
 * `baseline-artifact`: the baseline from the base branch's runs: the search (artifact-search.ts),
 * the download and the unpacked folder (artifact-unpack.ts), the check that every baseline path
 * matches a file in it, and `history` earlier runs for the trend (history.ts).
 */
import picomatch from 'picomatch';
import type { HistoryPoint } from '../../engine/index.js';
import { ConfigError, excerptList, showValue } from '../../errors.js';
import type { ReadBudget } from '../../readers/index.js';
import type { SourceProvenance } from '../../report/index.js';
import type { LazyGitHub, RunDependencies } from '../context.js';
import type { PullRequestRef, RunEvent } from '../event.js';
import type { ActionInputs } from '../inputs/index.js';
import {
  artifactSource,
  baselineBranch,
  baselineWorkflow,
  policyLimits,
  runUrl,
} from './artifact-origin.js';
import { type BaselineQuery, type BaselineRun, findBaselineRun } from './artifact-search.js';
import { ArtifactGoneError, unpackArtifact } from './artifact-unpack.js';
import { historyPoints } from './history.js';
import { waitFallbackText, waitForBaseRun, waitSecondMs } from './wait-baseline.js';

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

/** Runs passed over, at most, because their listed artifact answered 410 (each costs a search). */
export const MAX_GONE_ARTIFACTS = 3;

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
  // An artifact listed as unexpired may answer 410 when it is downloaded (it expired or was
  // deleted in between): pass over that run and take the next one the search finds.
  const gone = new Set<number>();
  const goneNotes: string[] = [];
  const logged = new Set<string>();
  let found: BaselineRun;
  let unpacked: Awaited<ReturnType<typeof unpackArtifact>>;
  let label: string;
  for (;;) {
    const search = await findBaselineRun(client, repo, { ...query, passOver: gone });
    for (const note of search.notes)
      if (!logged.has(note)) {
        logged.add(note);
        core.info(`baseline-artifact: ${note}`);
      }
    if (search.found === undefined) {
      const waitNote = baseRun !== undefined ? waitFallbackText(baseRun) : undefined;
      const reason = [search.reason, ...goneNotes, ...(waitNote !== undefined ? [waitNote] : [])];
      return { kind: 'missing', reason: reason.join('; '), artifact, workflow, branch };
    }
    found = search.found;
    label = `artifact ${showValue(artifact)} of run #${found.run.runNumber}`;
    try {
      unpacked = await unpackArtifact(client, repo, found.artifact, {
        tempBase: context.tempBase,
        temporary: context.temporary,
        label,
        limits: { ...policyLimits(inputs), readBudget: context.readBudget },
        query,
      });
      break;
    } catch (error) {
      if (!(error instanceof ArtifactGoneError) || gone.size >= MAX_GONE_ARTIFACTS) throw error;
      gone.add(found.run.id);
      const note = `the ${label} was listed as unexpired, but its download answered HTTP 410 (expired or deleted since)`;
      goneNotes.push(note);
      core.info(`baseline-artifact: ${note}: trying the next run`);
    }
  }
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

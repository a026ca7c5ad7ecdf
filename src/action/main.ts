/**
 * The action's entry point: inputs -> engine -> GitHub.
 *
 * `run()` reads the inputs once (inputs/), finds the pull request (pull-request/), and runs one
 * mode (modes/): compare mode (the baseline from the workspace, a git revision or an artifact:
 * baseline/; the comparison engine), merge mode (a job matrix's reports) or rank mode (the
 * leaderboard). Each mode hands its outcome to publish/: outputs, annotations, the sticky comment,
 * the job summary, the check run, a failed step on a credible regression. Shared pieces:
 * context.ts (dependencies, the GitHub client, what the run found), event.ts, core.ts, log.ts.
 * The GitHub API never decides the verdict: a failed comment is a warning.
 */
import { existsSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { CONFIG_OUTSIDE } from '../config/index.js';
import { compare, mergeReports, rank } from '../engine/index.js';
import { ConfigError, ScorioError, showValue } from '../errors.js';
import { createGitHubClient, describeApiFailure, isHttpError } from '../github/client.js';
import { DEFAULT_MAX_READ_BYTES, ReadBudget } from '../readers/index.js';
import { confine, confinementOf } from '../readers/confine.js';
import { readAcceptance } from './pull-request/accept-label.js';
import { artifactCandidate } from './baseline/candidate-artifact.js';
import { compareMode } from './modes/compare-mode.js';
import { type LazyGitHub, type RunDependencies, lazyGitHub } from './context.js';
import { findPullRequest } from './pull-request/find-pull-request.js';
import { actionsCore } from './core.js';
import { readRunEvent } from './event.js';
import { systemGit } from './git.js';
import { DEFAULT_CONFIG, readInputs } from './inputs/index.js';
import { safeLog } from './log.js';
import { visibleOutputs, visibleWrites } from './publish/github-text.js';
import { writeStoppedSummary } from './publish/outputs.js';
import { checkMergeInputs, mergeMode } from './modes/merge-mode.js';
import { rankMode } from './modes/rank-mode.js';

export type { RunDependencies } from './context.js';

/**
 * Runs the action. With no argument it uses the real runner (`@actions/core`, `process.env`),
 * engine, GitHub API and git. Never throws: every failure ends in `setFailed`.
 */
export async function run(dependencies: Partial<RunDependencies> = {}): Promise<void> {
  const given: RunDependencies = {
    core: actionsCore,
    env: process.env,
    compare,
    rank,
    mergeReports,
    createClient: createGitHubClient,
    git: systemGit,
    ...dependencies,
  };
  // Every line the action logs passes through one escaping function (log.ts): whatever a pull
  // request put in a name, a path or a file, it cannot become a workflow command. And everything
  // it hands to GitHub (outputs, the summary, comments, check runs) passes through one sanitizer
  // (publish/github-text.ts): no bidi or invisible character reaches them.
  // A run that stops before its verdict still says why in the job summary, unless one was written.
  let summaryWritten = false;
  const core = safeLog(visibleOutputs(given.core));
  const deps: RunDependencies = {
    ...given,
    core: {
      ...core,
      writeSummary: (markdown) => {
        summaryWritten = true;
        return core.writeSummary(markdown);
      },
    },
    createClient: (options) => visibleWrites(given.createClient(options)),
  };
  const temporary: string[] = [];
  // The GitHub client's connections end with the run: a proxy's tunnel left half-open must not
  // hold the process after the verdict (the step would run on to its timeout).
  const clients: LazyGitHub[] = [];
  try {
    await gate(deps, temporary, clients);
  } catch (error) {
    let message: string;
    if (error instanceof ScorioError) {
      for (const warning of error.warnings) deps.core.warning(warning);
      message = error.message;
    } else if (isHttpError(error)) {
      // A GitHub call whose failure no caller worded: say what it was (a rate limit is no bug).
      message = `a GitHub API call failed: ${describeApiFailure(error)}`;
    } else {
      if (error instanceof Error && error.stack !== undefined) deps.core.debug(error.stack);
      message = `scorio eval-action failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`;
    }
    deps.core.setFailed(message);
    if (!summaryWritten && deps.core.getInput('summary') !== 'false')
      await writeStoppedSummary(deps.core, message);
  } finally {
    for (const github of clients) await github.close().catch(() => undefined);
    for (const dir of temporary)
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

async function gate(
  deps: RunDependencies,
  temporary: string[],
  clients: LazyGitHub[],
): Promise<void> {
  const { core, env } = deps;
  const inputs = readInputs((name) => deps.core.getInput(name), env);
  if (inputs.githubToken !== '') core.setSecret(inputs.githubToken);
  if (inputs.mergeReports !== undefined) checkMergeInputs(inputs);
  const cwd = env['GITHUB_WORKSPACE'] || process.cwd();
  const tempBase = env['RUNNER_TEMP'] || tmpdir();
  const event = readRunEvent(env);
  const github = lazyGitHub(deps, inputs);
  clients.push(github);
  // One read budget for the run: the artifacts it unpacks and every file the engine reads.
  const readBudget = new ReadBudget(
    inputs.maxReadBytes ?? DEFAULT_MAX_READ_BYTES,
    'input "max-read-bytes"',
  );

  // On workflow_run, the candidate may come from the triggering run's artifact, and with it a
  // pull request number (a claim, verified against the run before anything is posted).
  const candidate =
    inputs.candidateArtifact !== undefined
      ? await artifactCandidate(
          deps,
          { ...inputs, candidateArtifact: inputs.candidateArtifact },
          { event, github, tempBase, temporary, now: new Date(), readBudget },
        )
      : undefined;
  const pr = await findPullRequest(
    deps,
    inputs,
    event,
    github,
    candidate?.pullRequestNumber !== undefined
      ? {
          number: candidate.pullRequestNumber,
          source: `the pull request number in the candidate artifact ${showValue(inputs.candidateArtifact ?? '')}`,
        }
      : undefined,
  );

  // The config is part of the pull request, and so is every component of its path: a symbolic
  // link there (`.github`, `.github/scorio.yml`) may not lead the action to a file elsewhere on the
  // runner, which it would parse and quote in an error.
  const configPath = confine(confinementOf(cwd), inputs.config, cwd, { how: CONFIG_OUTSIDE });
  const configExists = existsSync(configPath) && statSync(configPath).isFile();
  if (!configExists && inputs.config !== DEFAULT_CONFIG)
    throw new ConfigError(
      `input "config": ${showValue(inputs.config)} does not exist (relative to the workspace ${cwd})`,
      'input "config"',
    );
  const context = { cwd, tempBase, event, github, pr, configPath, configExists, readBudget };
  if (inputs.mergeReports !== undefined)
    return mergeMode(
      deps,
      { ...inputs, mergeReports: inputs.mergeReports },
      context,
      await readAcceptance(deps, inputs, pr, github),
    );
  if (inputs.candidates !== undefined) {
    if (inputs.acceptLabel !== undefined)
      core.warning(
        'input "accept-label" applies to a comparison; a leaderboard (input "candidates") has no regression to accept',
      );
    if (candidate !== undefined || inputs.baselineArtifact !== undefined)
      throw new ConfigError(
        'input "candidates" (a leaderboard) reads the workspace: the inputs "baseline-artifact" and "candidate-artifact" apply to a comparison',
        'input "candidates"',
      );
    return rankMode(deps, inputs, context, temporary);
  }
  // With baseline-artifact and a candidate folder, the artifact's root is the baseline's folder.
  if (
    !configExists &&
    (inputs.candidate === undefined ||
      (inputs.baseline === undefined && inputs.baselineArtifact === undefined))
  )
    throw new ConfigError(
      `nothing to compare: set the inputs "baseline" and "candidate", or commit a config file at ${DEFAULT_CONFIG} (input "config")`,
      'input "baseline"',
    );
  const acceptance = await readAcceptance(deps, inputs, pr, github);
  return compareMode(
    deps,
    inputs,
    {
      ...context,
      ...(candidate ? { candidate } : {}),
      ...(acceptance !== undefined ? { acceptance } : {}),
    },
    temporary,
  );
}

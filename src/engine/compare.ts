/**
 * `compare`, top-down, one step after the other:
 * 1. config: the file (or `.github/scorio.yml`) and the flags or inputs on top, under the policy;
 * 2. discover: folders become a benchmark per task, paired across the two sides by an identity
 *    that survives harness versions and machines (discover/expand.ts);
 * 3. read and pair: each benchmark's two sides read, checked to be one task, aligned (read-run.ts);
 * 4. decide: every metric's interval or paired test, the rule over all of them (decide-run.ts);
 * 5. report: the report data (missing tasks, the accept label) and its renderings (report-run.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type CompareConfig,
  DEFAULT_CONFIG_FILE,
  applyOverrides,
  enforcePolicy,
  loadConfig,
  resolvePolicy,
  unzipLimitSetting,
} from '../config/index.js';
import { ConfigError, showValue, withWarnings } from '../errors.js';
import { ReadBudget } from '../readers/read-budget.js';
import type { Provenance } from '../report/index.js';
import { decideRun } from './decide-run.js';
import { expandDiscovery } from './discover/expand.js';
import { readRun } from './read-run.js';
import { reportRun } from './report-run.js';
import {
  checkIdsFit,
  checkSameSettings,
  previousStage,
  runSettings,
  splitForStage,
} from './stages.js';
import { stagedSettings } from '../decision/index.js';
import type { RunOptions } from './run-options.js';
import type { CompareOutcome, CompareRequest, UncheckedCompareRequest } from './types.js';
import { checkComparisons } from './work.js';

/**
 * Resolves the config: the file (given, or `.github/scorio.yml` when it exists and no
 * baseline/candidate override is given), then the overrides on top.
 */
export async function resolveConfig(request: CompareRequest): Promise<CompareConfig> {
  return (await resolveConfigWithWarnings(withShorthands(request))).config;
}

/**
 * `resolveConfig`, with the request's policy applied to the config file (`enforcePolicy`): the
 * keys it ignored are the warnings.
 */
async function resolveConfigWithWarnings(
  request: UncheckedCompareRequest & { readonly cwd: string },
): Promise<{ config: CompareConfig; warnings: string[] }> {
  const overrides = request.overrides ?? {};
  let file = request.configFile;
  const pathsGiven = overrides.baseline !== undefined || overrides.candidate !== undefined;
  if (file === undefined && !pathsGiven) {
    const fallback = resolve(request.cwd, DEFAULT_CONFIG_FILE);
    if (existsSync(fallback) && statSync(fallback).isFile()) file = DEFAULT_CONFIG_FILE;
    else
      throw new ConfigError(
        `nothing to compare: give a config file (default ${DEFAULT_CONFIG_FILE}), or both a baseline and a candidate`,
        'config',
      );
  }
  // A config the policy does not trust (the action: part of the pull request) is confined to the
  // workspace like every other path the pull request controls.
  const confine = resolvePolicy(request.policy).trustConfig === false;
  const loaded = file !== undefined ? await loadConfig(file, request.cwd, { confine }) : undefined;
  // The policy judges what the file asks for; flags and inputs (applied next) are the workflow's.
  const policed = loaded ? enforcePolicy(loaded, request.policy) : undefined;
  const hasOverrides = Object.values(overrides).some((v) => v !== undefined);
  if (policed && !hasOverrides) return policed;
  const merged = applyOverrides(policed?.config, overrides, {
    source: request.overrideSource ?? 'flag',
  });
  if (policed) return { config: merged, warnings: policed.warnings };
  // Without a file every setting is the caller's (flags or inputs): only the limits are filled in.
  return enforcePolicy(merged, { ...request.policy, trustConfig: true });
}

/**
 * Runs a comparison: reads the baseline and candidate of every benchmark, aligns them on question
 * id, computes each metric's interval (or paired bootstrap), applies the decision rule and renders
 * the JSON report, the PR comment (<= 65,536 characters) and the job summary (<= 1 MiB).
 * Throws a ScorioError (ConfigError / InputError) for bad config or files.
 */
export async function compare(request: CompareRequest): Promise<CompareOutcome> {
  return compareUnchecked(request);
}

/**
 * `compare` for settings typed as strings (the CLI's flags): the same run, each value validated
 * with a message naming its flag or input.
 */
export async function compareUnchecked(
  unchecked: UncheckedCompareRequest,
): Promise<CompareOutcome> {
  const request = withShorthands(unchecked);
  // 1. Config.
  const resolved = await resolveConfigWithWarnings(request);
  const policy = resolvePolicy(request.policy);
  const readBudget =
    request.readBudget ?? new ReadBudget(policy.maxReadBytes, policy.settingName('max-read-bytes'));
  const warnings = [...resolved.warnings];
  try {
    // 2. Discover: a benchmark per task of two folders, the tasks paired.
    const found = await expandDiscovery(resolved.config, {
      cwd: request.cwd,
      ...(request.baselineRoot !== undefined ? { baselineRoot: request.baselineRoot } : {}),
      ...(request.candidateRoot !== undefined ? { candidateRoot: request.candidateRoot } : {}),
      ...sourceLabels(request.provenance),
      readBudget,
      maxFolderFiles: policy.maxFolderFiles,
      maxFolderFilesSetting: policy.settingName('max-folder-files'),
    });
    const config = found.config;
    warnings.push(...found.warnings);
    checkComparisons(config, policy.maxComparisons, policy.settingName('max-comparisons'));
    const options = runOptions(request, config, {
      warnings,
      readBudget,
      workBudget: policy.workBudget,
      workBudgetSetting: policy.settingName('work-budget'),
      unzipLimitSetting: unzipLimitSetting(policy),
      ...(found.discovery !== undefined ? { discovery: found.discovery } : {}),
    });
    // 3. Read and pair.
    const read = await readRun(config, options);
    // 4. Stages (`resample`): this stage decides the benchmarks the last one planned for, at
    // its share of the level; the others are carried as they were decided.
    const stage =
      request.previousReport !== undefined
        ? await previousStage(request.previousReport, request.cwd)
        : request.resample === true
          ? { stage: 1 }
          : undefined;
    const settings = runSettings(config);
    if (stage) {
      checkSameSettings(stage, settings);
      checkIdsFit(read.data);
    }
    const split = stage
      ? splitForStage(stage, read.data, settings)
      : { open: read.data, carried: [] };
    const open = new Set(split.open);
    // 5. Decide.
    const decided = decideRun(
      split.open,
      read.trends.filter((_, i) => open.has(read.data[i] as (typeof read.data)[number])),
      config,
      stage ? stagedSettings(settings, stage.stage) : settings,
    );
    // 6. Report.
    const result = reportRun(
      decided,
      config,
      options,
      stage
        ? {
            stage: stage.stage,
            settings,
            carried: split.carried,
            order: read.data.map((d) => d.benchmark.name),
            data: split.open,
            carriedPlans: new Map(
              (stage.previous?.benchmarks ?? []).flatMap((b) =>
                b.plan !== undefined ? [[b.name, b.plan] as const] : [],
              ),
            ),
          }
        : undefined,
    );
    return {
      verdict: result.report.verdict,
      regressions: result.regressions,
      improvements: result.report.summary.improvements,
      json: result.json,
      comment: result.comment,
      markdown: result.markdown,
      warnings: result.report.warnings,
      report: result.report,
    };
  } catch (error) {
    throw withWarnings(error, warnings);
  }
}

/** The run's options: where paths resolve, the budgets, the provenance, what came before. */
function runOptions(
  request: UncheckedCompareRequest & { readonly cwd: string },
  config: CompareConfig,
  known: Pick<
    RunOptions,
    | 'warnings'
    | 'readBudget'
    | 'workBudget'
    | 'workBudgetSetting'
    | 'unzipLimitSetting'
    | 'discovery'
  >,
): RunOptions {
  const questionsUrl = checkQuestionsUrl(request);
  return {
    ...known,
    cwd: request.cwd,
    provenance: {
      baseline: { kind: request.baselineRoot !== undefined ? 'git-ref' : 'workspace' },
      candidate: { kind: 'workspace' },
      config: config.file ?? null,
      workflowRun: null,
      ...request.provenance,
    },
    ...(questionsUrl !== undefined ? { questionsUrl } : {}),
    ...(request.baselineRoot !== undefined ? { baselineRoot: request.baselineRoot } : {}),
    ...(request.candidateRoot !== undefined ? { candidateRoot: request.candidateRoot } : {}),
    ...(request.history !== undefined ? { history: request.history } : {}),
    now: request.now ?? new Date(),
    fullReportHint: request.fullReportHint ?? 'the job summary',
    overrideSource: request.overrideSource ?? 'flag',
    ...(request.acceptance !== undefined ? { acceptance: request.acceptance } : {}),
  };
}

/** How discovery names a side's folder when it is not in the workspace (an artifact, a git ref). */
function sourceLabels(provenance: Partial<Provenance> | undefined): {
  baselineLabel?: string;
  candidateLabel?: string;
} {
  const label = (source: Provenance['baseline'] | undefined): string | undefined =>
    source?.kind === 'artifact'
      ? `artifact ${source.artifact ?? ''}`.trim()
      : source?.kind === 'git-ref'
        ? `${source.ref ?? 'git revision'}`
        : undefined;
  const baseline = label(provenance?.baseline);
  const candidate = label(provenance?.candidate);
  return {
    ...(baseline !== undefined ? { baselineLabel: baseline } : {}),
    ...(candidate !== undefined ? { candidateLabel: candidate } : {}),
  };
}

/**
 * The library's shorthands: `compare({ baseline: 'main/', candidate: 'pr/' })` is
 * `overrides: { baseline, candidate }`, and `cwd` defaults to the process's.
 */
function withShorthands(
  request: UncheckedCompareRequest,
): UncheckedCompareRequest & { readonly cwd: string } {
  const { baseline, candidate } = request;
  if (baseline === undefined && candidate === undefined && request.cwd !== undefined)
    return request as UncheckedCompareRequest & { readonly cwd: string };
  return {
    ...request,
    cwd: request.cwd ?? process.cwd(),
    overrides: {
      ...request.overrides,
      ...(baseline !== undefined ? { baseline } : {}),
      ...(candidate !== undefined ? { candidate } : {}),
    },
  };
}

/** The questions-url template: an http(s) URL with `{id}`, or a ConfigError naming the setting. */
function checkQuestionsUrl(request: UncheckedCompareRequest): string | undefined {
  const url = request.questionsUrl;
  if (url === undefined || url === '') return undefined;
  if (!/^https?:\/\/[^\s()<>]+$/.test(url) || !url.includes('{id}')) {
    const setting =
      request.overrideSource === 'input' ? 'input "questions-url"' : '--questions-url';
    throw new ConfigError(
      `${setting}: expected an http(s) URL with {id} where the question id goes, e.g. https://huggingface.co/datasets/org/name/viewer?q={id}; got ${showValue(url)}`,
      setting,
    );
  }
  return url;
}

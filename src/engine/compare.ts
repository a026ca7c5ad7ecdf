/**
 * `compare`: config -> readers (baseline, candidate) -> alignment -> decision -> report strings.
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
import { type RunResult, runComparison } from './run.js';
import { checkComparisons } from './work.js';
import type { Provenance } from '../report/index.js';
import type { CompareOutcome, CompareRequest, UncheckedCompareRequest } from './types.js';

/**
 * Resolves the config: the file (given, or `.github/scorio.yml` when it exists and no
 * baseline/candidate override is given), then the overrides on top.
 */
export async function resolveConfig(request: CompareRequest): Promise<CompareConfig> {
  return (await resolveConfigWithWarnings(request)).config;
}

/**
 * `resolveConfig`, with the request's policy applied to the config file (`enforcePolicy`): the
 * keys it ignored are the warnings.
 */
async function resolveConfigWithWarnings(
  request: UncheckedCompareRequest,
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
export async function compareUnchecked(request: UncheckedCompareRequest): Promise<CompareOutcome> {
  const { config, warnings } = await resolveConfigWithWarnings(request);
  const policy = resolvePolicy(request.policy);
  try {
    checkComparisons(config, policy.maxComparisons, policy.settingName('max-comparisons'));
  } catch (error) {
    throw withWarnings(error, warnings);
  }
  const questionsUrl = checkQuestionsUrl(request);
  const provenance: Provenance = {
    baseline: { kind: request.baselineRoot !== undefined ? 'git-ref' : 'workspace' },
    candidate: { kind: 'workspace' },
    config: config.file ?? null,
    workflowRun: null,
    ...request.provenance,
  };
  let result: RunResult;
  try {
    result = await runComparison(config, {
      cwd: request.cwd,
      warnings,
      provenance,
      ...(questionsUrl !== undefined ? { questionsUrl } : {}),
      workBudget: policy.workBudget,
      workBudgetSetting: policy.settingName('work-budget'),
      readBudget:
        request.readBudget ??
        new ReadBudget(policy.maxReadBytes, policy.settingName('max-read-bytes')),
      unzipLimitSetting: unzipLimitSetting(policy),
      ...(request.baselineRoot !== undefined ? { baselineRoot: request.baselineRoot } : {}),
      ...(request.candidateRoot !== undefined ? { candidateRoot: request.candidateRoot } : {}),
      ...(request.history !== undefined ? { history: request.history } : {}),
      now: request.now ?? new Date(),
      fullReportHint: request.fullReportHint ?? 'the job summary',
      overrideSource: request.overrideSource ?? 'flag',
      ...(request.acceptance !== undefined ? { acceptance: request.acceptance } : {}),
    });
  } catch (error) {
    throw withWarnings(error, warnings);
  }
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

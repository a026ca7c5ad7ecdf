/**
 * Compare mode: the baseline (work tree, or a git revision with `baseline-ref`) against the
 * candidate, through the comparison engine; outputs, annotations, the comment, the summary, and
 * the failed step on a credible regression.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { type CompareConfig, loadConfig } from '../../config/index.js';
import type { Acceptance, CompareRequest, HistoryPoint } from '../../engine/index.js';
import { ConfigError, InputError, showValue } from '../../errors.js';
import { confine, confinementOf, isOutside, realpathOrSelf } from '../../readers/confine.js';
import type { SourceProvenance } from '../../report/index.js';
import { artifactBaseline } from '../baseline/baseline-artifact.js';
import { baselinePatternsFromConfig } from '../baseline/baseline-ref.js';
import type { ArtifactCandidate } from '../baseline/candidate-artifact.js';
import { checkoutBaseline } from '../baseline/checkout.js';
import { commitSource, runProvenance } from '../baseline/provenance.js';
import type { GateContext, RunDependencies } from '../context.js';
import { type ActionInputs, policyOf } from '../inputs/index.js';
import { deliverOutcome } from '../publish/deliver.js';
import { publishNoBaseline } from '../publish/no-baseline.js';

/** Compare mode, once the inputs are read and the pull request is known. */
export async function compareMode(
  deps: RunDependencies,
  inputs: ActionInputs,
  context: GateContext & {
    readonly candidate?: ArtifactCandidate;
    readonly acceptance?: Acceptance;
  },
  temporary: string[],
): Promise<void> {
  const { cwd, tempBase, event, github, pr, configPath, configExists } = context;
  // Checked before any baseline is fetched: a refused path costs no API call or download.
  const previousReport = previousReportPath(inputs, cwd, tempBase);
  let baselineRoot: string | undefined;
  let baselineSource: SourceProvenance = { kind: 'workspace' };
  let history: readonly HistoryPoint[] | undefined;
  // The config names the artifact unless the input does; parsed here (only then) for that and
  // for its baseline paths, which must match files of the artifact.
  const config: CompareConfig | undefined =
    configExists &&
    (inputs.baselineArtifact !== undefined ||
      namesBaselineArtifact(readFileSync(configPath, 'utf8')))
      ? await loadConfig(inputs.config, cwd)
      : undefined;
  const artifact = inputs.baselineArtifact ?? config?.baselineArtifact;
  if (artifact !== undefined && inputs.baselineRef !== undefined)
    throw new ConfigError(
      `${inputs.config}: baseline-artifact ${showValue(artifact)} and input "baseline-ref" (${showValue(inputs.baselineRef)}) cannot both be set: the baseline comes from one place`,
      'input "baseline-ref"',
    );
  if (artifact !== undefined) {
    const patterns =
      inputs.baseline !== undefined
        ? [inputs.baseline]
        : (config?.benchmarks.flatMap((b) => b.baseline) ??
          (inputs.candidate !== undefined ? ['.'] : []));
    const now = new Date();
    const found = await artifactBaseline(deps, inputs, {
      event,
      pr,
      github,
      tempBase,
      temporary,
      artifact,
      patterns,
      now,
      readBudget: context.readBudget,
    });
    if (found.kind === 'missing') return publishNoBaseline(deps, inputs, context, found);
    baselineRoot = found.root;
    baselineSource = found.source;
    if (found.history.length > 0) history = found.history;
  } else if (inputs.baselineRef !== undefined) {
    const patterns =
      inputs.baseline !== undefined
        ? [inputs.baseline]
        : baselinePatternsFromConfig(readFileSync(configPath, 'utf8'), inputs.config);
    if (patterns.length === 0)
      throw new ConfigError(
        `input "baseline-ref": no baseline path to read at that ref: set the input "baseline" or \`baseline:\` in ${inputs.config}`,
        'input "baseline-ref"',
      );
    const checkout = await checkoutBaseline(
      deps,
      { cwd, tempBase, event, pr, baselineRef: inputs.baselineRef },
      patterns,
      temporary,
    );
    baselineRoot = checkout.root;
    baselineSource = {
      kind: 'git-ref',
      ref: inputs.baselineRef === 'base' ? 'the pull request base' : inputs.baselineRef,
      ...commitSource(checkout.commit, deps.env),
    };
  }

  // baseline-artifact and a candidate folder, no baseline path: the artifact's root is the
  // baseline's folder (upload-artifact stores the folder it uploads as the root).
  const baselineFolderDefault =
    baselineRoot !== undefined &&
    artifact !== undefined &&
    inputs.baseline === undefined &&
    !configExists &&
    inputs.candidate !== undefined &&
    isFolder(resolve(context.candidate?.root ?? cwd, inputs.candidate));
  const outcome = await deps.compare({
    // As the workflow names it (relative to the workspace): messages then say `.github/scorio.yml:12`.
    ...(configExists ? { configFile: inputs.config } : {}),
    overrides: {
      ...overridesOf(inputs),
      ...(baselineFolderDefault ? { baseline: '.' } : {}),
    },
    // Errors about overrides name the input (`input "confidence"`), not a CLI flag.
    overrideSource: 'input',
    policy: policyOf(inputs),
    readBudget: context.readBudget,
    cwd,
    ...(baselineRoot !== undefined ? { baselineRoot } : {}),
    ...(context.candidate !== undefined ? { candidateRoot: context.candidate.root } : {}),
    ...(history !== undefined ? { history } : {}),
    provenance: {
      ...runProvenance(deps.env, event, baselineSource, configExists ? inputs.config : null),
      ...(context.candidate !== undefined ? { candidate: context.candidate.source } : {}),
    },
    ...(inputs.questionsUrl !== undefined ? { questionsUrl: inputs.questionsUrl } : {}),
    ...(context.acceptance !== undefined ? { acceptance: context.acceptance } : {}),
    // A gate in stages: the workflow's inputs only (a config cannot change how the level is spent).
    ...(inputs.resample ? { resample: true } : {}),
    ...(previousReport !== undefined ? { previousReport } : {}),
  });

  await deliverOutcome(deps, inputs, { event, pr, github, tempBase, configExists }, outcome);
}

/**
 * The input `previous-report`, checked: the previous stage's report lies inside the workspace (a
 * report downloaded as an artifact) or RUNNER_TEMP (where the action wrote it, `report-json`),
 * every link along it followed, unless allow-outside-workspace. The path goes to the engine as
 * the workflow wrote it (its messages name it so).
 */
function previousReportPath(
  inputs: ActionInputs,
  cwd: string,
  tempBase: string,
): string | undefined {
  const path = inputs.previousReport;
  if (path === undefined || inputs.allowOutsideWorkspace) return path;
  const how =
    "The previous stage's report may also lie in RUNNER_TEMP, where the action writes its report-json output; to read it from elsewhere, set the action input allow-outside-workspace: true.";
  try {
    confine(confinementOf(cwd), path, cwd, { how });
    return path;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const temp = confinementOf(tempBase);
    const full = resolve(cwd, path);
    // Inside RUNNER_TEMP, lexically and with its links followed, and not a path of the workspace
    // it refused (a RUNNER_TEMP that holds the workspace lends it no more than the workspace).
    const inTemp =
      isOutside(resolve(cwd), full) &&
      !isOutside(temp.workspace, full) &&
      !isOutside(temp.real, realpathOrSelf(full));
    if (inTemp) return path;
    throw error;
  }
}

/** Whether `path` is a folder (a candidate folder whose tasks are discovered). */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Whether a config file has a top-level `baseline-artifact` key (a cheap look before parsing). */
function namesBaselineArtifact(text: string): boolean {
  // Without the key's name there is nothing to parse (parsing a large config twice doubles the
  // memory it takes).
  if (!text.includes('baseline-artifact')) return false;
  try {
    const document: unknown = parseYaml(text, { maxAliasCount: 50 });
    return typeof document === 'object' && document !== null && 'baseline-artifact' in document;
  } catch {
    return false; // the engine reports the YAML error, with its line
  }
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
    ...(inputs.minConfidence !== undefined ? { minConfidence: inputs.minConfidence } : {}),
    ...(inputs.alpha !== undefined ? { alpha: inputs.alpha } : {}),
    ...(inputs.multipleComparisons !== undefined
      ? { multipleComparisons: inputs.multipleComparisons }
      : {}),
    ...(inputs.margin !== undefined ? { margin: inputs.margin } : {}),
    ...(inputs.usageGate !== undefined ? { usageGate: inputs.usageGate } : {}),
    ...(inputs.usageRunSpread !== undefined ? { usageRunSpread: inputs.usageRunSpread } : {}),
    ...(inputs.errors !== undefined ? { errors: inputs.errors } : {}),
    ...(inputs.allowTaskMismatch !== undefined
      ? { allowTaskMismatch: inputs.allowTaskMismatch }
      : {}),
    ...(inputs.missingTasks !== undefined ? { missingTasks: inputs.missingTasks } : {}),
    // Only `true` is passed: `false` (the default) leaves the config file's setting in force.
    ...(inputs.allowOutsideWorkspace ? { allowOutsideWorkspace: true } : {}),
  };
}

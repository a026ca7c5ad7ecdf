/**
 * Merge mode (`merge-reports`): the last job of a matrix downloads the JSON reports the matrix's
 * jobs uploaded (each ran the action with `comment: never`) and posts one comment and one check
 * run for all of them: the reports merged into one, judged as one run (engine/merge-reports.ts).
 *
 * The reports are artifacts a pull request's jobs wrote: the paths and globs stay inside the
 * workspace (links followed) unless `allow-outside-workspace`, their sizes together are capped
 * by `max-merge-bytes` and counted in `max-read-bytes` before any is parsed, their comparisons in
 * `max-comparisons`, and every field is validated before use; links in them are kept only when
 * they are this repository's pages. The rule, its levels and the run spread are this step's
 * inputs, never a report's (a report judged under others is refused).
 */
import { ConfigError } from '../../errors.js';
import type { Acceptance } from '../../engine/index.js';
import type { GateContext, RunDependencies } from '../context.js';
import { deliverOutcome } from '../publish/deliver.js';
import { type ActionInputs, policyOf } from '../inputs/index.js';
import { repositoryUrl, runProvenance } from '../baseline/provenance.js';

/** Inputs that choose what a comparison reads or how it judges: the shards decided those. */
const NOT_WITH_MERGE = [
  ['baseline', 'baseline'],
  ['candidate', 'candidate'],
  ['candidates', 'candidates'],
  ['baseline-ref', 'baselineRef'],
  ['baseline-artifact', 'baselineArtifact'],
  ['candidate-artifact', 'candidateArtifact'],
  ['format', 'format'],
  ['metrics', 'metrics'],
  ['weights', 'weights'],
  ['margin', 'margin'],
  ['errors', 'errors'],
  ['allow-task-mismatch', 'allowTaskMismatch'],
  ['missing-tasks', 'missingTasks'],
  ['usage-gate', 'usageGate'],
  ['previous-report', 'previousReport'],
] as const satisfies readonly (readonly [string, keyof ActionInputs])[];

/** Refuses the inputs merge mode does not read (they belong on the matrix's jobs). */
export function checkMergeInputs(inputs: ActionInputs): void {
  for (const [name, key] of NOT_WITH_MERGE)
    if (inputs[key] !== undefined)
      throw new ConfigError(
        `input "${name}" does not apply with "merge-reports": each report was read by its matrix job; set it on those jobs (the merge takes only the rule, its levels and the run spread: rule, confidence, min-confidence, alpha, multiple-comparisons, usage-run-spread)`,
        `input "${name}"`,
      );
  if (inputs.resample)
    throw new ConfigError(
      'input "resample" does not apply with "merge-reports": a gate in stages re-runs the questions a comparison could not tell, and a merge reads reports, not questions',
      'input "resample"',
    );
  if (inputs.history > 0 || inputs.waitForBaselineSeconds > 0)
    throw new ConfigError(
      `input "${inputs.history > 0 ? 'history' : 'wait-for-baseline'}" does not apply with "merge-reports": it is part of finding a baseline, which the matrix jobs do`,
      `input "${inputs.history > 0 ? 'history' : 'wait-for-baseline'}"`,
    );
}

/** Merge mode, once the inputs are read and the pull request is known. */
export async function mergeMode(
  deps: RunDependencies,
  inputs: ActionInputs & { readonly mergeReports: readonly string[] },
  context: GateContext,
  acceptance: Acceptance | undefined,
): Promise<void> {
  const { env } = deps;
  const linkBase = repositoryUrl(env);
  const outcome = await deps.mergeReports({
    reports: inputs.mergeReports,
    cwd: context.cwd,
    confine: !inputs.allowOutsideWorkspace,
    settings: {
      ...(inputs.rule !== undefined ? { rule: inputs.rule } : {}),
      ...(inputs.confidence !== undefined ? { confidence: inputs.confidence } : {}),
      ...(inputs.minConfidence !== undefined ? { minConfidence: inputs.minConfidence } : {}),
      ...(inputs.alpha !== undefined ? { alpha: inputs.alpha } : {}),
      ...(inputs.multipleComparisons !== undefined
        ? { multipleComparisons: inputs.multipleComparisons }
        : {}),
      ...(inputs.usageRunSpread !== undefined ? { usageRunSpread: inputs.usageRunSpread } : {}),
    },
    settingName: (key) => `input "${key}"`,
    policy: policyOf(inputs),
    readBudget: context.readBudget,
    ...(linkBase !== undefined ? { linkBase } : {}),
    workflowRun: runProvenance(env, context.event, { kind: 'workspace' }, null).workflowRun,
    ...(acceptance !== undefined ? { acceptance } : {}),
    ...(inputs.questionsUrl !== undefined ? { questionsUrl: inputs.questionsUrl } : {}),
    fullReportHint: 'the job summary',
  });
  deps.core.info(
    `merge-reports: ${outcome.report.shards?.length ?? 0} report(s), ${outcome.report.benchmarks.length} benchmark(s), ${outcome.report.gatedComparisons} gated comparison(s) judged as one run`,
  );
  await deliverOutcome(deps, inputs, { ...context, configExists: false }, outcome);
}

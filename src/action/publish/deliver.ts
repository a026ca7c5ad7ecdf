/**
 * What the action does with an outcome once it has one (compare mode and merge mode): the report
 * files, the outputs, the annotations, the sticky comment, the job summary, the check run, and the
 * failed step on a credible regression. An accepted regression (`accept-label`) passes, with a
 * notice in the log.
 */
import type { CompareOutcome } from '../../engine/index.js';
import { type SourceProvenance, renderPlan } from '../../report/index.js';
import { postCheckRun } from './check-run.js';
import { postComment } from './comment.js';
import type { LazyGitHub, RunDependencies } from '../context.js';
import { outcomeDigest } from './digest.js';
import type { PullRequestRef, RunEvent } from '../event.js';
import type { ActionInputs } from '../inputs/index.js';
import { plural } from '../text.js';
import {
  MAX_ANNOTATIONS,
  annotateRegressions,
  failureLine,
  reportWarnings,
  writeReports,
  writeSummary,
} from './outputs.js';

/** Where the outcome goes. */
export interface DeliveryContext {
  readonly event: RunEvent;
  readonly pr: PullRequestRef | undefined;
  readonly github: LazyGitHub;
  readonly tempBase: string;
  /** Whether the check run's annotations may point at the config file's lines. */
  readonly configExists: boolean;
}

/** The outputs that name where the baseline came from (`none`: no baseline artifact yet). */
export function setBaselineOutputs(
  core: RunDependencies['core'],
  source: SourceProvenance | 'none',
): void {
  core.setOutput('baseline-source', source === 'none' ? 'none' : source.kind);
  core.setOutput('baseline-commit', source === 'none' ? '' : (source.commit ?? ''));
  core.setOutput('baseline-run-url', source === 'none' ? '' : (source.run?.url ?? ''));
}

/** Delivers a comparison's (or a merge's) outcome; sets every compare-mode output. */
export async function deliverOutcome(
  deps: RunDependencies,
  inputs: ActionInputs,
  context: DeliveryContext,
  outcome: CompareOutcome,
): Promise<void> {
  const { core } = deps;
  // A gate in stages: the plan for the next stage beside the report (the next stage's
  // previous-report), whether or not anything needs re-running.
  const stages = outcome.report.stages;
  const {
    json: reportJson,
    markdown: reportMarkdown,
    plan: rerunPlan,
  } = await writeReports(
    core,
    context.tempBase,
    { json: 'report.json', markdown: 'report.md', plan: 'plan.json' },
    { ...outcome, ...(stages !== undefined ? { plan: renderPlan(outcome.report) } : {}) },
  );
  const accepted = outcome.report.summary.accepted ?? 0;
  core.setOutput('verdict', outcome.verdict);
  core.setOutput('regressions', String(outcome.regressions.length));
  core.setOutput('improvements', String(outcome.improvements));
  core.setOutput('accepted', String(accepted));
  core.setOutput('report-json', reportJson);
  core.setOutput('report-markdown', reportMarkdown);
  core.setOutput('rerun-needed', String(stages?.rerunNeeded === true));
  core.setOutput('rerun-plan', rerunPlan);
  setBaselineOutputs(core, outcome.report.provenance?.baseline ?? { kind: 'workspace' });
  core.setOutput('leader', '');
  core.setOutput('top-group', '');
  core.info(
    `verdict: ${outcome.verdict} (${plural(outcome.regressions.length, 'credible regression')}, ` +
      `${accepted > 0 ? `${accepted} accepted, ` : ''}${plural(outcome.improvements, 'improvement')}); reports: ${reportJson}, ${reportMarkdown}`,
  );
  if (stages !== undefined)
    core.info(
      `stage ${stages.stage} of a gate in stages: ${stages.rerunNeeded ? `a re-run is planned (rerun-needed: true): ${rerunPlan}` : 'nothing to re-run (rerun-needed: false)'}`,
    );

  const failing = inputs.failOnRegression && outcome.verdict === 'regression';
  reportWarnings(core, outcome.warnings);
  annotateRegressions(core, outcome, failing ? MAX_ANNOTATIONS - 1 : MAX_ANNOTATIONS);

  const commentProblem = await postComment(
    deps,
    inputs,
    context.event,
    context.pr,
    context.github,
    {
      body: outcome.comment,
      digest: outcomeDigest(outcome),
      // An accepted regression is news on the pull request too (`comment: on-regression`).
      regression: outcome.verdict === 'regression' || outcome.verdict === 'accepted',
    },
  );
  if (inputs.summary) await writeSummary(core, outcome.markdown, commentProblem);
  core.setOutput(
    'check-run-url',
    await postCheckRun(
      deps,
      inputs,
      context.event,
      context.github,
      {
        verdict: outcome.verdict,
        body: outcome.comment,
        failures: outcome.regressions.flatMap((r) =>
          r.configLine !== undefined ? [{ line: r.configLine, message: r.message }] : [],
        ),
      },
      context.configExists,
    ),
  );

  if (failing) core.setFailed(failureLine(outcome));
  else if (outcome.verdict === 'regression')
    core.info('fail-on-regression is false: the step passes despite the regression');
  else if (outcome.verdict === 'accepted')
    core.info(
      `accept-label: ${plural(accepted, 'credible regression')} accepted by the label "${outcome.report.accepted?.label ?? ''}": the step passes`,
    );
}

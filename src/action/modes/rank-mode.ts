/**
 * Rank mode (the `candidates` input): the leaderboard engine ranks the models, the leaderboard is
 * the comment and the summary, and the verdict is against the optional baseline model.
 */
import { showValue } from '../../errors.js';
import { ConfigError } from '../../errors.js';
import { postCheckRun } from '../publish/check-run.js';
import { postComment } from '../publish/comment.js';
import { checkoutBaseline } from '../baseline/checkout.js';
import type { GateContext, RunDependencies } from '../context.js';
import { rankDigest } from '../publish/digest.js';
import { type ActionInputs, policyOf } from '../inputs/index.js';
import { reportWarnings, writeReports, writeSummary } from '../publish/outputs.js';
import { oneLine, plural } from '../text.js';

/**
 * Rank mode (`candidates`): ranks the models (and the `baseline` model, when given), posts the
 * leaderboard as the sticky comment, writes the summary and the outputs (`leader`, `top-group`),
 * and fails on `regression` (every candidate credibly below the baseline) when
 * `fail-on-regression` is true. The config file, when it exists, gives only its top-level settings.
 */
export async function rankMode(
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
    baselineRoot = (
      await checkoutBaseline(
        deps,
        { cwd, tempBase, event, pr, baselineRef: inputs.baselineRef },
        [...baseline.paths],
        temporary,
      )
    ).root;
  }

  const outcome = await deps.rank({
    models: candidates,
    ...(baseline !== undefined ? { baseline } : {}),
    ...(inputs.format !== undefined ? { format: inputs.format } : {}),
    ...(inputs.metrics !== undefined ? { metrics: inputs.metrics } : {}),
    ...(inputs.weights !== undefined ? { weights: inputs.weights } : {}),
    ...(inputs.confidence !== undefined ? { confidence: inputs.confidence } : {}),
    ...(inputs.rule !== undefined ? { rule: inputs.rule } : {}),
    ...(inputs.alpha !== undefined ? { alpha: inputs.alpha } : {}),
    ...(inputs.errors !== undefined ? { errors: inputs.errors } : {}),
    ...(inputs.multipleComparisons !== undefined
      ? { multipleComparisons: inputs.multipleComparisons }
      : {}),
    ...(inputs.allowOutsideWorkspace ? { allowOutsideWorkspace: true } : {}),
    ...(context.configExists ? { configFile: inputs.config } : {}),
    overrideSource: 'input',
    policy: policyOf(inputs),
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
  core.setOutput('accepted', '0');
  core.setOutput('report-json', reportJson);
  core.setOutput('report-markdown', reportMarkdown);
  core.setOutput('rerun-needed', 'false');
  core.setOutput('rerun-plan', '');
  core.setOutput('leader', outcome.leader ?? '');
  core.setOutput('top-group', outcome.topGroup.join(','));
  // Compare-mode outputs: a leaderboard reads every model from the workspace.
  core.setOutput('baseline-source', 'workspace');
  core.setOutput('baseline-commit', '');
  core.setOutput('baseline-run-url', '');
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
  core.setOutput(
    'check-run-url',
    await postCheckRun(
      deps,
      inputs,
      event,
      github,
      { verdict: outcome.verdict, body: outcome.comment, failures: [] },
      context.configExists,
    ),
  );

  if (failing) core.setFailed(`${oneLine(outcome.verdictLine)} (see the job summary)`);
  else if (outcome.verdict === 'regression')
    core.info('fail-on-regression is false: the step passes despite the regression');
}

/**
 * Compare mode: the baseline (work tree, or a git revision with `baseline-ref`) against the
 * candidate, through the comparison engine; outputs, annotations, the comment, the summary, and
 * the failed step on a credible regression.
 */
import { readFileSync } from 'node:fs';
import type { CompareRequest } from '../engine/index.js';
import type { SourceProvenance } from '../report/index.js';
import { commitSource, runProvenance } from './provenance.js';
import { ConfigError } from '../errors.js';
import { baselinePatternsFromConfig } from './baseline-ref.js';
import { postCheckRun } from './check-run.js';
import { postComment } from './comment.js';
import { type GateContext, type RunDependencies, checkoutBaseline } from './context.js';
import { outcomeDigest } from './digest.js';
import { type ActionInputs, policyOf } from './inputs.js';
import {
  MAX_ANNOTATIONS,
  annotateRegressions,
  failureLine,
  plural,
  reportWarnings,
  writeReports,
  writeSummary,
} from './outputs.js';

/** Compare mode, once the inputs are read and the pull request is known. */
export async function compareMode(
  deps: RunDependencies,
  inputs: ActionInputs,
  context: GateContext,
  temporary: string[],
): Promise<void> {
  const { core } = deps;
  const { cwd, tempBase, event, github, pr, configPath, configExists } = context;
  let baselineRoot: string | undefined;
  let baselineSource: SourceProvenance = { kind: 'workspace' };
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

  const outcome = await deps.compare({
    // As the workflow names it (relative to the workspace): messages then say `.github/scorio.yml:12`.
    ...(configExists ? { configFile: inputs.config } : {}),
    overrides: overridesOf(inputs),
    // Errors about overrides name the input (`input "confidence"`), not a CLI flag.
    overrideSource: 'input',
    policy: policyOf(inputs),
    cwd,
    ...(baselineRoot !== undefined ? { baselineRoot } : {}),
    provenance: runProvenance(deps.env, event, baselineSource, configExists ? inputs.config : null),
    ...(inputs.questionsUrl !== undefined ? { questionsUrl: inputs.questionsUrl } : {}),
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
  core.setOutput(
    'check-run-url',
    await postCheckRun(
      deps,
      inputs,
      event,
      github,
      {
        verdict: outcome.verdict,
        body: outcome.comment,
        failures: outcome.regressions.flatMap((r) =>
          r.configLine !== undefined ? [{ line: r.configLine, message: r.message }] : [],
        ),
      },
      configExists,
    ),
  );

  if (failing) core.setFailed(failureLine(outcome));
  else if (outcome.verdict === 'regression')
    core.info('fail-on-regression is false: the step passes despite the regression');
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
    ...(inputs.alpha !== undefined ? { alpha: inputs.alpha } : {}),
    ...(inputs.multipleComparisons !== undefined
      ? { multipleComparisons: inputs.multipleComparisons }
      : {}),
    ...(inputs.margin !== undefined ? { margin: inputs.margin } : {}),
    // Only `true` is passed: `false` (the default) leaves the config file's setting in force.
    ...(inputs.allowOutsideWorkspace ? { allowOutsideWorkspace: true } : {}),
  };
}

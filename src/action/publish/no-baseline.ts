/**
 * No baseline artifact was found (`if-no-baseline`): the outputs say so, and unless `skip` the
 * comment and the summary say how the baseline will appear.
 */
import { createHash } from 'node:crypto';
import { TOOL_VERSION } from '../../engine/index.js';
import { renderNoBaseline } from '../../report/index.js';
import type { MissingBaseline } from '../baseline/baseline-artifact.js';
import type { ArtifactCandidate } from '../baseline/candidate-artifact.js';
import { runProvenance } from '../baseline/provenance.js';
import type { GateContext, RunDependencies } from '../context.js';
import type { ActionInputs } from '../inputs/index.js';
import { postComment } from './comment.js';
import { setBaselineOutputs } from './deliver.js';
import { writeSummary } from './outputs.js';

/**
 * No baseline artifact was found (`if-no-baseline`): `skip` says so in the log; `warn` (the
 * default) and `fail` post a comment that says how the baseline will appear, write it to the
 * summary, and pass with a warning or fail.
 */
export async function publishNoBaseline(
  deps: RunDependencies,
  inputs: ActionInputs,
  context: GateContext & { readonly candidate?: ArtifactCandidate },
  missing: MissingBaseline,
): Promise<void> {
  const { core } = deps;
  const message = `no baseline to compare with: ${missing.reason}`;
  core.setOutput('verdict', 'no-baseline');
  core.setOutput('regressions', '0');
  core.setOutput('improvements', '0');
  core.setOutput('accepted', '0');
  core.setOutput('report-json', '');
  core.setOutput('report-markdown', '');
  core.setOutput('rerun-needed', 'false');
  core.setOutput('rerun-plan', '');
  core.setOutput('leader', '');
  core.setOutput('top-group', '');
  core.setOutput('check-run-url', '');
  setBaselineOutputs(core, 'none');
  if (inputs.ifNoBaseline === 'skip') {
    core.setOutput('comment-url', '');
    core.info(`${message} (if-no-baseline: skip: nothing posted)`);
    return;
  }
  const provenance = runProvenance(deps.env, context.event, { kind: 'workspace' }, null);
  const body = renderNoBaseline({
    artifact: missing.artifact,
    workflow: missing.workflow,
    branch: missing.branch,
    reason: missing.reason,
    outcome: inputs.ifNoBaseline,
    candidate: context.candidate?.source ?? provenance.candidate,
    workflowRun: provenance.workflowRun,
    tool: { name: 'scorio-eval', version: TOOL_VERSION },
  });
  const digest = createHash('sha256').update(`no-baseline\n${missing.reason}`).digest('hex');
  const problem = await postComment(deps, inputs, context.event, context.pr, context.github, {
    body,
    digest: digest.slice(0, 16),
    regression: false,
  });
  if (inputs.summary) await writeSummary(core, body, problem);
  if (inputs.ifNoBaseline === 'fail') core.setFailed(`${message} (if-no-baseline: fail)`);
  else
    core.warning(`${message}; the check passes (if-no-baseline: warn)`, {
      title: 'scorio: no baseline yet',
    });
}

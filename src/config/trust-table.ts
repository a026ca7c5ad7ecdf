/**
 * The trust boundary, key by key: which settings a pull request may change (the config, which
 * describes the data and the decision) and which only the workflow may set (action inputs, which
 * decide what is read, what it may cost, where results go). docs/reliability.md prints this table,
 * and test/config/trust-table.test.ts fails when a config key or an action input is not in it.
 */

/**
 * - `config`: a pull request may change it (it describes the data or the decision; every change
 *   is in the PR's diff and its effect in the report). Inputs of the same name win over it.
 * - `workflow-only`: only an action input sets it; the config's key, where one exists, may narrow
 *   but never widen it (ignored with a warning when it tries).
 */
export type TrustClass = 'config' | 'workflow-only';

/** One setting of the table. */
export interface TrustEntry {
  /** The setting, as the config or the input names it. */
  readonly setting: string;
  /** Where it can be written: config keys (top level, benchmark, metric) and the action input. */
  readonly configKey?: 'top-level' | 'benchmark' | 'metric';
  readonly input?: string;
  readonly trust: TrustClass;
  /** What the config may do with it, in the action. */
  readonly note: string;
}

const DESCRIBES = 'describes the data; any value';
const DECIDES = 'the decision; any value in range (an input of the same name wins)';
const ACTION = 'the action only (no config key)';

/** Every config key and action input, classed. */
export const TRUST_TABLE: readonly TrustEntry[] = [
  // What is read, and how far it may reach.
  { setting: 'config', input: 'config', trust: 'workflow-only', note: ACTION },
  {
    setting: 'baseline',
    configKey: 'benchmark',
    input: 'baseline',
    trust: 'config',
    note: 'paths and globs inside the workspace (or the baseline folder) only',
  },
  {
    setting: 'candidate',
    configKey: 'benchmark',
    input: 'candidate',
    trust: 'config',
    note: 'paths and globs inside the workspace only',
  },
  {
    setting: 'candidates',
    input: 'candidates',
    trust: 'workflow-only',
    note: `${ACTION}; paths inside the workspace unless allow-outside-workspace`,
  },
  {
    setting: 'baseline-artifact',
    configKey: 'top-level',
    input: 'baseline-artifact',
    trust: 'config',
    note: "which artifact of the base branch's own successful runs (never a pull request's); unpacked under the limits; an input of the same name wins",
  },
  {
    setting: 'baseline-workflow',
    input: 'baseline-workflow',
    trust: 'workflow-only',
    note: ACTION,
  },
  {
    setting: 'baseline-branch',
    input: 'baseline-branch',
    trust: 'workflow-only',
    note: ACTION,
  },
  {
    setting: 'candidate-artifact',
    input: 'candidate-artifact',
    trust: 'workflow-only',
    note: `${ACTION}; read from the triggering workflow_run, unpacked under the limits`,
  },
  {
    setting: 'if-no-baseline',
    input: 'if-no-baseline',
    trust: 'workflow-only',
    note: ACTION,
  },
  {
    setting: 'max-baseline-age',
    input: 'max-baseline-age',
    trust: 'workflow-only',
    note: ACTION,
  },
  {
    setting: 'history',
    input: 'history',
    trust: 'workflow-only',
    note: `${ACTION}: each earlier run is an API call and a download (at most 30)`,
  },
  {
    setting: 'wait-for-baseline',
    input: 'wait-for-baseline',
    trust: 'workflow-only',
    note: `${ACTION}: how long the job may wait (at most 6 hours), each poll an API call`,
  },
  {
    setting: 'merge-reports',
    input: 'merge-reports',
    trust: 'workflow-only',
    note: `${ACTION}; reports inside the workspace unless allow-outside-workspace, each validated and capped`,
  },
  {
    setting: 'R0',
    configKey: 'metric',
    trust: 'config',
    note: 'a prior file inside the workspace only',
  },
  {
    setting: 'allow-outside-workspace',
    configKey: 'top-level',
    input: 'allow-outside-workspace',
    trust: 'workflow-only',
    note: 'the config key is ignored, with a warning naming the input',
  },
  { setting: 'baseline-ref', input: 'baseline-ref', trust: 'workflow-only', note: ACTION },
  {
    setting: 'previous-report',
    input: 'previous-report',
    trust: 'workflow-only',
    note: `${ACTION}; a report inside the workspace or RUNNER_TEMP unless allow-outside-workspace, validated and capped; the new files must hold exactly the trials it planned`,
  },
  // What it may cost.
  {
    setting: 'max-unzipped-bytes',
    configKey: 'benchmark',
    input: 'max-unzipped-bytes',
    trust: 'workflow-only',
    note: 'the config may lower it; a higher value is ignored, with a warning',
  },
  {
    setting: 'iterations',
    configKey: 'metric',
    input: 'max-bootstrap-iterations',
    trust: 'workflow-only',
    note: 'the config may ask for up to the input (default 10,000); more are capped, with a warning',
  },
  {
    setting: 'max-read-bytes',
    input: 'max-read-bytes',
    trust: 'workflow-only',
    note: `${ACTION}; every file counts each time it is read, archives what they decompress to`,
  },
  {
    setting: 'max-merge-bytes',
    input: 'max-merge-bytes',
    trust: 'workflow-only',
    note: `${ACTION}; the reports of \`merge-reports\` together, checked before any is parsed`,
  },
  {
    setting: 'work-budget',
    input: 'work-budget',
    trust: 'workflow-only',
    note: `${ACTION}; a larger run stops before computing`,
  },
  {
    setting: 'max-folder-files',
    input: 'max-folder-files',
    trust: 'workflow-only',
    note: `${ACTION}; a folder given as baseline or candidate that holds more files is refused while it is walked, before anything in it is read`,
  },
  {
    setting: 'max-comparisons',
    input: 'max-comparisons',
    trust: 'workflow-only',
    note: `${ACTION}; a config with more benchmarks × metrics stops before anything is read`,
  },
  // Where results go, and with what rights.
  { setting: 'github-token', input: 'github-token', trust: 'workflow-only', note: ACTION },
  { setting: 'comment', input: 'comment', trust: 'workflow-only', note: ACTION },
  { setting: 'comment-key', input: 'comment-key', trust: 'workflow-only', note: ACTION },
  { setting: 'summary', input: 'summary', trust: 'workflow-only', note: ACTION },
  { setting: 'check-run', input: 'check-run', trust: 'workflow-only', note: ACTION },
  {
    setting: 'accept-label',
    input: 'accept-label',
    trust: 'workflow-only',
    note: `${ACTION}; the label itself can be added only by people with triage or write access`,
  },
  {
    setting: 'pull-request-number',
    input: 'pull-request-number',
    trust: 'workflow-only',
    note: `${ACTION}; on workflow_run used only when the triggering run belongs to that pull request`,
  },
  {
    setting: 'questions-url',
    input: 'questions-url',
    trust: 'workflow-only',
    note: `${ACTION}: a link in the bot's comment is the maintainers' choice`,
  },
  {
    setting: 'fail-on-regression',
    input: 'fail-on-regression',
    trust: 'workflow-only',
    note: ACTION,
  },
  // The decision.
  {
    setting: 'confidence',
    configKey: 'top-level',
    input: 'confidence',
    trust: 'config',
    note: DECIDES,
  },
  { setting: 'rule', configKey: 'top-level', input: 'rule', trust: 'config', note: DECIDES },
  {
    setting: 'min-confidence',
    configKey: 'top-level',
    input: 'min-confidence',
    trust: 'config',
    note: DECIDES,
  },
  { setting: 'alpha', configKey: 'top-level', input: 'alpha', trust: 'config', note: DECIDES },
  {
    setting: 'multiple-comparisons',
    configKey: 'top-level',
    input: 'multiple-comparisons',
    trust: 'config',
    note: DECIDES,
  },
  {
    setting: 'margin',
    configKey: 'top-level',
    input: 'margin',
    trust: 'config',
    note: `${DECIDES}; also per benchmark`,
  },
  { setting: 'align', configKey: 'top-level', trust: 'config', note: DECIDES },
  {
    setting: 'resample',
    input: 'resample',
    trust: 'workflow-only',
    note: `${ACTION}: a gate in stages spends the level over its stages (α/2 at the first), which is not the pull request's choice`,
  },
  {
    setting: 'usage-gate',
    configKey: 'top-level',
    input: 'usage-gate',
    trust: 'config',
    note: `${DECIDES}; also per benchmark (the input replaces every benchmark's). The tokens, seconds and cost it gates come from the pull request's files: a side without them is "not compared", named in the report`,
  },
  {
    setting: 'usage-run-spread',
    configKey: 'top-level',
    input: 'usage-run-spread',
    trust: 'workflow-only',
    note: "ignored (with a warning naming the input): a run spread widens the usage gate's test, and from 1 / t up no ratio is bounded and nothing is gated, which is not the pull request's choice; the CLI and the library honour the key",
  },
  {
    setting: 'errors',
    configKey: 'top-level',
    input: 'errors',
    trust: 'config',
    note: `${DECIDES}; the report's headline counts the questions lost to errors whatever the value`,
  },
  {
    setting: 'missing-tasks',
    configKey: 'top-level',
    input: 'missing-tasks',
    trust: 'config',
    note: `${DECIDES}; a baseline task missing from the candidate is named in the report's headline whatever the value`,
  },
  {
    setting: 'allow-task-mismatch',
    configKey: 'top-level',
    input: 'allow-task-mismatch',
    trust: 'config',
    note: `${DECIDES}; a comparison of different tasks is named in the report's warnings`,
  },
  {
    setting: 'metrics',
    configKey: 'top-level',
    input: 'metrics',
    trust: 'config',
    note: `${DECIDES}; also per benchmark. A metric's \`gate: false\` shows in the report as report-only`,
  },
  {
    setting: 'benchmarks',
    configKey: 'top-level',
    trust: 'config',
    note: `${DESCRIBES}; \`auto\`: every task of the baseline and candidate folders (the folders stay inside the workspace, or the baseline folder, walked under max-folder-files)`,
  },
  {
    setting: 'baseline',
    configKey: 'top-level',
    trust: 'config',
    note: 'with benchmarks: auto, a folder inside the workspace (or the baseline folder) only',
  },
  {
    setting: 'candidate',
    configKey: 'top-level',
    trust: 'config',
    note: 'with benchmarks: auto, a folder inside the workspace only',
  },
  {
    setting: 'groups',
    configKey: 'top-level',
    trust: 'config',
    note: `${DECIDES}; which comparisons of a discovered folder gate is in the report`,
  },
  {
    setting: 'timestamps',
    configKey: 'top-level',
    trust: 'config',
    note: DESCRIBES,
  },
  { setting: 'name', configKey: 'benchmark', trust: 'config', note: 'escaped in every report' },
  {
    setting: 'weights',
    configKey: 'benchmark',
    input: 'weights',
    trust: 'config',
    note: DECIDES,
  },
  {
    setting: 'format',
    configKey: 'benchmark',
    input: 'format',
    trust: 'config',
    note: DESCRIBES,
  },
  ...[
    'threshold',
    'header',
    'delimiter',
    'categories',
    'id-column',
    'trial-column',
    'outcome-column',
    'count-column',
    'scorer',
    'labels',
    'sample-metric',
    'filter',
    'member',
    'prior-member',
    'usage-columns',
  ].map((setting): TrustEntry => ({
    setting,
    configKey: 'benchmark',
    trust: 'config',
    note: DESCRIBES,
  })),
  ...[
    'metric',
    'k',
    'gate',
    'uncertainty',
    'seed',
    'label',
    'tau',
    'alpha0',
    'beta0',
    'w',
    'weights',
    'pass-power',
    'unanimous-power',
    'lam',
    'bounds',
  ].map((setting): TrustEntry => ({
    setting,
    configKey: 'metric',
    trust: 'config',
    note: DECIDES,
  })),
];

/**
 * Reads every input once into one typed object, validated strictly: booleans are `true` or
 * `false`, numbers are in range, enums are one of their values. Every error is a `ConfigError`
 * naming the input and the value.
 */
import { parseUsageGate, parseUsageRunSpread } from '../../config/usage-gate.js';
import { MAX_COMPARISONS_LIMIT } from '../../config/index.js';
import { parseModelArgument, type RankModelSource } from '../../engine/index.js';
import { ConfigError, showValue } from '../../errors.js';
import { COMMENT_MODES } from '../../github/sticky-comment.js';
import { type ActionInputs, DEFAULT_CONFIG, type InputName, MAX_HISTORY } from './action-inputs.js';
import { defaultCommentKey, normalizeCommentKey } from './comment-key.js';
import { checkModelName, rankModels } from './rank-models.js';
import {
  age,
  artifactName,
  boolean,
  duration,
  inputError,
  inputFormat,
  list,
  number,
  numberList,
  oneOf,
  optionalField,
} from './values.js';

/**
 * Reads and validates every input. `getInput` returns the raw value (`''` when unset); `env`
 * supplies `GITHUB_WORKFLOW` and `GITHUB_JOB` for the default comment key.
 *
 * Example: with only `baseline=a.csv` and `candidate=b.csv` set, the result has
 * `failOnRegression: true`, `comment: 'always'`, `summary: true`, `config: '.github/scorio.yml'`.
 */
export function readInputs(
  getInput: (name: string) => string,
  env: Readonly<Record<string, string | undefined>>,
): ActionInputs {
  const raw = (name: InputName): string => getInput(name).trim();
  const optional = (name: InputName): string | undefined => raw(name) || undefined;

  const baselineRef = optional('baseline-ref');
  if (baselineRef !== undefined && !/^[A-Za-z0-9_./@{}^~][A-Za-z0-9_./@{}^~-]*$/.test(baselineRef))
    throw inputError(
      'baseline-ref',
      baselineRef,
      'is not a git revision (use `base`, a commit SHA, a branch or a tag)',
    );

  const baselineArtifact = artifactName('baseline-artifact', optional('baseline-artifact'));
  if (baselineArtifact !== undefined && baselineRef !== undefined)
    throw new ConfigError(
      `input "baseline-artifact" (${showValue(baselineArtifact)}) and input "baseline-ref" (${showValue(baselineRef)}) cannot both be set: the baseline comes from one place`,
      'input "baseline-artifact"',
    );
  const baselineWorkflow = optional('baseline-workflow');
  if (
    baselineWorkflow !== undefined &&
    !/^(\d+|(\.github\/workflows\/)?[A-Za-z0-9_.-]+\.ya?ml)$/.test(baselineWorkflow)
  )
    throw inputError(
      'baseline-workflow',
      baselineWorkflow,
      'is not a workflow file name (e.g. `eval.yml` or `.github/workflows/eval.yml`) or a workflow id',
    );
  const baselineBranch = optional('baseline-branch');
  if (
    baselineBranch !== undefined &&
    !/^[A-Za-z0-9_./-]+$/.test(baselineBranch) // what git and the API take as a branch name
  )
    throw inputError('baseline-branch', baselineBranch, 'is not a branch name');

  const key = optional('comment-key');
  if (key !== undefined && normalizeCommentKey(key) !== key)
    throw inputError(
      'comment-key',
      key,
      'may contain only letters, digits, spaces and . _ : / @ + - (no "--"), at most 100 characters',
    );

  const candidates = rankModels(getInput('candidates'));
  let rankBaseline: RankModelSource | undefined;
  if (candidates !== undefined) {
    if (optional('candidate') !== undefined)
      throw new ConfigError(
        `input "candidate" (${showValue(raw('candidate'))}) and input "candidates" cannot both be set: "candidates" ranks several models (put this one on a line of its own, name=path), "candidate" compares one with the baseline`,
        'input "candidate"',
      );
    if (optional('margin') !== undefined)
      throw inputError(
        'margin',
        raw('margin'),
        'does not apply to a leaderboard (input "candidates"): models are ranked, not gated on a drop',
      );
    for (const name of ['usage-gate', 'usage-run-spread'] as const)
      if (optional(name) !== undefined)
        throw inputError(
          name,
          raw(name),
          'does not apply to a leaderboard (input "candidates"): models are ranked on their metrics, not gated on their usage',
        );
    for (const name of ['resample', 'previous-report'] as const)
      if (optional(name) !== undefined && raw(name) !== 'false')
        throw inputError(
          name,
          raw(name),
          'does not apply to a leaderboard (input "candidates"): a gate in stages re-runs the questions a comparison of two models cannot tell',
        );
    const baseline = optional('baseline');
    if (baseline !== undefined) {
      const parsed = parseModelArgument(baseline);
      rankBaseline =
        'glob' in parsed
          ? { name: 'baseline', paths: [parsed.glob] }
          : { name: parsed.named ? parsed.name : 'baseline', paths: parsed.paths };
      checkModelName('baseline', baseline, rankBaseline);
      const twin = candidates.find((c) => c.name === rankBaseline?.name);
      if (twin !== undefined)
        throw new ConfigError(
          `input "baseline": the name ${showValue(rankBaseline.name)} (${showValue(baseline)}) is also the name of a model in input "candidates" (${showValue(`${twin.name}=${twin.paths.join(',')}`)}); give the baseline another name (name=path)`,
          'input "baseline"',
        );
    }
  }

  return {
    config: optional('config') ?? DEFAULT_CONFIG,
    baseline: optional('baseline'),
    candidate: optional('candidate'),
    ...(candidates !== undefined ? { candidates } : {}),
    ...(rankBaseline !== undefined ? { rankBaseline } : {}),
    baselineRef,
    allowOutsideWorkspace: boolean(
      'allow-outside-workspace',
      raw('allow-outside-workspace'),
      false,
    ),
    maxUnzippedBytes: number('max-unzipped-bytes', optional('max-unzipped-bytes'), {
      check: (x) => Number.isSafeInteger(x) && x >= 1,
      range: 'a whole number of bytes >= 1, e.g. 4294967296 (4 GiB)',
    }),
    maxBootstrapIterations: number(
      'max-bootstrap-iterations',
      optional('max-bootstrap-iterations'),
      {
        check: (x) => Number.isInteger(x) && x >= 2 && x <= 1_000_000,
        range: 'a whole number from 2 to 1000000',
      },
    ),
    workBudget: number('work-budget', optional('work-budget'), {
      check: (x) => x > 0,
      range: 'a number > 0 (work units, e.g. 1e12)',
    }),
    maxReadBytes: number('max-read-bytes', optional('max-read-bytes'), {
      check: (x) => Number.isSafeInteger(x) && x >= 1,
      range: 'a whole number of bytes >= 1, e.g. 68719476736 (64 GiB)',
    }),
    maxMergeBytes: number('max-merge-bytes', optional('max-merge-bytes'), {
      check: (x) => Number.isSafeInteger(x) && x >= 1,
      range: 'a whole number of bytes >= 1, e.g. 268435456 (256 MiB)',
    }),
    maxComparisons: number('max-comparisons', optional('max-comparisons'), {
      check: (x) => Number.isInteger(x) && x >= 1 && x <= MAX_COMPARISONS_LIMIT,
      range: `a whole number from 1 to ${MAX_COMPARISONS_LIMIT}`,
    }),
    maxFolderFiles: number('max-folder-files', optional('max-folder-files'), {
      check: (x) => Number.isSafeInteger(x) && x >= 1,
      range: 'a whole number of files >= 1, e.g. 50000',
    }),
    format: inputFormat(optional('format')),
    metrics: list(optional('metrics')),
    weights: numberList('weights', optional('weights')),
    confidence: number('confidence', optional('confidence'), {
      check: (x) => x > 0 && x < 1,
      range: 'a number between 0 and 1 (exclusive), e.g. 0.95',
    }),
    rule: oneOf('rule', optional('rule'), ['overlap', 'z', 'paired'] as const),
    minConfidence: number('min-confidence', optional('min-confidence'), {
      check: (x) => x > 0.5 && x < 1,
      range: 'a number between 0.5 and 1 (exclusive), e.g. 0.95',
    }),
    alpha: number('alpha', optional('alpha'), {
      check: (x) => x > 0 && x < 0.5,
      range: 'a number between 0 and 0.5 (exclusive), e.g. 0.01',
    }),
    multipleComparisons: oneOf('multiple-comparisons', optional('multiple-comparisons'), [
      'none',
      'holm',
    ] as const),
    margin: number('margin', optional('margin'), {
      // A fraction of the score: 2 meant as "2 points" would switch the gate off.
      check: (x) => x >= 0 && x < 1,
      range: 'a fraction of the score in [0, 1): 0.02 for 2 points',
    }),
    ...optionalField(
      'usageGate',
      optional('usage-gate') !== undefined
        ? parseUsageGate(raw('usage-gate'), 'input "usage-gate"')
        : undefined,
    ),
    ...optionalField(
      'usageRunSpread',
      optional('usage-run-spread') !== undefined
        ? parseUsageRunSpread(raw('usage-run-spread'), 'input "usage-run-spread"')
        : undefined,
    ),
    errors: oneOf('errors', optional('errors'), ['fail', 'missing'] as const),
    ...(optional('allow-task-mismatch') !== undefined
      ? { allowTaskMismatch: boolean('allow-task-mismatch', raw('allow-task-mismatch'), false) }
      : {}),
    missingTasks: oneOf('missing-tasks', optional('missing-tasks'), ['fail', 'warn'] as const),
    failOnRegression: boolean('fail-on-regression', raw('fail-on-regression'), true),
    comment: oneOf('comment', optional('comment'), COMMENT_MODES) ?? 'always',
    commentKey: key ?? defaultCommentKey(env),
    githubToken: raw('github-token'),
    summary: boolean('summary', raw('summary'), true),
    questionsUrl: optional('questions-url'),
    checkRun: boolean('check-run', raw('check-run'), false),
    pullRequestNumber: number('pull-request-number', optional('pull-request-number'), {
      check: (x) => Number.isSafeInteger(x) && x > 0,
      range: 'a pull request number (a whole number > 0)',
    }),
    ...(baselineArtifact !== undefined ? { baselineArtifact } : {}),
    ...(baselineWorkflow !== undefined
      ? { baselineWorkflow: baselineWorkflow.replace(/^\.github\/workflows\//, '') }
      : {}),
    ...(baselineBranch !== undefined ? { baselineBranch } : {}),
    ...(optional('candidate-artifact') !== undefined
      ? { candidateArtifact: artifactName('candidate-artifact', optional('candidate-artifact')) }
      : {}),
    ifNoBaseline:
      oneOf('if-no-baseline', optional('if-no-baseline'), ['warn', 'fail', 'skip'] as const) ??
      'warn',
    ...optionalField('maxBaselineAgeDays', age('max-baseline-age', optional('max-baseline-age'))),
    history:
      number('history', optional('history'), {
        check: (x) => Number.isInteger(x) && x >= 0 && x <= MAX_HISTORY,
        range: `a whole number from 0 to ${MAX_HISTORY}`,
      }) ?? 0,
    ...teamInputs(optional),
    ...stageInputs(raw, optional),
  };
}

/** A gate in stages (`resample`, `previous-report`). */
function stageInputs(
  raw: (name: InputName) => string,
  optional: (name: InputName) => string | undefined,
): Pick<ActionInputs, 'resample' | 'previousReport'> {
  const previous = optional('previous-report');
  // eslint-disable-next-line no-control-regex
  if (previous !== undefined && (previous.length > 1000 || /[\u0000-\u001f]/.test(previous)))
    throw inputError(
      'previous-report',
      previous,
      "is not a path: at most 1000 characters, no control characters (the previous stage's report-json output)",
    );
  return {
    resample: boolean('resample', raw('resample'), false),
    ...(previous !== undefined ? { previousReport: previous } : {}),
  };
}

/** The team workflow's inputs (`wait-for-baseline`, `merge-reports`, `accept-label`). */
function teamInputs(
  optional: (name: InputName) => string | undefined,
): Pick<ActionInputs, 'waitForBaselineSeconds' | 'mergeReports' | 'acceptLabel'> {
  const merge = optional('merge-reports');
  const patterns = merge
    ?.split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  for (const pattern of patterns ?? [])
    // eslint-disable-next-line no-control-regex
    if (pattern.length > 1000 || /[\u0000-\u001f]/.test(pattern))
      throw inputError(
        'merge-reports',
        pattern,
        'is not a path or glob: at most 1000 characters, no control characters (one per line)',
      );
  const label = optional('accept-label');
  // eslint-disable-next-line no-control-regex
  if (label !== undefined && (Array.from(label).length > 50 || /[\u0000-\u001f\u007f]/.test(label)))
    throw inputError(
      'accept-label',
      label,
      'is not a label name: 1 to 50 characters, no line breaks (e.g. `eval-regression-accepted`)',
    );
  return {
    waitForBaselineSeconds: duration('wait-for-baseline', optional('wait-for-baseline')),
    ...(patterns !== undefined && patterns.length > 0 ? { mergeReports: patterns } : {}),
    ...(label !== undefined ? { acceptLabel: label } : {}),
  };
}

/**
 * The action's inputs, read once into one typed object and validated strictly: booleans are
 * `true` or `false`, numbers are in range, enums are one of their values. Every error is a
 * `ConfigError` naming the input and the value.
 */
import { parseModelArgument, type RankModelSource } from '../engine/index.js';
import { ConfigError, didYouMean, showValue } from '../errors.js';
import type { UsageGate } from '../decision/usage-types.js';
import { parseUsageGate } from '../config/usage-gate.js';
import type { FormatName } from '../readers/types.js';
import {
  ARTIFACT_NAME,
  DEFAULT_CONFIG_FILE,
  FORMAT_NAMES,
  MAX_COMPARISONS_LIMIT,
  type RunPolicy,
} from '../config/index.js';
import { COMMENT_MODES, type CommentMode } from '../github/sticky-comment.js';

/** `format` values: the readers' formats and `auto` (the config file's list). */
export const FORMAT_VALUES = FORMAT_NAMES;

/** The default of the `config` input; a missing file at this path is not an error. */
export const DEFAULT_CONFIG = DEFAULT_CONFIG_FILE;

/**
 * The trust boundary in the action: the config file is part of the pull request, so it may not
 * widen what is read or raise the limits; the inputs (the maintainers' workflow) may.
 */
export function policyOf(inputs: ActionInputs): RunPolicy {
  return {
    trustConfig: false,
    ...(inputs.maxUnzippedBytes !== undefined ? { maxUnzippedBytes: inputs.maxUnzippedBytes } : {}),
    ...(inputs.maxBootstrapIterations !== undefined
      ? { maxBootstrapIterations: inputs.maxBootstrapIterations }
      : {}),
    ...(inputs.workBudget !== undefined ? { workBudget: inputs.workBudget } : {}),
    ...(inputs.maxReadBytes !== undefined ? { maxReadBytes: inputs.maxReadBytes } : {}),
    ...(inputs.maxComparisons !== undefined ? { maxComparisons: inputs.maxComparisons } : {}),
    ...(inputs.maxFolderFiles !== undefined ? { maxFolderFiles: inputs.maxFolderFiles } : {}),
    settingName: (key) => `input "${key}"`,
  };
}

/** The inputs, typed. Optional settings are `undefined` when the input is empty (config file or engine default). */
export interface ActionInputs {
  readonly config: string;
  readonly baseline?: string;
  readonly candidate?: string;
  /**
   * Rank mode: the models of the `candidates` input (one `name=path-or-glob` per line). When set,
   * the action ranks them instead of comparing a baseline and a candidate.
   */
  readonly candidates?: readonly RankModelSource[];
  /** Rank mode: the `baseline` input as a model (`name=glob`, or a path or glob named `baseline`). */
  readonly rankBaseline?: RankModelSource;
  /** `base` (the pull request's base commit) or a git revision. */
  readonly baselineRef?: string;
  /**
   * Let result files lie outside the workspace (absolute paths, `../`, links that lead out), in
   * compare and rank mode. `false` (default) refuses them unless the config file allows it.
   */
  readonly allowOutsideWorkspace: boolean;
  /**
   * The limits only the workflow may raise (the config, part of the pull request, may lower the
   * zip limit but never raise any of them). Undefined: the defaults.
   */
  readonly maxUnzippedBytes?: number;
  readonly maxBootstrapIterations?: number;
  readonly workBudget?: number;
  readonly maxReadBytes?: number;
  readonly maxComparisons?: number;
  /** The most files a folder given as baseline or candidate may hold (discovery). */
  readonly maxFolderFiles?: number;
  readonly format?: FormatName | 'auto';
  readonly metrics?: readonly string[];
  readonly weights?: readonly number[];
  readonly confidence?: number;
  readonly rule?: 'overlap' | 'z' | 'paired';
  /** Rule paired: the one-sided level. */
  readonly alpha?: number;
  readonly multipleComparisons?: 'none' | 'holm';
  readonly margin?: number;
  /** The usage gate (replaces the config's); `{}` for `none` (report-only). */
  readonly usageGate?: UsageGate;
  /** What a lost trial (errored, never ran) counts as. */
  readonly errors?: 'fail' | 'missing';
  /** Compare logs of different tasks instead of refusing them (undefined: the config's). */
  readonly allowTaskMismatch?: boolean;
  /** Folders: a baseline task missing from the candidate fails the run, or is listed. */
  readonly missingTasks?: 'fail' | 'warn';
  readonly failOnRegression: boolean;
  readonly comment: CommentMode;
  readonly commentKey: string;
  readonly githubToken: string;
  readonly summary: boolean;
  /** Links question ids in the comment: an http(s) URL with `{id}`. */
  readonly questionsUrl?: string;
  /** Also create a check run with the verdict (needs `checks: write`). */
  readonly checkRun: boolean;
  /** The pull request to report on when the event has none (workflow_run); verified. */
  readonly pullRequestNumber?: number;
  /** The artifact the baseline comes from (a run of the workflow on the base branch). */
  readonly baselineArtifact?: string;
  /** The workflow whose runs upload it: a file name (`eval.yml`) or id; default this run's. */
  readonly baselineWorkflow?: string;
  /** The branch whose runs count; default the pull request's base branch. */
  readonly baselineBranch?: string;
  /** On `workflow_run`: the artifact of the triggering run that holds the candidate's files. */
  readonly candidateArtifact?: string;
  /** When no baseline artifact is found: pass with a warning, fail, or skip silently. */
  readonly ifNoBaseline: 'warn' | 'fail' | 'skip';
  /** A baseline older than this many days is a warning. */
  readonly maxBaselineAgeDays?: number;
  /** Earlier runs of the base branch whose baselines make the trend (0: none; at most 30). */
  readonly history: number;
  /**
   * Seconds to wait for a queued or running run of the baseline's workflow at the pull
   * request's base commit (0: no wait, take the newest ancestor's as before).
   */
  readonly waitForBaselineSeconds: number;
  /** The JSON reports of a job matrix to merge (paths or globs, one per line). */
  readonly mergeReports?: readonly string[];
  /** The label that accepts credible regressions when the pull request carries it. */
  readonly acceptLabel?: string;
}

/** The longest `wait-for-baseline` (a job runs for 6 hours at most). */
export const MAX_WAIT_SECONDS = 6 * 3600;

/** The most earlier runs `history` may read. */
export const MAX_HISTORY = 30;

/** Every input name, as action.yml declares them. */
export const INPUT_NAMES = [
  'config',
  'baseline',
  'candidate',
  'candidates',
  'baseline-ref',
  'baseline-artifact',
  'baseline-workflow',
  'baseline-branch',
  'if-no-baseline',
  'max-baseline-age',
  'history',
  'wait-for-baseline',
  'candidate-artifact',
  'merge-reports',
  'allow-outside-workspace',
  'max-unzipped-bytes',
  'max-bootstrap-iterations',
  'work-budget',
  'max-read-bytes',
  'max-comparisons',
  'max-folder-files',
  'format',
  'metrics',
  'weights',
  'confidence',
  'rule',
  'alpha',
  'multiple-comparisons',
  'margin',
  'usage-gate',
  'errors',
  'allow-task-mismatch',
  'missing-tasks',
  'fail-on-regression',
  'accept-label',
  'comment',
  'comment-key',
  'github-token',
  'summary',
  'check-run',
  'pull-request-number',
  'questions-url',
] as const;

type InputName = (typeof INPUT_NAMES)[number];

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
    if (optional('usage-gate') !== undefined)
      throw inputError(
        'usage-gate',
        raw('usage-gate'),
        'does not apply to a leaderboard (input "candidates"): models are ranked on their metrics, not gated on their usage',
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
  };
}

/**
 * The team workflow's inputs (`wait-for-baseline`, `merge-reports`, `accept-label`); their own
 * module would need `inputError` and the input names, so they are read here, in one place.
 */
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

/** `0`, `90s`, `20m`, `1h`, `1h30m` -> seconds (at most MAX_WAIT_SECONDS); empty: 0. */
function duration(name: InputName, value: string | undefined): number {
  if (value === undefined || value === '0') return 0;
  const match =
    /^(?:(\d+(?:\.\d+)?)h)?\s*(?:(\d+(?:\.\d+)?)(?:m|min))?\s*(?:(\d+(?:\.\d+)?)s)?$/.exec(value);
  const seconds =
    match === null || value.trim() === ''
      ? Number.NaN
      : Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  if (!(seconds >= 0 && seconds <= MAX_WAIT_SECONDS))
    throw inputError(
      name,
      value,
      'is not a duration of at most 6h: `0` (no wait), or a number with s, m or h, e.g. `20m`, `90s`, `1h30m`',
    );
  return Math.round(seconds);
}

/**
 * The comment key when the input is empty: `<workflow>/<job>` from `GITHUB_WORKFLOW` and
 * `GITHUB_JOB`, normalized (e.g. `CI/eval`). Matrix legs share it: give them a key each.
 */
export function defaultCommentKey(env: Readonly<Record<string, string | undefined>>): string {
  const parts = [env['GITHUB_WORKFLOW'], env['GITHUB_JOB']].filter(
    (part): part is string => part !== undefined && part.trim() !== '',
  );
  const key = normalizeCommentKey(parts.join('/'));
  return key === '' ? 'default' : key;
}

/** Makes any text a safe key inside an HTML comment: allowed characters only, no `--`. */
export function normalizeCommentKey(text: string): string {
  return text
    .trim()
    .replace(/[^A-Za-z0-9 _.:/@+-]/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, 100);
}

/**
 * The `candidates` input: one model per line, `name=path-or-glob` (or a path, named after its
 * file); empty lines are skipped. Undefined when the input is empty.
 */
function rankModels(value: string): RankModelSource[] | undefined {
  if (value.trim() === '') return undefined;
  const models: RankModelSource[] = [];
  const lineOf = new Map<string, number>();
  value.split(/\r?\n/).forEach((text, index) => {
    const line = text.trim();
    if (line === '') return;
    const where = `line ${index + 1}`;
    const parsed = parseModelArgument(line);
    if ('glob' in parsed)
      throw inputError(
        'candidates',
        line,
        `(${where}) is a glob without a name: write name=${parsed.glob} (its files are merged into one model)`,
      );
    if (parsed.paths[0] === '')
      throw inputError('candidates', line, `(${where}) has a name but no path: write name=path`);
    const model = { name: parsed.name, paths: parsed.paths };
    checkModelName('candidates', line, model, where);
    const earlier = lineOf.get(model.name);
    if (earlier !== undefined)
      throw inputError(
        'candidates',
        line,
        `(${where}) uses the name ${showValue(model.name)} of line ${earlier}; every model needs its own name (name=path)`,
      );
    lineOf.set(model.name, index + 1);
    models.push(model);
  });
  return models.length > 0 ? models : undefined;
}

/** A model name the reports and the comma-separated `top-group` output can carry. */
function checkModelName(
  name: InputName,
  value: string,
  model: RankModelSource,
  where?: string,
): void {
  const at = where !== undefined ? `(${where}) ` : '';
  if (model.name === '' || model.name.length > 100 || model.name.includes(','))
    throw inputError(
      name,
      value,
      `${at}has the model name ${showValue(model.name)}: names must be 1 to 100 characters, without commas`,
    );
}

/**
 * The `format` input: the result files' format (the CLI's `--input-format`). `md` there
 * is the CLI's `--format`, the report's: the action writes both reports, so it is named as such.
 */
function inputFormat(value: string | undefined): FormatName | 'auto' | undefined {
  if (value === 'md' || value === 'markdown')
    throw inputError(
      'format',
      value,
      `is not one of ${FORMAT_VALUES.join(', ')}: this input is the result files' format (the CLI's --input-format); the action writes the report as both Markdown and JSON (outputs report-markdown and report-json)`,
    );
  return oneOf('format', value, FORMAT_VALUES);
}

function optionalField<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function artifactName(name: InputName, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!ARTIFACT_NAME.test(value))
    throw inputError(
      name,
      value,
      'is not an artifact name: 1 to 200 characters, without " : < > | * ? \\ / or line breaks',
    );
  return value;
}

/** `14d`, `36h`, `2w` -> days. */
function age(name: InputName, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*([hdw])$/.exec(value);
  const amount = Number(match?.[1]);
  if (match === null || !(amount > 0))
    throw inputError(name, value, 'is not an age: a number > 0 and h, d or w, e.g. `14d`');
  return amount * { h: 1 / 24, d: 1, w: 7 }[match[2] as 'h' | 'd' | 'w'];
}

function inputError(name: InputName, value: string, problem: string): ConfigError {
  return new ConfigError(`input "${name}": ${showValue(value)} ${problem}`, `input "${name}"`);
}

function boolean(name: InputName, value: string, fallback: boolean): boolean {
  if (value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw inputError(name, value, 'is not a boolean: use `true` or `false`');
}

function oneOf<T extends string>(
  name: InputName,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw inputError(name, value, `is not one of ${allowed.join(', ')}${didYouMean(value, allowed)}`);
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function number(
  name: InputName,
  value: string | undefined,
  limits: { check: (x: number) => boolean; range: string },
): number | undefined {
  if (value === undefined) return undefined;
  const parsed = NUMBER.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(parsed) || !limits.check(parsed))
    throw inputError(name, value, `is not ${limits.range}`);
  return parsed;
}

function list(value: string | undefined): readonly string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

function numberList(name: InputName, value: string | undefined): readonly number[] | undefined {
  if (value === undefined) return undefined;
  const items = value.split(/[\s,]+/).filter((item) => item !== '');
  return items.map((item) => {
    if (!NUMBER.test(item) || !Number.isFinite(Number(item)))
      throw inputError(name, value, `has ${showValue(item)}, which is not a finite number`);
    return Number(item);
  });
}

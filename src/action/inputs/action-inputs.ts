/**
 * The action's inputs as one typed object ({@link ActionInputs}), the names action.yml declares,
 * and the policy they give the engine (what only the workflow may widen).
 */
import type { UsageGate, UsageRunSpread } from '../../decision/usage-types.js';
import type { RankModelSource } from '../../engine/index.js';
import type { FormatName } from '../../readers/types.js';
import { DEFAULT_CONFIG_FILE, FORMAT_NAMES, type RunPolicy } from '../../config/index.js';
import type { CommentMode } from '../../github/sticky-comment.js';

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
    ...(inputs.maxMergeBytes !== undefined ? { maxMergeBytes: inputs.maxMergeBytes } : {}),
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
  /** `merge-reports`: the most bytes the reports may take together. */
  readonly maxMergeBytes?: number;
  readonly maxComparisons?: number;
  /** The most files a folder given as baseline or candidate may hold (discovery). */
  readonly maxFolderFiles?: number;
  readonly format?: FormatName | 'auto';
  readonly metrics?: readonly string[];
  readonly weights?: readonly number[];
  readonly confidence?: number;
  readonly rule?: 'overlap' | 'z' | 'paired';
  /** Rule z: the level of ρ that calls a change. */
  readonly minConfidence?: number;
  /** Rule paired: the one-sided level. */
  readonly alpha?: number;
  readonly multipleComparisons?: 'none' | 'holm';
  readonly margin?: number;
  /** The usage gate (replaces the config's); `{}` for `none` (report-only). */
  readonly usageGate?: UsageGate;
  /** How much a whole run's usage varies by chance, by measure (replaces the config's, which the action ignores). */
  readonly usageRunSpread?: UsageRunSpread;
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
  /**
   * A gate in stages: this run is stage 1 (it decides at half the level and plans a re-run of
   * what it cannot tell). Workflow-only: how the level is spent is not the pull request's choice.
   */
  readonly resample: boolean;
  /**
   * The previous stage's JSON report (inside the workspace or RUNNER_TEMP unless
   * allow-outside-workspace): this run is the next stage.
   */
  readonly previousReport?: string;
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
  'max-merge-bytes',
  'max-comparisons',
  'max-folder-files',
  'format',
  'metrics',
  'weights',
  'confidence',
  'rule',
  'min-confidence',
  'alpha',
  'multiple-comparisons',
  'margin',
  'usage-gate',
  'usage-run-spread',
  'errors',
  'allow-task-mismatch',
  'missing-tasks',
  'fail-on-regression',
  'accept-label',
  'resample',
  'previous-report',
  'comment',
  'comment-key',
  'github-token',
  'summary',
  'check-run',
  'pull-request-number',
  'questions-url',
] as const;

export type InputName = (typeof INPUT_NAMES)[number];

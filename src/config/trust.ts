/**
 * The trust boundary: the workflow decides, the config only describes.
 *
 * The config file lives in the repository, so in a pull request its author controls it. Settings
 * that would widen what a run reads or raise what it may spend are *workflow-only*: in the action
 * only inputs (written by the repository's maintainers) may set them; the same keys in the config
 * are ignored there, with a warning naming the input to use. In the CLI and the library the config
 * is the user's own file and is honoured. docs/reliability.md ("Trust boundary") classes every key.
 */
import { grouped, showValue } from '../errors.js';
import { DEFAULT_MAX_READ_BYTES, DEFAULT_MAX_UNZIPPED_BYTES } from '../readers/index.js';
import type { CompareConfig } from './schema.js';
import { DEFAULT_MAX_COMPARISONS, DEFAULT_MAX_FOLDER_FILES } from './limits.js';

/**
 * The default of `maxMergeBytes`: 128 MiB of reports together. Parsed, they take about ten times
 * that in memory (about 1.5 GB), and the merged report written back stays far below the longest
 * string JavaScript can hold (2^29 characters), which reports of 6 × 58 MiB overran.
 */
export const DEFAULT_MAX_MERGE_BYTES = 128 * 2 ** 20;

/** The most bootstrap resamples a config may ask for in the action, unless the workflow raises it. */
export const DEFAULT_MAX_BOOTSTRAP_ITERATIONS = 10_000;
/**
 * The default work budget, in work units (one inner-loop step of a metric over a question; see
 * src/engine/work.ts): a few minutes of metrics at most (docs/reliability.md gives the rate).
 */
export const DEFAULT_WORK_BUDGET = 200_000_000_000;
export {
  DEFAULT_MAX_COMPARISONS,
  DEFAULT_MAX_FOLDER_FILES,
  MAX_COMPARISONS_LIMIT,
} from './limits.js';

/**
 * What a run may read and spend, and whether the config may change that.
 *
 * Example: the action passes `{ trustConfig: false, allowOutsideWorkspace: <input> }`; the CLI
 * passes `{ trustConfig: true }` (its flags travel as overrides).
 */
export interface RunPolicy {
  /**
   * `true` (CLI, library; the default): the config is the user's own file: its
   * `allow-outside-workspace`, raised limits and `usage-run-spread` apply. `false` (the action):
   * the config is part of the pull request: those keys are ignored with a warning, and only the
   * policy's own values (from action inputs) widen access, raise limits or widen the usage test.
   */
  readonly trustConfig?: boolean;
  /**
   * The most bytes one archive may decompress to (default 1 GiB). With `trustConfig: false` a
   * config may lower it per benchmark, never raise it.
   */
  readonly maxUnzippedBytes?: number;
  /**
   * The most bootstrap resamples a metric may use (default 10,000) when `trustConfig` is false; a
   * config asking for more gets this many, with a warning. With `trustConfig: true` the config's
   * value applies (up to the metric's own limit, 1,000,000).
   */
  readonly maxBootstrapIterations?: number;
  /**
   * The most work units the metrics may cost (default `DEFAULT_WORK_BUDGET`), checked before any
   * metric is computed; the config cannot change it.
   */
  readonly workBudget?: number;
  /**
   * The most bytes a run may read (default 16 GiB): every file each time it is read, and what
   * archives decompress to. The config cannot change it.
   */
  readonly maxReadBytes?: number;
  /**
   * The most bytes the reports of a merge may take together (default 128 MiB), checked before any
   * is parsed: a merge holds them all at once, and writes them back as one report.
   */
  readonly maxMergeBytes?: number;
  /**
   * The most comparisons (benchmarks × their metrics) a run may make (default 1,000), checked
   * before anything is read; the config cannot change it.
   */
  readonly maxComparisons?: number;
  /**
   * The most files a folder may hold for discovery (default 10,000), checked while it is walked,
   * before anything in it is read; the config cannot change it.
   */
  readonly maxFolderFiles?: number;
  /** How the settings that raise the limits are named in messages, e.g. `input "max-unzipped-bytes"`. */
  readonly settingName?: (key: WorkflowOnlyKey) => string;
}

/** The settings only the workflow may widen or raise. */
export type WorkflowOnlyKey =
  | 'allow-outside-workspace'
  | 'max-unzipped-bytes'
  | 'max-bootstrap-iterations'
  | 'work-budget'
  | 'max-read-bytes'
  | 'max-merge-bytes'
  | 'max-comparisons'
  | 'max-folder-files'
  | 'usage-run-spread';

/** The policy's values with the defaults filled in. */
export interface ResolvedPolicy {
  readonly trustConfig: boolean;
  readonly maxUnzippedBytes: number;
  readonly maxBootstrapIterations: number;
  readonly workBudget: number;
  readonly maxReadBytes: number;
  readonly maxMergeBytes: number;
  readonly maxComparisons: number;
  readonly maxFolderFiles: number;
  readonly settingName: (key: WorkflowOnlyKey) => string;
}

/** Fills in the defaults of a policy. */
export function resolvePolicy(policy: RunPolicy = {}): ResolvedPolicy {
  return {
    trustConfig: policy.trustConfig ?? true,
    maxUnzippedBytes: policy.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED_BYTES,
    maxBootstrapIterations: policy.maxBootstrapIterations ?? DEFAULT_MAX_BOOTSTRAP_ITERATIONS,
    workBudget: policy.workBudget ?? DEFAULT_WORK_BUDGET,
    maxReadBytes: policy.maxReadBytes ?? DEFAULT_MAX_READ_BYTES,
    maxMergeBytes: policy.maxMergeBytes ?? DEFAULT_MAX_MERGE_BYTES,
    maxComparisons: policy.maxComparisons ?? DEFAULT_MAX_COMPARISONS,
    maxFolderFiles: policy.maxFolderFiles ?? DEFAULT_MAX_FOLDER_FILES,
    settingName: policy.settingName ?? ((key) => `input "${key}"`),
  };
}

/**
 * How a zip-limit refusal names what raises the limit: the workflow's setting (`input
 * "max-unzipped-bytes"` in the action, where the config's key cannot raise it) and, where the
 * config is trusted (CLI, library), also its own key.
 */
export function unzipLimitSetting(policy: ResolvedPolicy): string {
  const setting = policy.settingName('max-unzipped-bytes');
  return policy.trustConfig ? `${setting} (or max-unzipped-bytes in the config)` : setting;
}

/**
 * Applies the policy to a config read from a file: with `trustConfig: false`, a config's
 * `allow-outside-workspace: true` and `usage-run-spread` are dropped, a `max-unzipped-bytes` above the policy's is
 * replaced by it, and bootstrap `iterations` above the policy's maximum are lowered to it, each
 * with a warning that names the workflow setting to use. Benchmarks without `max-unzipped-bytes`
 * get the policy's. With `trustConfig: true` only that default is filled in.
 *
 * @example enforcePolicy(parseConfig('allow-outside-workspace: true\nbenchmarks: [...]', 'c.yml'),
 *   { trustConfig: false }).warnings[0]
 *   // 'c.yml: allow-outside-workspace: true is ignored: ... set the input "allow-outside-workspace" ...'
 */
export function enforcePolicy(
  config: CompareConfig,
  policy: RunPolicy = {},
): { config: CompareConfig; warnings: string[] } {
  const p = resolvePolicy(policy);
  const warnings: string[] = [];
  const file = config.file ?? 'the config';
  const why = 'the config is part of the pull request, and only the workflow may';
  let allowOutsideWorkspace = config.allowOutsideWorkspace === true;
  if (allowOutsideWorkspace && !p.trustConfig) {
    allowOutsideWorkspace = false;
    warnings.push(
      `${file}: allow-outside-workspace: true is ignored: ${why} let the action read files outside the workspace; set ${p.settingName('allow-outside-workspace')} to true in the workflow instead.`,
    );
  }
  // A run spread widens the usage test (from 1 / t up, one run a side bounds no ratio and nothing
  // is gated): in the action only the workflow's input sets it.
  let usageRunSpread = config.usageRunSpread;
  if (usageRunSpread !== undefined && !p.trustConfig) {
    usageRunSpread = undefined;
    warnings.push(
      `${file}: usage-run-spread is ignored: ${why} widen the usage gate's test (a large spread gates nothing); set ${p.settingName('usage-run-spread')} in the workflow instead.`,
    );
  }
  const benchmarks = config.benchmarks.map((b) => {
    let maxUnzippedBytes = b.read.maxUnzippedBytes;
    if (maxUnzippedBytes === undefined) maxUnzippedBytes = p.maxUnzippedBytes;
    else if (maxUnzippedBytes > p.maxUnzippedBytes && !p.trustConfig) {
      warnings.push(
        `${file}: ${b.path}.max-unzipped-bytes: ${showValue(maxUnzippedBytes)} is ignored: ${why} raise this limit; ${grouped(p.maxUnzippedBytes)} bytes apply (raise it with ${p.settingName('max-unzipped-bytes')}).`,
      );
      maxUnzippedBytes = p.maxUnzippedBytes;
    }
    const metrics = b.metrics.map((spec, i) => {
      const bootstrap = spec.uncertainty === 'bootstrap';
      if (p.trustConfig || !bootstrap || spec.iterations <= p.maxBootstrapIterations) return spec;
      warnings.push(
        `${file}: ${b.path}.metrics[${i}] (${spec.label}): iterations ${showValue(spec.iterations)} is above the limit: ${why} raise it; ${grouped(p.maxBootstrapIterations)} apply (raise it with ${p.settingName('max-bootstrap-iterations')}).`,
      );
      return { ...spec, iterations: p.maxBootstrapIterations };
    });
    return { ...b, read: { ...b.read, maxUnzippedBytes }, metrics };
  });
  const rest: { -readonly [K in keyof CompareConfig]: CompareConfig[K] } = { ...config };
  delete rest.usageRunSpread;
  return {
    config: {
      ...rest,
      ...(usageRunSpread !== undefined ? { usageRunSpread } : {}),
      allowOutsideWorkspace,
      benchmarks,
    },
    warnings,
  };
}

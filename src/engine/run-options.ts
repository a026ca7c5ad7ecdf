/**
 * What a comparison run is given besides its config: where paths resolve, the timestamp, the
 * truncation hint, the budgets, and what came before it (warnings, provenance, discovery).
 */
import type { OverrideSource } from '../config/index.js';
import type { ReadBudget } from '../readers/read-budget.js';
import type { AcceptedBy, Provenance, ReportDiscovery } from '../report/index.js';
import type { HistoryPoint } from './types.js';

export interface RunOptions {
  readonly cwd: string;
  readonly baselineRoot?: string;
  /** When set, the candidate's paths resolve against this folder (an artifact) instead of cwd. */
  readonly candidateRoot?: string;
  /** Earlier baselines (oldest first) whose gated metrics make the trend line. */
  readonly history?: readonly HistoryPoint[];
  readonly now: Date;
  readonly fullReportHint: string;
  /** Work units the metrics may cost, and how to name the setting that raises it. */
  readonly workBudget: number;
  readonly workBudgetSetting: string;
  /** The bytes the run may read: every read of the run (sides, priors, history) counts against it. */
  readonly readBudget: ReadBudget;
  /** How a zip-limit refusal names the setting that raises it (e.g. `input "max-unzipped-bytes"`). */
  readonly unzipLimitSetting: string;
  /** Warnings from before the run (e.g. config keys the policy ignored), listed first. */
  readonly warnings?: readonly string[];
  /** Where the numbers came from, for the report's footer and JSON. */
  readonly provenance?: Provenance;
  /** Links question ids in the Markdown (an http(s) URL template with `{id}`). */
  readonly questionsUrl?: string;
  /** Whose syntax advice in errors uses: the CLI's flags (default) or the action's inputs. */
  readonly overrideSource?: OverrideSource;
  /** What folder discovery found (the report's `discovery`), when a path named a folder. */
  readonly discovery?: ReportDiscovery;
  /** The pull request's accept label: credible regressions are accepted (report/accept.ts). */
  readonly acceptance?: AcceptedBy;
}

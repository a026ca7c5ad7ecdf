/**
 * The readers' contract: files -> count tables keyed by question id.
 * One module per format implements `Reader`; `registry.ts` lists them; `readOutcomes` (index.ts)
 * expands globs, picks the reader (`format: auto` sniffs extension and content), and merges
 * several files of one benchmark (trials appended per question).
 */
import type { CountTable } from '../metrics/count-table.js';
import type { ReadBudget } from './read-budget.js';

export type FormatName =
  | 'csv-wide'
  | 'csv-long'
  | 'jsonl-long'
  | 'json'
  | 'npy'
  | 'npz'
  | 'counts-csv'
  | 'counts-jsonl'
  | 'inspect-eval'
  | 'inspect-json'
  | 'opencompass'
  | 'lm-eval'
  | 'promptfoo'
  | 'helm'
  | 'lighteval'
  | 'deepeval';

export interface ReadOptions {
  /** Format, or `auto` (default) to detect by extension and content. */
  readonly format?: FormatName | 'auto';
  /** Binarize soft scores: outcome >= threshold is correct (1), else 0. Without it, floats in (0,1) are an error. */
  readonly threshold?: number;
  /** Column / field names (long and count formats). Defaults: question_id, trial, outcome, count. */
  readonly idColumn?: string;
  readonly trialColumn?: string;
  readonly outcomeColumn?: string;
  readonly countColumn?: string;
  /** CSV/TSV wide: whether the first row is a header; `auto` (default) detects it. */
  readonly header?: boolean | 'auto';
  /** CSV/TSV field separator. Default: tab for `.tsv`/`.tab`, else detected from the first line (comma unless only tabs). */
  readonly delimiter?: ',' | '\t' | ';';
  /**
   * Number of outcome categories K (labels 0..K-1). Default: the largest label seen + 1, at least 2.
   * Set it to make a label outside 0..K-1 an error and to fix the layout when a file happens not to
   * contain the top label (baseline and candidate must have the same K).
   */
  readonly categories?: number;
  /** Inspect AI: the scorer to read (required when a log has several). */
  readonly scorer?: string;
  /**
   * Inspect AI: score value -> category (null = missing trial). Default `{ C: 1, I: 0, N: 0 }` (binary);
   * a `P` (partial) score under the default is an error asking for an explicit layout, e.g.
   * `{ C: 2, P: 1, I: 0, N: 0 }` (see `PARTIAL_CREDIT_LABELS`), so that baseline and candidate never
   * end up with different category layouts. The table has max(value) + 1 categories.
   */
  readonly labels?: Readonly<Record<string, number | null>>;
  /**
   * The per-sample metric: lm-evaluation-harness's metric field (e.g. `exact_match`), HELM's stat
   * name, lighteval's metric. `filter`: lm-eval's filter name, promptfoo's provider, HELM's
   * perturbation.
   */
  readonly metric?: string;
  readonly filter?: string;
  /**
   * lm-evaluation-harness: the task's filters in the order of its `filter_list` (its results
   * file's config). A samples file written before lm-eval named each line's filter (late 2024)
   * holds every document once per filter, in this order, without saying which is which: with
   * it, `filter` picks that filter's lines. Folder discovery sets it from `results_<timestamp>.json`.
   */
  readonly filterOrder?: readonly string[];
  /**
   * HELM: read only the instances with a stat of this split (`test`, `valid`). Folder discovery
   * sets it to the run group's main split (HELM's `schema.json`); no config key.
   */
  readonly split?: string;
  /** NumPy .npz: member names for R and R0. Defaults `R` and `R0`. */
  readonly member?: string;
  readonly priorMember?: string;
  /**
   * Zip archives (`.eval`, `.npz`): the most bytes one archive may decompress to, all entries read
   * together. Default 1 GiB (`DEFAULT_MAX_UNZIPPED_BYTES`); a zip bomb is refused with an
   * `InputError` before it is expanded. Entries read whole as JSON are also capped at 256 MiB.
   */
  readonly maxUnzippedBytes?: number;
  /**
   * How a refusal over `maxUnzippedBytes` names the setting that raises it, e.g.
   * `input "max-unzipped-bytes"` in the action (where the config's key cannot raise it). Default:
   * `the option maxUnzippedBytes (YAML max-unzipped-bytes)`.
   */
  readonly unzipLimitSetting?: string;
  /**
   * `readOutcomes`: every path and glob must stay inside `cwd`, symbolic links followed (absolute
   * paths, `../` and links that lead outside are an `InputError`). The engine sets it for paths from
   * a config file, CLI flags and action inputs unless `allow-outside-workspace: true`. Default off.
   */
  readonly confine?: boolean;
  /**
   * `readOutcomes`: errors and warnings about a file outside `cwd` (symbolic links followed) do
   * not quote its content: only the file, the line and the format are named. The engine sets it
   * for paths from a config file or action inputs (a pull request could point them at any file on
   * the runner, and the error would land in a public log). Default off.
   */
  readonly redactOutside?: boolean;
  /**
   * `readOutcomes`: the run's read budget, shared by all its reads: each file is counted at its
   * size before it is read, and an archive's entries at their declared decompressed size before
   * they are expanded; a read past the limit is a `ConfigError`. Default: no run-wide limit.
   */
  readonly readBudget?: ReadBudget;
  /**
   * Long CSV and JSON Lines (`csv-long`, `jsonl-long`): the columns (fields) that carry each
   * trial's usage, by measure: `{ 'total-tokens': 'tokens', seconds: 'latency_s', cost: 'cost' }`
   * (`milliseconds` reads a column of milliseconds into `seconds`; a JSON Lines field may be a
   * dotted path, `usage.total_tokens`). An empty cell or `null` is a missing value, never a zero.
   * The logs that carry usage themselves (Inspect, promptfoo, HELM) need no option.
   */
  readonly usageColumns?: Readonly<Record<string, string>>;
}

export interface ReadResult {
  /** The outcomes, one row per question id. */
  readonly table: CountTable;
  /** Prior outcomes R0 when the file carries them (JSON `R0`, .npz member), rows aligned with `table`. */
  readonly prior?: CountTable;
  /** Weight vector when the file carries one (JSON `w`). */
  readonly weights?: readonly number[];
  /** The files that were read, after glob expansion, in order. */
  readonly files: readonly string[];
  /** The format of each file (the detected one when `auto`). */
  readonly formats: readonly FormatName[];
  /**
   * `partial-credit` when Inspect `P` scores switched the default binary labels to
   * `{ C: 2, P: 1, I: 0, N: 0 }` (the engine then reads the other side with the same labels and,
   * without weights, uses Inspect's scale [0, 0.5, 1]).
   */
  readonly labelLayout?: 'partial-credit';
  /**
   * Trials the files say were lost, apart from the table: samples that errored (an Inspect sample
   * with an `error` and no score, a promptfoo provider error) or never ran (a dataset question with
   * no sample). They are not in `table` (there they are missing trials, like unscored ones); the
   * engine's `errors` setting counts them as failures (`fail`, its default) or leaves them out
   * (`missing`). Absent when the files record no such trial.
   */
  readonly lost?: LostTrials;
  /** Identity of the files' task, when the files say (for the pairing guard). */
  readonly task?: TaskIdentity;
  /**
   * Question id -> a short excerpt of the question's text (at most `QUESTION_TEXT_CHARS`
   * characters, raw: the report escapes it), where the log holds it: lm-eval's `doc`, Inspect's
   * `input`, DeepEval's `input`. Absent when the files hold none.
   */
  readonly questionText?: ReadonlyMap<string, string>;
  /**
   * A wide CSV's first column that looks like question ids but was read as a trial (its header,
   * or `column 1`): the engine then says so instead of asking for weights for its labels.
   */
  readonly idLikeColumn?: string;
  /**
   * Tokens, seconds and cost per question where the files carry them (Inspect's `model_usage` and
   * times, promptfoo's `tokenUsage`, `latencyMs` and `cost`, HELM's token counts and runtime, the
   * `usageColumns` of long CSV and JSON Lines). Absent when no trial carries any.
   */
  readonly usage?: ReadUsage;
  /**
   * How the answers were decoded, where the log says (lm-eval's generation arguments, Inspect's
   * generate config): see `ReadDecoding`. Absent when the files say nothing about it.
   */
  readonly decoding?: ReadDecoding;
  /** Non-fatal notes for the report (e.g. `3 samples had errors and count as missing trials`). */
  readonly warnings: readonly string[];
}

/**
 * A measure of usage a reader can find (the decision layer's `UsageMeasure`, restated: the readers
 * import no decision code).
 */
export type UsageMeasureId =
  | 'input-tokens'
  | 'output-tokens'
  | 'total-tokens'
  | 'reasoning-tokens'
  | 'cached-tokens'
  | 'seconds'
  | 'cost';

/**
 * One question's usage of one measure: the sum over the trials that carry it, the sum of their
 * squares (the trials' own spread, where there are 2 or more), and how many did.
 */
export interface UsageSums {
  readonly sum: number;
  readonly sumSquares: number;
  readonly trials: number;
}

/** Per measure, question id -> its usage (a question's value is `sum / trials`). */
export type ReadUsage = Readonly<Partial<Record<UsageMeasureId, ReadonlyMap<string, UsageSums>>>>;

/**
 * What a log says about how its answers were decoded. `greedy`: every answer the files hold was
 * decoded greedily (temperature 0, or `do_sample: false`) or scored by log-likelihood without
 * generating (lm-eval's multiple-choice tasks): more trials of the same prompts would repeat the
 * same outcomes. `false` when some answer was sampled, or the log does not say for some of them
 * (mixed evidence is never greedy). `evidence` says what the log says, in words of ours and
 * numbers (`temperature 0 in gen_args`), never text copied from the file.
 */
export interface ReadDecoding {
  readonly greedy: boolean;
  readonly evidence: string;
}

/** Trials a harness recorded as lost: errored or never run (see `ReadResult.lost`). */
export interface LostTrials {
  /** Question id -> trials of that question that errored or never ran. */
  readonly byQuestion: ReadonlyMap<string, number>;
  /** Trials that errored (the harness recorded an error and no outcome). */
  readonly errored: number;
  /** Trials that never ran (a question of the dataset with no sample in the log). */
  readonly neverRan: number;
}

/**
 * What a log says about the task it ran, for refusing to pair different tasks: `name` is the
 * task (Inspect `eval.task`, lm-eval's task from the samples file name, HELM's run name), and
 * `questions` fingerprints questions by id where the log has one (lm-eval's `doc_hash`).
 */
export interface TaskIdentity {
  /** The harness that named it (for messages): `Inspect`, `lm-eval`, `HELM`. */
  readonly harness: string;
  /** The task's name as the log writes it; absent when the log does not name one. */
  readonly name?: string;
  /** Question id -> a hash of the question's content, where the log has one. */
  readonly questions?: ReadonlyMap<string, string>;
  /** What `questions` hashes, for messages (default `doc_hash`, lm-eval's; DeepEval's `input`). */
  readonly fingerprint?: string;
}

/** One file format. `read` must stream: memory O(questions x categories), never O(trials). */
export interface Reader {
  readonly name: FormatName;
  /** Lower-case extensions this reader claims for `auto`, e.g. ['.csv', '.tsv']. */
  readonly extensions: readonly string[];
  /** Given the first bytes of a file and its path, whether this reader recognizes it (for `auto`). */
  sniff(head: Uint8Array, path: string): boolean;
  read(path: string, options: ReadOptions): Promise<ReadResult>;
}

export type AlignMode = 'strict' | 'intersect';

/**
 * What lost trials (`ReadResult.lost`: errored, never ran) count as in a comparison: `fail` (the
 * default) a failure, label 0, so a run that loses questions to errors cannot look better for it;
 * `missing` left out, like an unscored trial.
 */
export type ErrorsPolicy = 'fail' | 'missing';

export interface Alignment {
  readonly baseline: CountTable;
  readonly candidate: CountTable;
  /** Common question ids, in baseline order. */
  readonly ids: readonly string[];
  readonly onlyInBaseline: readonly string[];
  readonly onlyInCandidate: readonly string[];
}

/** Options of `readOutcomes`: the read options plus the directory globs are resolved against. */
export type ReadOutcomesOptions = ReadOptions & {
  /** Directory relative paths and globs are resolved against. Default: `process.cwd()`. */
  readonly cwd?: string;
};

export interface AlignOptions {
  /** `strict` (default): differing id sets are an error. `intersect`: keep the common questions. */
  readonly mode?: AlignMode;
  /** Names used in messages, e.g. the baseline file. Defaults `baseline` and `candidate`. */
  readonly baselineName?: string;
  readonly candidateName?: string;
  /**
   * The advice that ends a `strict` mismatch error, in the user's tool's syntax (`pass --align
   * intersect to compare only those` in the CLI). Default `set align: intersect to compare only
   * those` (the config key).
   */
  readonly intersectAdvice?: string;
}

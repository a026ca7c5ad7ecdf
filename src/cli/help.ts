/**
 * The CLI's help texts (`--help` of the CLI and of each command).
 */
import { KNOWN_NAMES } from '../decision/catalog.js';
import { FORMAT_NAMES } from '../readers/format-names.js';

import { NAME } from './main-help.js';

export { MAIN_HELP, NAME } from './main-help.js';

/** Wraps a comma-separated list at 96 columns, continuation lines indented by `indent`. */
function wrap(text: string, indent: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && indent + line.length + 1 + word.length > 96) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

/** The reader-option flags (the config keys of the same names), in every command's help. */
const READ_HELP = `Reading the files (the config keys of the same names; see docs/formats.md):
  --threshold <t>        Binarize soft scores: an outcome >= t is correct.
  --categories <K>       Number of labels 0..K-1 (default: the largest seen + 1).
  --header <true|false|auto>, --delimiter <,|\\t|;>
                         CSV: whether the first row is a header; the field separator.
  --id-column <name>, --trial-column <name>, --outcome-column <name>, --count-column <name>
                         Long and count formats: the fields to read.
  --scorer <name>        Inspect: the scorer to read (required when a log has several).
  --labels <grades>      Inspect: grade=label pairs, e.g. C=2,P=1,I=0,N=null (null: missing).
  --sample-metric <field>, --filter <name>
                         lm-eval: the per-sample metric field and the filter; HELM: the
                         stat and a perturbation; lighteval: the metric; promptfoo: the
                         provider (filter).
  --member <name>, --prior-member <name>
                         NumPy .npz: the arrays of R and R0.
  --max-unzipped-bytes <n>
                         Most bytes one zip archive (or the parquet columns read) may
                         decompress to (default 1 GiB).
  --usage-columns <pairs>
                         Long CSV / JSON Lines: the columns with each trial's usage, e.g.
                         total-tokens=tokens,milliseconds=latency_ms,cost=cost_usd. Inspect,
                         promptfoo and HELM logs carry theirs.`;

/** `scorio-eval compare --help`. */
export const COMPARE_HELP = `Usage: ${NAME} compare [--config <file>] [options]
       ${NAME} compare --baseline <file|glob> --candidate <file|glob> [options]
       ${NAME} compare --baseline <folder> --candidate <folder> [options]

Reads the baseline and candidate outcomes (questions x trials), computes each metric with its
credible interval, and calls a credible regression only when the rule says so. Prints the report
(Markdown by default) on standard output.

Exit status: 0 no credible regression, 1 credible regression, 2 usage or input error
(one line on standard error).

Inputs:
  --config <file>        YAML config (benchmarks, metrics, rule). Default: .github/scorio.yml
                         when it exists and --baseline/--candidate are not given.
  --baseline <path>      Baseline results: a file or a glob (files are merged per question), or
                         a folder: every task in it (lm-eval, Inspect, HELM, lighteval,
                         OpenCompass or plain files) is compared with the candidate folder's
                         task of the same name (docs/formats.md#folders).
  --candidate <path>     Candidate results: a file, a glob, or a folder.
  --groups <gate|subtasks>
                         Folders: a group of tasks (lm-eval's mmlu, a HELM suite) is gated as
                         one comparison over all its questions, its tasks report-only (gate,
                         default), or task by task (subtasks).
  --timestamps <newest|trials>
                         Folders: several runs of one task (lm-eval, lighteval): the newest
                         (default), or all as the trials of one matrix.
  --missing-tasks <fail|warn>
                         Folders: a task of the baseline's folder with no counterpart in the
                         candidate's fails the run (fail, default) or is listed (warn). A task
                         only in the candidate never fails.
  --name <name>          The benchmark's name in the report. Default: the task the logs name
                         (Inspect, lm-eval, HELM), else the candidate file's name.
  --input-format <name>  Format of the result files; default auto (by extension and content):
                         ${wrap(FORMAT_NAMES.join(', '), 25)}.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1. Default 0,1 (binary).
  --allow-outside-workspace
                         Let the files a config names lie outside the current directory
                         (absolute paths, ../, symbolic links that lead out). Default: refused.
                         Paths given as flags are never confined.

Decision:
  --metric <name>        A metric to compare; repeat for several. Default bayes.
                         ${wrap(`Names: ${KNOWN_NAMES.join(', ')}`, 25)}
                         (k a number, e.g. pass@4, pass^4, maj@8).
  --rule <overlap|z|paired>
                         overlap (default): a credible change only when the credible intervals do
                         not overlap. z: when rho = Phi(|delta| / sqrt(sb^2 + sc^2)) reaches
                         --min-confidence. paired: a one-sided paired test at --alpha over the
                         questions both sides answered (for 1 to 8 trials per question).
  --confidence <p>       Credibility level of every interval. Default 0.95.
  --min-confidence <p>   Rule z's threshold on rho. Default 0.95.
  --alpha <a>            Rule paired's one-sided level, in (0, 0.5). Default 0.01.
  --multiple-comparisons <none|holm>
                         Rules paired and z: holm keeps the run's false-alarm level over all
                         gated comparisons. Default none.
  --margin <d>           Credible drops smaller than this do not fail. Default 0.
  --usage-gate <pairs>   Fail on a credible increase of tokens, time or cost per question beyond
                         a tolerance, e.g. total-tokens=0.10,seconds=0.25,cost=0.10 (none:
                         report-only). Replaces the config's usage-gate. Default: report-only.
  --usage-run-spread <pairs>
                         How much a whole run's usage varies by chance, per measure (the run-spread
                         command measures it): seconds=0.056, or none. The usage test counts it as
                         noise. Replaces the config's usage-run-spread.
  --align <mode>         strict (default): baseline and candidate must have the same question ids.
                         intersect: compare the common questions, report the others.
  --errors <fail|missing>
                         What an errored or never-run trial counts as: fail (default) a failure,
                         missing left out. The headline counts the questions lost either way.
  --allow-task-mismatch  Compare logs whose files name different tasks (refused by default).
  --work-budget <units>  Most work the metrics may cost (default 2e11 units, a few minutes); a
                         larger run stops with an error before computing (docs/reliability.md).
  --max-read-bytes <n>   Most bytes the run may read: each file every time it is read, and what
                         archives decompress to (default 17179869184, 16 GiB).
  --max-comparisons <n>  Most comparisons (benchmarks × their metrics) the run may make (default
                         1000); a config asking for more stops before anything is read.
  --max-folder-files <n> Most files a folder given as baseline or candidate may hold (default
                         10000); a larger folder is refused before anything in it is read.

${READ_HELP}

A gate in stages (re-run only what the gate cannot tell; docs/cli.md):
  --resample             Stage 1: decide at half the level (alpha/2) and plan, for each gated
                         comparison it cannot tell, which questions to run again with how many
                         new trials, the same on both sides (benchmarks[].plan in the report).
  --plan-out <file>      Also write the plan, with each harness's commands, to <file> (schema
                         scorio-eval-plan/1). Implies --resample.
  --previous-report <file>
                         The previous stage's JSON report: this run is the next stage (alpha/4,
                         alpha/8, ...), on the previous stage's files plus the re-run files,
                         which must hold exactly the planned trials.

Output:
  --format <md|json>     Report format on standard output. Default md.
  --out-dir <dir>        Also write the report to <dir>/report.md and <dir>/report.json
                         (created if needed). Only these two files are written, and they are
                         replaced if they exist; nothing else is ever written.
  --questions-url <url>  Link each question id in the report: an http(s) URL with {id}.
  -h, --help             Show this help.

Flags win over the config file. Relative paths resolve against the current directory.
`;

/** `scorio-eval score --help`. */
export const SCORE_HELP = `Usage: ${NAME} score <file|glob> [options]

Prints each metric with its credible interval for one result matrix (questions x trials).

Options:
  --metric <name>        A metric; repeat for several. Default bayes.
                         ${wrap(`Names: ${KNOWN_NAMES.join(', ')}`, 25)}
  --format <json|md|csv> Output format. Default md.
  --input-format <name>  Format of the result file. Default auto.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1.
  --confidence <p>       Credibility level of the intervals. Default 0.95.
  --errors <fail|missing>
                         What an errored or never-run trial counts as: fail (default, as in
                         compare) a failure, missing left out.
  -h, --help             Show this help.

${READ_HELP}

Exit status: 0 success, 2 usage or input error. Nothing is written to disk.
`;

/** `scorio-eval run-spread --help`. */
export const RUN_SPREAD_HELP = `Usage: ${NAME} run-spread <run> <run> [<run>...] [options]

Measures how much a whole run's tokens, time and cost per question vary between repeated runs of
one commit on the same questions (an A/A test): latency with a server's load, a provider's day.
Each <run> is one run's result file, or a quoted glob of its files. Prints, per measure, the
spread (the coefficient of variation of a run's mean that the trials' noise within a run does not
explain) and its upper bound, and the line for the config's usage-run-spread, which the usage gate
then counts as noise (docs/config.md). Give 5 or more runs: from fewer the bound is wide.

Options:
  --confidence <p>       One-sided confidence of the upper bound, from 0.5 to below 1. Default 0.9.
  --format <json|md>     Output format. Default md.
  --input-format <name>  Format of the result files. Default auto.
  -h, --help             Show this help.

${READ_HELP}

Exit status: 0 success, 2 usage or input error. Nothing is written to disk.
`;

/** `scorio-eval rank --help`. */
export const RANK_HELP = `Usage: ${NAME} rank [name=]<file|glob>... [--baseline [name=]<file|glob>] [options]

Ranks several models (e.g. the checkpoints of a training run) scored on the same questions:
competition ranks of the mean (1, 2, 2, 4; Bayes@N by the mean score, which the trial counts do
not move) and interval-aware groups (models the rule cannot order share a group; every model in a
higher group is credibly better than every model in a lower one), the rho (rule paired: p)
between every pair, how often a claimed order can be wrong, and the trials per question that
would resolve each adjacent pair. Prints the leaderboard (Markdown by default) on standard output.

Models:
  name=<file|glob>       One model per argument: its name, then its result file(s); a glob merges
                         its files per question (e.g. one file per seed). Quote globs.
  <file>                 A model named after its file: runs/ckpt-1000.csv is "ckpt-1000".
                         Unquoted globs expand in the shell: one model per file.
  --baseline <model>     The reference model (name=file, or a file named "baseline"). It is
                         ranked with the others, and the verdict is against it.

Exit status: 0 the leaderboard was printed; with --baseline, 1 when every candidate is credibly
below the baseline on the first metric (a credible regression); 2 usage or input error (one line on
standard error), logs that name different tasks included. Names must be unique.

Options:
  --benchmark <name>     Benchmark name shown in the leaderboard's titles.
  --metric <name>        A metric to rank by; repeat for several (one leaderboard each; the first
                         decides the verdict). Default bayes.
                         ${wrap(`Names: ${KNOWN_NAMES.join(', ')}`, 25)}
  --rule <overlap|z|paired>
                         overlap (default): two models are credibly ordered when their credible
                         intervals do not overlap. z: when rho reaches --min-confidence. paired:
                         when the paired test on the per-question scores reaches --alpha.
  --confidence <p>       Credibility level of every interval. Default 0.95.
  --min-confidence <p>   Rule z's threshold on rho. Default 0.95.
  --alpha <a>            Rule paired's one-sided level. Default 0.01.
  --multiple-comparisons <holm|none>
                         Rules z and paired: holm (default) adjusts the K(K-1)/2 pair tests, so a
                         false order anywhere stays within twice the level; none: each pair on
                         its own. Rule overlap has no p-value to adjust.
  --input-format <name>  Format of the result files; default auto.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1. Default 0,1 (binary).
  --align <mode>         strict (default): every model must have the same question ids.
                         intersect: rank on the questions common to all models, report the others.
  --errors <fail|missing>
                         What an errored or never-run trial counts as: fail (default) or missing.
  --allow-task-mismatch  Rank logs whose files name different tasks (refused by default, as by
                         compare: Inspect task, lm-eval task or documents, HELM run, DeepEval inputs).
  --work-budget <units>  Most work the metrics may cost (default 2e11 units); see compare --help.
  --max-read-bytes <n>   Most bytes the reads may take (default 16 GiB); see compare --help.
  --max-comparisons <n>  Most models × metrics (default 1000); see compare --help.
  --format <md|json>     Output format. Default md (json: schema scorio-eval-leaderboard/1).
  --out-dir <dir>        Also write <dir>/leaderboard.md and <dir>/leaderboard.json (created if
                         needed). Only these two files are written, and they are replaced if they
                         exist; nothing else is ever written.
  -h, --help             Show this help.

${READ_HELP}
`;

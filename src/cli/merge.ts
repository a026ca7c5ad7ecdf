/**
 * `scorio-eval merge`: the JSON reports of a job matrix (one per job) as one report, judged as
 * one run: what the action's `merge-reports` input does, for any CI.
 */
import { mergeReports } from '../engine/index.js';
import { UsageError, parse, sharedFlags, stringFlag } from './args.js';
import { NAME } from './main-help.js';
import type { CliIo } from './io.js';
import { REPORT_FILES, deliver, fullReportHint } from './output.js';

/** `scorio-eval merge --help`. */
export const MERGE_HELP = `Usage: ${NAME} merge <report.json|glob>... [options]

Merges the JSON reports of several compare runs (the jobs of a matrix: one per benchmark, model
size or GPU; each wrote compare --format json or --out-dir) into one report, judged as one run:
the benchmarks of all of them, multiple comparisons (Holm) over all their gated comparisons
together, each report's warnings and where its numbers came from. Prints the report (Markdown by
default) on standard output.

The reports must have been judged under the same rule, confidence, min-confidence, alpha and
multiple-comparisons, and no benchmark may be in two of them (the error names both files).
Reports of another schema than scorio-eval-report/1 are refused. Links in the reports are
dropped (the comment's links are never taken from a file).

Exit status: 0 no credible regression, 1 credible regression, 2 usage or input error
(one line on standard error).

Options:
  --format <md|json>     Report format on standard output. Default md.
  --out-dir <dir>        Also write the report to <dir>/report.md and <dir>/report.json.
  --questions-url <url>  Link each question id in the report: an http(s) URL with {id}.
  --max-read-bytes <n>   Most bytes the reports may take together (default 16 GiB); each report
                         is at most 64 MiB.
  --max-comparisons <n>  Most comparisons the reports may hold together (default 1000).
  -h, --help             Show this help.
`;

export async function runMerge(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    'merge',
    args,
    {
      format: { type: 'string' },
      'out-dir': { type: 'string' },
      'questions-url': { type: 'string' },
      'max-read-bytes': { type: 'string' },
      'max-comparisons': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    true,
  );
  if (values.help) {
    io.stdout(MERGE_HELP);
    return 0;
  }
  if (positionals.length === 0)
    throw new UsageError(
      `merge: give the JSON reports to merge (files or quoted globs; see ${NAME} merge --help)`,
    );
  const flags = sharedFlags(values);
  const questionsUrl = stringFlag(values, 'questions-url');
  const outcome = await mergeReports({
    reports: positionals,
    cwd: io.cwd,
    policy: flags.policy,
    ...(questionsUrl !== undefined ? { questionsUrl } : {}),
    now: io.now ? io.now() : new Date(),
    fullReportHint: fullReportHint(flags.outDir, REPORT_FILES),
  });
  return deliver(outcome, flags, REPORT_FILES, io);
}

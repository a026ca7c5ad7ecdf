/**
 * `scorio-eval merge`: the JSON reports of a job matrix (one per job) as one report, judged as
 * one run: what the action's `merge-reports` input does, for any CI.
 */
import { checkDecisionOverrides } from '../config/overrides.js';
import { parseUsageRunSpread } from '../config/usage-gate.js';
import { ConfigError, showValue } from '../errors.js';
import { mergeReports } from '../engine/index.js';
import { UsageError, parse, parseNumber, sharedFlags, stringFlag } from './args.js';
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

The merge judges under its own rule and levels (the flags below; a report's own are never
used): a report judged under another rule, confidence, min-confidence (rule z) or alpha (rule
paired) or run spread (--usage-run-spread) is refused, so give the merge the flags its jobs ran
with. Every comparison and usage
measure is measured again from the data its report recorded; a report whose numbers do not
follow from that data, or that lacks it (an earlier version's), is refused. No benchmark may be
in two reports, nor names that look alike (mmlu, MMLU, mm<zero-width space>lu); the error names
both files. Reports of another schema than scorio-eval-report/1 are refused. Links in the
reports are dropped (the comment's links are never taken from a file).

Exit status: 0 no credible regression, 1 credible regression, 2 usage or input error
(one line on standard error).

Options:
  --rule <overlap|z|paired>       The rule the reports were judged under. Default overlap.
  --confidence <c>                Credibility level of every interval. Default 0.95.
  --min-confidence <c>            Rule z's level. Default 0.95.
  --alpha <a>                     Rule paired's one-sided level. Default 0.01.
  --multiple-comparisons <none|holm>
                                  Holm over every gated test of all the reports. Default:
                                  holm when the reports' discovered folders hold more than
                                  one gated test (rules z, paired), else none.
  --usage-run-spread <pairs>      The run spread the jobs' usage was judged with
                                  (seconds=0.056; like the levels, a report that counted
                                  another is refused). Default none.
  --format <md|json>     Report format on standard output. Default md.
  --out-dir <dir>        Also write the report to <dir>/report.md and <dir>/report.json.
  --questions-url <url>  Link each question id in the report: an http(s) URL with {id}.
  --max-merge-bytes <n>  Most bytes the reports may take together (default 134217728,
                         128 MiB), checked before any is parsed; each report is at most 64 MiB.
  --max-read-bytes <n>   Most bytes the run may read (default 16 GiB).
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
      rule: { type: 'string' },
      confidence: { type: 'string' },
      'min-confidence': { type: 'string' },
      alpha: { type: 'string' },
      'multiple-comparisons': { type: 'string' },
      'usage-run-spread': { type: 'string' },
      'max-merge-bytes': { type: 'string' },
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
  const spreadText = stringFlag(values, 'usage-run-spread');
  const settings = {
    ...checkDecisionOverrides(flags.settings, 'flag'),
    ...(spreadText !== undefined
      ? { usageRunSpread: parseUsageRunSpread(spreadText, '--usage-run-spread') }
      : {}),
  };
  const maxMergeBytes = parseNumber('--max-merge-bytes', stringFlag(values, 'max-merge-bytes'));
  if (maxMergeBytes !== undefined && !(Number.isSafeInteger(maxMergeBytes) && maxMergeBytes >= 1))
    throw new ConfigError(
      `--max-merge-bytes: must be a whole number of bytes >= 1 (e.g. 268435456, 256 MiB); got ${showValue(stringFlag(values, 'max-merge-bytes'))}`,
      '--max-merge-bytes',
    );
  const outcome = await mergeReports({
    reports: positionals,
    cwd: io.cwd,
    settings,
    settingName: (key) => `--${key}`,
    policy: { ...flags.policy, ...(maxMergeBytes !== undefined ? { maxMergeBytes } : {}) },
    ...(questionsUrl !== undefined ? { questionsUrl } : {}),
    now: io.now ? io.now() : new Date(),
    fullReportHint: fullReportHint(flags.outDir, REPORT_FILES),
  });
  return deliver(outcome, flags, REPORT_FILES, io);
}

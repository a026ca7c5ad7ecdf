/**
 * Delivering a report: standard output first, warnings to standard error, then `--out-dir`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import type { CompareVerdict } from '../engine/index.js';
import { showPath } from '../errors.js';
import type { SharedFlags } from './args.js';
import { NAME } from './help.js';
import type { CliIo } from './io.js';
import { oneLine } from './one-line.js';

/** The two files `--out-dir` receives, and what they hold (for the error line). */
export interface OutFiles {
  readonly what: string;
  readonly markdown: string;
  readonly json: string;
}

export const REPORT_FILES: OutFiles = {
  what: 'report',
  markdown: 'report.md',
  json: 'report.json',
};
export const LEADERBOARD_FILES: OutFiles = {
  what: 'leaderboard',
  markdown: 'leaderboard.md',
  json: 'leaderboard.json',
};

/** Where the comment's truncation note sends the reader for the full report. */
export function fullReportHint(outDir: string | undefined, files: OutFiles): string {
  return outDir !== undefined ? `${files.markdown} and ${files.json}` : 'the --format json output';
}

/**
 * Prints the report (and the warnings), then writes `--out-dir`, and returns the exit status: 1
 * on a credible regression, else 0. The report goes to standard output first: a full disk or an
 * --out-dir that cannot be written must not hide the verdict; that failure is one line on
 * standard error naming the verdict, and the status stays 1 on a regression (else 2, for the
 * missing files).
 */
export async function deliver(
  outcome: {
    readonly verdict: CompareVerdict;
    readonly json: string;
    readonly markdown: string;
    readonly warnings: readonly string[];
  },
  flags: SharedFlags,
  files: OutFiles,
  io: CliIo,
): Promise<number> {
  io.stdout(flags.output === 'json' ? outcome.json : outcome.markdown);
  for (const w of outcome.warnings) io.stderr(`${NAME}: warning: ${oneLine(w)}\n`);
  const verdictCode = outcome.verdict === 'regression' ? 1 : 0;
  const { outDir } = flags;
  if (outDir === undefined) return verdictCode;
  const dir = isAbsolute(outDir) ? outDir : resolve(io.cwd, outDir);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, files.markdown), outcome.markdown);
    await writeFile(join(dir, files.json), outcome.json);
  } catch (e) {
    io.stderr(
      `${NAME}: --out-dir: cannot write the ${files.what} to ${showPath(outDir)}: ${(e as Error).message} ` +
        `(verdict: ${outcome.verdict})\n`,
    );
    return verdictCode === 1 ? 1 : 2;
  }
  return verdictCode;
}

export function csvField(text: string): string {
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

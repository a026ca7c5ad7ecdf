/**
 * The pairing guard: baseline and candidate must be the same task when their files say which
 * task they ran. Question ids are often just row numbers (lm-eval's `doc_id` 0..M-1, HELM's
 * instance ids), so two different benchmarks can share every id and still be compared, one
 * question against an unrelated other.
 */
import { type OverrideSource, howToSet } from '../config/how-to-set.js';
import { InputError, TaskMismatchError, excerpt, grouped, showValue } from '../errors.js';
import type { ReadResult } from '../readers/types.js';

/** One side of the comparison, for messages: its first file as the user names it. */
export interface PairedSide {
  readonly read: ReadResult;
  readonly file: string;
}

/**
 * Why the two sides are different tasks, or `undefined` when the files do not say they are:
 * different task names, or, where both logs fingerprint their questions (lm-eval's `doc_hash`,
 * a hash of DeepEval's `input`), questions with the same id and different content.
 */
export function taskMismatch(baseline: PairedSide, candidate: PairedSide): string | undefined {
  const b = baseline.read.task;
  const c = candidate.read.task;
  if (b === undefined || c === undefined) return undefined;
  if (b.name !== undefined && c.name !== undefined && b.name !== c.name)
    return `the candidate's ${c.harness} log is task ${excerpt(c.name)} and the baseline's (${baseline.file}) is task ${excerpt(b.name)}`;
  if (b.questions === undefined || c.questions === undefined) return undefined;
  let common = 0;
  let differ = 0;
  let first: string | undefined;
  for (const [id, hash] of c.questions) {
    const other = b.questions.get(id);
    if (other === undefined) continue;
    common++;
    if (other !== hash) {
      differ++;
      first ??= id;
    }
  }
  if (differ === 0) return undefined;
  return (
    `${grouped(differ)} of the ${grouped(common)} question ids both sides have hold different documents ` +
    `(${c.harness} ${c.fingerprint ?? 'doc_hash'} differs from the baseline's, ${baseline.file}, first at id ${excerpt(first)}): ` +
    'the files are different tasks, or different versions of one'
  );
}

/**
 * Refuses to compare different tasks (a `TaskMismatchError` naming both files and tasks), unless
 * `allow`; then the mismatch is returned as a warning for the report.
 */
export function checkSameTask(
  baseline: PairedSide,
  candidate: PairedSide,
  allow: boolean,
  source: OverrideSource,
): string | undefined {
  const why = taskMismatch(baseline, candidate);
  if (why === undefined) return undefined;
  if (allow) return `compared although ${why} (allow-task-mismatch).`;
  throw new TaskMismatchError(
    { file: candidate.file },
    `${why}; different tasks are not compared (${howToSet('allow-task-mismatch', 'true', source)} to compare them anyway).`,
  );
}

/**
 * When labels above 1 come from a CSV column of question ids read as a trial, the error says so
 * (and how to read it as ids) instead of asking for weights for labels that are row numbers.
 */
export function idColumnRead(
  name: string,
  top: number,
  reads: readonly ReadResult[],
  source: OverrideSource,
  show: (file: string) => string = (file) => file,
): void {
  const read = reads.find((r) => r.idLikeColumn !== undefined);
  if (read?.idLikeColumn === undefined) return;
  const column = read.idLikeColumn;
  const advice =
    column === 'column 1'
      ? 'name it id, question_id or question in a header row'
      : `${howToSet('id-column', column, source)}, or name it id, question_id or question`;
  throw new InputError(
    { file: show(read.files[0] ?? name) },
    `the outcomes of ${showValue(name)} have labels 0..${top} because the first column ${column === 'column 1' ? '' : `${excerpt(column)} `}looks like question ids but is read as a trial; ${advice}.`,
  );
}

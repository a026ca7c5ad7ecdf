/**
 * lm-evaluation-harness `samples_<task>_<date>.jsonl` (written with `--log_samples`): one line per
 * document per filter, with the per-document metric values as top-level fields.
 */
import { excerpt, excerptList } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import { MISSING, OutcomeParser, fail, finishTable, singleResult } from './common.js';
import { DecodingTally } from './decoding.js';
import { isNonFiniteSentinel, parseJsonTolerant, readLines } from './lines.js';
import { lmEvalDecodingNote } from './lm-eval-decoding.js';
import { lmEvalDocText } from './question-text.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

/** Fields of a logged sample that are never metrics. */
const BOOKKEEPING = new Set([
  'doc_id',
  'doc',
  'target',
  'arguments',
  'resps',
  'filtered_resps',
  'filter',
  'metrics',
  'doc_hash',
  'prompt_hash',
  'target_hash',
]);

/**
 * How many generations a sample's one request has: a task with `repeats: N` logs its N
 * generations as `resps: [[g1, ..., gN]]` (one request per document), and its filter reduces them
 * to one (`take_first`, `majority_vote`) before the metric. Multiple-choice samples have one
 * request per choice, each with one response: 1.
 */
function generationsOf(resps: unknown): number {
  return Array.isArray(resps) && resps.length === 1 && Array.isArray(resps[0])
    ? Math.max(1, resps[0].length)
    : 1;
}

/** The fields of a sample that hold one per-document metric value: a number or a boolean. */
function metricFields(obj: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(obj).filter(
    (k) =>
      !BOOKKEEPING.has(k) &&
      (typeof obj[k] === 'number' || typeof obj[k] === 'boolean' || isNonFiniteSentinel(obj[k])),
  );
}

/**
 * Reads one lm-evaluation-harness samples file as one trial per document: question id = `doc_id`,
 * outcome = the metric field named by `metric` (e.g. `exact_match`, `acc`), for the lines of the
 * filter named by `filter` (e.g. `strict-match`, `none`). When `metric` is not set and each line's
 * `metrics` list has exactly one name, that one is used (in files older than the `metrics` field:
 * the one top-level number or boolean field, with a warning naming it); a list-valued metric (one
 * value per instruction, e.g. ifeval's `inst_level_*`) is refused, naming the per-document ones;
 * when `filter` is not set and the file has one filter, that one is used; otherwise the error lists
 * the choices. Files written before lm-eval named each line's filter (late 2024) hold every
 * document once per filter, in the order of the task's `filter_list`, without a `filter` field:
 * `filterOrder` (the results file's filters) says which pass is `filter`; without it a file with one
 * line per document is read as `filter`, with a warning. A document twice under the same filter is
 * an error. Several files (one per seeded run, via a glob in `readOutcomes`) become the trials of
 * one matrix. A task's `repeats` are not trials: lm-eval reduces a document's generations to one
 * value (its filter), and a warning says so. Values 1.0/0.0 and booleans are outcomes; fractional
 * metrics need `threshold`. Each document's question (its `doc`'s text) is kept as an excerpt, and
 * what its `arguments` say about decoding (temperature, `do_sample`, log-likelihood scoring) makes
 * the result's `decoding` (lm-eval-decoding.ts).
 *
 * @example
 * // {"doc_id": 0, "filter": "strict-match", "metrics": ["exact_match"], "exact_match": 1.0, ...}
 * (await readLmEvalSamples('samples_gsm8k_2025-01-01T00-00-00.jsonl', { filter: 'strict-match' })).table
 */
export async function readLmEvalSamples(
  path: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const warnings: string[] = [];
  const parser = new OutcomeParser(options);
  const builder = new CountTableBuilder();
  const seenLine = new Map<string, number>();
  let filter = options.filter;
  let filterLine = 0;
  let metric = options.metric;
  // The metric's location text, built once (escaping it per line costs more than the parse).
  let metricField: string | undefined;
  const filtersSeen = new Set<string>();
  let generations = 1;
  // doc_id -> doc_hash (lm-eval's hash of the document): the pairing guard's fingerprints.
  const docHashes = new Map<string, string>();
  const texts = new Map<string, string>();
  // What each line's generation arguments say about its decoding (lm-eval-decoding.ts).
  const decoding = new DecodingTally('sample');
  // Lines without a `filter` field (lm-eval before late 2024): the pass a document is on (its
  // first line is pass 0, the first filter; its next, the second filter; ...), and the line a
  // document first appeared on.
  const passOf = new Map<string, number>();
  let unnamedLines = 0;
  const order = options.filterOrder;
  const wantedPass =
    options.filter !== undefined && order !== undefined ? order.indexOf(options.filter) : undefined;
  if (wantedPass === -1)
    fail(
      { file: path, field: 'field "filter"' },
      `filter ${excerpt(options.filter)} is not one of the task's filters (${excerptList(order ?? [])}).`,
    );

  await readLines(path, (text, line) => {
    const record = parseJsonTolerant(text, { file: path, line });
    if (record === null || typeof record !== 'object' || Array.isArray(record))
      fail({ file: path, line }, `expected a JSON object per line; got ${excerpt(record)}.`);
    const obj = record as Record<string, unknown>;
    const docId = obj.doc_id;
    let id: string;
    if (typeof docId === 'number' && Number.isFinite(docId)) id = String(docId);
    else if (typeof docId === 'string' && docId !== '') id = docId;
    else
      return fail(
        { file: path, line, field: 'field "doc_id"' },
        `${excerpt(docId)} is not a document id.`,
      );
    const lineFilter = typeof obj.filter === 'string' ? obj.filter : undefined;
    if (lineFilter === undefined) {
      // No filter field: which filter the line is, is its pass over the documents.
      unnamedLines++;
      const pass = passOf.get(id) ?? 0;
      passOf.set(id, pass + 1);
      if (pass > 0 && wantedPass === undefined)
        fail(
          { file: path, line, field: 'field "doc_id"' },
          `document ${excerpt(id)} again (also line ${seenLine.get(id) ?? 0}), and the lines name no filter: lm-eval before late 2024 wrote each document once per filter without naming it, so ` +
            (options.filter === undefined
              ? 'set the filter option to the filter to read'
              : `which lines are filter ${excerpt(options.filter)} cannot be told from the file alone`) +
            `; read the file in its folder, beside the results_<timestamp>.json that lists the task's filters in order.`,
        );
      if (wantedPass !== undefined && pass !== wantedPass) return;
      if (pass === 0) seenLine.set(id, line);
    } else {
      filtersSeen.add(lineFilter);
      if (filter === undefined) {
        filter = lineFilter;
        filterLine = line;
      } else if (lineFilter !== filter) {
        if (options.filter === undefined)
          fail(
            { file: path, line, field: 'field "filter"' },
            `${excerpt(lineFilter)} differs from ${excerpt(filter)} on line ${filterLine}: the file has several filters; ` +
              `set the filter option to one of ${excerptList([...filtersSeen])}.`,
          );
        return;
      }
      const before = seenLine.get(id);
      if (before !== undefined)
        fail(
          { file: path, line, field: 'field "doc_id"' },
          `duplicate document ${excerpt(id)} under filter ${excerpt(filter)} (also line ${before}); one samples file is one run.`,
        );
      seenLine.set(id, line);
    }
    if (builder.size === 0) generations = generationsOf(obj.resps);
    decoding.add(
      lmEvalDecodingNote(obj.arguments) ?? { greedy: undefined, says: 'no arguments logged' },
    );

    if (metric === undefined) {
      const listed = Array.isArray(obj.metrics)
        ? obj.metrics.filter((m) => typeof m === 'string')
        : [];
      // Files written before the `filter` and `metrics` fields (lm-eval before late 2024): the
      // per-sample metrics are the top-level fields with a number or a boolean.
      const candidates = listed.length > 0 ? listed : metricFields(obj);
      if (candidates.length === 1) {
        metric = candidates[0] as string;
        if (listed.length === 0)
          warnings.push(
            `${path}: read the per-sample metric ${excerpt(metric)}, the only one in the file (set the sample-metric option to choose another field).`,
          );
      } else
        fail(
          { file: path, line },
          `set the sample-metric option to the per-sample metric to read; this file has ${excerptList(candidates) || 'none'}.`,
        );
    }
    metricField ??= `field ${excerpt(metric)}`;
    const where = { file: path, line, field: metricField };
    if (!(metric in obj))
      fail(
        where,
        `missing (option sample-metric); the line has metrics ${
          excerptList(Object.keys(obj).filter((k) => !BOOKKEEPING.has(k))) || 'none'
        }.`,
      );
    const value = obj[metric];
    if (Array.isArray(value))
      fail(
        where,
        `is a list (${value.length} values, e.g. one per instruction), not one outcome per document; ` +
          `read a per-document metric instead: ${excerptList(metricFields(obj)) || 'none on this line'}.`,
      );
    const label = isNonFiniteSentinel(value)
      ? parser.text(value as string, where)
      : typeof value === 'string'
        ? fail(where, `${excerpt(value)} is not an outcome (expected a number or a boolean).`)
        : parser.value(value, where);
    const q = builder.row(id);
    if (label !== MISSING) builder.addAt(q, label);
    if (typeof obj.doc_hash === 'string' && obj.doc_hash !== '') docHashes.set(id, obj.doc_hash);
    if (!texts.has(id)) {
      const question = lmEvalDocText(obj.doc);
      if (question !== undefined) texts.set(id, question);
    }
  });

  if (builder.size === 0)
    fail(
      { file: path, field: 'field "filter"' },
      unnamedLines > 0 && wantedPass !== undefined
        ? `no line is filter ${excerpt(filter)}: the lines name no filter (lm-eval before late 2024), and ${excerpt(filter)} is filter ${wantedPass + 1} of the task's ${excerptList(order ?? [])}, but the file holds ${maxPass(passOf)} line(s) per document.`
        : `no line has filter ${excerpt(filter)}; the file has ${excerptList([...filtersSeen]) || 'no filter field'}.`,
    );
  if (unnamedLines > 0 && options.filter !== undefined && wantedPass === undefined)
    warnings.push(
      `${path}: the lines name no filter (lm-eval before late 2024) and there is one per document: read as filter ${excerpt(options.filter)}.`,
    );
  if (generations > 1)
    warnings.push(
      `${path}: each document has ${generations} generations (the task's repeats); lm-eval scored them together under filter ${excerpt(filter)}, ` +
        'one value per document, so each samples file is one trial: for more trials, read the files of several seeded runs.',
    );
  const table = finishTable(builder.build(), path, { categories: parser.categories, warnings });
  const task = lmEvalTaskName(path);
  return singleResult(path, 'lm-eval', table, warnings, {
    task: {
      harness: 'lm-eval',
      ...(task !== undefined ? { name: task } : {}),
      ...(docHashes.size > 0 ? { questions: docHashes } : {}),
    },
    questionText: texts,
    decoding: decoding.result(),
  });
}

/** The most lines any document has (its passes, one per filter, in a file without filter fields). */
function maxPass(passOf: ReadonlyMap<string, number>): number {
  let most = 0;
  for (const n of passOf.values()) if (n > most) most = n;
  return most;
}

/**
 * The task of a samples file from its name, as lm-eval writes it: `samples_<task>_<date>.jsonl`
 * (`samples_gsm8k_2025-06-01T10-15-41.482117.jsonl` is `gsm8k`); `undefined` for another name.
 *
 * @example lmEvalTaskName('out/samples_math_perturbed_full_2026-01-21T03-44-18.458309.jsonl')
 *   // 'math_perturbed_full'
 */
export function lmEvalTaskName(path: string): string | undefined {
  const base = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  return /^samples_(.+)_\d{4}-\d{2}-\d{2}T[\d.-]+\.jsonl$/.exec(base)?.[1];
}

export const lmEvalSamplesReader: Reader = {
  name: 'lm-eval',
  extensions: ['.jsonl'],
  sniff: (head) => {
    const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8');
    const first = text.slice(0, text.indexOf('\n') < 0 ? undefined : text.indexOf('\n'));
    return (
      first.includes('"doc_id"') &&
      (first.includes('"filter"') ||
        first.includes('"metrics"') ||
        first.includes('"filtered_resps"'))
    );
  },
  read: readLmEvalSamples,
};

/**
 * DeepEval test runs: `.deepeval/.latest_test_run.json`, which `deepeval test run` and
 * `evaluate()` write after every run: `{"testRunData": {"testCases": [...], ...}}`, each test case
 * with its `metricsData` (one entry per metric: name, score, threshold, success, error).
 */
import { createHash } from 'node:crypto';
import { excerpt, excerptList } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import { fail, finishTable, singleResult } from './common.js';
import { type JsonPath, streamJsonFile } from './json-stream.js';
import { questionExcerpt } from './question-text.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

/** One metric of one test case, as the run recorded it. */
export interface DeepEvalMetric {
  readonly name: string;
  readonly threshold?: number;
  /** The metric's verdict (its score against its threshold, in the metric's direction). */
  readonly success?: boolean | null;
  readonly score?: number | null;
  /** The metric raised an error instead of scoring. */
  readonly error: boolean;
  readonly strictMode?: boolean;
  readonly evaluationModel?: string;
}

/** One test case (or conversational test case) of a run. */
export interface DeepEvalCase {
  /** Its name (`test_case_0`, a pytest id), or its position when it has none. */
  readonly id: string;
  readonly conversational: boolean;
  /** A short excerpt of its input, and a hash of the whole input (the pairing guard's fingerprint). */
  readonly input?: string;
  readonly inputHash?: string;
  /** DeepEval's verdict on the test case: every metric passed. */
  readonly success?: boolean | null;
  readonly metrics: readonly DeepEvalMetric[];
}

const CASE_LISTS = new Set(['testCases', 'conversationalTestCases']);
/** `metricsData` (DeepEval 1.x and later); `metricsMetadata` (0.x). */
const METRIC_LISTS = new Set(['metricsData', 'metricsMetadata']);
const CASE_FIELDS = new Set(['name', 'order', 'input', 'success']);
const METRIC_FIELDS = new Set([
  'name',
  'metric',
  'threshold',
  'success',
  'score',
  'error',
  'strictMode',
  'evaluationModel',
]);

interface MutableCase {
  name?: unknown;
  order?: unknown;
  input?: unknown;
  success?: unknown;
  conversational: boolean;
  metrics: Record<string, unknown>[];
}

/**
 * The test cases of a DeepEval test run file, each with its metrics: the file is streamed and
 * only the fields above are built (a reason or a verbose log never is). A file that is not a test
 * run (no `testCases` list under `testRunData`, or at the top) is an `InputError`.
 */
export async function scanDeepEval(path: string): Promise<DeepEvalCase[]> {
  const cases: MutableCase[] = [];
  let sawList = false;
  let rootIsObject = false;
  // Paths below the test run: `testRunData.` is dropped when the file wraps it.
  const inner = (p: JsonPath): JsonPath => (p[0] === 'testRunData' ? p.slice(1) : p);
  const caseAt = (p: JsonPath): MutableCase | undefined =>
    typeof p[1] === 'number'
      ? cases[caseIndex.get(`${p[0] as string}\u0000${p[1]}`) ?? -1]
      : undefined;
  const caseIndex = new Map<string, number>();
  await streamJsonFile(path, {
    select: (raw, kind) => {
      const p = inner(raw);
      if (kind === 'scalar' && p.length === 3 && CASE_LISTS.has(p[0] as string))
        return CASE_FIELDS.has(p[2] as string);
      return (
        kind === 'scalar' &&
        p.length === 5 &&
        CASE_LISTS.has(p[0] as string) &&
        METRIC_LISTS.has(p[2] as string) &&
        METRIC_FIELDS.has(p[4] as string)
      );
    },
    onStart: (raw, kind) => {
      if (raw.length === 0) {
        rootIsObject = kind === 'object';
        return;
      }
      const p = inner(raw);
      if (p.length === 1 && CASE_LISTS.has(p[0] as string) && kind === 'array') sawList = true;
      if (p.length === 2 && CASE_LISTS.has(p[0] as string) && kind === 'object') {
        caseIndex.set(`${p[0] as string}\u0000${p[1] as number}`, cases.length);
        cases.push({ conversational: p[0] === 'conversationalTestCases', metrics: [] });
      }
      if (p.length === 4 && METRIC_LISTS.has(p[2] as string) && kind === 'object')
        caseAt(p)?.metrics.push({});
      // An error object (not a message) still says the metric errored.
      if (p.length === 5 && p[4] === 'error' && kind !== 'scalar') {
        const metrics = caseAt(p)?.metrics;
        const metric = metrics?.[metrics.length - 1];
        if (metric) metric.error = true;
      }
    },
    onValue: (raw, value) => {
      const p = inner(raw);
      const c = caseAt(p);
      if (!c) return;
      if (p.length === 3) {
        const field = p[2] as 'name' | 'order' | 'input' | 'success';
        c[field] = value;
      } else {
        const metric = c.metrics[c.metrics.length - 1];
        if (metric) metric[p[4] as string] = value;
      }
    },
  });
  if (!rootIsObject || !sawList)
    fail(
      { file: path },
      'is not a DeepEval test run (expected an object with "testRunData" holding a "testCases" list).',
    );
  return cases.map((c, i) => toCase(c, i, path));
}

function toCase(c: MutableCase, i: number, path: string): DeepEvalCase {
  const id =
    typeof c.name === 'string' && c.name !== ''
      ? c.name
      : typeof c.order === 'number'
        ? `test_case_${c.order}`
        : `test_case_${i}`;
  const metrics = c.metrics.map((m, j): DeepEvalMetric => {
    const name = typeof m.name === 'string' ? m.name : typeof m.metric === 'string' ? m.metric : '';
    if (name === '')
      fail(
        { file: path, record: `test case ${excerpt(id)}`, field: `metricsData[${j}].name` },
        `${excerpt(m.name ?? m.metric)} is not a metric name.`,
      );
    return {
      name,
      ...(typeof m.threshold === 'number' ? { threshold: m.threshold } : {}),
      ...(typeof m.success === 'boolean' || m.success === null ? { success: m.success } : {}),
      ...(typeof m.score === 'number' ? { score: m.score } : {}),
      error: m.error === true || (typeof m.error === 'string' && m.error !== ''),
      ...(typeof m.strictMode === 'boolean' ? { strictMode: m.strictMode } : {}),
      ...(typeof m.evaluationModel === 'string' ? { evaluationModel: m.evaluationModel } : {}),
    };
  });
  const input = questionExcerpt(c.input);
  return {
    id,
    conversational: c.conversational,
    ...(input !== undefined ? { input } : {}),
    ...(typeof c.input === 'string'
      ? { inputHash: createHash('sha1').update(c.input).digest('hex') }
      : {}),
    ...(typeof c.success === 'boolean' || c.success === null ? { success: c.success } : {}),
    metrics,
  };
}

/** The metrics a run's test cases have, in first-seen order. */
export function deepEvalMetrics(cases: readonly DeepEvalCase[]): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const c of cases)
    for (const m of c.metrics)
      if (!seen.has(m.name)) {
        seen.add(m.name);
        names.push(m.name);
      }
  return names;
}

/**
 * Reads a DeepEval test run as one trial per test case: question id = the test case's name,
 * outcome = the `success` of the metric named by `metric` (DeepEval's own verdict: the score
 * against the metric's threshold, in the metric's direction). Without `metric`, a run whose test
 * cases have one metric reads it; a run with several reads each test case's `success` (every
 * metric passed, DeepEval's pass/fail), with a warning naming them. A metric that errored is a
 * lost trial (the engine's `errors` setting); one with no verdict is a missing trial. Test case
 * names must be unique. Several files (runs) become the trials of one matrix.
 *
 * @example (await readDeepEval('.deepeval/.latest_test_run.json', { metric: 'Faithfulness' })).table
 */
export async function readDeepEval(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  const warnings: string[] = [];
  const cases = await scanDeepEval(path);
  if (cases.length === 0) fail({ file: path, field: 'testCases' }, 'the run has no test cases.');
  const metrics = deepEvalMetrics(cases);
  let metric = options.metric;
  if (metric !== undefined && !metrics.includes(metric))
    fail(
      { file: path, field: `metric ${excerpt(metric)}` },
      `no test case has this metric (option sample-metric); the run's metrics are ${excerptList(metrics) || 'none'}.`,
    );
  if (metric === undefined && metrics.length === 1) metric = metrics[0];
  if (metric === undefined && metrics.length > 1)
    warnings.push(
      `${path}: read each test case's success (all its ${metrics.length} metrics passed: ${excerptList(metrics, 5)}); set the sample-metric option to read one metric.`,
    );
  const builder = new CountTableBuilder();
  const lost = new Map<string, number>();
  const texts = new Map<string, string>();
  const hashes = new Map<string, string>();
  const seen = new Set<string>();
  let errored = 0;
  let undecided = 0;
  for (const c of cases) {
    if (seen.has(c.id))
      fail(
        { file: path, record: `test case ${excerpt(c.id)}` },
        'two test cases have this name; the questions of a run need unique names (name the test cases, or parametrize the test with unique ids).',
      );
    seen.add(c.id);
    const q = builder.row(c.id);
    if (c.input !== undefined) texts.set(c.id, c.input);
    if (c.inputHash !== undefined) hashes.set(c.id, c.inputHash);
    const outcome = metric === undefined ? caseOutcome(c) : metricOutcome(c, metric);
    if (outcome === 'errored') {
      errored++;
      lost.set(c.id, 1);
    } else if (outcome === 'none') undecided++;
    else builder.addAt(q, outcome);
  }
  if (undecided > 0)
    warnings.push(
      `${path}: ${undecided} test case(s) have no verdict for ${metric === undefined ? 'the test case' : excerpt(metric)} (not evaluated); counted as missing trials.`,
    );
  if (errored > 0)
    warnings.push(`${path}: ${errored} test case(s) had a metric error and no verdict.`);
  const table = finishTable(builder.build(), path, { warnings, lost });
  return singleResult(path, 'deepeval', table, warnings, {
    ...(lost.size > 0 ? { lost: { byQuestion: lost, errored, neverRan: 0 } } : {}),
    task: {
      harness: 'DeepEval',
      ...(hashes.size > 0 ? { questions: hashes, fingerprint: 'input' } : {}),
    },
    questionText: texts,
  });
}

/** The test case's verdict: its `success`, or every metric's when it has none. */
function caseOutcome(c: DeepEvalCase): 0 | 1 | 'errored' | 'none' {
  if (typeof c.success === 'boolean' && !c.metrics.some((m) => m.error)) return c.success ? 1 : 0;
  if (c.metrics.some((m) => m.error)) return 'errored';
  if (c.metrics.length === 0 || c.metrics.some((m) => typeof m.success !== 'boolean'))
    return typeof c.success === 'boolean' ? (c.success ? 1 : 0) : 'none';
  return c.metrics.every((m) => m.success === true) ? 1 : 0;
}

/** One metric's verdict on the test case (absent: no verdict). */
function metricOutcome(c: DeepEvalCase, metric: string): 0 | 1 | 'errored' | 'none' {
  const m = c.metrics.find((x) => x.name === metric);
  if (m === undefined) return 'none';
  if (typeof m.success === 'boolean' && !m.error) return m.success ? 1 : 0;
  return m.error ? 'errored' : 'none';
}

export const deepEvalReader: Reader = {
  name: 'deepeval',
  extensions: ['.json'],
  sniff: (head) => {
    const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8');
    return /^\s*\{\s*"testRunData"\s*:/.test(text);
  },
  read: readDeepEval,
};

/**
 * Which results of a promptfoo file are the trials of one test.
 *
 * promptfoo numbers results by `testIdx`, but `--repeat N` gives every repeat its own: in
 * src/evaluator.ts (promptfoo/promptfoo at 002b8d03c70e43146eb88f82ede26ad0a0a5bd18,
 * `appendRunEvalOptionsForTestCase`) the loop over `repeatIndex` is outside the loop over a test's
 * var combinations, and `testIdx` is incremented inside both, so test t (one var combination) and
 * repeat r get `testIdx = t·N + r`; providers and prompts (`promptIdx`) share it. Nothing in the
 * written result names the repeat (`repeatIndex` only reaches the provider). So the repeats of a
 * test are found by what they share: the test case itself (`testCase.description`, `.vars`,
 * `.assert`).
 */
import { createHash } from 'node:crypto';

/** How results were grouped into tests, for the report. */
export type TestRule = 'testIdx' | 'test case';

/** What the grouping needs of one result. */
export interface TestOfResult {
  readonly testIdx: number;
  /** A digest of the result's test case; undefined when the result has no `testCase`. */
  readonly testKey: string | undefined;
}

/** The fields of `testCase` that say which test it is (a repeat changes none of them). */
export const TEST_CASE_FIELDS: ReadonlySet<string> = new Set(['description', 'vars', 'assert']);

/**
 * The digest of a test case from its description, vars and assertions (absent fields are null),
 * key order ignored.
 */
export function testKey(fields: Readonly<Record<string, unknown>>): string {
  const parts = [...TEST_CASE_FIELDS].map((f) => fields[f] ?? null);
  return createHash('sha256').update(stableJson(parts)).digest('base64');
}

/**
 * JSON with object keys sorted, so that two copies of one test case written with their keys in
 * another order have one digest. Written here because the values come from our own JSON parser
 * (plain data, no cycles, no `toJSON`, nesting at most 1000 levels): a canonical-JSON library
 * would add a dependency for these few lines.
 */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The tests of a file: the rule that found them and each result's question id. */
export interface TestGrouping {
  readonly rule: TestRule;
  /** The question id of a result. */
  idOf(result: TestOfResult): string;
}

/**
 * Groups the results of a whole file into tests. When every result carries its test case and one
 * test case appears under several `testIdx` (the file was written with `--repeat`), the tests are
 * the distinct test cases, numbered 0, 1, 2, … in the order of their first `testIdx`: the `testIdx`
 * the same suite gets without `--repeat` (when every test ran on some provider), so a file with
 * repeats and one without line up. Otherwise a test is a `testIdx`, as promptfoo numbers them.
 * Numbering over the whole file (not one run) gives a test the same id in every run.
 */
export function groupTests(results: Iterable<TestOfResult>): TestGrouping {
  const firstIdx = new Map<string, number>();
  let repeated = false;
  let everyKeyed = true;
  for (const r of results) {
    if (r.testKey === undefined) {
      everyKeyed = false;
      break;
    }
    const first = firstIdx.get(r.testKey);
    if (first === undefined) firstIdx.set(r.testKey, r.testIdx);
    else if (first !== r.testIdx) {
      repeated = true;
      if (r.testIdx < first) firstIdx.set(r.testKey, r.testIdx);
    }
  }
  if (!everyKeyed || !repeated) return { rule: 'testIdx', idOf: (r) => String(r.testIdx) };
  const order = [...firstIdx.entries()].sort((a, b) => a[1] - b[1]);
  const rank = new Map(order.map(([key], i) => [key, String(i)]));
  return { rule: 'test case', idOf: (r) => rank.get(r.testKey as string) as string };
}

/**
 * The warning when grouping made fewer tests than results (`156 results of "x#0" grouped into 6
 * tests × 26 repeats by test case (…)`), naming the rule; undefined when each result is a test.
 * `perTest` is the number of results of each test in the run read.
 */
export function groupingWarning(
  path: string,
  run: string,
  rule: TestRule,
  perTest: readonly number[],
): string | undefined {
  const results = perTest.reduce((a, b) => a + b, 0);
  if (results === perTest.length) return undefined;
  const min = Math.min(...perTest);
  const max = Math.max(...perTest);
  const tests = `${perTest.length} test${perTest.length === 1 ? '' : 's'}`;
  const shape = min === max ? `${tests} × ${min} repeats` : `${tests} of ${min}–${max} repeats`;
  const why =
    rule === 'test case'
      ? 'by test case (same description, vars and assertions; promptfoo gives every repeat its own testIdx)'
      : 'by testIdx (results with one testIdx are the trials of one test)';
  return `${path}: ${results} results of ${run} grouped into ${shape} ${why}.`;
}

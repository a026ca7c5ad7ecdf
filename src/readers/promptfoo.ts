/**
 * promptfoo eval output (`promptfoo eval -o results.json`, or an export): `results.results` holds
 * one entry per test case, repeat, prompt and provider.
 */
import { excerpt } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import { MISSING, OutcomeParser, fail, finishTable, singleResult } from './common.js';
import { streamJsonFile } from './json-stream.js';
import { chooseRun, shownRun, type PromptfooRun } from './promptfoo-runs.js';
import {
  TEST_CASE_FIELDS,
  groupTests,
  groupingWarning,
  testKey,
  type TestOfResult,
} from './promptfoo-tests.js';
import {
  type PromptfooUsage,
  addPromptfooUsage,
  emptyPromptfooUsage,
  isPromptfooUsagePath,
  setPromptfooUsage,
} from './promptfoo-usage.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';
import { UsageBuilder } from './usage.js';

/** promptfoo's ResultFailureReason: 0 none, 1 an assertion failed, 2 the provider errored. */
const FAILURE_ERROR = 2;

/** The fields of a result the reader keeps (never the prompt, the response or the grading). */
const KEPT = new Set([
  'testIdx',
  'promptIdx',
  'provider',
  'success',
  'score',
  'failureReason',
  'error',
]);

/** The most characters of a provider error a message quotes (its first line). */
const ERROR_CHARS = 100;

/** What the reader keeps of one result. */
interface ResultRecord extends TestOfResult {
  readonly index: number;
  readonly run: string;
  readonly value: unknown;
  readonly errored: boolean;
  readonly usage: PromptfooUsage;
}

/** A result's field that may hold usage (latency, cost, token counts). */
function isUsageHead(field: unknown): boolean {
  return (
    field === 'latencyMs' || field === 'cost' || field === 'tokenUsage' || field === 'response'
  );
}

/** The provider id of a result: `provider.id`, or `provider` itself when it is a string. */
function providerId(provider: unknown): string | undefined {
  const id =
    typeof provider === 'string'
      ? provider
      : typeof provider === 'object' && provider !== null && 'id' in provider
        ? (provider as { id: unknown }).id
        : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** The first line of a provider error, quoted and shortened (errors are often stack traces). */
function firstLine(error: unknown): string {
  if (typeof error !== 'string') return error === undefined ? 'no error text' : excerpt(error);
  const line = error.trim().split('\n', 1)[0] as string;
  return excerpt(line.trim(), ERROR_CHARS);
}

/**
 * Reads a promptfoo results file as the matrix of one provider and prompt: a question per test,
 * its trials the test's results (one per `--repeat`), outcome = `success` (pass/fail of all its
 * assertions), or the field named by `outcomeColumn` (e.g. `score`, with `threshold` for
 * fractions). promptfoo gives each repeat its own `testIdx`, so in a file with repeats the tests
 * are found by their test case (description, vars, assertions) and numbered 0, 1, 2, … in the
 * order of their first `testIdx`, with a warning giving the shape; otherwise a test is a
 * `testIdx`. A result whose provider errored (`failureReason` 2) is an errored trial (not in the
 * table; `ReadResult.lost` counts it); a run where every result errored is an error quoting the
 * first. When the file holds several providers or prompts, `filter` chooses one: a provider id
 * (`openai:gpt-5`) when it ran one prompt, else `ID#PROMPT` (`openai:gpt-5#0`) or `#PROMPT` (the
 * run's promptIdx); the error lists them. Each result's latency, cost and token counts are the
 * trial's usage (promptfoo-usage.ts; an errored result's are left out with its outcome).
 *
 * @example
 * (await readPromptfoo('results.json', { filter: 'openai:gpt-5' })).table
 */
export async function readPromptfoo(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  const warnings: string[] = [];
  const parser = new OutcomeParser(options);
  const field = options.outcomeColumn ?? 'success';
  const kept = new Set([...KEPT, field]);
  let isPromptfoo = false;
  let resultsKind: string | undefined;
  const runs = new Map<string, PromptfooRun>();
  const firstError = new Map<string, { index: number; text: string }>();
  const records: ResultRecord[] = [];
  let current: Record<string, unknown> = {};
  let usage: PromptfooUsage = emptyPromptfooUsage();
  let testCase: Record<string, unknown> | undefined;
  let index = 0;
  await streamJsonFile(path, {
    select: (p, kind) =>
      p[0] === 'results' &&
      p[1] === 'results' &&
      ((p.length === 4 && kept.has(p[3] as string)) ||
        (p.length === 5 && p[3] === 'testCase' && TEST_CASE_FIELDS.has(p[4] as string)) ||
        (p.length >= 4 && isUsageHead(p[3]) && isPromptfooUsagePath(p.slice(3), kind))),
    onValue: (p, value) => {
      if (p.length >= 4 && isUsageHead(p[3]) && isPromptfooUsagePath(p.slice(3), 'scalar'))
        setPromptfooUsage(usage, p.slice(3), value);
      if (p.length === 4) {
        if (kept.has(p[3] as string)) current[p[3] as string] = value;
      } else if (p.length === 5 && p[3] === 'testCase' && testCase)
        testCase[p[4] as string] = value;
    },
    onStart: (p, kind) => {
      if (p.length === 1 && (p[0] === 'evalId' || p[0] === 'results'))
        isPromptfoo ||= p[0] === 'evalId';
      if (p[0] !== 'results' || p[1] !== 'results') return;
      if (p.length === 2) resultsKind = kind;
      if (p.length === 3) {
        current = {};
        usage = emptyPromptfooUsage();
        testCase = undefined;
      }
      if (p.length === 4 && p[3] === 'testCase' && kind === 'object') testCase = {};
    },
    onEnd: (p) => {
      if (!(p.length === 3 && p[0] === 'results' && p[1] === 'results')) return;
      const i = index++;
      const record = `results.results[${i}]`;
      const provider = providerId(current.provider);
      const promptIdx = current.promptIdx;
      if (provider === undefined || typeof promptIdx !== 'number')
        fail(
          { file: path, record },
          `expected a result with a provider id and a promptIdx; got provider ${excerpt(current.provider)}, promptIdx ${excerpt(promptIdx)}.`,
        );
      const testIdx = current.testIdx;
      if (typeof testIdx !== 'number' || !Number.isInteger(testIdx) || testIdx < 0)
        fail({ file: path, record, field: 'testIdx' }, `${excerpt(testIdx)} is not a test index.`);
      const run = `${provider}#${promptIdx}`;
      if (!runs.has(run)) runs.set(run, { key: run, provider, promptIdx });
      const errored = current.failureReason === FAILURE_ERROR;
      if (errored && !firstError.has(run))
        firstError.set(run, { index: i, text: firstLine(current.error) });
      records.push({
        index: i,
        run,
        testIdx,
        testKey: testCase === undefined ? undefined : testKey(testCase),
        value: current[field],
        errored,
        usage,
      });
    },
  });
  if (!isPromptfoo || resultsKind === undefined)
    fail(
      { file: path, field: 'results.results' },
      'missing: not a promptfoo results file (expected "evalId" and a "results" object with a "results" list).',
    );
  if (resultsKind !== 'array')
    fail({ file: path, field: 'results.results' }, 'expected a list of results.');
  if (records.length === 0) fail({ file: path, field: 'results.results' }, 'is empty: no results.');

  const ordered = [...runs.values()].sort(
    (a, b) => a.promptIdx - b.promptIdx || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const chosen = chooseRun(path, ordered, options.filter);
  const name = shownRun(chosen, ordered);
  const mine = records.filter((r) => r.run === chosen.key);
  const errored = mine.filter((r) => r.errored).length;
  if (errored === mine.length) {
    const first = firstError.get(chosen.key) as { index: number; text: string };
    fail(
      { file: path, record: `results.results[${first.index}]`, field: 'error' },
      `every result of ${name} (${mine.length}) is a provider error (failureReason 2), so there is no outcome to read; the first: ${first.text}.`,
    );
  }

  const grouping = groupTests(records);
  const builder = new CountTableBuilder();
  // Rows in test order (results are written in the order they completed).
  const ids = [...new Set(mine.map((r) => grouping.idOf(r)))].sort((a, b) => Number(a) - Number(b));
  for (const id of ids) builder.row(id);
  const lost = new Map<string, number>();
  const used = new UsageBuilder();
  for (const r of mine) {
    const id = grouping.idOf(r);
    const q = builder.row(id);
    if (r.errored) {
      lost.set(id, (lost.get(id) ?? 0) + 1);
      continue;
    }
    addPromptfooUsage(used, id, r.usage, { file: path, record: `results.results[${r.index}]` });
    const where = { file: path, record: `results.results[${r.index}]`, field };
    if (r.value === undefined)
      fail(where, `missing (option outcome-column); promptfoo writes "success" and "score".`);
    const label =
      typeof r.value === 'string'
        ? fail(where, `${excerpt(r.value)} is not an outcome.`)
        : parser.value(r.value, where);
    if (label !== MISSING) builder.addAt(q, label);
  }
  if (runs.size > 1)
    warnings.push(`${path}: read ${name} of ${runs.size} provider/prompt runs (option filter).`);
  const perTest = new Map<string, number>();
  for (const r of mine) perTest.set(grouping.idOf(r), (perTest.get(grouping.idOf(r)) ?? 0) + 1);
  const grouped = groupingWarning(path, excerpt(chosen.key), grouping.rule, [...perTest.values()]);
  if (grouped !== undefined) warnings.push(grouped);
  if (errored > 0)
    warnings.push(
      `${path}: ${errored} result(s) of ${excerpt(chosen.key)} are provider errors (errored trials).`,
    );
  const table = finishTable(builder.build(), path, {
    categories: parser.categories,
    warnings,
    lost,
  });
  return singleResult(path, 'promptfoo', table, warnings, {
    lost: errored > 0 ? { byQuestion: lost, errored, neverRan: 0 } : undefined,
    usage: used.build(),
  });
}

export const promptfooReader: Reader = {
  name: 'promptfoo',
  extensions: ['.json'],
  sniff: (head) =>
    /^\s*\{\s*"evalId"\s*:/.test(
      Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8'),
    ),
  read: readPromptfoo,
};

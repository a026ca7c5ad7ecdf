/**
 * promptfoo eval output (`promptfoo eval -o results.json`, or an export): `results.results` holds
 * one entry per test case, prompt and provider, and `--repeat N` repeats every entry N times.
 */
import { excerpt, excerptList } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import { MISSING, OutcomeParser, fail, finishTable, singleResult } from './common.js';
import { streamJsonFile } from './json-stream.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

/** promptfoo's ResultFailureReason: 0 none, 1 an assertion failed, 2 the provider errored. */
const FAILURE_ERROR = 2;

/** The fields of a result the reader keeps (never the prompt, the response or the grading). */
const KEPT = new Set(['testIdx', 'promptIdx', 'provider', 'success', 'score', 'failureReason']);

/** One model: a provider and the prompt it ran (`openai:gpt-5#0`). */
function runKey(provider: unknown, promptIdx: unknown): string | undefined {
  const id =
    typeof provider === 'string'
      ? provider
      : typeof provider === 'object' && provider !== null && 'id' in provider
        ? (provider as { id: unknown }).id
        : undefined;
  if (typeof id !== 'string' || typeof promptIdx !== 'number') return undefined;
  return `${id}#${promptIdx}`;
}

/**
 * Reads a promptfoo results file as the matrix of one provider and prompt: question id = the
 * test's index (`testIdx`), trials = its repeats (`--repeat`), outcome = `success` (pass/fail of
 * all its assertions), or the field named by `outcomeColumn` (e.g. `score`, with `threshold` for
 * fractions). A result whose provider errored (`failureReason` 2) is an errored trial (not in the
 * table; `ReadResult.lost` counts it). When the
 * file holds several providers or prompts, `filter` chooses one: a provider id (`openai:gpt-5`)
 * when it ran one prompt, else `ID#PROMPT` (`openai:gpt-5#0`); the error lists them.
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
  const runs = new Map<string, number>();
  const records: { run: string; test: string; value: unknown; errored: boolean; index: number }[] =
    [];
  let current: Record<string, unknown> = {};
  let index = 0;
  await streamJsonFile(path, {
    select: (p) =>
      p.length === 4 && p[0] === 'results' && p[1] === 'results' && kept.has(p[3] as string),
    onValue: (p, value) => {
      current[p[3] as string] = value;
    },
    onStart: (p, kind) => {
      if (p.length === 1 && (p[0] === 'evalId' || p[0] === 'results'))
        isPromptfoo ||= p[0] === 'evalId';
      if (p.length === 2 && p[0] === 'results' && p[1] === 'results') resultsKind = kind;
      if (p.length === 3 && p[0] === 'results' && p[1] === 'results') current = {};
    },
    onEnd: (p) => {
      if (!(p.length === 3 && p[0] === 'results' && p[1] === 'results')) return;
      const i = index++;
      const record = `results.results[${i}]`;
      const run = runKey(current.provider, current.promptIdx);
      if (run === undefined)
        fail(
          { file: path, record },
          `expected a result with a provider id and a promptIdx; got provider ${excerpt(current.provider)}, promptIdx ${excerpt(current.promptIdx)}.`,
        );
      const test = current.testIdx;
      if (typeof test !== 'number' || !Number.isInteger(test) || test < 0)
        fail({ file: path, record, field: 'testIdx' }, `${excerpt(test)} is not a test index.`);
      runs.set(run, (runs.get(run) ?? 0) + 1);
      records.push({
        run,
        test: String(test),
        value: current[field],
        errored: current.failureReason === FAILURE_ERROR,
        index: i,
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

  const chosen = chooseRun(path, [...runs.keys()], options.filter);
  const builder = new CountTableBuilder();
  let errored = 0;
  const lost = new Map<string, number>();
  for (const r of records) {
    if (r.run !== chosen) continue;
    const q = builder.row(r.test);
    if (r.errored) {
      errored++;
      lost.set(r.test, (lost.get(r.test) ?? 0) + 1);
      continue;
    }
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
    warnings.push(
      `${path}: read ${excerpt(chosen)} of ${runs.size} provider/prompt runs (option filter).`,
    );
  if (errored > 0)
    warnings.push(
      `${path}: ${errored} result(s) of ${excerpt(chosen)} are provider errors (errored trials).`,
    );
  const table = finishTable(builder.build(), path, {
    categories: parser.categories,
    warnings,
    lost,
  });
  return singleResult(path, 'promptfoo', table, warnings, {
    lost: errored > 0 ? { byQuestion: lost, errored, neverRan: 0 } : undefined,
  });
}

/** The provider/prompt run to read: the only one, or the one `filter` names. */
function chooseRun(path: string, runs: readonly string[], filter: string | undefined): string {
  if (filter === undefined) {
    if (runs.length === 1) return runs[0] as string;
    return fail(
      { file: path, field: 'provider' },
      `the file has ${runs.length} provider/prompt runs (${excerptList(runs)}); set the filter option to one of them (a provider id alone when it ran one prompt).`,
    );
  }
  if (runs.includes(filter)) return filter;
  const byProvider = runs.filter((r) => r.slice(0, r.lastIndexOf('#')) === filter);
  if (byProvider.length === 1) return byProvider[0] as string;
  return fail(
    { file: path, field: `filter ${excerpt(filter)}` },
    byProvider.length > 1
      ? `provider ${excerpt(filter)} ran ${byProvider.length} prompts; choose one of ${excerptList(byProvider)}.`
      : `no such provider or run in this file; it has ${excerptList(runs)}.`,
  );
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

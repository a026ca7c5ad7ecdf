/**
 * One side of a benchmark, read: its files (`readOutcomes`), or for a group of discovered tasks
 * (`BenchmarkConfig.parts`) each task's files with its own reader options, the question ids
 * prefixed with the task (`mmlu_anatomy/0`: lm-eval numbers every task's documents from 0), so the
 * group's table holds every question of every task once (its mean is the micro-average).
 */
import type { BenchmarkConfig, BenchmarkPart } from '../config/index.js';
import { InputError, showValue } from '../errors.js';
import type { CountTable } from '../metrics/index.js';
import {
  PARTIAL_CREDIT_LABELS,
  mergeDecoding,
  mergeTables,
  mergeUsage,
  readOutcomes,
} from '../readers/index.js';
import type {
  LostTrials,
  ReadOptions,
  ReadOutcomesOptions,
  ReadResult,
  ReadUsage,
  UsageMeasureId,
  UsageSums,
} from '../readers/types.js';

/** A table with every id prefixed (`task/id`). */
function prefixed(table: CountTable, prefix: string): CountTable {
  return { ...table, ids: table.ids.map((id) => `${prefix}/${id}`) };
}

function prefixedLost(lost: LostTrials, prefix: string): LostTrials {
  return {
    ...lost,
    byQuestion: new Map([...lost.byQuestion].map(([id, n]) => [`${prefix}/${id}`, n] as const)),
  };
}

function prefixedUsage(usage: ReadUsage, prefix: string): ReadUsage {
  const out: Partial<Record<UsageMeasureId, ReadonlyMap<string, UsageSums>>> = {};
  for (const [measure, byId] of Object.entries(usage) as [
    UsageMeasureId,
    ReadonlyMap<string, UsageSums>,
  ][])
    out[measure] = new Map([...byId].map(([id, cell]) => [`${prefix}/${id}`, cell] as const));
  return out;
}

/**
 * The parts' results as one: tables, priors, lost trials, usage and question texts concatenated
 * with prefixed ids.
 */
function concatenated(parts: readonly BenchmarkPart[], results: readonly ReadResult[]): ReadResult {
  const tables = results.map((r, i) => prefixed(r.table, (parts[i] as BenchmarkPart).task));
  const priors = results.flatMap((r, i) =>
    r.prior ? [prefixed(r.prior, (parts[i] as BenchmarkPart).task)] : [],
  );
  let weights: readonly number[] | undefined;
  results.forEach((r, i) => {
    if (r.weights === undefined) return;
    if (weights !== undefined && weights.join(',') !== r.weights.join(','))
      throw new InputError(
        { file: r.files[0] ?? (parts[i] as BenchmarkPart).task },
        `weights ${showValue(r.weights)} differ from ${showValue(weights)} in another task of the group.`,
      );
    weights ??= r.weights;
  });
  const lostParts = results.flatMap((r, i) =>
    r.lost ? [prefixedLost(r.lost, (parts[i] as BenchmarkPart).task)] : [],
  );
  const lost: LostTrials | undefined =
    lostParts.length === 0
      ? undefined
      : {
          byQuestion: new Map(lostParts.flatMap((l) => [...l.byQuestion])),
          errored: lostParts.reduce((s, l) => s + l.errored, 0),
          neverRan: lostParts.reduce((s, l) => s + l.neverRan, 0),
        };
  // A group's tokens, time and cost are its tasks' (a gated measure is then tested over them all).
  const usage = mergeUsage(
    results.map((r, i) =>
      r.usage !== undefined ? prefixedUsage(r.usage, (parts[i] as BenchmarkPart).task) : undefined,
    ),
  );
  // A group's questions that broke show their text as each task's log holds it.
  const texts = new Map<string, string>();
  results.forEach((r, i) => {
    for (const [id, text] of r.questionText ?? [])
      texts.set(`${(parts[i] as BenchmarkPart).task}/${id}`, text);
  });
  // A group is greedy when every task's log says so (mixed: not, and the evidence says so).
  const decoding = mergeDecoding(
    results.map((r) => r.decoding),
    'task',
  );
  const layout = results.find((r) => r.labelLayout !== undefined)?.labelLayout;
  const idLikeColumn = results.find((r) => r.idLikeColumn !== undefined)?.idLikeColumn;
  return {
    table: mergeTables(tables),
    ...(priors.length === results.length && priors.length > 0
      ? { prior: mergeTables(priors) }
      : {}),
    ...(weights !== undefined ? { weights } : {}),
    ...(lost !== undefined ? { lost } : {}),
    ...(usage !== undefined ? { usage } : {}),
    ...(layout !== undefined ? { labelLayout: layout } : {}),
    ...(idLikeColumn !== undefined ? { idLikeColumn } : {}),
    ...(texts.size > 0 ? { questionText: texts } : {}),
    ...(decoding !== undefined ? { decoding } : {}),
    files: results.flatMap((r) => r.files),
    formats: results.flatMap((r) => r.formats),
    warnings: results.flatMap((r) => r.warnings),
  };
}

/**
 * Reads `side` of benchmark `b` with the location options `at` (cwd, confinement, budget) and
 * `extra` reader options on top of the benchmark's and the side's own (a discovered task as its
 * harness version wrote it), e.g. the partial-credit labels when the other side needs them.
 */
export async function readSide(
  b: BenchmarkConfig,
  side: 'baseline' | 'candidate',
  at: ReadOutcomesOptions,
  extra: ReadOptions = {},
): Promise<ReadResult> {
  const parts = b.parts?.[side];
  if (parts === undefined)
    return readOutcomes(b[side], { ...b.read, ...b.sideRead?.[side], ...extra, ...at });
  const read = (part: BenchmarkPart, more: ReadOptions = {}) =>
    readOutcomes(part.paths, { ...part.read, ...extra, ...more, ...at });
  const results: ReadResult[] = [];
  for (const part of parts) results.push(await read(part));
  // Inspect `P` scores in some tasks switched them to the partial-credit labels: read the others
  // with the same labels, so that label 1 means the same thing in every task of the group.
  if (
    results.some((r) => r.labelLayout === 'partial-credit') &&
    results.some((r) => r.labelLayout === undefined)
  )
    for (const [i, part] of parts.entries())
      if ((results[i] as ReadResult).labelLayout === undefined)
        results[i] = {
          ...(await read(part, { labels: PARTIAL_CREDIT_LABELS })),
          labelLayout: 'partial-credit',
        };
  return concatenated(parts, results);
}

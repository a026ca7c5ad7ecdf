/**
 * The read-and-pair step of `compare` (compare.ts): every benchmark's two sides read (each as its
 * own harness version wrote it), checked to be the same task, aligned on question id; the work
 * the metrics will cost checked before any is computed; the baselines of earlier runs read for
 * the trends.
 */
import type { CompareConfig } from '../config/index.js';
import type { ReadResult } from '../readers/types.js';
import { type Trends, historyTrends } from './history.js';
import { type BenchmarkData, readBenchmark } from './read-benchmark.js';
import type { RunOptions } from './run-options.js';
import { checkWorkBudget } from './work.js';

/** Every benchmark read and aligned, and the trends of earlier runs. */
export interface ReadRun {
  readonly data: readonly BenchmarkData[];
  readonly trends: readonly Trends[];
}

/** Reads every benchmark of `config` in order (see the module's comment). */
export async function readRun(config: CompareConfig, options: RunOptions): Promise<ReadRun> {
  // A prior file (`R0`) several metrics name is read once.
  const priorCache = new Map<string, Promise<ReadResult>>();
  const data: BenchmarkData[] = [];
  for (const b of config.benchmarks) data.push(await readBenchmark(b, config, options, priorCache));
  checkWorkBudget(
    data.map((d) => ({
      name: d.benchmark.name,
      metrics: d.benchmark.metrics,
      tables: [d.aligned.baseline, d.aligned.candidate],
      historyRuns: options.history?.length ?? 0,
    })),
    options.workBudget,
    options.workBudgetSetting,
  );
  const trends = await historyTrends(data, config, options);
  return { data, trends };
}

/**
 * The trend of every gated metric: its baseline value in each earlier run of the base branch
 * (`history`), read like the baseline from that run's folder (part of the read step).
 */
import type { CompareConfig } from '../config/index.js';
import { ConfigError } from '../errors.js';
import { decidedInterval } from '../decision/index.js';
import type { CountTable } from '../metrics/index.js';
import { DEFAULT_ERRORS_POLICY, applyErrorsPolicy } from './lost.js';
import { type BenchmarkData, guard } from './read-benchmark.js';
import { readSide } from './read-side.js';
import type { RunOptions } from './run-options.js';

/** A gated metric's baseline value in each earlier run, by metric label. */
export type Trends = Map<
  string,
  { label: string; commit?: string; mu: number; lo: number; hi: number }[]
>;

/**
 * The trend of every gated metric: its baseline value in each earlier run (`options.history`,
 * oldest first), read like the baseline from that run's folder. A run whose files cannot be read
 * is left out with a warning (its data is old, not the PR's).
 */
export async function historyTrends(
  data: readonly BenchmarkData[],
  config: CompareConfig,
  options: RunOptions,
): Promise<Trends[]> {
  const history = options.history ?? [];
  return Promise.all(
    data.map(async (d) => {
      const trends: Trends = new Map();
      const b = d.benchmark;
      // A discovered task's files are named by its own run (lm-eval's timestamps), which an
      // earlier run's folder does not hold: no trend for them (yet).
      if (b.discovered !== undefined) return trends;
      for (const point of history) {
        let table: CountTable;
        try {
          const read = await readSide(b, 'baseline', {
            cwd: point.root,
            readBudget: options.readBudget,
            unzipLimitSetting: options.unzipLimitSetting,
            ...guard(config, b.pathSource?.baseline),
          });
          table = applyErrorsPolicy(read, config.errors ?? DEFAULT_ERRORS_POLICY).read.table;
        } catch (error) {
          // Over the read budget: the run stops, as for any other read.
          if (error instanceof ConfigError) throw error;
          d.warnings.push(
            `${b.name}: the baseline of run ${point.label} could not be read for the trend (${error instanceof Error ? error.message : String(error)}).`,
          );
          continue;
        }
        for (const spec of b.metrics) {
          if (!spec.gate) continue;
          try {
            const weights = spec.w ?? d.weights;
            const iv = decidedInterval(table, spec, {
              confidence: config.confidence,
              ...(weights !== undefined ? { w: weights } : {}),
            });
            const series = trends.get(spec.label) ?? [];
            series.push({
              label: point.label,
              ...(point.commit !== undefined ? { commit: point.commit } : {}),
              mu: iv.mu,
              lo: iv.lo,
              hi: iv.hi,
            });
            trends.set(spec.label, series);
          } catch {
            // A metric that does not apply to that run's data (e.g. k above its trials): no point.
          }
        }
      }
      return trends;
    }),
  );
}

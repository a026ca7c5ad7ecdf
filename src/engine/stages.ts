/**
 * A gate in stages (`resample`), for `compare`: which stage a run is, the previous stage's report
 * read and checked, which benchmarks this stage decides and which it carries, the checks that the
 * new files hold exactly the planned trials, and the plans for the next stage. The statistics are
 * decision/staged.ts's (the level spent over the stages) and decision/plan.ts's (the plan); the
 * report's assembly is report/stages.ts's.
 */
import { createHash } from 'node:crypto';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { CompareConfig } from '../config/index.js';
import { ConfigError, excerpt, grouped, showValue } from '../errors.js';
import {
  type Comparison,
  type DecisionSettings,
  resamplePlan,
  spentShare,
} from '../decision/index.js';
import { type CountTable, observedLabels } from '../metrics/index.js';
import {
  REPORT_LIMITS,
  type ReportBenchmark,
  type ReportPlan,
  type ReportStages,
} from '../report/index.js';
import { SAME_SETTINGS, type StageState, stageLevel } from './previous-stage.js';
import type { BenchmarkData } from './read-benchmark.js';

export { type StageState, checkSameSettings, previousStage, stageLevel } from './previous-stage.js';

/** The run's decision settings, as the config gives them. */
export function runSettings(config: CompareConfig): DecisionSettings {
  return {
    rule: config.rule,
    confidence: config.confidence,
    minConfidence: config.minConfidence,
    alpha: config.alpha,
    multipleComparisons: config.multipleComparisons,
    margin: config.margin,
  };
}

/**
 * A digest of a benchmark's two aligned tables: ids and counts, in order. Each id is written as a
 * JSON string, so that an id holding a tab or a line feed cannot pass for another question's line.
 */
export function tablesDigest(baseline: CountTable, candidate: CountTable): string {
  const hash = createHash('sha256');
  for (const t of [baseline, candidate]) {
    hash.update(`${t.categories}|${t.ids.length}\n`);
    for (let q = 0; q < t.ids.length; q++)
      hash.update(
        `${JSON.stringify(t.ids[q] as string)}\t${Array.from(t.counts.subarray(q * t.categories, (q + 1) * t.categories)).join(',')}\n`,
      );
  }
  return hash.digest('hex');
}

/** Successes (label 1) and trials of each question of a 0/1 table. */
function binaryCounts(t: CountTable): { successes: number[]; trials: number[] } {
  const successes: number[] = [];
  const trials: number[] = [];
  for (let q = 0; q < t.ids.length; q++) {
    successes.push(t.categories > 1 ? (t.counts[q * t.categories + 1] as number) : 0);
    trials.push(t.trials[q] as number);
  }
  return { successes, trials };
}

/**
 * Splits the run's benchmarks at stage ≥ 2 into those this stage decides (the previous stage
 * planned for them) and those it carries (their report entries as the earlier stage wrote them),
 * after checking every benchmark's files against the previous report: a benchmark without a plan
 * got no new trial (its tables' digest is the same), a planned one got exactly the planned trials
 * of the planned questions (every question's trials are its trials before plus its plan's, and
 * its successes grew by at most the new trials). A ConfigError names the benchmark, the question,
 * the side and the numbers otherwise.
 */
export function splitForStage(
  state: StageState,
  data: readonly BenchmarkData[],
  settings: DecisionSettings,
): { readonly open: readonly BenchmarkData[]; readonly carried: readonly ReportBenchmark[] } {
  const previous = state.previous;
  if (!previous) return { open: data, carried: [] };
  const file = state.previousFile ?? 'the previous report';
  const before = new Map(previous.benchmarks.map((b) => [b.name, b]));
  const now = new Set(data.map((d) => d.benchmark.name));
  // A benchmark left out would take its verdict with it: a failure at an earlier stage stands.
  for (const b of previous.benchmarks)
    if (!now.has(b.name))
      throw new ConfigError(
        `${showValue(b.name)} of ${file} is not in this stage's run: a later stage compares every benchmark of the first (a verdict stands), with the re-run files added`,
        'benchmarks',
      );
  const open: BenchmarkData[] = [];
  const carried: ReportBenchmark[] = [];
  for (const d of data) {
    const name = d.benchmark.name;
    const prev = before.get(name);
    if (!prev)
      throw new ConfigError(
        `${showValue(name)} is not in ${file}: a later stage compares the benchmarks of the first, with the re-run files added`,
        'benchmarks',
      );
    // The run's margin is checked with the other settings; a benchmark's own, here.
    const margin = d.benchmark.margin ?? settings.margin;
    if (prev.margin !== margin)
      throw new ConfigError(
        `${showValue(name)}: stage ${prev.stage?.stage ?? state.stage - 1} decided it with margin ${showValue(prev.margin)}, this stage with ${showValue(margin)}: ${SAME_SETTINGS}`,
        'margin',
      );
    const plan = prev.plan;
    if (plan === undefined || plan.kind !== 'planned') {
      const digest = tablesDigest(d.aligned.baseline, d.aligned.candidate);
      if (prev.stage !== undefined && prev.stage.digest !== digest)
        throw new ConfigError(
          `${showValue(name)}: stage ${prev.stage.stage} decided it and planned no new trial of it, yet its files now hold other trials than then: give it the files stage ${prev.stage.stage} read`,
          'benchmarks',
        );
      carried.push(prev);
      continue;
    }
    checkPlanned(name, plan, d, file);
    open.push(d);
  }
  return { open, carried };
}

/**
 * Every question id of a run in stages fits in the report the next stage reads back (the limit
 * parseReport holds every id to): a longer one would pass this stage and stop the next, after
 * the re-runs were paid for.
 */
export function checkIdsFit(data: readonly BenchmarkData[]): void {
  for (const d of data)
    for (const side of ['baseline', 'candidate'] as const)
      for (const id of d[side].table.ids)
        if (id.length > REPORT_LIMITS.text)
          throw new ConfigError(
            `${showValue(d.benchmark.name)}: question ${excerpt(id)} of the ${side}'s files is ${grouped(id.length)} characters long, more than the ${grouped(REPORT_LIMITS.text)} the next stage reads back from this stage's report: shorten the ids, or compare without resample`,
            'resample',
          );
}

/** The files of a planned benchmark hold exactly the planned trials (see splitForStage). */
function checkPlanned(name: string, plan: ReportPlan, d: BenchmarkData, file: string): void {
  const planned = new Map(plan.questions.map((q) => [q.id, q.trials]));
  const ids = d.aligned.ids;
  const known = new Set(plan.before.ids);
  for (const id of ids)
    if (!known.has(id))
      throw new ConfigError(
        `${showValue(name)}: question ${excerpt(id)} is not in the plan of ${file} (nor was it compared at stage ${plan.stage - 1}): a later stage runs only the planned questions again`,
        'benchmarks',
      );
  if (ids.length !== plan.before.ids.length)
    throw new ConfigError(
      `${showValue(name)}: ${grouped(plan.before.ids.length - ids.length)} question(s) of stage ${plan.stage - 1} are missing: give this stage the files stage ${plan.stage - 1} read, and the re-run files`,
      'benchmarks',
    );
  const index = new Map(ids.map((id, q) => [id, q]));
  for (const side of ['baseline', 'candidate'] as const) {
    const now = binaryCounts(d.aligned[side]);
    const then = plan.before[side];
    plan.before.ids.forEach((id, i) => {
      const q = index.get(id) as number;
      const extra = planned.get(id) ?? 0;
      const want = (then.trials[i] as number) + extra;
      const got = now.trials[q] as number;
      if (got !== want)
        throw new ConfigError(
          `${showValue(name)}: question ${excerpt(id)} has ${grouped(got)} trials on the ${side} side; the plan of ${file} asks for ${grouped(want)} (${grouped(then.trials[i] as number)} at stage ${plan.stage - 1}, ${extra === 0 ? 'no new one' : `${grouped(extra)} new`}): a later stage runs exactly the planned trials`,
          'benchmarks',
        );
      const grew = (now.successes[q] as number) - (then.successes[i] as number);
      if (grew < 0 || grew > extra)
        throw new ConfigError(
          `${showValue(name)}: question ${excerpt(id)} has ${grouped(now.successes[q] as number)} successes on the ${side} side, not the ${grouped(then.successes[i] as number)} of stage ${plan.stage - 1} plus at most its ${grouped(extra)} new trials: give this stage the files stage ${plan.stage - 1} read`,
          'benchmarks',
        );
    });
  }
}

/** The comparison a plan is made for: the first gated one the rule could not tell. */
function undecided(comparisons: readonly Comparison[]): Comparison | undefined {
  return comparisons.find(
    (c) =>
      c.gate &&
      !c.fails &&
      c.resolution === 'undetectable' &&
      c.limitation === null &&
      // Trials that repeat (the data show it, or the log says decoding was greedy): no plan of
      // new trials can help.
      c.budget?.kind !== 'deterministic' &&
      c.budget?.kind !== 'greedy',
  );
}

/**
 * The plan of each decided benchmark whose gated comparison could not tell, for the next stage
 * (0/1 outcomes: the plan's trial model is a success rate per question). Keyed by benchmark.
 */
export function plansFor(
  data: readonly BenchmarkData[],
  decided: readonly { readonly name: string; readonly comparisons: readonly Comparison[] }[],
  settings: DecisionSettings,
  stage: number,
): Map<string, ReportPlan> {
  const plans = new Map<string, ReportPlan>();
  const next = stage + 1;
  const level =
    stageLevel(settings, next) ??
    // Rule overlap: no level; its two 95% intervals stop overlapping at about z = 1.96 √2.
    overlapLevel(settings.confidence);
  data.forEach((d, i) => {
    const c = undecided(decided[i]?.comparisons ?? []);
    if (!c) return;
    const { baseline, candidate } = d.aligned;
    if ([baseline, candidate].some((t) => observedLabels(t).some((l) => l > 1))) return;
    const plan = resamplePlan({
      baseline,
      candidate,
      level,
      margin: d.benchmark.margin ?? settings.margin,
    });
    plans.set(d.benchmark.name, {
      ...plan,
      stage: next,
      level: stageLevel(settings, next),
      metric: c.metric,
      before: {
        ids: [...d.aligned.ids],
        baseline: binaryCounts(baseline),
        candidate: binaryCounts(candidate),
      },
    });
  });
  return plans;
}

/** The one-sided level of two intervals at `confidence` that stop overlapping: 1 − Φ(z √2). */
function overlapLevel(confidence: number): number {
  return 1 - normalCdf(normalQuantile((1 + confidence) / 2, 0, 1) * Math.SQRT2, 0, 1);
}

/** The stage record of a run's report. */
export function stageRecord(args: {
  readonly stage: number;
  readonly settings: DecisionSettings;
  readonly carried: readonly ReportBenchmark[];
  readonly resampled: ReportStages['resampled'];
  readonly rerunNeeded: boolean;
}): ReportStages {
  const level = stageLevel(args.settings, args.stage);
  const runLevel =
    args.settings.rule === 'paired'
      ? (args.settings.alpha ?? 0.01)
      : args.settings.rule === 'z'
        ? 1 - args.settings.minConfidence
        : null;
  return {
    stage: args.stage,
    level,
    spent: runLevel === null ? null : Number((runLevel * spentShare(args.stage)).toPrecision(12)),
    carried: args.carried.map((b) => ({ name: b.name, stage: b.stage?.stage ?? 1 })),
    resampled: args.resampled,
    rerunNeeded: args.rerunNeeded,
  };
}

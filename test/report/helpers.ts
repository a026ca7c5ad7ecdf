/**
 * Builds report data from compact synthetic descriptions (the report layer is tested without
 * files or metrics: intervals are given).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import {
  decide,
  type DecisionSettings,
  type Interval,
  type UsageInput,
} from '../../src/decision/index.js';
import {
  buildReport,
  type BenchmarkExtras,
  type Provenance,
  type ReportData,
} from '../../src/report/index.js';

export const Q95 = 1.959963984540054;

/** mu +- 1.96 sigma. */
export function iv(mu: number, sigma: number): Interval {
  return { mu, sigma, lo: mu - Q95 * sigma, hi: mu + Q95 * sigma };
}

export interface SyntheticMetric {
  metric: string;
  baseline: Interval;
  candidate: Interval;
  gate?: boolean;
  exact?: boolean;
  bootstrap?: boolean;
  /** Per-question raw scores (rule paired, the raw Δ, the paired detectable drop). */
  scores?: { baseline: number[]; candidate: number[] };
}

export interface SyntheticBenchmark {
  name: string;
  metrics: SyntheticMetric[];
  questions?: number;
  trials?: number;
  weights?: number[];
  changed?: { id: string; baseline: number; candidate: number }[];
  /** Questions that broke: id, baseline and candidate successes out of `trials`. */
  broken?: { id: string; baseline: number; candidate: number; text?: string }[];
  onlyInBaseline?: string[];
  /** Questions each side lost to errors (one errored trial each). */
  lost?: { baseline?: number; candidate?: number };
  /** Tokens, time and cost per question, paired. */
  usage?: UsageInput[];
}

/** Per-question scores of a synthetic benchmark: M questions, a drop spread over every other one. */
export function scoresFor(
  m: number,
  base: number,
  delta: number,
): { baseline: number[]; candidate: number[] } {
  const baseline = Array.from({ length: m }, (_, q) => (q % 3 === 0 ? 1 : q % 3 === 1 ? base : 0));
  const candidate = baseline.map((b, q) =>
    Math.min(1, Math.max(0, b + (q % 2 === 0 ? 2 * delta : 0))),
  );
  return { baseline, candidate };
}

/** The paired bootstrap delta of a synthetic bootstrap metric: sigma 0.015, a normal interval. */
function syntheticPairedDelta(m: SyntheticMetric): Interval {
  return iv(m.candidate.mu - m.baseline.mu, 0.015);
}

/** Bayes@N's posterior from a mean-score interval: (N μ + 1 + … ) / T, binary: (N μ + 1) / (N + 2). */
function pulled(interval: Interval, n: number, c: number): Interval {
  const t = 1 + c + n;
  const map = (x: number) => (n * x + (c + 1) / 2) / t;
  return {
    mu: map(interval.mu),
    sigma: (interval.sigma * n) / t,
    lo: map(interval.lo),
    hi: map(interval.hi),
  };
}

/** The interval moved to be centred on the mean of `scores`, its width kept. */
function centered(interval: Interval, scores: readonly number[]): Interval {
  const mu = scores.reduce((a, b) => a + b, 0) / scores.length;
  const shift = mu - interval.mu;
  return { mu, sigma: interval.sigma, lo: interval.lo + shift, hi: interval.hi + shift };
}

export function makeReport(
  benchmarks: SyntheticBenchmark[],
  settings: Partial<DecisionSettings> = {},
  warnings: string[] = [],
  provenance?: Provenance,
): ReportData {
  const s: DecisionSettings = {
    rule: 'overlap',
    confidence: 0.95,
    minConfidence: 0.95,
    margin: 0,
    ...settings,
  };
  const decision = decide(
    benchmarks.map((b) => {
      const n = b.trials ?? 16;
      const c = b.weights ? b.weights.length - 1 : 1;
      const size = { trials: n, effectiveTrials: 1 + c + n };
      return {
        name: b.name,
        ...(b.usage ? { usage: b.usage } : {}),
        comparisons: b.metrics.map((m) => ({
          metric: m.metric,
          // One scale: with per-question scores the values are their means (the intervals keep
          // their width), so that a row's Δ is the difference of its values under every rule.
          baseline: m.scores ? centered(m.baseline, m.scores.baseline) : m.baseline,
          candidate: m.scores ? centered(m.candidate, m.scores.candidate) : m.candidate,
          scale: m.metric === 'bayes' ? ('mean-score' as const) : ('metric' as const),
          // Bayes@N's own posterior, as compare keeps it beside the mean score: pulled towards ½
          // by (C + 1) / T with N trials.
          ...(m.metric === 'bayes'
            ? {
                posterior: {
                  baseline: pulled(m.baseline, n, c),
                  candidate: pulled(m.candidate, n, c),
                },
              }
            : {}),
          gate: m.gate ?? true,
          sizes: { baseline: size, candidate: size },
          approximateBudget: !(m.exact ?? m.metric === 'bayes'),
          bootstrap: m.bootstrap ?? false,
          ...(m.bootstrap ? { pairedDelta: syntheticPairedDelta(m) } : {}),
          ...(m.scores
            ? {
                paired: {
                  baseline: m.scores.baseline,
                  candidate: m.scores.candidate,
                  singleTrialBinary: false,
                  noise: { baseline: 0.05, candidate: 0.05 },
                },
              }
            : {}),
        })),
      };
    }),
    s,
  );
  const extras: BenchmarkExtras[] = benchmarks.map((b) => {
    const m = b.questions ?? 30;
    const n = b.trials ?? 16;
    const side = (role: string) => ({
      files: [`evals/${role}/${b.name}.csv`],
      formats: ['csv-wide'],
      questions: m + (role === 'main' ? (b.onlyInBaseline?.length ?? 0) : 0),
      trials: { min: n, max: n },
      maxLabel: b.weights ? b.weights.length - 1 : 1,
      priorTrials: 0,
      // As the engine counts it: the questions `align: intersect` left out because the candidate
      // lacks them are questions the candidate lost (missing from its files).
      lost: {
        questions:
          ((role === 'main' ? b.lost?.baseline : b.lost?.candidate) ?? 0) +
          (role === 'pr' ? (b.onlyInBaseline?.length ?? 0) : 0),
        outOf: m + (role === 'pr' ? (b.onlyInBaseline?.length ?? 0) : 0),
        errored: (role === 'main' ? b.lost?.baseline : b.lost?.candidate) ?? 0,
        neverRan: 0,
        ...(role === 'pr' && (b.onlyInBaseline?.length ?? 0) > 0
          ? { missing: b.onlyInBaseline?.length ?? 0 }
          : {}),
      },
    });
    return {
      weights: b.weights ?? null,
      baseline: side('main'),
      candidate: side('pr'),
      alignment: {
        mode: 'intersect' as const,
        common: m,
        onlyInBaselineCount: b.onlyInBaseline?.length ?? 0,
        onlyInCandidateCount: 0,
        onlyInBaseline: b.onlyInBaseline ?? [],
        onlyInCandidate: [],
      },
      changedQuestions: (b.changed ?? []).map((q) => ({ ...q, delta: q.candidate - q.baseline })),
      brokenQuestions: (b.broken ?? []).map((q) => ({
        id: q.id,
        baseline: { score: q.baseline, trials: n },
        candidate: { score: q.candidate, trials: n },
        delta: (q.candidate - q.baseline) / n,
        ...(q.text !== undefined ? { text: q.text } : {}),
      })),
      comparisons: b.metrics.map((mm) =>
        mm.bootstrap
          ? {
              uncertainty: 'bootstrap' as const,
              bootstrap: { iterations: 1000, seed: 1, delta: syntheticPairedDelta(mm) },
            }
          : { uncertainty: 'posterior' as const },
      ),
    };
  });
  return buildReport(decision, extras, {
    version: '0.1.0',
    generatedAt: '2026-01-15T12:00:00.000Z',
    align: 'intersect',
    warnings,
    ...(provenance !== undefined ? { provenance } : {}),
  });
}

const GOLDEN = fileURLToPath(new URL('./golden/', import.meta.url));

/** Compares with the committed golden file next to the tests (UPDATE_GOLDEN=1 rewrites it). */
export function expectGolden(name: string, text: string): void {
  const file = `${GOLDEN}${name}`;
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, text);
    if (process.env.UPDATE_GOLDEN !== '1')
      throw new Error(`golden file ${name} was missing; wrote it`);
  }
  expect(text).toBe(readFileSync(file, 'utf8'));
}

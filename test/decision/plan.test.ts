/**
 * The re-sampling plan (issue 39): which questions to run again, and how many new trials of each,
 * so that the next stage sees half the drop it would see now. Hand-computed values, the properties
 * the next stage's level rests on (the plan never reads a difference's sign), and the promise
 * that a plan never costs more than running every question alike. How much the plans save, and
 * the level over the stages, are measured by `npm run validate` (docs/statistics.md).
 */
import { describe, expect, it } from 'vitest';
import {
  createPrng,
  rateDistribution,
  ratePosterior,
  resamplePlan,
  seesAfter,
  trialStep,
} from '../../src/decision/index.js';
import type { CountTable } from '../../src/metrics/index.js';

/** z₁₋α + z₀.₈ at α = 0.0025: 2.807034 + 0.841621. */
const Z = 3.648655;

/** A 0/1 table from [successes, trials] per question. */
function table(rows: readonly (readonly [number, number])[]): CountTable {
  const counts = new Float64Array(2 * rows.length);
  rows.forEach(([x, n], q) => {
    counts[2 * q] = n - x;
    counts[2 * q + 1] = x;
  });
  return {
    ids: rows.map((_, q) => `q${q + 1}`),
    categories: 2,
    counts,
    trials: Float64Array.from(rows, ([, n]) => n),
  };
}

/**
 * 200 questions of 4 trials a side: 90 right every time on both sides, 70 never, and 40 in the
 * balance (the pairs below, five times each).
 */
const MOVING: readonly (readonly [number, number])[] = [
  [1, 3],
  [2, 2],
  [3, 1],
  [2, 2],
  [1, 1],
  [3, 3],
  [2, 3],
  [1, 1],
];
function settledBenchmark(): { baseline: CountTable; candidate: CountTable } {
  const b: [number, number][] = [];
  const c: [number, number][] = [];
  const add = (xb: number, xc: number) => {
    b.push([xb, 4]);
    c.push([xc, 4]);
  };
  for (let i = 0; i < 90; i++) add(4, 4);
  for (let i = 0; i < 70; i++) add(0, 0);
  for (let r = 0; r < 5; r++) for (const [xb, xc] of MOVING) add(xb, xc);
  return { baseline: table(b), candidate: table(c) };
}

describe('trialStep: new trials in steps a harness runs in few commands', () => {
  it('rounds to the nearest of 1, 2, 3, 4, 6, 8, 12, 16, … on a log scale, and below half a trial to none', () => {
    expect([0, 0.49, 0.5, 1.4, 2.6, 5, 7, 10, 13, 20, 100].map(trialStep)).toEqual([
      0, 0, 1, 1, 3, 6, 8, 12, 12, 24, 96,
    ]);
  });
});

describe('the distribution of success rates across questions', () => {
  it('a question’s posterior variance of one trial, by hand: half the mass at p = ½, half at p = 1', () => {
    const w = new Float64Array(51);
    w[25] = 0.5;
    w[50] = 0.5;
    // 2 of 2: posterior ∝ 0.5 × ¼ at ½ and 0.5 × 1 at 1: weights 0.2, 0.8; E[p(1 − p)] = 0.2 × ¼.
    expect(ratePosterior(w, 2, 2).variance).toBeCloseTo(0.05, 12);
    // 1 of 2: only p = ½ can give it.
    expect(ratePosterior(w, 1, 2).variance).toBeCloseTo(0.25, 12);
    // 0 of 2: only p = ½ (p = 1 never fails).
    expect(ratePosterior(w, 0, 2).variance).toBeCloseTo(0.25, 12);
  });

  it('puts the mass of questions always right or always wrong at 1 and 0', () => {
    const w = rateDistribution([8, 0, 4], [8, 8, 8], [60, 30, 10]);
    const sum = (from: number, to: number) => w.slice(from, to + 1).reduce((s, x) => s + x, 0);
    expect(sum(0, 50)).toBeCloseTo(1, 12);
    expect(sum(45, 50)).toBeGreaterThan(0.58);
    expect(sum(0, 5)).toBeGreaterThan(0.28);
    // So a question right 8 times in 8 gets a small variance, one right 4 in 8 a large one.
    expect(ratePosterior(w, 8, 8).variance).toBeLessThan(0.01);
    expect(ratePosterior(w, 4, 8).variance).toBeGreaterThan(0.2);
  });
});

describe('resamplePlan', () => {
  const { baseline, candidate } = settledBenchmark();
  const plan = resamplePlan({ baseline, candidate, level: 0.0025, margin: 0 });

  it('aims at half the drop the next stage sees now: z √(Σ d²) / M, by hand', () => {
    // Σ d² over the moving pairs: (½² + 0 + ½² + 0 + 0 + 0 + ¼² + 0) × 5 = 2.8125, below what
    // the trial model expects of these 40 questions (no spread of the true changes: τ² = 0).
    const seesNow = (Z * Math.sqrt(2.8125)) / 200;
    expect(plan.kind).toBe('planned');
    expect(plan.target).toBeCloseTo(seesNow / 2, 5);
    expect(plan.variance.now).toBeCloseTo(2.8125 / 200 ** 2, 10);
    expect(plan.sees).toBeLessThanOrEqual(plan.target);
    expect(plan.variance.planned).toBeCloseTo((plan.sees / Z) ** 2, 8);
  });

  it('re-runs no question right every time or never, and every question whose sides differed', () => {
    const planned = new Set(plan.questions.map((q) => Number(q.id.slice(1)) - 1));
    for (let q = 0; q < 160; q++) expect(planned.has(q)).toBe(false);
    for (let q = 160; q < 200; q++) {
      const [xb, xc] = MOVING[(q - 160) % MOVING.length] as [number, number];
      if (xb !== xc) expect(planned.has(q)).toBe(true);
    }
    for (const { trials } of plan.questions) expect(trialStep(trials)).toBe(trials);
    expect(plan.trials).toBe(2 * plan.questions.reduce((s, q) => s + q.trials, 0));
    expect(plan.sides).toEqual(['baseline', 'candidate']);
  });

  it('costs at least 3 times fewer trials than re-running every question alike, which sees no less', () => {
    expect(plan.uniformTrials).toBeGreaterThanOrEqual(3 * plan.trials);
    const u = plan.uniformTrials / 400;
    expect(Number.isInteger(u)).toBe(true);
    const sees = (x: number) => seesAfter({ baseline, candidate, level: 0.0025, trials: () => x });
    expect(sees(u)).toBeLessThanOrEqual(plan.target);
    expect(sees(u - 1)).toBeGreaterThan(plan.target);
    const byQuestion = new Map(plan.questions.map((q) => [q.id, q.trials]));
    expect(
      seesAfter({
        baseline,
        candidate,
        level: 0.0025,
        trials: (q) => byQuestion.get(`q${q + 1}`) ?? 0,
      }),
    ).toBeCloseTo(plan.sees, 12);
  });

  it('never reads the sign of a difference: swapping any questions’ sides gives the same plan', () => {
    const prng = createPrng(39);
    const rng = () => prng.next();
    const rows = (t: CountTable) =>
      Array.from(t.trials, (n, q) => [t.counts[2 * q + 1] as number, n] as [number, number]);
    const b = rows(baseline);
    const c = rows(candidate);
    for (let trial = 0; trial < 5; trial++) {
      const swap = b.map(() => rng() < 0.5);
      const b2 = b.map((r, q) => (swap[q] ? (c[q] as [number, number]) : r));
      const c2 = c.map((r, q) => (swap[q] ? (b[q] as [number, number]) : r));
      const again = resamplePlan({
        baseline: table(b2),
        candidate: table(c2),
        level: 0.0025,
        margin: 0,
      });
      expect(again).toEqual(plan);
    }
  });

  it('plans nothing when the next stage already sees the margin', () => {
    const settled = resamplePlan({ baseline, candidate, level: 0.0025, margin: 0.1 });
    expect(settled.kind).toBe('settled');
    expect(settled.questions).toEqual([]);
    expect(settled.trials).toBe(0);
  });

  it('asks for more questions, not trials, when the per-question changes themselves are spread', () => {
    // 10 of 100 questions flipped completely at 64 trials a side: the spread of the true changes
    // (τ² ≈ 0.099) puts a floor of z √(τ² / M) ≈ 0.115 under the drop seen, about where it is.
    const rowsB: [number, number][] = [];
    const rowsC: [number, number][] = [];
    for (let q = 0; q < 100; q++) {
      const flipped = q < 10;
      rowsB.push([flipped && q % 2 === 0 ? 0 : 64, 64]);
      rowsC.push([flipped && q % 2 === 1 ? 0 : 64, 64]);
    }
    const p = resamplePlan({
      baseline: table(rowsB),
      candidate: table(rowsC),
      level: 0.0025,
      margin: 0,
    });
    expect(p.kind).toBe('questions');
    expect(p.questions).toEqual([]);
    expect(p.sees).toBeCloseTo((Z * Math.sqrt(10)) / 100, 5);
  });

  it('at one trial a question re-runs every question alike, u new trials each, what the model of u says', () => {
    // 200 questions, one trial a side: 120 right on both, 40 wrong on both, 20 lost, 20 gained.
    const rowsB: [number, number][] = [];
    const rowsC: [number, number][] = [];
    for (let q = 0; q < 200; q++) {
      const [xb, xc] = q < 120 ? [1, 1] : q < 160 ? [0, 0] : q < 180 ? [1, 0] : [0, 1];
      rowsB.push([xb, 1]);
      rowsC.push([xc, 1]);
    }
    const args = { baseline: table(rowsB), candidate: table(rowsC), level: 0.0025 };
    const p = resamplePlan({ ...args, margin: 0 });
    expect(p.kind).toBe('planned');
    expect(p.questions).toHaveLength(200);
    const u = p.questions[0]?.trials ?? 0;
    expect(u).toBeGreaterThan(0);
    expect(p.questions.every((q) => q.trials === u)).toBe(true);
    expect(p.trials).toBe(2 * 200 * u);
    expect(p.uniformTrials).toBe(p.trials);
    // u is the fewest alike that reach the target: one fewer would not.
    expect(p.sees).toBeCloseTo(seesAfter({ ...args, trials: () => u }), 12);
    expect(p.sees).toBeLessThanOrEqual(p.target);
    expect(seesAfter({ ...args, trials: () => u - 1 })).toBeGreaterThan(p.target);
    // At two trials a side (120 right on all, 40 wrong on all, 40 one trial apart) the plan is by
    // question: those two trials show settled, its agreeing questions get none.
    const two = (pick: (q: number) => number): [number, number][] =>
      Array.from({ length: 200 }, (_, q) => [pick(q), 2]);
    const side = (lost: number) => (q: number) =>
      q < 120 ? 2 : q < 160 ? 0 : q < 180 ? lost : 3 - lost;
    const byQuestion = resamplePlan({
      baseline: table(two(side(1))),
      candidate: table(two(side(2))),
      level: 0.0025,
      margin: 0,
    });
    expect(byQuestion.questions).toHaveLength(160);
    expect([...new Set(byQuestion.questions.map((q) => q.trials))].sort((a, b) => a - b)).toEqual([
      8, 12,
    ]);
    expect(byQuestion.trials).toBeLessThan(byQuestion.uniformTrials);
  });

  it('never costs more than re-running every question alike, on random benchmarks', () => {
    const prng = createPrng(7);
    const rng = () => prng.next();
    for (let i = 0; i < 40; i++) {
      const m = 20 + Math.floor(rng() * 200);
      const n = 1 + Math.floor(rng() * 6);
      const rows = () =>
        Array.from({ length: m }, () => {
          const p = rng() < 0.5 ? Math.round(rng()) : rng();
          let x = 0;
          for (let t = 0; t < n; t++) if (rng() < p) x++;
          return [x, n] as [number, number];
        });
      const p = resamplePlan({
        baseline: table(rows()),
        candidate: table(rows()),
        level: 0.0025,
        margin: 0,
      });
      if (p.kind !== 'planned') continue;
      expect(p.trials).toBeLessThanOrEqual(p.uniformTrials);
      expect(p.sees).toBeLessThanOrEqual(p.target * (1 + 1e-9));
    }
  });
});

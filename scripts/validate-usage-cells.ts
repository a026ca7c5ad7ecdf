/**
 * The cells of scripts/validate-usage.ts: each simulates one cell's pull requests from its own
 * PRNG stream (`cellSeed`) and counts what the gate and the intervals do (the delta method, the
 * paired bootstrap, Fieller's; the gate with the trials' own variance and a declared or measured
 * run spread). The processes are validate-usage-draws.ts's.
 */
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { type Prng, createPrng } from '../src/decision/prng.js';
import { runSpread } from '../src/decision/run-spread.js';
import { compareUsage, fiellerInterval, usageMean } from '../src/decision/usage.js';
import { cellSeed } from './validate-sim.js';
import {
  ALL_POPULATIONS,
  RESHAPE_NAMES,
  USAGE_RESHAPES,
  type DrawnTrialVariance,
  type UsagePopulation,
  type UsageReshape,
  declaredRunSpread,
  drawPair,
  drawRepeatedRuns,
  drawReshaped,
  normals,
  populationMean,
  questionMean,
  trialMean,
} from './validate-usage-draws.js';
import type {
  CoverageCell,
  MeanCell,
  Method,
  PowerCell,
  ReshapeCell,
  ReshapePowerCell,
  RunSpreadCell,
  UsageValidationOptions,
} from './validate-usage-types.js';

/**
 * The gate as compare runs it: the library's test of an increase beyond the tolerance, with the
 * config's run spread where one is declared.
 */
function gateOf(
  pr: { b: Float64Array; c: Float64Array; trialVariance?: DrawnTrialVariance },
  o: UsageValidationOptions,
  runSpread?: number,
) {
  return compareUsage(
    {
      measure: 'total-tokens',
      baseline: pr.b,
      candidate: pr.c,
      missing: { baseline: 0, candidate: 0 },
      tolerance: o.tolerance,
      ...(pr.trialVariance !== undefined ? { trialVariance: pr.trialVariance } : {}),
      ...(runSpread !== undefined ? { runSpread } : {}),
    },
    o.alpha,
  );
}

/** The delta method on log R: log R̂ ± t σ̂, σ̂² the variance of c_q/c̄ − b_q/b̄ over M. */
function deltaInterval(b: Float64Array, c: Float64Array, level: number): [number, number] {
  const m = b.length;
  let sb = 0;
  let sc = 0;
  for (let q = 0; q < m; q++) {
    sb += b[q] as number;
    sc += c[q] as number;
  }
  const mb = sb / m;
  const mc = sc / m;
  let mz = 0;
  for (let q = 0; q < m; q++) mz += (c[q] as number) / mc - (b[q] as number) / mb;
  mz /= m;
  let ss = 0;
  for (let q = 0; q < m; q++) ss += ((c[q] as number) / mc - (b[q] as number) / mb - mz) ** 2;
  const se = Math.sqrt(ss / (m - 1) / m);
  const t = tQuantile(1 - level, m - 1);
  const r = mc / mb;
  return [r * Math.exp(-t * se), r * Math.exp(t * se)];
}

/** The paired percentile bootstrap over questions: the ratio's quantiles at each level. */
function bootstrapIntervals(
  b: Float64Array,
  c: Float64Array,
  levels: readonly number[],
  iterations: number,
  rng: Prng,
): [number, number][] {
  const m = b.length;
  const ratios = new Float64Array(iterations);
  for (let k = 0; k < iterations; k++) {
    let sb = 0;
    let sc = 0;
    for (let q = 0; q < m; q++) {
      const j = rng.nextIndex(m);
      sb += b[j] as number;
      sc += c[j] as number;
    }
    ratios[k] = sc / sb;
  }
  ratios.sort();
  return levels.map((level) => [
    ratios[Math.max(0, Math.floor(level * (iterations + 1)) - 1)] as number,
    ratios[Math.min(iterations - 1, Math.ceil((1 - level) * (iterations + 1)) - 1)] as number,
  ]);
}

function populationCode(pop: UsagePopulation): number {
  return ALL_POPULATIONS.indexOf(pop) + 1;
}

export function coverageCell(
  o: UsageValidationOptions,
  population: UsagePopulation,
  m: number,
  n: number,
): CoverageCell {
  const rng = createPrng(cellSeed(o.seed, 31_000 + populationCode(population), m, n));
  const normal = normals(rng);
  const r0 = 1 + o.tolerance;
  const misses = {
    delta: { low: 0, high: 0 },
    bootstrap: { low: 0, high: 0 },
    fieller: { low: 0, high: 0 },
  };
  const falseAlarms = { delta: 0, bootstrap: 0, fieller: 0 };
  let unbounded = 0;
  const count = (method: Method, lo: number, hi: number) => {
    if (lo > r0) misses[method].low++;
    if (hi < r0) misses[method].high++;
  };
  for (let run = 0; run < o.runs; run++) {
    const pr = drawPair(population, m, n, r0, rng, normal, 'questions');
    const { b, c } = pr;
    // A baseline that used none at all has no ratio: compare reports it as not compared.
    if (b.every((x) => x === 0)) {
      unbounded++;
      continue;
    }
    const [dlo, dhi] = deltaInterval(b, c, 0.025);
    count('delta', dlo, dhi);
    if (deltaInterval(b, c, o.alpha)[0] > r0) falseAlarms.delta++;
    // The gate's own interval (with the trials' variances where each question ran 2 or more).
    const f = fiellerInterval(b, c, 0.025, { trialVariance: pr.trialVariance });
    count('fieller', f.lo, f.hi);
    // The gate as compare runs it: the library's test of an increase beyond the tolerance.
    const gate = gateOf(pr, o);
    if (gate.fails) falseAlarms.fieller++;
    if (gate.notCompared === 'unbounded') unbounded++;
    if (run < o.bootstrapRuns) {
      const [i95, gateIv] = bootstrapIntervals(b, c, [0.025, o.alpha], o.bootstrapIterations, rng);
      count('bootstrap', (i95 as [number, number])[0], (i95 as [number, number])[1]);
      if ((gateIv as [number, number])[0] > r0) falseAlarms.bootstrap++;
    }
  }
  return {
    population,
    questions: m,
    trials: n,
    runs: o.runs,
    bootstrapRuns: Math.min(o.runs, o.bootstrapRuns),
    misses,
    falseAlarms,
    unbounded,
  };
}

export function powerCell(
  o: UsageValidationOptions,
  population: UsagePopulation,
  m: number,
  ratio: number,
): PowerCell {
  const rng = createPrng(
    cellSeed(o.seed, 32_000 + populationCode(population), m, Math.round(ratio * 1000)),
  );
  const normal = normals(rng);
  let fails = 0;
  for (let run = 0; run < o.runs; run++) {
    if (gateOf(drawPair(population, m, 1, ratio, rng, normal, 'questions'), o).fails) fails++;
  }
  return { population, questions: m, ratio, runs: o.runs, fails };
}

export function reshapeCell(
  o: UsageValidationOptions,
  reshape: UsageReshape,
  m: number,
): ReshapeCell {
  const rng = createPrng(cellSeed(o.seed, 34_000 + RESHAPE_NAMES.indexOf(reshape) + 1, m));
  const normal = normals(rng);
  const r0 = 1 + o.tolerance;
  const misses = { low: 0, high: 0 };
  let drawn = 0;
  let falseAlarms = 0;
  let spreadAlone: number | null = null;
  let unbounded = 0;
  const population = { runs: 0, fails: 0, withinTolerance: 0 };
  const declared = declaredRunSpread(reshape);
  for (let run = 0; run < o.runs; run++) {
    // These questions at exactly the tolerance: the gate's null.
    const pr = drawReshaped(reshape, m, r0, rng, normal, 'questions');
    if (pr !== undefined) {
      drawn++;
      // A baseline that used none at all has no ratio: compare reports it as not compared.
      if (pr.b.every((x) => x === 0)) unbounded++;
      else {
        const gate = gateOf(pr, o, declared);
        if (gate.fails) falseAlarms++;
        if (pr.trialVariance !== undefined)
          spreadAlone =
            (spreadAlone ?? 0) + (gateOf({ b: pr.b, c: pr.c }, o, declared).fails ? 1 : 0);
        if (gate.notCompared === 'unbounded') unbounded++;
        const f = fiellerInterval(pr.b, pr.c, 0.025, {
          trialVariance: pr.trialVariance,
          runSpread: declared,
        });
        if (f.lo > r0) misses.low++;
        if (f.hi < r0) misses.high++;
      }
    }
    // The population at exactly the tolerance, each PR's questions drawn from it.
    const wide = drawReshaped(reshape, m, r0, rng, normal, 'population');
    if (wide === undefined || wide.b.every((x) => x === 0)) continue;
    population.runs++;
    if (gateOf(wide, o, declared).fails) {
      population.fails++;
      if (wide.truth <= r0) population.withinTolerance++;
    }
  }
  return {
    reshape,
    questions: m,
    runs: drawn,
    misses,
    falseAlarms,
    spreadAlone,
    unbounded,
    population,
  };
}

export function reshapePowerCell(
  o: UsageValidationOptions,
  reshape: UsageReshape,
  m: number,
): ReshapePowerCell {
  const { ratio, runs } = o.reshapePower;
  const rng = createPrng(
    cellSeed(o.seed, 35_000 + RESHAPE_NAMES.indexOf(reshape) + 1, m, Math.round(ratio * 1000)),
  );
  const normal = normals(rng);
  let drawn = 0;
  let fails = 0;
  for (let run = 0; run < runs; run++) {
    const pr = drawReshaped(reshape, m, ratio, rng, normal, 'questions');
    if (pr === undefined || pr.b.every((x) => x === 0)) continue;
    drawn++;
    if (gateOf(pr, o, declaredRunSpread(reshape)).fails) fails++;
  }
  return { reshape, questions: m, ratio, runs: drawn, fails };
}

/**
 * The run spread measured from K runs of one commit on M questions under `effect` (its run
 * factor), and the same two PRs of that effect gated with each bound declared: at these
 * questions' ratio 1 + τ (a failure is a false alarm) and at `powerRatio`.
 */
export function runSpreadCell(
  o: UsageValidationOptions,
  effect: UsageReshape,
  m: number,
  k: number,
): RunSpreadCell {
  const index = o.runSpread.effects.indexOf(effect);
  const rng = createPrng(cellSeed(o.seed, 36_000 + 100 * Math.max(0, index) + k, m));
  const normal = normals(rng);
  const { draws, confidences, powerRatio } = o.runSpread;
  const d = USAGE_RESHAPES[effect];
  const cv = d.kind === 'run-shift' ? d.cv : 0;
  const estimates: number[] = [];
  const uppers = confidences.map((): number[] => []);
  const counts = confidences.map(() => ({ covered: 0, falseAlarms: 0, fails: 0 }));
  // Rounded up to 3 decimals, as the command prints the config line.
  const rounded = (x: number) => Math.min(1, Math.ceil(x * 1000) / 1000);
  for (let d = 0; d < draws; d++) {
    const aa = drawRepeatedRuns('lognormal σ = 1', m, k, effect, rng, normal);
    const declared = confidences.map((c, i) => {
      const measured = runSpread(aa, c);
      if (i === 0) estimates.push(measured.spread);
      uppers[i]?.push(measured.upper);
      if (measured.upper >= cv) (counts[i] as { covered: number }).covered++;
      return rounded(measured.upper);
    });
    // The same two PRs for every bound: the columns differ by the bound alone.
    const atTolerance = drawReshaped(effect, m, 1 + o.tolerance, rng, normal, 'questions');
    const beyond = drawReshaped(effect, m, powerRatio, rng, normal, 'questions');
    declared.forEach((v, i) => {
      const n = counts[i] as { falseAlarms: number; fails: number };
      if (atTolerance !== undefined && gateOf(atTolerance, o, v).fails) n.falseAlarms++;
      if (beyond !== undefined && gateOf(beyond, o, v).fails) n.fails++;
    });
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 === 1
      ? (s[(s.length - 1) / 2] as number)
      : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
  };
  return {
    effect,
    questions: m,
    runs: k,
    draws,
    cv,
    medianEstimate: median(estimates),
    bounds: confidences.map((confidence, i) => ({
      confidence,
      medianUpper: median(uppers[i] ?? []),
      ...(counts[i] as { covered: number; falseAlarms: number; fails: number }),
    })),
    powerRatio,
  };
}

export function meanCell(
  o: UsageValidationOptions,
  population: UsagePopulation,
  m: number,
): MeanCell {
  const rng = createPrng(cellSeed(o.seed, 33_000 + populationCode(population), m));
  const normal = normals(rng);
  const truth = populationMean(population);
  const plain = { low: 0, high: 0 };
  const hall = { low: 0, high: 0 };
  const t = tQuantile(0.975, m - 1);
  for (let run = 0; run < o.meanRuns; run++) {
    const x = new Float64Array(m);
    let s = 0;
    for (let q = 0; q < m; q++) {
      x[q] = trialMean(questionMean(population, rng, normal), 1, normal);
      s += x[q] as number;
    }
    const mean = s / m;
    let ss = 0;
    for (let q = 0; q < m; q++) ss += ((x[q] as number) - mean) ** 2;
    const se = Math.sqrt(ss / (m - 1) / m);
    if (mean - t * se > truth) plain.low++;
    if (mean + t * se < truth) plain.high++;
    const h = usageMean(x, 0.95);
    if ((h.lo ?? -Infinity) > truth) hall.low++;
    if ((h.hi ?? Infinity) < truth) hall.high++;
  }
  return { population, questions: m, runs: o.meanRuns, plain, hall };
}

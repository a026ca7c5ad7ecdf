/**
 * Evaluates a catalog metric on a count table: its interval (`*Ci` function), its point estimate,
 * and the paired bootstrap over questions.
 */
import { ValidationError } from '../errors.js';
import {
  type CountTable,
  type Interval,
  aucAtK,
  aucAtKCi,
  avg,
  avgCi,
  bayes,
  bayesCi,
  gPassAtK,
  gPassAtKCi,
  gPassAtKTau,
  gPassAtKTauCi,
  geoSpectrumAtK,
  geoSpectrumAtKCi,
  geomAtK,
  geomAtKCi,
  geomDsAtK,
  geomDsAtKCi,
  majAtK,
  majAtKCi,
  maxAtK,
  maxAtKCi,
  mgPassAtK,
  mgPassAtKCi,
  passAtK,
  passAtKCi,
  passHatK,
  passHatKCi,
  rowsAt,
  thresholdSpectrumAtK,
  thresholdSpectrumAtKCi,
} from '../metrics/index.js';
import { type PairedBootstrapResult, pairedBootstrap, pairedBootstrapMeans } from './bootstrap.js';
import { METRIC_FAMILIES, type MetricSpec } from './catalog.js';

/** What a metric needs besides the table. */
export interface MetricContext {
  /** Rubric weights w (the metric's own `w` wins). */
  readonly w?: readonly number[];
  /** Prior outcomes R0, rows aligned with the table (bayes and max@k only). */
  readonly R0?: CountTable;
  /** Credibility level of the interval. */
  readonly confidence: number;
}

function kOf(spec: MetricSpec): number {
  if (spec.k === undefined) throw new ValidationError(`metric ${spec.label} needs k.`, 'k');
  return spec.k;
}

function weightsOf(spec: MetricSpec): readonly number[] {
  if (spec.weights === undefined)
    throw new ValidationError(`metric ${spec.label} needs weights.`, 'weights');
  return spec.weights;
}

/**
 * The metric's interval {mu, sigma, lo, hi} from its `*Ci` function.
 *
 * @example metricInterval(countTableFromMatrix([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]]),
 *   { family: 'pass', k: 1, ... }, { confidence: 0.95 }).mu // 0.642857
 */
export function metricInterval(table: CountTable, spec: MetricSpec, ctx: MetricContext): Interval {
  const w = spec.w ?? ctx.w;
  const beta = {
    confidence: ctx.confidence,
    ...(spec.alpha0 !== undefined ? { alpha0: spec.alpha0 } : {}),
    ...(spec.beta0 !== undefined ? { beta0: spec.beta0 } : {}),
    ...(spec.bounds !== undefined ? { bounds: spec.bounds } : {}),
  };
  const plain = {
    confidence: ctx.confidence,
    ...(spec.bounds !== undefined ? { bounds: spec.bounds } : {}),
    ...(w !== undefined ? { w } : {}),
  };
  switch (spec.family) {
    case 'bayes':
      return bayesCi(table, { ...plain, ...(ctx.R0 ? { R0: ctx.R0 } : {}) });
    case 'avg':
      return avgCi(table, plain);
    case 'pass':
      return passAtKCi(table, kOf(spec), beta);
    case 'pass-hat':
      return passHatKCi(table, kOf(spec), beta);
    case 'maj':
      return majAtKCi(table, kOf(spec), beta);
    case 'auc':
      return aucAtKCi(table, kOf(spec), beta);
    case 'g-pass':
      return spec.tau === undefined
        ? gPassAtKCi(table, kOf(spec), beta)
        : gPassAtKTauCi(table, kOf(spec), spec.tau, beta);
    case 'mg-pass':
      return mgPassAtKCi(table, kOf(spec), beta);
    case 'max':
      return maxAtKCi(table, kOf(spec), { ...plain, ...(ctx.R0 ? { R0: ctx.R0 } : {}) });
    case 'geom':
    case 'geom-ds': {
      const opts = {
        ...beta,
        ...(spec.passPower !== undefined ? { passPower: spec.passPower } : {}),
        ...(spec.unanimousPower !== undefined ? { unanimousPower: spec.unanimousPower } : {}),
      };
      return spec.family === 'geom'
        ? geomAtKCi(table, kOf(spec), opts)
        : geomDsAtKCi(table, kOf(spec), opts);
    }
    case 'geo-spectrum':
      return geoSpectrumAtKCi(table, kOf(spec), {
        ...beta,
        ...(spec.lam !== undefined ? { lam: spec.lam } : {}),
        ...(spec.weights !== undefined ? { weights: spec.weights } : {}),
      });
    case 'threshold-spectrum':
      return thresholdSpectrumAtKCi(table, kOf(spec), weightsOf(spec), beta);
  }
}

/**
 * The metric's point estimate on a table (the finite-sample estimator: Pass@k's unbiased
 * estimator, Bayes@N's posterior mean, ...). The bootstrap resamples this.
 */
export function metricPoint(table: CountTable, spec: MetricSpec, ctx: MetricContext): number {
  const w = spec.w ?? ctx.w;
  const wo = w !== undefined ? { w } : {};
  switch (spec.family) {
    case 'bayes':
      return bayes(table, { ...wo, ...(ctx.R0 ? { R0: ctx.R0 } : {}) }).mu;
    case 'avg':
      return avg(table, wo).mu;
    case 'pass':
      return passAtK(table, kOf(spec));
    case 'pass-hat':
      return passHatK(table, kOf(spec));
    case 'maj':
      return majAtK(table, kOf(spec));
    case 'auc':
      return aucAtK(table, kOf(spec));
    case 'g-pass':
      return spec.tau === undefined
        ? gPassAtK(table, kOf(spec))
        : gPassAtKTau(table, kOf(spec), spec.tau);
    case 'mg-pass':
      return mgPassAtK(table, kOf(spec));
    case 'max':
      return maxAtK(table, kOf(spec), wo);
    case 'geom':
    case 'geom-ds': {
      const opts = {
        ...(spec.passPower !== undefined ? { passPower: spec.passPower } : {}),
        ...(spec.unanimousPower !== undefined ? { unanimousPower: spec.unanimousPower } : {}),
      };
      return spec.family === 'geom'
        ? geomAtK(table, kOf(spec), opts)
        : geomDsAtK(table, kOf(spec), opts);
    }
    case 'geo-spectrum':
      return geoSpectrumAtK(table, kOf(spec), {
        ...(spec.lam !== undefined ? { lam: spec.lam } : {}),
        ...(spec.weights !== undefined ? { weights: spec.weights } : {}),
      });
    case 'threshold-spectrum':
      return thresholdSpectrumAtK(table, kOf(spec), weightsOf(spec));
  }
}

/**
 * Per-question values of a metric that is a mean over questions: the metric on each row alone.
 * Rows with the same counts share one evaluation (binary data with N trials has at most N + 1
 * distinct rows). Returns undefined when the mean of the values does not reproduce the metric on
 * the whole table (then the metric is not a mean of per-question values).
 */
export function perQuestionValues(
  table: CountTable,
  spec: MetricSpec,
  ctx: MetricContext,
): Float64Array | undefined {
  if (!METRIC_FAMILIES[spec.family].meanOfQuestions) return undefined;
  const m = table.trials.length;
  const k = table.categories;
  const pk = ctx.R0?.categories ?? 0;
  const cache = new Map<string, number>();
  const values = new Float64Array(m);
  for (let q = 0; q < m; q++) {
    let key = Array.prototype.join.call(table.counts.subarray(q * k, q * k + k), ',');
    if (ctx.R0)
      key += `|${Array.prototype.join.call(ctx.R0.counts.subarray(q * pk, q * pk + pk), ',')}`;
    let v = cache.get(key);
    if (v === undefined) {
      const one = [q];
      v = metricPoint(rowsAt(table, one), spec, {
        ...ctx,
        ...(ctx.R0 ? { R0: rowsAt(ctx.R0, one) } : {}),
      });
      cache.set(key, v);
    }
    values[q] = v;
  }
  let mean = 0;
  for (let q = 0; q < m; q++) mean += values[q] as number;
  mean /= m;
  const whole = metricPoint(table, spec, ctx);
  return Math.abs(mean - whole) <= 1e-9 * (1 + Math.abs(whole)) ? values : undefined;
}

/**
 * Paired bootstrap of a metric over aligned baseline / candidate tables (same question ids in
 * the same order): per-question values when the metric is a mean over questions, else the metric
 * recomputed on the resampled rows.
 */
export function bootstrapMetric(
  baseline: CountTable,
  candidate: CountTable,
  spec: MetricSpec,
  ctx: { baseline: MetricContext; candidate: MetricContext },
): PairedBootstrapResult {
  const m = baseline.trials.length;
  if (candidate.trials.length !== m)
    throw new ValidationError(
      `the bootstrap needs aligned tables; got ${m} and ${candidate.trials.length} questions.`,
      'candidate',
    );
  const options = {
    iterations: spec.iterations,
    seed: spec.seed,
    confidence: ctx.baseline.confidence,
  };
  const vb = perQuestionValues(baseline, spec, ctx.baseline);
  const vc = vb && perQuestionValues(candidate, spec, ctx.candidate);
  if (vb && vc) return pairedBootstrapMeans(vb, vc, options);
  const estimator = (table: CountTable, c: MetricContext) => (idx: Uint32Array | null) =>
    idx === null
      ? metricPoint(table, spec, c)
      : metricPoint(rowsAt(table, idx), spec, {
          ...c,
          ...(c.R0 ? { R0: rowsAt(c.R0, idx) } : {}),
        });
  return pairedBootstrap(
    m,
    estimator(baseline, ctx.baseline),
    estimator(candidate, ctx.candidate),
    options,
  );
}

/** The fewest trials any question has. */
export function minTrials(table: CountTable): number {
  let n = Infinity;
  for (let q = 0; q < table.trials.length; q++) n = Math.min(n, table.trials[q] as number);
  return n;
}

/** A one-question table with `nu` successes of `n` trials. */
function oneQuestion(n: number, nu: number): CountTable {
  return {
    ids: ['q'],
    categories: 2,
    counts: Float64Array.of(n - nu, nu),
    trials: Float64Array.of(n),
  };
}

/**
 * The metric's per-question estimate at 0..n successes of n trials (0/1 outcomes), per n: what
 * the trial noise and the trial model's skewness sum over. Memoized per n.
 *
 * @example questionEstimates(passSpec(2), ctx)(4) // [0, 0.5, 0.8333, 1, 1]
 */
export function questionEstimates(
  spec: MetricSpec,
  ctx: MetricContext,
): (n: number) => Float64Array {
  const known = new Map<number, Float64Array>();
  return (n) => {
    let values = known.get(n);
    if (!values) {
      values = new Float64Array(n + 1);
      for (let x = 0; x <= n; x++)
        values[x] = metricPoint(oneQuestion(n, x), spec, {
          confidence: ctx.confidence,
          ...(ctx.w ? { w: ctx.w } : {}),
        });
      known.set(n, values);
    }
    return values;
  };
}

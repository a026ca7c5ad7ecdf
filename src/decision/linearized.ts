/**
 * Per-question scores for the metrics that blend two dataset-level means (Geom_ds@k =
 * Pass@k^a · Pass^k^b, GeoSpectrum_{λ,w}@k = Pass@k^λ · S_{w,k}^(1−λ)): their first-order
 * linearization, ψ_q = f + a f (A_q − Ā) / Ā + b f (B_q − B̄) / B̄, with A_q, B_q the question's
 * unbiased estimates of the two parts and f = Ā^a B̄^b the metric. The ψ_q average to f exactly,
 * their differences between two runs average to Δ, and their spread is the delta method's
 * (Deville (1999), "Variance estimation for complex statistics and estimators: linearization and
 * residual techniques", Survey Methodology 25:193–203). With them, rule paired applies to the
 * blends, the trial model is checked on them (dispersion.ts), and their σ is the trial noise of
 * ψ (trial-noise.ts), where the parts' posterior σ left overlap at 0.5–3.2% and z at 6–14% false
 * alarms (docs/statistics.md, "Every metric family").
 */
import type { CountTable } from '../metrics/index.js';
import type { MetricSpec } from './catalog.js';
import { type MetricContext, perQuestionValues, questionEstimates } from './evaluate.js';

/** The two parts a blend combines, with their powers; undefined for any other metric. */
export function blendParts(spec: MetricSpec):
  | {
      readonly parts: readonly [MetricSpec, MetricSpec];
      readonly powers: readonly [number, number];
    }
  | undefined {
  if (spec.k === undefined) return undefined;
  const part = (family: MetricSpec['family'], extra: Partial<MetricSpec> = {}): MetricSpec => ({
    family,
    k: spec.k,
    label: family,
    gate: spec.gate,
    uncertainty: 'posterior',
    iterations: spec.iterations,
    seed: spec.seed,
    ...(spec.alpha0 !== undefined ? { alpha0: spec.alpha0 } : {}),
    ...(spec.beta0 !== undefined ? { beta0: spec.beta0 } : {}),
    ...extra,
  });
  if (spec.family === 'geom-ds')
    return {
      parts: [part('pass'), part('pass-hat')],
      powers: [spec.passPower ?? 0.5, spec.unanimousPower ?? 0.5],
    };
  if (spec.family === 'geo-spectrum') {
    const lam = spec.lam ?? 0.5;
    const spectrum =
      spec.weights !== undefined
        ? part('threshold-spectrum', { weights: spec.weights })
        : part('mg-pass');
    return { parts: [part('pass'), spectrum], powers: [lam, 1 - lam] };
  }
  return undefined;
}

/**
 * The blend's linearization on one table: ψ_q, and the coefficients (a f / Ā, b f / B̄) of the
 * parts' per-question estimates in it. Undefined for a metric that is not a blend, and where the
 * linearization does not exist (a part whose mean is 0 under a power below 1).
 *
 * @example linearized(table, geomDsSpec, ctx)?.scores // averages to geomDsAtK(table, k)
 */
export function linearized(
  table: CountTable,
  spec: MetricSpec,
  ctx: MetricContext,
): { readonly scores: Float64Array; readonly coefficients: readonly [number, number] } | undefined {
  const blend = blendParts(spec);
  if (!blend) return undefined;
  const [pa, pb] = blend.parts;
  const [a, b] = blend.powers;
  const xa = perQuestionValues(table, pa, ctx);
  const xb = perQuestionValues(table, pb, ctx);
  if (!xa || !xb) return undefined;
  const m = xa.length;
  let meanA = 0;
  let meanB = 0;
  for (let q = 0; q < m; q++) {
    meanA += xa[q] as number;
    meanB += xb[q] as number;
  }
  meanA /= m;
  meanB /= m;
  if ((a !== 0 && !(meanA > 0)) || (b !== 0 && !(meanB > 0))) return undefined;
  const f = (a === 0 ? 1 : meanA ** a) * (b === 0 ? 1 : meanB ** b);
  const ca = a === 0 ? 0 : (a * f) / meanA;
  const cb = b === 0 ? 0 : (b * f) / meanB;
  const scores = new Float64Array(m);
  for (let q = 0; q < m; q++)
    scores[q] = f + ca * ((xa[q] as number) - meanA) + cb * ((xb[q] as number) - meanB);
  return { scores, coefficients: [ca, cb] };
}

/**
 * The linearized estimate's values at 0..n successes of n trials, up to a constant (what its
 * trial noise and skewness need): ca · A(ν) + cb · B(ν).
 */
export function linearizedEstimates(
  spec: MetricSpec,
  ctx: MetricContext,
  coefficients: readonly [number, number],
): (n: number) => Float64Array {
  const blend = blendParts(spec);
  if (!blend) throw new RangeError(`${spec.label} is not a blend of two means`);
  const ea = questionEstimates(blend.parts[0], ctx);
  const eb = questionEstimates(blend.parts[1], ctx);
  const [ca, cb] = coefficients;
  return (n) => {
    const va = ea(n);
    const vb = eb(n);
    return va.map((x, i) => ca * x + cb * (vb[i] as number));
  };
}

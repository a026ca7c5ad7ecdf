/**
 * Conformance against the reference implementation's vectors: every `*.json` file in
 * test/conformance (the vectors the repository carries) and, when set, in the extra folder
 * $SCORIO_CONFORMANCE_DIR (relative to the repository root), in the
 * `scorio-eval-conformance/1` format. Every case must agree within the file's tolerance, error
 * cases must throw a ValidationError, and an unknown `fn` or argument fails its case.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors.js';
import * as metrics from '../../src/metrics/index.js';
import type { Estimate, Interval } from '../../src/metrics/index.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The vendored vectors, then the optional extra folder. */
const dirs = [
  resolve(repoRoot, 'test/conformance'),
  ...(process.env.SCORIO_CONFORMANCE_DIR
    ? [resolve(repoRoot, process.env.SCORIO_CONFORMANCE_DIR)]
    : []),
];

type Args = Record<string, unknown>;
type Result = number | Estimate | Interval;
interface Case {
  id: string;
  tag?: string;
  fn: string;
  args: Args;
  expect?: number | number[];
  error?: string;
}
interface ConformanceFile {
  format: string;
  tolerance: { abs: number; rel: number };
  cases: Case[];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- case arguments are untyped JSON */
const ci = (a: any) => ({
  confidence: a.confidence,
  bounds: a.bounds,
  alpha0: a.alpha0,
  beta0: a.beta0,
});
const geom = (a: any) => ({ passPower: a.pass_power, unanimousPower: a.unanimous_power });

/** snake_case reference name -> [accepted argument names, call]. */
const handlers: Record<string, [string[], (a: any) => Result]> = {
  bayes: [['R', 'w', 'R0'], (a) => metrics.bayes(a.R, { w: a.w, R0: a.R0 })],
  bayes_ci: [
    ['R', 'w', 'R0', 'confidence', 'bounds'],
    (a) => metrics.bayesCi(a.R, { w: a.w, R0: a.R0, confidence: a.confidence, bounds: a.bounds }),
  ],
  avg: [['R', 'w'], (a) => metrics.avg(a.R, { w: a.w })],
  avg_ci: [
    ['R', 'w', 'confidence', 'bounds'],
    (a) => metrics.avgCi(a.R, { w: a.w, confidence: a.confidence, bounds: a.bounds }),
  ],
  pass_at_k: [['R', 'k'], (a) => metrics.passAtK(a.R, a.k)],
  pass_at_k_ci: [
    ['R', 'k', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.passAtKCi(a.R, a.k, ci(a)),
  ],
  pass_hat_k: [['R', 'k'], (a) => metrics.passHatK(a.R, a.k)],
  pass_hat_k_ci: [
    ['R', 'k', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.passHatKCi(a.R, a.k, ci(a)),
  ],
  unanimous_at_k: [['R', 'k'], (a) => metrics.unanimousAtK(a.R, a.k)],
  unanimous_at_k_ci: [
    ['R', 'k', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.unanimousAtKCi(a.R, a.k, ci(a)),
  ],
  g_pass_at_k: [['R', 'k'], (a) => metrics.gPassAtK(a.R, a.k)],
  g_pass_at_k_ci: [
    ['R', 'k', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.gPassAtKCi(a.R, a.k, ci(a)),
  ],
  g_pass_at_k_tau: [['R', 'k', 'tau'], (a) => metrics.gPassAtKTau(a.R, a.k, a.tau)],
  g_pass_at_k_tau_ci: [
    ['R', 'k', 'tau', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.gPassAtKTauCi(a.R, a.k, a.tau, ci(a)),
  ],
  mg_pass_at_k: [['R', 'k'], (a) => metrics.mgPassAtK(a.R, a.k)],
  mg_pass_at_k_ci: [
    ['R', 'k', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.mgPassAtKCi(a.R, a.k, ci(a)),
  ],
  maj_at_k: [['R', 'k'], (a) => metrics.majAtK(a.R, a.k)],
  maj_at_k_ci: [
    ['R', 'k', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.majAtKCi(a.R, a.k, ci(a)),
  ],
  auc_at_k: [['R', 'k'], (a) => metrics.aucAtK(a.R, a.k)],
  auc_at_k_ci: [
    ['R', 'k', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.aucAtKCi(a.R, a.k, ci(a)),
  ],
  max_at_k: [['R', 'k', 'w'], (a) => metrics.maxAtK(a.R, a.k, { w: a.w })],
  max_at_k_ci: [
    ['R', 'k', 'w', 'R0', 'confidence', 'bounds'],
    (a) =>
      metrics.maxAtKCi(a.R, a.k, { w: a.w, R0: a.R0, confidence: a.confidence, bounds: a.bounds }),
  ],
  threshold_spectrum_at_k: [
    ['R', 'k', 'weights'],
    (a) => metrics.thresholdSpectrumAtK(a.R, a.k, a.weights),
  ],
  threshold_spectrum_at_k_ci: [
    ['R', 'k', 'weights', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.thresholdSpectrumAtKCi(a.R, a.k, a.weights, ci(a)),
  ],
  geom_at_k: [
    ['R', 'k', 'pass_power', 'unanimous_power'],
    (a) => metrics.geomAtK(a.R, a.k, geom(a)),
  ],
  geom_at_k_ci: [
    ['R', 'k', 'pass_power', 'unanimous_power', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.geomAtKCi(a.R, a.k, { ...geom(a), ...ci(a) }),
  ],
  geom_ds_at_k: [
    ['R', 'k', 'pass_power', 'unanimous_power'],
    (a) => metrics.geomDsAtK(a.R, a.k, geom(a)),
  ],
  geom_ds_at_k_ci: [
    ['R', 'k', 'pass_power', 'unanimous_power', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.geomDsAtKCi(a.R, a.k, { ...geom(a), ...ci(a) }),
  ],
  geo_spectrum_at_k: [
    ['R', 'k', 'lam', 'weights'],
    (a) => metrics.geoSpectrumAtK(a.R, a.k, { lam: a.lam, weights: a.weights }),
  ],
  geo_spectrum_at_k_ci: [
    ['R', 'k', 'lam', 'weights', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.geoSpectrumAtKCi(a.R, a.k, { lam: a.lam, weights: a.weights, ...ci(a) }),
  ],
  geo_spectrum_star_at_k: [['R', 'k'], (a) => metrics.geoSpectrumStarAtK(a.R, a.k)],
  geo_spectrum_star_at_k_ci: [
    ['R', 'k', 'confidence', 'bounds', 'alpha0', 'beta0'],
    (a) => metrics.geoSpectrumStarAtKCi(a.R, a.k, ci(a)),
  ],
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The result as the reference's tuple (or scalar). */
function asTuple(result: Result, expected: number | number[]): number | number[] {
  if (typeof result === 'number') return result;
  if (Array.isArray(expected) && expected.length === 2) return [result.mu, result.sigma];
  const r = result as Interval;
  return [r.mu, r.sigma, r.lo, r.hi];
}

function call(c: Case): Result {
  const handler = handlers[c.fn];
  if (!handler) throw new Error(`unknown fn ${JSON.stringify(c.fn)} in case ${c.id}`);
  const [accepted, fn] = handler;
  const unknown = Object.keys(c.args).filter((name) => !accepted.includes(name));
  if (unknown.length > 0)
    throw new Error(`case ${c.id}: unknown argument(s) ${unknown.join(', ')} for ${c.fn}`);
  // JSON null is Python's None: an explicit "no bounds"; other None arguments take defaults.
  const args: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(c.args))
    args[name] = value === null && name !== 'bounds' ? undefined : value;
  return fn(args);
}

function listFiles(dir: string): { files: string[]; error?: unknown } {
  try {
    return {
      files: readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    };
  } catch (error) {
    return { files: [], error };
  }
}

for (const dir of dirs) {
  const { files, error: listError } = listFiles(dir);
  const shown = relative(repoRoot, dir) || '.';

  describe(`scorio.eval conformance (${shown})`, () => {
    it('finds the conformance directory and at least one *.json file', () => {
      if (listError)
        throw new Error(`conformance directory ${dir} is not readable: ${String(listError)}`);
      expect(files.length).toBeGreaterThan(0);
    });

    for (const file of files) {
      const data = JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as ConformanceFile;
      const cases = Array.isArray(data.cases) ? data.cases : [];
      const { abs, rel } = data.tolerance ?? { abs: NaN, rel: NaN };

      describe(`${file}: ${cases.length} cases`, () => {
        it('is a scorio-eval-conformance/1 file with cases and a tolerance', () => {
          expect(data.format).toBe('scorio-eval-conformance/1');
          expect(cases.length).toBeGreaterThan(0);
          expect(Number.isFinite(abs) && Number.isFinite(rel)).toBe(true);
        });

        it.each(cases.map((c) => [`${c.id} [${c.tag ?? ''}] ${c.fn}`, c] as const))(
          '%s',
          (_title, c) => {
            if (c.error !== undefined) {
              expect(() => call(c)).toThrow(ValidationError);
              return;
            }
            const expected = c.expect;
            if (expected === undefined)
              throw new Error(`case ${c.id} has neither expect nor error`);
            const got = asTuple(call(c), expected);
            const want = Array.isArray(expected) ? expected : [expected];
            const have = Array.isArray(got) ? got : [got];
            expect(have.length).toBe(want.length);
            want.forEach((w, i) => {
              const g = have[i] as number;
              const ok = Math.abs(g - w) <= abs + rel * Math.abs(w);
              if (!ok)
                throw new Error(
                  `${c.id} ${c.fn} component ${i}: got ${g}, expected ${w} (|diff| ${Math.abs(g - w)})`,
                );
            });
          },
        );
      });
    }
  });
}

/**
 * Number formatting shared by the Markdown report and the CLI.
 */
import { grouped } from '../errors.js';

/** Fixed decimals, never `-0.000`. */
export function fixed(x: number, decimals = 3): string {
  if (!Number.isFinite(x)) return x > 0 ? '∞' : x < 0 ? '-∞' : 'n/a';
  const s = x.toFixed(decimals);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
}

/** A signed difference: `+0.012`, `-0.057`, `0.000` for exactly zero. */
export function signed(x: number, decimals = 3): string {
  if (x === 0) return fixed(0, decimals);
  const s = Math.abs(x).toFixed(decimals);
  return `${x > 0 ? '+' : '-'}${s}`;
}

/** rho with three decimals; `>0.999` once it would round to 1. */
export function formatRho(rho: number): string {
  return rho >= 0.9995 ? '>0.999' : fixed(rho, 3);
}

/** `0.712 [0.680, 0.744]`. */
export function formatInterval(iv: { mu: number; lo: number; hi: number }, decimals = 3): string {
  return `${fixed(iv.mu, decimals)} [${fixed(iv.lo, decimals)}, ${fixed(iv.hi, decimals)}]`;
}

/** `95%` from 0.95, `99.5%` from 0.995. */
export function percent(p: number): string {
  return `${Number((p * 100).toFixed(2))}%`;
}

/**
 * A spread (a coefficient of variation) as a percentage with two significant digits: `5.6%`,
 * `0.0042%`, `12%`; `0%` only for 0.
 */
export function spreadPercent(x: number): string {
  if (x === 0) return '0%';
  return `${Number((x * 100).toPrecision(2))}%`;
}

/** Thousands separators: 65536 -> `65,536` (shared with the error messages). */
export { grouped };

/**
 * The largest of `values` (-Infinity when there are none). A loop, not `Math.max(...values)`: a
 * call's arguments live on the stack, and a list of a report's comparisons (160,000 in a hostile
 * config) overflowed it.
 */
export function largest(values: Iterable<number>): number {
  let out = -Infinity;
  for (const v of values) if (v > out || Number.isNaN(v)) out = v;
  return out;
}

/** The smallest of `values` (Infinity when there are none); see {@link largest}. */
export function smallest(values: Iterable<number>): number {
  let out = Infinity;
  for (const v of values) if (v < out || Number.isNaN(v)) out = v;
  return out;
}

/**
 * A usage value in its unit: tokens as a whole number with separators from 100 up (`1,240`,
 * `85.3`), seconds and US dollars to three significant digits (`0.415 s`, `$0.00214`; whole
 * numbers with separators from 1,000 up).
 */
export function usageNumber(unit: 'tokens' | 'seconds' | 'USD', x: number | null): string {
  if (x === null || !Number.isFinite(x)) return '—';
  if (unit === 'tokens') return x >= 100 ? grouped(Math.round(x)) : String(Number(x.toFixed(1)));
  const three =
    x === 0
      ? '0'
      : x >= 1000
        ? grouped(Math.round(x))
        : x < 1e-6
          ? x.toExponential(2)
          : x.toPrecision(3);
  return unit === 'USD' ? `$${three}` : `${three}\u00a0s`;
}

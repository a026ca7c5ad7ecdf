/**
 * A text interval axis for the charts of the reports (the comment's Δ chart, the leaderboard's
 * interval chart): nice ticks, and intervals drawn as `[---o---]` on the axis' columns. Plain
 * text for a code block (labels go through `escapeCode` in the callers).
 *
 *   -10       -5        0        5
 *   +---------+---------+--------+
 *      [-----o----]     |
 */
import { fixed, largest, smallest } from './format.js';

/** "Nice" tick step (1, 2 or 5 x 10^n) giving about `target` intervals over `span`. */
function niceStep(span: number, target: number): number {
  const raw = span / target;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / mag;
  const nice = norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10;
  return nice * mag;
}

function decimalsFor(step: number): number {
  return Math.max(0, Math.min(6, -Math.floor(Math.log10(step) + 1e-9)));
}

/** A horizontal axis shared by a set of intervals: the scale, its two header lines, and bars. */
export interface IntervalAxis {
  /** The tick labels (e.g. `0.60      0.65`), starting at column 0. */
  readonly tickLine: string;
  /** The axis itself (`+---------+----`), `width` characters. */
  readonly axisLine: string;
  /** `[---o---]` for an interval drawn with `fill` on the axis' columns (trailing blanks trimmed). */
  bar(iv: { readonly mu: number; readonly lo: number; readonly hi: number }, fill: string): string;
}

/**
 * Lays out an axis of `width` characters covering `values` with "nice" ticks (1, 2 or 5 x 10^n,
 * about four intervals), or undefined when there is nothing finite to draw. Used by the forest
 * plot and by the leaderboard's interval chart.
 */
export function intervalAxis(values: readonly number[], width: number): IntervalAxis | undefined {
  if (values.length === 0 || !values.every(Number.isFinite)) return undefined;
  let min = smallest(values);
  let max = largest(values);
  if (max - min < 1e-9) {
    const pad = Math.max(Math.abs(min) * 0.05, 0.01);
    min -= pad;
    max += pad;
  }
  const step = niceStep(max - min, 4);
  const axisLo = Math.floor(min / step + 1e-9) * step;
  const axisHi = Math.ceil(max / step - 1e-9) * step;
  const col = (x: number): number =>
    Math.min(width - 1, Math.max(0, Math.round(((x - axisLo) / (axisHi - axisLo)) * (width - 1))));

  // Ticks, and tick labels placed where they do not collide. Labels start at their tick (centred
  // labels would shift at the left edge).
  const axis = new Array<string>(width).fill('-');
  const tickLine = new Array<string>(width + 12).fill(' ');
  const decimals = decimalsFor(step);
  let lastEnd = -2;
  const ticks = Math.round((axisHi - axisLo) / step);
  for (let t = 0; t <= ticks; t++) {
    const x = axisLo + t * step;
    const c = col(x);
    axis[c] = '+';
    const text = fixed(x, decimals);
    if (c > lastEnd + 1) {
      for (let i = 0; i < text.length; i++) tickLine[c + i] = text[i] as string;
      lastEnd = c + text.length - 1;
    }
  }
  return {
    tickLine: tickLine.join('').trimEnd(),
    axisLine: axis.join(''),
    bar(iv, fill) {
      const line = new Array<string>(width).fill(' ');
      const a = col(iv.lo);
      const b = col(iv.hi);
      for (let i = a; i <= b; i++) line[i] = fill;
      if (b > a) {
        line[a] = '[';
        line[b] = ']';
      }
      line[col(iv.mu)] = 'o';
      return line.join('').trimEnd();
    },
  };
}

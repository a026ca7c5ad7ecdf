/**
 * `score`'s usage rows: each measure's mean per question with its interval, in its unit.
 */
import type { UsageSummary } from '../engine/usage.js';
import { grouped, usageNumber } from '../report/format.js';

/** `| total-tokens | 1,240 | [1,180, 1,310] | 200 |`. */
export function usageCell(u: UsageSummary): string {
  const interval =
    u.lo === null || u.hi === null
      ? '—'
      : `[${usageNumber(u.unit, u.lo)}, ${usageNumber(u.unit, u.hi)}]`;
  return `| ${u.measure} | ${usageNumber(u.unit, u.mean)} | ${interval} | ${grouped(u.questions)} |`;
}

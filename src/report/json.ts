/**
 * The JSON report (schema `scorio-eval-report/1`, documented in docs/report-json.md).
 */
import type { ReportData } from './types.js';

/**
 * Serializes the report data: two-space indented JSON. Infinite numbers (z when both sigmas are
 * 0 and delta != 0) become null, as JSON has no Infinity.
 *
 * @example JSON.parse(renderJson(report)).schema // 'scorio-eval-report/1'
 */
export function renderJson(data: ReportData): string {
  return `${JSON.stringify(data, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2)}\n`;
}

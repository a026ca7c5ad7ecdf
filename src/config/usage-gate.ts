/**
 * `usage-gate`: the largest relative increase of tokens, time or cost per question a run tolerates,
 * by measure (`{ total-tokens: 0.10, seconds: 0.25, cost: 0.10 }`); report-only when absent. The
 * config's key (top level, or per benchmark), the CLI's `--usage-gate` and the action's input
 * `usage-gate` (which win over the file) all read through here.
 */
import * as z from 'zod/mini';
import { ConfigError, didYouMean, showValue } from '../errors.js';
import {
  MAX_RUN_SPREAD,
  MAX_USAGE_TOLERANCE,
  USAGE_MEASURES,
  type UsageGate,
  type UsageRunSpread,
  isUsageMeasure,
} from '../decision/usage-types.js';

const tolerance = z.number().check(
  z.refine((x: number) => Number.isFinite(x) && x >= 0 && x <= MAX_USAGE_TOLERANCE, {
    error: `must be a relative increase from 0 to ${MAX_USAGE_TOLERANCE} (0.10 = 10%)`,
  }),
);

/** The config's `usage-gate` mapping: a measure's id -> its tolerance. */
export const UsageGateSchema = z.strictObject(
  Object.fromEntries(USAGE_MEASURES.map((m) => [m, z.optional(tolerance)])) as Record<
    (typeof USAGE_MEASURES)[number],
    z.ZodMiniOptional<typeof tolerance>
  >,
);

const runSpread = z.number().check(
  z.refine((x: number) => Number.isFinite(x) && x >= 0 && x <= MAX_RUN_SPREAD, {
    error: `must be a coefficient of variation from 0 to ${MAX_RUN_SPREAD} (0.05 = runs 5% longer or shorter by chance)`,
  }),
);

/**
 * The config's `usage-run-spread` mapping: a measure's id -> how much a whole run's mean per
 * question varies between repeated runs of one commit (a coefficient of variation), which the
 * usage test counts as noise (src/decision/usage.ts). `scorio-eval run-spread` measures it.
 */
export const UsageRunSpreadSchema = z.strictObject(
  Object.fromEntries(USAGE_MEASURES.map((m) => [m, z.optional(runSpread)])) as Record<
    (typeof USAGE_MEASURES)[number],
    z.ZodMiniOptional<typeof runSpread>
  >,
);

/** The gate as the config's schema parsed it (keys are measures, values tolerances). */
export function usageGateOf(raw: Readonly<Record<string, number | undefined>>): UsageGate {
  const out: Partial<Record<(typeof USAGE_MEASURES)[number], number>> = {};
  for (const m of USAGE_MEASURES) if (raw[m] !== undefined) out[m] = raw[m];
  return out;
}

/** The run spread as the config's schema parsed it (keys are measures). */
export function usageRunSpreadOf(
  raw: Readonly<Record<string, number | undefined>>,
): UsageRunSpread {
  return usageGateOf(raw);
}

/** What a `measure=value` list holds: its values' name, range and an example, for messages. */
interface MeasureValues {
  readonly value: string;
  readonly max: number;
  readonly range: string;
  readonly example: string;
}

const TOLERANCES: MeasureValues = {
  value: 'tolerance',
  max: MAX_USAGE_TOLERANCE,
  range: `a relative increase from 0 to ${MAX_USAGE_TOLERANCE} (0.10 = 10%)`,
  example: 'total-tokens=0.10,cost=0.10',
};

const RUN_SPREADS: MeasureValues = {
  value: 'run spread',
  max: MAX_RUN_SPREAD,
  range: `a coefficient of variation from 0 to ${MAX_RUN_SPREAD} (0.05 = runs 5% longer or shorter by chance)`,
  example: 'seconds=0.056',
};

/**
 * `measure=value` pairs typed on a command line or as an action input (or with `:`, and with
 * spaces or line breaks between entries), or `none` (no entry). Errors name `setting` and the
 * value.
 */
function parseMeasureValues(
  text: string,
  setting: string,
  kind: MeasureValues,
): Partial<Record<(typeof USAGE_MEASURES)[number], number>> {
  const bad = (problem: string): never => {
    throw new ConfigError(`${setting}: ${problem}`, setting);
  };
  const t = text.trim();
  if (t === 'none') return {};
  const out: Partial<Record<(typeof USAGE_MEASURES)[number], number>> = {};
  const entries = t
    .replace(/^\{|\}$/g, '')
    .split(/[,\n]/)
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length === 0)
    bad(
      `expected measure=${kind.value} pairs, e.g. ${kind.example}, or none; got ${showValue(text)}`,
    );
  for (const entry of entries) {
    const at = entry.search(/[=:]/);
    const key = at > 0 ? entry.slice(0, at).trim() : '';
    const value = at > 0 ? entry.slice(at + 1).trim() : '';
    if (key === '' || value === '')
      bad(`expected measure=${kind.value} pairs, e.g. ${kind.example}; got ${showValue(entry)}`);
    if (!isUsageMeasure(key))
      bad(
        `${showValue(key)} is not a measure; use ${USAGE_MEASURES.join(', ')}${didYouMean(key, USAGE_MEASURES)}`,
      );
    const n = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(value) ? Number(value) : NaN;
    if (!(Number.isFinite(n) && n >= 0 && n <= kind.max))
      bad(`the ${kind.value} of ${key} must be ${kind.range}; got ${showValue(value)}`);
    if (out[key as (typeof USAGE_MEASURES)[number]] !== undefined) bad(`${key} is given twice`);
    out[key as (typeof USAGE_MEASURES)[number]] = n;
  }
  return out;
}

/**
 * A gate typed on a command line or as an action input: `total-tokens=0.10,cost=0.10`, or `none`
 * (report-only, whatever the config says). Errors name `setting` (`--usage-gate`,
 * `input "usage-gate"`) and the value.
 *
 * @example parseUsageGate('total-tokens=0.1, seconds: 0.25', '--usage-gate')
 *   // { 'total-tokens': 0.1, seconds: 0.25 }
 */
export function parseUsageGate(text: string, setting: string): UsageGate {
  return parseMeasureValues(text, setting, TOLERANCES);
}

/**
 * A run spread typed on a command line or as an action input: `seconds=0.056`, or `none` (runs
 * vary by their trials only, whatever the config says).
 *
 * @example parseUsageRunSpread('seconds=0.056', '--usage-run-spread') // { seconds: 0.056 }
 */
export function parseUsageRunSpread(text: string, setting: string): UsageRunSpread {
  return parseMeasureValues(text, setting, RUN_SPREADS);
}

/**
 * The usage of Inspect AI samples: `model_usage` (per model: input, output, total, reasoning and
 * cache-read tokens, and the cost when Inspect priced it) and the sample's `working_time` /
 * `total_time`, as the `.eval` summaries and the legacy `.json` samples write them.
 *
 * - Tokens and cost are summed over the models a sample lists (a solver that calls two models, or
 *   a model-graded scorer Inspect counted in the sample).
 * - `seconds` is `working_time` (the time the sample worked, without waiting for rate limits or a
 *   free connection: what a model or prompt change moves), else `total_time`.
 * - A field that is absent or `null` is missing, never a zero: a sample whose `model_usage` is `{}`
 *   has no tokens to count.
 */
import { excerpt } from '../errors.js';
import type { JsonKind, JsonPath } from './json-stream.js';
import type { Where } from './common.js';
import type { UsageMeasureId } from './types.js';
import { type UsageBuilder, usageValue } from './usage.js';

/** ModelUsage's fields, by the measure each is. */
const MODEL_USAGE_FIELDS: Readonly<Record<string, UsageMeasureId>> = {
  input_tokens: 'input-tokens',
  output_tokens: 'output-tokens',
  total_tokens: 'total-tokens',
  reasoning_tokens: 'reasoning-tokens',
  input_tokens_cache_read: 'cached-tokens',
  total_cost: 'cost',
};

/** What one sample used, as read (sums over its models; the two times apart). */
export interface SampleUsage {
  readonly values: Partial<Record<UsageMeasureId, number>>;
  workingTime?: number;
  totalTime?: number;
}

/** A sample's field that holds usage (checked before a path is sliced for `isUsagePath`). */
export function isUsageField(field: unknown): boolean {
  return field === 'model_usage' || field === 'working_time' || field === 'total_time';
}

/**
 * Whether a path below a sample (`rest`: the path after the sample's index) is a usage value the
 * readers keep: a scalar `model_usage.<model>.<field>` of ModelUsage, or `working_time` /
 * `total_time`. Only scalars are built: an object where a number belongs is skipped, never
 * materialised.
 */
export function isUsagePath(rest: JsonPath, kind: JsonKind): boolean {
  if (kind !== 'scalar') return false;
  if (rest.length === 1) return rest[0] === 'working_time' || rest[0] === 'total_time';
  return (
    rest.length === 3 &&
    rest[0] === 'model_usage' &&
    Object.hasOwn(MODEL_USAGE_FIELDS, rest[2] as string)
  );
}

/** Adds a value `isUsagePath` selected to the sample's usage; a bad value is an `InputError`. */
export function addUsageValue(
  usage: SampleUsage,
  rest: JsonPath,
  value: unknown,
  where: Where,
): void {
  if (rest.length === 1) {
    const field = rest[0] as 'working_time' | 'total_time';
    const seconds = usageValue(value, { ...where, field });
    if (seconds === undefined) return;
    if (field === 'working_time') usage.workingTime = seconds;
    else usage.totalTime = seconds;
    return;
  }
  const model = rest[1] as string;
  const field = rest[2] as string;
  const measure = MODEL_USAGE_FIELDS[field] as UsageMeasureId;
  const v = usageValue(value, { ...where, field: `model_usage.${excerpt(model)}.${field}` });
  if (v === undefined) return;
  usage.values[measure] = (usage.values[measure] ?? 0) + v;
}

/** A new, empty sample usage. */
export function emptyUsage(): SampleUsage {
  return { values: {} };
}

/** Adds one kept sample's usage to the question `id`. */
export function addSampleUsage(
  builder: UsageBuilder,
  id: string,
  usage: SampleUsage | undefined,
): void {
  if (usage === undefined) return;
  for (const [measure, value] of Object.entries(usage.values))
    builder.add(id, measure as UsageMeasureId, value);
  const seconds = usage.workingTime ?? usage.totalTime;
  if (seconds !== undefined) builder.add(id, 'seconds', seconds);
}

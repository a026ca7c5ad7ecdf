/**
 * The usage of a promptfoo result: `latencyMs` (seconds), `cost` (US dollars) and the provider's
 * token counts, from the result's `tokenUsage` (promptfoo's own accounting of the provider's
 * response, written since 0.1xx) or else `response.tokenUsage` (the provider's): `prompt` (input),
 * `completion` (output), `total`, `completionDetails.reasoning` and
 * `completionDetails.cacheReadInputTokens` (prompt-cache reads). Grading tokens
 * (`tokenUsage.assertions`) are a grader's, not the answer's, and are not read.
 *
 * What is missing, never a zero:
 * - a token count whose every field is 0: promptfoo starts each result's `tokenUsage` at zeros and
 *   adds the provider's counts only when the provider reports some (a script or HTTP provider
 *   that reports none keeps the zeros);
 * - every value of a response promptfoo served from its cache (`response.cached: true`): its
 *   latency is the cache's and it cost nothing, which says nothing about the model.
 */
import type { Where } from './common.js';
import type { JsonKind, JsonPath } from './json-stream.js';
import type { UsageMeasureId } from './types.js';
import { type UsageBuilder, usageValue } from './usage.js';

/** tokenUsage's fields, by measure. */
const TOKEN_FIELDS: Readonly<Record<string, UsageMeasureId>> = {
  prompt: 'input-tokens',
  completion: 'output-tokens',
  total: 'total-tokens',
};

/** tokenUsage.completionDetails's fields, by measure. */
const DETAIL_FIELDS: Readonly<Record<string, UsageMeasureId>> = {
  reasoning: 'reasoning-tokens',
  cacheReadInputTokens: 'cached-tokens',
};

/** What a result says of its usage, as written (checked when the result ends). */
export interface PromptfooUsage {
  latencyMs?: unknown;
  cost?: unknown;
  cached?: unknown;
  /** The result's own `tokenUsage` and the response's, by field (`completionDetails.x` flattened). */
  readonly result: Record<string, unknown>;
  readonly response: Record<string, unknown>;
}

/** An empty usage record for a result. */
export function emptyPromptfooUsage(): PromptfooUsage {
  return { result: {}, response: {} };
}

function isTokenPath(rest: JsonPath): boolean {
  if (rest.length === 2) return Object.hasOwn(TOKEN_FIELDS, rest[1] as string);
  return (
    rest.length === 3 &&
    rest[1] === 'completionDetails' &&
    Object.hasOwn(DETAIL_FIELDS, rest[2] as string)
  );
}

/**
 * Whether a path below a result (`rest`: after the result's index) is a usage value the reader
 * keeps. Scalars only: an object where a number belongs is skipped, never built.
 */
export function isPromptfooUsagePath(rest: JsonPath, kind: JsonKind): boolean {
  if (kind !== 'scalar') return false;
  const head = rest[0];
  if (rest.length === 1) return head === 'latencyMs' || head === 'cost';
  if (head === 'tokenUsage') return isTokenPath(rest);
  if (head === 'response')
    return rest.length === 2
      ? rest[1] === 'cached'
      : rest[1] === 'tokenUsage' && isTokenPath(rest.slice(1));
  return false;
}

/** Keeps a value `isPromptfooUsagePath` selected. */
export function setPromptfooUsage(usage: PromptfooUsage, rest: JsonPath, value: unknown): void {
  if (rest.length === 1) {
    if (rest[0] === 'latencyMs') usage.latencyMs = value;
    else usage.cost = value;
    return;
  }
  if (rest[0] === 'response' && rest.length === 2) {
    usage.cached = value;
    return;
  }
  const tokens = rest[0] === 'tokenUsage' ? rest : rest.slice(1);
  const into = rest[0] === 'tokenUsage' ? usage.result : usage.response;
  into[tokens.slice(1).join('.')] = value;
}

/** Token counts of one `tokenUsage`, checked; undefined when it reports none (all zeros). */
function tokenCounts(
  fields: Record<string, unknown>,
  where: Where,
  prefix: string,
): Partial<Record<UsageMeasureId, number>> | undefined {
  const out: Partial<Record<UsageMeasureId, number>> = {};
  let any = false;
  for (const [field, value] of Object.entries(fields)) {
    const measure = TOKEN_FIELDS[field] ?? DETAIL_FIELDS[field.replace(/^completionDetails\./, '')];
    if (measure === undefined) continue;
    const v = usageValue(value, { ...where, field: `${prefix}.${field}` });
    if (v === undefined) continue;
    out[measure] = v;
    if (v > 0 && measure !== 'reasoning-tokens' && measure !== 'cached-tokens') any = true;
  }
  return any ? out : undefined;
}

/**
 * Adds a result's usage to question `id`: latency, cost, and the token counts of the result's own
 * `tokenUsage`, else the response's. A value that is not a usage value is an `InputError` at
 * `where`.
 */
export function addPromptfooUsage(
  builder: UsageBuilder,
  id: string,
  usage: PromptfooUsage | undefined,
  where: Where,
): void {
  if (usage === undefined || usage.cached === true) return;
  const seconds = usageValue(usage.latencyMs, { ...where, field: 'latencyMs' }, { scale: 1e-3 });
  if (seconds !== undefined) builder.add(id, 'seconds', seconds);
  const cost = usageValue(usage.cost, { ...where, field: 'cost' });
  if (cost !== undefined) builder.add(id, 'cost', cost);
  const tokens =
    tokenCounts(usage.result, where, 'tokenUsage') ??
    tokenCounts(usage.response, where, 'response.tokenUsage');
  if (tokens === undefined) return;
  for (const [measure, value] of Object.entries(tokens))
    builder.add(id, measure as UsageMeasureId, value);
}

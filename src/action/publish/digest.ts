/**
 * The `on-change` digest: a hash of the verdict and the numbers of a comparison, stored in the
 * PR comment, so a run whose results did not change leaves the comment alone.
 */
import { createHash } from 'node:crypto';
import type { CompareOutcome, RankOutcome } from '../../engine/index.js';

/** Report keys whose values change from run to run without the results changing. */
const VOLATILE_KEY = /time|date|generated|elapsed|duration|runtime|version|path|file|url|run_?id/i;

/**
 * SHA-256 (first 16 hex digits) of the verdict, the regressions, the improvement count and the JSON
 * report without volatile fields (timestamps, paths, tool versions, links).
 *
 * Example: two outcomes that differ only in the report's `generatedAt` have the same digest.
 */
export function outcomeDigest(outcome: CompareOutcome): string {
  let report: unknown;
  try {
    report = stripVolatile(JSON.parse(outcome.json));
  } catch {
    report = outcome.json;
  }
  const canonical = JSON.stringify({
    verdict: outcome.verdict,
    regressions: outcome.regressions.map((r) => [
      r.benchmark,
      r.metric,
      r.baseline,
      r.candidate,
      r.delta,
    ]),
    improvements: outcome.improvements,
    report,
  });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/**
 * The digest of a leaderboard (rank mode): SHA-256 (first 16 hex digits) of the verdict and the
 * JSON leaderboard without volatile fields, as {@link outcomeDigest}.
 *
 * Example: two runs whose leaderboards differ only in `generatedAt` have the same digest.
 */
export function rankDigest(outcome: Pick<RankOutcome, 'verdict' | 'json'>): string {
  let report: unknown;
  try {
    report = stripVolatile(JSON.parse(outcome.json));
  } catch {
    report = outcome.json;
  }
  const canonical = JSON.stringify({ mode: 'rank', verdict: outcome.verdict, report });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

function stripVolatile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripVolatile);
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = {};
  // Sorted keys: the digest must not depend on the order the engine writes them in.
  for (const key of Object.keys(value).sort())
    if (!VOLATILE_KEY.test(key)) kept[key] = stripVolatile((value as Record<string, unknown>)[key]);
  return kept;
}

/**
 * `baseline-ref`: the baseline files as they are at a git revision (`base`: the pull request's
 * base commit), copied into a temporary folder to be read as the baseline.
 */
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, showValue } from '../../errors.js';
import type { GateContext, RunDependencies } from '../context.js';
import type { PullRequestRef, RunEvent } from '../event.js';
import { materializeBaseline } from './baseline-ref.js';

/**
 * `baseline-ref`: copies the files matching `patterns` as they are at the revision into a new
 * temporary directory (removed at the end of the run) and returns it, to be read as the baseline.
 */
export async function checkoutBaseline(
  deps: RunDependencies,
  context: Pick<GateContext, 'cwd' | 'tempBase' | 'event' | 'pr'> & { baselineRef: string },
  patterns: readonly string[],
  temporary: string[],
): Promise<{ root: string; commit: string; label: string }> {
  const { ref, label } = baselineRevision(context.baselineRef, context.event, context.pr);
  const root = await mkdtemp(join(context.tempBase, 'scorio-baseline-'));
  temporary.push(root);
  const copied = await materializeBaseline({
    git: deps.git,
    cwd: context.cwd,
    ref,
    refLabel: label,
    patterns: [...patterns],
    root,
  });
  deps.core.info(
    `baseline: ${copied.files.length} file(s) from ${label} (commit ${copied.commit})`,
  );
  return { root, commit: copied.commit, label };
}

export function baselineRevision(
  baselineRef: string,
  event: RunEvent,
  pr: PullRequestRef | undefined,
): { ref: string; label: string } {
  if (baselineRef !== 'base')
    return { ref: baselineRef, label: `baseline-ref ${showValue(baselineRef)}` };
  if (pr?.baseSha === undefined)
    throw new ConfigError(
      `input "baseline-ref": "base" is the pull request's base commit, but this ${event.name || 'unknown'} event ` +
        'has no pull request; give a commit SHA or a branch instead (e.g. `origin/main`)',
      'input "baseline-ref"',
    );
  return {
    ref: pr.baseSha,
    label: `the pull request's base commit ${pr.baseSha.slice(0, 12)}`,
  };
}

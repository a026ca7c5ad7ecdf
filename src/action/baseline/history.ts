/** `history`: the same artifact from earlier runs of the base branch, for the trend. */
import type { HistoryPoint } from '../../engine/index.js';
import { ConfigError, grouped, showValue } from '../../errors.js';
import {
  DEFAULT_MAX_UNZIPPED_BYTES,
  type ReadBudget,
  UnzipLimitError,
} from '../../readers/index.js';
import type { LazyGitHub, RunDependencies } from '../context.js';
import type { ActionInputs } from '../inputs/index.js';
import { type BaselineQuery, type BaselineRun, earlierRuns } from './artifact-search.js';
import { unpackArtifact } from './artifact-unpack.js';

/** The trend's points, oldest first: up to `history - 1` earlier runs, then the baseline. */
export async function historyPoints(
  deps: RunDependencies,
  inputs: ActionInputs,
  context: {
    readonly github: LazyGitHub;
    readonly tempBase: string;
    readonly temporary: string[];
    readonly query: BaselineQuery;
    readonly found: BaselineRun;
    readonly root: string;
    readonly used: number;
    readonly readBudget: ReadBudget;
  },
): Promise<HistoryPoint[]> {
  if (inputs.history <= 1) return [];
  const { found, query } = context;
  const client = context.github.client();
  const repo = context.github.repo();
  const earlier = await earlierRuns(client, repo, query, found.run, inputs.history - 1);
  // One limit for the baseline and every earlier artifact together (input max-unzipped-bytes,
  // default 1 GiB whether or not the input is set): the trend may not unpack more than the
  // baseline may. And every byte counts in the run's read budget, like any other read.
  const limit = inputs.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED_BYTES;
  let left = limit - context.used;
  const over = (label: string) =>
    `history: ${label} left out of the trend: it would unpack to more than the ${grouped(Math.max(0, left))} bytes left of the ${grouped(limit)} bytes the baseline and the earlier artifacts may unpack to together (input "max-unzipped-bytes")`;
  const points: HistoryPoint[] = [];
  for (const run of earlier) {
    const label = `artifact ${showValue(query.artifact)} of run #${run.run.runNumber}`;
    if (left <= 0 || run.artifact.sizeInBytes > left) {
      deps.core.warning(over(label));
      continue;
    }
    try {
      const unpacked = await unpackArtifact(client, repo, run.artifact, {
        tempBase: context.tempBase,
        temporary: context.temporary,
        label,
        limits: { maxUnzippedBytes: left, readBudget: context.readBudget },
        query,
      });
      left -= unpacked.bytes;
      points.push({
        label: `#${run.run.runNumber}`,
        root: unpacked.root,
        commit: run.run.headSha,
      });
    } catch (error) {
      // Over the read budget: the run stops, as for any other read.
      if (error instanceof ConfigError && error.path === context.readBudget.setting) throw error;
      if (error instanceof UnzipLimitError) deps.core.warning(over(label));
      else
        deps.core.warning(
          `history: ${label} left out of the trend (${error instanceof Error ? error.message : String(error)})`,
        );
    }
  }
  deps.core.info(`history: the baseline and ${points.length} earlier run(s) make the trend`);
  return [
    ...points.reverse(),
    { label: `#${found.run.runNumber}`, root: context.root, commit: found.run.headSha },
  ];
}

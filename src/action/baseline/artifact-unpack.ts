/**
 * An artifact's download and unpacking under RUNNER_TEMP, with the limits of the `.eval` reader
 * and the run's read budget.
 */
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, ScorioError } from '../../errors.js';
import {
  type ArtifactInfo,
  type GitHubClient,
  type RepoRef,
  isHttpError,
} from '../../github/client.js';
import { DEFAULT_MAX_UNZIPPED_BYTES, type ReadBudget, extractZip } from '../../readers/index.js';
import { artifactApiError } from './artifact-api-error.js';
import type { BaselineQuery } from './artifact-search.js';

/**
 * The download answered 410: the artifact expired (or was deleted) after it was listed as
 * unexpired. The baseline search passes over that run and takes the next one.
 */
export class ArtifactGoneError extends ConfigError {}

/** Limits of an unpacked artifact. */
export interface UnpackLimits {
  readonly maxUnzippedBytes?: number;
  /** How a refusal over it names the setting (default `the input "max-unzipped-bytes"`). */
  readonly limitSetting?: string;
  /**
   * The run's read budget (input max-read-bytes), shared with every other read: the archive
   * counts as it is read, and each entry's declared size before it is expanded.
   */
  readonly readBudget?: ReadBudget;
}

/**
 * Downloads an artifact and unpacks it into a new folder under `tempBase` (pushed on `temporary`
 * to be removed at the end); returns the folder and its files. `label` names it in messages.
 */
export async function unpackArtifact(
  client: GitHubClient,
  repo: RepoRef,
  artifact: ArtifactInfo,
  options: {
    readonly tempBase: string;
    readonly temporary: string[];
    readonly label: string;
    readonly limits: UnpackLimits;
    readonly query: BaselineQuery | { readonly workflow: string; readonly artifact: string };
  },
): Promise<{ root: string; files: readonly string[]; bytes: number }> {
  const maxBytes = options.limits.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED_BYTES;
  if (artifact.sizeInBytes > maxBytes)
    throw new ConfigError(
      `${options.label}: the archive is ${artifact.sizeInBytes} bytes, more than the ${maxBytes} bytes the action unpacks (input "max-unzipped-bytes")`,
      'input "max-unzipped-bytes"',
    );
  const dir = await mkdtemp(join(options.tempBase, 'scorio-artifact-'));
  options.temporary.push(dir);
  const zip = join(dir, 'artifact.zip');
  try {
    await client.downloadArtifact(repo, artifact.id, { file: zip, maxBytes });
  } catch (error) {
    if (isHttpError(error) && error.status === 410)
      throw new ArtifactGoneError(
        `${options.label}: the artifact has expired (HTTP 410): artifacts are kept 90 days unless upload-artifact's \`retention-days\` says otherwise; re-run the workflow on the base branch to upload it again`,
        'input "baseline-artifact"',
      );
    if (isHttpError(error))
      throw artifactApiError(error, `download ${options.label}`, options.query);
    throw new ScorioError(
      `${options.label}: the download failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const root = join(dir, 'files');
  await mkdir(root);
  const { readBudget } = options.limits;
  readBudget?.charge((await stat(zip)).size, `${options.label} (the archive)`);
  const extracted = await extractZip(zip, root, {
    maxUnzippedBytes: maxBytes,
    name: options.label,
    limitSetting: options.limits.limitSetting ?? 'the input "max-unzipped-bytes"',
    ...(readBudget !== undefined ? { readBudget } : {}),
  });
  await rm(zip, { force: true });
  return { root, files: extracted.files, bytes: extracted.bytes };
}

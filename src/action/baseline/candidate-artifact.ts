/**
 * `candidate-artifact`: the candidate's files from the triggering `workflow_run`'s artifact, and
 * the pull request number it may carry (a claim, verified before anything is posted).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, showValue } from '../../errors.js';
import type { ReadBudget } from '../../readers/index.js';
import type { SourceProvenance } from '../../report/index.js';
import type { LazyGitHub, RunDependencies } from '../context.js';
import type { RunEvent } from '../event.js';
import type { ActionInputs } from '../inputs/index.js';
import { artifactApiError } from './artifact-api-error.js';
import { artifactSource, isRecord, policyLimits } from './artifact-origin.js';
import { unpackArtifact } from './artifact-unpack.js';

/** The candidate's files from the triggering run (`candidate-artifact`, on `workflow_run`). */
export interface ArtifactCandidate {
  readonly root: string;
  readonly source: SourceProvenance;
  /** A pull request number the artifact carries (`pull-request-number.txt`), unverified. */
  readonly pullRequestNumber?: number;
}

/** Names the pull request number may have at the artifact's root. */
const NUMBER_FILES = ['pull-request-number.txt', 'pull-request-number'];

/**
 * `candidate-artifact`: downloads and unpacks the artifact of the triggering `workflow_run`.
 * Everything in it is the pull request author's: it is unpacked under the limits, read like any
 * result file, and a pull request number in it is only a claim (verified before posting).
 */
export async function artifactCandidate(
  deps: RunDependencies,
  inputs: ActionInputs & { readonly candidateArtifact: string },
  context: {
    readonly event: RunEvent;
    readonly github: LazyGitHub;
    readonly tempBase: string;
    readonly temporary: string[];
    readonly now: Date;
    /** The run's read budget (input max-read-bytes): unpacking counts against it. */
    readonly readBudget: ReadBudget;
  },
): Promise<ArtifactCandidate> {
  const { event, github } = context;
  const name = inputs.candidateArtifact;
  const run = event.payload['workflow_run'];
  const id = isRecord(run) ? run['id'] : undefined;
  if (event.name !== 'workflow_run' || typeof id !== 'number' || !Number.isSafeInteger(id))
    throw new ConfigError(
      `input "candidate-artifact": ${showValue(name)} is read from the run that triggered a workflow_run event, but this is a ${event.name || 'unknown'} event; on pull_request, read the candidate from the workspace (input "candidate")`,
      'input "candidate-artifact"',
    );
  if (!github.token)
    throw new ConfigError(
      'input "candidate-artifact": input "github-token" is empty; the artifact is read through the GitHub API',
      'input "github-token"',
    );
  const record = run as Record<string, unknown>;
  const runNumber = typeof record['run_number'] === 'number' ? record['run_number'] : id;
  const headSha = typeof record['head_sha'] === 'string' ? record['head_sha'] : '';
  const query = { workflow: 'the triggering workflow', artifact: name, branch: '' };
  const client = github.client();
  const repo = github.repo();
  let artifacts;
  try {
    artifacts = await client.listRunArtifacts(repo, id, name);
  } catch (error) {
    throw artifactApiError(error, `list the artifacts of the triggering run #${runNumber}`, query);
  }
  const artifact = artifacts.find((a) => a.name === name);
  if (artifact === undefined || artifact.expired)
    throw new ConfigError(
      `input "candidate-artifact": the triggering run #${runNumber} has ${artifact === undefined ? 'no' : 'only an expired'} artifact ${showValue(name)}: upload the candidate's results in that workflow with actions/upload-artifact under this name`,
      'input "candidate-artifact"',
    );
  const label = `candidate artifact ${showValue(name)} of run #${runNumber}`;
  const unpacked = await unpackArtifact(client, repo, artifact, {
    tempBase: context.tempBase,
    temporary: context.temporary,
    label,
    limits: { ...policyLimits(inputs), readBudget: context.readBudget },
    query,
  });
  deps.core.info(`candidate: ${label}: ${unpacked.files.length} file(s)`);
  const numberFile = NUMBER_FILES.find((file) => unpacked.files.includes(file));
  let pullRequestNumber: number | undefined;
  if (numberFile !== undefined) {
    const text = (await readFile(join(unpacked.root, numberFile), 'utf8')).slice(0, 100).trim();
    if (/^\d{1,9}$/.test(text) && Number(text) > 0) pullRequestNumber = Number(text);
    else
      deps.core.warning(
        `${label}: ${numberFile} does not hold a pull request number (${showValue(text.slice(0, 20))}); ignored`,
      );
  }
  const source: SourceProvenance = {
    ...artifactSource(
      deps.env,
      {
        run: {
          id,
          runNumber,
          headSha,
          event: '',
          headRepository: '',
          createdAt: typeof record['created_at'] === 'string' ? record['created_at'] : '',
          url: '',
        },
        artifact,
        behindBase: null,
      },
      { artifact: name, now: context.now },
    ),
    ageDays: null,
  };
  return {
    root: unpacked.root,
    source,
    ...(pullRequestNumber !== undefined ? { pullRequestNumber } : {}),
  };
}

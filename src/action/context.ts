/**
 * What every part of the action shares: its dependencies (the runner's core, the environment, the
 * engine, the GitHub client's factory, git), what `gate` found before a mode runs, and the GitHub
 * client and repository, created on first use.
 */
import type {
  CompareOutcome,
  CompareRequest,
  MergeRequest,
  RankOutcome,
  RankRequest,
} from '../engine/index.js';
import type { GitHubClient, GitHubClientOptions, RepoRef } from '../github/client.js';
import type { ReadBudget } from '../readers/index.js';
import type { ActionCore } from './core.js';
import { type PullRequestRef, type RunEvent, readRepository } from './event.js';
import type { GitRunner } from './git.js';
import type { ActionInputs } from './inputs/index.js';

/** Everything `run()` talks to; tests replace any of them. */
export interface RunDependencies {
  readonly core: ActionCore;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly compare: (request: CompareRequest) => Promise<CompareOutcome>;
  /** The leaderboard engine (rank mode: the `candidates` input). */
  readonly rank: (request: RankRequest) => Promise<RankOutcome>;
  /** The reports of a job matrix merged (merge mode: the `merge-reports` input). */
  readonly mergeReports: (request: MergeRequest) => Promise<CompareOutcome>;
  readonly createClient: (options: GitHubClientOptions) => GitHubClient;
  readonly git: GitRunner;
}

/** What `gate` found before the engine runs, shared with rank mode. */
export interface GateContext {
  readonly cwd: string;
  readonly tempBase: string;
  readonly event: RunEvent;
  readonly github: LazyGitHub;
  readonly pr: PullRequestRef | undefined;
  readonly configPath: string;
  readonly configExists: boolean;
  /**
   * The run's read budget (input max-read-bytes): the artifacts unpacked and every file the
   * engine reads count against the same one.
   */
  readonly readBudget: ReadBudget;
}

/** The GitHub client and repository, created on first use (no API call when none is needed). */
export interface LazyGitHub {
  readonly token: boolean;
  client(): GitHubClient;
  repo(): RepoRef;
  /** Ends the client's connections, when one was created (at the end of the run). */
  close(): Promise<void>;
}

export function lazyGitHub(deps: RunDependencies, inputs: ActionInputs): LazyGitHub {
  let client: GitHubClient | undefined;
  let repo: RepoRef | undefined;
  return {
    token: inputs.githubToken !== '',
    client() {
      client ??= deps.createClient({
        token: inputs.githubToken,
        baseUrl: deps.env['GITHUB_API_URL'] || 'https://api.github.com',
        ...retryBase(deps.env),
        log: { info: (m) => deps.core.info(m), warning: (m) => deps.core.warning(m) },
      });
      return client;
    },
    repo() {
      repo ??= readRepository(deps.env);
      return repo;
    },
    async close() {
      await client?.close();
    },
  };
}

/**
 * `SCORIO_GITHUB_RETRY_BASE_MS`: the API backoff unit; `SCORIO_GITHUB_TIMEOUT_MS`: how long an
 * attempt may go without an answer or a byte of it (tests set both to milliseconds).
 */
function retryBase(env: RunDependencies['env']): { retryBaseMs?: number; timeoutMs?: number } {
  const base = Number(env['SCORIO_GITHUB_RETRY_BASE_MS']);
  const timeout = Number(env['SCORIO_GITHUB_TIMEOUT_MS']);
  return {
    ...(env['SCORIO_GITHUB_RETRY_BASE_MS'] && Number.isFinite(base) && base >= 0
      ? { retryBaseMs: base }
      : {}),
    ...(env['SCORIO_GITHUB_TIMEOUT_MS'] && Number.isFinite(timeout) && timeout > 0
      ? { timeoutMs: timeout }
      : {}),
  };
}

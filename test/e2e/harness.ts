/**
 * Runs the bundled action (`dist/index.js`, or `$SCORIO_DIST_DIR/index.js`) as a child process of
 * the Node that runs the tests (Node 24 in CI, the action's runtime), with the environment a
 * runner provides, against a local GitHub API (test/e2e/fake-github.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pullRequestEvent } from './events.js';
import { GitHubContract } from './github-contract.js';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../..');
const distDir = resolve(repoRoot, process.env['SCORIO_DIST_DIR'] ?? 'dist');
export const entry = join(distDir, 'index.js');
export const TOKEN = 'ghs_e2eTokenThatMustStayMasked0000000000';
/** What the runner accepts as one step's job summary (GITHUB_STEP_SUMMARY), in bytes. */
export const MAX_JOB_SUMMARY_BYTES = 1024 * 1024;

/** Throws unless the bundle exists (for a beforeAll). */
export function requireBundle(): void {
  if (!existsSync(entry))
    throw new Error(
      `no bundle at ${entry}: run \`npm run bundle\` (or \`node scripts/bundle.mjs --out DIR\` and set SCORIO_DIST_DIR=DIR)`,
    );
}

export interface ActionRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Readonly<Record<string, string>>;
  readonly summary: string;
  /** The run outlasted `timeoutMs` and was killed (a hang: the step would run to its timeout). */
  readonly killed?: boolean;
}

/** `INPUT_` + the name upper-cased, spaces to underscores, hyphens kept (as the runner does). */
function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Reads `name<<DELIMITER\nvalue\nDELIMITER` records from a GITHUB_OUTPUT file. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] ?? ''] = match[3] ?? '';
  return outputs;
}

let runCount = 0;

/** Where and how one run of the action happens. */
export interface RunActionOptions {
  /** The local GitHub API's base URL. */
  readonly apiUrl: string;
  /** A scratch folder: each run gets a sub-folder (event, outputs, summary, RUNNER_TEMP). */
  readonly scratch: string;
  /** The pull request number in the event. */
  readonly issue: number;
  readonly inputs: Record<string, string>;
  /** GITHUB_WORKSPACE and the process's cwd (default: the repository). */
  readonly workspace?: string;
  /** More environment variables for the action's process. */
  readonly env?: Record<string, string>;
  /** The event (default: a pull_request event for `issue`); checked against GitHub's webhooks. */
  readonly event?: { readonly name: string; readonly payload: Record<string, unknown> };
  /**
   * Kill the run after this many milliseconds (a test of a hang; not a measure of speed: set it
   * far above what the run needs on a slow machine).
   */
  readonly timeoutMs?: number;
  /**
   * Kill the run when this aborts: a test's own sign of a hang that no clock decides (a proxy
   * counting a reconnect loop), or the test's end (a run the suite's test timeout gave up on).
   */
  readonly signal?: AbortSignal;
}

/** Runs the action once and collects its exit code, log, outputs and job summary. */
export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const workspace = options.workspace ?? repoRoot;
  const dir = join(options.scratch, `run-${++runCount}`);
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const eventPath = join(dir, 'event.json');
  const event =
    options.event ??
    pullRequestEvent({
      number: options.issue,
      base: { sha: 'a'.repeat(40) },
      head: { sha: 'f'.repeat(40) },
    });
  // Only events GitHub could send: the payload must match its webhook description.
  const violations = GitHubContract.shared().checkEvent(event.name, event.payload);
  if (violations.length > 0) throw new Error(`not an event GitHub sends: ${violations.join('; ')}`);
  writeFileSync(eventPath, JSON.stringify(event.payload));
  const outputPath = join(dir, 'output.txt');
  const summaryPath = join(dir, 'summary.md');
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const inputs: Record<string, string> = {
    // action.yml defaults, as the runner would pass them.
    config: '.github/scorio.yml',
    'fail-on-regression': 'true',
    comment: 'always',
    'github-token': TOKEN,
    summary: 'true',
    'comment-key': 'e2e',
    'allow-outside-workspace': 'false',
    ...options.inputs,
  };
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo/evals',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: options.apiUrl,
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: 'eval',
    RUNNER_TEMP: join(dir, 'temp'),
    // Retries wait n² ms instead of n² s.
    SCORIO_GITHUB_RETRY_BASE_MS: '1',
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;

  const child = spawn(process.execPath, [entry], { cwd: workspace, env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let killed = false;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          killed = true;
          child.kill('SIGKILL');
        }, options.timeoutMs);
  const kill = () => {
    killed = true;
    child.kill('SIGKILL');
  };
  if (options.signal?.aborted) kill();
  else options.signal?.addEventListener('abort', kill, { once: true });
  const code = await new Promise<number | null>((done, fail) => {
    child.on('error', fail);
    child.on('close', done);
  }).finally(() => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', kill);
  });
  const summary = readFileSync(summaryPath);
  // The runner refuses a step's job summary over 1 MiB, counted in bytes.
  if (summary.length > MAX_JOB_SUMMARY_BYTES)
    throw new Error(
      `the job summary is ${summary.length} bytes: the runner refuses more than ${MAX_JOB_SUMMARY_BYTES}`,
    );
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(outputPath, 'utf8')),
    summary: summary.toString('utf8'),
    ...(killed ? { killed } : {}),
  };
}

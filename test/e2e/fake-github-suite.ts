/**
 * The set-up every end-to-end suite of the bundled action shares: the bundle checked, one local
 * GitHub API for the file, a scratch folder, the API's contract checked after every test, both
 * removed at the end. Call it at the top of a test file; what it returns is ready inside tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { FakeGitHubServer } from './fake-github.js';
import { type ActionRun, type RunActionOptions, requireBundle, runAction } from './harness.js';

/** The suite's server and scratch folder, and a run of the action against them. */
export interface FakeGitHubSuite {
  readonly server: FakeGitHubServer;
  readonly scratch: string;
  runAction(options: Omit<RunActionOptions, 'apiUrl' | 'scratch'>): Promise<ActionRun>;
}

/**
 * Registers the suite's hooks (`scratchPrefix` names its temporary folder) and returns the suite.
 *
 * @example const gh = useFakeGitHub('scorio-e2e-usage-'); … await gh.runAction({ issue: 1, inputs })
 */
export function useFakeGitHub(scratchPrefix: string): FakeGitHubSuite {
  let server: FakeGitHubServer | undefined;
  let scratch: string | undefined;
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the suite's ${what} is used before beforeAll ran`);
    return value;
  };
  beforeAll(async () => {
    requireBundle();
    server = new FakeGitHubServer();
    await server.start();
    scratch = mkdtempSync(join(tmpdir(), scratchPrefix));
  });
  afterEach(() => server?.assertContract());
  afterAll(async () => {
    await server?.stop();
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  });
  return {
    get server() {
      return ready(server, 'server');
    },
    get scratch() {
      return ready(scratch, 'scratch folder');
    },
    runAction: (options) =>
      runAction({
        ...options,
        apiUrl: ready(server, 'server').url,
        scratch: ready(scratch, 'scratch folder'),
      }),
  };
}

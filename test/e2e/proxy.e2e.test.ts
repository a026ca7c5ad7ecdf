/**
 * End to end behind a proxy (self-hosted runners): the bundled action (`dist/index.js`) with
 * `HTTP_PROXY`/`HTTPS_PROXY` set reaches the API and the artifact storage only through a real
 * HTTP CONNECT proxy on 127.0.0.1, whose log shows every tunnel it opened.
 *
 * Why a test of the bundle: in dist/, undici (CommonJS) is a chunk whose only export is
 * `default`, so `ProxyAgent` read from `import('undici')` was undefined and every API call failed
 * ("i is not a constructor") while the same code under src/ passed its test.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../trust/zip-builder.js';
import { pullRequestEvent } from './events.js';
import { FakeGitHubServer } from './fake-github.js';
import { TOKEN, repoRoot, requireBundle, runAction } from './harness.js';

const BASELINE = readFileSync(join(repoRoot, 'fixtures/demo/baseline/gsm8k-sample.csv'));
const CANDIDATE = readFileSync(join(repoRoot, 'fixtures/demo/candidate/gsm8k-sample.csv'));
const BASE = 'b'.repeat(40);
const HEAD = 'e'.repeat(40);

/**
 * A forward proxy: CONNECT `*.github.test:PORT` opens a tunnel to 127.0.0.1:PORT (the names only
 * the proxy can resolve); anything else is refused. Every CONNECT is logged with its credentials.
 */
class ConnectProxy {
  readonly log: string[] = [];
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.log.push(`refused ${request.method ?? ''} ${request.url ?? ''}`);
      response.writeHead(405).end();
    });
    this.server.on('connect', (request, client: Socket, head: Buffer) => {
      const target = request.url ?? '';
      const auth = request.headers['proxy-authorization'] ?? '';
      const port = /^[a-z0-9-]+\.github\.test:(\d+)$/.exec(target)?.[1];
      this.log.push(`CONNECT ${target} ${auth}`.trim());
      if (port === undefined) {
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      const upstream = connect(Number(port), '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
      }
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    await new Promise<void>((done) => this.server?.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
  }
}

let server: FakeGitHubServer;
let proxy: ConnectProxy;
let scratch: string;

beforeAll(async () => {
  requireBundle();
  server = new FakeGitHubServer();
  await server.start();
  // The API and the storage by names only the proxy resolves: a request that bypassed the proxy
  // could not reach them.
  server.url = server.url.replace('127.0.0.1', 'api.github.test');
  server.storage.url = server.storage.url.replace('127.0.0.1', 'storage.github.test');
  proxy = new ConnectProxy();
  await proxy.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-proxy-e2e-'));
});

afterAll(async () => {
  await proxy.stop();
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('behind an HTTP CONNECT proxy (HTTP_PROXY, HTTPS_PROXY)', () => {
  it('dist/index.js finds the baseline run, downloads its artifact and comments, all through the proxy', async () => {
    const workspace = join(scratch, 'ws');
    mkdirSync(join(workspace, 'results'), { recursive: true });
    writeFileSync(join(workspace, 'results/gsm8k.csv'), CANDIDATE);
    const zip = buildZip([{ name: 'gsm8k.csv', data: BASELINE }]);
    server.runs.push({
      id: 9001,
      run_number: 101,
      workflow: 'eval.yml',
      head_sha: BASE,
      head_branch: 'main',
      event: 'push',
      conclusion: 'success',
      created_at: '2026-11-20T00:00:00Z',
      html_url: 'https://github.com/octo/evals/actions/runs/9001',
      head_repository: { full_name: 'octo/evals' },
    });
    server.artifacts.set(9001, [
      { id: 90010, name: 'evals', expired: false, size_in_bytes: zip.length, zip },
    ]);
    const proxyUrl = proxy.url.replace('http://', 'http://runner:p%40ss@');
    const run = await runAction({
      apiUrl: server.url,
      scratch,
      issue: 7,
      workspace,
      event: pullRequestEvent({ number: 7, base: { sha: BASE, ref: 'main' }, head: { sha: HEAD } }),
      inputs: {
        'baseline-artifact': 'evals',
        baseline: 'gsm8k.csv',
        candidate: 'results/gsm8k.csv',
      },
      env: {
        HTTP_PROXY: proxyUrl,
        HTTPS_PROXY: proxyUrl,
        GITHUB_WORKFLOW_REF: 'octo/evals/.github/workflows/eval.yml@refs/pull/7/merge',
        GITHUB_RUN_ID: '777',
      },
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).not.toMatch(/^::warning/m);
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['baseline-run-url']).toContain('/runs/9001');
    expect(server.comments.get(7)).toHaveLength(1);

    // The proxy's log: tunnels to the API and to the storage, with the runner's credentials.
    const credentials = `Basic ${Buffer.from('runner:p@ss').toString('base64')}`;
    const api = new URL(server.url).host;
    const storage = new URL(server.storage.url).host;
    expect(proxy.log.length).toBeGreaterThanOrEqual(2);
    expect(proxy.log).toContain(`CONNECT ${api} ${credentials}`);
    expect(proxy.log).toContain(`CONNECT ${storage} ${credentials}`);
    expect(
      proxy.log.every(
        (line) =>
          line === `CONNECT ${api} ${credentials}` || line === `CONNECT ${storage} ${credentials}`,
      ),
    ).toBe(true);
    // Every API request went through it (the API's name resolves nowhere else), with the token;
    // the storage got none.
    expect(server.requests.length).toBeGreaterThanOrEqual(5);
    expect(server.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    expect(server.storage.requests.map((r) => [r.outcome, r.headers['authorization']])).toEqual([
      ['served', undefined],
    ]);
    console.info(`proxy log:\n${proxy.log.join('\n')}`);
  });
});

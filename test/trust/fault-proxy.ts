/**
 * A fault-injecting HTTP proxy on 127.0.0.1 in front of the e2e fake GitHub API
 * (test/e2e/fake-github.ts): scripted answers (401, 403, 404, 422, 5xx, rate limits), slow
 * answers, connections dropped before the request reaches the API, and connections dropped after
 * the API handled the request (the client never learns that its comment was created).
 */
import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  request as httpRequest,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeGitHubServer } from '../e2e/fake-github.js';

export type FaultAction =
  | {
      readonly kind: 'status';
      readonly status: number;
      readonly message: string;
      readonly headers?: Record<string, string>;
    }
  | { readonly kind: 'delay'; readonly ms: number }
  | { readonly kind: 'drop' }
  | { readonly kind: 'drop-after' };

export interface FaultRule {
  readonly method: string;
  readonly path: RegExp;
  readonly action: FaultAction;
  /** How many matching requests the rule answers (default 1; Infinity: all). */
  times?: number;
}

/** The fake API behind a proxy that applies `rules` (first match wins, each `times` times). */
export class FaultyGitHub {
  readonly api = new FakeGitHubServer();
  readonly rules: FaultRule[] = [];
  /** Requests seen by the proxy (method and path), faults included. */
  readonly seen: { method: string; path: string; fault: string }[] = [];
  private server: Server | undefined;
  private apiUrl = '';
  url = '';

  async start(): Promise<string> {
    this.apiUrl = await this.api.start();
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((done) => this.server?.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    // Pagination links point back at the proxy.
    this.api.url = this.url;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
    await this.api.stop();
  }

  /** Comments on `issue` that carry the marker of `key`. */
  marked(issue: number, key: string): number {
    return (this.api.comments.get(issue) ?? []).filter((c) =>
      c.body.includes(`<!-- scorio-eval-action:${key} -->`),
    ).length;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = new URL(req.url ?? '/', this.url).pathname;
    const method = req.method ?? 'GET';
    const rule = this.rules.find(
      (r) => r.method === method && r.path.test(path) && (r.times ?? 1) > 0,
    );
    if (rule) rule.times = (rule.times ?? 1) - 1;
    const action = rule?.action;
    this.seen.push({ method, path, fault: action ? action.kind : '' });
    if (action?.kind === 'status') {
      res.writeHead(action.status, { 'content-type': 'application/json', ...action.headers });
      res.end(JSON.stringify({ message: action.message }));
      return;
    }
    if (action?.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (action?.kind === 'delay') await new Promise((done) => setTimeout(done, action.ms));
    const forwarded = httpRequest(`${this.apiUrl}${req.url ?? '/'}`, {
      method,
      headers: { ...req.headers, host: new URL(this.apiUrl).host },
    });
    forwarded.on('response', (answer) => {
      if (action?.kind === 'drop-after') {
        answer.resume();
        answer.on('end', () => req.socket.destroy());
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => req.socket.destroy());
    forwarded.end(body);
  }
}

/**
 * The artifact storage of the fake GitHub (test/e2e/fake-github.ts): another origin, where
 * `GET /repos/{owner}/{repo}/actions/artifacts/{id}/zip` redirects with a signed URL, as GitHub
 * redirects to its blob storage. It records the headers of every request (the API token must
 * never arrive here) and refuses a request that carries `Authorization`, as the blob storage does
 * beside a signature. It can send an archive slowly (`delivery`), drop the connection or stall
 * midway (`faults`), to test the client's time limits and retries.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the storage received. */
export interface StorageRequest {
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** What the storage did: `served`, `refused`, `dropped`, `stalled`, `not found`. */
  outcome: string;
}

/** What the storage does with the next download (each used once, in order). */
export type StorageFault =
  | { readonly kind: 'drop'; readonly afterBytes: number }
  | { readonly kind: 'stall'; readonly afterBytes: number };

export class FakeArtifactStorage {
  readonly requests: StorageRequest[] = [];
  readonly faults: StorageFault[] = [];
  /** How an archive is sent: in pieces of `chunkBytes`, `delayMs` apart (default: at once). */
  delivery: { chunkBytes: number; delayMs: number } | undefined = undefined;
  url = '';
  private server: Server | undefined;

  /** `archive(id)`: the zip of artifact `id`, or undefined. */
  constructor(private readonly archive: (id: number) => { zip: Buffer } | undefined) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.serve(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server === undefined) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const record: StorageRequest = {
      path: url.pathname,
      headers: { ...request.headers },
      outcome: '',
    };
    this.requests.push(record);
    const match = /^\/artifacts\/(\d+)\.zip$/.exec(url.pathname);
    const found = match === null ? undefined : this.archive(Number(match[1]));
    if (found === undefined || !url.searchParams.get('sig')) {
      record.outcome = 'not found';
      response.writeHead(404, { 'content-type': 'application/xml' });
      return void response.end('<Error><Code>BlobNotFound</Code></Error>');
    }
    if (request.headers.authorization !== undefined) {
      record.outcome = 'refused';
      response.writeHead(400, { 'content-type': 'application/xml' });
      return void response.end('<Error><Code>InvalidAuthenticationInfo</Code></Error>');
    }
    const zip = found.zip;
    const fault = this.faults.shift();
    response.writeHead(200, {
      'content-type': 'application/zip',
      'content-length': String(zip.length),
    });
    const piece = this.delivery?.chunkBytes ?? zip.length;
    const delay = this.delivery?.delayMs ?? 0;
    let sent = 0;
    while (sent < zip.length) {
      if (fault !== undefined && sent >= fault.afterBytes) {
        record.outcome = fault.kind === 'drop' ? 'dropped' : 'stalled';
        // A drop closes the connection after what was sent (short of its Content-Length); a
        // stall keeps it open and sends nothing more (closed by stop()).
        if (fault.kind === 'drop') response.socket?.end();
        return;
      }
      const end = Math.min(zip.length, sent + piece, fault?.afterBytes ?? zip.length);
      response.write(zip.subarray(sent, end));
      sent = end;
      if (delay > 0 && sent < zip.length) await new Promise((r) => setTimeout(r, delay));
    }
    record.outcome = 'served';
    response.end();
  }
}

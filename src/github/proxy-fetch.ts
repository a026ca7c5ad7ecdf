/**
 * The fetch through the runner's proxy: undici's ProxyAgent (CONNECT tunnels, as
 * `@actions/http-client` builds it), in a module of its own so that the action loads undici (400
 * KB) only behind a proxy. Named imports here, not a destructured `import('undici')`: bundled,
 * undici (CommonJS) becomes a chunk whose only export is `default`, and the names read from the
 * dynamic import's namespace were undefined ("ProxyAgent is not a constructor").
 */
import { type Dispatcher, Pool, ProxyAgent, fetch } from 'undici';
import type { ClosableFetch } from './fetch.js';

/**
 * The proxy closed the connection while the tunnel was being opened: final for the request (the
 * client's retries decide what follows), never a reason to connect again at once.
 */
export class ProxyTunnelError extends Error {
  override name = 'ProxyTunnelError';
  readonly code = 'SCORIO_PROXY_TUNNEL';
}

/**
 * A pool of connections to the proxy whose failed CONNECT fails the request. undici 6 (the newest
 * that runs on Node 20) takes a proxy that closes the socket during CONNECT (`UND_ERR_SOCKET`) for
 * a dropped connection that was working: it leaves the request queued and connects again at once,
 * for ever (40 CONNECTs a second, the step held until its timeout: nodejs/undici#3897, fixed in
 * undici 8, which needs Node 22.19). A CONNECT error with another code fails the request; the
 * API client's retry plugin then retries it a few times, with backoff.
 */
export function tunnelPool(
  origin: URL | string,
  options: object & { readonly headersTimeout?: number },
): Dispatcher {
  const pool = new Pool(origin, options);
  const connect = pool.connect.bind(pool) as (
    options: Dispatcher.ConnectOptions,
  ) => Promise<Dispatcher.ConnectData>;
  const host = new URL(origin).host;
  Object.assign(pool, {
    connect: async (request: Dispatcher.ConnectOptions) => {
      try {
        return await connect(request);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code !== 'UND_ERR_SOCKET' && code !== 'UND_ERR_INFO') throw error;
        throw new ProxyTunnelError(
          `the proxy ${host} closed the connection while opening a tunnel to ${String(request.path)} (${error instanceof Error ? error.message : String(error)})`,
          { cause: error },
        );
      }
    },
  });
  return pool;
}

/**
 * A fetch whose requests all go through the proxy at `proxyUrl` (credentials in the URL). A
 * CONNECT the proxy does not answer within `timeoutMs` fails (undici waits 300 s by default, and
 * its socket outlived the request, holding the process after the run).
 */
export function fetchThroughProxy(proxyUrl: URL, options: { timeoutMs: number }): ClosableFetch {
  // As @actions/http-client builds it (its URL's username and password come decoded).
  const dispatcher = new ProxyAgent({
    uri: proxyUrl.href,
    pipelining: 0,
    clientFactory: (origin, poolOptions) =>
      tunnelPool(origin, { ...poolOptions, headersTimeout: options.timeoutMs }),
    ...(proxyUrl.username || proxyUrl.password
      ? {
          token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`,
        }
      : {}),
  });
  return {
    fetch: (url, init) =>
      fetch(url, { ...(init as object), dispatcher } as Parameters<typeof fetch>[1]),
    close: () => dispatcher.destroy(),
  };
}

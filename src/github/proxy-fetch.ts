/**
 * The fetch through the runner's proxy: undici's ProxyAgent (CONNECT tunnels, as
 * `@actions/http-client` builds it), in a module of its own so that the action loads undici (400
 * KB) only behind a proxy. Named imports here, not a destructured `import('undici')`: bundled,
 * undici (CommonJS) becomes a chunk whose only export is `default`, and the names read from the
 * dynamic import's namespace were undefined ("ProxyAgent is not a constructor").
 */
import { ProxyAgent, fetch } from 'undici';

/** A fetch whose requests all go through the proxy at `proxyUrl` (credentials in the URL). */
export function fetchThroughProxy(
  proxyUrl: URL,
): (url: string, init?: { signal?: AbortSignal | null }) => Promise<unknown> {
  // As @actions/http-client builds it (its URL's username and password come decoded).
  const dispatcher = new ProxyAgent({
    uri: proxyUrl.href,
    pipelining: 0,
    ...(proxyUrl.username || proxyUrl.password
      ? {
          token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`,
        }
      : {}),
  });
  return (url, init) =>
    fetch(url, { ...(init as object), dispatcher } as Parameters<typeof fetch>[1]);
}

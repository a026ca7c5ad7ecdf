/**
 * The octokit the action uses: @octokit/core with the REST methods and pagination (what
 * `@actions/github` assembles), without loading `@actions/github` itself, whose HTTP stack
 * (undici, 400 KB) is evaluated at start whether or not a proxy is set. Here the requests go
 * through Node's own fetch, and undici's ProxyAgent is loaded only when the runner has a proxy for
 * the API (HTTPS_PROXY / HTTP_PROXY, minus NO_PROXY, read by `@actions/http-client` as every
 * action does).
 */
import { getProxyUrl } from '@actions/http-client/lib/proxy';
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import type { ClosableFetch } from './fetch.js';
import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods';

/** @octokit/core with REST methods and pagination, like `@actions/github`'s `GitHub`. */
export const GitHubOctokit = Octokit.plugin(restEndpointMethods, paginateRest);

/**
 * The fetch for requests to `baseUrl`: Node's, or through undici's ProxyAgent when a proxy
 * applies to that URL (loaded on the first request that needs it). `timeoutMs` bounds the wait
 * for the proxy's answer to a CONNECT.
 */
export function proxyAwareFetch(baseUrl: string, options: { timeoutMs: number }): ClosableFetch {
  let proxy: URL | undefined;
  try {
    proxy = getProxyUrl(new URL(baseUrl));
  } catch {
    proxy = undefined;
  }
  if (proxy === undefined)
    return {
      fetch: (url, init) => globalThis.fetch(url, init as RequestInit),
      close: async () => undefined,
    };
  const proxyUrl = proxy;
  let viaProxy: Promise<ClosableFetch> | undefined;
  return {
    fetch: async (url, init) => {
      viaProxy ??= import('./proxy-fetch.js').then(({ fetchThroughProxy }) =>
        fetchThroughProxy(proxyUrl, options),
      );
      return (await viaProxy).fetch(url, init);
    },
    close: async () => {
      if (viaProxy !== undefined) await (await viaProxy).close();
    },
  };
}

/**
 * The user agent with the runner's orchestration id (ACTIONS_ORCHESTRATION_ID), as
 * `@actions/github` sends it.
 */
export function userAgentWithOrchestrationId(
  base: string | undefined,
  env: NodeJS.ProcessEnv,
): string | undefined {
  const id = env['ACTIONS_ORCHESTRATION_ID']?.trim();
  if (!id) return base;
  const tag = `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}`;
  if (base?.includes(tag)) return base;
  return base ? `${base} ${tag}` : tag;
}

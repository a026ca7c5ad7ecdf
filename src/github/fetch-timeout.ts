/** A time limit on silence for every request the client makes. */
import type { Fetch } from './fetch.js';

/** Default time limit of one API attempt. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The proxy-aware fetch (octokit.ts) with a time limit on silence, not on size: an attempt is
 * abandoned (and retried like a 5xx) when the answer's headers take longer than `timeoutMs`, or
 * when its body then sends nothing for `timeoutMs`. A large artifact that keeps arriving is never
 * cut (a limit on the whole attempt cut a 35 s download at 30 s, and nothing retried it).
 */
export function fetchWithTimeout(base: Fetch, timeoutMs: number): Fetch {
  return async (url, init = {}) => {
    const controller = new AbortController();
    const signal = init.signal
      ? AbortSignal.any([init.signal, controller.signal])
      : controller.signal;
    let timer: NodeJS.Timeout | undefined;
    const arm = (what: string): void => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          controller.abort(
            new DOMException(`${what} within the ${timeoutMs} ms timeout`, 'TimeoutError'),
          ),
        timeoutMs,
      );
      // A pending request keeps the process alive; the timer alone need not.
      timer.unref();
    };
    arm('no answer');
    let response: Response;
    try {
      response = (await base(url, { ...init, signal })) as Response;
    } catch (error) {
      clearTimeout(timer);
      throw error;
    }
    if (response.body === null) {
      clearTimeout(timer);
      return response;
    }
    arm('no data');
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, stream) {
          arm('no data');
          stream.enqueue(chunk);
        },
        flush() {
          clearTimeout(timer);
        },
      }),
    );
    const watched = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    // octokit reports the final URL (after redirects) of the answer.
    Object.defineProperty(watched, 'url', { value: response.url });
    return watched;
  };
}

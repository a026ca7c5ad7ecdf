/** The fetch the client sends its requests through (Node's, or a proxy's). */

export type Fetch = (url: string, init?: { signal?: AbortSignal | null }) => Promise<unknown>;

/** A fetch, and how to end its connections (a proxy's tunnels) when the run is done. */
export interface ClosableFetch {
  readonly fetch: Fetch;
  /** Destroys the connections it holds; later requests fail. */
  close(): Promise<void>;
}

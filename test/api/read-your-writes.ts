import type { ApiHarness } from './api-harness.js';

export interface JsonAnswer {
  status: number;
  /** The JSON answer, or `{ text }` when the answer is not JSON (a file, an empty body). */
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * REST calls that read their own writes: every call waits for the last position a command answered, so a read
 * after a write sees it even while the projector catches up in the background (PostgreSQL).
 */
export interface ReadYourWritesClient {
  call(method: string, path: string, body?: unknown): Promise<JsonAnswer>;
  /** Also wait for a write made outside this client (e.g. through the answers client). */
  follow(position: string): void;
}

/** `harness` is read at each call, so the client can be made before beforeAll starts the API. */
export function readYourWritesClient(harness: () => Pick<ApiHarness, 'request'>): ReadYourWritesClient {
  let position = '0';
  return {
    async call(method, path, body) {
      const res = await harness().request(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-wait-for-position': position },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      const json = (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : { text }) as Record<
        string,
        unknown
      >;
      if (typeof json['position'] === 'string') position = json['position'];
      return { status: res.status, body: json, headers: res.headers };
    },
    follow(next) {
      position = next;
    },
  };
}

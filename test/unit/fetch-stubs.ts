// Stand-ins for `fetch` in unit tests: a handler per call, or one that never responds but aborts.
import { vi } from 'vitest';

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces the global fetch with `handler`, answered a microtask later, as a real one is. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve().then(() => handler(String(input), init)),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A fetch that never responds but rejects as real fetch does when its signal aborts. */
export function hangingFetch() {
  return stubFetch(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        if (init.signal?.aborted) reject(init.signal.reason);
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

/** A JSON response. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

// Requests started by the early script (src/early.ts) for the screen it opens on, before the
// app's code has arrived. The client claims each, once, when it requests the same URL with the
// same key; one never requested is dropped after a while. Kept tiny: the early script bundles it.

interface EarlyRequest {
  readonly apiKey: string;
  readonly response: Promise<Response>;
  readonly controller: AbortController;
  readonly timer: ReturnType<typeof setTimeout>;
}

const requests = new Map<string, EarlyRequest>();

/** Set once the app has started its own requests: from then on it fetches for itself. */
let closed = false;

/** How long a request waits to be claimed before it is aborted and forgotten. */
const UNCLAIMED_MS = 20_000;

/** The headers of every request to the API: JSON accepted, and the key, if there is one. */
export function requestHeaders(apiKey: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (apiKey !== '') headers.Authorization = `Bearer ${apiKey}`;
  return headers;
}

/**
 * Starts a GET of `url` with `apiKey`, unless one is already waiting or the app has begun: the two
 * scripts race, and an early script that runs after the app would only send each request twice.
 */
export function startEarly(url: string, apiKey: string): void {
  if (closed || requests.has(url) || typeof fetch !== 'function') return;
  const controller = new AbortController();
  const response = fetch(url, {
    method: 'GET',
    headers: requestHeaders(apiKey),
    signal: controller.signal,
  });
  // A failure is the taker's to report; one nobody takes must not surface as unhandled.
  response.catch(() => undefined);
  const timer = setTimeout(() => {
    if (requests.get(url)?.response !== response) return;
    requests.delete(url);
    controller.abort();
  }, UNCLAIMED_MS);
  requests.set(url, { apiKey, response, controller, timer });
}

/** Aborts and forgets every request not yet claimed: the key they were sent with is gone. */
export function dropEarly(): void {
  for (const request of requests.values()) {
    clearTimeout(request.timer);
    request.controller.abort();
  }
  requests.clear();
}

/** Called by the app before its first request: no early request starts after this. */
export function closeEarly(): void {
  closed = true;
}

/**
 * The response of the early request for `url`, if one was started with `apiKey` and not yet taken;
 * aborting `signal` aborts it, as it would the taker's own fetch. Otherwise undefined: fetch it.
 */
export function takeEarly(
  url: string,
  apiKey: string,
  signal: AbortSignal,
): Promise<Response> | undefined {
  const request = requests.get(url);
  if (!request) return undefined;
  requests.delete(url);
  clearTimeout(request.timer);
  // Another key since (a sign-in in another tab): that response is not this key's to show.
  if (request.apiKey !== apiKey) {
    request.controller.abort();
    return undefined;
  }
  const abort = () => request.controller.abort(signal.reason);
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  return request.response;
}

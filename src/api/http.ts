// One page over HTTP: the authorised GET, its deadline and abort, and the errors a failed request
// becomes. The body is read by the caller's
// `read` (api/body's readBody) under the same deadline.
import { DataViewsError } from './errors.ts';
import { pageBase, parseUrl } from './paging.ts';
import { holdsSecret } from '../lib/text.ts';

interface Deadline {
  readonly signal: AbortSignal;
  readonly timedOut: () => boolean;
  readonly dispose: () => void;
}

// Joined by hand: AbortSignal.any and AbortSignal.timeout are missing in some test DOMs, and a
// timeout must be told apart from the caller's abort.
function deadline(outer: AbortSignal | undefined, timeoutMs: number): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = (): void => controller.abort(outer?.reason);
  const timer =
    Number.isFinite(timeoutMs) && timeoutMs > 0 && timeoutMs <= 2_147_483_647
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
        }, timeoutMs)
      : undefined;
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted.', 'AbortError');
}

/** A network error's cause is kept for debugging unless its text could carry the key. */
function safeCause(error: unknown, apiKey: string): unknown {
  const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error);
  return holdsSecret(text, apiKey) ? undefined : error;
}

export function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

export interface GetPageOptions<T> {
  readonly url: string;
  readonly apiKey: string;
  /** The view, "hub/view", as errors name it. */
  readonly label: string;
  /** The caller's signal: aborting it rejects with its reason, as a cancel. */
  readonly signal?: AbortSignal | undefined;
  /** This request's deadline, its body included; non-positive or non-finite means none. */
  readonly timeoutMs: number;
  /** The Timeout error's detail; by default "No complete answer within …". */
  readonly timeoutDetail?: string | undefined;
  /** Reads the response's body (api/body's readBody), under the same deadline and abort. */
  readonly read: (response: Response) => Promise<T>;
}

/** One page: the response (its status line and headers), and its body as `read` gave it. */
export interface Page<T> {
  readonly response: Response;
  readonly body: T;
}

/** The headers of every request to the API: JSON accepted, and the key, if there is one. */
function requestHeaders(apiKey: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (apiKey !== '') headers.Authorization = `Bearer ${apiKey}`;
  return headers;
}

/**
 * GETs one page and reads its body with `read`. Rejects with a DataViewsError (Timeout,
 * NetworkError, Redirected, or whatever `read` threw), or with the caller's abort reason.
 */
export async function getPage<T>(options: GetPageOptions<T>): Promise<Page<T>> {
  const { url, apiKey, label, signal, timeoutMs, read } = options;
  if (signal?.aborted) throw abortReason(signal);
  const limit = deadline(signal, timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'GET',
      headers: requestHeaders(apiKey),
      signal: limit.signal,
    });
    refuseForeignRedirect(response, url, label);
    return { response, body: await read(response) };
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    // A DataViewsError already names what went wrong (a redirect, too large, an error status, not
    // JSON): it is kept even if the deadline passed meanwhile, while the body was parsed, say.
    if (error instanceof DataViewsError) throw error;
    if (limit.timedOut()) {
      throw new DataViewsError('Timeout', {
        view: label,
        detail: options.timeoutDetail ?? `No complete answer within ${seconds(timeoutMs)}.`,
      });
    }
    throw new DataViewsError('NetworkError', { view: label, cause: safeCause(error, apiKey) });
  } finally {
    limit.dispose();
  }
}

/**
 * A redirect that left the requested origin is refused: its rows would be shown under the API's name.
 * (Browsers drop the Authorization header on such a hop, so the key itself did not go along.)
 */
function refuseForeignRedirect(response: Response, asked: string, label: string): void {
  if (!response.redirected || !response.url) return;
  const from = parseUrl(asked, pageBase());
  const to = parseUrl(response.url);
  if (from && to && from.origin === to.origin) return;
  void response.body?.cancel().catch(() => undefined);
  throw new DataViewsError('Redirected', {
    view: label,
    detail: to ? `It was sent on to ${to.host}.` : undefined,
  });
}

// One page over HTTP: the authorised GET, its deadline and abort, and a byte limit while reading.
// The body is handed on as bytes: page-rows.ts parses it, on this thread or in the parse worker.
import { requestHeaders, takeEarly } from './early-requests.ts';
import { DataViewsError } from './errors.ts';
import { errorForStatus } from './http-errors.ts';
import { pageBase, parseUrl } from './paging.ts';
import { timeSlices } from '../lib/time-slices.ts';

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
  if (apiKey === '') return error;
  const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error);
  return text.includes(apiKey) ? undefined : error;
}

/** From this size a body is parsed in the parse worker, when the browser has workers. */
export const LARGE_BODY_BYTES = 1024 * 1024;

export interface Page {
  /** The body as received, not yet decoded: its chunks joined into one array when first read. */
  readonly data: Uint8Array;
  readonly byteLength: number;
  readonly contentType: string;
  readonly headers: Headers;
  readonly status: number;
  readonly statusText: string;
}

export function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

function tooLarge(label: string, maxBytes: number): DataViewsError {
  return new DataViewsError('TooLarge', {
    view: label,
    detail: `The answer is larger than ${megabytes(maxBytes)}; reading stopped there.`,
  });
}

/**
 * Told once a body reaches LARGE_BODY_BYTES, with its content type; may return where its bytes
 * should go as they arrive (every one so far, then each as it comes), to be parsed meanwhile.
 */
export type OnLargeBody = (contentType: string) => ((chunk: Uint8Array) => void) | undefined;

/** How long reading a body goes on before the page gets the thread back. */
const READ_SLICE_MS = 20;

/**
 * The body's bytes, counted as they arrive: past `maxBytes` the read is cancelled, so a runaway
 * body costs at most the limit in memory, never the whole of it.
 */
async function readBody(
  response: Response,
  budget: { left: number; limit: number },
  label: string,
  onLarge: OnLargeBody | undefined,
): Promise<Uint8Array[]> {
  const maxBytes = budget.left;
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(label, budget.limit);
  }
  // A large body is parsed off the main thread, while the rest of it arrives.
  let warned = false;
  let sink: ((chunk: Uint8Array) => void) | undefined;
  const chunks: Uint8Array[] = [];
  const grew = (size: number): void => {
    if (warned || !onLarge || size < LARGE_BODY_BYTES) return;
    warned = true;
    sink = onLarge(response.headers.get('content-type') ?? '');
    for (const chunk of chunks) sink?.(chunk);
  };
  if (Number.isFinite(declared)) grew(declared);
  if (!response.body) {
    const buffer = new Uint8Array(await response.arrayBuffer());
    if (buffer.byteLength > maxBytes) throw tooLarge(label, budget.limit);
    return [buffer];
  }
  const reader = response.body.getReader();
  let size = 0;
  // Chunks that piled up while the page was busy resolve one after another without a pause: the
  // page gets the thread back every few of them, not once 28 MB are read.
  const pause = timeSlices(READ_SLICE_MS);
  for (;;) {
    await pause();
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(label, budget.limit);
    }
    chunks.push(value);
    if (sink) sink(value);
    else grew(size);
  }
  return chunks;
}

/** Chunks as one array (the chunk itself when there is one). */
function joined(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

export async function getPage(
  url: string,
  apiKey: string,
  label: string,
  signal: AbortSignal | undefined,
  timeoutMs: number,
  budget: { left: number; limit: number },
  timeoutDetail: string = `No complete answer within ${seconds(timeoutMs)}.`,
  onLarge?: OnLargeBody,
): Promise<Page> {
  if (signal?.aborted) throw abortReason(signal);
  const limit = deadline(signal, timeoutMs);
  try {
    // The page's first script may have asked already (src/early.ts): that request is this one.
    const response = await (takeEarly(url, apiKey, limit.signal) ??
      fetch(url, { method: 'GET', headers: requestHeaders(apiKey), signal: limit.signal }));
    refuseForeignRedirect(response, url, label);
    const chunks = await readBody(response, budget, label, onLarge);
    if (!response.ok) {
      throw errorForStatus(response, new TextDecoder().decode(joined(chunks)), label, apiKey);
    }
    let data: Uint8Array | undefined;
    return {
      get data() {
        return (data ??= joined(chunks));
      },
      byteLength: chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0),
      contentType: response.headers.get('content-type') ?? '',
      headers: response.headers,
      status: response.status,
      statusText: response.statusText,
    };
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    if (limit.timedOut()) {
      throw new DataViewsError('Timeout', {
        view: label,
        detail: timeoutDetail,
      });
    }
    if (error instanceof DataViewsError) throw error;
    throw new DataViewsError('NetworkError', { view: label, cause: safeCause(error, apiKey) });
  } finally {
    limit.dispose();
  }
}

/**
 * A redirect that left the origin asked is refused: its rows would be shown under the API's name.
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

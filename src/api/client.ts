// The Data Views HTTP client: authorised GETs, timeout and abort, same-origin paging, typed errors.
import { findView, isViewName, UPSTREAM_HEADER, VIEW_PATH_PREFIX, viewPath } from './catalog.ts';
import type { ColumnDef, Row } from './catalog.ts';
import { DataViewsError } from './errors.ts';
import type { DataViewsErrorKind } from './errors.ts';
import { coerceRows } from './coerce.ts';
import { extractPage, isPlainObject } from './envelope.ts';

/** Where the API is and the key to show it. `origin` '' means this site's own origin. */
export interface Connection {
  readonly origin: string;
  readonly apiKey: string;
}

export type ParamValue = string | number | boolean | null | undefined;
export type ViewParams = Readonly<Record<string, ParamValue>>;

export interface FetchViewOptions {
  /** The caller's signal (react-query's): aborting it rejects with its reason, as a cancel. */
  readonly signal?: AbortSignal;
  /** Per request (each page gets its own); a non-positive or non-finite value means no timeout. */
  readonly timeoutMs?: number;
  readonly maxPages?: number;
  /** The most bytes read over all pages before giving up with `TooLarge`. */
  readonly maxBytes?: number;
  /** One deadline for the whole fetch, every page included; non-positive means none. */
  readonly totalTimeoutMs?: number;
}

export interface ViewResult<R extends Row = Row> {
  readonly rows: R[];
  /** Listed columns first in contract order, then extra columns in first-seen order. */
  readonly columns: string[];
  /** A total row count the service reported, if it did. */
  readonly reportedTotal: number | null;
  /** Columns beyond the view's own that were left out of `columns` (past the first 50). */
  readonly omittedColumns: number;
  /** More rows exist than were received and there was no way to get them: "showing N of M". */
  readonly incomplete: boolean;
  /** The parsed body; for several pages, the array of page bodies. */
  readonly raw: unknown;
  /** Response size in bytes, summed over pages. */
  readonly bytes: number;
  readonly durationMs: number;
  readonly pages: number;
  /** The first request URL (relative when the origin is ''); it never holds the key. */
  readonly url: string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_PAGES = 1_000;
/** The whole of a paged answer must arrive within this, however fast each page comes. */
export const DEFAULT_TOTAL_TIMEOUT_MS = 120_000;
/**
 * The most a view may send, over all its pages: 150 MB by default (the largest demo answer is
 * 28 MB), set at build time with VITE_DATA_VIEWS_MAX_BODY_MB. A body past it would hold the tab's
 * memory many times over once parsed; reading stops there with a message.
 */
export const DEFAULT_MAX_BYTES = maxBodyBytes(import.meta.env?.VITE_DATA_VIEWS_MAX_BODY_MB);

function maxBodyBytes(setting: unknown): number {
  const mb = typeof setting === 'string' ? Number(setting) : NaN;
  return (Number.isFinite(mb) && mb > 0 ? mb : 150) * 1024 * 1024;
}
const MESSAGE_LIMIT = 300;
const REDACTED = '[key removed]';
// Resolves relative links when there is no page location (Node); never requested.
const PLACEHOLDER_BASE = 'http://same-origin.invalid/';

/** Params as the request sends them: names sorted, empty values dropped, values as text. */
export function normaliseParams(params: ViewParams = {}): Record<string, string> {
  const entries: [string, string][] = [];
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (name === '' || value === null || value === undefined) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    const text = String(value);
    if (text.trim() !== '') entries.push([name, text]);
  }
  return Object.fromEntries(entries);
}

/** `{origin}/v1/data/views/{hub}/{view}?{params}`; relative when the origin is ''. */
export function viewUrl(origin: string, hub: string, view: string, params?: ViewParams): string {
  const query = new URLSearchParams(normaliseParams(params)).toString();
  return `${origin.trim().replace(/\/+$/, '')}${viewPath(hub, view)}${query ? `?${query}` : ''}`;
}

/**
 * Removes every occurrence of the key (and its URL-encoded form) from text a server sent back.
 * Repeats because a removal can join two halves into a new occurrence; gives up rather than leak.
 */
export function scrubSecret(text: string, secret: string): string | undefined {
  if (secret === '') return text;
  const forms = [...new Set([secret, encodeURIComponent(secret)])];
  const replacement = forms.some((f) => REDACTED.includes(f)) ? '' : REDACTED;
  let out = text;
  for (let round = 0; round < 10 && forms.some((f) => out.includes(f)); round++) {
    for (const f of forms) out = out.split(f).join(replacement);
  }
  return forms.some((f) => out.includes(f)) ? undefined : out;
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(
  value: string | null | undefined,
  nowMs = Date.now(),
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.ceil(Number(text));
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

function messageInJson(body: unknown, depth = 0): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (depth > 3) return undefined;
  if (Array.isArray(body)) {
    const parts = body.map((b) => messageInJson(b, depth + 1)).filter((m) => m !== undefined);
    return parts.length > 0 ? parts.join('; ') : undefined;
  }
  if (!isPlainObject(body)) return undefined;
  const keys = [
    'message',
    'error_description',
    'detail',
    'error',
    'errors',
    'title',
    'msg',
    'reason',
  ];
  for (const key of keys) {
    const found = Object.prototype.hasOwnProperty.call(body, key)
      ? messageInJson(body[key], depth + 1)
      : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The server's own words from an error body: JSON message fields or short text, never HTML. */
export function serverMessageFrom(
  text: string,
  contentType: string,
  apiKey: string,
): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || contentType.includes('html') || trimmed.startsWith('<')) return undefined;
  let message: string | undefined = trimmed;
  if (contentType.includes('json') || /^[[{"]/.test(trimmed)) {
    try {
      message = messageInJson(JSON.parse(trimmed));
    } catch {
      // Not JSON after all: the text itself is the message.
    }
  }
  if (message === undefined) return undefined;
  // Scrub before truncating, so a key cut in half at the end cannot leak its first part.
  const flat = message
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const clean = scrubSecret(flat, apiKey);
  if (!clean) return undefined;
  return clean.length > MESSAGE_LIMIT ? `${clean.slice(0, MESSAGE_LIMIT - 1).trimEnd()}…` : clean;
}

function kindForStatus(status: number): DataViewsErrorKind {
  switch (status) {
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'NotFound';
    case 408:
      return 'Timeout';
    case 429:
      return 'RateLimited';
  }
  if (status >= 400 && status < 500) return 'BadRequest';
  // 5xx, and anything else fetch did not resolve (it follows redirects itself).
  return 'ServerError';
}

function retryAfterFromBody(text: string): number | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (!isPlainObject(body)) return undefined;
    const value = body.retry_after ?? body.retryAfter;
    return typeof value === 'number' || typeof value === 'string'
      ? parseRetryAfter(String(value))
      : undefined;
  } catch {
    return undefined;
  }
}

function errorForStatus(
  response: Response,
  text: string,
  label: string,
  apiKey: string,
): DataViewsError {
  const kind = kindForStatus(response.status);
  const contentType = response.headers.get('content-type')?.toLowerCase() ?? '';
  const retryAfterSeconds =
    parseRetryAfter(response.headers.get('retry-after')) ??
    (kind === 'RateLimited' ? retryAfterFromBody(text) : undefined);
  return new DataViewsError(kind, {
    view: label,
    status: response.status,
    serverMessage: serverMessageFrom(text, contentType, apiKey),
    retryAfterSeconds,
  });
}

function malformed(label: string, detail: string): DataViewsError {
  return new DataViewsError('MalformedResponse', { view: label, detail });
}

// What String.prototype.trim removes; JSON.parse itself skips only space, tab, CR and LF.
const WHITESPACE = /\s/;

function isJsonSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * The first character that is not whitespace ('' for none), and whether the whitespace at both
 * ends is JSON's own, so JSON.parse can read the text as it is, without a trimmed copy of a body
 * of many megabytes.
 */
function inspectEnds(text: string): { first: string; parseable: boolean } {
  let parseable = true;
  let start = 0;
  while (start < text.length && WHITESPACE.test(text.charAt(start))) {
    if (!isJsonSpace(text.charCodeAt(start))) parseable = false;
    start++;
  }
  let end = text.length - 1;
  while (end > start && WHITESPACE.test(text.charAt(end))) {
    if (!isJsonSpace(text.charCodeAt(end))) parseable = false;
    end--;
  }
  return { first: text.charAt(start), parseable };
}

function parseBody(response: Response, text: string, label: string): unknown {
  const contentType = response.headers.get('content-type')?.toLowerCase() ?? '';
  const { first, parseable } = inspectEnds(text);
  if (contentType.includes('html') || first === '<') {
    throw malformed(label, 'The body is an HTML page, not JSON: check the API address.');
  }
  if (first === '') throw malformed(label, 'The body is empty.');
  try {
    return JSON.parse(parseable ? text : text.trim()) as unknown;
  } catch {
    // The parser's own message quotes the body, which could echo the key: it is not kept.
    throw malformed(label, 'The body is not valid JSON.');
  }
}

function nextFromLinkHeader(value: string | null): string | null {
  if (!value) return null;
  for (const part of value.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/s.exec(part);
    const rel = match ? /;\s*rel\s*=\s*(?:"([^"]*)"|([^;\s,]+))/i.exec(match[2] ?? '') : null;
    const rels = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (match?.[1] && rels.includes('next')) return match[1];
  }
  return null;
}

function totalFromHeader(value: string | null): number | null {
  return value && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : null;
}

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

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted.', 'AbortError');
}

/** A network error's cause is kept for debugging unless its text could carry the key. */
function safeCause(error: unknown, apiKey: string): unknown {
  if (apiKey === '') return error;
  const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error);
  return text.includes(apiKey) ? undefined : error;
}

interface Page {
  readonly body: unknown;
  readonly bytes: number;
  readonly headers: Headers;
}

function seconds(ms: number): string {
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
 * The body's bytes, counted as they arrive: past `maxBytes` the read is cancelled, so a runaway
 * body costs at most the limit in memory, never the whole of it.
 */
async function readBody(
  response: Response,
  budget: { left: number; limit: number },
  label: string,
): Promise<Uint8Array> {
  const maxBytes = budget.left;
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(label, budget.limit);
  }
  if (!response.body) {
    const buffer = new Uint8Array(await response.arrayBuffer());
    if (buffer.byteLength > maxBytes) throw tooLarge(label, budget.limit);
    return buffer;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(label, budget.limit);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

async function getPage(
  url: string,
  apiKey: string,
  label: string,
  signal: AbortSignal | undefined,
  timeoutMs: number,
  budget: { left: number; limit: number },
  timeoutDetail: string = `No complete answer within ${seconds(timeoutMs)}.`,
): Promise<Page> {
  if (signal?.aborted) throw abortReason(signal);
  const limit = deadline(signal, timeoutMs);
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (apiKey !== '') headers.Authorization = `Bearer ${apiKey}`;
    const response = await fetch(url, { method: 'GET', headers, signal: limit.signal });
    refuseForeignRedirect(response, url, label);
    const buffer = await readBody(response, budget, label);
    const text = new TextDecoder().decode(buffer);
    if (!response.ok) throw errorForStatus(response, text, label, apiKey);
    return {
      body: parseBody(response, text, label),
      bytes: buffer.byteLength,
      headers: response.headers,
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

function parseUrl(url: string, base?: string | URL): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * The upstream base URL the app's own server proxies `/v1` to, from its announcement header; null
 * when the answer did not come through that proxy (the demo API, or a direct API origin).
 */
export function upstreamBaseOf(headers: Headers): URL | null {
  const value = headers.get(UPSTREAM_HEADER)?.trim();
  const url = value ? parseUrl(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.search = '';
  url.hash = '';
  return url;
}

/**
 * Where to ask for the next page, or null when it cannot be followed without sending the key to
 * another origin. `current` is the URL just requested (on `home`, the first request's origin).
 * Behind the proxy (`upstream` known), a link naming the upstream's origin under its base path
 * is the same resource seen from the other side of the proxy: it maps to `home` + the rest of
 * the path, and relative links resolve as the upstream would resolve them. A link to any other
 * origin, or outside the views path, is left alone.
 */
export function followableLink(
  link: string,
  current: URL,
  home: string,
  upstream: URL | null,
): URL | null {
  if (upstream) {
    // '' at the upstream's root: a URL's path is never empty, so '/' stands for none.
    const base = upstream.pathname.replace(/\/+$/, '');
    const seenUpstream = new URL(`${base}${current.pathname}${current.search}`, upstream.origin);
    const target = parseUrl(link, seenUpstream);
    if (!target) return null;
    if (target.origin === home) return target;
    if (target.origin !== upstream.origin || !target.pathname.startsWith(`${base}/`)) return null;
    const rest = target.pathname.slice(base.length);
    if (!rest.startsWith(VIEW_PATH_PREFIX)) return null;
    return new URL(`${rest}${target.search}`, home);
  }
  const target = parseUrl(link, current);
  return target && target.origin === home ? target : null;
}

function pageBase(): string {
  const href: unknown = globalThis.location?.href;
  return typeof href === 'string' && /^https?:/i.test(href) ? href : PLACEHOLDER_BASE;
}

function checkConnection(conn: Connection, apiKey: string, label: string): void {
  // A bearer token is visible ASCII; anything else makes fetch throw with the key in its message.
  if (/[^\x21-\x7e]/.test(apiKey)) {
    throw new DataViewsError('Unauthorized', {
      view: label,
      detail: 'The key has characters an API key cannot contain.',
    });
  }
  const origin = conn.origin.trim();
  if (origin === '') return;
  if (!/^https?:$/.test(parseUrl(origin)?.protocol ?? '')) {
    throw new DataViewsError('NetworkError', {
      view: label,
      detail: 'The API address is not an http(s) URL.',
    });
  }
}

/**
 * Fetches every row of a view, for any hub/view string: known views are coerced by the catalog,
 * unknown ones keep scalar cells. Rejects with a DataViewsError, or with the caller's abort reason.
 */
export async function fetchView<R extends Row = Row>(
  conn: Connection,
  hub: string,
  view: string,
  params: ViewParams = {},
  options: FetchViewOptions = {},
): Promise<ViewResult<R>> {
  const label = `${hub}/${view}`;
  const apiKey = conn.apiKey.trim();
  const {
    signal,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxPages = DEFAULT_MAX_PAGES,
    maxBytes = DEFAULT_MAX_BYTES,
    totalTimeoutMs = DEFAULT_TOTAL_TIMEOUT_MS,
  } = options;
  if (signal?.aborted) throw abortReason(signal);
  checkConnection(conn, apiKey, label);
  if (!isViewName(hub) || !isViewName(view)) {
    throw new DataViewsError('BadRequest', {
      view: label,
      detail: 'Hub and view names are letters, digits, _ and - only.',
    });
  }

  const columns: readonly ColumnDef[] = findView(hub, view)?.columns ?? [];
  const firstUrl = viewUrl(conn.origin, hub, view, params);
  const relative = conn.origin.trim() === '';
  let current = new URL(firstUrl, pageBase());
  const home = current.origin;
  const visited = new Set<string>([current.href]);
  let requestUrl = firstUrl;

  const started = performance.now();
  const bodies: unknown[] = [];
  const records: Record<string, unknown>[] = [];
  const fields: string[] = [];
  let bytes = 0;
  let total: number | null = null;
  let incomplete = false;

  for (;;) {
    const left = totalTimeoutMs > 0 ? totalTimeoutMs - (performance.now() - started) : Infinity;
    const whole = `The whole answer (${bodies.length + 1} pages asked for) did not arrive within ${seconds(totalTimeoutMs)}.`;
    if (left <= 0) throw new DataViewsError('Timeout', { view: label, detail: whole });
    const perPage = timeoutMs > 0 && Number.isFinite(timeoutMs) ? timeoutMs : Infinity;
    const page = await getPage(
      requestUrl,
      apiKey,
      label,
      signal,
      Math.min(perPage, left),
      { left: maxBytes - bytes, limit: maxBytes },
      left < perPage ? whole : undefined,
    );
    bodies.push(page.body);
    bytes += page.bytes;
    const raw = extractPage(page.body, label, columns);
    // A loop, not push(...rows): spreading a very large page would overflow the call stack.
    for (const record of raw.records) records.push(record);
    for (const field of raw.fields) fields.push(field);
    const pageTotal = raw.total ?? totalFromHeader(page.headers.get('x-total-count'));
    if (pageTotal !== null) total = Math.max(total ?? 0, pageTotal);

    const link = raw.next ?? nextFromLinkHeader(page.headers.get('link'));
    if (link === null) {
      incomplete ||= raw.hasMore;
      break;
    }
    // The key goes only where the first request went: a link elsewhere is left unfollowed.
    const target = followableLink(
      link,
      current,
      home,
      relative ? upstreamBaseOf(page.headers) : null,
    );
    if (!target) {
      incomplete = true;
      break;
    }
    target.hash = '';
    if (visited.has(target.href)) break;
    if (bodies.length >= maxPages) {
      incomplete = true;
      break;
    }
    visited.add(target.href);
    current = target;
    requestUrl = relative ? `${target.pathname}${target.search}` : target.href;
  }

  const { rows, columns: names, omittedColumns } = coerceRows(records, columns, fields);
  if (total !== null && total > rows.length) incomplete = true;
  return {
    rows: rows as R[],
    columns: names,
    omittedColumns,
    reportedTotal: total,
    incomplete,
    raw: bodies.length === 1 ? bodies[0] : bodies,
    bytes,
    durationMs: Math.max(0, performance.now() - started),
    pages: bodies.length,
    url: firstUrl,
  };
}

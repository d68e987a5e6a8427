// The Data Views client: every page of a view, on the API's origin only, coerced by the catalog.
import { findView, isViewName } from './catalog.ts';
import type { ColumnDef, Row } from './catalog.ts';
import { DataViewsError } from './errors.ts';
import { MAX_EXTRA_COLUMNS } from './coerce.ts';
import { readBody } from './body/read-body.ts';
import { abortReason, getPage, seconds } from './http.ts';
import { keyScrubber, type KeyScrubber } from './key-in-data.ts';
import {
  followableLink,
  isSameView,
  nextFromLinkHeader,
  pageBase,
  parseUrl,
  totalFromHeader,
  upstreamBaseOf,
} from './paging.ts';
import { viewUrl, type ViewParams } from './view-url.ts';
import { holdsSecret } from '../lib/text.ts';

// The key scrubber is part of the client's promise that no row it hands on holds the key: every
// page's cells and extra column names pass through here, the one place all of them meet the key
// (the parse may run in a worker, which never has it).
// Only the check is here (mayHoldKey): the scrubber (key-in-data.ts, loaded with http-errors.ts)
// loads for a response that may hold the key. A large body's first rows are checked where they are
// read (off-thread.ts), before they are told.

/**
 * Whether a page's rows may hold the key: its body's text holds it, or an escape that could spell
 * it (`\u0073`: every backslash counts), or the body was kept as bytes (a large one, read in the
 * worker), whose rows are then walked unseen. Only then does the scrubber load.
 */
function mayHoldKey(key: string, raw: unknown): boolean {
  // A body that is no text, or has a backslash, is checked as if it were the key itself: it "holds"
  // it whenever there is a key.
  return holdsSecret(typeof raw === 'string' && !/\\/.test(raw) ? raw : key, key);
}

/** Where the API is and the key to show it. `origin` '' means this site's own origin. */
export interface Connection {
  readonly origin: string;
  readonly apiKey: string;
  /** The key's id (key-id.ts), made when the key is set, part of every query key. */
  readonly keyId: string;
}

/** What a request needs: the key's id only keys the cache. */
export type Endpoint = Pick<Connection, 'origin' | 'apiKey'>;

export type { ParamValue, ViewParams } from './view-url.ts';
export { normaliseParams, viewUrl } from './view-url.ts';

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
  /**
   * Told once, with the rows read so far, while more are still to come: the first slice of a large
   * body read as it arrives, or the first page of several. Coerced as the whole response will be;
   * what the screen shows until the rest is in.
   */
  readonly onFirstRows?: (rows: Row[]) => void;
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
  /** The first page's status line. */
  readonly status: number;
  readonly statusText: string;
  /**
   * The first page's response headers the browser lets the page read (all of a same-origin response;
   * of another origin's, the CORS-safelisted ones and those it exposes), names in lower case.
   */
  readonly headers: readonly (readonly [string, string])[];
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_PAGES = 1_000;
/** The whole of a paged response must arrive within this, however fast each page comes. */
export const DEFAULT_TOTAL_TIMEOUT_MS = 120_000;
/**
 * The most a view may send, over all its pages: 150 MB by default (the largest demo response is
 * 28 MB), set at build time with VITE_DATA_VIEWS_MAX_BODY_MB. A body past it would hold the tab's
 * memory many times over once parsed; reading stops there with a message.
 */
export const DEFAULT_MAX_BYTES = maxBodyBytes(import.meta.env?.VITE_DATA_VIEWS_MAX_BODY_MB);

function maxBodyBytes(setting: unknown): number {
  const mb = typeof setting === 'string' ? Number(setting) : NaN;
  return (Number.isFinite(mb) && mb > 0 ? mb : 150) * 1024 * 1024;
}

function checkConnection(conn: Endpoint, apiKey: string, label: string): void {
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
// eslint-disable-next-line max-lines-per-function -- one view's every page, in order: the byte budget, the paging loop and its errors read top to bottom, which split into helpers hid the order the errors must keep
export async function fetchView<R extends Row = Row>(
  conn: Endpoint,
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
    onFirstRows,
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
  // Made on the first text that holds the key, then kept for every page: its renames stay alike.
  let scrub: KeyScrubber | undefined;
  const firstUrl = viewUrl(conn.origin, hub, view, params);
  const relative = conn.origin.trim() === '';
  let current = new URL(firstUrl, pageBase());
  const home = current.origin;
  const firstPage = current;
  const visited = new Set<string>([current.href]);
  let requestUrl = firstUrl;

  const started = performance.now();
  const bodies: unknown[] = [];
  const rows: Row[] = [];
  const extras = new Set<string>();
  let bytes = 0;
  let total: number | null = null;
  let incomplete = false;
  let first: { status: number; statusText: string; headers: [string, string][] } | null = null;
  let told = !onFirstRows;
  const tell = (more: readonly Row[]): void => {
    if (told) return;
    told = true;
    onFirstRows?.(rows.concat(more));
  };

  for (;;) {
    const left = totalTimeoutMs > 0 ? totalTimeoutMs - (performance.now() - started) : Infinity;
    const whole = `The whole answer (${bodies.length + 1} pages asked for) did not arrive within ${seconds(totalTimeoutMs)}.`;
    if (left <= 0) throw new DataViewsError('Timeout', { view: label, detail: whole });
    const perPage = timeoutMs > 0 && Number.isFinite(timeoutMs) ? timeoutMs : Infinity;
    // The page's response, and its rows read from the body (with the body kept for the Raw JSON).
    const { response, body: read } = await getPage({
      url: requestUrl,
      apiKey,
      label,
      signal,
      timeoutMs: Math.min(perPage, left),
      timeoutDetail: left < perPage ? whole : undefined,
      read: (pageResponse) =>
        readBody(pageResponse, {
          label,
          columns,
          apiKey,
          signal,
          maxBytes: maxBytes - bytes,
          byteLimit: maxBytes,
          onFirstRows: tell,
        }),
    });
    bodies.push(read.raw);
    bytes += read.bytes;
    if (!scrub && mayHoldKey(apiKey, read.raw)) {
      scrub = keyScrubber(apiKey, columns);
    }
    // The page's extras are its own fresh list (coerce.ts): renamed in place with its rows.
    scrub?.rows(read.rows, read.extras as string[]);
    // The status line and headers as sent, like the body's text (`raw`): the Explorer, which alone
    // shows them, removes the key as it shows them (status-line.ts, result-panel.tsx).
    first ??= {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
    };
    // A loop, not push(...rows): spreading a very large page would overflow the call stack.
    for (const row of read.rows) rows.push(row);
    for (const name of read.extras) extras.add(name);
    const pageTotal = read.total ?? totalFromHeader(response.headers.get('x-total-count'));
    if (pageTotal !== null) total = Math.max(total ?? 0, pageTotal);

    const link = read.next ?? nextFromLinkHeader(response.headers.get('link'));
    if (link === null) {
      incomplete ||= read.hasMore;
      break;
    }
    tell([]);
    // The key goes only where the first request went, and the rows come only from this view: a
    // link elsewhere, or to another view, is left unfollowed (the result is then incomplete).
    const target = followableLink(
      link,
      current,
      home,
      relative ? upstreamBaseOf(response.headers) : null,
    );
    if (!target || !isSameView(target, firstPage)) {
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

  const shownExtras = [...extras].slice(0, MAX_EXTRA_COLUMNS);
  if (total !== null && total > rows.length) incomplete = true;
  return {
    rows: rows as R[],
    columns: [...new Set(columns.map((column) => column.name)), ...shownExtras],
    omittedColumns: extras.size - shownExtras.length,
    reportedTotal: total,
    incomplete,
    raw: bodies.length === 1 ? bodies[0] : bodies,
    bytes,
    durationMs: Math.max(0, performance.now() - started),
    pages: bodies.length,
    url: firstUrl,
    status: first?.status ?? 200,
    statusText: first?.statusText ?? '',
    headers: first?.headers ?? [],
  };
}

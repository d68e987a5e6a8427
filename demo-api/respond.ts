// Bodies and headers of the demo API's responses: the outer response shapes and the JSON errors.
import type { CellValue, Row } from '../src/api/catalog.ts';
import type { ResponseShape } from './options.ts';

const BASE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
};

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...BASE_HEADERS, ...headers } });
}

/**
 * Where a Response made from a kept response also carries the kept bytes themselves, so a server can
 * send them without reading the Response's copy (server/fetch-bridge.ts). Never to be mutated.
 */
export const KEPT_BODY: unique symbol = Symbol.for('data-views.demo-api.kept-body');

/** A Response that may carry the kept bytes of its body under KEPT_BODY. */
export type MaybeKeptResponse = Response & { readonly [KEPT_BODY]?: Uint8Array<ArrayBuffer> };

/**
 * A JSON answer already serialised (the Response has its own copy); `kept` when the bytes stay in the
 * answer cache (demo-api/answer-cache.ts), so they may travel along under KEPT_BODY.
 */
export function bytesResponse(
  status: number,
  body: Uint8Array<ArrayBuffer>,
  headers: Readonly<Record<string, string>>,
  kept: boolean,
): Response {
  const init = { status, headers: { ...BASE_HEADERS, ...headers } };
  if (!kept) return new Response(body, init);
  // The Response's own copy is made only if it is read: a server sending the kept bytes cancels
  // it unread (an 868 KB copy per request was a tenth of the server's time in collecting garbage).
  const lazy = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(body.slice());
        controller.close();
      },
    },
    // No read ahead: with the default (1) the stream would pull, and copy, before any read.
    { highWaterMark: 0 },
  );
  const response = new Response(lazy, init);
  Object.defineProperty(response, KEPT_BODY, { value: body });
  return response;
}

/** `{ error, message }`; `message` is for a person and never carries the caller's key. */
export function errorResponse(
  status: number,
  error: string,
  message: string,
  headers: Readonly<Record<string, string>> = {},
  extra: Readonly<Record<string, string>> = {},
): Response {
  return jsonResponse(status, { error, message, ...extra }, headers);
}

export interface ShapeContext {
  /** The request's URL with the base path removed: what the handler routed on. */
  readonly url: URL;
  /** The path prefix the service is published under ('' for none), kept on paging links. */
  readonly basePath: string;
  readonly hub: string;
  readonly view: string;
  /** The view's columns, in the catalog's order. */
  readonly columns: readonly string[];
  /** 1-based; only the paging shapes read it. */
  readonly page: number;
  readonly pageSize: number;
}

/** A body and the headers that go with it (paging by `Link` header carries its links there). */
export interface Shaped {
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/** A fresh row with exactly the catalog's columns in its order; cached rows are never mutated. */
function project(row: Row, columns: readonly string[]): Row {
  const out: Row = {};
  for (const c of columns) out[c] = row[c] ?? null;
  return out;
}

function cells(row: Row, columns: readonly string[]): CellValue[] {
  return columns.map((c) => row[c] ?? null);
}

/**
 * The absolute URL of another page, built from the request's own origin (its Host) and the base
 * path, as real services (Django REST framework and the like) build their `next` links.
 */
function pageUrl(ctx: ShapeContext, page: number): string {
  const query = new URLSearchParams(ctx.url.search);
  query.set('page', String(page));
  return `${ctx.url.origin}${ctx.basePath}${ctx.url.pathname}?${query.toString()}`;
}

/** Wraps rows the way `shape` asks, so the client's tolerance of each is exercised. */
export function shapeRows(shape: ResponseShape, rows: readonly Row[], ctx: ShapeContext): Shaped {
  const objects = (list: readonly Row[]): Row[] => list.map((r) => project(r, ctx.columns));
  const start = (ctx.page - 1) * ctx.pageSize;
  const end = start + ctx.pageSize;
  const more = end < rows.length;
  switch (shape) {
    case 'array':
      return { body: objects(rows), headers: {} };
    case 'wrapped':
      return { body: { data: objects(rows), total: rows.length }, headers: {} };
    case 'nested':
      return {
        body: {
          result: { rows: objects(rows) },
          meta: { hub: ctx.hub, view: ctx.view, row_count: rows.length },
        },
        headers: {},
      };
    case 'columnar':
      return {
        body: { columns: ctx.columns, rows: rows.map((r) => cells(r, ctx.columns)) },
        headers: {},
      };
    case 'paged':
      // Django REST framework's page: { count, next, previous, results }, links absolute.
      return {
        body: {
          count: rows.length,
          next: more ? pageUrl(ctx, ctx.page + 1) : null,
          previous: ctx.page > 1 ? pageUrl(ctx, ctx.page - 1) : null,
          results: objects(rows.slice(start, end)),
        },
        headers: {},
      };
    case 'link': {
      // GitHub-style: a bare array per page, the links in `Link`, the total in `X-Total-Count`.
      const links = [`<${pageUrl(ctx, 1)}>; rel="first"`];
      if (more) links.unshift(`<${pageUrl(ctx, ctx.page + 1)}>; rel="next"`);
      if (ctx.page > 1) links.push(`<${pageUrl(ctx, ctx.page - 1)}>; rel="prev"`);
      return {
        body: objects(rows.slice(start, end)),
        headers: { Link: links.join(', '), 'X-Total-Count': String(rows.length) },
      };
    }
  }
}

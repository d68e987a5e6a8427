// Bodies and headers of the demo API's answers: the outer response shapes and the JSON errors.
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
  readonly url: URL;
  readonly hub: string;
  readonly view: string;
  /** The view's columns, in the catalog's order. */
  readonly columns: readonly string[];
  /** 1-based; only the `paged` shape reads it. */
  readonly page: number;
  readonly pageSize: number;
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

/** Wraps rows the way `shape` asks, so the client's tolerance of each is exercised. */
export function shapeRows(shape: ResponseShape, rows: readonly Row[], ctx: ShapeContext): unknown {
  const objects = (list: readonly Row[]): Row[] => list.map((r) => project(r, ctx.columns));
  switch (shape) {
    case 'array':
      return objects(rows);
    case 'wrapped':
      return { data: objects(rows), total: rows.length };
    case 'nested':
      return {
        result: { rows: objects(rows) },
        meta: { hub: ctx.hub, view: ctx.view, row_count: rows.length },
      };
    case 'columnar':
      return { columns: ctx.columns, rows: rows.map((r) => cells(r, ctx.columns)) };
    case 'paged': {
      const start = (ctx.page - 1) * ctx.pageSize;
      const end = start + ctx.pageSize;
      let next: string | null = null;
      if (end < rows.length) {
        const query = new URLSearchParams(ctx.url.search);
        query.set('page', String(ctx.page + 1));
        // Relative on purpose: the client must resolve it against the API origin it called.
        next = `${ctx.url.pathname}?${query.toString()}`;
      }
      return {
        data: objects(rows.slice(start, end)),
        page: ctx.page,
        page_size: ctx.pageSize,
        total: rows.length,
        next,
      };
    }
  }
}

// Finds the rows of any Data Views body: bare arrays, wrappers, one level of nesting, columnar
// tables, and the paging links and totals around them. The contract leaves all of it "not shown".
import { findView } from './catalog.ts';
import type { ColumnDef } from './catalog.ts';
import { DataViewsError } from './errors.ts';
import {
  HAS_MORE_KEYS,
  HEADER_KEYS,
  META_KEYS,
  NEXT_KEYS,
  NOT_ROWS,
  ROW_KEYS,
  TOTAL_KEYS,
} from './envelope-keys.ts';

/** One page of a body, before coercion: the row objects as the server sent them. */
export interface RawPage {
  readonly records: readonly Record<string, unknown>[];
  /** Field names in first-seen order: a columnar header first, then the records' keys. */
  readonly fields: string[];
  /** A link to the next page (absolute or relative URL), as the body named it. */
  readonly next: string | null;
  /** The body says more rows exist but names no link we could follow (a cursor, a flag). */
  readonly hasMore: boolean;
  /** A total row count the body reported. */
  readonly total: number | null;
}

/** A JSON object as parsed: what a row or an envelope is before anything is checked. */
export type JsonObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function own(obj: JsonObject, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/** `hub/view` split at the first slash: catalog hub names never contain one. */
export function columnsOfLabel(label: string): readonly ColumnDef[] {
  const slash = label.indexOf('/');
  if (slash < 0) return [];
  return findView(label.slice(0, slash), label.slice(slash + 1))?.columns ?? [];
}

function malformed(label: string, detail: string): DataViewsError {
  return new DataViewsError('MalformedResponse', { view: label, detail });
}

function fieldsFromHeader(header: unknown): string[] | null {
  if (!Array.isArray(header) || header.length === 0) return null;
  const names: string[] = [];
  for (const entry of header) {
    if (typeof entry === 'string') {
      names.push(entry);
      continue;
    }
    if (!isPlainObject(entry)) return null;
    const name = ['name', 'field', 'key', 'id', 'column'].map((k) => own(entry, k)).find(isString);
    if (name === undefined) return null;
    names.push(name);
  }
  return names;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function findHeader(obj: JsonObject): string[] | null {
  for (const key of HEADER_KEYS) {
    const names = fieldsFromHeader(own(obj, key));
    if (names) return names;
  }
  return null;
}

/**
 * Turns an array into row objects, or null when it is not a table: objects are rows as they are;
 * arrays of cells need a header (the body's own, or the catalog's column order, which the contract
 * fixes); bare scalars are rows of a single-column view.
 */
function recordsOf(
  items: readonly unknown[],
  header: string[] | null,
): readonly JsonObject[] | null {
  if (items.every(isPlainObject)) return items;
  if (!header || header.length === 0) return null;
  if (items.every(Array.isArray)) {
    return items.map((cells: readonly unknown[]) =>
      Object.fromEntries(cells.map((cell, i) => [header[i] ?? `column_${i + 1}`, cell] as const)),
    );
  }
  if (header.length === 1 && items.every((item) => !isPlainObject(item) && !Array.isArray(item))) {
    const [name] = header as [string];
    return items.map((item) => Object.fromEntries([[name, item]]));
  }
  return null;
}

interface Located {
  readonly records: readonly JsonObject[];
  readonly header: string[] | null;
  /** The objects around the rows, outermost first: where paging and totals are looked for. */
  readonly containers: JsonObject[];
}

function positionalHeader(
  items: readonly unknown[],
  columns: readonly ColumnDef[],
): string[] | null {
  if (columns.length === 0) return null;
  const names = columns.map((c) => c.name);
  // Positional cells are only trusted when every row has exactly the contract's columns.
  if (items.every((item) => Array.isArray(item) && item.length === names.length)) return names;
  if (names.length === 1 && items.every((item) => !isPlainObject(item) && !Array.isArray(item))) {
    return names;
  }
  return null;
}

interface ShapeContext {
  /** The view's own name, which a body may use as the key of its rows. */
  readonly viewName: string;
  /** The contract's columns, which name positional cells. */
  readonly columns: readonly ColumnDef[];
}

/** One kind of body the client knows: where it keeps its rows, or null when the body is not it. */
interface Shape {
  readonly name: string;
  readonly locate: (body: unknown, context: ShapeContext) => Located | null;
}

function knownRowKeys(viewName: string): string[] {
  return [...ROW_KEYS, viewName].filter((k) => k !== '' && !HEADER_KEYS.includes(k));
}

/** The rows in `obj[key]` when it is an array of rows (with the object's header, if it has one). */
function rowsAt(obj: JsonObject, key: string, columns: readonly ColumnDef[]): Located | null {
  const value = own(obj, key);
  if (!Array.isArray(value)) return null;
  const header = findHeader(obj);
  const records = recordsOf(value, header ?? positionalHeader(value, columns));
  return records ? { records, header, containers: [obj] } : null;
}

function underKnownKey(obj: JsonObject, { viewName, columns }: ShapeContext): Located | null {
  for (const key of knownRowKeys(viewName)) {
    const found = rowsAt(obj, key, columns);
    if (found) return found;
  }
  return null;
}

/** Any other name is accepted only when exactly one array sits in the object: nothing is guessed. */
function onlyArray(obj: JsonObject, { viewName, columns }: ShapeContext): Located | null {
  const known = new Set(knownRowKeys(viewName));
  const arrays = Object.keys(obj).filter(
    (k) => !known.has(k) && !NOT_ROWS.has(k) && Array.isArray(obj[k]),
  );
  return arrays.length === 1 ? rowsAt(obj, arrays[0] as string, columns) : null;
}

function oneLevelDown(obj: JsonObject, context: ShapeContext): Located | null {
  for (const key of knownRowKeys(context.viewName)) {
    const inner = own(obj, key);
    if (!isPlainObject(inner)) continue;
    const found = underKnownKey(inner, context) ?? onlyArray(inner, context);
    if (found) return { ...found, containers: [obj, ...found.containers] };
  }
  return null;
}

const inObject =
  (locate: (obj: JsonObject, context: ShapeContext) => Located | null) =>
  (body: unknown, context: ShapeContext): Located | null =>
    isPlainObject(body) ? locate(body, context) : null;

/** The bodies the client knows, in the order they are tried: the first that fits is used. */
const SHAPES: readonly Shape[] = [
  {
    name: "an array of rows: objects, or cells in the contract's column order",
    locate: (body, { columns }) => {
      if (!Array.isArray(body)) return null;
      const records = recordsOf(body, positionalHeader(body, columns));
      return records ? { records, header: null, containers: [] } : null;
    },
  },
  {
    name: "rows under a known key (results, data, items, …, or the view's name), columnar or not",
    locate: inObject(underKnownKey),
  },
  {
    name: 'the same one level down (data.items, response.results)',
    locate: inObject(oneLevelDown),
  },
  { name: 'the only array in the object, whatever its name', locate: inObject(onlyArray) },
];

function classifyLink(value: unknown): { link: string | null; more: boolean } {
  if (isPlainObject(value)) return classifyLink(own(value, 'href') ?? own(value, 'url'));
  if (typeof value !== 'string') return { link: null, more: false };
  const text = value.trim();
  if (text === '') return { link: null, more: false };
  // A bare token is a cursor whose parameter name we cannot know: resolving it as a relative URL
  // would request some other path, so it only tells us that more rows exist.
  const looksLikeUrl = /^[a-z][a-z0-9+.-]*:/i.test(text) || /^(\/|\?|\.\.?\/)/.test(text);
  return looksLikeUrl ? { link: text, more: false } : { link: null, more: true };
}

function nextFromLinks(links: unknown): unknown {
  if (isPlainObject(links)) return own(links, 'next');
  if (Array.isArray(links)) {
    const entry = links.find((l) => {
      if (!isPlainObject(l)) return false;
      const rel = own(l, 'rel');
      return rel === 'next' || (Array.isArray(rel) && rel.includes('next'));
    });
    return isPlainObject(entry)
      ? (own(entry, 'href') ?? own(entry, 'url') ?? own(entry, 'link'))
      : undefined;
  }
  return undefined;
}

function withMeta(containers: readonly JsonObject[]): JsonObject[] {
  const all: JsonObject[] = [];
  for (const c of containers) {
    all.push(c);
    for (const key of META_KEYS) {
      const meta = own(c, key);
      if (isPlainObject(meta)) all.push(meta);
    }
  }
  return all;
}

function findNext(containers: readonly JsonObject[]): { link: string | null; more: boolean } {
  let more = false;
  for (const c of containers) {
    const candidates = [
      ...NEXT_KEYS.map((k) => own(c, k)),
      nextFromLinks(own(c, 'links')),
      nextFromLinks(own(c, '_links')),
    ];
    for (const candidate of candidates) {
      const found = classifyLink(candidate);
      if (found.link) return found;
      more ||= found.more;
    }
    more ||= HAS_MORE_KEYS.some((k) => own(c, k) === true || own(c, k) === 'true');
  }
  return { link: null, more };
}

function asCount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) return Number(value);
  // Elasticsearch reports `total: { value: n }`.
  if (isPlainObject(value)) return asCount(own(value, 'value'));
  return null;
}

function findTotal(containers: readonly JsonObject[]): number | null {
  for (const key of TOTAL_KEYS) {
    for (const c of containers) {
      const total = asCount(own(c, key));
      if (total !== null) return total;
    }
  }
  return null;
}

/**
 * Whether `record`'s enumerable keys are exactly `keys`, in order. Rows of one table nearly always
 * share one shape, so comparing with the previous row's keys (no array built) skips most of the
 * per-row key work; anything unusual (an inherited enumerable key included) just compares unequal.
 */
export function hasKeys(record: JsonObject, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in record) {
    if (keys[i] !== key) return false;
    i++;
  }
  return i === keys.length;
}

function fieldsOf(records: readonly JsonObject[], header: readonly string[] | null): string[] {
  const seen = new Set<string>(header ?? []);
  let shape: readonly string[] | null = null;
  for (const record of records) {
    if (shape !== null && hasKeys(record, shape)) continue;
    shape = Object.keys(record);
    for (const key of shape) seen.add(key);
  }
  return [...seen];
}

/**
 * Finds the rows, the next link and the total in a parsed body. `label` is `hub/view`, used in
 * errors; `columns` (by default the catalog's for that label) lets positional rows be named.
 */
export function extractPage(
  body: unknown,
  label: string,
  columns: readonly ColumnDef[] = columnsOfLabel(label),
): RawPage {
  const viewName = label.slice(label.indexOf('/') + 1);
  let located: Located | null = null;
  for (const shape of SHAPES) {
    located = shape.locate(body, { viewName, columns });
    if (located) break;
  }
  if (!located) {
    const what = Array.isArray(body)
      ? 'an array that is not a list of rows'
      : isPlainObject(body)
        ? 'an object with no list of rows in it'
        : `a bare ${body === null ? 'null' : typeof body}`;
    throw malformed(label, `The body is ${what}.`);
  }
  const around = withMeta(located.containers);
  const { link, more } = findNext(around);
  return {
    records: located.records,
    fields: fieldsOf(located.records, located.header),
    next: link,
    hasMore: more,
    total: findTotal(around),
  };
}

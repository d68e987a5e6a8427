// Reads any Data Views body into rows: finds them in any envelope, and coerces cells by the catalog.
import { findView } from './catalog.ts';
import type { CellValue, ColumnDef, ColumnType, Row } from './catalog.ts';
import { DataViewsError } from './errors.ts';

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

/** Coerced rows: listed columns first in contract order, then unlisted ones in first-seen order. */
export interface CoercedRows {
  readonly rows: Row[];
  readonly columns: string[];
  /** Unlisted columns past MAX_EXTRA_COLUMNS, left out of `columns` (their cells stay in rows). */
  readonly omittedColumns: number;
}

/**
 * The most columns beyond the view's own that a table shows: a body whose every row has keys of
 * its own would otherwise ask for thousands of headers and stall the page.
 */
export const MAX_EXTRA_COLUMNS = 50;

export interface NormalisedBody extends CoercedRows {
  readonly next: string | null;
  readonly hasMore: boolean;
  readonly total: number | null;
}

type JsonObject = Record<string, unknown>;

// The contract does not document the envelope, so these are the names common APIs use.
const ROW_KEYS = [
  'data',
  'rows',
  'results',
  'items',
  'records',
  'result',
  'values',
  'content',
  'entries',
  'list',
  'hits',
  'objects',
  'elements',
];
const HEADER_KEYS = ['columns', 'fields', 'headers', 'header', 'column_names', 'columnNames'];
const NEXT_KEYS = [
  'next',
  'next_url',
  'nextUrl',
  'next_page_url',
  'nextPageUrl',
  'next_link',
  'nextLink',
  'next_href',
  'next_page',
  'nextPage',
  '@odata.nextLink',
  'odata.nextLink',
];
const HAS_MORE_KEYS = [
  'has_more',
  'hasMore',
  'has_next',
  'hasNext',
  'has_next_page',
  'hasNextPage',
  'more',
];
// Explicit totals win over `count`, which some APIs use for the size of the current page.
const TOTAL_KEYS = [
  'total',
  'total_count',
  'totalCount',
  'total_rows',
  'totalRows',
  'total_results',
  'totalResults',
  'total_items',
  'totalItems',
  'total_records',
  'totalRecords',
  'total_size',
  'totalSize',
  '@odata.count',
  'count',
  'row_count',
  'rowCount',
];
const META_KEYS = [
  'meta',
  '_meta',
  'metadata',
  'paging',
  'pagination',
  'page_info',
  'pageInfo',
  'page',
  'info',
];
// Never mistaken for the row array by the "only array in the object" fallback.
const NOT_ROWS = new Set([
  ...HEADER_KEYS,
  ...META_KEYS,
  'errors',
  'error',
  'warnings',
  'messages',
  'links',
  '_links',
]);

export function isPlainObject(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function own(obj: JsonObject, key: string): unknown {
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

function locateInArray(items: readonly unknown[], columns: readonly ColumnDef[]): Located | null {
  const records = recordsOf(items, positionalHeader(items, columns));
  return records ? { records, header: null, containers: [] } : null;
}

function locateInObject(
  obj: JsonObject,
  viewName: string,
  columns: readonly ColumnDef[],
  depth: number,
): Located | null {
  const header = findHeader(obj);
  const keys = [...ROW_KEYS, viewName].filter((k) => k !== '' && !HEADER_KEYS.includes(k));
  const tried = new Set<string>();
  const attempt = (key: string): Located | null => {
    tried.add(key);
    const value = own(obj, key);
    if (Array.isArray(value)) {
      const records = recordsOf(value, header ?? positionalHeader(value, columns));
      return records ? { records, header, containers: [obj] } : null;
    }
    if (depth > 0 && isPlainObject(value)) {
      const inner = locateInObject(value, viewName, columns, depth - 1);
      return inner ? { ...inner, containers: [obj, ...inner.containers] } : null;
    }
    return null;
  };
  for (const key of keys) {
    const found = attempt(key);
    if (found) return found;
  }
  // Any other name: accepted only when exactly one array sits in the object, so nothing is guessed.
  const arrays = Object.keys(obj).filter(
    (k) => !tried.has(k) && !NOT_ROWS.has(k) && Array.isArray(obj[k]),
  );
  if (arrays.length === 1) return attempt(arrays[0] as string);
  return null;
}

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
function hasKeys(record: JsonObject, keys: readonly string[]): boolean {
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
  if (Array.isArray(body)) located = locateInArray(body, columns);
  else if (isPlainObject(body)) located = locateInObject(body, viewName, columns, 1);
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

// Plain decimal notation only: a thousands separator is ambiguous (1,234 or 1,5?), so not a number.
// Each part has one way to match, so a failing string is rejected in linear time (`\d+\.?\d*`
// could split a run of digits n ways and backtracked quadratically on "111…1x").
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
/**
 * The longest text read as a number: a double holds 17 significant digits, so anything longer is
 * not a rating or a rank but noise (or an attack), and is refused before any pattern runs.
 */
export const MAX_NUMERIC_TEXT = 40;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.length > MAX_NUMERIC_TEXT * 4) return null;
  const text = value.trim();
  if (text.length > MAX_NUMERIC_TEXT || !NUMERIC.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function calendarDate(year: number, month: number, day: number): string | null {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (year < 0 || year > 9999 || days === undefined || day < 1 || day > days) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function fromEpochMs(ms: number): string | null {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return null;
  return calendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

// A date, optionally followed by a time and zone; the date is taken as written, not shifted to UTC,
// because a rating date means the calendar day the source published it.
const DATE_TEXT =
  /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** A date cell as `YYYY-MM-DD`, or null when it cannot be read as a date (never a guess). */
export function toIsoDate(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // 20240131 is a compact date; as epoch milliseconds it would be a moment of 1 January 1970.
    if (Number.isInteger(value) && value >= 10000101 && value <= 99991231) {
      const compact = calendarDate(
        Math.floor(value / 10000),
        Math.floor(value / 100) % 100,
        value % 100,
      );
      if (compact) return compact;
    }
    return fromEpochMs(value);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = DATE_TEXT.exec(text);
  if (match) return calendarDate(Number(match[1]), Number(match[3]), Number(match[4]));
  if (/^\d{8}$/.test(text)) {
    return calendarDate(Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6)));
  }
  if (/^-?\d{10,16}$/.test(text)) return fromEpochMs(Number(text));
  return null;
}

function stringify(value: unknown): string | null {
  try {
    const text: unknown = JSON.stringify(value);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

/** Any value as a cell: scalars kept, objects and arrays as JSON text, anything else null. */
export function toScalar(value: unknown): CellValue {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'bigint':
      return String(value);
    case 'object':
      return value === null ? null : stringify(value);
    default:
      return null;
  }
}

function toFlagOrNumber(value: unknown): number | boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
  }
  return toNumber(value);
}

function toText(value: unknown): string | null {
  const scalar = toScalar(value);
  return scalar === null ? null : String(scalar);
}

/** One cell coerced to its column's type; `undefined` for a column the contract does not list. */
export function coerceCell(value: unknown, type: ColumnType | undefined): CellValue {
  switch (type) {
    case 'integer':
    case 'id':
    case 'number':
      // A fraction in an integer column is kept: rounding it would hide a change on the server.
      return toNumber(value);
    case 'date':
      return toIsoDate(value);
    case 'number-or-flag':
      return toFlagOrNumber(value);
    case 'string':
      return toText(value);
    default:
      return toScalar(value);
  }
}

type CellReader = (value: unknown) => CellValue;

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** The coercion of one column, with a fast path for a value that already has the right type. */
function readerFor(type: ColumnType): CellReader {
  switch (type) {
    case 'integer':
    case 'id':
    case 'number':
      return (value) => (typeof value === 'number' ? finiteOrNull(value) : toNumber(value));
    case 'string':
      return (value) => (typeof value === 'string' ? value : toText(value));
    case 'date': {
      // Rating dates repeat on every row of a table, so each distinct text is parsed once; the
      // previous text is checked first, as a column usually holds one or a few dates in runs.
      const dates = new Map<string, string | null>();
      let lastText: string | undefined;
      let lastDate: string | null = null;
      return (value) => {
        if (typeof value !== 'string') return toIsoDate(value);
        if (value === lastText) return lastDate;
        let date = dates.get(value);
        if (date === undefined) {
          date = toIsoDate(value);
          dates.set(value, date);
        }
        lastText = value;
        lastDate = date;
        return date;
      };
    }
    default:
      return (value) => coerceCell(value, type);
  }
}

/**
 * Coerces raw records by the listed columns. Every listed column is in every row (null when
 * missing); unlisted fields follow in first-seen order (`fields` first, then record keys).
 */
export function coerceRows(
  records: readonly JsonObject[],
  columns: readonly ColumnDef[],
  fields: readonly string[] = [],
): CoercedRows {
  const listed = new Map<string, ColumnType>(columns.map((c) => [c.name, c.type]));
  const extras = new Set<string>(fields.filter((f) => !listed.has(f)));
  // Records are plain objects, so only a name Object.prototype also has (`constructor`...) can
  // read something inherited; the rest skip the slower own-property check.
  const count = columns.length;
  const names = columns.map((c) => c.name);
  const readers = columns.map((c) => readerFor(c.type));
  const inherited = names.some((name) => name in Object.prototype);
  const special = names.includes('__proto__');
  // The unlisted keys of the previous record's shape: most records share it, so a record with the
  // same keys in the same order reuses the list instead of checking each key against the catalog.
  let shape: readonly string[] | null = null;
  let shapeExtras: readonly string[] = [];
  // Whether that shape is the listed columns in contract order, then the unlisted keys: such a
  // record is copied whole (a fast shallow clone keeps the key order) and only the cells whose
  // coercion changes them are written again.
  let cloneable = false;
  const rows: Row[] = new Array<Row>(records.length);
  for (let r = 0; r < records.length; r++) {
    const record = records[r] as JsonObject;
    if (shape === null || !hasKeys(record, shape)) {
      shape = Object.keys(record);
      shapeExtras = shape.filter((key) => !listed.has(key));
      for (const key of shapeExtras) extras.add(key);
      cloneable =
        !inherited &&
        !special &&
        shape.length === count + shapeExtras.length &&
        names.every((name, i) => shape?.[i] === name);
    }
    let row: Row;
    if (cloneable) {
      row = { ...record } as Row;
      for (let c = 0; c < count; c++) {
        const name = names[c] as string;
        const value = record[name];
        const cell = (readers[c] as CellReader)(value);
        if (cell !== value) row[name] = cell;
      }
      for (const key of shapeExtras) {
        const value = record[key];
        const cell = toScalar(value);
        if (cell !== value) setCell(row, key, cell);
      }
    } else {
      row = {};
      if (inherited || special) {
        for (let c = 0; c < count; c++) {
          const name = names[c] as string;
          setCell(row, name, (readers[c] as CellReader)(own(record, name)));
        }
      } else {
        for (let c = 0; c < count; c++) {
          const name = names[c] as string;
          row[name] = (readers[c] as CellReader)(record[name]);
        }
      }
      for (const key of shapeExtras) setCell(row, key, toScalar(record[key]));
    }
    rows[r] = row;
  }
  const extraNames = [...extras];
  const shownExtras = extraNames.slice(0, MAX_EXTRA_COLUMNS);
  return {
    rows,
    columns: [...listed.keys(), ...shownExtras],
    omittedColumns: extraNames.length - shownExtras.length,
  };
}

// Plain assignment is the fast path; a field named `__proto__` must be defined, or it would
// replace the row's prototype instead of becoming data.
function setCell(row: Row, key: string, value: CellValue): void {
  if (key === '__proto__') {
    Object.defineProperty(row, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    row[key] = value;
  }
}

/**
 * Reads one parsed body for the view named by `label` (`hub/view`): rows coerced by the catalog
 * (unknown views keep scalars as they are), the next link and the reported total. Throws
 * `DataViewsError('MalformedResponse')` when the body holds no table of rows.
 */
export function normaliseBody(
  body: unknown,
  label: string,
  columns: readonly ColumnDef[] = columnsOfLabel(label),
): NormalisedBody {
  const page = extractPage(body, label, columns);
  return {
    ...coerceRows(page.records, columns, page.fields),
    next: page.next,
    hasMore: page.hasMore,
    total: page.total,
  };
}

// Where a body keeps its rows: the shapes of body the client knows, in the order they are tried,
// and how rows of cells become row objects (a columnar header, or the contract's column order).
import type { ColumnDef } from './catalog.ts';
import { HEADER_KEYS, NOT_ROWS, ROW_KEYS } from './envelope-keys.ts';
import { isPlainObject, own, type JsonObject } from './json.ts';

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

export function findHeader(obj: JsonObject): string[] | null {
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

export interface Located {
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
export const SHAPES: readonly Shape[] = [
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

// The one row order of every table and its CSV export: multi-column, type-aware, nulls always last.
import type { CellValue } from '../api/catalog.ts';

/** One sorted column; the first entry of a `SortingState` sorts first. */
export interface SortEntry {
  id: string;
  desc: boolean;
}

/** The same shape as TanStack Table's sorting state, so either can be handed to the other. */
export type SortingState = SortEntry[];

/** What sorting needs to know of a column. `DataColumn` satisfies it. */
export interface SortableColumn<R> {
  readonly id: string;
  /** The cell's value; default `row[id]`. */
  readonly accessor?: (row: R) => CellValue | undefined;
  /** A value to sort by when it differs from the shown one (e.g. a movement badge's number). */
  readonly sortValue?: (row: R) => string | number | boolean | null | undefined;
}

// A fixed locale so that a shared link (whose sort is in the URL) lists rows in the same order for
// everyone; `numeric` puts "Fighter 9" before "Fighter 10", and accents sort beside their letter.
const collator = new Intl.Collator('en', { numeric: true });

// Value kinds, in the order they sort when a column mixes them. Empty values are handled apart.
const KIND_NUMBER = 0;
const KIND_BOOLEAN = 1;
const KIND_TEXT = 2;
const KIND_EMPTY = 3;

interface SortKeys {
  readonly kinds: Uint8Array;
  /** The number, 0/1 for a flag, or the text's rank among the column's distinct texts. */
  readonly values: Float64Array;
}

// Keys depend only on the rows and the column, so flipping the direction or adding a secondary
// sort reuses them instead of collating 100,000 strings again.
const keyCache = new WeakMap<readonly object[], WeakMap<object, SortKeys>>();

function readSortValue<R extends Readonly<Record<string, CellValue>>>(
  column: SortableColumn<R>,
): (row: R) => string | number | boolean | null | undefined {
  if (column.sortValue) return column.sortValue;
  if (column.accessor) return column.accessor;
  return (row) => row[column.id];
}

function computeKeys<R extends Readonly<Record<string, CellValue>>>(
  rows: readonly R[],
  column: SortableColumn<R>,
): SortKeys {
  const read = readSortValue(column);
  const n = rows.length;
  const kinds = new Uint8Array(n);
  const values = new Float64Array(n);
  const texts: (string | undefined)[] = new Array(n);
  const distinct = new Set<string>();
  for (let i = 0; i < n; i++) {
    const value = read(rows[i] as R);
    if (typeof value === 'number') {
      if (Number.isNaN(value)) kinds[i] = KIND_EMPTY;
      else {
        kinds[i] = KIND_NUMBER;
        values[i] = value;
      }
    } else if (typeof value === 'boolean') {
      kinds[i] = KIND_BOOLEAN;
      values[i] = value ? 1 : 0;
    } else if (typeof value === 'string' && value.trim() !== '') {
      kinds[i] = KIND_TEXT;
      texts[i] = value;
      distinct.add(value);
    } else {
      kinds[i] = KIND_EMPTY;
    }
  }
  if (distinct.size > 0) {
    // Collating each distinct text once, then comparing ranks, is many times faster than calling
    // the collator inside the sort; columns such as a country repeat a few values many times.
    const ordered = [...distinct].sort(collator.compare);
    const rank = new Map<string, number>();
    let current = 0;
    for (let i = 0; i < ordered.length; i++) {
      const text = ordered[i] as string;
      if (i > 0 && collator.compare(ordered[i - 1] as string, text) !== 0) current = i;
      rank.set(text, current);
    }
    for (let i = 0; i < n; i++) {
      const text = texts[i];
      if (text !== undefined) values[i] = rank.get(text) ?? 0;
    }
  }
  return { kinds, values };
}

function keysFor<R extends Readonly<Record<string, CellValue>>>(
  rows: readonly R[],
  column: SortableColumn<R>,
): SortKeys {
  let byColumn = keyCache.get(rows);
  if (!byColumn) {
    byColumn = new WeakMap();
    keyCache.set(rows, byColumn);
  }
  let keys = byColumn.get(column);
  if (!keys) {
    keys = computeKeys(rows, column);
    byColumn.set(column, keys);
  }
  return keys;
}

/**
 * `rows` in the order `sorting` asks for: numbers numerically, text by a numeric, accent-aware
 * collation, flags false before true, and empty values (null, undefined, '' or NaN) last whichever
 * the direction. Ties keep their original order. Sort entries naming no column are ignored. With
 * nothing to sort by, `rows` itself comes back, so a memo downstream stays valid.
 *
 * `DataTable` shows its rows in exactly this order; a screen exporting "the rows as shown" calls
 * this with the same rows, columns and sorting.
 */
export function sortRows<R extends Readonly<Record<string, CellValue>>>(
  rows: readonly R[],
  columns: readonly SortableColumn<R>[],
  sorting: readonly SortEntry[],
): readonly R[] {
  const criteria: { keys: SortKeys; sign: number }[] = [];
  for (const entry of sorting) {
    const column = columns.find((c) => c.id === entry.id);
    if (column) criteria.push({ keys: keysFor(rows, column), sign: entry.desc ? -1 : 1 });
  }
  if (criteria.length === 0 || rows.length < 2) return rows;

  const order = new Uint32Array(rows.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => {
    for (let c = 0; c < criteria.length; c++) {
      const { keys, sign } = criteria[c] as { keys: SortKeys; sign: number };
      const kindA = keys.kinds[a] as number;
      const kindB = keys.kinds[b] as number;
      if (kindA === KIND_EMPTY || kindB === KIND_EMPTY) {
        // Empty values go last in both directions, so the sign is not applied.
        if (kindA !== kindB) return kindA === KIND_EMPTY ? 1 : -1;
        continue;
      }
      if (kindA !== kindB) return (kindA - kindB) * sign;
      const valueA = keys.values[a] as number;
      const valueB = keys.values[b] as number;
      // Compared rather than subtracted: Infinity - Infinity is NaN.
      if (valueA !== valueB) return (valueA < valueB ? -1 : 1) * sign;
    }
    return a - b;
  });

  const sorted = new Array<R>(rows.length);
  for (let i = 0; i < order.length; i++) sorted[i] = rows[order[i] as number] as R;
  return sorted;
}

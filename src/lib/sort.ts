// The one row order of every table and its CSV export: multi-column, type-aware, nulls always last.
// The keys it compares are made in sort-keys.ts and kept by an IndexedRows value (indexed-rows.ts),
// which also remembers the last order, so a preview, the table and a filtered subset share them.
import type { CellValue } from './cell.ts';
import { compareNumberTexts } from './exact-number.ts';
import { indexRows, type IndexedRows, type KnownOrder } from './indexed-rows.ts';
import { KIND_EMPTY, KIND_NUMBER, type SortableColumn, type SortKeys } from './sort-keys.ts';

export type { SortableColumn } from './sort-keys.ts';

type Row = Readonly<Record<string, CellValue>>;

/** One sorted column; the first entry of a `SortingState` sorts first. */
export interface SortEntry {
  id: string;
  desc: boolean;
}

/** The same shape as TanStack Table's sorting state, so either can be handed to the other. */
export type SortingState = SortEntry[];

// A rank (below the span, at most this) times 2^32 plus the row index stays an exact double below 2^53.
const MAX_PACKED_ROWS = 2 ** 21;
const INDEX_SPAN = 2 ** 32;

/**
 * One text column's order without a comparator: each row becomes rank × 2^32 + index, and a typed
 * array sorts those numbers natively. The index both breaks ties in the original order and says
 * which row it was; descending flips the rank, not the index, so ties stay in original order.
 */
function packedOrder(n: number, keys: SortKeys, desc: boolean): Uint32Array {
  const { kinds, values, span } = keys;
  let filled = 0;
  for (let i = 0; i < n; i++) if (kinds[i] !== KIND_EMPTY) filled++;
  const packed = new Float64Array(filled);
  const order = new Uint32Array(n);
  let next = 0;
  let empty = filled;
  for (let i = 0; i < n; i++) {
    if (kinds[i] === KIND_EMPTY) {
      // Empty values go last in both directions, in their original order.
      order[empty++] = i;
    } else {
      const rank = values[i] as number;
      packed[next++] = (desc ? span - rank : rank) * INDEX_SPAN + i;
    }
  }
  packed.sort();
  for (let k = 0; k < filled; k++) order[k] = (packed[k] as number) % INDEX_SPAN;
  return order;
}

interface Criterion {
  readonly column: object;
  readonly keys: SortKeys;
  readonly sign: number;
}

/**
 * The order of a subset read from its source's last order, or undefined: one pass over the source
 * instead of a sort (a keystroke in a search box), when the source was sorted the same way. Ties in
 * the source are in source order, and so is the subset (`at` rises), so ties come out as a sort of
 * the subset would leave them.
 */
function orderFromSource(rows: IndexedRows<Row>, by: KnownOrder['by']) {
  const { at, source } = rows;
  const known = source?.lastOrder;
  if (!at || !source || !known || !sameBy(known.by, by)) return undefined;
  // 1 + the subset's index of each source row it keeps; 0 for the rows it left out.
  const where = new Uint32Array(source.rows.length);
  for (let i = 0; i < at.length; i++) where[at[i] as number] = i + 1;
  const order = new Uint32Array(at.length);
  let next = 0;
  // Indexed, not for…of: a typed array's iterator is slow in code not yet optimised, and this
  // runs once per keystroke over every source row.
  const sourceOrder = known.order;
  for (let k = 0; k < sourceOrder.length; k++) {
    const i = where[sourceOrder[k] as number] as number;
    if (i) order[next++] = i - 1;
  }
  return order;
}

/** The table's order as a comparator of row indexes: a total order (ties by index). */
function compareBy(criteria: readonly Criterion[]): (a: number, b: number) => number {
  return (a, b) => {
    for (let c = 0; c < criteria.length; c++) {
      const { keys, sign } = criteria[c] as Criterion;
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
      if (keys.exact && kindA === KIND_NUMBER) {
        // Equal doubles, one or both from a text a double cannot hold: 2^53 + 1 after 2^53.
        const textA = keys.exact.get(a);
        const textB = keys.exact.get(b);
        if (textA !== undefined || textB !== undefined) {
          const order = compareNumberTexts(textA ?? String(valueA), textB ?? String(valueB));
          if (order !== 0) return order * sign;
        }
      }
    }
    return a - b;
  };
}

function comparedOrder(n: number, criteria: readonly Criterion[]): Uint32Array {
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort(compareBy(criteria));
  return order;
}

/** The indexes of the `count` rows that come first by `compare`, in that order: one pass. */
function firstIndexes(n: number, count: number, compare: (a: number, b: number) => number) {
  const first: number[] = [];
  for (let i = 0; i < n; i++) {
    // Most rows come after the last kept one; the rest slide in from the end (`count` is small).
    let at = first.length;
    while (at > 0 && compare(first[at - 1] as number, i) > 0) at--;
    if (at < count) first.splice(at, 0, i);
    if (first.length > count) first.pop();
  }
  return first;
}

type By<R> = { column: SortableColumn<R>; sign: number }[];

/** The columns `sorting` names, in its order; entries naming no column are left out. */
function sortBy<R>(columns: readonly SortableColumn<R>[], sorting: readonly SortEntry[]): By<R> {
  const by: By<R> = [];
  for (const entry of sorting) {
    const column = columns.find((c) => c.id === entry.id);
    if (column) by.push({ column, sign: entry.desc ? -1 : 1 });
  }
  return by;
}

function sameBy(a: KnownOrder['by'], b: KnownOrder['by']): boolean {
  return (
    a.length === b.length && a.every((c, i) => c.column === b[i]?.column && c.sign === b[i]?.sign)
  );
}

/** What comparing rows needs: each sorted column's keys (made now if not already) and sign. */
function criteriaFor<R extends Row>(rows: IndexedRows<R>, by: By<R>): Criterion[] {
  return by.map(({ column, sign }) => ({ column, sign, keys: rows.keys(column) }));
}

/**
 * The order already worked out for these very rows sorted the same way (the table taking over
 * from its preview), else one read from the rows they were filtered from, else undefined.
 */
function knownOrder(rows: IndexedRows<Row>, by: KnownOrder['by']): Uint32Array | undefined {
  const known = rows.lastOrder;
  if (known && sameBy(known.by, by)) return known.order;
  return orderFromSource(rows, by);
}

/**
 * `rows` in the order `sorting` requests: numbers numerically, text by a numeric, accent-aware
 * collation, flags false before true, and empty values (null, undefined, '' or NaN) last whichever
 * the direction. Ties keep their original order. Sort entries naming no column are ignored. With
 * nothing to sort by, `rows` itself comes back, so a memo downstream stays valid.
 *
 * `DataTable` shows its rows in exactly this order; a screen exporting "the rows as shown" calls
 * this with the same rows, columns and sorting. Given an `IndexedRows`, the keys and the order it
 * makes are kept there for the next sort of those rows (or of a subset of them).
 */
export function sortRows<R extends Row>(
  input: readonly R[] | IndexedRows<R>,
  columns: readonly SortableColumn<R>[],
  sorting: readonly SortEntry[],
): readonly R[] {
  const indexed = indexRows(input);
  const { rows } = indexed;
  const by = sortBy(columns, sorting);
  if (by.length === 0 || rows.length < 2) return rows;
  let order = knownOrder(indexed, by);
  if (!order) {
    // Keys only when the order has to be worked out.
    const criteria = criteriaFor(indexed, by);
    const only = criteria.length === 1 ? (criteria[0] as Criterion) : null;
    order =
      only?.keys.textOnly && only.keys.span <= MAX_PACKED_ROWS && rows.length <= MAX_PACKED_ROWS
        ? packedOrder(rows.length, only.keys, only.sign < 0)
        : comparedOrder(rows.length, criteria);
  }
  indexed.lastOrder = { by, order };

  const sorted = new Array<R>(rows.length);
  for (let i = 0; i < order.length; i++) sorted[i] = rows[order[i] as number] as R;
  return sorted;
}

/**
 * The first `count` rows of `sortRows(rows, columns, sorting)`, in the same order, found in one
 * pass instead of sorting them all: what a table's preview shows while the table's code is on its
 * way. The keys it makes are kept, so the table's own sort does not make them again.
 */
export function firstSortedRows<R extends Row>(
  input: readonly R[] | IndexedRows<R>,
  columns: readonly SortableColumn<R>[],
  sorting: readonly SortEntry[],
  count: number,
): readonly R[] {
  const indexed = indexRows(input);
  const { rows } = indexed;
  const by = sortBy(columns, sorting);
  if (by.length === 0 || rows.length < 2) return rows.slice(0, count);
  const order = knownOrder(indexed, by);
  const first = order
    ? Array.from(order.subarray(0, count))
    : firstIndexes(rows.length, count, compareBy(criteriaFor(indexed, by)));
  return first.map((i) => rows[i] as R);
}

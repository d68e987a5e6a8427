// The one row order of every table and its CSV export: multi-column, type-aware, nulls always last.
// Over 300 lines on purpose: the sort keys, a filtered subset's reuse of its source's keys and
// order, the sort itself and a preview's first rows share caches (keys, subsets, orders) that stay
// private to this file.
import { rankTextSteps } from './text-rank.ts';
import type { CellValue, ColumnType } from './cell.ts';
import { compareNumberTexts, exactText } from './exact-number.ts';

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
  /**
   * A column of numbers (not 'string' or 'date') also sorts, by exact value, the numbers kept as
   * text because a double cannot hold them (an id beyond 2^53, 1e309); in a text column such a
   * text is a text like any other.
   */
  readonly type?: ColumnType;
}

function holdsNumbers(type: ColumnType | undefined): boolean {
  return type === 'integer' || type === 'id' || type === 'number' || type === 'number-or-flag';
}

// Value kinds, in the order they sort when a column mixes them. Empty values are handled apart.
const KIND_NUMBER = 0;
const KIND_BOOLEAN = 1;
const KIND_TEXT = 2;
const KIND_EMPTY = 3;

interface SortKeys {
  readonly kinds: Uint8Array;
  /** The number, 0/1 for a flag, or the text's rank among the column's distinct texts. */
  readonly values: Float64Array;
  /**
   * Every value that is not empty is a text (so `values` holds ranks, small whole numbers): such
   * a column alone sorts by packing rank and row index into one number, with no comparator.
   */
  readonly textOnly: boolean;
  /** Above every text rank in `values` (the distinct texts' count where the ranks were made). */
  readonly span: number;
  /**
   * A number kept as its text because a double cannot hold it (an id beyond 2^53, 1e309), by row:
   * `values` holds the nearest double, and equal doubles are ordered by these exact texts.
   */
  readonly exact?: ReadonlyMap<number, string>;
}

// Keys depend only on the rows and the column, so flipping the direction or adding a secondary
// sort reuses them instead of collating 100,000 strings again.
const keyCache = new WeakMap<readonly object[], WeakMap<object, SortKeys>>();

interface Subset {
  readonly source: readonly object[];
  /** Where each of the subset's rows sits in `source`. */
  readonly at: Uint32Array;
}

// A filtered array remembers what it was filtered from, so its keys can be read from the source's
// (already computed when the table sorted or was idle) instead of collating its texts again: a
// keystroke in a search box over 100,000 rows would otherwise rank each result's names anew.
const subsets = new WeakMap<readonly object[], Subset>();

/**
 * Says that `subset[i]` is `source[at[i]]` for every i, so that sorting `subset` can reuse the sort
 * keys (and the order) already made for `source`. A filter that keeps rows in their order calls it:
 * `at` rises.
 */
export function noteSubset<R extends object>(
  subset: readonly R[],
  source: readonly R[],
  at: Uint32Array,
): void {
  if (subset !== source && at.length === subset.length) subsets.set(subset, { source, at });
}

/** The keys of a subset's rows, read from its source's keys. */
function pickKeys(source: SortKeys, at: Uint32Array): SortKeys {
  const n = at.length;
  const kinds = new Uint8Array(n);
  const values = new Float64Array(n);
  const exact = source.exact && new Map<number, string>();
  for (let i = 0; i < n; i++) {
    const from = at[i] as number;
    kinds[i] = source.kinds[from] as number;
    values[i] = source.values[from] as number;
    const text = source.exact?.get(from);
    if (text !== undefined) exact?.set(i, text);
  }
  return { kinds, values, textOnly: source.textOnly, span: source.span, exact };
}

/** Keys already made for `rows` (or for the rows it was filtered from), or none. */
function knownKeys(rows: readonly object[], column: object): SortKeys | undefined {
  const cached = keyCache.get(rows)?.get(column);
  if (cached) return cached;
  const subset = subsets.get(rows);
  const fromSource = subset && knownKeys(subset.source, column);
  if (!subset || !fromSource) return undefined;
  const keys = pickKeys(fromSource, subset.at);
  storeKeys(rows, column, keys);
  return keys;
}

function storeKeys(rows: readonly object[], column: object, keys: SortKeys): void {
  let byColumn = keyCache.get(rows);
  if (!byColumn) {
    byColumn = new WeakMap();
    keyCache.set(rows, byColumn);
  }
  if (!byColumn.has(column)) byColumn.set(column, keys);
}

function readSortValue<R extends Readonly<Record<string, CellValue>>>(
  column: SortableColumn<R>,
): (row: R) => string | number | boolean | null | undefined {
  if (column.sortValue) return column.sortValue;
  if (column.accessor) return column.accessor;
  return (row) => row[column.id];
}

/** Whether a text could be a number text (a digit, sign or point first): most texts are not. */
function mayBeNumber(text: string): boolean {
  const code = text.charCodeAt(0);
  return (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2b || code === 0x2e;
}

/** Rows read between two pauses of a computation run in idle time. */
const ROWS_PER_STEP = 4_096;

/**
 * The keys, computed in steps: it pauses (yields) after each ROWS_PER_STEP rows and before the
 * texts are ranked, so idle-time preparation can stop when the browser needs the thread back.
 */
function* keySteps<R extends Readonly<Record<string, CellValue>>>(
  rows: readonly R[],
  column: SortableColumn<R>,
): Generator<void, SortKeys, void> {
  const read = readSortValue(column);
  const numeric = holdsNumbers(column.type);
  const n = rows.length;
  const kinds = new Uint8Array(n);
  const values = new Float64Array(n);
  // Each distinct text gets an id; a row's value holds its text's id until ids become ranks.
  const ids = new Map<string, number>();
  const distinct: string[] = [];
  let exact: Map<number, string> | undefined;
  let textOnly = true;
  for (let i = 0; i < n; i++) {
    const value = read(rows[i] as R);
    if (typeof value === 'number') {
      if (Number.isNaN(value)) kinds[i] = KIND_EMPTY;
      else {
        textOnly = false;
        kinds[i] = KIND_NUMBER;
        values[i] = value;
      }
    } else if (typeof value === 'boolean') {
      textOnly = false;
      kinds[i] = KIND_BOOLEAN;
      values[i] = value ? 1 : 0;
    } else if (
      numeric &&
      typeof value === 'string' &&
      mayBeNumber(value) &&
      exactText(value) !== null
    ) {
      // A number a double cannot hold, sent as text: it sorts among the numbers, exactly.
      textOnly = false;
      kinds[i] = KIND_NUMBER;
      values[i] = Number(value);
      (exact ??= new Map()).set(i, value);
    } else if (typeof value === 'string' && value.trim() !== '') {
      kinds[i] = KIND_TEXT;
      let id = ids.get(value);
      if (id === undefined) {
        id = distinct.length;
        ids.set(value, id);
        distinct.push(value);
      }
      values[i] = id;
    } else {
      kinds[i] = KIND_EMPTY;
    }
    if (i % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  if (distinct.length > 0) {
    yield;
    const rank = yield* rankTextSteps(distinct);
    for (let i = 0; i < n; i++) {
      if (kinds[i] === KIND_TEXT) values[i] = rank[values[i] as number] as number;
    }
  }
  return { kinds, values, textOnly, span: distinct.length, exact };
}

function keysFor<R extends Readonly<Record<string, CellValue>>>(
  rows: readonly R[],
  column: SortableColumn<R>,
): SortKeys {
  const known = knownKeys(rows, column);
  if (known) return known;
  const steps = keySteps(rows, column);
  let step = steps.next();
  while (!step.done) step = steps.next();
  storeKeys(rows, column, step.value);
  return step.value;
}

/**
 * Prepares a column's keys ahead of a click on its header, in steps: each `next()` does a slice of
 * the work, and the last one stores the keys where `sortRows` finds them.
 */
export function* prepareSortKeys<R extends Readonly<Record<string, CellValue>>>(
  rows: readonly R[],
  column: SortableColumn<R>,
): Generator<void, void, void> {
  if (rows.length < 2 || knownKeys(rows, column)) return;
  storeKeys(rows, column, yield* keySteps(rows, column));
}

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

/** The last order worked out for an array of rows, and what it was sorted by. */
interface KnownOrder {
  readonly by: readonly { readonly column: object; readonly sign: number }[];
  /** `order[k]` is the index of the row shown k-th. */
  readonly order: Uint32Array;
}

// A filtered array's order is its source's order with the other rows left out, when the source was
// sorted the same way: one pass over the source instead of a sort (a keystroke in a search box).
const orders = new WeakMap<readonly object[], KnownOrder>();

/**
 * The order of a subset read from its source's known order, or undefined. Ties in the source are
 * in source order, and so is the subset (`at` rises), so ties come out as a sort of the subset
 * would leave them.
 */
function orderFromSource(rows: readonly object[], by: KnownOrder['by']) {
  const subset = subsets.get(rows);
  const known = subset && orders.get(subset.source);
  if (!subset || !known || !sameBy(known.by, by)) return undefined;
  const { at, source } = subset;
  // 1 + the subset's index of each source row it keeps; 0 for the rows it left out.
  const where = new Uint32Array(source.length);
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
function criteriaFor<R extends Readonly<Record<string, CellValue>>>(
  rows: readonly R[],
  by: By<R>,
): Criterion[] {
  return by.map(({ column, sign }) => ({ column, sign, keys: keysFor(rows, column) }));
}

/** The order already worked out for these very rows sorted the same way, or undefined. */
function orderOfSame(rows: readonly object[], by: KnownOrder['by']): Uint32Array | undefined {
  const known = orders.get(rows);
  return known && sameBy(known.by, by) ? known.order : undefined;
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
  const by = sortBy(columns, sorting);
  if (by.length === 0 || rows.length < 2) return rows;
  // The same rows sorted the same way again (the table taking over from its preview, an export)
  // reuse their order; a filtered subset reads its source's.
  let order: Uint32Array | undefined = orderOfSame(rows, by) ?? orderFromSource(rows, by);
  if (!order) {
    // Keys only when the order has to be worked out.
    const criteria = criteriaFor(rows, by);
    const only = criteria.length === 1 ? (criteria[0] as Criterion) : null;
    order =
      only?.keys.textOnly && only.keys.span <= MAX_PACKED_ROWS && rows.length <= MAX_PACKED_ROWS
        ? packedOrder(rows.length, only.keys, only.sign < 0)
        : comparedOrder(rows.length, criteria);
  }
  orders.set(rows, { by, order });

  const sorted = new Array<R>(rows.length);
  for (let i = 0; i < order.length; i++) sorted[i] = rows[order[i] as number] as R;
  return sorted;
}

/**
 * The first `count` rows of `sortRows(rows, columns, sorting)`, in the same order, found in one
 * pass instead of sorting them all: what a table's preview shows while the table's code is on its
 * way. The keys it makes are kept, so the table's own sort does not make them again.
 */
export function firstSortedRows<R extends Readonly<Record<string, CellValue>>>(
  rows: readonly R[],
  columns: readonly SortableColumn<R>[],
  sorting: readonly SortEntry[],
  count: number,
): readonly R[] {
  const by = sortBy(columns, sorting);
  if (by.length === 0 || rows.length < 2) return rows.slice(0, count);
  const order = orderOfSame(rows, by) ?? orderFromSource(rows, by);
  const first = order
    ? Array.from(order.subarray(0, count))
    : firstIndexes(rows.length, count, compareBy(criteriaFor(rows, by)));
  return first.map((i) => rows[i] as R);
}

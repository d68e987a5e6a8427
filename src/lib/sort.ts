// The one row order of every table and its CSV export: multi-column, type-aware, nulls always last.
import type { CellValue } from './cell.ts';

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

/**
 * The one text order of every table: numeric ("Fighter 9" before "Fighter 10"), and blind to case
 * and accents ("zoe" and "Zoë" tie, and ties keep their original order). A fixed locale so that a
 * shared link (whose sort is in the URL) lists rows in the same order for everyone.
 */
export const textCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const collator = textCollator;

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
  // Each distinct text gets an id; a row's value holds its text's id until ids become ranks.
  const ids = new Map<string, number>();
  const distinct: string[] = [];
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
  }
  if (distinct.length > 0) {
    const rank = rankTexts(distinct);
    for (let i = 0; i < n; i++) {
      if (kinds[i] === KIND_TEXT) values[i] = rank[values[i] as number] as number;
    }
  }
  return { kinds, values, textOnly };
}

// A digit run as its length then its digits (leading zeros dropped), so that plain comparison of
// keys orders numbers by value as the collator's `numeric` option does: "9" → "19", "10" → "210".
// The length is one digit, so runs of up to 9 digits only; longer ones go to the collator.
const DIGIT_RUN = /\d+/g;
const HAS_DIGIT = /\d/;
const LONG_DIGIT_RUN = /\d{10}/;
const COMBINING_MARKS = /\p{M}+/gu;
/**
 * The only characters a fast key may hold. Over space, digits and the letters a–z, comparing code
 * units orders exactly as the collator does at base strength (space, then digits, then letters);
 * punctuation, letters such as ß, ø or ł, and other scripts order differently there, so a text
 * holding any of them is placed by the collator itself.
 */
const FAST_KEY = /^[a-z0-9 ]*$/;

/** A text's sort key, or undefined when only the collator can place it. */
export function textSortKey(text: string): string | undefined {
  let base = text.toLowerCase();
  if (!FAST_KEY.test(base)) {
    base = base.normalize('NFD').replace(COMBINING_MARKS, '');
    if (!FAST_KEY.test(base)) return undefined;
  }
  if (!HAS_DIGIT.test(base)) return base;
  if (LONG_DIGIT_RUN.test(base)) return undefined;
  return base.replace(DIGIT_RUN, numericRun);
}

function numericRun(run: string): string {
  const digits = run.replace(/^0+(?=\d)/, '');
  return String(digits.length) + digits;
}

/**
 * Each distinct text's rank in collation order, by its index in `distinct`; texts the collator
 * finds equal share a rank. Collating 100,000 distinct names is slow, so a text is placed by a
 * key (lower case, accents folded, digit runs by value) that the built-in sort compares as plain
 * strings; the collator only breaks ties between equal keys (case, accents) and places the few
 * texts a key cannot describe.
 */
function rankTexts(distinct: readonly string[]): Float64Array {
  // "key\0id": keys hold no control characters, so these sort by key, and the id comes back out.
  const entries: string[] = [];
  const others: number[] = [];
  for (let id = 0; id < distinct.length; id++) {
    const key = textSortKey(distinct[id] as string);
    if (key === undefined) others.push(id);
    else entries.push(`${key}\u0000${id}`);
  }
  sortAscii(entries);
  // Texts in order, and whether each shares its key with the one before (only then may the two
  // collate equal). A run of equal keys is put in the collator's order.
  let ordered: number[] = new Array<number>(entries.length);
  let sameKey: boolean[] = new Array<boolean>(entries.length);
  let previousKey: string | undefined;
  let runStart = 0;
  const byCollator = (a: number, b: number) =>
    collator.compare(distinct[a] as string, distinct[b] as string);
  for (let j = 0; j < entries.length; j++) {
    const entry = entries[j] as string;
    const separator = entry.lastIndexOf('\u0000');
    const key = entry.slice(0, separator);
    ordered[j] = Number(entry.slice(separator + 1));
    const same = key === previousKey;
    sameKey[j] = same;
    if (!same) {
      if (j - runStart > 1) sortRun(ordered, runStart, j, byCollator);
      runStart = j;
      previousKey = key;
    }
  }
  if (entries.length - runStart > 1) sortRun(ordered, runStart, entries.length, byCollator);
  if (others.length > 0) {
    others.sort(byCollator);
    // Each remaining text goes where the collator puts it among the keyed ones.
    const merged: number[] = [];
    let from = 0;
    for (const id of others) {
      let low = from;
      let high = ordered.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (byCollator(ordered[middle] as number, id) <= 0) low = middle + 1;
        else high = middle;
      }
      for (let i = from; i < low; i++) merged.push(ordered[i] as number);
      merged.push(id);
      from = low;
    }
    for (let i = from; i < ordered.length; i++) merged.push(ordered[i] as number);
    ordered = merged;
    // From here on every neighbour is compared by the collator.
    sameKey = ordered.map((_, i) => i > 0);
  }
  const rank = new Float64Array(distinct.length);
  let current = 0;
  for (let i = 0; i < ordered.length; i++) {
    const id = ordered[i] as number;
    if (i > 0 && !(sameKey[i] && byCollator(ordered[i - 1] as number, id) === 0)) current = i;
    rank[id] = current;
  }
  return rank;
}

/**
 * Sorts ASCII strings by code unit, as `sort()` does, but first splits them by their first two
 * characters: the built-in sort then works on many small buckets, with far fewer comparisons.
 */
function sortAscii(list: string[]): void {
  if (list.length < 4096) {
    list.sort();
    return;
  }
  const buckets: (string[] | undefined)[] = new Array<string[] | undefined>(128 * 128);
  for (const text of list) {
    const index = (text.charCodeAt(0) & 127) * 128 + ((text.charCodeAt(1) || 0) & 127);
    const bucket = buckets[index];
    if (bucket === undefined) buckets[index] = [text];
    else bucket.push(text);
  }
  let next = 0;
  for (const bucket of buckets) {
    if (bucket === undefined) continue;
    if (bucket.length > 1) bucket.sort();
    for (const text of bucket) list[next++] = text;
  }
}

function sortRun(
  ordered: number[],
  start: number,
  end: number,
  compare: (a: number, b: number) => number,
): void {
  const run = ordered.slice(start, end).sort(compare);
  for (let i = 0; i < run.length; i++) ordered[start + i] = run[i] as number;
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
 * Computes and caches one column's sort keys for `rows` ahead of time, so that a later sort by it
 * (either direction) starts at once. `DataTable` calls it in idle time after rows arrive.
 */
export function prepareSortKeys<R extends Readonly<Record<string, CellValue>>>(
  rows: readonly R[],
  column: SortableColumn<R>,
): void {
  if (rows.length >= 2) keysFor(rows, column);
}

// A rank (below the row count) times 2^32 plus the row index stays an exact double below 2^53.
const MAX_PACKED_ROWS = 2 ** 21;
const INDEX_SPAN = 2 ** 32;

/**
 * One text column's order without a comparator: each row becomes rank × 2^32 + index, and a typed
 * array sorts those numbers natively. The index both breaks ties in the original order and says
 * which row it was; descending flips the rank, not the index, so ties stay in original order.
 */
function sortPacked<R>(rows: readonly R[], keys: SortKeys, desc: boolean): R[] {
  const { kinds, values } = keys;
  const n = rows.length;
  let filled = 0;
  for (let i = 0; i < n; i++) if (kinds[i] !== KIND_EMPTY) filled++;
  const packed = new Float64Array(filled);
  const sorted = new Array<R>(n);
  let next = 0;
  let empty = filled;
  for (let i = 0; i < n; i++) {
    if (kinds[i] === KIND_EMPTY) {
      // Empty values go last in both directions, in their original order.
      sorted[empty++] = rows[i] as R;
    } else {
      const rank = values[i] as number;
      packed[next++] = (desc ? n - rank : rank) * INDEX_SPAN + i;
    }
  }
  packed.sort();
  for (let k = 0; k < filled; k++) sorted[k] = rows[(packed[k] as number) % INDEX_SPAN] as R;
  return sorted;
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
  const only = criteria.length === 1 ? (criteria[0] as { keys: SortKeys; sign: number }) : null;
  if (only?.keys.textOnly && rows.length <= MAX_PACKED_ROWS) {
    return sortPacked(rows, only.keys, only.sign < 0);
  }

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

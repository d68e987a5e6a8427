// Rows together with what sorting them needs (each column's sort keys, the last order worked out),
// built once per response and passed down to the filter, the table and its preview. A filtered
// subset says where its rows sit in the rows it was filtered from, so sorting it reuses their keys
// and order instead of reading and collating 100,000 cells again on each keystroke.
import type { CellValue } from './cell.ts';
import { keySteps, pickKeys, type SortableColumn, type SortKeys } from './sort-keys.ts';

type Row = Readonly<Record<string, CellValue>>;

/** An order worked out for some rows, and what it was sorted by. */
export interface KnownOrder {
  readonly by: readonly { readonly column: object; readonly sign: number }[];
  /** `order[k]` is the index of the row shown k-th. */
  readonly order: Uint32Array;
}

/** A column's keys, and the column (by object) they were made for. */
interface ColumnKeys {
  readonly column: object;
  readonly keys: SortKeys;
}

/**
 * Rows and their sort index. Make one per response (`indexRows` in a `useMemo` keyed by the
 * response's rows, or in a query's `select`) and hand that same value to everything that sorts
 * those rows: keys made by one (a preview, idle-time preparation) are there for the others.
 */
export class IndexedRows<R extends Row> {
  readonly rows: readonly R[];
  /** For a subset: the rows it was picked from, and where each of its rows sits there (rising). */
  readonly source: IndexedRows<R> | null;
  readonly at: Uint32Array | null;
  /** The last order `sortRows` worked out for these rows (lib/sort.ts reads and sets it). */
  lastOrder: KnownOrder | undefined;
  /** Sort keys by column id, made when first needed; a different column object remakes them. */
  readonly #keys = new Map<string, ColumnKeys>();

  constructor(
    rows: readonly R[],
    source: IndexedRows<R> | null = null,
    at: Uint32Array | null = null,
  ) {
    this.rows = rows;
    this.source = source;
    this.at = at;
  }

  /**
   * The subset `rows`, where `rows[i]` is `this.rows[at[i]]` and `at` rises (a filter that keeps
   * rows in their order): its sorts read this value's keys and order.
   */
  subset(rows: readonly R[], at: Uint32Array): IndexedRows<R> {
    return new IndexedRows(rows, this, at);
  }

  /** Keys already made for these rows, or read from the source's; undefined when neither has them. */
  knownKeys(column: SortableColumn<R>): SortKeys | undefined {
    const own = this.#keys.get(column.id);
    if (own?.column === column) return own.keys;
    const fromSource = this.at && this.source?.knownKeys(column);
    if (!this.at || !fromSource) return undefined;
    return this.#store(column, pickKeys(fromSource, this.at));
  }

  /** The column's keys, made now if not already. */
  keys(column: SortableColumn<R>): SortKeys {
    const known = this.knownKeys(column);
    if (known) return known;
    const steps = keySteps(this.rows, column);
    let step = steps.next();
    while (!step.done) step = steps.next();
    return this.#store(column, step.value);
  }

  /**
   * Makes the column's keys in steps, ahead of a click on its header: each `next()` does a slice
   * of the work (see keySteps), and the last one keeps the keys for `keys()`.
   */
  *prepareKeys(column: SortableColumn<R>): Generator<void, void, void> {
    if (this.rows.length < 2 || this.knownKeys(column)) return;
    const keys = yield* keySteps(this.rows, column);
    // A sort that came first while this was paused made them already: keep those.
    if (!this.knownKeys(column)) this.#store(column, keys);
  }

  #store(column: SortableColumn<R>, keys: SortKeys): SortKeys {
    this.#keys.set(column.id, { column, keys });
    return keys;
  }
}

/** `rows` with a fresh sort index; an `IndexedRows` as it is. */
export function indexRows<R extends Row>(rows: readonly R[] | IndexedRows<R>): IndexedRows<R> {
  return rows instanceof IndexedRows ? rows : new IndexedRows(rows);
}

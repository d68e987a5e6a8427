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
  readonly source: IndexedRows<R> | undefined;
  readonly at: Uint32Array | undefined;
  /** The last order `sortRows` worked out for these rows (lib/sort.ts reads and sets it). */
  lastOrder: KnownOrder | undefined;
  /** Sort keys by column id, made when first needed; a different column object remakes them. */
  readonly #keys = new Map<string, ColumnKeys>();

  /**
   * `rows`, or with `source` and `at` a subset of `source`: `rows[i]` is `source.rows[at[i]]`, and
   * `at` rises (a filter that keeps rows in their order). A subset's sorts read the source's keys
   * and order.
   */
  constructor(rows: readonly R[], source?: IndexedRows<R>, at?: Uint32Array) {
    this.rows = rows;
    this.source = source;
    this.at = at;
  }

  /** Keys already made for these rows, or read from the source's; undefined when neither has them. */
  knownKeys(column: SortableColumn<R>): SortKeys | undefined {
    const own = this.#keys.get(column.id);
    if (own?.column === column) return own.keys;
    const fromSource = this.at && this.source?.knownKeys(column);
    if (!this.at || !fromSource) return undefined;
    return this.keep(column, pickKeys(fromSource, this.at));
  }

  /** The column's keys, made now if not already. */
  keys(column: SortableColumn<R>): SortKeys {
    const known = this.knownKeys(column);
    if (known) return known;
    const steps = keySteps(this.rows, column);
    let step = steps.next();
    while (!step.done) step = steps.next();
    return this.keep(column, step.value);
  }

  /** Keeps `keys` as the column's keys (made by `keys()`, or in idle time: prepare-sort-keys.ts). */
  keep(column: SortableColumn<R>, keys: SortKeys): SortKeys {
    this.#keys.set(column.id, { column, keys });
    return keys;
  }
}

/** `rows` with a fresh sort index; an `IndexedRows` as it is. */
export function indexRows<R extends Row>(rows: readonly R[] | IndexedRows<R>): IndexedRows<R> {
  return rows instanceof IndexedRows ? rows : new IndexedRows(rows);
}

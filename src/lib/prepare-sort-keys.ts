// A column's sort keys made ahead of a click on its header, in steps, for idle time. Apart from
// IndexedRows so that it loads with the table's code (components/use-idle-sort-keys.ts), not with
// the first screen's.
import type { CellValue } from './cell.ts';
import type { IndexedRows } from './indexed-rows.ts';
import { keySteps, type SortableColumn } from './sort-keys.ts';

type Row = Readonly<Record<string, CellValue>>;

/**
 * Makes a column's keys in steps: each `next()` does a slice of the work (see keySteps), and the
 * last one keeps the keys in `rows`, where `sortRows` finds them.
 */
export function* prepareSortKeys<R extends Row>(
  rows: IndexedRows<R>,
  column: SortableColumn<R>,
): Generator<void, void, void> {
  if (rows.rows.length < 2 || rows.knownKeys(column)) return;
  const keys = yield* keySteps(rows.rows, column);
  // A sort that came first while this was paused made them already: those stay.
  if (!rows.knownKeys(column)) rows.keep(column, keys);
}

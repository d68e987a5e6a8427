// Sort keys of a large table made in idle time, so the first click on a header is quick.
import { useEffect } from 'react';
import type { IndexedRows } from '../lib/indexed-rows.ts';
import { prepareSortKeys } from '../lib/prepare-sort-keys.ts';
import type { ColumnVisibility, DataColumn, DataRow } from './data-table-columns.ts';

// Below this many rows a sort is quick anyway; the delay lets a burst of filtering settle first.
const PREPARE_SORT_MIN_ROWS = 5_000;
const PREPARE_SORT_DELAY_MS = 400;

/**
 * Once the rows have stayed put for a moment, makes the sort keys of each sortable column shown,
 * a slice of rows at a time (collating 100,000 names takes a moment). Hidden columns have no
 * header to click and wait until shown. Where the browser has no idle callback (or the table is
 * small), nothing is.
 */
export function useIdleSortKeys<R extends DataRow>(
  indexed: IndexedRows<R>,
  columns: readonly DataColumn<R>[],
  columnVisibility: ColumnVisibility,
): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function' || indexed.rows.length < PREPARE_SORT_MIN_ROWS) {
      return;
    }
    const pending = columns.filter(
      (column) => column.sortable !== false && columnVisibility[column.id] !== false,
    );
    let idle: number | undefined;
    let work: Generator<void, void, void> | null = null;
    // Each idle period does what fits in it, a slice of rows at a time, and gives the thread back.
    const next = (deadline: IdleDeadline) => {
      while (deadline.timeRemaining() > 1) {
        if (work === null) {
          const column = pending.shift();
          if (column === undefined) return;
          work = prepareSortKeys(indexed, column);
        }
        if (work.next().done) work = null;
      }
      idle = requestIdleCallback(next);
    };
    const timer = setTimeout(() => {
      idle = requestIdleCallback(next);
    }, PREPARE_SORT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [indexed, columns, columnVisibility]);
}

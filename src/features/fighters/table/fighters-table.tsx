// The Fighters rankings table: the rows as filtered, the URL's sort and columns, export and link.
// The table's code is not part of the first screen: the first rows are drawn by TablePreview, and
// the table's code (TanStack Table, 23 KB gzip) is requested once they have been painted, so they
// never wait for it: React.lazy alone did not show its Suspense fallback before the code had
// arrived, so the first rows waited for it (docs/performance.md).
import type { FighterFilters } from '../data/use-fighter-filters.ts';
import { lazy, Suspense, type Ref } from 'react';
import { AfterFirstPaint } from '../../../components/after-first-paint.tsx';
import type { DataTableHandle } from '../../../components/data-table.tsx';
import { TablePreview, type TablePreviewProps } from '../../../components/table-preview.tsx';
import { rowKey, type FighterRow } from '../data/fighter-data.ts';
import type { FighterRows } from '../data/use-fighter-rows.ts';
import type { FighterTable } from './use-fighter-table.ts';
import type { FightersMode } from '../fighters-search.ts';
import { fightersCount, tableLabel } from '../fighters-text.ts';
import type { FightersActions } from '../use-fighters-actions.ts';

const FightersFullTable = lazy(() => import('./fighters-full-table.tsx'));

interface FightersTableProps {
  mode: FightersMode;
  rows: Pick<FighterRows, 'rows' | 'shown' | 'isArriving' | 'isStale'>;
  /**
   * The rows that pass every filter with their sort index (`tableRows`), the class in view's
   * (`scopedRows`), and every row of the response (`responseRows`: the consensus columns rank
   * within each whole class).
   */
  filters: Pick<FighterFilters, 'tableRows' | 'scopedRows' | 'responseRows'>;
  table: Pick<
    FighterTable,
    'columns' | 'sorting' | 'columnVisibility' | 'isDefaultSort' | 'defaultOrder'
  >;
  on: Pick<FightersActions, 'openFighter' | 'setSort' | 'setVisibility' | 'clearFilters'>;
  classText: string;
  selectedId: string | null;
  shareHref: string;
  tableRef: Ref<DataTableHandle>;
}

export function FightersTable({
  mode,
  rows,
  filters: { tableRows, scopedRows, responseRows },
  table,
  on,
  classText,
  selectedId,
  shareHref,
  tableRef,
}: FightersTableProps) {
  // What the table shows, said once for the table and for the preview that stands in for it.
  const shows: TablePreviewProps<FighterRow> = {
    rows: tableRows,
    columns: table.columns,
    label: tableLabel(rows.shown.date, classText),
    sorting: table.sorting,
    columnVisibility: table.columnVisibility,
    // Shorter while a fighter's panel is open below it; else the table's own height.
    height: selectedId !== null ? 'min(50vh, 460px)' : undefined,
    // The screen's own default order is said with the count, as the headers show it.
    countLabel: (n) =>
      `${fightersCount(n, scopedRows.length)}${table.isDefaultSort ? `, by ${table.defaultOrder}` : ''}${rows.isArriving ? '; more are loading…' : ''}`,
    getRowId: rowKey,
    selectedRowId: selectedId,
    onRowActivate: on.openFighter,
  };
  const preview = <TablePreview {...shows} />;
  return (
    <div className="fighters-table">
      {/* The first rows of a large response stay a preview: no sort, export or link to act on part of it. */}
      {/* The table is rendered, and its code requested, once the preview's rows are painted. */}
      <Suspense fallback={preview}>
        {rows.isArriving ? (
          preview
        ) : (
          <AfterFirstPaint fallback={preview}>
            <FightersFullTable
              shows={shows}
              mode={mode}
              responseRows={responseRows}
              shown={rows.shown}
              isStale={rows.isStale}
              on={on}
              classText={classText}
              shareHref={shareHref}
              tableRef={tableRef}
            />
          </AfterFirstPaint>
        )}
      </Suspense>
    </div>
  );
}

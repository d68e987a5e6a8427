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
import type { FightersRequest } from '../data/use-last-settled.ts';
import type { FighterTable } from './use-fighter-table.ts';
import type { FightersMode } from '../fighters-search.ts';
import { fightersCount, tableLabel } from '../fighters-text.ts';
import type { ColumnVisibility } from '../../../components/data-table-columns.ts';
import type { SortEntry } from '../../../lib/sort.ts';

const FightersFullTable = lazy(() => import('./fighters-full-table.tsx'));

export interface FightersTableProps {
  mode: FightersMode;
  /** The rows that pass every filter, with their sort index. */
  rows: FighterFilters['tableRows'];
  /** How many rows the class in view has before the other filters ("12 of 40 fighters"). */
  scopedCount: number;
  /** Every row of the response: the consensus columns rank within each whole class. */
  responseRows: FighterFilters['responseRows'];
  /** The date and class of the rows on screen. */
  shown: FightersRequest;
  /** The first rows of a large response, the rest arriving: a preview, with no sort or export. */
  isArriving: boolean;
  /** The rows are the previous date's or class's while new ones load. */
  isStale: boolean;
  columns: FighterTable['columns'];
  sorting: FighterTable['sorting'];
  columnVisibility: FighterTable['columnVisibility'];
  /** The screen's own order while no sort is chosen, said with the count; null once sorted. */
  defaultOrder: string | null;
  onOpen: (row: FighterRow) => void;
  onSort: (sort: SortEntry[]) => void;
  onVisibility: (next: ColumnVisibility) => void;
  onClearFilters: () => void;
  classText: string;
  selectedId: string | null;
  shareHref: string;
  tableRef: Ref<DataTableHandle>;
}

export function FightersTable(props: FightersTableProps) {
  const { rows, columns, sorting, columnVisibility, defaultOrder, selectedId } = props;
  // What the table shows, said once for the table and for the preview that stands in for it.
  const shows: TablePreviewProps<FighterRow> = {
    rows,
    columns,
    label: tableLabel(props.shown.date, props.classText),
    sorting,
    columnVisibility,
    // Shorter while a fighter's panel is open below it; else the table's own height.
    height: selectedId !== null ? 'min(50vh, 460px)' : undefined,
    // The screen's own default order is said with the count, as the headers show it.
    countLabel: (n) =>
      `${fightersCount(n, props.scopedCount)}${defaultOrder !== null ? `, by ${defaultOrder}` : ''}${props.isArriving ? '; more are loading…' : ''}`,
    getRowId: rowKey,
    selectedRowId: selectedId,
    onRowActivate: props.onOpen,
  };
  const preview = <TablePreview {...shows} />;
  return (
    <div className="fighters-table">
      {/* The first rows of a large response stay a preview: no sort, export or link to act on part of it. */}
      {/* The table is rendered, and its code requested, once the preview's rows are painted. */}
      <Suspense fallback={preview}>
        {props.isArriving ? (
          preview
        ) : (
          <AfterFirstPaint fallback={preview}>
            <FightersFullTable
              shows={shows}
              mode={props.mode}
              responseRows={props.responseRows}
              shown={props.shown}
              isStale={props.isStale}
              onSort={props.onSort}
              onVisibility={props.onVisibility}
              onClearFilters={props.onClearFilters}
              classText={props.classText}
              shareHref={props.shareHref}
              tableRef={props.tableRef}
            />
          </AfterFirstPaint>
        )}
      </Suspense>
    </div>
  );
}

// The Fighters rankings table: the rows as filtered, the URL's sort and columns, export and link.
// The table's code is not part of the first screen: the first rows are drawn by TablePreview
// while it loads, so they never wait for it.
import { lazy, Suspense, type Ref } from 'react';
import type { DataTableHandle } from '../../../components/data-table.tsx';
import { TablePreview, type TablePreviewProps } from '../../../components/table-preview.tsx';
import { rowKey, type FighterRow } from '../data/fighter-data.ts';
import type { FightersSearch } from '../fighters-search.ts';
import { fightersCount, tableLabel } from '../fighters-text.ts';
import type { FightersActions } from '../use-fighters-actions.ts';
import type { FightersData } from '../data/use-fighters.ts';

const FightersFullTable = lazy(() => import('./fighters-full-table.tsx'));

interface FightersTableProps {
  search: FightersSearch;
  data: FightersData;
  actions: FightersActions;
  classText: string;
  selectedId: string | null;
  shareHref: string;
  tableRef: Ref<DataTableHandle>;
}

export function FightersTable({
  search,
  data,
  actions,
  classText,
  selectedId,
  shareHref,
  tableRef,
}: FightersTableProps) {
  // What the table shows, said once for the table and for the preview that stands in for it.
  const shows: TablePreviewProps<FighterRow> = {
    rows: data.tableRows,
    columns: data.columns,
    label: tableLabel(data.shown.date, classText),
    sorting: data.sorting,
    columnVisibility: data.columnVisibility,
    // Shorter while a fighter's panel is open below it; else the table's own height.
    height: selectedId !== null ? 'min(50vh, 460px)' : undefined,
    // The screen's own default order is said with the count, as the headers show it.
    countLabel: (n) =>
      `${fightersCount(n, data.scoped.rows.length)}${data.isDefaultSort ? `, by ${data.defaultOrder}` : ''}${data.isArriving ? '; more are loading…' : ''}`,
    getRowId: rowKey,
    selectedRowId: selectedId,
    onRowActivate: actions.openFighter,
  };
  const preview = <TablePreview {...shows} />;
  return (
    <div className="fighters-table">
      <Suspense fallback={preview}>
        {/* The first rows of a large answer stay a preview: no sort, export or link to act on part of it. */}
        {data.isArriving ? (
          preview
        ) : (
          <FightersFullTable
            shows={shows}
            search={search}
            data={data}
            actions={actions}
            classText={classText}
            shareHref={shareHref}
            tableRef={tableRef}
          />
        )}
      </Suspense>
    </div>
  );
}

// The Fighters rankings table: the rows as filtered, the URL's sort and columns, export and link.
// The table's code is not part of the first screen: the first rows are drawn by TablePreview
// while it loads, so they never wait for it.
import { lazy, Suspense, type ComponentType, type Ref } from 'react';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import type { DataTableHandle, DataTableProps } from '../../components/data-table.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { TablePreview, type TablePreviewProps } from '../../components/table-preview.tsx';
import { Isolated } from '../../components/isolated.tsx';
import { safeFilename } from '../../lib/filename.ts';
import { rowKey, type FighterRow } from './fighter-data.ts';
import { fightersView } from './fighter-columns.tsx';
import type { FightersSearch } from './fighters-search.ts';
import { fightersCount, tableLabel } from './fighters-text.ts';
import type { FightersActions } from './use-fighters-actions.ts';
import type { FightersData } from './use-fighters.ts';

const DataTable = lazy(async () => ({
  default: (await import('../../components/data-table.tsx')).DataTable as ComponentType<
    DataTableProps<FighterRow>
  >,
}));

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
  // Named after what is shown (and exported): the previous class's rows while another loads.
  const filename = safeFilename([
    fightersView(search.mode),
    data.shown.date ?? 'latest',
    data.shown.weightClass || 'all-classes',
  ]);
  // What the table shows, said once for the table and for the preview that stands in for it.
  const shows: TablePreviewProps<FighterRow> = {
    rows: data.shownRows,
    columns: data.columns,
    label: tableLabel(data.shown.date, classText),
    sorting: data.sorting,
    columnVisibility: data.columnVisibility,
    // Shorter while a fighter's panel is open below it; else the table's own height.
    height: selectedId !== null ? 'min(50vh, 460px)' : undefined,
    // The screen's own default order is said with the count, as the headers show it.
    countLabel: (n) =>
      `${fightersCount(n, data.scoped.rows.length)}${data.isDefaultSort ? ', by class then rank' : ''}`,
    getRowId: rowKey,
    selectedRowId: selectedId,
    onRowActivate: actions.openFighter,
  };
  return (
    <div className="fighters-table">
      <Suspense fallback={<TablePreview {...shows} />}>
        <DataTable
          {...shows}
          ref={tableRef}
          onSortingChange={actions.setSort}
          onColumnVisibilityChange={actions.setVisibility}
          isStale={data.isStale}
          emptyMessage={
            <span>
              No fighters in <Isolated text={classText} /> pass the filters.{' '}
              <button type="button" className="dv-button" onClick={actions.clearFilters}>
                Clear all filters
              </button>
            </span>
          }
          renderActions={(shown) => (
            <>
              <ExportCsvButton filename={filename} rows={shown.rows} columns={shown.columns} />
              <CopyLinkButton href={shareHref} />
            </>
          )}
        />
      </Suspense>
    </div>
  );
}

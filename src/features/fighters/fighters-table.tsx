// The Fighters rankings table: the rows as filtered, the URL's sort and columns, export and link.
// The table's code is not part of the first screen: the first rows are drawn by TablePreview
// while it loads, so they never wait for it.
import { lazy, Suspense, type ComponentType, type Ref } from 'react';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import type { DataTableHandle, DataTableProps } from '../../components/data-table.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { TablePreview } from '../../components/table-preview.tsx';
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
  const label = tableLabel(data.shown.date, classText);
  const height = selectedId !== null ? 'min(50vh, 460px)' : 'min(70vh, 640px)';
  // The screen's own default order is said with the count, as the headers show it.
  const countLabel = (n: number) =>
    `${fightersCount(n, data.scoped.rows.length)}${data.isDefaultSort ? ', by class then rank' : ''}`;
  const preview = (
    <TablePreview
      rows={data.shownRows}
      columns={data.columns}
      sorting={data.sorting}
      columnVisibility={data.columnVisibility}
      label={label}
      count={countLabel(data.shownRows.length)}
      height={height}
      getRowId={rowKey}
      selectedRowId={selectedId}
      onRowActivate={actions.openFighter}
    />
  );
  return (
    <div className="fighters-table">
      <Suspense fallback={preview}>
        <DataTable
          ref={tableRef}
          rows={data.shownRows}
          columns={data.columns}
          label={label}
          sorting={data.sorting}
          onSortingChange={actions.setSort}
          columnVisibility={data.columnVisibility}
          onColumnVisibilityChange={actions.setVisibility}
          onRowActivate={actions.openFighter}
          getRowId={rowKey}
          selectedRowId={selectedId}
          isStale={data.isStale}
          height={height}
          countLabel={countLabel}
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

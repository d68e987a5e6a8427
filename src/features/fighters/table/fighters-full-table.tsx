// The Fighters table once its code is in: the DataTable with its sort and column controls, and the
// export and link actions it shows. Loaded with the DataTable, so none of it is first-screen code:
// until it arrives, TablePreview draws the same rows (fighters-table.tsx).
import type { Ref } from 'react';
import { CopyLinkButton } from '../../../components/copy-link-button.tsx';
import { DataTable, type DataTableHandle } from '../../../components/data-table.tsx';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { Isolated } from '../../../components/isolated.tsx';
import type { TablePreviewProps } from '../../../components/table-preview.tsx';
import { safeFilename } from '../../../lib/filename.ts';
import type { FighterRow } from '../data/fighter-data.ts';
import { fightersView } from './fighter-columns.tsx';
import type { FightersSearch } from '../fighters-search.ts';
import type { FightersActions } from '../use-fighters-actions.ts';
import type { FightersData } from '../data/use-fighters.ts';

export interface FightersFullTableProps {
  /** What the table shows, as the preview was told it. */
  shows: TablePreviewProps<FighterRow>;
  search: FightersSearch;
  data: FightersData;
  actions: FightersActions;
  classText: string;
  shareHref: string;
  tableRef: Ref<DataTableHandle>;
}

export default function FightersFullTable({
  shows,
  search,
  data,
  actions,
  classText,
  shareHref,
  tableRef,
}: FightersFullTableProps) {
  // Named after what is shown (and exported): the previous class's rows while another loads.
  const filename = safeFilename([
    fightersView(search.mode),
    data.shown.date ?? 'latest',
    data.shown.weightClass || 'all-classes',
  ]);
  return (
    <DataTable
      {...shows}
      main
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
  );
}

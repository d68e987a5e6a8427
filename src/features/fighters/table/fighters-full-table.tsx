// The Fighters table once its code is in: the DataTable with its sort and column controls, and the
// export and link actions it shows. Loaded with the DataTable, so none of it is first-screen code:
// until it arrives, TablePreview draws the same rows (fighters-table.tsx).
import type { SearchableRows } from '../data/fighter-filter.ts';
import { useMemo, type Ref } from 'react';
import { CopyLinkButton } from '../../../components/copy-link-button.tsx';
import { DataTable, type DataTableHandle } from '../../../components/data-table.tsx';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { Isolated } from '../../../components/isolated.tsx';
import type { TablePreviewProps } from '../../../components/table-preview.tsx';
import { safeFilename } from '../../../lib/filename.ts';
import type { FighterRow } from '../data/fighter-data.ts';
import { fightersView } from '../data/fighter-data.ts';
import { withConsensusColumns } from './consensus-columns.ts';
import type { FightersRequest } from '../data/use-last-settled.ts';
import type { FightersMode } from '../fighters-search.ts';
import type { ColumnVisibility } from '../../../components/data-table-columns.ts';
import type { SortEntry } from '../../../lib/sort.ts';

export interface FightersFullTableProps {
  /** What the table shows, as the preview was told it. */
  shows: TablePreviewProps<FighterRow>;
  mode: FightersMode;
  /** Every row of the response (the consensus ranks are within each whole class). */
  responseRows: SearchableRows;
  /** The date and class of the rows on screen: the export is named after them. */
  shown: FightersRequest;
  /** The rows are the previous date's or class's while new ones load. */
  isStale: boolean;
  onSort: (sort: SortEntry[]) => void;
  onVisibility: (next: ColumnVisibility) => void;
  onClearFilters: () => void;
  classText: string;
  shareHref: string;
  tableRef: Ref<DataTableHandle>;
}

export default function FightersFullTable({
  shows,
  mode,
  responseRows,
  shown,
  isStale,
  onSort,
  onVisibility,
  onClearFilters,
  classText,
  shareHref,
  tableRef,
}: FightersFullTableProps) {
  // Named after what is shown (and exported): the previous class's rows while another loads.
  const filename = safeFilename([
    fightersView(mode),
    shown.date ?? 'latest',
    shown.weightClass || 'all-classes',
  ]);
  // Consensus and spread join here, with the table's code, not the first screen's (the preview).
  const columns = useMemo(
    () => withConsensusColumns(shows.columns, responseRows),
    [shows.columns, responseRows],
  );
  return (
    <DataTable
      {...shows}
      columns={columns}
      main
      ref={tableRef}
      onSortingChange={onSort}
      onColumnVisibilityChange={onVisibility}
      isStale={isStale}
      emptyMessage={
        <span>
          No fighters in <Isolated text={classText} /> pass the filters.{' '}
          <button type="button" className="dv-button" onClick={onClearFilters}>
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

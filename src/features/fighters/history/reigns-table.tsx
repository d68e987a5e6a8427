// Reigns: every #1 of the span, with their dates at #1, first and last, and longest unbroken run;
// a DataTable (sortable, keyboard rows that open the fighter) with CSV export.
import { DataTable } from '../../../components/data-table.tsx';
import type { DataColumn } from '../../../components/data-table-columns.ts';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { safeFilename } from '../../../lib/filename.ts';
import type { Reign } from './history-data.ts';

const columns: readonly DataColumn<Reign>[] = [
  { id: 'name', header: 'Fighter', type: 'string', priority: 1 },
  {
    id: 'dates',
    header: 'Dates at #1',
    type: 'integer',
    sortDescFirst: true,
    priority: 1,
    description: 'Published dates in the span at which the fighter was ranked #1.',
  },
  { id: 'first', header: 'First at #1', type: 'date', priority: 3 },
  { id: 'last', header: 'Last at #1', type: 'date', priority: 4 },
  {
    id: 'longest',
    header: 'Longest run',
    type: 'integer',
    sortDescFirst: true,
    priority: 2,
    description: 'The most consecutive published dates at #1.',
  },
];

const SORT = [{ id: 'dates', desc: true }] as const;

interface ReignsTableProps {
  reigns: readonly Reign[];
  /** "Lightweight": for the table's name and the file's. */
  classText: string;
  from: string | undefined;
  to: string | undefined;
  onOpen: (name: string) => void;
  isStale: boolean;
}

export function ReignsTable({ reigns, classText, from, to, onOpen, isStale }: ReignsTableProps) {
  return (
    <DataTable
      rows={reigns}
      columns={columns}
      label={`Reigns at #1, ${classText}`}
      defaultSorting={SORT}
      getRowId={(row) => row.name}
      onRowActivate={(row) => onOpen(row.name)}
      isStale={isStale}
      height={Math.min(400, 56 + Math.max(1, reigns.length) * 36)}
      emptyMessage="No #1 in the dates loaded yet."
      countLabel={(count) => (count === 1 ? '1 fighter at #1' : `${count} fighters at #1`)}
      renderActions={(shown) => (
        <ExportCsvButton
          filename={safeFilename([classText, 'reigns', from, 'to', to])}
          columns={shown.columns}
          rows={shown.rows}
        />
      )}
    />
  );
}

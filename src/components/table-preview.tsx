// The first rows of a table, drawn while the table's own code (TanStack Table and Virtual, the
// sort buttons, the column menu) is still on its way: the same grid, header and rows as the
// DataTable draws, at the same place, read-only and marked busy. The DataTable then takes over.
import { useId } from 'react';
import { sortRows, type SortEntry } from '../lib/sort.ts';
import {
  pinnedOffsets,
  type ColumnVisibility,
  type DataColumn,
  type DataRow,
} from './data-table-columns.ts';
import { DataTableHeader } from './data-table-header.tsx';
import { ROW_HEIGHT, TableRow, tableInnerStyle } from './data-table-row.tsx';

/** Enough rows to fill the tallest table viewport (640 px) at 34 px a row. */
const PREVIEW_ROWS = 20;

export interface TablePreviewProps<R extends DataRow> {
  rows: readonly R[];
  columns: readonly DataColumn<R>[];
  sorting: readonly SortEntry[];
  columnVisibility?: ColumnVisibility;
  label: string;
  /** The count line, as the table will say it. */
  count: string;
  height: string;
  getRowId?: (row: R, index: number) => string;
  selectedRowId?: string | null;
  /** A click on a row does what it will do in the table. */
  onRowActivate?: (row: R) => void;
}

export function TablePreview<R extends DataRow>({
  rows,
  columns,
  sorting,
  columnVisibility = {},
  label,
  count,
  height,
  getRowId,
  selectedRowId,
  onRowActivate,
}: TablePreviewProps<R>) {
  // The order the table will show: `sortRows` keeps the keys it computes, so the table reuses them.
  const ordered = sortRows(
    rows,
    columns.filter((column) => column.sortable !== false),
    sorting,
  );
  const shown = columns.filter((column) => columnVisibility[column.id] !== false);
  const pinned = pinnedOffsets(shown);
  const countId = useId();
  return (
    <div className="dv-table">
      <div className="dv-table__toolbar">
        <p className="dv-table__count" id={countId}>
          {count}
        </p>
      </div>
      <div
        role="table"
        aria-label={label}
        aria-describedby={countId}
        aria-busy="true"
        aria-rowcount={Math.max(ordered.length, 1) + 1}
        aria-colcount={shown.length}
        className="dv-table__scroll"
        data-virtual-viewport=""
        style={{ height }}
      >
        <div className="dv-table__inner" style={tableInnerStyle(shown)}>
          <DataTableHeader
            columns={shown.map((column) => ({ column }))}
            sorting={sorting}
            pinned={pinned}
          />
          <div
            role="rowgroup"
            className="dv-table__body"
            style={{ height: `${ordered.length * ROW_HEIGHT}px` }}
            onClick={(event) => {
              const target = event.target as HTMLElement;
              if (!onRowActivate || target.closest('a, button, input, select')) return;
              const index = Number(target.closest<HTMLElement>('[data-index]')?.dataset.index);
              const row = ordered[index];
              if (row !== undefined) onRowActivate(row);
            }}
          >
            {ordered.slice(0, PREVIEW_ROWS).map((row, index) => (
              <TableRow
                key={index}
                row={row}
                index={index}
                top={index * ROW_HEIGHT}
                columns={shown}
                pinned={pinned}
                selected={
                  getRowId !== undefined &&
                  selectedRowId !== undefined &&
                  selectedRowId !== null &&
                  getRowId(row, index) === selectedRowId
                }
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

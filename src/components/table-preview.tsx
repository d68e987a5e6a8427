// The first rows of a table, drawn while the table's own code (TanStack Table and Virtual, the
// sort buttons, the column menu) is still on its way: the same grid, header and rows as the
// DataTable draws, at the same place, read-only and marked busy. The DataTable then takes over.
import { useId, useMemo, useState } from 'react';
import { indexRows } from '../lib/indexed-rows.ts';
import { firstSortedRows, type SortEntry } from '../lib/sort.ts';
import { displayText } from '../lib/text.ts';
import type { DataTableProps } from './data-table.tsx';
import { uniformColumns, type DataRow } from './data-table-columns.ts';
import { BeyondNote } from './data-table-beyond.tsx';
import { DataTableHeader } from './data-table-header.tsx';
import { isNarrowLayout, tableLayout, useTableWidth } from './data-table-layout.ts';
import {
  DEFAULT_TABLE_HEIGHT,
  ROW_HEIGHT,
  TableRow,
  defaultCountLabel,
  isSelectedRow,
} from './data-table-row.tsx';

/** Enough rows to fill the tallest table viewport (640 px) at 34 px a row. */
const PREVIEW_ROWS = 20;
const NO_SORTING: readonly SortEntry[] = [];

/** The table's own props that say what it will show: a screen hands the same ones to both. */
export type TablePreviewProps<R extends DataRow> = Pick<
  DataTableProps<R>,
  | 'rows'
  | 'columns'
  | 'label'
  | 'sorting'
  | 'columnVisibility'
  | 'height'
  | 'countLabel'
  | 'getRowId'
  | 'selectedRowId'
  | 'onRowActivate'
  | 'narrowBelow'
>;

// eslint-disable-next-line max-lines-per-function -- one read-only grid (toolbar, header, rows) drawn like the DataTable's; split, its parts would only be used here
export function TablePreview<R extends DataRow>({
  rows,
  columns,
  label,
  sorting = NO_SORTING,
  columnVisibility = {},
  height = DEFAULT_TABLE_HEIGHT,
  countLabel = defaultCountLabel,
  getRowId,
  selectedRowId,
  onRowActivate,
  narrowBelow,
}: TablePreviewProps<R>) {
  // The rows the table will show first, in its order, found without sorting the rest (the table
  // does that once it is in); the sort keys made here are kept in `rows` for the table, when the
  // screen hands both the same IndexedRows.
  const indexed = useMemo(() => indexRows(rows), [rows]);
  const count = indexed.rows.length;
  const first = useMemo(
    () =>
      firstSortedRows(
        indexed,
        columns.filter((column) => column.sortable !== false),
        sorting,
        PREVIEW_ROWS,
      ),
    [indexed, columns, sorting],
  );
  const shown = columns.filter((column) => columnVisibility[column.id] !== false);
  // Laid out as the table will be, so nothing moves when it takes over.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const width = useTableWidth(scroller);
  // The columns the table leaves out for saying the same in every row: the preview's first rows
  // are a sample, so it leaves out what the table will (its rows are all of them), and no sooner.
  const narrow = isNarrowLayout(shown, width, narrowBelow);
  const uniform = uniformColumns(shown, indexed.rows, narrow);
  const left = new Set(uniform.map((u) => u.column.id));
  const layout = tableLayout(
    shown.filter((column) => !left.has(column.id)),
    sorting,
    width,
    narrowBelow,
  );
  const { pinned } = layout;
  const countId = useId();
  return (
    <div className={layout.narrow ? 'dv-table dv-table--narrow' : 'dv-table'}>
      <div className="dv-table__toolbar">
        <p className="dv-table__count" id={countId}>
          {countLabel(count)}
        </p>
      </div>
      <BeyondNote columns={layout.beyond} uniform={uniform} />
      <div
        ref={setScroller}
        role="table"
        aria-label={label && displayText(label)}
        aria-describedby={countId}
        aria-busy="true"
        aria-rowcount={Math.max(count, 1) + 1}
        aria-colcount={shown.length}
        className="dv-table__scroll"
        data-virtual-viewport=""
        // As tall as its rows, up to `height`: a short table leaves no empty panel below them.
        style={{ maxHeight: height }}
      >
        <div className="dv-table__inner" style={layout.style}>
          <DataTableHeader
            columns={layout.columns.map((column) => ({ column }))}
            sorting={sorting}
            pinned={pinned}
          />
          {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- clicks on rows bubble here; the full table that replaces this preview handles keys */}
          <div
            role="rowgroup"
            className="dv-table__body"
            style={{ height: `${count * ROW_HEIGHT}px` }}
            onClick={(event) => {
              const target = event.target as HTMLElement;
              if (!onRowActivate || target.closest('a, button, input, select')) return;
              const index = Number(target.closest<HTMLElement>('[data-index]')?.dataset.index);
              const row = first[index];
              if (row !== undefined) onRowActivate(row);
            }}
          >
            {first.map((row, index) => (
              <TableRow
                key={index}
                row={row}
                index={index}
                top={index * ROW_HEIGHT}
                columns={layout.columns}
                pinned={pinned}
                selected={isSelectedRow(row, index, getRowId, selectedRowId)}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

// A sortable, virtualised table of rows: TanStack Table owns the columns' sort, visibility, order,
// pinning and sizing state; TanStack Virtual keeps only the rows on screen in the DOM, so 100,000
// rows scroll smoothly.
// This file holds the props and the layout of one table; its state hooks are in data-table-state.ts,
// and the header, rows, row navigation and idle sort-key preparation are their own files.
import { useId, type ReactNode, type Ref } from 'react';
// Kept first: the first-screen chunk orders its modules by import order, and this import later
// costs ~30 bytes gzip there (the size budget's limit).
import {
  useDisplayedRows,
  useScroller,
  useSortedColumnInView,
  useTableColumns,
  useTableHandle,
  useTableState,
} from './data-table-state.ts';
import type { IndexedRows } from '../lib/indexed-rows.ts';
import type { SortEntry, SortingState } from '../lib/sort.ts';
import { displayText } from '../lib/text.ts';
import { ColumnMenu } from './column-menu.tsx';
import { DataTableBody } from './data-table-body.tsx';
import { DEFAULT_TABLE_HEIGHT, defaultCountLabel } from './data-table-row.tsx';
import { DataTableHeader } from './data-table-header.tsx';
import { NARROW_BELOW } from './data-table-layout.ts';
import { BeyondNote } from './data-table-beyond.tsx';
import { MAIN_TABLE_ID } from './main-table.ts';
import type { DataTableHandle } from './use-row-navigation.ts';
import type { ColumnVisibility, DataColumn, DataRow } from './data-table-columns.ts';
import '../styles/data-table.css';

// Screens import the handle's type from here, beside the table.
export type { DataTableHandle } from './use-row-navigation.ts';

/** The rows and columns exactly as the table shows them, for export. */
export interface DisplayedData<R extends DataRow> {
  /** Sorted as shown; filtered as they were passed in. */
  rows: readonly R[];
  /** The visible columns, in order. */
  columns: readonly DataColumn<R>[];
}

export interface DataTableProps<R extends DataRow> {
  /**
   * The rows to show, already filtered. Keep the reference stable between renders. An
   * `IndexedRows` (lib/indexed-rows.ts) brings its sort keys along: pass the same one to the
   * preview and the table, and a filtered subset of it, so neither makes them again.
   */
  rows: readonly R[] | IndexedRows<R>;
  /** The columns, in order. Keep the reference stable between renders. */
  columns: readonly DataColumn<R>[];
  /** The table's accessible name, e.g. "Fighter rankings, 1 Mar 2024". */
  label: string;

  /** Controlled sort (e.g. kept in the URL); pair with `onSortingChange`. */
  sorting?: readonly SortEntry[];
  onSortingChange?: (sorting: SortingState) => void;
  /** Initial sort when `sorting` is not controlled. */
  defaultSorting?: readonly SortEntry[];

  /** Controlled column visibility; pair with `onColumnVisibilityChange`. */
  columnVisibility?: ColumnVisibility;
  onColumnVisibilityChange?: (visibility: ColumnVisibility) => void;
  /** Initial visibility when `columnVisibility` is not controlled. */
  defaultColumnVisibility?: ColumnVisibility;

  /** Called on a row click, or Enter / Space on the focused row. */
  onRowActivate?: (row: R) => void;
  /** A row's identity, for `selectedRowId`. */
  getRowId?: (row: R, index: number) => string;
  /** Highlights the row whose `getRowId` is this, marked `aria-current`. */
  selectedRowId?: string | null;
  /** Newer rows are loading: the rows shown stay, dimmed, and the table is `aria-busy`. */
  isStale?: boolean;
  /**
   * The most the scrolling viewport takes (CSS length or pixels); default `min(70vh, 640px)`. A
   * table whose rows need less is as tall as they are.
   */
  height?: number | string;
  /** Shown in place of rows when there are none; default "No rows to show." */
  emptyMessage?: ReactNode;

  /** Whether to show the bar with the row count, actions and column menu; default true. */
  toolbar?: boolean;
  /** The row count's text; default "1,234 rows". */
  countLabel?: (count: number) => string;
  /** Toolbar actions given the rows and columns as shown, e.g. an `ExportCsvButton`. */
  renderActions?: (shown: DisplayedData<R>) => ReactNode;
  /**
   * Below this width (the table's, in CSS pixels) a table whose columns have a `priority` is laid
   * out narrow; default 640. See the component's comment.
   */
  narrowBelow?: number;
  /** The screen's main table: the shell's "Skip to table" link focuses its rows. */
  main?: boolean;
  /** The table's handle for a screen (focus its rows), instead of reaching into its DOM. */
  ref?: Ref<DataTableHandle>;
}

/**
 * A generic table of rows. Sort by clicking a header (ascending, descending, then unsorted);
 * Shift-click adds a secondary sort. Rows are one tab stop: arrow keys, Page Up/Down, Home and
 * End move between them, Enter or Space activates one.
 *
 * The order shown is `sortRows(rows, columns, sorting)` from `src/lib/sort.ts`; for "the rows as
 * shown" use `renderActions`, or control `sorting` and call `sortRows` with the same arguments.
 *
 * Narrow tables (a phone): give the columns a row is for a `priority` (1 for its identity, say
 * rank and name; 2, 3… for the figures worth seeing next) and, where useful, a `narrowWidth`.
 * When the table is narrower than `narrowBelow` (640 px), it draws the priority-1 columns, then
 * the sorted column (so the figure the rows are ordered by is beside the name), then the other
 * prioritised columns, as many as fit its width exactly; the other columns follow past the right
 * edge, the table says how many, and it scrolls sideways to them. Nothing is pinned then. The
 * header, sort buttons, row keys and accessible table are the same in both layouts; only the
 * columns' order and widths differ (CSV export keeps the columns' own order). A table without
 * prioritised columns is laid out as given at every width.
 */
export function DataTable<R extends DataRow>({
  rows,
  columns,
  label,
  onRowActivate,
  getRowId,
  selectedRowId,
  isStale = false,
  height = DEFAULT_TABLE_HEIGHT,
  emptyMessage = 'No rows to show.',
  toolbar = true,
  countLabel = defaultCountLabel,
  renderActions,
  narrowBelow = NARROW_BELOW,
  main = false,
  ref,
  // Sort and column visibility, controlled or not: useTableState's.
  ...stateProps
}: DataTableProps<R>) {
  const countId = useId();
  const state = useTableState(stateProps);
  const displayedRows = useDisplayedRows(rows, columns, state);
  const { scrollRef, scrollElement, attachScroller, width } = useScroller();
  const table = useTableColumns(columns, displayedRows, state, { width, narrowBelow });
  const { shownColumns, layout, toggles, uniform } = table;
  const rowsHandle = useTableHandle(ref, main);
  useSortedColumnInView(scrollRef, state.sorting, layout.narrow);
  const count = displayedRows.length;

  return (
    <div className={tableClass(onRowActivate !== undefined, isStale, layout.narrow)}>
      {toolbar ? (
        <TableToolbar
          countId={countId}
          countText={countLabel(count)}
          actions={renderActions?.({ rows: displayedRows, columns: shownColumns })}
          columns={columns}
          columnVisibility={state.columnVisibility}
          onColumnVisibilityChange={state.setVisibility}
        />
      ) : null}
      <BeyondNote columns={layout.beyond} uniform={uniform} />
      <div
        ref={attachScroller}
        id={main ? MAIN_TABLE_ID : undefined}
        role="table"
        // A label names data ("Players of <league>"): its bidi controls are marks, as on screen.
        aria-label={label && displayText(label)}
        // The row count ("12 of 340 fighters") is the table's description, read with its name.
        aria-describedby={toolbar ? countId : undefined}
        aria-rowcount={Math.max(count, 1) + 1}
        aria-colcount={shownColumns.length}
        aria-busy={isStale || undefined}
        className="dv-table__scroll"
        data-virtual-viewport=""
        // As tall as its rows, up to `height`: a short table leaves no empty panel below them.
        style={{ maxHeight: height }}
      >
        <div className="dv-table__inner" style={layout.style}>
          <DataTableHeader
            columns={layout.columns.map((column) => ({
              column,
              onToggleSort: toggles.get(column.id),
            }))}
            sorting={state.sorting}
            pinned={layout.pinned}
          />
          <DataTableBody
            rows={displayedRows}
            columns={layout.columns}
            pinned={layout.pinned}
            sorting={state.sorting}
            scrollRef={scrollRef}
            scrollElement={scrollElement}
            onRowActivate={onRowActivate}
            getRowId={getRowId}
            selectedRowId={selectedRowId}
            emptyMessage={emptyMessage}
            handleRef={rowsHandle}
          />
        </div>
      </div>
    </div>
  );
}

/** The table's class, with its modifiers for clickable rows, stale rows and the narrow layout. */
function tableClass(interactive: boolean, stale: boolean, narrow: boolean): string {
  let name = 'dv-table';
  if (interactive) name += ' dv-table--interactive';
  if (stale) name += ' dv-table--stale';
  if (narrow) name += ' dv-table--narrow';
  return name;
}

/** The bar above the table: the row count, the screen's actions and the column menu. */
function TableToolbar<R extends DataRow>({
  countId,
  countText,
  actions,
  columns,
  columnVisibility,
  onColumnVisibilityChange,
}: {
  countId: string;
  countText: string;
  actions: ReactNode;
  columns: readonly DataColumn<R>[];
  columnVisibility: ColumnVisibility;
  onColumnVisibilityChange: (visibility: ColumnVisibility) => void;
}) {
  return (
    <div className="dv-table__toolbar">
      <p className="dv-table__count" id={countId}>
        {countText}
      </p>
      <div className="dv-table__actions">
        {actions}
        <ColumnMenu
          columns={columns}
          columnVisibility={columnVisibility}
          onColumnVisibilityChange={onColumnVisibilityChange}
        />
      </div>
    </div>
  );
}

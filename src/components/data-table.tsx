// A sortable, virtualised table of rows: TanStack Table owns columns, sort and visibility state;
// TanStack Virtual keeps only the rows on screen in the DOM, so 100,000 rows scroll smoothly.
// Over 300 lines on purpose: the props and the state wiring of one table (sort, visibility,
// header, body); the header, rows, row navigation and idle sort-key preparation are their own files.
import {
  useCallback,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import {
  columnVisibilityFeature,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Updater,
} from '@tanstack/react-table';
import { indexRows, type IndexedRows } from '../lib/indexed-rows.ts';
import { sortRows, type SortEntry, type SortingState } from '../lib/sort.ts';
import { ColumnMenu } from './column-menu.tsx';
import { DataTableBody } from './data-table-body.tsx';
import { DEFAULT_TABLE_HEIGHT, defaultCountLabel } from './data-table-row.tsx';
import { DataTableHeader } from './data-table-header.tsx';
import { useIdleSortKeys } from './use-idle-sort-keys.ts';
import { NARROW_BELOW, tableLayout, useTableWidth } from './data-table-layout.ts';
import { BeyondNote } from './data-table-beyond.tsx';
import { MAIN_TABLE_ID, useMainTable } from './main-table.ts';
import type { DataTableHandle } from './use-row-navigation.ts';
import {
  columnValue,
  type ColumnVisibility,
  type DataColumn,
  type DataRow,
} from './data-table-columns.ts';
import '../styles/data-table.css';

// Screens import the handle's type from here, beside the table.
export type { DataTableHandle } from './use-row-navigation.ts';

// Only state and column APIs are registered: rows are ordered by `sortRows` (shared with CSV
// export) and read straight from that array for the visible window, so no per-row object is
// built for the 100,000 rows nobody is looking at (TanStack's core row model would build them all).
const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });

type Features = typeof features;

const EMPTY_SORTING: readonly SortEntry[] = [];
const EMPTY_VISIBILITY: ColumnVisibility = {};

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
  /** Height of the scrolling viewport (CSS length or pixels); default `min(70vh, 640px)`. */
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
  /** What a screen may ask of the table, instead of reaching into its DOM. */
  ref?: Ref<DataTableHandle>;
}

/**
 * The sorting as last seen, kept while its content is unchanged: a screen that rebuilds its array
 * on each render (say, from the URL) must not cost a re-sort each time.
 */
function useStableSorting(next: readonly SortEntry[]): SortingState {
  const [kept, setKept] = useState<SortingState>(() => [...next]);
  const same =
    kept.length === next.length &&
    kept.every((entry, i) => entry.id === next[i]?.id && entry.desc === next[i]?.desc);
  if (same) return kept;
  // React's "state from the previous render" pattern: this render uses the new array at once.
  const fresh = [...next];
  setKept(fresh);
  return fresh;
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
  sorting: sortingProp,
  onSortingChange,
  defaultSorting = EMPTY_SORTING,
  columnVisibility: visibilityProp,
  onColumnVisibilityChange,
  defaultColumnVisibility = EMPTY_VISIBILITY,
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
}: DataTableProps<R>) {
  const countId = useId();
  // The sort index of these rows: the one given, or one made for this array (kept while it is).
  const indexed = useMemo(() => indexRows(rows), [rows]);
  const [innerSorting, setInnerSorting] = useState<readonly SortEntry[]>(defaultSorting);
  const [innerVisibility, setInnerVisibility] = useState<ColumnVisibility>(defaultColumnVisibility);
  const columnVisibility = visibilityProp ?? innerVisibility;

  const sorting = useStableSorting(sortingProp ?? innerSorting);
  const setSorting = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    if (sortingProp === undefined) setInnerSorting(next);
    onSortingChange?.(next);
  };
  const setVisibility = (updater: Updater<ColumnVisibility>) => {
    const next = functionalUpdate(updater, columnVisibility);
    if (visibilityProp === undefined) setInnerVisibility(next);
    onColumnVisibilityChange?.(next);
  };

  const tableColumns = useMemo(
    () =>
      columns.map((column): ColumnDef<Features, R> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: R) => columnValue(column, row) ?? null,
        enableSorting: column.sortable !== false,
        sortDescFirst: column.sortDescFirst ?? false,
        enableHiding: column.hideable !== false,
      })),
    [columns],
  );
  const columnsById = useMemo(
    () => new Map(columns.map((column) => [column.id, column] as const)),
    [columns],
  );

  useIdleSortKeys(indexed, columns, columnVisibility);

  // A sort on a column that offers no sort button (say, from an old link) is not applied.
  const displayedRows = useMemo(
    () =>
      sortRows(
        indexed,
        columns.filter((column) => column.sortable !== false),
        sorting,
      ),
    [indexed, columns, sorting],
  );

  const table = useTable({
    features,
    columns: tableColumns,
    data: displayedRows,
    state: { sorting, columnVisibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setVisibility,
    // The rows arrive sorted by `sortRows`; the table keeps the sort state and its toggle cycle.
    manualSorting: true,
    sortDescFirst: false,
    enableSortingRemoval: true,
    enableMultiSort: true,
    enableMultiRemove: true,
  });

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const shownColumns = table
    .getVisibleLeafColumns()
    .map((column) => columnsById.get(column.id))
    .filter((column): column is DataColumn<R> => column !== undefined);

  const count = displayedRows.length;
  // State, not only a ref: the rows' virtualiser (a child) renders again once the scroller exists,
  // since a child's effects run before its parent's DOM ref is attached.
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroller = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    setScrollElement(element);
  }, []);

  // The body's handle, offered to the screen and, for the main table, to the shell's skip link.
  const rowsHandle = useRef<DataTableHandle>(null);
  useImperativeHandle(ref, () => ({
    focusActiveRow: () => rowsHandle.current?.focusActiveRow(),
  }));
  const focusRows = useCallback(() => rowsHandle.current?.focusActiveRow(), []);
  useMainTable(main, focusRows);

  const width = useTableWidth(scrollElement);
  const layout = tableLayout(shownColumns, sorting, width, narrowBelow);
  const { pinned } = layout;
  const toggles = new Map(
    headers.map((tableHeader) => [
      tableHeader.column.id,
      tableHeader.column.getCanSort() ? tableHeader.column.getToggleSortingHandler() : undefined,
    ]),
  );

  const header = (
    <DataTableHeader
      columns={layout.columns.map((column) => ({
        column,
        onToggleSort: toggles.get(column.id),
      }))}
      sorting={sorting}
      pinned={pinned}
    />
  );

  const body = (
    <DataTableBody
      rows={displayedRows}
      columns={layout.columns}
      pinned={pinned}
      sorting={sorting}
      scrollRef={scrollRef}
      scrollElement={scrollElement}
      onRowActivate={onRowActivate}
      getRowId={getRowId}
      selectedRowId={selectedRowId}
      emptyMessage={emptyMessage}
      handleRef={rowsHandle}
    />
  );

  let tableClass = 'dv-table';
  if (onRowActivate) tableClass += ' dv-table--interactive';
  if (isStale) tableClass += ' dv-table--stale';
  if (layout.narrow) tableClass += ' dv-table--narrow';

  return (
    <div className={tableClass}>
      {toolbar ? (
        <div className="dv-table__toolbar">
          <p className="dv-table__count" id={countId}>
            {countLabel(count)}
          </p>
          <div className="dv-table__actions">
            {renderActions?.({ rows: displayedRows, columns: shownColumns })}
            <ColumnMenu
              columns={columns}
              columnVisibility={columnVisibility}
              onColumnVisibilityChange={(next) => setVisibility(next)}
            />
          </div>
        </div>
      ) : null}
      <BeyondNote columns={layout.beyond} />
      <div
        ref={attachScroller}
        id={main ? MAIN_TABLE_ID : undefined}
        role="table"
        aria-label={label}
        // The row count ("12 of 340 fighters") is the table's description, read with its name.
        aria-describedby={toolbar ? countId : undefined}
        aria-rowcount={Math.max(count, 1) + 1}
        aria-colcount={shownColumns.length}
        aria-busy={isStale || undefined}
        className="dv-table__scroll"
        data-virtual-viewport=""
        style={{ height }}
      >
        <div className="dv-table__inner" style={layout.style}>
          {header}
          {body}
        </div>
      </div>
    </div>
  );
}

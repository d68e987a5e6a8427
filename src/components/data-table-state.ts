// The DataTable's state hooks: its sort and column visibility (controlled or its own), the rows in
// the order shown, TanStack Table's columns, and the scroller and focus handle the rows share.
import {
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import {
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
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
import { useIdleSortKeys } from './use-idle-sort-keys.ts';
import { useMainTable } from './main-table.ts';
import {
  arrangedLayout,
  drawnOrder,
  isNarrowLayout,
  pinnedColumns,
  useTableWidth,
} from './data-table-layout.ts';
import type { DataTableHandle } from './use-row-navigation.ts';
import {
  columnValue,
  type ColumnVisibility,
  type DataColumn,
  type DataRow,
  uniformColumns,
} from './data-table-columns.ts';

// Only state and column APIs are registered: rows are ordered by `sortRows` (shared with CSV
// export) and read straight from that array for the visible window, so no per-row object is
// built for the 100,000 rows nobody is looking at (TanStack's core row model would build them all).
const features = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
});

type Features = typeof features;

const EMPTY_SORTING: readonly SortEntry[] = [];
const EMPTY_VISIBILITY: ColumnVisibility = {};

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

/** The DataTable's props for sort and visibility (documented on `DataTableProps`). */
export interface TableStateProps {
  sorting?: readonly SortEntry[];
  onSortingChange?: (sorting: SortingState) => void;
  defaultSorting?: readonly SortEntry[];
  columnVisibility?: ColumnVisibility;
  onColumnVisibilityChange?: (visibility: ColumnVisibility) => void;
  defaultColumnVisibility?: ColumnVisibility;
}

/** Sort and column visibility: the screen's when it controls them, else the table's own. */
export function useTableState(props: TableStateProps) {
  const { sorting: sortingProp, columnVisibility: visibilityProp } = props;
  const [innerSorting, setInnerSorting] = useState(props.defaultSorting ?? EMPTY_SORTING);
  const [innerVisibility, setInnerVisibility] = useState<ColumnVisibility>(
    props.defaultColumnVisibility ?? EMPTY_VISIBILITY,
  );
  const columnVisibility = visibilityProp ?? innerVisibility;

  const sorting = useStableSorting(sortingProp ?? innerSorting);
  const setSorting = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    if (sortingProp === undefined) setInnerSorting(next);
    props.onSortingChange?.(next);
  };
  const setVisibility = (updater: Updater<ColumnVisibility>) => {
    const next = functionalUpdate(updater, columnVisibility);
    if (visibilityProp === undefined) setInnerVisibility(next);
    props.onColumnVisibilityChange?.(next);
  };
  return { sorting, setSorting, columnVisibility, setVisibility };
}

type TableState = ReturnType<typeof useTableState>;

/**
 * The rows in the order shown, `sortRows(rows, columns, sorting)`, with their sort keys prepared
 * while the browser is idle for the columns a user may sort by next.
 */
export function useDisplayedRows<R extends DataRow>(
  rows: readonly R[] | IndexedRows<R>,
  columns: readonly DataColumn<R>[],
  { sorting, columnVisibility }: TableState,
): readonly R[] {
  // The sort index of these rows: the one given, or one made for this array (kept while it is).
  const indexed = useMemo(() => indexRows(rows), [rows]);
  useIdleSortKeys(indexed, columns, columnVisibility);

  // A sort on a column that offers no sort button (say, from an old link) is not applied.
  return useMemo(
    () =>
      sortRows(
        indexed,
        columns.filter((column) => column.sortable !== false),
        sorting,
      ),
    [indexed, columns, sorting],
  );
}

/**
 * TanStack Table over the columns: which are shown (visibility), in which order (ordering: as
 * given, or a narrow table's), which stay in view and where (pinning, at offsets from sizing), and
 * each sortable one's sort toggle (its cycle: ascending, descending, unsorted; Shift adds to the
 * sort). The order, pinning and sizing state follow from the columns, the sort and the width;
 * the layout draws the columns in that order, the pinned ones at their offsets.
 */
export function useTableColumns<R extends DataRow>(
  columns: readonly DataColumn<R>[],
  displayedRows: readonly R[],
  { sorting, setSorting, columnVisibility, setVisibility }: TableState,
  { width, narrowBelow }: { width: number | null; narrowBelow: number },
) {
  const tableColumns = useMemo(
    () =>
      columns.map((column): ColumnDef<Features, R> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: R) => columnValue(column, row) ?? null,
        enableSorting: column.sortable !== false,
        sortDescFirst: column.sortDescFirst ?? false,
        enableHiding: column.hideable !== false,
        enablePinning: column.pinned === true,
        // Fixed widths only: a flexible column shares the free width (a grid track, not pixels).
        ...(column.width === undefined ? {} : { size: column.width, minSize: column.width }),
      })),
    [columns],
  );
  const columnsById = useMemo(
    () => new Map(columns.map((column) => [column.id, column] as const)),
    [columns],
  );
  // The visible columns in their own order (also what export gets), and the order and pinning
  // state that follow from them, kept while the columns, visibility, sort and layout are the same.
  const visible = useMemo(
    () => columns.filter((column) => columnVisibility[column.id] !== false),
    [columns, columnVisibility],
  );
  const narrow = isNarrowLayout(visible, width, narrowBelow);
  // A narrow table leaves out a column that says the same in every row, and says it once.
  const uniform = useMemo(
    () => uniformColumns(visible, displayedRows, narrow),
    [visible, displayedRows, narrow],
  );
  const { columnOrder, columnPinning } = useMemo(
    () => ({
      columnOrder: drawnOrder(visible, sorting, narrow).map((column) => column.id),
      columnPinning: { start: pinnedColumns(visible, narrow).map((column) => column.id), end: [] },
    }),
    [visible, sorting, narrow],
  );

  const table = useTable({
    features,
    columns: tableColumns,
    data: displayedRows,
    state: { sorting, columnVisibility, columnOrder, columnPinning },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setVisibility,
    // The rows arrive sorted by `sortRows`; the table keeps the sort state and its toggle cycle.
    manualSorting: true,
    sortDescFirst: false,
    enableSortingRemoval: true,
    enableMultiSort: true,
    enableMultiRemove: true,
  });

  const dataColumns = (list: readonly { id: string }[]) =>
    list
      .map((column) => columnsById.get(column.id))
      .filter((column): column is DataColumn<R> => column !== undefined);
  const start = table.getStartVisibleLeafColumns();
  const left = new Set(uniform.map((u) => u.column.id));
  const drawn = dataColumns([...start, ...table.getCenterVisibleLeafColumns()]).filter(
    (column) => !left.has(column.id),
  );
  const pinned = new Map(start.map((column) => [column.id, column.getStart('start')] as const));
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const toggles = new Map(
    headers.map((tableHeader) => [
      tableHeader.column.id,
      tableHeader.column.getCanSort() ? tableHeader.column.getToggleSortingHandler() : undefined,
    ]),
  );
  // Export keeps the columns' own order, whatever the layout.
  return {
    shownColumns: visible,
    layout: arrangedLayout(drawn, pinned, width, narrow),
    toggles,
    uniform,
  };
}

/**
 * The scroller that holds header and rows: as a ref, as an element once attached, its ref callback,
 * and its inner width (which decides the narrow layout).
 */
export function useScroller() {
  // State, not only a ref: the rows' virtualiser (a child) renders again once the scroller exists,
  // since a child's effects run before its parent's DOM ref is attached.
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroller = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    setScrollElement(element);
  }, []);
  const width = useTableWidth(scrollElement);
  return { scrollRef, scrollElement, attachScroller, width };
}

/**
 * The body's handle, offered to the screen through `ref` and, for the main table, to the shell's
 * skip link. Returns the ref the body fills in.
 */
export function useTableHandle(
  ref: Ref<DataTableHandle> | undefined,
  main: boolean,
): RefObject<DataTableHandle | null> {
  const rowsHandle = useRef<DataTableHandle>(null);
  useImperativeHandle(ref, () => ({
    focusActiveRow: () => rowsHandle.current?.focusActiveRow(),
  }));
  const focusRows = useCallback(() => rowsHandle.current?.focusActiveRow(), []);
  useMainTable(main, focusRows);
  return rowsHandle;
}

/**
 * On a narrow table a new sort moves the sorted column beside the row's identity (the layout's
 * order): the table scrolls back to its left edge, so the figure the rows are now ordered by is in
 * view beside the name, wherever the header tapped was.
 */
export function useSortedColumnInView(
  scrollRef: RefObject<HTMLDivElement | null>,
  sorting: SortingState,
  narrow: boolean,
): void {
  const last = useRef(sorting);
  useLayoutEffect(() => {
    if (last.current === sorting) return;
    last.current = sorting;
    const scroller = scrollRef.current;
    if (narrow && scroller && scroller.scrollLeft !== 0) scroller.scrollLeft = 0;
  }, [scrollRef, sorting, narrow]);
}

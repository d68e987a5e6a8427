// The table's rows: TanStack Virtual keeps only the rows on screen in the DOM (the virtualiser
// lives here, in the lowest component that needs it), with roving focus across all of them.
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { SortEntry } from '../lib/sort.ts';
import type { DataColumn, DataRow } from './data-table-columns.ts';
import { HEADER_HEIGHT, ROW_HEIGHT, TableRow, isSelectedRow } from './data-table-row.tsx';
import { NO_ROW_KEYS, planRowKeys } from './row-keys.ts';
import { useRowNavigation, type DataTableHandle } from './use-row-navigation.ts';

/**
 * Rows drawn beyond each edge. Rows are drawn in the scroll event itself, at a fixed height, so one
 * is enough to never show a gap; every extra row is styled and laid out again on each jump (three
 * a side cost about a fifth more work a frame when scrolling fast: frames dropped top to bottom
 * over 100,000 rows, medians of alternating runs, 16 and 53 with three against 11 and 18 with one).
 */
const OVERSCAN = 1;
const estimateRowSize = () => ROW_HEIGHT;

/**
 * A row draws again only when its props change: the body renders on every scroll event, and the
 * rows that stay on screen keep their index, position and row.
 */
const Row = memo(TableRow) as typeof TableRow;

interface DataTableBodyProps<R extends DataRow> {
  /** In the order shown. */
  rows: readonly R[];
  /** The visible columns, in order. */
  columns: readonly DataColumn<R>[];
  /** Left offsets of the pinned columns, by id. */
  pinned: ReadonlyMap<string, number>;
  /** A new sort is read from its top: the first row becomes the tab stop, scrolled into view. */
  sorting: readonly SortEntry[];
  /** The scroller that holds header and rows, as a ref and (once attached) as an element. */
  scrollRef: RefObject<HTMLDivElement | null>;
  scrollElement: HTMLDivElement | null;
  onRowActivate?: (row: R) => void;
  getRowId?: (row: R, index: number) => string;
  selectedRowId?: string | null;
  emptyMessage: ReactNode;
  handleRef?: Ref<DataTableHandle>;
}

function EmptyBody({ columns, message }: { columns: number; message: ReactNode }) {
  return (
    <div role="rowgroup" className="dv-table__body">
      <div role="row" aria-rowindex={2} className="dv-table__row dv-table__row--empty">
        <div role="cell" aria-colspan={Math.max(1, columns)} className="dv-table__empty">
          {message}
        </div>
      </div>
    </div>
  );
}

export function DataTableBody<R extends DataRow>({
  rows,
  columns,
  pinned,
  sorting,
  scrollRef,
  scrollElement,
  onRowActivate,
  getRowId,
  selectedRowId,
  emptyMessage,
  handleRef,
}: DataTableBodyProps<R>) {
  const count = rows.length;
  const [active, setActiveIndex] = useActiveRow(count, sorting);
  const virtualizer = useRowVirtualizer(count, active, sorting, scrollElement);

  const rowEvents = useRowNavigation({
    rows,
    active,
    setActiveIndex,
    scrollRef,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    pageSize: () => {
      const viewport = scrollRef.current?.clientHeight ?? 0;
      return Math.max(1, Math.floor((viewport - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
    },
    onRowActivate,
    ref: handleRef,
  });

  const items = virtualizer.getVirtualItems();
  const keys = useRowKeys(count === 0 ? [] : items.map((item) => item.index));

  if (count === 0) return <EmptyBody columns={columns.length} message={emptyMessage} />;
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- the grid's roving focus: rows are focusable, their key and click events bubble here
    <div
      role="rowgroup"
      className="dv-table__body"
      style={{ height: `${virtualizer.getTotalSize()}px` }}
      onKeyDown={rowEvents.onKeyDown}
      onClick={rowEvents.onClick}
      onFocus={rowEvents.onFocus}
    >
      {items.map((item, position) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <Row
            key={keys.order[position]?.[1] ?? `row-${item.index}`}
            row={row}
            index={item.index}
            top={item.start - HEADER_HEIGHT}
            columns={columns}
            pinned={pinned}
            selected={isSelectedRow(row, item.index, getRowId, selectedRowId)}
            tabIndex={item.index === active ? 0 : -1}
          />
        );
      })}
    </div>
  );
}

/**
 * The row that is the body's one tab stop (-1 when there are no rows), and its setter. A new sort
 * makes the first row the tab stop again.
 */
function useActiveRow(count: number, sorting: readonly SortEntry[]) {
  const [activeIndex, setActiveIndex] = useState(0);
  const [sortingSeen, setSortingSeen] = useState(sorting);
  if (sortingSeen !== sorting) {
    setSortingSeen(sorting);
    setActiveIndex(0);
  }
  const active = count === 0 ? -1 : Math.min(activeIndex, count - 1);
  return [active, setActiveIndex] as const;
}

/**
 * TanStack Virtual's virtualiser for the rows: which rows are drawn and where, always including the
 * tab-stop row, and back to the top on a new sort.
 */
function useRowVirtualizer(
  count: number,
  active: number,
  sorting: readonly SortEntry[],
  scrollElement: HTMLDivElement | null,
) {
  // The tab-stop row stays rendered even when scrolled away, so focus is never dropped by
  // virtualisation.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (active < 0 || indexes.includes(active)) return indexes;
      return active < (indexes[0] ?? 0) ? [active, ...indexes] : [...indexes, active];
    },
    [active],
  );

  // The virtualiser is read afresh on every render and nothing memoises it, which is what the
  // compiler rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: estimateRowSize,
    overscan: OVERSCAN,
    // The sticky header sits above the rows inside the same scroller.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    rangeExtractor,
  });

  // A new order is read from its top, as a freshly loaded sorted page would be.
  useEffect(() => {
    if (scrollElement && scrollElement.scrollTop > 0) virtualizer.scrollToOffset(0);
  }, [sorting, scrollElement, virtualizer]);
  return virtualizer;
}

/**
 * The drawn rows' React keys, planned from the last committed render's (row-keys.ts), so a jump
 * reuses the elements. The ref is only read here: the plan is a pure function of the committed one,
 * and the layout effect records each committed plan.
 */
function useRowKeys(indexes: readonly number[]) {
  const committedKeys = useRef(NO_ROW_KEYS);
  // eslint-disable-next-line react-hooks/refs -- read-only during render, as said above
  const keys = planRowKeys(committedKeys.current, indexes);
  useLayoutEffect(() => {
    committedKeys.current = keys;
  });
  return keys;
}

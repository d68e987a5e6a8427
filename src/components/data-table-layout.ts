// How a table's columns are laid out for the width it has: as given (pinned columns, shared free
// width) or, on a narrow table, the columns a row is for first, sized to fit, the rest after them.
import { useLayoutEffect, useState, type CSSProperties } from 'react';
import { isNumericType } from '../lib/format.ts';
import type { SortEntry } from '../lib/sort.ts';
import { displayText } from '../lib/text.ts';
import { pinnedOffsets, type DataColumn, type DataRow } from './data-table-columns.ts';
import { HEADER_HEIGHT, ROW_HEIGHT } from './data-table-row.tsx';
import { headerCellWidth } from './header-width.ts';

/** Below this width (the scroller's, in CSS pixels) a table with priority columns is narrow. */
export const NARROW_BELOW = 640;
/** A flexible column (one with no fixed width) is never squeezed below this in a narrow table. */
const NARROW_FLEX_MIN = 100;
/**
 * A flexible column's least width by type when it names none: room for a figure or a short name.
 * Small, as a long header widens its own column (headerExtras) and the free width is shared.
 */
const NUMERIC_MIN = 88;
const TEXT_MIN = 140;

export interface TableLayout<R extends DataRow> {
  /** The columns in the order drawn. */
  readonly columns: readonly DataColumn<R>[];
  /** Left offsets of the pinned columns, by id (none in a narrow table). */
  readonly pinned: ReadonlyMap<string, number>;
  /** The grid's tracks and row heights, for the table's inner box. */
  readonly style: CSSProperties;
  readonly narrow: boolean;
  /** Narrow: the columns drawn past the table's right edge, reached by scrolling it sideways. */
  readonly beyond: readonly DataColumn<R>[];
}

function columnTrack<R extends DataRow>(
  column: DataColumn<R>,
  extra = 0,
): { track: string; min: number } {
  if (column.width !== undefined) return { track: `${column.width}px`, min: column.width };
  const min = (column.minWidth ?? (isNumericType(column.type) ? NUMERIC_MIN : TEXT_MIN)) + extra;
  return { track: `minmax(${min}px, 1fr)`, min };
}

/**
 * How much each flexible column's least width grows so that its header shows whole: what its
 * header needs beyond that least, all of it when the table has the room, else the room there is
 * shared in proportion (a header is clipped only when there is no room). A fixed width stays.
 */
export function headerExtras<R extends DataRow>(
  columns: readonly DataColumn<R>[],
  width: number | null,
): number[] {
  const base = columns.map((column) => columnTrack(column).min);
  const wanted = columns.map((column, i) =>
    column.width === undefined
      ? Math.max(
          0,
          headerCellWidth(displayText(column.header), column.sortable !== false) - (base[i] ?? 0),
        )
      : 0,
  );
  const needed = wanted.reduce((sum, w) => sum + w, 0);
  if (width === null || needed === 0) return wanted.map(() => 0);
  const room = Math.max(0, width - base.reduce((sum, w) => sum + w, 0));
  const share = Math.min(1, room / needed);
  return wanted.map((w) => Math.floor(w * share));
}

function gridStyle(tracks: readonly string[], width: CSSProperties): CSSProperties {
  return {
    '--dv-columns': tracks.join(' ') || '1fr',
    '--dv-row-height': `${ROW_HEIGHT}px`,
    '--dv-header-height': `${HEADER_HEIGHT}px`,
    ...width,
  } as CSSProperties;
}

/** The columns' grid tracks and the row heights as given (no narrow layout). */
export function tableInnerStyle<R extends DataRow>(
  columns: readonly DataColumn<R>[],
  width: number | null = null,
): CSSProperties {
  const extras = headerExtras(columns, width);
  const tracks = columns.map((column, i) => columnTrack(column, extras[i]));
  return gridStyle(
    tracks.map((t) => t.track),
    { minWidth: `${tracks.reduce((sum, t) => sum + t.min, 0)}px` },
  );
}

/**
 * A narrow table's order: the priority-1 columns (a row's identity), then the sorted columns in
 * sort order (the figure the rows are ordered by, beside the name), then the other prioritised
 * columns by priority, then the rest as given.
 */
export function narrowOrder<R extends DataRow>(
  columns: readonly DataColumn<R>[],
  sorting: readonly SortEntry[],
): DataColumn<R>[] {
  const byPriority = columns
    .filter((c) => c.priority !== undefined)
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  const first = byPriority.filter((c) => c.priority === byPriority[0]?.priority);
  const sorted = sorting.flatMap((entry) => columns.filter((c) => c.id === entry.id));
  const order: DataColumn<R>[] = [];
  for (const column of [...first, ...sorted, ...byPriority, ...columns]) {
    if (!order.includes(column)) order.push(column);
  }
  return order;
}

/** A column's least width among a narrow table's leading columns: `narrowWidth`, or the flex least. */
function narrowWidthOf<R extends DataRow>(column: DataColumn<R>): number {
  return column.narrowWidth ?? NARROW_FLEX_MIN;
}

/** Whether a leading column of a narrow table takes its free width (it has no `narrowWidth`). */
function isFlexible<R extends DataRow>(column: DataColumn<R>): boolean {
  return column.narrowWidth === undefined;
}

/**
 * Whether the visible columns are laid out narrow at a width: narrower than `narrowBelow`, with
 * some column that has a `priority`.
 */
export function isNarrowLayout<R extends DataRow>(
  columns: readonly DataColumn<R>[],
  width: number | null,
  narrowBelow: number = NARROW_BELOW,
): boolean {
  return width !== null && width < narrowBelow && columns.some((c) => c.priority !== undefined);
}

/** The order the visible columns are drawn in: as given, or a narrow table's (`narrowOrder`). */
export function drawnOrder<R extends DataRow>(
  columns: readonly DataColumn<R>[],
  sorting: readonly SortEntry[],
  narrow: boolean,
): readonly DataColumn<R>[] {
  return narrow ? narrowOrder(columns, sorting) : columns;
}

/** The columns kept in view when the table scrolls sideways: the leading pinned ones with a fixed
 * width; none in a narrow table. */
export function pinnedColumns<R extends DataRow>(
  columns: readonly DataColumn<R>[],
  narrow: boolean,
): readonly DataColumn<R>[] {
  if (narrow) return [];
  const end = columns.findIndex((column) => !column.pinned || column.width === undefined);
  return end === -1 ? columns : columns.slice(0, end);
}

/**
 * The tracks of columns already in their drawn order, with the left offsets of the pinned ones.
 * A narrow table's leading columns that fit fill the width exactly (a flexible one takes what is
 * left), and the rest follow past the edge.
 */
export function arrangedLayout<R extends DataRow>(
  order: readonly DataColumn<R>[],
  pinned: ReadonlyMap<string, number>,
  width: number | null,
  narrow: boolean,
): TableLayout<R> {
  if (!narrow || width === null) {
    return {
      columns: order,
      pinned,
      style: tableInnerStyle(order, width),
      narrow: false,
      beyond: [],
    };
  }
  const widths = order.map(narrowWidthOf);
  // The leading columns that fit; the first always, however narrow the table.
  let fit = 0;
  let used = 0;
  while (fit < order.length && (fit === 0 || used + (widths[fit] ?? 0) <= width)) {
    used += widths[fit] ?? 0;
    fit += 1;
  }
  const leading = order.slice(0, fit);
  // A row's identity (its leading run of first-priority columns) stays in view as the rest
  // scroll sideways under it.
  const spare = Math.max(0, width - used);
  const flexible = leading.filter(isFlexible);
  const takers = flexible.length > 0 ? flexible : leading.slice(-1);
  // Past the edge, each column is as wide as its wide layout's least: there is room to scroll.
  const tracks = order.map((column, i) => {
    if (i >= fit) return column.narrowWidth ?? columnTrack(column).min;
    const share = takers.includes(column) ? Math.floor(spare / takers.length) : 0;
    return (widths[i] ?? 0) + share;
  });
  const total = tracks.reduce((sum, w) => sum + w, 0);
  return {
    columns: order,
    pinned: identityOffsets(order, tracks),
    style: gridStyle(
      tracks.map((w) => `${w}px`),
      { width: `${total}px` },
    ),
    narrow: true,
    beyond: order.slice(fit),
  };
}

/** Left offsets of a narrow table's leading columns of its first priority, from their tracks. */
function identityOffsets<R extends DataRow>(
  order: readonly DataColumn<R>[],
  tracks: readonly number[],
): ReadonlyMap<string, number> {
  const offsets = new Map<string, number>();
  const priority = order[0]?.priority;
  let left = 0;
  for (const [i, column] of order.entries()) {
    if (priority === undefined || column.priority !== priority) break;
    offsets.set(column.id, left);
    left += tracks[i] ?? 0;
  }
  return offsets;
}

/**
 * The layout for the visible columns at a width, without a table instance (the preview drawn
 * while the table's code arrives). The DataTable gets the same order and pinned offsets from
 * TanStack Table's column ordering, pinning and sizing state (data-table-state.ts).
 */
export function tableLayout<R extends DataRow>(
  columns: readonly DataColumn<R>[],
  sorting: readonly SortEntry[],
  width: number | null,
  narrowBelow: number = NARROW_BELOW,
): TableLayout<R> {
  const narrow = isNarrowLayout(columns, width, narrowBelow);
  return arrangedLayout(
    drawnOrder(columns, sorting, narrow),
    pinnedOffsets(pinnedColumns(columns, narrow)),
    width,
    narrow,
  );
}

/**
 * The inner width of a table's scroller, measured before paint and followed as it changes; null
 * until there is a scroller (the first render lays out as wide, and is redrawn before it shows).
 */
export function useTableWidth(scroller: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!scroller) return;
    // 0 is a scroller not laid out (hidden, or a test's DOM): its width is unknown.
    // One pixel short of clientWidth, which is rounded: a scroller 349.6 px wide reads 350, and
    // tracks filling 350 would leave the last column's edge clipped by the fraction.
    const measure = () => setWidth(scroller.clientWidth > 1 ? scroller.clientWidth - 1 : null);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller]);
  return width;
}

// The column description shared by DataTable, its column menu and CSV export, and helpers over it.
import type { ReactNode } from 'react';
import type { CellValue, ColumnType } from '../api/catalog.ts';
import type { CsvColumn } from '../lib/csv.ts';
import { EMPTY_CELL, formatCell } from '../lib/format.ts';
import type { SortableColumn } from '../lib/sort.ts';

/** A row a DataTable can show: named scalar values, like the API's rows. */
export type DataRow = Readonly<Record<string, CellValue>>;

/**
 * One column of a DataTable. Give the array a stable reference (module scope or `useMemo`): the
 * table derives its column model, sort keys and CSV columns from it.
 */
export interface DataColumn<R extends DataRow> extends SortableColumn<R> {
  /** Unique within the table; also the key in sorting and visibility state. */
  readonly id: string;
  /** The header text, which is also the accessible name of its sort button and menu checkbox. */
  readonly header: string;
  /** A mark drawn in the header in place of its text (a star), which stays its accessible name. */
  readonly headerMark?: string;
  /**
   * A shorter header drawn in a narrow table (a phone), where width is for names: `Rating` for
   * `Latest rating`. The full header stays the accessible name and the title.
   */
  readonly narrowHeader?: string;
  /** Numeric types are right-aligned with tabular figures and formatted by `formatCell`. */
  readonly type?: ColumnType;
  /** The cell's value; default `row[id]`. Used for display, sorting and CSV unless overridden. */
  readonly accessor?: (row: R) => CellValue | undefined;
  /** A custom cell (a badge, a link). Keep it cheap: it runs for each visible row on render. */
  readonly cell?: (row: R) => ReactNode;
  /** The value to sort by, when not the accessor's. */
  readonly sortValue?: (row: R) => string | number | boolean | null | undefined;
  /** The value written to CSV, when not the accessor's. */
  readonly csvValue?: (row: R) => CellValue | undefined;
  /** A fixed width in CSS pixels; without it the column shares the free width. */
  readonly width?: number;
  /** The narrowest the column may get when it shares the width; default by type. */
  readonly minWidth?: number;
  /** `false` to offer no sort button for this column. */
  readonly sortable?: boolean;
  /** Whether a first click sorts high to low (a rating: best first); default low to high. */
  readonly sortDescFirst?: boolean;
  /**
   * Kept in view when the table scrolls sideways (say, rank and name). Pinned columns come first
   * and need a fixed `width`.
   */
  readonly pinned?: boolean;
  /** What the column means, shown on its header (hover) and read with it by screen readers. */
  readonly description?: string;
  /** `false` to keep this column out of CSV export: a control drawn in each row (a star). */
  readonly csv?: boolean;
  /** `false` to keep this column out of the column menu, always shown. */
  readonly hideable?: boolean;
  /**
   * How much the column matters on a narrow table (a phone), 1 the most: priority-1 columns (say,
   * rank and name) come first, then the sorted column, then the other prioritised ones by
   * priority, as many as fit the width; the rest follow past the right edge. A table with no
   * prioritised column keeps its layout at every width. See DataTable.
   */
  readonly priority?: number;
  /**
   * Whether a narrow table leaves this column out when every row holds one value (the class of a
   * one-class table), and says that value once above the rows instead. CSV keeps it.
   */
  readonly leaveOutWhenUniform?: boolean;
  /**
   * A fixed width on a narrow table. Without it a column there shares the width left (at least
   * 100 px) when it is among those that fit, and takes its wide layout's least width past them.
   */
  readonly narrowWidth?: number;
}

/** Left offsets of pinned columns, by id: each sticks where the widths before it end. */
export function pinnedOffsets<R extends DataRow>(
  pinned: readonly DataColumn<R>[],
): ReadonlyMap<string, number> {
  const offsets = new Map<string, number>();
  let left = 0;
  for (const column of pinned) {
    offsets.set(column.id, left);
    left += column.width ?? 0;
  }
  return offsets;
}

/** The class and style that keep a pinned cell in view; nothing for the others. */
export function pinnedCell(
  offsets: ReadonlyMap<string, number>,
  id: string,
  last: boolean,
): { className: string; style?: { left: number } } {
  const left = offsets.get(id);
  if (left === undefined) return { className: '' };
  return { className: last ? ' dv-pinned dv-pinned--last' : ' dv-pinned', style: { left } };
}

/** Which columns are hidden: only an explicit `false` hides one; a missing id is shown. */
export type ColumnVisibility = Record<string, boolean>;

/** A cell's raw value. */
export function columnValue<R extends DataRow>(
  column: DataColumn<R>,
  row: R,
): CellValue | undefined {
  return column.accessor ? column.accessor(row) : row[column.id];
}

/** CSV columns for the given table columns: their headers, and `csvValue` over `accessor`. */
export function toCsvColumns<R extends DataRow>(columns: readonly DataColumn<R>[]): CsvColumn<R>[] {
  return columns
    .filter((column) => column.csv !== false)
    .map((column) => ({
      id: column.id,
      header: column.header,
      value: column.csvValue ?? ((row: R) => columnValue(column, row)),
    }));
}

/** A column left out of a narrow table because every row holds one value, and that value. */
export interface UniformColumn<R extends DataRow> {
  readonly column: DataColumn<R>;
  readonly text: string;
}

/**
 * The columns marked `leaveOutWhenUniform` whose every row shows the same text (there being at
 * least two rows), with that text; none unless `narrow`.
 */
export function uniformColumns<R extends DataRow>(
  columns: readonly DataColumn<R>[],
  rows: readonly R[],
  narrow: boolean,
): UniformColumn<R>[] {
  if (!narrow || rows.length < 2) return [];
  const found: UniformColumn<R>[] = [];
  for (const column of columns) {
    if (!column.leaveOutWhenUniform) continue;
    const [first, ...rest] = rows;
    const text = first === undefined ? '' : formatCell(columnValue(column, first), column.type);
    if (text === '' || text === EMPTY_CELL) continue;
    if (rest.every((row) => formatCell(columnValue(column, row), column.type) === text)) {
      found.push({ column, text });
    }
  }
  return found;
}

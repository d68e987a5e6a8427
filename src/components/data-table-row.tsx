// A table row as drawn (the virtualised body's and the preview's), and the grid that lays the
// columns out: no table or virtualiser library here, so the first rows can be drawn without them.
import { formatCell, formatNumber, isNumericType } from '../lib/format.ts';
import { columnValue, pinnedCell, type DataColumn, type DataRow } from './data-table-columns.ts';
import '../styles/data-table.css';

/** Fixed heights keep the virtualiser's arithmetic exact and scrolling free of measurement. */
export const ROW_HEIGHT = 34;
export const HEADER_HEIGHT = 38;
export const DEFAULT_TABLE_HEIGHT = 'min(70vh, 640px)';

/** The row count's text when a screen gives none: "1,234 rows". */
export function defaultCountLabel(count: number): string {
  return `${formatNumber(count, { maximumFractionDigits: 0 })} ${count === 1 ? 'row' : 'rows'}`;
}

/** Whether the row is the one `selectedRowId` names. */
export function isSelectedRow<R extends DataRow>(
  row: R,
  index: number,
  getRowId: ((row: R, index: number) => string) | undefined,
  selectedRowId: string | null | undefined,
): boolean {
  return (
    getRowId !== undefined &&
    selectedRowId !== undefined &&
    selectedRowId !== null &&
    getRowId(row, index) === selectedRowId
  );
}

interface TableRowProps<R extends DataRow> {
  readonly row: R;
  readonly index: number;
  /** The row's top edge within the body. */
  readonly top: number;
  readonly columns: readonly DataColumn<R>[];
  /** Left offsets of the pinned columns, by id. */
  readonly pinned: ReadonlyMap<string, number>;
  readonly selected: boolean;
  readonly tabIndex?: number;
}

export function TableRow<R extends DataRow>({
  row,
  index,
  top,
  columns,
  pinned,
  selected,
  tabIndex,
}: TableRowProps<R>) {
  const lastPinned = [...pinned.keys()].at(-1);
  let className = 'dv-table__row';
  if (index % 2 === 1) className += ' dv-table__row--odd';
  if (selected) className += ' dv-table__row--selected';
  return (
    <div
      role="row"
      data-index={index}
      aria-rowindex={index + 2}
      aria-current={selected ? 'true' : undefined}
      tabIndex={tabIndex}
      className={className}
      style={{ transform: `translateY(${top}px)` }}
    >
      {columns.map((column) => {
        const pin = pinnedCell(pinned, column.id, column.id === lastPinned);
        const numeric = isNumericType(column.type);
        const kind = numeric ? 'dv-cell dv-cell--numeric' : 'dv-cell';
        if (column.cell) {
          return (
            <div
              key={column.id}
              role="cell"
              className={`${kind}${pin.className}`}
              style={pin.style}
            >
              {column.cell(row)}
            </div>
          );
        }
        // Plain text is the cell's own content, isolated by the cell (one element a cell, not
        // two: each is styled and laid out again whenever a jump brings new rows).
        const text = formatCell(columnValue(column, row), column.type);
        return (
          <div
            key={column.id}
            role="cell"
            className={`${kind} dv-cell--plain${pin.className}`}
            style={pin.style}
            title={numeric ? undefined : text}
          >
            {text}
          </div>
        );
      })}
    </div>
  );
}

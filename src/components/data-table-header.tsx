// The table's header row (sort buttons with their state and priority) and its text cells.
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { isNumericType } from '../lib/format.ts';
import type { SortEntry } from '../lib/sort.ts';
import { displayText } from '../lib/text.ts';
import { pinnedCell, type DataColumn, type DataRow } from './data-table-columns.ts';

/**
 * A cell's text, isolated (a right-to-left name cannot reorder its neighbours) and clipped with an
 * ellipsis; the full text stays in the DOM for screen readers and in the title for hover.
 */
export function CellText({ text, numeric }: { text: string; numeric: boolean }) {
  return (
    <bdi className="dv-cell__text" title={numeric ? undefined : text}>
      {text}
    </bdi>
  );
}

/** A header, which for an unlisted column is a name the service chose: isolated and clipped too. */
function HeaderLabel({
  header,
  description,
  mark,
  short,
}: {
  header: string;
  description?: string;
  mark?: string;
  /** Drawn in a narrow table in place of the header (CSS chooses), which stays the name. */
  short?: string;
}) {
  const shown = displayText(header);
  if (short && !mark) {
    return (
      <bdi
        className="dv-table__header-label"
        title={description ? `${shown}: ${description}` : shown}
      >
        <span className="dv-table__header-full">{shown}</span>
        <span className="dv-table__header-short" aria-hidden="true">
          {short}
        </span>
      </bdi>
    );
  }
  return (
    <bdi
      className="dv-table__header-label"
      title={description ? `${shown}: ${description}` : shown}
    >
      {mark ? (
        <>
          <span aria-hidden="true">{mark}</span>
          <span className="dv-visually-hidden">{shown}</span>
        </>
      ) : (
        shown
      )}
    </bdi>
  );
}

export interface HeaderColumn<R extends DataRow> {
  readonly column: DataColumn<R>;
  /** Cycles the column's sort (Shift adds it to the sort); absent when it cannot be sorted. */
  readonly onToggleSort?: (event: MouseEvent<HTMLButtonElement>) => void;
}

const SORT_BUTTON = '.dv-table__sort-button';

/**
 * Arrow keys between the header's sort buttons (one tab stop for the whole row, as the rows are
 * one), Home and End to the first and last, and Down to the table's rows.
 */
function onHeaderKeyDown(event: KeyboardEvent<HTMLDivElement>, setActive: (id: string) => void) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(SORT_BUTTON)];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  let next: number | null = null;
  if (event.key === 'ArrowRight') next = Math.min(buttons.length - 1, at + 1);
  else if (event.key === 'ArrowLeft') next = Math.max(0, at - 1);
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  else if (event.key === 'ArrowDown') {
    const row = event.currentTarget
      .closest('[role="table"]')
      ?.querySelector<HTMLElement>('[role="row"][data-index][tabindex="0"]');
    if (row) {
      event.preventDefault();
      row.focus();
    }
    return;
  }
  if (next === null) return;
  event.preventDefault();
  const button = buttons[next];
  if (!button) return;
  setActive(button.dataset.column ?? '');
  button.focus();
}

/**
 * One column's header cell: its label, and for a sortable column the sort button with the
 * column's place in the sort (▲ / ▼, and its number when several columns sort).
 */
function HeaderCell<R extends DataRow>({
  column,
  onToggleSort,
  sorting,
  pin,
  isStop,
  onFocus,
}: HeaderColumn<R> & {
  sorting: readonly SortEntry[];
  pin: ReturnType<typeof pinnedCell>;
  /** Whether the sort button is the header row's tab stop. */
  isStop: boolean;
  onFocus: (id: string) => void;
}) {
  const position = sorting.findIndex((entry) => entry.id === column.id);
  const entry = sorting[position];
  const numeric = isNumericType(column.type);
  const description = column.description || undefined;
  const label = (
    <HeaderLabel
      header={column.header}
      description={column.description}
      mark={column.headerMark}
      short={column.narrowHeader}
    />
  );
  return (
    // eslint-disable-next-line jsx-a11y-x/role-supports-aria-props -- aria-description is a global attribute in ARIA 1.3; the plugin's role table predates it
    <div
      role="columnheader"
      // A sorted column says so, with or without its button: the preview's rows are in that order.
      aria-sort={entry ? (entry.desc ? 'descending' : 'ascending') : undefined}
      className={`dv-table__header${numeric ? ' dv-table__header--numeric' : ''}${pin.className}`}
      style={pin.style}
      // A column's meaning, where it has one, on hover and read with the header.
      title={description}
      aria-description={description}
    >
      {onToggleSort ? (
        <button
          type="button"
          className="dv-table__sort-button"
          data-column={column.id}
          tabIndex={isStop ? 0 : -1}
          onFocus={() => onFocus(column.id)}
          onClick={onToggleSort}
          title={
            column.description
              ? `${column.description} Sort (Shift-click to add to the sort).`
              : 'Sort (Shift-click to add to the sort)'
          }
        >
          {label}
          <span
            className={`dv-table__sort-indicator${entry ? ' dv-table__sort-indicator--active' : ''}`}
            aria-hidden="true"
          >
            {entry ? (entry.desc ? '▼' : '▲') : '↕'}
            {entry && sorting.length > 1 ? (
              <sup className="dv-table__sort-priority">{position + 1}</sup>
            ) : null}
          </span>
        </button>
      ) : (
        label
      )}
    </div>
  );
}

/** One header row: each column's label, and for a sortable one a button that says its state. */
export function DataTableHeader<R extends DataRow>({
  columns,
  sorting,
  pinned,
}: {
  columns: readonly HeaderColumn<R>[];
  sorting: readonly SortEntry[];
  /** Left offsets of the pinned columns, by id. */
  pinned: ReadonlyMap<string, number>;
}) {
  const lastPinned = [...pinned.keys()].at(-1);
  // The sort button that is the row's tab stop: the last one used, else the first.
  const [active, setActive] = useState<string | null>(null);
  const sortable = columns.filter((c) => c.onToggleSort).map((c) => c.column.id);
  const stop = active !== null && sortable.includes(active) ? active : sortable[0];
  return (
    <div role="rowgroup" className="dv-table__head">
      {/* eslint-disable-next-line jsx-a11y-x/interactive-supports-focus -- the grid's roving focus: the header buttons take the focus, their keys bubble here */}
      <div
        role="row"
        aria-rowindex={1}
        className="dv-table__row dv-table__row--head"
        onKeyDown={(event) => onHeaderKeyDown(event, setActive)}
      >
        {columns.map(({ column, onToggleSort }) => (
          <HeaderCell
            key={column.id}
            column={column}
            onToggleSort={onToggleSort}
            sorting={sorting}
            pin={pinnedCell(pinned, column.id, lastPinned === column.id)}
            isStop={column.id === stop}
            onFocus={setActive}
          />
        ))}
      </div>
    </div>
  );
}

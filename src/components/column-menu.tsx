// The "Columns" disclosure: one checkbox per column to hide or show it, never hiding the last one.
import { Popover } from './popover.tsx';
import type { ColumnVisibility } from './data-table-columns.ts';
import '../styles/controls.css';

export interface ColumnMenuColumn {
  readonly id: string;
  readonly header: string;
  /** `false` leaves the column out of the menu (always shown). */
  readonly hideable?: boolean;
}

export interface ColumnMenuProps {
  columns: readonly ColumnMenuColumn[];
  columnVisibility: ColumnVisibility;
  onColumnVisibilityChange: (next: ColumnVisibility) => void;
  /** The button's text; default "Columns". */
  label?: string;
}

export function ColumnMenu({
  columns,
  columnVisibility,
  onColumnVisibilityChange,
  label = 'Columns',
}: ColumnMenuProps) {
  const shownCount = columns.filter((column) => columnVisibility[column.id] !== false).length;
  const hiddenCount = columns.length - shownCount;

  const toggle = (id: string, visible: boolean) => {
    onColumnVisibilityChange({ ...columnVisibility, [id]: visible });
  };

  return (
    <Popover
      className="dv-column-menu"
      panelClassName="dv-column-menu__panel"
      placement="bottom-end"
      buttonProps={{ className: 'dv-button' }}
      label={
        <>
          {label}
          {hiddenCount > 0 ? (
            <span className="dv-column-menu__count"> ({hiddenCount} hidden)</span>
          ) : null}
        </>
      }
    >
      <fieldset className="dv-column-menu__fieldset">
        <legend className="dv-visually-hidden">Show columns</legend>
        {columns.map((column) => {
          if (column.hideable === false) return null;
          const visible = columnVisibility[column.id] !== false;
          // The last shown column cannot be hidden: a table with no columns shows nothing at all.
          const isLast = visible && shownCount <= 1;
          return (
            <label key={column.id} className="dv-column-menu__option">
              <input
                type="checkbox"
                checked={visible}
                disabled={isLast}
                onChange={(event) => toggle(column.id, event.currentTarget.checked)}
              />
              <span>{column.header}</span>
            </label>
          );
        })}
      </fieldset>
    </Popover>
  );
}

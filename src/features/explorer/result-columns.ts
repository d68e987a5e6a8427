// Table columns for whatever a view returned: the catalog's label and type where it knows the column, else inferred.
import { findView } from '../../api/catalog.ts';
import type { ColumnType, Row } from '../../api/catalog.ts';
import type { DataColumn } from '../../components/data-table-columns.ts';

// Enough rows to tell a numeric column from a text one without scanning 100,000 of them.
const SAMPLE_ROWS = 500;

/** A column the catalog does not list is numeric only when every sampled value is a number. */
function inferColumnType(rows: readonly Row[], column: string): ColumnType {
  let numbers = 0;
  let integers = true;
  const limit = Math.min(rows.length, SAMPLE_ROWS);
  for (let i = 0; i < limit; i++) {
    const value = rows[i]?.[column];
    if (value === null || value === undefined) continue;
    if (typeof value !== 'number') return 'string';
    numbers += 1;
    if (!Number.isInteger(value)) integers = false;
  }
  if (numbers === 0) return 'string';
  return integers ? 'integer' : 'number';
}

export function resultColumns(
  hub: string,
  view: string,
  columns: readonly string[],
  rows: readonly Row[],
): DataColumn<Row>[] {
  const defs = findView(hub, view)?.columns ?? [];
  return columns.map((name) => {
    const def = defs.find((c) => c.name === name);
    return {
      id: name,
      header: def?.label ?? name,
      type: def?.type ?? inferColumnType(rows, name),
    };
  });
}

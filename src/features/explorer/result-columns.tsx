// Table columns for whatever a view returned: the catalog's label and type where it knows the column, else inferred.
import { findView } from '../../api/catalog.ts';
import type { ColumnType, Row } from '../../api/catalog.ts';
import type { DataColumn } from '../../components/data-table-columns.ts';
import { CellText } from '../../components/data-table-header.tsx';
import { exactText } from '../../lib/exact-number.ts';
import { isNumericType } from '../../lib/format.ts';
import { displayText } from '../../lib/text.ts';
import type { ValueMode } from './explorer-url.ts';

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
    // A number a double cannot hold arrives as its text (exact-number.ts): still a number.
    const exact = typeof value === 'string' ? exactText(value) : null;
    if (typeof value !== 'number' && exact === null) return 'string';
    numbers += 1;
    if (exact !== null ? !/^-?\d+$/.test(exact) : !Number.isInteger(value)) integers = false;
  }
  if (numbers === 0) return 'string';
  return integers ? 'integer' : 'number';
}

/** A value as the service sent it: no thousands separators, dates as written, null as null. */
export function rawText(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return '';
  if (typeof value === 'string') return displayText(value);
  return String(value);
}

export function resultColumns(
  hub: string,
  view: string,
  columns: readonly string[],
  rows: readonly Row[],
  values: ValueMode = 'formatted',
): DataColumn<Row>[] {
  const defs = findView(hub, view)?.columns ?? [];
  return columns.map((name, index) => {
    const def = defs.find((c) => c.name === name);
    const type = def?.type ?? inferColumnType(rows, name);
    const column: DataColumn<Row> = {
      id: name,
      // Raw, the header is the service's own column name.
      header: values === 'raw' ? name : (def?.label ?? name),
      type,
      // On a phone the first column (most views lead with what a row is about) comes first, then
      // the sorted one beside it, and as many as fit; the rest past the edge (DataTable).
      ...(index === 0 ? { priority: 1 } : {}),
    };
    return values === 'raw'
      ? {
          ...column,
          cell: (row) => <CellText text={rawText(row[name])} numeric={isNumericType(type)} />,
          csvValue: (row) => row[name] ?? null,
        }
      : column;
  });
}

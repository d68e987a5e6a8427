// A narrow table's note that more columns wait past its right edge (data-table-layout.ts).
import { displayText } from '../lib/text.ts';
import type { DataColumn, DataRow } from './data-table-columns.ts';

export function BeyondNote<R extends DataRow>({ columns }: { columns: readonly DataColumn<R>[] }) {
  if (columns.length === 0) return null;
  const [first] = columns;
  const more = columns.length - 1;
  return (
    <p className="dv-table__beyond">
      <span>
        <bdi>{displayText(first?.header ?? '')}</bdi>
        {more > 0 ? ` and ${more} more ${more === 1 ? 'column' : 'columns'}` : ''}: scroll the table
        sideways
      </span>
      <span aria-hidden="true"> →</span>
    </p>
  );
}

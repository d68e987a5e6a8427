// A narrow table's notes above its rows (data-table-layout.ts): the value of each column left out
// because every row holds it, and the columns waiting past its right edge.
import { displayText } from '../lib/text.ts';
import type { DataColumn, DataRow } from './data-table-columns.ts';
import type { UniformColumn } from './data-table-columns.ts';

export function BeyondNote<R extends DataRow>({
  columns,
  uniform = [],
}: {
  columns: readonly DataColumn<R>[];
  uniform?: readonly UniformColumn<R>[];
}) {
  if (columns.length === 0 && uniform.length === 0) return null;
  const [first] = columns;
  const more = columns.length - 1;
  return (
    <>
      {uniform.map(({ column, text }) => (
        <p key={column.id} className="dv-table__beyond dv-table__uniform">
          <bdi>{displayText(column.header)}</bdi>: <bdi>{text}</bdi>, in every row
        </p>
      ))}
      {first ? (
        <p className="dv-table__beyond">
          <span>
            <bdi>{displayText(first.header)}</bdi>
            {more > 0 ? ` and ${more} more ${more === 1 ? 'column' : 'columns'}` : ''}: scroll the
            table sideways
          </span>
          <span aria-hidden="true"> →</span>
        </p>
      ) : null}
    </>
  );
}

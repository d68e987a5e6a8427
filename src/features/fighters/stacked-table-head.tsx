// The head row of the Fighters' small stacked tables (`fighters-mini-table--stack`: the panel's
// ratings by date, the disagreement table, head-to-head's odds): a first column, then figures,
// right-aligned. Its roles are spelled out: on a phone the table is not `display: table`.
import type { ReactNode } from 'react';

export function StackedTableHead({
  first,
  figures,
}: {
  first: ReactNode;
  /** The figure columns' headers, in order. */
  figures: readonly ReactNode[];
}) {
  return (
    // eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- see the comment at the top
    <thead role="rowgroup">
      <tr role="row">
        <th scope="col" role="columnheader">
          {first}
        </th>
        {figures.map((figure, i) => (
          <th key={i} scope="col" role="columnheader" className="numeric">
            {figure}
          </th>
        ))}
      </tr>
    </thead>
  );
}

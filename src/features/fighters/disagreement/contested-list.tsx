// The most contested fighters: those whose ranks by points and the three rating systems, within
// their class, are furthest apart (the Spread column of the table), as a short table whose headers
// sort it. Names are links to the fighter; they are one Tab stop, arrow keys between them.
import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { Isolated } from '../../../components/isolated.tsx';
import { useRovingFocus } from '../../../components/use-roving-focus.ts';
import { formatCell } from '../../../lib/format.ts';
import { MEASURES } from '../data/consensus.ts';
import { fighterLabel } from '../data/fighter-data.ts';
import { FighterNameLink } from '../table/fighter-name-link.tsx';
import type { Contested } from './disagreement.ts';

type SortId = 'name' | 'class' | (typeof MEASURES)[number] | 'spread';
interface Sort {
  readonly id: SortId;
  readonly desc: boolean;
}

const COLUMNS: readonly { id: SortId; header: string; numeric: boolean; rankBy?: true }[] = [
  { id: 'name', header: 'Fighter', numeric: false },
  { id: 'class', header: 'Class', numeric: false },
  ...MEASURES.map((id) => ({ id, header: fighterLabel(id), numeric: true, rankBy: true as const })),
  { id: 'spread', header: 'Spread', numeric: true },
];

function valueOf({ row, entry }: Contested, id: SortId): string | number | null {
  if (id === 'name') return row.name;
  if (id === 'class') return row.weight_class_name ?? row.weight_class_code;
  if (id === 'spread') return entry.spread;
  return entry.ranks[id];
}

/** `items` by `sort`; an empty value last either way, equal values in the order given. */
function sorted(items: readonly Contested[], sort: Sort): Contested[] {
  const sign = sort.desc ? -1 : 1;
  return [...items].sort((a, b) => {
    const x = valueOf(a, sort.id);
    const y = valueOf(b, sort.id);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x).localeCompare(String(y));
  });
}

/** The class's name; on a phone, where the name would be cut short, its code is shown instead. */
function ClassName({ row }: { row: Contested['row'] }) {
  const name = formatCell(row.weight_class_name ?? row.weight_class_code, 'string');
  if (!row.weight_class_code || !row.weight_class_name) return <Isolated text={name} clip />;
  return (
    <>
      <span className="fighters-class-name">
        <Isolated text={name} clip />
      </span>
      <span className="fighters-class-code" aria-hidden="true">
        <Isolated text={row.weight_class_code} clip />
      </span>
    </>
  );
}

const BY_SPREAD: Sort = { id: 'spread', desc: true };

export function ContestedList({ contested }: { contested: readonly Contested[] }) {
  const [sort, setSort] = useState<Sort>(BY_SPREAD);
  const shown = useMemo(() => sorted(contested, sort), [contested, sort]);
  const body = useRef<HTMLTableSectionElement>(null);
  const roving = useRovingFocus(body);
  if (contested.length === 0) return <p>No fighter here has a rank by any of the four measures.</p>;
  // A first click puts the most contested, or the best rank, or A first; the next reverses it.
  const toggle = (id: SortId) =>
    setSort(sort.id === id ? { id, desc: !sort.desc } : { id, desc: id === 'spread' });
  return (
    <table
      className="fighters-mini-table fighters-mini-table--stack"
      role="table"
      style={{ '--stack-columns': COLUMNS.length - 1 } as CSSProperties}
    >
      <caption className="dv-visually-hidden">
        The most contested fighters: rank in their class by each measure, and the spread between
        their best and worst
      </caption>
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- the stacked table is not display: table on phones, so its roles are spelled out */}
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map(({ id, header, numeric, rankBy }) => (
            <th
              key={id}
              scope="col"
              role="columnheader"
              className={numeric ? 'numeric' : undefined}
              aria-sort={sort.id === id ? (sort.desc ? 'descending' : 'ascending') : undefined}
            >
              <button type="button" className="fighters-sort-button" onClick={() => toggle(id)}>
                {/* "Rank by" is read everywhere, and shown where there is the room (not on a phone). */}
                {rankBy ? <span className="fighters-rank-by">Rank by </span> : null}
                {header}
                <span aria-hidden="true">{sort.id === id ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
              </button>
            </th>
          ))}
        </tr>
      </thead>
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles, jsx-a11y-x/no-noninteractive-element-interactions -- the stacked table is not display: table on phones, so its roles are spelled out; roving focus: the links take the focus, their keys bubble here */}
      <tbody role="rowgroup" ref={body} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
        {shown.map((item, i) => (
          <tr key={i} role="row">
            <th scope="row" role="rowheader">
              <FighterNameLink row={item.row} />
            </th>
            {/* eslint-disable-next-line jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the stacked table is not display: table on phones, so its roles are spelled out */}
            <td role="cell">
              <ClassName row={item.row} />
            </td>
            {COLUMNS.slice(2).map(({ id }) => (
              // eslint-disable-next-line jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the stacked table is not display: table on phones, so its roles are spelled out
              <td key={id} role="cell" className="numeric">
                {formatCell(valueOf(item, id), 'integer')}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

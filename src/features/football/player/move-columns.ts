// The columns of the team changes and position changes tables (issue 42 §2, §4).
import { createElement } from 'react';
import { SignedChange } from '../../../components/signed-change.tsx';
import type { DataColumn } from '../../../components/data-table-columns.ts';
import { formatCell } from '../../../lib/format.ts';
import { MOVE_WINDOW, type PositionMove, type TeamMove } from './moves.ts';

/** A mean with how many appearances it covers when that is fewer than the window. */
function meanCell(value: number | null, count: number) {
  const text = formatCell(value, 'number');
  if (value === null || count >= MOVE_WINDOW) return text;
  return createElement(
    'span',
    { title: `Mean of ${count} appearance${count === 1 ? '' : 's'}` },
    text,
    createElement('span', { className: 'football__muted' }, ` (${count})`),
  );
}

export const teamMoveColumns: readonly DataColumn<TeamMove>[] = [
  { id: 'date', header: 'Date', type: 'date', width: 130, priority: 1, narrowWidth: 116 },
  { id: 'from', header: 'From', type: 'string', minWidth: 160, priority: 4 },
  { id: 'to', header: 'To', type: 'string', minWidth: 160, priority: 2 },
  {
    id: 'before',
    header: 'Before',
    type: 'number',
    width: 115,
    sortDescFirst: true,
    description: `Mean rating of the ${MOVE_WINDOW} appearances before the move (fewer in brackets)`,
    cell: (row) => meanCell(row.before, row.before_count),
  },
  {
    id: 'after',
    header: 'After',
    type: 'number',
    width: 115,
    sortDescFirst: true,
    description: `Mean rating of the ${MOVE_WINDOW} appearances from the move on (fewer in brackets)`,
    cell: (row) => meanCell(row.after, row.after_count),
  },
  {
    id: 'difference',
    header: 'Difference',
    type: 'number',
    width: 130,
    sortDescFirst: true,
    priority: 3,
    narrowWidth: 100,
    description: 'After minus before',
    cell: (row) => createElement(SignedChange, { value: row.difference }),
  },
];

export const positionMoveColumns: readonly DataColumn<PositionMove>[] = [
  { id: 'date', header: 'Date', type: 'date', width: 130, priority: 1, narrowWidth: 116 },
  { id: 'from', header: 'From', type: 'string', minWidth: 120, priority: 2 },
  { id: 'to', header: 'To', type: 'string', minWidth: 120, priority: 3 },
];

/** Oldest move first: a career read in order. */
export const DEFAULT_MOVE_SORT = [{ id: 'date', desc: false }];

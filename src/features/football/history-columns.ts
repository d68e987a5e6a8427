// The history table's columns: every player_ratings_history column, in the catalog's order and words.
import { viewDef } from '../../api/catalog.ts';
import type { DataColumn } from '../../components/data-table-columns.ts';
import type { HistoryRow } from './player-history.ts';

export const historyColumns: readonly DataColumn<HistoryRow>[] = viewDef(
  'football_player_ratings',
  'player_ratings_history',
).columns.map((column) => ({
  id: column.name,
  header: column.label,
  type: column.type,
  ...(column.type === 'date' ? { width: 130 } : {}),
}));

// The appearance's date, not the birthday: the one column named for what it dates.
const DATE_COLUMN = historyColumns.find((c) => c.id === 'date');

/** Newest appearance first: the chart reads left to right, the table from the latest match down. */
export const DEFAULT_HISTORY_SORT = DATE_COLUMN ? [{ id: DATE_COLUMN.id, desc: true }] : [];

// The Fighters screen's data, one hook per concern: the rows the URL requests, the comparison
// with an earlier date, the filters over the rows, and the table's settings. The screen composes
// them and hands each part only what it shows.
import type { FightersSearch } from '../fighters-search.ts';
import { useFighterFilters } from './use-fighter-filters.ts';
import { useFighterRows } from './use-fighter-rows.ts';
import { useFighterTable } from './use-fighter-table.ts';
import { useFightersComparison } from './use-fighters-comparison.ts';

export function useFighters(search: FightersSearch) {
  const rows = useFighterRows(search);
  const comparison = useFightersComparison(search, rows);
  const filters = useFighterFilters(search, rows.rows);
  const table = useFighterTable(search, comparison.previous);
  return { rows, comparison, filters, table };
}

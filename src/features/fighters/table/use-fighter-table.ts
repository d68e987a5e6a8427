// Owns the table's settings as the URL and the mode say them: columns (with rank movement when
// there is a comparison), hidden columns and the sort.
import { useMemo } from 'react';
import type { ColumnVisibility } from '../../../components/data-table-columns.ts';
import type { SortEntry } from '../../../lib/sort.ts';
import type { FightersSearch } from '../fighters-search.ts';
import { DEFAULT_HIDDEN, fighterColumns, sortableIds } from './fighter-columns.tsx';
import type { PreviousRanks } from '../data/rank-movement.ts';

const BY_RANK: readonly SortEntry[] = [{ id: 'rank', desc: false }];
const BY_CLASS_THEN_RANK: readonly SortEntry[] = [
  { id: 'weight_class_name', desc: false },
  { id: 'rank', desc: false },
];

export function useFighterTable(search: FightersSearch, previous: PreviousRanks | null) {
  const { mode, weightClass } = search;
  const columns = useMemo(() => fighterColumns(mode, previous), [mode, previous]);
  const hidden = search.hidden ?? DEFAULT_HIDDEN[mode];
  const columnVisibility = useMemo<ColumnVisibility>(
    () => Object.fromEntries(hidden.map((id) => [id, false])),
    [hidden],
  );
  // The contract leaves the service's order unsaid: every class opens by class (by name, as the
  // class picker lists them), then rank, and one class by rank, in either mode, unless the URL
  // says otherwise; the headers show it and the count line says it.
  const requested = search.sort ?? (weightClass ? BY_RANK : BY_CLASS_THEN_RANK);
  // A sort on a column this mode lacks (say, rank movement from a By-date link) is left out.
  const sorting = useMemo(
    () => requested.filter((s) => sortableIds(mode).includes(s.id)),
    [requested, mode],
  );
  return {
    columns,
    /** The columns hidden, as the URL or the mode's default says. */
    hidden,
    columnVisibility,
    sorting,
    /** The order shown is the screen's default, not one from the URL. */
    isDefaultSort: search.sort === null && sorting.length > 0,
    /** The default order in words: "class then rank" or "rank". */
    defaultOrder: weightClass ? 'rank' : 'class then rank',
  };
}

export type FighterTable = ReturnType<typeof useFighterTable>;

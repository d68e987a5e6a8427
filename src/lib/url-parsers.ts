// The typed URL-state fields every screen shares, as nuqs parsers: one parse and serialise per kind.
import { createParser } from 'nuqs';
import type { SortEntry } from './sort.ts';
import { decodeSort, encodeSort } from './url-state.ts';

/** What an explicitly unsorted table writes, so "no sort" differs from "the default sort". */
export const NO_SORT = 'none';

function sameSort(a: readonly SortEntry[], b: readonly SortEntry[]): boolean {
  return a.length === b.length && a.every((s, i) => s.id === b[i]?.id && s.desc === b[i]?.desc);
}

/**
 * A table's sort as `sort=-points,name` (`none` for unsorted). Columns are not checked here: the
 * table ignores a sort on a column it does not show, so an old link still opens.
 */
export const parseAsSort = createParser<SortEntry[]>({
  parse: (value) => (value === NO_SORT ? [] : decodeSort(value)),
  serialize: (sorting) => encodeSort(sorting) || NO_SORT,
  eq: sameSort,
});

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

/** What an explicit empty list writes, so "none" differs from "the default list". */
export const NO_ITEMS = 'none';

/**
 * A list of ids as `a,b,c` (`none` for an explicitly empty list), for a field whose default is a
 * non-empty list chosen by the screen, such as the columns hidden until requested.
 */
export const parseAsIdList = createParser<string[]>({
  parse: (value) =>
    value === NO_ITEMS
      ? []
      : value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
  serialize: (ids) => (ids.length === 0 ? NO_ITEMS : ids.join(',')),
  eq: (a, b) => a.length === b.length && a.every((id, i) => id === b[i]),
});

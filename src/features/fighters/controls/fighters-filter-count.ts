// How many of the Fighters filters behind the phone's "Filters (n)" button are set.
import { RANGE_KEYS } from '../data/fighter-filter.ts';
import type { FightersSearch } from '../fighters-search.ts';

/**
 * Each control counts once when it differs from its default: weight class, countries (however
 * many), the name search, the comparison date, top ranks, and each rating's range.
 */
export function fightersFiltersSet(search: FightersSearch): number {
  const ranges = RANGE_KEYS.filter(
    (key) => search[`min_${key}`] !== null || search[`max_${key}`] !== null,
  ).length;
  return (
    (search.weightClass ? 1 : 0) +
    (search.country.length > 0 ? 1 : 0) +
    (search.search.trim() ? 1 : 0) +
    (search.vs !== null ? 1 : 0) +
    (search.top !== null ? 1 : 0) +
    ranges
  );
}

// Owns the filters over the rows: the class scope, name search, countries, top ranks and rating
// ranges from the URL, the rows that pass them, and the facet options and counts.
import { useDeferredValue, useEffect, useMemo } from 'react';
import type { FightersSearch } from '../fighters-search.ts';
import { filterFighters, prepareSearch, rangesOf, searchableRows } from './fighter-filter.ts';
import { countryOptions, type FighterRow } from './fighter-data.ts';

/** The range filters in force, kept while the bounds are the same numbers. */
function useRanges(search: FightersSearch) {
  const { min_points, max_points, min_r_glicko1, max_r_glicko1 } = search;
  const { min_r_elok170, max_r_elok170, min_r_elomod1, max_r_elomod1 } = search;
  // Kept while the bounds are the same numbers, so the filter runs only when one changes.
  return useMemo(
    () =>
      rangesOf({
        min_points,
        max_points,
        min_r_glicko1,
        max_r_glicko1,
        min_r_elok170,
        max_r_elok170,
        min_r_elomod1,
        max_r_elomod1,
      }),
    [
      min_points,
      max_points,
      min_r_glicko1,
      max_r_glicko1,
      min_r_elok170,
      max_r_elok170,
      min_r_elomod1,
      max_r_elomod1,
    ],
  );
}

/**
 * Names are folded for search while the browser is idle, a slice of rows at a time, so neither
 * the rows' arrival nor the first keystroke waits for 100,000 of them.
 */
function useSearchPreparedWhenIdle(everyClass: ReturnType<typeof searchableRows>) {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    let idle = requestIdleCallback(function step(deadline) {
      if (!prepareSearch(everyClass, () => deadline.timeRemaining() > 2)) {
        idle = requestIdleCallback(step);
      }
    });
    return () => cancelIdleCallback(idle);
  }, [everyClass]);
}

export function useFighterFilters(search: FightersSearch, rows: readonly FighterRow[]) {
  const { mode, weightClass, country } = search;
  // By date the service filters by class; "Latest" has every class, filtered here. Made once per
  // response: it keeps the rows' sort keys, folded names and facet codes (fighter-filter.ts).
  const everyClass = useMemo(() => searchableRows(rows, ''), [rows]);
  useSearchPreparedWhenIdle(everyClass);
  const scoped = useMemo(
    () =>
      mode === 'latest' && weightClass ? searchableRows(everyClass.rows, weightClass) : everyClass,
    [everyClass, mode, weightClass],
  );
  // Typing shows in the field at once; the table filters a deferred copy, so typing never waits.
  const deferredSearch = useDeferredValue(search.search);
  const ranges = useRanges(search);
  const filtered = useMemo(
    () =>
      filterFighters(everyClass, {
        query: deferredSearch,
        countries: country,
        classCode: mode === 'latest' ? weightClass : '',
        ranges,
        top: search.top,
      }),
    [everyClass, deferredSearch, country, mode, weightClass, ranges, search.top],
  );
  const countries = useMemo(() => countryOptions(scoped.rows), [scoped]);

  return {
    /** Every row of the response, with what is made once for them (sort keys, consensus). */
    responseRows: everyClass,
    /** The rows of the class in view, before the other filters. */
    scopedRows: scoped.rows,
    /** The rows that pass every filter: the table's rows. */
    shownRows: filtered.rows,
    /** The shown rows with their sort index, for the table and its preview (lib/indexed-rows.ts). */
    tableRows: filtered.indexed,
    /** The name search in force on the rows shown (it trails the typing). */
    deferredSearch,
    /** The range filters in force. */
    ranges,
    /** Facet counts: rows per class and per country, each leaving out its own filter. */
    classCounts: filtered.classCounts,
    countryCounts: filtered.countryCounts,
    countries,
  };
}

export type FighterFilters = ReturnType<typeof useFighterFilters>;

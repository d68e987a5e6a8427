// The Fighters screen's data: the queries its URL state asks for, and the rows, options and
// comparison derived from them. The screen composes; this hook is where its data comes from.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import {
  arrivingRowsKey,
  availableDatesQuery,
  fightersByDateQuery,
  fightersLatestQuery,
} from '../../../api/queries.ts';
import type { ColumnVisibility } from '../../../components/data-table-columns.ts';
import { isIsoDate } from '../../../lib/date.ts';
import type { SortEntry } from '../../../lib/sort.ts';
import { useConnection } from '../../../session/session-context.tsx';
import {
  classOptions,
  countryOptions,
  previousDate,
  publishedDates,
  type FighterRow,
} from './fighter-data.ts';
import {
  filterFighters,
  prepareSearch,
  rangesOf,
  searchableRows,
} from '../controls/fighter-filter.ts';
import { DEFAULT_HIDDEN, fighterColumns, sortableIds } from '../table/fighter-columns.tsx';
import type { FightersSearch } from '../fighters-search.ts';
import { latestWaits } from '../latest-waits.ts';
import { previousRanks } from './rank-movement.ts';

const NO_ROWS: readonly FighterRow[] = [];
const BY_RANK: readonly SortEntry[] = [{ id: 'rank', desc: false }];
const BY_CLASS_THEN_RANK: readonly SortEntry[] = [
  { id: 'weight_class_name', desc: false },
  { id: 'rank', desc: false },
];

interface FightersRequest {
  readonly date: string | null;
  readonly weightClass: string;
}

/** The request whose answer was last on screen: `settled` says the current one's has arrived. */
function useLastSettled(request: FightersRequest, settled: boolean): FightersRequest {
  const [last, setLast] = useState(request);
  if (settled && (last.date !== request.date || last.weightClass !== request.weightClass)) {
    setLast(request);
    return request;
  }
  return last;
}

/** The newest valid `update_date` among rows: the date Latest's ratings are of. */
function newestDate(rows: readonly FighterRow[] | undefined): string | null {
  let newest: string | null = null;
  for (const row of rows ?? []) {
    const date = row.update_date;
    // `YYYY-MM-DD` texts order as their dates: only one that would be the newest is checked
    // (100,000 rows mostly share a few dates, so a few checks instead of one a row).
    if (typeof date === 'string' && (newest === null || date > newest) && isIsoDate(date)) {
      newest = date;
    }
  }
  return newest;
}

/** Published dates, newest first, for the pickers and the trajectory. */
function selectDates(result: { rows: readonly { update_date: string | null }[] }): string[] {
  return publishedDates(result.rows);
}

export function useFighters(search: FightersSearch) {
  const conn = useConnection();
  const { mode, weightClass, country } = search;

  const datesQuery = useQuery({ ...availableDatesQuery(conn), select: selectDates });
  const dates = datesQuery.data ?? NO_DATES;
  const date = mode === 'by-date' ? (search.date ?? dates[0] ?? null) : null;
  const byDateOptions = fightersByDateQuery(conn, { date: date ?? '', weight_class: weightClass });
  const byDateQuery = useQuery({
    ...byDateOptions,
    enabled: date !== null,
    // A new date or class keeps the previous rows on screen, dimmed, until its rows arrive.
    placeholderData: keepPreviousData,
  });
  // The latest rows are always loaded: they are the "Latest" table, and the complete class list.
  // By date of every class (whose rows name the classes meanwhile) asks once its own rows are in
  // or failed, so they never wait behind the latest (latest-waits.ts).
  const latestQuery = useQuery({
    ...fightersLatestQuery(conn),
    enabled: !latestWaits(search) || !byDateQuery.isPending,
  });
  const isStale = mode === 'by-date' && byDateQuery.isPlaceholderData;
  // What the rows on screen are of: while a new date or class loads, the one before it.
  const shownRequest = useLastSettled(
    { date, weightClass },
    mode === 'by-date' && byDateQuery.isSuccess && !byDateQuery.isPlaceholderData,
  );
  const shown = isStale ? shownRequest : { date, weightClass };

  const result = mode === 'latest' ? latestQuery : byDateQuery;
  const resultKey = mode === 'latest' ? fightersLatestQuery(conn).queryKey : byDateOptions.queryKey;
  // A large answer's first rows, shown (as a preview) while the rest of it arrives.
  const arriving = useQuery<FighterRow[] | null>({
    queryKey: arrivingRowsKey(resultKey),
    queryFn: skipToken,
  });
  const arrivingNow = result.isPending && !!arriving.data?.length;
  const current = useMemo(
    () => ({
      rows: result.data?.rows ?? (arrivingNow ? arriving.data : null) ?? NO_ROWS,
      isArriving: arrivingNow,
    }),
    [result.data, arrivingNow, arriving.data],
  );
  // A whole answer takes over from its first rows in a deferred render, which React splits between
  // this hook's work and the table's, so no single task holds the page for all of it.
  const deferred = useDeferredValue(current);
  const { rows, isArriving } = deferred.isArriving && !current.isArriving ? deferred : current;
  // Latest's rows are the latest rows: read as taken in, not as they arrive.
  const latestRows = mode === 'latest' ? (isArriving ? undefined : rows) : latestQuery.data?.rows;

  // The date the rows are of (Latest: the newest date among its rows), and the one they are
  // compared with: the URL's, if earlier, else the newest published date before it.
  const latestDate = useMemo(() => newestDate(latestRows), [latestRows]);
  const anchor = mode === 'by-date' ? date : (latestDate ?? dates[0] ?? null);
  const earlier =
    anchor === null
      ? null
      : search.vs !== null && search.vs < anchor
        ? search.vs
        : previousDate(dates, anchor);
  // Latest filters classes here, so it compares with every class of the earlier date.
  const earlierClass = mode === 'latest' ? '' : weightClass;
  const earlierQuery = useQuery({
    ...fightersByDateQuery(conn, { date: earlier ?? '', weight_class: earlierClass }),
    // Asked once the rows on screen are in, so the comparison never delays the first rows.
    enabled: earlier !== null && result.isSuccess,
    // The rank changes of the rows on screen stay while the next comparison loads.
    placeholderData: keepPreviousData,
  });
  const earlierShown = useLastSettled(
    { date: earlier, weightClass: earlierClass },
    earlierQuery.isSuccess && !earlierQuery.isPlaceholderData,
  );

  // By date the service filters by class; "Latest" has every class, filtered here. Made once per
  // response: it keeps the rows' sort keys, folded names and facet codes (fighter-filter.ts).
  const everyClass = useMemo(() => searchableRows(rows, ''), [rows]);
  // Names are folded for search while the browser is idle, a slice of rows at a time, so neither
  // the rows' arrival nor the first keystroke waits for 100,000 of them.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    let idle = requestIdleCallback(function step(deadline) {
      if (!prepareSearch(everyClass, () => deadline.timeRemaining() > 2)) {
        idle = requestIdleCallback(step);
      }
    });
    return () => cancelIdleCallback(idle);
  }, [everyClass]);
  const scoped = useMemo(
    () =>
      mode === 'latest' && weightClass ? searchableRows(everyClass.rows, weightClass) : everyClass,
    [everyClass, mode, weightClass],
  );
  // Typing shows in the field at once; the table filters a deferred copy, so typing never waits.
  const deferredSearch = useDeferredValue(search.search);
  const { min_points, max_points, min_r_glicko1, max_r_glicko1 } = search;
  const { min_r_elok170, max_r_elok170, min_r_elomod1, max_r_elomod1 } = search;
  // Kept while the bounds are the same numbers, so the filter below runs only when one changes.
  const ranges = useMemo(
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
  const shownRows = filtered.rows;

  // Rank change compares the rows shown with the date asked for, never with another class's.
  const comparable =
    earlierQuery.data !== undefined &&
    earlierShown.weightClass === (mode === 'latest' ? '' : shown.weightClass) &&
    (isStale || earlierShown.date === earlier);
  const shownEarlier = comparable ? earlierShown.date : earlier;
  const previous = useMemo(
    () => (comparable && earlierQuery.data ? previousRanks(earlierQuery.data.rows) : null),
    [comparable, earlierQuery.data],
  );
  const columns = useMemo(() => fighterColumns(mode, previous), [mode, previous]);

  const classes = useMemo(() => classOptions(latestRows, rows), [latestRows, rows]);
  const nameOf = (code: string) =>
    code ? (classes.find((c) => c.value === code)?.name ?? code) : 'all classes';
  const countries = useMemo(() => countryOptions(scoped.rows), [scoped]);
  const isFiltered =
    deferredSearch.trim() !== '' || country.length > 0 || ranges.length > 0 || search.top !== null;

  const hidden = search.hidden ?? DEFAULT_HIDDEN[mode];
  const columnVisibility = useMemo<ColumnVisibility>(
    () => Object.fromEntries(hidden.map((id) => [id, false])),
    [hidden],
  );
  // The contract leaves the service's order unsaid: every class opens by class (by name, as the
  // class picker lists them), then rank, and one class by rank, in either mode, unless the URL
  // says otherwise; the headers show it and the count line says it.
  const isDefaultSort = search.sort === null;
  const requested = search.sort ?? (weightClass ? BY_RANK : BY_CLASS_THEN_RANK);
  // A sort on a column this mode lacks (say, rank movement from a By-date link) is left out.
  const sorting = useMemo(
    () => requested.filter((s) => sortableIds(mode).includes(s.id)),
    [requested, mode],
  );

  return {
    conn,
    datesQuery,
    dates,
    date,
    earlier,
    earlierQuery,
    result,
    resultKey,
    /** The rows are the first of a large answer whose rest is still arriving. */
    isArriving,
    isStale,
    scoped,
    shownRows,
    /** The shown rows with their sort index, for the table and its preview (lib/indexed-rows.ts). */
    tableRows: filtered.indexed,
    deferredSearch,
    columns,
    classes,
    /** Facet counts: rows per class and per country, each leaving out its own filter. */
    classCounts: filtered.classCounts,
    countryCounts: filtered.countryCounts,
    /** The range filters in force. */
    ranges,
    isFiltered,
    /** The class's name for sentences ('all classes' for none). */
    nameOf,
    /** The date and class of the rows on screen: the previous ones while new ones load. */
    shown,
    /** What rank change compares with: the date whose rows are in the comparison on screen. */
    shownEarlier,
    /** The date the shown rows are of (Latest: the newest among its rows). */
    anchor,
    /** The earlier rows, by fighter, when they are the comparison for the rows on screen. */
    previous,
    /** Whether the rank changes on screen are there (the comparison for the shown rows arrived). */
    hasComparison: previous !== null,
    countries,
    /** Every class's latest rows: who can be found by name for head-to-head. */
    latestRows: latestRows ?? NO_ROWS,
    /** The columns hidden, as the URL or the mode's default says. */
    hidden,
    columnVisibility,
    sorting,
    /** The order shown is the screen's default, not one from the URL. */
    isDefaultSort: isDefaultSort && sorting.length > 0,
    /** The default order in words: "class then rank" or "rank". */
    defaultOrder: weightClass ? 'rank' : 'class then rank',
  };
}

export type FightersData = ReturnType<typeof useFighters>;

const NO_DATES: readonly string[] = [];

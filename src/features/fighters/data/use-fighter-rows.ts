// Owns the rows the URL's mode, date and class request: the published dates, the latest rows and
// the by-date rows, a large response's first rows while the rest arrives, and the class list.
import { useDeferredValue, useMemo } from 'react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import {
  arrivingRowsKey,
  availableDatesQuery,
  fightersByDateQuery,
  fightersLatestQuery,
} from '../../../api/queries.ts';
import { useConnection } from '../../../session/session-context.tsx';
import { latestWaits, type FightersSearch } from '../fighters-search.ts';
import { classOptions, publishedDates, type FighterRow } from './fighter-data.ts';
import { useLastSettled } from './use-last-settled.ts';

const NO_ROWS: readonly FighterRow[] = [];
const NO_DATES: readonly string[] = [];

/** Published dates, newest first, for the pickers and the trajectory. */
function selectDates(result: { rows: readonly { update_date: string | null }[] }): string[] {
  return publishedDates(result.rows);
}

/** The screen's rows, and while a large response arrives its first rows (`isArriving`). */
function useArrivingRows(
  result: { isPending: boolean; data?: { rows: readonly FighterRow[] } },
  resultKey: readonly unknown[],
) {
  // A large response's first rows, shown (as a preview) while the rest of it arrives.
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
  // A whole response takes over from its first rows in a deferred render, which React splits between
  // this hook's work and the table's, so no single task holds the page for all of it.
  const deferred = useDeferredValue(current);
  return deferred.isArriving && !current.isArriving ? deferred : current;
}

export function useFighterRows(search: FightersSearch) {
  const conn = useConnection();
  const { mode, weightClass } = search;

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
  // or failed, so they never wait behind the latest (latestWaits).
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
  const { rows, isArriving } = useArrivingRows(result, resultKey);
  // Latest's rows are the latest rows: read as taken in, not as they arrive.
  const latestRows = mode === 'latest' ? (isArriving ? undefined : rows) : latestQuery.data?.rows;

  const classes = useMemo(() => classOptions(latestRows, rows), [latestRows, rows]);
  const nameOf = (code: string) =>
    code ? (classes.find((c) => c.value === code)?.name ?? code) : 'all classes';

  return {
    conn,
    datesQuery,
    /** Published dates, newest first. */
    dates,
    /** The date requested (By date: the URL's, else the newest), null for Latest. */
    date,
    result,
    resultKey,
    /** The rows of the mode, date and class, before any filter. */
    rows,
    /** The rows are the first of a large response whose rest is still arriving. */
    isArriving,
    isStale,
    /** The date and class of the rows on screen: the previous ones while new ones load. */
    shown,
    /** Every class's latest rows, once in (undefined until then). */
    latestRows,
    classes,
    /** The class's name for sentences ('all classes' for none). */
    nameOf,
  };
}

export type FighterRows = ReturnType<typeof useFighterRows>;

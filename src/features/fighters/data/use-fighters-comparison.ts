// Owns the comparison: which earlier date the rows on screen are compared with, that date's rows,
// and each fighter's earlier rank (the rank movement the table and the movers show).
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fightersByDateQuery } from '../../../api/queries.ts';
import { isIsoDate } from '../../../lib/date.ts';
import type { FightersSearch } from '../fighters-search.ts';
import { previousDate, type FighterRow } from './fighter-data.ts';
import { previousRanks } from './rank-movement.ts';
import { useLastSettled } from './use-last-settled.ts';
import type { FighterRows } from './use-fighter-rows.ts';

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

type RowsUsed = Pick<
  FighterRows,
  'conn' | 'dates' | 'date' | 'latestRows' | 'result' | 'shown' | 'isStale'
>;

export function useFightersComparison(search: FightersSearch, rows: RowsUsed) {
  const { mode, weightClass } = search;
  const { conn, dates, date, shown, isStale } = rows;
  // The date the rows are of (Latest: the newest date among its rows), and the one they are
  // compared with: the URL's, if earlier, else the newest published date before it.
  const latestDate = useMemo(() => newestDate(rows.latestRows), [rows.latestRows]);
  const anchor = mode === 'by-date' ? date : (latestDate ?? dates[0] ?? null);
  const earlier =
    anchor === null
      ? null
      : search.vs !== null && search.vs < anchor
        ? search.vs
        : previousDate(dates, anchor);
  // The earlier date's rows of the class on screen only (every class when none is chosen): on
  // Latest too, where the service's rows hold every class, so that the comparison of one class is
  // a class's rows on the wire, not the whole date's.
  const earlierQuery = useQuery({
    ...fightersByDateQuery(conn, { date: earlier ?? '', weight_class: weightClass }),
    // Asked once the rows on screen are in, so the comparison never delays the first rows.
    enabled: earlier !== null && rows.result.isSuccess,
    // The rank changes of the rows on screen stay while the next comparison loads.
    placeholderData: keepPreviousData,
  });
  const earlierShown = useLastSettled(
    { date: earlier, weightClass },
    earlierQuery.isSuccess && !earlierQuery.isPlaceholderData,
  );

  // Rank change compares the rows shown with the date requested, never with another class's.
  const comparable =
    earlierQuery.data !== undefined &&
    earlierShown.weightClass === shown.weightClass &&
    (isStale || earlierShown.date === earlier);
  const previous = useMemo(
    () => (comparable && earlierQuery.data ? previousRanks(earlierQuery.data.rows) : null),
    [comparable, earlierQuery.data],
  );

  return {
    /** The date the shown rows are of (Latest: the newest among its rows). */
    anchor,
    /** The date to compare with: the URL's, if earlier, else the published date before. */
    earlier,
    earlierQuery,
    /** What rank change compares with: the date whose rows are in the comparison on screen. */
    shownEarlier: comparable ? earlierShown.date : earlier,
    /** The earlier rows, by fighter, when they are the comparison for the rows on screen. */
    previous,
  };
}

export type FightersComparison = ReturnType<typeof useFightersComparison>;

// A class's top ranks at every published date of a span: one `fighters_historical_view` per date
// with the SAME query options as By date and the trajectory (so their responses are reused, and
// this view's are reused by them), at most 4 requests at a time, each response kept as its top
// rows once (the queries' `select`).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { availableDatesQuery, fightersByDateQuery } from '../../../api/queries.ts';
import { useLimitedQueries } from '../../../api/use-limited-queries.ts';
import { useConnection } from '../../../session/session-context.tsx';
import { publishedDates } from '../data/fighter-data.ts';
import { DATES_AT_ONCE } from '../data/fighter-data.ts';
import { selectTop, spanDates } from './history-data.ts';

const NO_DATES: readonly string[] = [];

/** Published dates, newest first, as the Fighters screen selects them. */
function selectDates(result: { rows: readonly { update_date: string | null }[] }): string[] {
  return publishedDates(result.rows);
}

export function useDivisionHistory(classCode: string, from: string | null, to: string | null) {
  const conn = useConnection();
  const datesQuery = useQuery({ ...availableDatesQuery(conn), select: selectDates });
  const published = datesQuery.data ?? NO_DATES;
  const dates = useMemo(() => spanDates(published, from, to), [published, from, to]);
  const queries = useMemo(
    () =>
      classCode === ''
        ? []
        : dates.map((date) => ({
            ...fightersByDateQuery(conn, { date, weight_class: classCode }),
            select: selectTop,
          })),
    [conn, dates, classCode],
  );
  const batch = useLimitedQueries(queries, DATES_AT_ONCE);
  return { conn, datesQuery, published, dates, batch };
}

export type DivisionHistory = ReturnType<typeof useDivisionHistory>;

// The watched fighters' rows: rank and points from the latest ratings at once, then their change
// since the baseline date and the rank sparkline over the class's last published dates, each date
// of each class through the query cache with the By date screen's options, at most 4 at a time.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  availableDatesQuery,
  fightersByDateQuery,
  fightersLatestQuery,
} from '../../api/queries.ts';
import type { Connection, ViewResult } from '../../api/client.ts';
import { useLimitedQueries, type LimitedQueries } from '../../api/use-limited-queries.ts';
import type { WatchedFighter } from '../../lib/watchlist.ts';
import {
  FIGHTER_SPARK_DATES,
  baselineDate,
  changeSince,
  hasMoved,
  numberOf,
  placeFighter,
  publishedDates,
  rowOn,
  rowsByName,
  type DateRow,
  type PlacedFighter,
} from './fighter-figures.ts';

/** The most requests in flight at once, as the fighter panel's trajectory. */
export const WATCHLIST_CONCURRENCY = 4;

export interface WatchedFighterRow {
  readonly [column: string]: string | number | boolean | null;
  readonly key: string;
  readonly name: string;
  readonly class_code: string;
  readonly class_name: string | null;
  readonly rank: number | null;
  readonly points: number | null;
  readonly rank_change: number | null;
  readonly points_change: number | null;
  /** "Now in Lightweight (was FW)" or "Not in the latest ratings". */
  readonly note: string | null;
  /** Moved since the last visit's date. */
  readonly is_new: boolean;
}

export interface WatchedFighters {
  readonly rows: readonly WatchedFighterRow[];
  /** Ranks over the last published dates, oldest first, by row key (null: unrated or not in yet). */
  readonly sparks: ReadonlyMap<string, readonly (number | null)[]>;
  readonly latestDate: string | null;
  readonly baseline: string | null;
  /** The latest ratings (and dates) are in: the first figures can show. */
  readonly ready: boolean;
  readonly error: unknown;
  readonly retry: () => void;
  readonly history: Omit<LimitedQueries<unknown>, 'data'>;
}

/** Each date's rows of each class, keyed `date|class`. */
function classRequests(conn: Connection, dates: readonly string[], classes: readonly string[]) {
  const keys = dates.flatMap((date) => classes.map((code) => `${date}|${code}`));
  const options = dates.flatMap((date) =>
    classes.map((code) => fightersByDateQuery(conn, { date, weight_class: code })),
  );
  return { keys, options };
}

const NO_REQUESTS = { keys: [], options: [] };

/** `earlier`: their row on the baseline date; null when unrated then, undefined until it is in. */
function rowOf(
  placed: PlacedFighter,
  earlier: DateRow | null | undefined,
  classNames: ReadonlyMap<string, string>,
  isNew: boolean,
): WatchedFighterRow {
  const { watched, latest, classCode, movedFrom } = placed;
  const change = changeSince(latest, earlier ?? null);
  const className = classNames.get(classCode) ?? null;
  let note: string | null = null;
  if (latest === null) note = 'Not in the latest ratings';
  else if (movedFrom !== null) note = `Now in ${className ?? classCode} (was ${movedFrom})`;
  return {
    key: watched.name,
    name: watched.name,
    class_code: classCode,
    class_name: className,
    rank: numberOf(latest?.rank),
    points: numberOf(latest?.points),
    rank_change: latest ? change.rank : null,
    points_change: latest ? change.points : null,
    note,
    is_new: isNew && earlier !== undefined && hasMoved(latest, earlier),
  };
}

// eslint-disable-next-line max-lines-per-function -- one pass from the responses to the rows; its parts are the helpers above
export function useWatchedFighters(
  conn: Connection,
  fighters: readonly WatchedFighter[],
  seenDate: string | undefined,
  /** Holds the sparklines' dates back while the first figures (players') still need the network. */
  holdHistory = false,
): WatchedFighters {
  const wanted = fighters.length > 0;
  const datesQuery = useQuery({ ...availableDatesQuery(conn), enabled: wanted });
  const latestQuery = useQuery({ ...fightersLatestQuery(conn), enabled: wanted });
  const dates = useMemo(() => publishedDates(datesQuery.data?.rows), [datesQuery.data]);
  const latestDate = dates.at(-1) ?? null;
  const baseline = baselineDate(dates, seenDate);
  const latestRows = latestQuery.data?.rows;
  const placed = useMemo(() => {
    const byName = latestRows ? rowsByName(latestRows) : null;
    return fighters.map((f) => placeFighter(f, byName));
  }, [fighters, latestRows]);
  const classNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const row of latestRows ?? []) {
      const code = row.weight_class_code;
      if (typeof code === 'string' && !names.has(code) && typeof row.weight_class_name === 'string')
        names.set(code, row.weight_class_name);
    }
    return names;
  }, [latestRows]);

  const classes = useMemo(() => [...new Set(placed.map((p) => p.classCode))].sort(), [placed]);
  const sparkDates = useMemo(() => dates.slice(-FIGHTER_SPARK_DATES), [dates]);
  // The baseline first (the change column), then the sparkline's dates newest first.
  const requestDates = useMemo(() => {
    const newestFirst = [...sparkDates].reverse();
    return baseline === null
      ? newestFirst
      : [baseline, ...newestFirst.filter((d) => d !== baseline)];
  }, [sparkDates, baseline]);
  const queries = useMemo(
    () => (latestRows && !holdHistory ? classRequests(conn, requestDates, classes) : NO_REQUESTS),
    [conn, requestDates, classes, latestRows, holdHistory],
  );
  const { data, ...history } = useLimitedQueries(queries.options, WATCHLIST_CONCURRENCY);
  const rowsAt = useMemo(() => {
    // Each date's rows by name, made here once per set of responses, not per fighter and date.
    const at = new Map<string, ReadonlyMap<string, DateRow[]>>();
    queries.keys.forEach((key, i) => {
      const result = data[i] as ViewResult<DateRow> | undefined;
      if (result) at.set(key, rowsByName(result.rows));
    });
    return at;
  }, [queries, data]);

  const isNew = seenDate !== undefined && latestDate !== null && seenDate < latestDate;
  const rows = useMemo(
    () =>
      placed.map((p) => {
        const rows = baseline ? rowsAt.get(`${baseline}|${p.classCode}`) : undefined;
        const earlier = rows ? rowOn(rows, p.watched.name) : undefined;
        return rowOf(p, earlier, classNames, isNew);
      }),
    [placed, baseline, rowsAt, classNames, isNew],
  );
  const sparks = useMemo(() => {
    const out = new Map<string, (number | null)[]>();
    for (const p of placed) {
      out.set(
        p.watched.name,
        sparkDates.map((date) => {
          const row = rowOn(rowsAt.get(`${date}|${p.classCode}`), p.watched.name);
          return numberOf(row?.rank);
        }),
      );
    }
    return out;
  }, [placed, sparkDates, rowsAt]);

  return {
    rows,
    sparks,
    latestDate,
    baseline,
    ready: !wanted || (datesQuery.isSuccess && latestQuery.isSuccess),
    error: datesQuery.error ?? latestQuery.error,
    retry: () => {
      if (datesQuery.isError) void datesQuery.refetch();
      if (latestQuery.isError) void latestQuery.refetch();
    },
    history,
  };
}

// The Fighters screen's "since your last visit" line: when the service has published a date newer
// than the one this browser last showed on the Watchlist, one dismissible line says so, with how
// many watched fighters moved, and leads to the Watchlist. Loaded on its own after the screen's
// first paint (app/layout.tsx), and it requests only what the Fighters screen has not: each watched
// class's rows on the last seen date, with the By date screen's options.
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  availableDatesQuery,
  fightersByDateQuery,
  fightersLatestQuery,
} from '../../api/queries.ts';
import { useLimitedQueries } from '../../api/use-limited-queries.ts';
import type { ViewResult } from '../../api/client.ts';
import { useWatchlist } from '../../components/use-watchlist.ts';
import { formatDate } from '../../lib/format.ts';
import { updateWatchlist } from '../../lib/watchlist.ts';
import { useConnection } from '../../session/session-context.tsx';
import {
  hasMoved,
  placeFighter,
  publishedDates,
  rowOn,
  rowsByName,
  type DateRow,
} from './fighter-figures.ts';
import { WATCHLIST_CONCURRENCY } from './use-watched-fighters.ts';
import { WATCHLIST_PATH } from './watchlist-paths.ts';
import './watchlist.css';
import { Link } from 'react-router';

function movedText(count: number): string {
  if (count === 0) return 'none of the fighters you watch moved';
  return count === 1 ? '1 fighter you watch moved' : `${count} fighters you watch moved`;
}

/** How many watched fighters moved between `since` and the latest ratings; null until known. */
function useMovedCount(since: string | null): number | null {
  const conn = useConnection();
  const { fighters } = useWatchlist();
  const latest = useQuery({ ...fightersLatestQuery(conn), enabled: since !== null });
  const placed = useMemo(() => {
    const rows = latest.data?.rows;
    // Indexed once, not once per watched fighter (500 of them over 10,000 rows was a long task).
    const byName = rows ? rowsByName(rows) : null;
    return byName ? fighters.map((f) => placeFighter(f, byName)) : [];
  }, [fighters, latest.data]);
  const classes = useMemo(() => [...new Set(placed.map((p) => p.classCode))].sort(), [placed]);
  const queries = useMemo(
    () =>
      since
        ? classes.map((code) => fightersByDateQuery(conn, { date: since, weight_class: code }))
        : [],
    [conn, since, classes],
  );
  const { data, status } = useLimitedQueries(queries, WATCHLIST_CONCURRENCY);
  return useMemo(() => {
    if (since === null || placed.length === 0 || status !== 'done') return null;
    const earlier = new Map(
      classes.map((code, i) => {
        const rows = (data[i] as ViewResult<DateRow> | undefined)?.rows;
        return [code, rows ? rowsByName(rows) : undefined] as const;
      }),
    );
    return placed.filter((p) => hasMoved(p.latest, rowOn(earlier.get(p.classCode), p.watched.name)))
      .length;
  }, [since, placed, status, classes, data]);
}

export default function SinceLastVisit() {
  const conn = useConnection();
  const list = useWatchlist();
  const datesQuery = useQuery(availableDatesQuery(conn));
  const latest = useMemo(
    () => publishedDates(datesQuery.data?.rows).at(-1) ?? null,
    [datesQuery.data],
  );
  const { seenDate, dismissedDate } = list;
  const watching = list.fighters.length > 0;
  const isNew = watching && latest !== null && seenDate !== undefined && seenDate < latest;
  const shown = isNew && dismissedDate !== latest;
  const moved = useMovedCount(shown ? (seenDate ?? null) : null);

  // A first look (nothing remembered yet): the latest date is the one this browser has shown.
  useEffect(() => {
    if (watching && latest !== null && seenDate === undefined) {
      updateWatchlist((l) => (l.seenDate === undefined ? { ...l, seenDate: latest } : l));
    }
  }, [watching, latest, seenDate]);

  if (!shown || moved === null || latest === null) return null;
  return (
    <div className="wl-since" role="status">
      <p className="wl-since__text">
        <strong>New ratings of {formatDate(latest)}</strong> — {movedText(moved)}.{' '}
        <Link to={WATCHLIST_PATH}>Open the Watchlist</Link>
      </p>
      <button
        type="button"
        className="dv-button"
        aria-label="Dismiss the new ratings notice"
        onClick={() => updateWatchlist((l) => ({ ...l, dismissedDate: latest }))}
      >
        Dismiss
      </button>
    </div>
  );
}

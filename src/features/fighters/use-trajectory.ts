// Loads one fighter's ratings over a range of published dates: at most 4 requests at a time,
// cached dates reused, cancellable, each date fetched through the shared query cache.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { fightersByDateQuery } from '../../api/queries.ts';
import type { Connection } from '../../session/session-context.tsx';
import type { FighterRow } from './fighter-data.ts';
import { runLimited } from './run-limited.ts';

/** The most requests the trajectory has in flight at once, to be kind to the service. */
export const TRAJECTORY_CONCURRENCY = 4;

export interface TrajectoryPoint {
  readonly date: string;
  /** False when the fighter has no row in the class on this date. */
  readonly rated: boolean;
  readonly rank: number | null;
  readonly points: number | null;
  readonly r_glicko1: number | null;
  readonly r_elok170: number | null;
  readonly r_elomod1: number | null;
}

export interface Trajectory {
  /** Loaded dates, oldest first. */
  readonly points: readonly TrajectoryPoint[];
  readonly loaded: number;
  readonly failed: number;
  readonly total: number;
  readonly status: 'loading' | 'done' | 'cancelled';
  readonly cancel: () => void;
  /** Loads what is missing again: after Cancel, or the dates that failed. */
  readonly resume: () => void;
}

function pointFrom(
  rows: readonly FighterRow[],
  date: string,
  classCode: string,
  name: string,
): TrajectoryPoint {
  const row = rows.find((r) => r.name === name && r.weight_class_code === classCode);
  return {
    date,
    rated: row !== undefined,
    rank: row?.rank ?? null,
    points: row?.points ?? null,
    r_glicko1: row?.r_glicko1 ?? null,
    r_elok170: row?.r_elok170 ?? null,
    r_elomod1: row?.r_elomod1 ?? null,
  };
}

function options(conn: Connection, date: string, classCode: string) {
  return fightersByDateQuery(conn, { date, weight_class: classCode });
}

function readCached(
  queryClient: QueryClient,
  conn: Connection,
  dates: readonly string[],
  classCode: string,
  name: string,
): Map<string, TrajectoryPoint> {
  const found = new Map<string, TrajectoryPoint>();
  for (const date of dates) {
    const result = queryClient.getQueryData(options(conn, date, classCode).queryKey);
    if (result) found.set(date, pointFrom(result.rows, date, classCode, name));
  }
  return found;
}

interface RunState {
  readonly run: string;
  readonly points: ReadonlyMap<string, TrajectoryPoint>;
  readonly failed: ReadonlySet<string>;
  readonly cancelled: boolean;
}

// Shared empties keep memos on `points` valid until something actually loads.
const NO_POINTS: ReadonlyMap<string, TrajectoryPoint> = new Map();
const NO_FAILURES: ReadonlySet<string> = new Set();

const emptyRun = (run: string): RunState => ({
  run,
  points: NO_POINTS,
  failed: NO_FAILURES,
  cancelled: false,
});

/** `dates` oldest first; keep its reference stable while the range is the same. */
export function useTrajectory(
  conn: Connection,
  classCode: string,
  name: string,
  dates: readonly string[],
): Trajectory {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const run = `${classCode}\u0000${name}\u0000${dates.join(',')}\u0000${attempt}`;
  const [state, setState] = useState<RunState>(() => emptyRun(run));
  const current = state.run === run ? state : emptyRun(run);
  const stopRef = useRef<() => void>(() => {});

  // Read when the range or the attempt changes; dates fetched since are in `state`.
  const cached = useMemo(
    () => readCached(queryClient, conn, dates, classCode, name),
    // `attempt` is a dependency on purpose: a retry looks at the cache again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, conn, dates, classCode, name, attempt],
  );

  useEffect(() => {
    const controller = new AbortController();
    const inFlight = new Set<string>();
    const missing = dates.filter((date) => !cached.has(date));
    const update = (change: (previous: RunState) => RunState) =>
      setState((previous) => change(previous.run === run ? previous : emptyRun(run)));

    void runLimited(
      missing,
      TRAJECTORY_CONCURRENCY,
      async (date) => {
        inFlight.add(date);
        try {
          const result = await queryClient.ensureQueryData(options(conn, date, classCode));
          if (controller.signal.aborted) return;
          const point = pointFrom(result.rows, date, classCode, name);
          update((previous) => ({
            ...previous,
            points: new Map(previous.points).set(date, point),
          }));
        } catch {
          if (controller.signal.aborted) return;
          update((previous) => ({ ...previous, failed: new Set(previous.failed).add(date) }));
        } finally {
          inFlight.delete(date);
        }
      },
      controller.signal,
    );

    const stop = () => {
      controller.abort();
      for (const date of inFlight) {
        const { queryKey } = options(conn, date, classCode);
        // A request the table is also waiting for is left to finish.
        if (
          (queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount() ??
            0) === 0
        ) {
          void queryClient.cancelQueries({ queryKey, exact: true });
        }
      }
    };
    stopRef.current = stop;
    return stop;
  }, [queryClient, conn, dates, classCode, name, cached, run]);

  const cancel = useCallback(() => {
    stopRef.current();
    setState((previous) => ({
      ...(previous.run === run ? previous : emptyRun(run)),
      cancelled: true,
    }));
  }, [run]);

  const resume = useCallback(() => setAttempt((n) => n + 1), []);

  const points = useMemo(() => {
    const out: TrajectoryPoint[] = [];
    for (const date of dates) {
      const point = cached.get(date) ?? current.points.get(date);
      if (point) out.push(point);
    }
    return out;
  }, [dates, cached, current.points]);

  const loaded = points.length;
  const failed = current.failed.size;
  const status = current.cancelled
    ? 'cancelled'
    : loaded + failed >= dates.length
      ? 'done'
      : 'loading';
  return { points, loaded, failed, total: dates.length, status, cancel, resume };
}

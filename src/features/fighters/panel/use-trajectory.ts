// One fighter's ratings over a range of published dates: each date is the class's rows for that
// date through the shared query cache (so the table's dates are reused), at most 4 at a time.
import { useMemo } from 'react';
import { fightersByDateQuery } from '../../../api/queries.ts';
import { useLimitedQueries, type LimitedQueries } from '../../../api/use-limited-queries.ts';
import type { ViewResult } from '../../../api/client.ts';
import type { Connection } from '../../../session/session-context.tsx';
import { DATES_AT_ONCE, type FighterRow, type TrajectoryPoint } from '../data/fighter-data.ts';

export interface Trajectory extends Omit<LimitedQueries<ViewResult<FighterRow>>, 'data'> {
  /** Loaded dates, oldest first. */
  readonly points: readonly TrajectoryPoint[];
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

/** `dates` oldest first; keep its reference stable while the range is the same. */
export function useTrajectory(
  conn: Connection,
  classCode: string,
  name: string,
  dates: readonly string[],
): Trajectory {
  const queries = useMemo(
    () => dates.map((date) => fightersByDateQuery(conn, { date, weight_class: classCode })),
    [conn, dates, classCode],
  );
  const { data, ...progress } = useLimitedQueries(queries, DATES_AT_ONCE);
  const points = useMemo(() => {
    const out: TrajectoryPoint[] = [];
    dates.forEach((date, i) => {
      const result = data[i];
      if (result) out.push(pointFrom(result.rows, date, classCode, name));
    });
    return out;
  }, [dates, data, classCode, name]);
  return { ...progress, points };
}

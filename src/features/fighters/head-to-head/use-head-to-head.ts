// Head-to-head's data: the contenders' rows on each date (one request per date and class, shared
// with the table through the query cache), the chart's series and the fighters that can be added.
import { useMemo } from 'react';
import { fightersByDateQuery } from '../../../api/queries.ts';
import { useLimitedQueries } from '../../../api/use-limited-queries.ts';
import type { SelectOption } from '../../../components/searchable-select.tsx';
import { dateToTime } from '../../../lib/date.ts';
import type { Connection } from '../../../session/session-context.tsx';
import type { HeadToHeadLine } from '../charts/head-to-head-chart.tsx';
import { ratingNumber, type FighterRow } from '../data/fighter-data.ts';
import type { H2hMeasure } from '../fighters-search.ts';
import { DATES_AT_ONCE } from '../data/fighter-data.ts';
import { contenderKey, rowOn, type Contender, type HeadToHeadRow } from './head-to-head.ts';

/** The same four colours wherever a contender appears: chosen by its slot, never by position. */
export const CONTENDER_COLOURS = [
  'var(--dv-chart-1, #1f5fbf)',
  'var(--dv-chart-2, #c2571a)',
  'var(--dv-chart-3, #2f8f4e)',
  'var(--dv-chart-4, #8a3ffc)',
] as const;

export function useHeadToHeadRows(
  conn: Connection,
  contenders: readonly Contender[],
  dates: readonly string[],
) {
  // One request per date and class, shared by the contenders of a class and with the table.
  const classes = useMemo(() => [...new Set(contenders.map((c) => c.classCode))], [contenders]);
  const requests = useMemo(
    () =>
      classes.flatMap((weight_class) =>
        dates.map((date) => ({
          date,
          weight_class,
          options: fightersByDateQuery(conn, { date, weight_class }),
        })),
      ),
    [classes, dates, conn],
  );
  const { data, ...batch } = useLimitedQueries(
    useMemo(() => requests.map((r) => r.options), [requests]),
    DATES_AT_ONCE,
  );

  const rows = useMemo(() => {
    const out: HeadToHeadRow[] = [];
    for (const contender of contenders) {
      requests.forEach((request, i) => {
        const response = data[i];
        if (request.weight_class !== contender.classCode || !response) return;
        const found = rowOn(contender, request.date, response.rows);
        if (found) out.push(found);
      });
    }
    return out;
  }, [contenders, requests, data]);

  const rated = useMemo(
    () =>
      new Set(rows.map((r) => contenderKey({ classCode: r.weight_class_code, name: r.fighter }))),
    [rows],
  );
  return { rows, rated, batch };
}

export type HeadToHeadBatch = ReturnType<typeof useHeadToHeadRows>['batch'];

/** The chart's data: one point per date, a value per contender under its slot (`c0`–`c3`). */
export function useHeadToHeadSeries(
  contenders: readonly Contender[],
  dates: readonly string[],
  rows: readonly HeadToHeadRow[],
  measure: H2hMeasure,
) {
  const series = useMemo(() => {
    const slotOf = new Map(contenders.map((c) => [contenderKey(c), `c${c.slot}`] as const));
    const byDate = new Map<string, Record<string, number | null>>();
    for (const date of dates) byDate.set(date, {});
    for (const row of rows) {
      const point = byDate.get(row.date);
      const slot = slotOf.get(
        contenderKey({ classCode: row.weight_class_code, name: row.fighter }),
      );
      if (point && slot) point[slot] = row[measure] as number | null;
    }
    return [...byDate].flatMap(([date, values]) => {
      const time = dateToTime(date);
      return time === null ? [] : [{ time, ...values }];
    });
  }, [contenders, dates, rows, measure]);

  const lines = useMemo(
    (): HeadToHeadLine[] =>
      contenders.map((c) => ({
        dataKey: `c${c.slot}`,
        name: c.name,
        colour: CONTENDER_COLOURS[c.slot] as string,
      })),
    [contenders],
  );
  return { series, lines };
}

/** Every fighter of the latest ratings, as options to add by name. */
export function useCandidateOptions(candidates: readonly FighterRow[]) {
  return useMemo(
    (): SelectOption[] =>
      candidates.flatMap((row) =>
        row.name && row.weight_class_code
          ? [
              {
                value: `${row.weight_class_code}:${row.name}`,
                label: row.name,
                description: `${row.weight_class_name ?? row.weight_class_code}${typeof row.rank === 'number' ? `, rank ${ratingNumber(row.rank)}` : ''}`,
              },
            ]
          : [],
      ),
    [candidates],
  );
}

// Head-to-head: up to four fighters' trajectories on one chart over the same published dates,
// each in the colour it was given when added; found by name or added from a fighter's panel;
// exported as CSV (one row per fighter and date). Its own chunk: it brings the chart code.
import { useId, useMemo } from 'react';
import { fightersByDateQuery } from '../../../api/queries.ts';
import { useLimitedQueries } from '../../../api/use-limited-queries.ts';
import type { DataColumn } from '../../../components/data-table-columns.ts';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { Isolated } from '../../../components/isolated.tsx';
import { SearchableSelect, type SelectOption } from '../../../components/searchable-select.tsx';
import { safeFilename } from '../../../lib/filename.ts';
import { dateToTime } from '../../../lib/date.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Connection } from '../../../session/session-context.tsx';
import { fighterLabel, ratingNumber, type FighterRow } from '../data/fighter-data.ts';
import { H2H_MEASURES, type H2hMeasure } from '../fighters-search.ts';
import {
  MAX_CONTENDERS,
  cannotAdd,
  contenderKey,
  rowOn,
  type Contender,
  type HeadToHeadRow,
} from './head-to-head.ts';
import { TRAJECTORY_CONCURRENCY } from '../panel/use-trajectory.ts';
import { HeadToHeadChart, type HeadToHeadLine } from '../charts/head-to-head-chart.tsx';

/** The same four colours wherever a contender appears: chosen by its slot, never by position. */
export const CONTENDER_COLOURS = [
  'var(--dv-chart-1, #1f5fbf)',
  'var(--dv-chart-2, #c2571a)',
  'var(--dv-chart-3, #2f8f4e)',
  'var(--dv-chart-4, #8a3ffc)',
] as const;

const label = fighterLabel;
const number = ratingNumber;

const CSV_COLUMNS: readonly DataColumn<HeadToHeadRow>[] = [
  { id: 'fighter', header: 'Fighter', type: 'string' },
  { id: 'weight_class_code', header: 'Class code', type: 'string' },
  { id: 'date', header: 'Date', type: 'date' },
  { id: 'rank', header: label('rank'), type: 'integer' },
  { id: 'points', header: label('points'), type: 'number' },
  { id: 'r_glicko1', header: label('r_glicko1'), type: 'number' },
  { id: 'r_elok170', header: label('r_elok170'), type: 'number' },
  { id: 'r_elomod1', header: label('r_elomod1'), type: 'number' },
];

interface HeadToHeadProps {
  conn: Connection;
  contenders: readonly Contender[];
  /** Published dates, oldest first: the range compared. */
  dates: readonly string[];
  measure: H2hMeasure;
  onMeasureChange: (measure: H2hMeasure) => void;
  /** Every class's latest rows, to find a fighter by name. */
  candidates: readonly FighterRow[];
  onAdd: (fighter: { classCode: string; name: string }) => void;
  onRemove: (key: string) => void;
}

export default function FightersHeadToHead({
  conn,
  contenders,
  dates,
  measure,
  onMeasureChange,
  candidates,
  onAdd,
  onRemove,
}: HeadToHeadProps) {
  const measureId = useId();
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
  const { data, loaded, failed, total, status, cancel, resume } = useLimitedQueries(
    useMemo(() => requests.map((r) => r.options), [requests]),
    TRAJECTORY_CONCURRENCY,
  );

  const rows = useMemo(() => {
    const out: HeadToHeadRow[] = [];
    for (const contender of contenders) {
      requests.forEach((request, i) => {
        const answer = data[i];
        if (request.weight_class !== contender.classCode || !answer) return;
        const found = rowOn(contender, request.date, answer.rows);
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

  // The chart's data: one point per date, a value per contender under its slot (`c0`–`c3`).
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

  const options = useMemo(
    (): SelectOption[] =>
      candidates.flatMap((row) =>
        row.name && row.weight_class_code
          ? [
              {
                value: `${row.weight_class_code}:${row.name}`,
                label: row.name,
                description: `${row.weight_class_name ?? row.weight_class_code}${typeof row.rank === 'number' ? `, rank ${number(row.rank)}` : ''}`,
              },
            ]
          : [],
      ),
    [candidates],
  );
  const full = contenders.length >= MAX_CONTENDERS;
  const first = dates[0];
  const last = dates[dates.length - 1];

  return (
    <section
      id="fighters-head-to-head"
      className="fighters-disagreement"
      aria-labelledby="h2h-title"
    >
      <h2 id="h2h-title">Head-to-head</h2>
      <ul className="fighters-h2h__list" aria-label="Fighters compared">
        {contenders.map((c) => (
          <li key={contenderKey(c)} className="fighters-h2h__item">
            <span
              className="fighters-h2h__swatch"
              style={{ background: CONTENDER_COLOURS[c.slot] }}
              aria-hidden="true"
            />
            <Isolated text={c.name} clip />{' '}
            <span className="fighters-movers__change">
              ({c.classCode})
              {status === 'done' && !rated.has(contenderKey(c))
                ? ': not rated in this class on these dates'
                : ''}
            </span>
            <button
              type="button"
              className="dv-chip__remove"
              aria-label={`Remove ${c.name} from head-to-head`}
              onClick={() => onRemove(contenderKey(c))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="toolbar">
        <SearchableSelect
          label="Add a fighter"
          options={options}
          value={null}
          disabled={full}
          hint={
            full
              ? `At most ${MAX_CONTENDERS} fighters: remove one to add another.`
              : 'Any class; type part of a name.'
          }
          onChange={(value) => {
            const colon = value.indexOf(':');
            const fighter = { classCode: value.slice(0, colon), name: value.slice(colon + 1) };
            if (cannotAdd(contenders, fighter) === null) onAdd(fighter);
          }}
        />
        <div className="field">
          <label htmlFor={measureId}>Chart</label>
          <select
            id={measureId}
            value={measure}
            onChange={(e) => onMeasureChange(e.target.value as H2hMeasure)}
          >
            {H2H_MEASURES.map((m) => (
              <option key={m} value={m}>
                {label(m)}
              </option>
            ))}
          </select>
        </div>
        <ExportCsvButton
          filename={safeFilename(['head-to-head', ...contenders.map((c) => c.name)])}
          columns={CSV_COLUMNS}
          rows={rows}
        />
      </div>
      <p className="fighters-note" role="status">
        {first && last ? `${formatDate(first)} to ${formatDate(last)}: ` : ''}
        {status === 'done'
          ? `${number(dates.length)} published dates.`
          : status === 'cancelled'
            ? `Stopped at ${number(loaded)} of ${number(total)} requests.`
            : `Loading ${number(loaded)} of ${number(total)} requests…`}
        {failed > 0 ? ` ${number(failed)} could not be loaded.` : ''}{' '}
        {status === 'loading' ? (
          <button type="button" className="dv-button" onClick={cancel}>
            Cancel
          </button>
        ) : status === 'cancelled' || failed > 0 ? (
          <button type="button" className="dv-button" onClick={resume}>
            Load the rest
          </button>
        ) : null}
      </p>
      <HeadToHeadChart
        title={`${label(measure)} over time: ${contenders.map((c) => c.name).join(', ')}`}
        data={series}
        lines={lines}
        rank={measure === 'rank'}
      />
    </section>
  );
}

// The detail panel of one fighter: their row on the chosen date and their ratings over published dates.
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { useEffect, useId, useMemo, useRef, type CSSProperties } from 'react';
import { Isolated } from '../../../components/isolated.tsx';
import { useQuery } from '@tanstack/react-query';
import { columnLabel, viewDef } from '../../../api/catalog.ts';
import { fightersByDateQuery, fightersLatestQuery } from '../../../api/queries.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { useModule } from '../../../components/use-module.ts';
import { moduleLoader } from '../../../lib/module-loader.ts';
import { formatCell, formatDate } from '../../../lib/format.ts';
import type { Connection } from '../../../session/session-context.tsx';
import type { FighterRow } from '../data/fighter-data.ts';
import { fightersView, RANK_SET_MEANING } from '../table/fighter-columns.tsx';
import { TRAJECTORY_SPANS } from '../fighters-url.ts';
import { ratingText, summariseTrajectory } from './trajectory-summary.ts';
import type { FightersMode } from '../fighters-search.ts';
import { useTrajectory } from './use-trajectory.ts';

// The chart's code (Recharts) loads when a panel first needs it; see useModule for why not lazy.
const trajectoryChart = moduleLoader(() => import('../charts/fighter-trajectory-chart.tsx'));

const HUB = 'fighter_ratings';
const HISTORY_VIEW = 'fighters_historical_view';
const ratingColumns = ['rank', 'r_glicko1', 'r_elok170', 'r_elomod1'] as const;
const label = (column: string) => columnLabel(HUB, HISTORY_VIEW, column);

interface FighterPanelProps {
  conn: Connection;
  mode: FightersMode;
  /** The date the table shows (`YYYY-MM-DD`), or null for the latest ratings. */
  date: string | null;
  /** Published dates, newest first. */
  dates: readonly string[];
  classCode: string;
  name: string;
  /** How many published dates to chart, 0 for all. */
  span: number;
  onSpanChange: (span: number) => void;
  onClose: () => void;
  /** Columns the table hides: the panel's table hides them too. */
  hidden?: readonly string[];
  /** Adds this fighter to head-to-head; absent when they cannot be. */
  onCompare?: () => void;
  /** Why they cannot be added ("already compared"), or null. */
  compareRefusal?: string | null;
}

export function FighterPanel({
  conn,
  mode,
  date,
  dates,
  classCode,
  name,
  span,
  onSpanChange,
  onClose,
  hidden = [],
  onCompare,
  compareRefusal = null,
}: FighterPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const spanId = useId();

  // The row on the chosen date comes from the same cached query the table used.
  const isLatest = mode === 'latest' || date === null;
  const latestQuery = useQuery({ ...fightersLatestQuery(conn), enabled: isLatest });
  const datedQuery = useQuery({
    ...fightersByDateQuery(conn, { date: date ?? '', weight_class: classCode }),
    enabled: !isLatest,
  });
  const dayQuery = isLatest ? latestQuery : datedQuery;
  const rows = useMemo(
    () =>
      (dayQuery.data?.rows ?? []).filter(
        (row: FighterRow) => row.name === name && row.weight_class_code === classCode,
      ),
    [dayQuery.data, name, classCode],
  );
  const className = rows[0]?.weight_class_name ?? null;

  // The range ends at the chosen date (the newest for "Latest") and runs back `span` dates.
  const anchor = date ?? dates[0] ?? null;
  const range = useMemo(() => {
    if (anchor === null) return [];
    const upTo = dates.filter((d) => d <= anchor);
    return (span > 0 ? upTo.slice(0, span) : upTo).reverse();
  }, [dates, anchor, span]);
  const trajectory = useTrajectory(conn, classCode, name, range);
  const chart = useModule(trajectoryChart);
  const Chart = chart.module?.default;
  const summary = useMemo(() => summariseTrajectory(trajectory.points), [trajectory.points]);

  useEffect(() => {
    headingRef.current?.focus();
  }, [classCode, name]);

  const columns = viewDef(HUB, fightersView(mode)).columns.filter(
    (column) => !hidden.includes(column.name),
  );
  const dayText = isLatest || date === null ? 'in the latest ratings' : `on ${formatDate(date)}`;
  const available = dates.length;

  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- catches Escape from the controls inside to close the panel
    <section
      className="fighters-panel"
      aria-labelledby={`${spanId}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="fighters-panel__header">
        <div>
          <h2 id={`${spanId}-title`} ref={headingRef} tabIndex={-1}>
            <Isolated text={name} />
          </h2>
          <p className="fighters-panel__class">
            <Isolated text={className ?? classCode} clip />
            {className ? ` (${classCode})` : null}
          </p>
        </div>
        <div className="fighters-panel__actions">
          {onCompare ? (
            <button
              type="button"
              className="button"
              disabled={compareRefusal !== null}
              title={compareRefusal ? `Cannot add: ${compareRefusal}` : undefined}
              onClick={onCompare}
            >
              {compareRefusal === 'already compared' ? 'In head-to-head' : 'Compare head-to-head'}
            </button>
          ) : null}
          <button type="button" className="button" aria-label={`Close ${name}`} onClick={onClose}>
            Close
          </button>
        </div>
      </header>

      <h3>Ratings {dayText}</h3>
      {dayQuery.isPending ? (
        <p role="status">Loading…</p>
      ) : dayQuery.isError ? (
        <ErrorState error={dayQuery.error} onRetry={() => void dayQuery.refetch()} />
      ) : rows.length === 0 ? (
        <p>
          <Isolated text={name} /> has no rating in <Isolated text={className ?? classCode} />{' '}
          {dayText}.
        </p>
      ) : (
        // A card of label and value pairs that wrap to the panel's width, not a one-row table
        // wider than a phone: every figure stays readable without scrolling sideways.
        <div className="fighters-panel__rows">
          {rows.map((row, index) => (
            <dl key={index} className="fighters-facts">
              {columns.map((column) => (
                <div key={column.name} className="fighters-facts__item">
                  <dt title={column.name === 'rank_set_number' ? RANK_SET_MEANING : undefined}>
                    {column.label}
                  </dt>
                  <dd
                    className={
                      column.type === 'string' || column.type === 'date' ? undefined : 'numeric'
                    }
                  >
                    <Isolated text={formatCell(row[column.name], column.type)} />
                  </dd>
                </div>
              ))}
            </dl>
          ))}
        </div>
      )}

      <div className="fighters-panel__range">
        <h3>Ratings over time</h3>
        <div className="field">
          <label htmlFor={spanId}>Dates shown</label>
          <select
            id={spanId}
            value={span}
            onChange={(event) => onSpanChange(Number(event.target.value))}
          >
            {TRAJECTORY_SPANS.filter((n) => n === 0 || n < available || n === span).map((n) => (
              <option key={n} value={n}>
                {n === 0 ? `All ${available} published dates` : `Last ${n} published dates`}
              </option>
            ))}
            {TRAJECTORY_SPANS.includes(span as (typeof TRAJECTORY_SPANS)[number]) ? null : (
              <option value={span}>{`Last ${span} published dates`}</option>
            )}
          </select>
        </div>
      </div>

      {range.length === 0 ? (
        <p>No published dates to chart.</p>
      ) : (
        <>
          <BatchProgress batch={trajectory} noun="dates" label="Loading ratings history" />

          {trajectory.points.some((point) => point.rated) ? (
            <>
              <figure className="fighters-chart">
                <figcaption className="fighters-chart__caption">
                  Ratings on the left axis; rank on the right axis, 1 at the top (dashed line).
                </figcaption>
                {Chart ? (
                  <Chart
                    points={trajectory.points}
                    title={`Ratings and rank of ${name} over time`}
                  />
                ) : chart.error !== undefined ? (
                  <ErrorState error={chart.error} onRetry={chart.retry} />
                ) : (
                  <p role="status">Loading chart…</p>
                )}
              </figure>
              <div className="fighters-summary">
                {summary.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
              <details className="fighters-panel__numbers">
                <summary>Ratings by date (table)</summary>
                <table
                  className="fighters-mini-table fighters-mini-table--stack"
                  role="table"
                  style={{ '--stack-columns': ratingColumns.length } as CSSProperties}
                >
                  <caption className="visually-hidden">
                    Ratings of <Isolated text={name} /> by published date
                  </caption>
                  {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- the stacked table is not display: table on phones, so its roles are spelled out */}
                  <thead role="rowgroup">
                    <tr role="row">
                      <th scope="col" role="columnheader">
                        Date
                      </th>
                      {ratingColumns.map((column) => (
                        <th key={column} scope="col" role="columnheader" className="numeric">
                          {label(column)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- the stacked table is not display: table on phones, so its roles are spelled out */}
                  <tbody role="rowgroup">
                    {[...trajectory.points].reverse().map((point) => (
                      <tr key={point.date} role="row">
                        <th scope="row" role="rowheader">
                          {formatDate(point.date)}
                        </th>
                        {ratingColumns.map((column) => (
                          // eslint-disable-next-line jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the stacked table is not display: table on phones, so its roles are spelled out
                          <td key={column} role="cell" className="numeric">
                            {point.rated ? ratingText(point[column]) : 'not rated'}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </>
          ) : trajectory.status === 'done' && trajectory.points.length > 0 ? (
            <p>
              <Isolated text={name} /> is not rated in <Isolated text={className ?? classCode} /> on
              any of these {trajectory.total} dates.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

// The detail panel of one fighter: their row on the chosen date and their ratings over published dates.
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Isolated } from '../../../components/isolated.tsx';
import { useQuery } from '@tanstack/react-query';
import { viewDef } from '../../../api/catalog.ts';
import { fightersByDateQuery, fightersLatestQuery } from '../../../api/queries.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { useModule, type ModuleState } from '../../../components/use-module.ts';
import { moduleLoader } from '../../../lib/module-loader.ts';
import type { ChartDownloadInfo } from '../../../components/chart-download.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { Connection } from '../../../session/session-context.tsx';
import type { FighterRow } from '../data/fighter-data.ts';
import { fightersView } from '../data/fighter-data.ts';
import { summariseTrajectory } from './trajectory-summary.ts';
import type { FightersMode } from '../fighters-search.ts';
import { PanelDay, PanelHeader, SpanSelect, TrajectoryNumbers } from './fighter-panel-parts.tsx';
import { useTrajectory, type Trajectory } from './use-trajectory.ts';

// The chart's code (Recharts) loads when a panel first needs it; see useModule for why not lazy.
const trajectoryChart = moduleLoader(() => import('../charts/fighter-trajectory-chart.tsx'));

const HUB = 'fighter_ratings';

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

/** The fighter's rows on the chosen date, from the same cached query the table used. */
function useFighterDay(
  conn: Connection,
  mode: FightersMode,
  date: string | null,
  classCode: string,
  name: string,
) {
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
  const dayText = isLatest || date === null ? 'in the latest ratings' : `on ${formatDate(date)}`;
  return { dayQuery, rows, className: rows[0]?.weight_class_name ?? null, dayText };
}

/** The published dates the trajectory covers: `span` of them, ending at the chosen date. */
function useTrajectoryRange(dates: readonly string[], date: string | null, span: number) {
  // The range ends at the chosen date (the newest for "Latest") and runs back `span` dates.
  const anchor = date ?? dates[0] ?? null;
  return useMemo(() => {
    if (anchor === null) return [];
    const upTo = dates.filter((d) => d <= anchor);
    return (span > 0 ? upTo.slice(0, span) : upTo).reverse();
  }, [dates, anchor, span]);
}

/** The trajectory as an image: who, which class, which dates (chart-download.tsx). */
function trajectoryDownload(
  name: string,
  classText: string,
  points: Trajectory['points'],
): ChartDownloadInfo {
  const first = points[0]?.date;
  const last = points[points.length - 1]?.date;
  return {
    title: `Ratings and rank of ${name} over time`,
    names: [name],
    view: [HUB, 'fighters_historical_view'],
    dates: [first, last],
    scope: classText,
    system: 'Glicko-1, Elo K170, Elo Mod; rank',
    filename: [name, classText, 'ratings', first, 'to', last],
  };
}

/** The fighter's ratings over time: the chart, a summary in words and the numbers. */
function PanelTrajectory({
  trajectory,
  chart,
  name,
  classText,
}: {
  trajectory: Trajectory;
  chart: ModuleState<typeof import('../charts/fighter-trajectory-chart.tsx')>;
  name: string;
  classText: string;
}) {
  const Chart = chart.module?.default;
  const summary = useMemo(() => summariseTrajectory(trajectory.points), [trajectory.points]);
  return (
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
                download={trajectoryDownload(name, classText, trajectory.points)}
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
          <TrajectoryNumbers name={name} points={trajectory.points} />
        </>
      ) : trajectory.status === 'done' && trajectory.points.length > 0 ? (
        <p>
          <Isolated text={name} /> is not rated in <Isolated text={classText} /> on any of these{' '}
          {trajectory.total} dates.
        </p>
      ) : null}
    </>
  );
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
  const { dayQuery, rows, className, dayText } = useFighterDay(conn, mode, date, classCode, name);
  const range = useTrajectoryRange(dates, date, span);
  const trajectory = useTrajectory(conn, classCode, name, range);
  const chart = useModule(trajectoryChart);

  useEffect(() => {
    headingRef.current?.focus();
  }, [classCode, name]);

  const columns = viewDef(HUB, fightersView(mode)).columns.filter(
    (column) => !hidden.includes(column.name),
  );

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
      <PanelHeader
        titleId={`${spanId}-title`}
        headingRef={headingRef}
        name={name}
        classCode={classCode}
        className={className}
        onCompare={onCompare}
        compareRefusal={compareRefusal}
        onClose={onClose}
      />

      <h3>Ratings {dayText}</h3>
      <PanelDay
        query={dayQuery}
        rows={rows}
        columns={columns}
        name={name}
        classText={className ?? classCode}
        dayText={dayText}
      />

      <SpanSelect id={spanId} span={span} available={dates.length} onChange={onSpanChange} />

      {range.length === 0 ? (
        <p>No published dates to chart.</p>
      ) : (
        <PanelTrajectory
          trajectory={trajectory}
          chart={chart}
          name={name}
          classText={className ?? classCode}
        />
      )}
    </section>
  );
}

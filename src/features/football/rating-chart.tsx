// The rating-over-time chart (Recharts), loaded lazily by the player screen so no other screen pays for it.
// One Recharts composition: axes, lines, team-change marks and a tooltip that follows the pointer;
// the dots (chart-points.tsx) and the team names (chart-team-labels.tsx) draw from its scales.
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Isolated } from '../../components/isolated.tsx';
import { CartesianGrid, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCell, formatDate, formatNumber } from '../../lib/format.ts';
import { chartLines, chartPoints, niceScale, teamChanges } from './chart-data.ts';
import type { ChartPoint, ChartSeries } from './chart-data.ts';
import { axisTick, noVerticalLines } from './chart-axis.tsx';
import { RatingLines } from './chart-lines.tsx';
import { RatingPoints } from './chart-points.tsx';
import { LABEL_LANES, LANE_HEIGHT, TeamLabels } from './chart-team-labels.tsx';
import type { PeakKind } from './player-history.ts';

export interface RatingChartProps {
  /** The player shown first, then the compared players. */
  series: readonly ChartSeries[];
  peakKind: PeakKind;
  /** The chart's accessible name. */
  label: string;
  /** The id of the text that summarises the chart for screen readers. */
  describedBy?: string;
}

const HEIGHT = 380;
// jsdom (and a hidden tab) measure 0 wide; a sensible width still draws the chart there.
const FALLBACK_WIDTH = 800;
const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TICK_STEPS = [1, 2, 3, 4, 6, 12, 24, 36, 60];
const MAX_TICKS = 8;
// The margins and the y axis: what is left of the width is the plot.
const PLOT_INSET = 8 + 16 + 56;

/**
 * The box's width, null until measured: measured before the first paint, so the chart is laid out
 * once at its own width rather than first at a guess and again at once.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      setWidth((was) => (measured > 0 ? measured : (was ?? FALLBACK_WIDTH)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** First-of-month ticks, spaced so that at most eight fit: month names, or years for long spans. */
function monthTicks(from: number, to: number): { ticks: number[]; yearsOnly: boolean } {
  const start = new Date(from);
  const end = new Date(to);
  const months =
    (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
  const step = TICK_STEPS.find((s) => months / s <= MAX_TICKS) ?? 120;
  const ticks: number[] = [];
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  for (;;) {
    const t = Date.UTC(year, month, 1);
    if (t > to) break;
    if (t >= from && (year * 12 + month) % step === 0) ticks.push(t);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return { ticks, yearsOnly: step >= 12 };
}

function tickText(t: number, yearsOnly: boolean): string {
  const date = new Date(t);
  const year = String(date.getUTCFullYear());
  return yearsOnly ? year : `${MONTHS[date.getUTCMonth()] ?? ''} ${year}`;
}

const yTick = axisTick((v) => formatNumber(v, { maximumFractionDigits: 0 }), '0.355em');

function isoOf(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

interface TooltipBodyProps {
  label: unknown;
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  peakKind: PeakKind;
}

/** Every point of the hovered day, one block per player: several players often play the same day. */
function TooltipBody({ label, points, series, peakKind }: TooltipBodyProps) {
  if (typeof label !== 'number') return null;
  const here = points.filter((p) => p.t === label);
  if (here.length === 0) return null;
  return (
    <div className="rating-chart__tooltip">
      <p className="rating-chart__tooltip-date">{formatDate(isoOf(label))}</p>
      {here.map((point, i) => {
        const s = series[point.series];
        const row = point.row;
        return (
          <dl key={i} className="rating-chart__tooltip-entry">
            <dt className="visually-hidden">Player</dt>
            <dd className="rating-chart__tooltip-player">
              <span
                className="rating-chart__swatch"
                style={{ background: s?.colour }}
                aria-hidden="true"
              />
              <Isolated text={s?.name} />
            </dd>
            <dt>Team</dt>
            <dd>
              <Isolated text={formatCell(row.team_name, 'string')} />
            </dd>
            <dt>Minutes</dt>
            <dd>{formatCell(row.minutes, 'integer')}</dd>
            <dt>Rating</dt>
            <dd>{formatCell(row.rating, 'number')}</dd>
            {point.series === 0 && peakKind !== 'none' ? (
              <>
                <dt>Peak</dt>
                <dd>{formatCell(row.peak, 'number-or-flag')}</dd>
              </>
            ) : null}
          </dl>
        );
      })}
    </div>
  );
}

function RatingChart({ label, describedBy, ...props }: RatingChartProps) {
  const { ref, width } = useWidth();
  return (
    <div
      ref={ref}
      className="rating-chart"
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
    >
      {width === null ? null : <ChartBody {...props} width={width} />}
    </div>
  );
}

interface ChartBodyProps {
  series: readonly ChartSeries[];
  peakKind: PeakKind;
  width: number;
}

function ChartBody({ series, peakKind, width }: ChartBodyProps) {
  const points = useMemo(() => chartPoints(series), [series]);
  const main = series[0];
  const changes = useMemo(() => (main ? teamChanges(main.rows) : []), [main]);

  const domain = useMemo((): [number, number] => {
    const first = points[0]?.t ?? 0;
    const last = points[points.length - 1]?.t ?? 0;
    // A single day would make a zero-width axis; a fortnight either side gives it room.
    return first === last ? [first - 15 * DAY_MS, last + 15 * DAY_MS] : [first, last];
  }, [points]);
  const { ticks, yearsOnly } = useMemo(() => monthTicks(domain[0], domain[1]), [domain]);
  const xTick = useMemo(() => axisTick((t) => tickText(t, yearsOnly), '0.71em'), [yearsOnly]);
  // The lines (and the tooltip's hover positions) need about two points per pixel of plot width,
  // not every appearance: each series is thinned on its own.
  const plotWidth = Math.max(1, width - PLOT_INSET);
  const { lines, thinned } = useMemo(
    () => chartLines(series, points, peakKind, domain, plotWidth),
    [series, points, peakKind, domain, plotWidth],
  );
  const y = useMemo(
    () => niceScale(lines.flatMap((line) => line.points.map((p) => p.value))),
    [lines],
  );

  const renderTooltip = useCallback(
    ({ label: at }: { label?: unknown }) => (
      <TooltipBody label={at} points={points} series={series} peakKind={peakKind} />
    ),
    [points, series, peakKind],
  );

  return (
    <ComposedChart
      width={width}
      height={HEIGHT}
      data={thinned}
      margin={{ top: 8 + LABEL_LANES * LANE_HEIGHT, right: 16, bottom: 8, left: 8 }}
    >
      <CartesianGrid
        stroke="currentColor"
        strokeOpacity={0.12}
        vertical={false}
        verticalCoordinatesGenerator={noVerticalLines}
      />
      <XAxis
        dataKey="t"
        type="number"
        scale="time"
        domain={domain}
        ticks={ticks}
        stroke="currentColor"
        tick={xTick}
        // The ticks are chosen to fit (monthTicks): every one is drawn. The default thinning
        // measures each label in the page, a full layout of it each time.
        interval={0}
        allowDataOverflow
      />
      <YAxis
        type="number"
        domain={y.domain}
        ticks={y.ticks}
        // No Recharts series reads the data (the lines are ours): the domain is taken as given.
        allowDataOverflow
        width={56}
        interval={0}
        stroke="currentColor"
        tick={yTick}
      />
      {changes.map((change) => (
        <ReferenceLine
          key={`team-${change.t}`}
          x={change.t}
          stroke="currentColor"
          strokeOpacity={0.55}
          strokeDasharray="3 4"
        />
      ))}
      <TeamLabels changes={changes} />
      <Tooltip content={renderTooltip} isAnimationActive={false} includeHidden />
      {/* Recharts shows a tooltip only for a series it knows of: a hidden one, never drawn, gives
            it the hovered day (the content reads every point of that day itself). */}
      <Line dataKey="t" hide legendType="none" isAnimationActive={false} />
      <RatingLines lines={lines} />
      <RatingPoints points={points} series={series} peakKind={peakKind} />
    </ComposedChart>
  );
}

// Drawing hundreds of points is the costly part of the screen: only new data redraws the chart.
export default memo(RatingChart);

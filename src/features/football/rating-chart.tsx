// The rating-over-time chart (Recharts), loaded lazily by the player screen so no other screen pays for it.
// One Recharts composition: axes, grid and team-change marks; the lines (chart-lines.tsx), the dots
// (chart-points.tsx) and the team names (chart-team-labels.tsx) draw from its scales, and the
// tooltip (chart-hover.tsx) reads the hovered day from the full data.
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CartesianGrid, ComposedChart, ReferenceLine, usePlotArea, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../lib/format.ts';
import { chartLines, chartPoints, niceScale, teamChanges } from './chart-data.ts';
import type { ChartSeries } from './chart-data.ts';
import { axisTick, noVerticalLines } from './chart-axis.tsx';
import { ChartHover, type PlotBox } from './chart-hover.tsx';
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

/** Tells the plot's box, as Recharts laid it out, to the tooltip outside the chart. */
function PlotProbe({ onPlot }: { onPlot: (plot: PlotBox) => void }) {
  const plot = usePlotArea();
  const { x = 0, y = 0, width = 0, height = 0 } = plot ?? {};
  useLayoutEffect(() => {
    if (width > 0 && height > 0) onPlot({ x, y, width, height });
  }, [x, y, width, height, onPlot]);
  return null;
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
  // The lines need about two points per pixel of plot width, not every appearance: each series is
  // thinned on its own.
  const plotWidth = Math.max(1, width - PLOT_INSET);
  const lines = useMemo(
    () => chartLines(series, points, peakKind, domain, plotWidth),
    [series, points, peakKind, domain, plotWidth],
  );
  const y = useMemo(
    () => niceScale(lines.flatMap((line) => line.points.map((p) => p.value))),
    [lines],
  );
  const [plot, setPlot] = useState<PlotBox | null>(null);

  // Made once per data and width: the plot's box arriving (PlotProbe) re-renders this body, not
  // the chart; a hover re-renders only ChartHover.
  const chart = useMemo(
    () => (
      <ComposedChart
        width={width}
        height={HEIGHT}
        margin={{ top: 8 + LABEL_LANES * LANE_HEIGHT, right: 16, bottom: 8, left: 8 }}
        // The keys are the tooltip's (ChartHover): no second stop in the page.
        accessibilityLayer={false}
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
        <RatingLines lines={lines} />
        <RatingPoints points={points} series={series} peakKind={peakKind} />
        <PlotProbe onPlot={setPlot} />
      </ComposedChart>
    ),
    [width, domain, ticks, xTick, y, changes, lines, points, series, peakKind],
  );

  return (
    <ChartHover
      points={points}
      series={series}
      peakKind={peakKind}
      domain={domain}
      plot={plot}
      width={width}
    >
      {chart}
    </ChartHover>
  );
}

// Drawing hundreds of points is the costly part of the screen: only new data redraws the chart.
export default memo(RatingChart);

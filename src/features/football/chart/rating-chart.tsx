// The rating-over-time chart, loaded lazily by the player screen so no other screen pays for it.
// Plain SVG from its own scales, the one chart not drawn by Recharts: the frame (chart-axis.tsx,
// its rating axis from the shared components/chart-frame.ts), team-change marks and names
// (chart-team-labels.tsx), the lines (chart-lines.tsx, thinned to about two points per pixel),
// the dots (chart-points.tsx, on a canvas when there are thousands), and the tooltip
// (chart-hover.tsx), which reads the hovered day from the full data. On Recharts, even with the
// lines thinned the same way, 5,000 appearances drew in 1.62× Apache ECharts' time against this
// drawing's 1.30×, with 1.7× the heap (docs/performance.md, "Charts").
import { lazy, memo, Suspense, useMemo } from 'react';
import { useChartWidth } from '../../../components/use-chart-width.ts';
import { ratingImage } from './rating-chart-image.ts';
import { ratingAxis } from '../../../components/chart-frame.ts';
import { timeAxisTicks, type AxisTick } from '../../../lib/chart-ticks.ts';
import { chartLines, chartPoints, teamChanges } from './chart-data.ts';
import type { ChartSeries } from './chart-data.ts';
import { linearScale, XAxis, YAxis, type ChartScales } from './chart-axis.tsx';
import { ChartHover } from './chart-hover.tsx';
import { RatingLines } from './chart-lines.tsx';
import { RatingPoints } from './chart-points.tsx';
import { LABEL_LANES, LANE_HEIGHT, TeamLabels } from './chart-team-labels.tsx';
import type { PeakKind } from '../player/player-history.ts';

export interface RatingChartProps {
  /** The player shown first, then the compared players. */
  series: readonly ChartSeries[];
  peakKind: PeakKind;
  /** The chart's accessible name. */
  label: string;
  /** The id of the text that summarises the chart for screen readers. */
  describedBy?: string;
  /** The league's name, where the player was found in one: the image's source line names it. */
  league?: string | null;
}

// The Download menu loads as the chart draws: see components/chart-frame.ts for why not statically.
const ChartDownloadBar = lazy(() =>
  import('../../../components/chart-download.tsx').then((m) => ({ default: m.ChartDownloadBar })),
);
const DOWNLOAD_BAR_STYLE = { minHeight: 34 } as const;

const HEIGHT = 380;
const DAY_MS = 86_400_000;
const MARGIN = { top: 8 + LABEL_LANES * LANE_HEIGHT, right: 12, bottom: 8, left: 4 };
const X_AXIS_HEIGHT = 30;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom - X_AXIS_HEIGHT;

function RatingChart({ label, describedBy, league, ...props }: RatingChartProps) {
  const { ref, width } = useChartWidth();
  const image = useMemo(
    () => ratingImage(props.series, props.peakKind, league),
    [props.series, props.peakKind, league],
  );
  return (
    <>
      <Suspense fallback={<div style={DOWNLOAD_BAR_STYLE} />}>
        <ChartDownloadBar chart={ref} download={image.download} chartKey={image.key} />
      </Suspense>
      <div
        ref={ref}
        className="rating-chart"
        role="group"
        aria-label={label}
        aria-describedby={describedBy}
      >
        {width === null ? null : <ChartBody {...props} width={width} />}
      </div>
    </>
  );
}

interface ChartBodyProps {
  series: readonly ChartSeries[];
  peakKind: PeakKind;
  width: number;
}

// eslint-disable-next-line max-lines-per-function -- the chart's SVG in one place: its scales, axes, lines, points and hover share one coordinate system that split across components would be passed around whole
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
  // The ratings' axis, as every chart's (components/chart-frame.ts): round ticks as many as the
  // plot's height has room for, and as wide as its widest label, so the plot takes the rest.
  const y = useMemo(() => {
    const values: number[] = [];
    for (const point of points) values.push(point.row.rating as number);
    if (peakKind === 'number') {
      for (const point of points) {
        if (point.series === 0 && typeof point.row.peak === 'number') values.push(point.row.peak);
      }
    }
    const axis = ratingAxis(values, PLOT_HEIGHT);
    const ticks: AxisTick[] = axis.ticks.map((v) => ({ value: v, label: axis.format(v) }));
    return { domain: axis.domain, ticks, axis: axis.width };
  }, [points, peakKind]);
  // The margins and the axes: what is left is the plot.
  const plot = useMemo(
    () => ({
      x: MARGIN.left + y.axis,
      y: MARGIN.top,
      width: Math.max(1, width - MARGIN.left - y.axis - MARGIN.right),
      height: PLOT_HEIGHT,
    }),
    [width, y.axis],
  );
  // Dates: as many as their labels have room for, which may reach into the margins.
  const xTicks = useMemo(
    () => timeAxisTicks(domain, [plot.x, plot.x + plot.width], [MARGIN.left, width - 2]),
    [domain, plot, width],
  );
  // The lines need about two points per pixel of plot width, not every appearance: each series is
  // thinned on its own.
  const lines = useMemo(
    () => chartLines(series, points, peakKind, domain, plot.width),
    [series, points, peakKind, domain, plot.width],
  );
  const scales = useMemo(
    (): ChartScales => ({
      plot,
      x: linearScale(domain, [plot.x, plot.x + plot.width]),
      y: linearScale(y.domain, [plot.y + plot.height, plot.y]),
    }),
    [plot, domain, y],
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
      <svg
        className="rating-chart__surface"
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        aria-hidden="true"
      >
        <YAxis scales={scales} ticks={y.ticks} />
        <XAxis scales={scales} ticks={xTicks} />
        <g className="rating-chart__team-changes">
          {changes.map((change) => {
            const at = scales.x(change.t);
            return (
              <line
                key={`team-${change.t}`}
                x1={at}
                x2={at}
                y1={plot.y}
                y2={plot.y + plot.height}
                stroke="currentColor"
                strokeOpacity={0.55}
                strokeDasharray="3 4"
              />
            );
          })}
        </g>
        <TeamLabels changes={changes} scales={scales} />
        <RatingLines lines={lines} scales={scales} />
        <RatingPoints
          points={points}
          series={series}
          peakKind={peakKind}
          scales={scales}
          width={width}
          height={HEIGHT}
        />
      </svg>
    </ChartHover>
  );
}

// Drawing hundreds of points is the costly part of the screen: only new data redraws the chart.
export default memo(RatingChart);

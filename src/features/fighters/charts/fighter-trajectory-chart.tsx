// A fighter's three ratings over time (left axis) and rank (right axis, 1 at the top); loaded lazily
// because Recharts is large and only this panel draws a chart. Drawn at the width it is given, with
// ticks chosen for that width (chart-frame.ts).
import { Suspense, useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartWidth } from '../../../components/use-chart-width.ts';
import type { ChartDownloadInfo } from '../../../components/chart-download.tsx';
import { dateToTime, timeToDate } from '../../../lib/date.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import {
  CHART_MARGIN,
  ChartDownloadBar,
  DOWNLOAD_BAR_STYLE,
  GRID_PROPS,
  dateAxisProps,
  TICK_STYLE,
  dateAxis,
  lineDot,
  plotHeight,
  rankAxis,
  ratingAxis,
} from '../../../components/chart-frame.ts';
import { fighterLabel, type TrajectoryPoint } from '../data/fighter-data.ts';

const label = fighterLabel;

const series = [
  { key: 'r_glicko1', color: 'var(--dv-chart-1, #1f5fbf)' },
  { key: 'r_elok170', color: 'var(--dv-chart-2, #c2571a)' },
  { key: 'r_elomod1', color: 'var(--dv-chart-3, #2f8f4e)' },
] as const;

/** The order of the legend, which the tooltip follows too. */
const ORDER: readonly string[] = [...series.map((s) => s.key), 'rank'];

const DAY_MS = 86_400_000;
const HEIGHT = 300;

const tipDate = (value: unknown) =>
  typeof value === 'number' ? formatDate(timeToDate(value)) : String(value);

interface ChartProps {
  points: readonly TrajectoryPoint[];
  /** The chart's accessible name, e.g. "Ratings and rank of Ann Lee over time". */
  title: string;
  /** Its title, source line and file name as a PNG or SVG; no Download menu without it. */
  download?: ChartDownloadInfo;
}

type PlottedPoint = TrajectoryPoint & { readonly time: number };

/** The key of the image: the three ratings in their colours, then rank (dashed). */
const IMAGE_KEY = [
  ...series.map((s) => ({ name: label(s.key), colour: s.color })),
  { name: label('rank'), colour: 'var(--dv-muted, #5b6576)', dashed: true },
];

export default function FighterTrajectoryChart({ download, ...props }: ChartProps) {
  const { ref, width } = useChartWidth();
  return (
    <>
      <Suspense fallback={<div style={DOWNLOAD_BAR_STYLE} />}>
        <ChartDownloadBar chart={ref} download={download} chartKey={IMAGE_KEY} />
      </Suspense>
      <div ref={ref} className="fighters-chart__box">
        {width === null ? null : <TrajectoryBody {...props} width={width} />}
      </div>
    </>
  );
}

/** The plotted points and the axes (domains, ticks, widths) for the width the chart has. */
function trajectoryFrame(points: readonly TrajectoryPoint[], width: number) {
  const data: PlottedPoint[] = [];
  for (const point of points) {
    const time = dateToTime(point.date);
    if (time !== null) data.push({ ...point, time });
  }
  // One date alone has no extent: a month either side gives the marker room.
  const first = data[0]?.time ?? 0;
  const last = data[data.length - 1]?.time ?? 0;
  const domain: [number, number] =
    first === last ? [first - 30 * DAY_MS, last + 30 * DAY_MS] : [first, last];
  const height = plotHeight(HEIGHT);
  const ratings = ratingAxis(
    data.flatMap((p) => series.map((s) => p[s.key]).filter((v) => typeof v === 'number')),
    height,
  );
  const ranks = rankAxis(
    Math.max(1, ...data.map((p) => (typeof p.rank === 'number' ? p.rank : 1))),
    height,
  );
  const left = CHART_MARGIN.left + ratings.width;
  const right = width - CHART_MARGIN.right - ranks.width;
  const dates = dateAxis(domain, left, right, width);
  const rated = data.filter((p) => p.rated).length;
  return { data, domain, ratings, ranks, dates, plotWidth: right - left, rated };
}

function TrajectoryBody({ points, title, width }: ChartProps & { width: number }) {
  const frame = useMemo(() => trajectoryFrame(points, width), [points, width]);
  const { data, domain, ratings, ranks, dates, plotWidth, rated } = frame;

  return (
    <LineChart
      width={width}
      height={HEIGHT}
      title={title}
      desc="Glicko-1, Elo K170 and Elo Mod on the left axis; rank on the right axis, 1 at the top. The same numbers are in the table below."
      data={data}
      margin={CHART_MARGIN}
    >
      <CartesianGrid {...GRID_PROPS} />
      <XAxis {...dateAxisProps(domain, dates)} />
      <YAxis
        yAxisId="rating"
        domain={ratings.domain}
        ticks={ratings.ticks}
        interval={0}
        tickFormatter={ratings.format}
        tick={TICK_STYLE}
        width={ratings.width}
      />
      <YAxis
        yAxisId="rank"
        orientation="right"
        reversed
        allowDecimals={false}
        domain={ranks.domain}
        ticks={ranks.ticks}
        interval={0}
        tickFormatter={ranks.format}
        tick={TICK_STYLE}
        width={ranks.width}
      />
      <Tooltip
        labelFormatter={tipDate}
        itemSorter={(item) => ORDER.indexOf(String(item.dataKey))}
        formatter={(value) =>
          typeof value === 'number' ? formatNumber(value, { maximumFractionDigits: 2 }) : '—'
        }
      />
      {/* In the order drawn, not alphabetical: the three ratings, then rank. */}
      <Legend itemSorter={null} />
      {series.map((s) => (
        <Line
          key={s.key}
          yAxisId="rating"
          type="linear"
          dataKey={s.key}
          name={label(s.key)}
          stroke={s.color}
          strokeWidth={2}
          dot={lineDot(rated, plotWidth, s.color)}
          isAnimationActive={false}
        />
      ))}
      <Line
        yAxisId="rank"
        type="linear"
        dataKey="rank"
        name={label('rank')}
        stroke="var(--dv-muted, #5b6576)"
        strokeDasharray="4 3"
        dot={lineDot(rated, plotWidth, 'var(--dv-muted, #5b6576)')}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

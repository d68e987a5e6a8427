// A fighter's three ratings over time (left axis) and rank (right axis, 1 at the top); loaded lazily
// because Recharts is large and only this panel draws a chart.
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { dateToTime, timeToDate } from '../../lib/date.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { fighterLabel } from './fighter-data.ts';
import type { TrajectoryPoint } from './use-trajectory.ts';

const label = fighterLabel;

const series = [
  { key: 'r_glicko1', color: 'var(--dv-chart-1, #1f5fbf)' },
  { key: 'r_elok170', color: 'var(--dv-chart-2, #c2571a)' },
  { key: 'r_elomod1', color: 'var(--dv-chart-3, #2f8f4e)' },
] as const;

/** The order of the legend, which the tooltip follows too. */
const ORDER: readonly string[] = [...series.map((s) => s.key), 'rank'];

const DAY_MS = 86_400_000;

// The axis is time: dates are plotted at their distance apart, so gaps while a range loads (or
// between published dates) show as gaps.
const tickDate = (value: unknown) =>
  typeof value === 'number' ? formatDate(timeToDate(value)) : String(value);
const tickNumber = (value: unknown) =>
  typeof value === 'number' ? formatNumber(value, { maximumFractionDigits: 0 }) : String(value);

interface ChartProps {
  points: readonly TrajectoryPoint[];
  /** The chart's accessible name, e.g. "Ratings and rank of Ann Lee over time". */
  title: string;
}

type PlottedPoint = TrajectoryPoint & { readonly time: number };

export default function FighterTrajectoryChart({ points, title }: ChartProps) {
  const data: PlottedPoint[] = [];
  for (const point of points) {
    const time = dateToTime(point.date);
    if (time !== null) data.push({ ...point, time });
  }
  const rated = data.filter((p) => p.rated).length;
  // One date alone has no extent: a month either side gives the marker room.
  const first = data[0]?.time ?? 0;
  const last = data[data.length - 1]?.time ?? 0;
  const domain = first === last ? [first - 30 * DAY_MS, last + 30 * DAY_MS] : [first, last];
  // With one or two ratings there is no line to speak of: each value is drawn as a marker.
  const dot = rated <= 2 ? { r: 4, strokeWidth: 2 } : false;
  return (
    <LineChart
      responsive
      title={title}
      desc="Glicko-1, Elo K170 and Elo Mod on the left axis; rank on the right axis, 1 at the top. The same numbers are in the table below."
      data={data}
      style={{ width: '100%', height: 300 }}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
    >
      <CartesianGrid stroke="var(--dv-border, #d9dee6)" strokeDasharray="3 3" />
      <XAxis
        dataKey="time"
        type="number"
        scale="time"
        domain={domain}
        tickFormatter={tickDate}
        minTickGap={24}
      />
      <YAxis yAxisId="rating" domain={['auto', 'auto']} tickFormatter={tickNumber} width={56} />
      <YAxis
        yAxisId="rank"
        orientation="right"
        reversed
        allowDecimals={false}
        domain={[1, 'auto']}
        tickFormatter={tickNumber}
        width={56}
      />
      <Tooltip
        labelFormatter={tickDate}
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
          type="monotone"
          dataKey={s.key}
          name={label(s.key)}
          stroke={s.color}
          strokeWidth={2}
          dot={dot}
          isAnimationActive={false}
        />
      ))}
      <Line
        yAxisId="rank"
        type="stepAfter"
        dataKey="rank"
        name={label('rank')}
        stroke="var(--dv-muted, #5b6576)"
        strokeDasharray="4 3"
        dot={dot}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

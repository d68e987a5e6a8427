// Head-to-head's chart: one line per fighter compared over the same published dates, drawn at the
// width it is given with ticks chosen for it (chart-frame.ts); rank reads 1 at the top.
import { Suspense, useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartWidth } from '../../../components/use-chart-width.ts';
import type { ChartDownloadInfo } from '../../../components/chart-download.tsx';
import { timeToDate } from '../../../lib/date.ts';
import { formatDate } from '../../../lib/format.ts';
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
import { ratingNumber } from '../data/fighter-data.ts';

const HEIGHT = 320;

export interface HeadToHeadLine {
  /** The key of the line's values in each point, e.g. `c0`. */
  readonly dataKey: string;
  readonly name: string;
  readonly colour: string;
}

interface HeadToHeadChartProps {
  /** One point per date: `time` and a value per line under its key (null where not rated). */
  data: readonly ({ readonly time: number } & Record<string, number | null>)[];
  lines: readonly HeadToHeadLine[];
  /** Ranks: 1 at the top, whole numbers. */
  rank: boolean;
  title: string;
  /** Its title, source line and file name as a PNG or SVG; no Download menu without it. */
  download?: ChartDownloadInfo;
}

export function HeadToHeadChart({ download, ...props }: HeadToHeadChartProps) {
  const { ref, width } = useChartWidth();
  const key = useMemo(
    () => props.lines.map((line) => ({ name: line.name, colour: line.colour })),
    [props.lines],
  );
  return (
    <>
      <Suspense fallback={<div style={DOWNLOAD_BAR_STYLE} />}>
        <ChartDownloadBar chart={ref} download={download} chartKey={key} />
      </Suspense>
      <div ref={ref} className="fighters-chart__box">
        {width === null ? null : <ChartBody {...props} width={width} />}
      </div>
    </>
  );
}

function ChartBody({ data, lines, rank, title, width }: HeadToHeadChartProps & { width: number }) {
  const frame = useMemo(() => {
    const values: number[] = [];
    for (const point of data) {
      for (const line of lines) {
        const value = point[line.dataKey];
        if (typeof value === 'number') values.push(value);
      }
    }
    const height = plotHeight(HEIGHT);
    const axis = rank ? rankAxis(Math.max(1, ...values), height) : ratingAxis(values, height);
    const first = data[0]?.time ?? 0;
    const last = data[data.length - 1]?.time ?? first;
    const domain: [number, number] = [first, last === first ? first + 86_400_000 : last];
    const left = CHART_MARGIN.left + axis.width;
    const right = width - CHART_MARGIN.right;
    return { axis, domain, dates: dateAxis(domain, left, right, width), plotWidth: right - left };
  }, [data, lines, rank, width]);
  const { axis, domain, dates, plotWidth } = frame;

  return (
    <LineChart
      width={width}
      height={HEIGHT}
      title={title}
      desc="One line per fighter compared; the same numbers are in the CSV."
      data={data as ({ time: number } & Record<string, number | null>)[]}
      margin={CHART_MARGIN}
    >
      <CartesianGrid {...GRID_PROPS} />
      <XAxis {...dateAxisProps(domain, dates)} />
      <YAxis
        reversed={rank}
        allowDecimals={!rank}
        domain={axis.domain}
        ticks={axis.ticks}
        interval={0}
        tickFormatter={axis.format}
        tick={TICK_STYLE}
        width={axis.width}
      />
      <Tooltip
        labelFormatter={(t) => (typeof t === 'number' ? formatDate(timeToDate(t)) : String(t))}
        formatter={(value) => (typeof value === 'number' ? ratingNumber(value) : '—')}
      />
      <Legend itemSorter={null} />
      {lines.map((line) => (
        <Line
          key={line.dataKey}
          type="linear"
          dataKey={line.dataKey}
          name={line.name}
          stroke={line.colour}
          strokeWidth={2}
          dot={lineDot(data.length, plotWidth, line.colour)}
          connectNulls={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}

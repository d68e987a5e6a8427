// The disagreement scatter: one system against another, one point per fighter, the dashed diagonal
// where they agree; drawn at the width it is given, its ticks chosen for it (chart-frame.ts).
import { Suspense, useMemo } from 'react';
import {
  CartesianGrid,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Isolated } from '../../../components/isolated.tsx';
import { useChartWidth } from '../../../components/use-chart-width.ts';
import type { ChartDownloadInfo } from '../../../components/chart-download.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { axisWidth, linearAxisTicks, linearTicksAcross } from '../../../lib/chart-ticks.ts';
import {
  CHART_MARGIN,
  ChartDownloadBar,
  DOWNLOAD_BAR_STYLE,
  GRID_PROPS,
  TICK_STYLE,
} from '../../../components/chart-frame.ts';
import { fighterLabel, ratingNumber, type FighterRow } from '../data/fighter-data.ts';
import type { RatingSystem } from '../fighters-url.ts';

const HEIGHT = 360;
/** The date axis' room under the plot. */
const X_AXIS_HEIGHT = 30;
const tick = (n: number) => formatNumber(n, { maximumFractionDigits: 0 });

export interface ScatterPoint {
  readonly x: number;
  readonly y: number;
  readonly row: FighterRow;
}

function PointTip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: readonly { payload?: ScatterPoint }[];
}) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="fighters-tip">
      <strong>
        <Isolated text={point.row.name ?? '(no name)'} clip />
      </strong>
      <div>
        {ratingNumber(point.x)} · {ratingNumber(point.y)}
      </div>
    </div>
  );
}

interface DisagreementChartProps {
  points: readonly ScatterPoint[];
  /** One square range for both axes, so the diagonal is the true y = x. */
  low: number;
  high: number;
  x: RatingSystem;
  y: RatingSystem;
  title: string;
  onOpen: (row: FighterRow) => void;
  /** Its title, source line and file name as a PNG or SVG; no Download menu without it. */
  download?: ChartDownloadInfo;
}

export function DisagreementChart({ download, ...props }: DisagreementChartProps) {
  const { ref, width } = useChartWidth();
  return (
    <>
      <Suspense fallback={<div style={DOWNLOAD_BAR_STYLE} />}>
        <ChartDownloadBar
          chart={ref}
          download={download}
          chartKey={[
            {
              name: `One fighter: across ${fighterLabel(props.x)}, up ${fighterLabel(props.y)}`,
              colour: 'var(--dv-chart-1, #1f5fbf)',
            },
            { name: 'Where the two agree', colour: 'var(--dv-muted, #5b6576)', dashed: true },
          ]}
        />
      </Suspense>
      <div ref={ref} className="fighters-chart__box">
        {width === null ? null : <ChartBody {...props} width={width} />}
      </div>
    </>
  );
}

function ChartBody({
  points,
  low,
  high,
  x,
  y,
  title,
  onOpen,
  width,
}: DisagreementChartProps & { width: number }) {
  const axes = useMemo(() => {
    const domain: [number, number] = [low, high];
    const up = linearAxisTicks(domain, HEIGHT - X_AXIS_HEIGHT - 12, tick);
    const upWidth = axisWidth(
      up.map((t) => t.label),
      14,
    );
    const left = CHART_MARGIN.left + upWidth;
    const across = linearTicksAcross(
      domain,
      [left, Math.max(left + 1, width - CHART_MARGIN.right)],
      tick,
      [0, width],
    );
    return { domain, up: up.map((t) => t.value), upWidth, across: across.map((t) => t.value) };
  }, [low, high, width]);

  return (
    <ScatterChart
      width={width}
      height={HEIGHT}
      title={title}
      desc="One point per fighter. The table below lists those the systems disagree on most."
      margin={CHART_MARGIN}
    >
      <CartesianGrid {...GRID_PROPS} />
      <XAxis
        type="number"
        dataKey="x"
        name={fighterLabel(x)}
        domain={axes.domain}
        ticks={axes.across}
        interval={0}
        tickFormatter={tick}
        tick={TICK_STYLE}
      />
      <YAxis
        type="number"
        dataKey="y"
        name={fighterLabel(y)}
        domain={axes.domain}
        ticks={axes.up}
        interval={0}
        tickFormatter={tick}
        tick={TICK_STYLE}
        width={axes.upWidth}
      />
      <ReferenceLine
        segment={[
          { x: low, y: low },
          { x: high, y: high },
        ]}
        stroke="var(--dv-muted, #5b6576)"
        strokeDasharray="5 4"
      />
      <Tooltip content={<PointTip />} />
      <Scatter
        data={points as ScatterPoint[]}
        fill="var(--dv-chart-1, #1f5fbf)"
        isAnimationActive={false}
        cursor="pointer"
        onClick={(entry: { payload?: ScatterPoint }) => {
          if (entry.payload) onOpen(entry.payload.row);
        }}
      />
    </ScatterChart>
  );
}

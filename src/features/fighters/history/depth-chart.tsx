// Depth: per date, the mean points of the top N and the gap between #1 and #N, two lines on one
// points axis, drawn by Recharts on the app's chart frame (components/chart-frame.ts). The pointer,
// or the arrow keys once focused, pick a date; the readout gives its two figures, and a dashed
// cursor marks the date.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, XAxis, YAxis } from 'recharts';
import {
  CHART_MARGIN,
  GRID_PROPS,
  TICK_STYLE,
  dateAxis,
  dateAxisProps,
  ratingAxis,
} from '../../../components/chart-frame.ts';
import { useChartWidth } from '../../../components/use-chart-width.ts';
import { dateToTime } from '../../../lib/date.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import type { Depth } from './history-data.ts';

const HEIGHT = 220;
/** The date axis's room below the plot. */
const DATE_AXIS_PX = 30;
const whole = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });
const SERIES = [
  { key: 'mean', label: 'Mean points of the top N', colour: 'var(--history-c0)' },
  { key: 'gap', label: 'Points #1 − #N', colour: 'var(--history-c1)' },
] as const;

/** The two lines' key, for the image (the page's legend is HTML, outside the drawing). */
export function depthKey(top: number): { name: string; colour: string }[] {
  return SERIES.map((s) => ({ name: s.label.replace('N', String(top)), colour: s.colour }));
}

type Plotted = Depth & { readonly time: number };

/** The plotted points, and the axes for a chart `width` wide (the points axis starts at 0). */
function depthFrame(points: readonly Depth[], width: number) {
  const data: Plotted[] = points.map((p) => ({ ...p, time: dateToTime(p.date) ?? 0 }));
  const first = data[0]?.time ?? 0;
  const last = data[data.length - 1]?.time ?? first;
  const domain: [number, number] = first === last ? [first - 1, last + 1] : [first, last];
  const plot = HEIGHT - CHART_MARGIN.top - CHART_MARGIN.bottom - DATE_AXIS_PX;
  const values = data.flatMap((p) => [p.mean, p.gap]).filter((v): v is number => v !== null);
  const axis = ratingAxis([0, 1, ...values], plot);
  const left = CHART_MARGIN.left + axis.width;
  const right = width - CHART_MARGIN.right;
  return { data, domain, axis, dates: dateAxis(domain, left, right, width) };
}

export default function DepthChart(props: {
  points: readonly Depth[];
  top: number;
  title: string;
}) {
  const { ref, width } = useChartWidth();
  return (
    <div ref={ref} className="history-chart__box">
      {width === null ? null : <DepthBody {...props} width={Math.max(280, width)} />}
    </div>
  );
}

/** The legend (HTML: the image draws its own key) and the readout of the date picked. */
function DepthCaption(props: { top: number; readoutId: string; children: string }) {
  return (
    <>
      <ul className="history-legend">
        {SERIES.map((s) => (
          <li key={s.key}>
            <span className="history-swatch" style={{ background: s.colour }} />
            {s.label.replace('N', String(props.top))}
          </li>
        ))}
      </ul>
      <p id={props.readoutId} className="history-readout" aria-live="polite">
        {props.children}
      </p>
    </>
  );
}

/** Left and right step the date picked (from the newest when none is), within `count` dates. */
function stepKeys(count: number, setAt: (update: (was: number | null) => number) => void) {
  return (event: KeyboardEvent) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
    const by = step[event.key];
    if (by === undefined || count === 0) return;
    event.preventDefault();
    setAt((was) => Math.max(0, Math.min(count - 1, (was ?? count - 1) + by)));
  };
}

function DepthBody({
  points,
  top,
  title,
  width,
}: {
  points: readonly Depth[];
  top: number;
  title: string;
  width: number;
}) {
  const frame = useMemo(() => depthFrame(points, width), [points, width]);
  const [at, setAt] = useState<number | null>(null);
  const readoutId = useId();
  const point = at === null ? undefined : frame.data[at];
  const n = (v: number | null) => (v === null ? '—' : whole(v));
  const onKeyDown = stepKeys(points.length, setAt);
  return (
    <figure className="history-figure">
      <DepthCaption top={top} readoutId={readoutId}>
        {point
          ? `${formatDate(point.date)}: mean ${n(point.mean)} points · #1 − #${top}: ${n(point.gap)} points`
          : 'Point at the chart, or focus it and use the arrow keys, for a date’s figures.'}
      </DepthCaption>
      {/* eslint-disable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex -- a picture that takes the focus: the arrow keys step its date, and the readout it is described by (live) says that date's figures */}
      <div
        role="img"
        tabIndex={0}
        aria-label={title}
        aria-describedby={readoutId}
        className="history-depth"
        onKeyDown={onKeyDown}
        // The date's cursor goes with the pointer or the focus, so a download never draws it.
        onPointerLeave={(event) => {
          if (document.activeElement !== event.currentTarget) setAt(null);
        }}
        onBlur={() => setAt(null)}
      >
        {/* eslint-enable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex */}
        <LineChart
          width={width}
          height={HEIGHT}
          data={frame.data}
          margin={CHART_MARGIN}
          // The wrapper is the one tab stop, with the readout as its description.
          accessibilityLayer={false}
          onMouseMove={(state) => {
            const i = Number(state.activeTooltipIndex);
            if (Number.isInteger(i) && i >= 0 && i !== at) setAt(i);
          }}
        >
          <CartesianGrid {...GRID_PROPS} vertical={false} />
          <XAxis {...dateAxisProps(frame.domain, frame.dates)} />
          <YAxis
            domain={frame.axis.domain}
            ticks={frame.axis.ticks}
            interval={0}
            tickFormatter={frame.axis.format}
            tick={TICK_STYLE}
            width={frame.axis.width}
          />
          {SERIES.map((s) => (
            <Line
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.label.replace('N', String(top))}
              stroke={s.colour}
              strokeWidth={2}
              dot={false}
              activeDot={false}
              isAnimationActive={false}
            />
          ))}
          {point ? (
            <ReferenceLine x={point.time} stroke="var(--dv-muted)" strokeDasharray="3 3" />
          ) : null}
        </LineChart>
      </div>
    </figure>
  );
}

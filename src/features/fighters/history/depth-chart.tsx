// Depth: per date, the mean points of the top N and the gap between #1 and #N, two lines on one
// points axis (SVG, d3-scale). The pointer, or the arrow keys once focused, pick a date; the
// readout gives its two figures.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { scaleLinear, scaleUtc } from 'd3-scale';
import { useChartWidth } from '../../../components/use-chart-width.ts';
import {
  axisWidth,
  linearAxisTicks,
  niceDomain,
  ticksForHeight,
  timeAxisTicks,
} from '../../../lib/chart-ticks.ts';
import { dateToTime } from '../../../lib/date.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { nearestDate } from './bump-frame.ts';
import type { Depth } from './history-data.ts';

const HEIGHT = 220;
const M = { top: 10, right: 12, bottom: 26 } as const;
const whole = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });
const SERIES = [
  { key: 'mean', label: 'Mean points of the top N', colour: 'var(--history-c0)' },
  { key: 'gap', label: 'Points #1 − #N', colour: 'var(--history-c1)' },
] as const;

/** The two lines' key, for the image (the page's legend is HTML, outside the drawing). */
export function depthKey(top: number): { name: string; colour: string }[] {
  return SERIES.map((s) => ({ name: s.label.replace('N', String(top)), colour: s.colour }));
}

function depthFrame(points: readonly Depth[], width: number) {
  const values = points.flatMap((p) => [p.mean, p.gap]).filter((v): v is number => v !== null);
  const plotHeight = HEIGHT - M.top - M.bottom;
  const domain = niceDomain(
    Math.min(0, ...values),
    Math.max(1, ...values),
    ticksForHeight(plotHeight),
  );
  const yTicks = linearAxisTicks(domain, plotHeight, whole);
  const left = axisWidth(
    yTicks.map((t) => t.label),
    12,
  );
  const times = points.map((p) => dateToTime(p.date) ?? 0);
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? first;
  const tDomain: [number, number] = first === last ? [first - 1, last + 1] : [first, last];
  const x = scaleUtc()
    .domain(tDomain)
    .range([left, width - M.right]);
  const y = scaleLinear()
    .domain(domain)
    .range([HEIGHT - M.bottom, M.top]);
  const xTicks = timeAxisTicks(tDomain, [left, width - M.right], [0, width]);
  const xs = times.map((t) => x(t));
  const paths = SERIES.map((s) => {
    let d = '';
    let open = false;
    points.forEach((p, i) => {
      const v = p[s.key];
      if (v === null) return void (open = false);
      d += `${open ? 'L' : 'M'}${xs[i]},${y(v)}`;
      open = true;
    });
    return d;
  });
  return { x, y, xs, xTicks, yTicks, left, paths };
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

function DepthAxes({ frame, width }: { frame: ReturnType<typeof depthFrame>; width: number }) {
  return (
    <g className="history-axis" aria-hidden="true">
      {frame.yTicks.map((t) => (
        <g key={t.value}>
          <line
            className="history-grid"
            x1={frame.left}
            x2={width - M.right}
            y1={frame.y(t.value)}
            y2={frame.y(t.value)}
          />
          <text x={frame.left - 6} y={frame.y(t.value)} dy="0.32em" textAnchor="end">
            {t.label}
          </text>
        </g>
      ))}
      {frame.xTicks.map((t) => (
        <text key={t.value} x={frame.x(t.value)} y={HEIGHT - 6} textAnchor="middle">
          {t.label}
        </text>
      ))}
    </g>
  );
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
  const point = at === null ? undefined : points[at];
  const n = (v: number | null) => (v === null ? '—' : whole(v));
  const onKeyDown = (event: KeyboardEvent) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
    const by = step[event.key];
    if (by === undefined || points.length === 0) return;
    event.preventDefault();
    setAt((was) => Math.max(0, Math.min(points.length - 1, (was ?? points.length - 1) + by)));
  };
  return (
    <figure className="history-figure">
      <ul className="history-legend">
        {SERIES.map((s) => (
          <li key={s.key}>
            <span className="history-swatch" style={{ background: s.colour }} />
            {s.label.replace('N', String(top))}
          </li>
        ))}
      </ul>
      <p id={readoutId} className="history-readout" aria-live="polite">
        {point
          ? `${formatDate(point.date)}: mean ${n(point.mean)} points · #1 − #${top}: ${n(point.gap)} points`
          : 'Point at the chart, or focus it and use the arrow keys, for a date’s figures.'}
      </p>
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        tabIndex={0}
        aria-label={title}
        aria-describedby={readoutId}
        className="history-depth"
        onKeyDown={onKeyDown}
        onPointerMove={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          const i = nearestDate(frame.xs, event.clientX - box.left);
          if (i >= 0 && i !== at) setAt(i);
        }}
        // The date's cursor goes with the pointer or the focus, so a download never draws it.
        onPointerLeave={(event) => {
          if (document.activeElement !== event.currentTarget) setAt(null);
        }}
        onBlur={() => setAt(null)}
      >
        <DepthAxes frame={frame} width={width} />
        {SERIES.map((s, i) => (
          <path key={s.key} d={frame.paths[i]} fill="none" stroke={s.colour} strokeWidth={2} />
        ))}
        {point ? (
          <line
            className="history-cursor"
            x1={frame.xs[at ?? 0]}
            x2={frame.xs[at ?? 0]}
            y1={M.top}
            y2={HEIGHT - M.bottom}
          />
        ) : null}
      </svg>
    </figure>
  );
}

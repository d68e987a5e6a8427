// The whole history in a small strip under the chart: drag across it to zoom the chart (and the
// summary and table) to those dates; the part shown is left clear, the rest shaded. The same range
// can be typed in the From and To fields beside it, which is the keyboard's way.
import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { dateToTime, timeToDate } from '../../../lib/date.ts';
import type { DateWindow, HistoryRow } from '../player/player-history.ts';
import { isPlottable } from '../player/player-history.ts';

interface ChartOverviewProps {
  /** The player's whole history, in date order. */
  rows: readonly HistoryRow[];
  window: DateWindow;
  colour: string;
  onSelect: (from: string, to: string) => void;
}

const WIDTH = 1000;
const HEIGHT = 48;
const BUCKETS = 250;
/** A drag shorter than this (in strip units) is a click, not a range. */
const MIN_DRAG = 4;

interface Line {
  readonly from: number;
  readonly to: number;
  readonly path: string;
}

/** The rating line as a min/max band per bucket: the shape of thousands of points in one path. */
function overviewLine(rows: readonly HistoryRow[]): Line | null {
  const points = rows.filter(isPlottable).map((row) => ({
    t: dateToTime(row.date) as number,
    r: row.rating as number,
  }));
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const from = first.t;
  const to = last.t === first.t ? first.t + 86_400_000 : last.t;
  let low = Infinity;
  let high = -Infinity;
  for (const p of points) {
    low = Math.min(low, p.r);
    high = Math.max(high, p.r);
  }
  const span = high - low || 1;
  const lows = new Array<number>(BUCKETS).fill(NaN);
  const highs = new Array<number>(BUCKETS).fill(NaN);
  for (const p of points) {
    const b = Math.min(BUCKETS - 1, Math.floor(((p.t - from) / (to - from)) * BUCKETS));
    lows[b] = Number.isNaN(lows[b] as number) ? p.r : Math.min(lows[b] as number, p.r);
    highs[b] = Number.isNaN(highs[b] as number) ? p.r : Math.max(highs[b] as number, p.r);
  }
  const y = (r: number) => (HEIGHT - 4 - ((r - low) / span) * (HEIGHT - 8)).toFixed(1);
  const parts: string[] = [];
  for (let b = 0; b < BUCKETS; b++) {
    if (Number.isNaN(highs[b] as number)) continue;
    const x = ((b + 0.5) * WIDTH) / BUCKETS;
    parts.push(`${parts.length === 0 ? 'M' : 'L'}${x.toFixed(1)},${y(highs[b] as number)}`);
    if (lows[b] !== highs[b]) parts.push(`L${x.toFixed(1)},${y(lows[b] as number)}`);
  }
  return { from, to, path: parts.join('') };
}

export function ChartOverview({ rows, window, colour, onSelect }: ChartOverviewProps) {
  const line = useMemo(() => overviewLine(rows), [rows]);
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ start: number; end: number } | null>(null);
  if (!line) return null;

  const toX = (date: string | null, fallback: number) => {
    const t = dateToTime(date);
    if (t === null) return fallback;
    return Math.max(0, Math.min(WIDTH, ((t - line.from) / (line.to - line.from)) * WIDTH));
  };
  const xOf = (event: PointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return Math.max(0, Math.min(WIDTH, ((event.clientX - box.left) / box.width) * WIDTH));
  };
  const dateAt = (x: number) => timeToDate(line.from + (x / WIDTH) * (line.to - line.from));

  const shown = drag
    ? { left: Math.min(drag.start, drag.end), right: Math.max(drag.start, drag.end) }
    : { left: toX(window.from, 0), right: toX(window.to, WIDTH) };

  return (
    <svg
      ref={svg}
      className="chart-overview"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label="The whole history: drag across it to zoom the chart to those dates"
      data-testid="chart-overview"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        const x = xOf(event);
        setDrag({ start: x, end: x });
      }}
      onPointerMove={(event) => {
        if (drag) setDrag({ ...drag, end: xOf(event) });
      }}
      onPointerUp={(event) => {
        if (!drag) return;
        const end = xOf(event);
        setDrag(null);
        const [a, b] = [drag.start, end].sort((p, q) => p - q) as [number, number];
        if (b - a >= MIN_DRAG) onSelect(dateAt(a), dateAt(b));
      }}
      onPointerCancel={() => setDrag(null)}
    >
      <path
        d={line.path}
        fill="none"
        stroke={colour}
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
      />
      <rect x={0} y={0} width={shown.left} height={HEIGHT} className="chart-overview__shade" />
      <rect
        x={shown.right}
        y={0}
        width={Math.max(0, WIDTH - shown.right)}
        height={HEIGHT}
        className="chart-overview__shade"
      />
      <rect
        x={shown.left}
        y={0.5}
        width={Math.max(1, shown.right - shown.left)}
        height={HEIGHT - 1}
        className="chart-overview__window"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

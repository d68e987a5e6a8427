// The rating chart's frame, drawn as plain SVG from its own scales: the plot's box, the x (dates)
// and y (ratings) axes with their labels, and the horizontal grid lines. The ticks come chosen
// (lib/chart-ticks.ts): as many as their labels have room for.
import { TICK_FONT_PX, type AxisTick } from '../../../lib/chart-ticks.ts';

/** The plot's box inside the chart, in the chart's pixels. */
export interface PlotBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The plot's box and the functions from a date (UTC milliseconds) and a rating to its pixels. */
export interface ChartScales {
  readonly plot: PlotBox;
  readonly x: (t: number) => number;
  readonly y: (value: number) => number;
}

/** A linear map from `domain` onto `range`; a zero-width domain maps to the range's middle. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  if (span === 0) return () => (r0 + r1) / 2;
  const k = (r1 - r0) / span;
  return (value) => r0 + (value - d0) * k;
}

const TICK_SIZE = 6;
const TICK_GAP = 2;
/**
 * Below the date marks: enough that a date label reaching under the rating axis clears its lowest
 * label, centred on the plot's bottom edge.
 */
const X_LABEL_GAP = 5;
const FONT_SIZE = TICK_FONT_PX;

interface TickLabelProps {
  x: number;
  y: number;
  /** Shifts the text from its baseline: below the mark (x axis), or centred on it (y axis). */
  dy: string;
  anchor: 'middle' | 'end';
  children: string;
}

function TickLabel({ x, y, dy, anchor, children }: TickLabelProps) {
  return (
    <text
      x={x}
      y={y}
      dy={dy}
      textAnchor={anchor}
      fill="currentColor"
      fontSize={FONT_SIZE}
      className="rating-chart__tick"
    >
      {children}
    </text>
  );
}

interface AxisProps {
  scales: ChartScales;
  ticks: readonly AxisTick[];
}

/** The dates along the bottom: a line, a mark and a label at each tick. */
export function XAxis({ scales, ticks }: AxisProps) {
  const { plot, x } = scales;
  const bottom = plot.y + plot.height;
  return (
    <g className="rating-chart__axis" aria-hidden="true">
      <line x1={plot.x} x2={plot.x + plot.width} y1={bottom} y2={bottom} stroke="currentColor" />
      {ticks.map((tick) => {
        const at = x(tick.value);
        return (
          <g key={tick.value}>
            <line x1={at} x2={at} y1={bottom} y2={bottom + TICK_SIZE} stroke="currentColor" />
            <TickLabel x={at} y={bottom + TICK_SIZE + X_LABEL_GAP} dy="0.71em" anchor="middle">
              {tick.label}
            </TickLabel>
          </g>
        );
      })}
    </g>
  );
}

/** The ratings up the left: a line, a mark and a label at each tick, and a faint grid line across. */
export function YAxis({ scales, ticks }: AxisProps) {
  const { plot, y } = scales;
  return (
    <g className="rating-chart__axis" aria-hidden="true">
      {ticks.map((tick) => {
        const at = y(tick.value);
        return (
          <g key={tick.value}>
            <line
              x1={plot.x}
              x2={plot.x + plot.width}
              y1={at}
              y2={at}
              stroke="currentColor"
              strokeOpacity={0.12}
            />
            <line x1={plot.x - TICK_SIZE} x2={plot.x} y1={at} y2={at} stroke="currentColor" />
            <TickLabel x={plot.x - TICK_SIZE - TICK_GAP} y={at} dy="0.355em" anchor="end">
              {tick.label}
            </TickLabel>
          </g>
        );
      })}
      <line x1={plot.x} x2={plot.x} y1={plot.y} y2={plot.y + plot.height} stroke="currentColor" />
    </g>
  );
}

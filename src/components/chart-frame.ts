// The frame every Recharts chart in the app shares: each chart is given its width and its ticks.
// The axes' ticks come from lib/chart-ticks.ts (as many as their labels have room for, rank 1
// always shown), each value axis is as wide as its widest label, and every rating line is drawn
// the same way (straight segments, a dot per point only where the points are few).
import {
  TICK_FONT_PX,
  axisWidth,
  linearAxisTicks,
  markerRadius,
  niceDomain,
  rankAxisTicks,
  ticksForHeight,
  timeAxisTicks,
  type AxisTick,
} from '../lib/chart-ticks.ts';
import { lazy } from 'react';
import { formatNumber } from '../lib/format.ts';

/** Around the plot: the axes and the legend take their own room inside the chart. */
export const CHART_MARGIN = { top: 8, right: 8, bottom: 4, left: 4 } as const;
/** The tick labels' font: the size the ticks were chosen for. */
export const TICK_STYLE = { fontSize: TICK_FONT_PX } as const;
/** Room under the plot for the date axis and a legend of one or two lines. */
const BELOW_PLOT = 30 + 48;

/** The plot's height in a chart `height` tall: for choosing how many ticks fit up it. */
export function plotHeight(height: number): number {
  return Math.max(60, height - CHART_MARGIN.top - CHART_MARGIN.bottom - BELOW_PLOT);
}

export interface ValueAxis {
  readonly domain: [number, number];
  readonly ticks: number[];
  /** The axis' width: its widest label, the tick mark and a gap. */
  readonly width: number;
  readonly format: (value: number) => string;
}

const whole = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

function fromTicks(domain: [number, number], ticks: readonly AxisTick[]): ValueAxis {
  const labels = new Map(ticks.map((t) => [t.value, t.label] as const));
  return {
    domain,
    ticks: ticks.map((t) => t.value),
    width: axisWidth(
      ticks.map((t) => t.label),
      14,
    ),
    format: (value) => labels.get(value) ?? whole(value),
  };
}

/** A ratings axis over `values` on round numbers, ticks by the plot's height. */
export function ratingAxis(values: Iterable<number>, height: number): ValueAxis {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  if (low > high) return fromTicks([0, 1], []);
  const domain = niceDomain(low, high, ticksForHeight(height));
  return fromTicks(domain, linearAxisTicks(domain, height, whole));
}

/** A rank axis from 1 (shown, at the top when reversed) to the lowest rank drawn. */
export function rankAxis(maxRank: number, height: number): ValueAxis {
  const top = Number.isFinite(maxRank) ? Math.max(1, Math.ceil(maxRank)) : 1;
  const ticks = rankAxisTicks(top, height).map((value) => ({ value, label: whole(value) }));
  return fromTicks([1, Math.max(2, top)], ticks);
}

/**
 * Date ticks for a plot from `left` to `right` in a chart `width` wide, and their labels, which may
 * reach past the plot's ends (they sit below the value axes' labels: see DATE_TICK_MARGIN).
 */
export function dateAxis(
  domain: readonly [number, number],
  left: number,
  right: number,
  width: number,
): { ticks: number[]; format: (value: number) => string } {
  const ticks = timeAxisTicks(domain, [left, Math.max(left + 1, right)], [0, width]);
  const labels = new Map(ticks.map((t) => [t.value, t.label] as const));
  return { ticks: ticks.map((t) => t.value), format: (value) => labels.get(value) ?? '' };
}

/**
 * The gap between a date tick's mark and its label: enough that a date label reaching under a
 * value axis clears that axis' lowest label, centred on the plot's bottom edge.
 */
export const DATE_TICK_MARGIN = 5;

/** The grid of every chart. */
export const GRID_PROPS = { stroke: 'var(--dv-border, #d9dee6)', strokeDasharray: '3 3' } as const;

/**
 * The date axis's props, the same on every line chart (a props object, not a component:
 * Recharts finds its axes among the chart's direct children by type).
 */
export function dateAxisProps(
  domain: readonly [number, number],
  dates: { ticks: number[]; format: (value: number) => string },
) {
  return {
    dataKey: 'time',
    type: 'number',
    scale: 'time',
    domain: [domain[0], domain[1]],
    ticks: dates.ticks,
    interval: 0,
    tickFormatter: dates.format,
    tick: TICK_STYLE,
    tickMargin: DATE_TICK_MARGIN,
  } as const;
}

export type LineDot = false | { r: number; strokeWidth: number; fill: string };

/**
 * A line's dots, filled in its colour: one per point where the points are few for the plot's
 * width, none where they are dense (the line alone reads better).
 */
export function lineDot(points: number, plotWidth: number, colour: string): LineDot {
  const r = markerRadius(points, plotWidth);
  return r > 0 ? { r, strokeWidth: 1, fill: colour } : false;
}

/**
 * The Download menu's row above a chart, loaded as the chart draws (components/chart-download.tsx):
 * a static import would put its chunk's name in the first screen's preload lists. Show it in a
 * Suspense whose fallback is DOWNLOAD_BAR_HEIGHT tall, so nothing moves when it arrives.
 */
export const ChartDownloadBar = lazy(() =>
  import('./chart-download.tsx').then((m) => ({ default: m.ChartDownloadBar })),
);
export const DOWNLOAD_BAR_STYLE = { minHeight: 34 } as const;

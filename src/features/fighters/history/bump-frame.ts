// The bump chart's geometry: x by published date (time, d3-scale), y by rank 1 at the top, each
// line's SVG path (broken where the fighter was out of the top N or the date is not loaded), and
// which line and date a pointer position is nearest. Pure, so the chart's renders only draw.
import { scaleLinear, scaleUtc } from 'd3-scale';
import { timeAxisTicks, type AxisTick } from '../../../lib/chart-ticks.ts';
import { dateToTime } from '../../../lib/date.ts';
import type { BumpLine } from './history-data.ts';

export const ROW_PX = 22;
/** The least room per published date: below it the chart scrolls sideways instead. */
export const MIN_STEP_PX = 5;
export const MARGIN = { top: 12, right: 12, bottom: 28, left: 34 } as const;
/** Room for the names beside the newest date, on a window wide enough for them. */
export const NAMES_PX = 150;
const NAMES_FROM_PX = 640;

export interface BumpFrame {
  readonly width: number;
  readonly height: number;
  readonly xs: readonly number[];
  readonly y: (rank: number) => number;
  readonly ticks: readonly AxisTick[];
  readonly tickX: (time: number) => number;
  readonly paths: readonly string[];
  /** Names are drawn at the right of the plot. */
  readonly names: boolean;
  readonly plotRight: number;
}

function linePath(
  ranks: readonly (number | null)[],
  xs: readonly number[],
  y: (r: number) => number,
) {
  let d = '';
  let open = false;
  ranks.forEach((rank, i) => {
    if (rank === null) {
      open = false;
      return;
    }
    const x = xs[i] as number;
    // A lone date is a short dash, so a single week in the top N still shows.
    const next = ranks[i + 1];
    if (!open && (next === null || next === undefined)) d += `M${x - 2},${y(rank)}h4`;
    else d += `${open ? 'L' : 'M'}${x},${y(rank)}`;
    open = true;
  });
  return d;
}

/** `dates` oldest first; `boxWidth` the width the chart is given. */
export function bumpFrame(
  dates: readonly string[],
  lines: readonly BumpLine[],
  top: number,
  boxWidth: number,
): BumpFrame {
  const names = boxWidth >= NAMES_FROM_PX;
  const right = MARGIN.right + (names ? NAMES_PX : 0);
  const plotWidth = Math.max(boxWidth - MARGIN.left - right, dates.length * MIN_STEP_PX, 60);
  const width = MARGIN.left + plotWidth + right;
  const height = MARGIN.top + (top - 1) * ROW_PX + MARGIN.bottom + 8;
  const times = dates.map((d) => dateToTime(d) ?? 0);
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? first;
  const domain: [number, number] = first === last ? [first - 1, last + 1] : [first, last];
  const x = scaleUtc()
    .domain(domain)
    .range([MARGIN.left, MARGIN.left + plotWidth]);
  const xs = times.map((t) => x(t));
  const yScale = scaleLinear()
    .domain([1, Math.max(2, top)])
    .range([MARGIN.top, MARGIN.top + (Math.max(2, top) - 1) * ROW_PX]);
  const y = (rank: number) => yScale(rank);
  const ticks = timeAxisTicks(domain, [MARGIN.left, MARGIN.left + plotWidth], [0, width]);
  const paths = lines.map((line) => linePath(line.ranks, xs, y));
  return {
    width,
    height,
    xs,
    y,
    ticks,
    tickX: (t) => x(t),
    paths,
    names,
    plotRight: MARGIN.left + plotWidth,
  };
}

/** The date nearest `px` across (xs ascending). */
export function nearestDate(xs: readonly number[], px: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] as number) < px) lo = mid;
    else hi = mid;
  }
  if (hi < 0) return -1;
  return Math.abs((xs[lo] as number) - px) <= Math.abs((xs[hi] as number) - px) ? lo : hi;
}

/** The line nearest rank `rank` at date `i` (the one ranked there, else the closest), or -1. */
export function nearestLine(lines: readonly BumpLine[], i: number, rank: number): number {
  let found = -1;
  let distance = Infinity;
  lines.forEach((line, index) => {
    const at = line.ranks[i];
    if (at === null || at === undefined) return;
    const d = Math.abs(at - rank);
    if (d < distance) {
      distance = d;
      found = index;
    }
  });
  return distance <= 1 ? found : -1;
}

// The bump chart's layout (how wide and tall it is drawn, whether the names fit at its right, the
// date axis's ticks), each line's path on the scales Recharts gives it, and which line and date a
// pointer position is nearest. Pure, so the chart's renders only draw.
import { dateAxis } from '../../../components/chart-frame.ts';
import { axisWidth } from '../../../lib/chart-ticks.ts';
import { dateToTime } from '../../../lib/date.ts';
import type { BumpLine } from './history-data.ts';

const ROW_PX = 22;
/** The least room per published date: below it the chart scrolls sideways instead. */
const MIN_STEP_PX = 5;
/** Room for the names beside the newest date, on a window wide enough for them. */
const NAMES_PX = 150;
const NAMES_FROM_PX = 640;
/** Above the first rank; below the last, a gap (RANK_GAP_PX) and the date axis (Recharts' 30 px). */
const TOP_PX = 12;
export const RANK_GAP_PX = 8;
const BOTTOM_PX = RANK_GAP_PX + 30;
const RIGHT_PX = 12;

export interface BumpLayout {
  readonly width: number;
  readonly height: number;
  readonly margin: { top: number; right: number; bottom: number; left: number };
  /** The rank axis's width. */
  readonly rankWidth: number;
  /** Each date's time, oldest first, and the time axis's span. */
  readonly times: readonly number[];
  readonly domain: [number, number];
  readonly dates: { ticks: number[]; format: (value: number) => string };
  /** Names are drawn at the right of the plot. */
  readonly names: boolean;
}

/** `dates` oldest first; `boxWidth` the width the chart is given. */
export function bumpLayout(dates: readonly string[], top: number, boxWidth: number): BumpLayout {
  const names = boxWidth >= NAMES_FROM_PX;
  const rankWidth = axisWidth([String(top)], 12);
  const margin = { top: TOP_PX, right: RIGHT_PX + (names ? NAMES_PX : 0), bottom: 0, left: 0 };
  const fixed = margin.left + rankWidth + margin.right;
  const plotWidth = Math.max(boxWidth - fixed, dates.length * MIN_STEP_PX, 60);
  const width = fixed + plotWidth;
  const height = TOP_PX + (Math.max(2, top) - 1) * ROW_PX + BOTTOM_PX;
  const times = dates.map((d) => dateToTime(d) ?? 0);
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? first;
  const domain: [number, number] = first === last ? [first - 1, last + 1] : [first, last];
  const left = margin.left + rankWidth;
  return {
    width,
    height,
    margin,
    rankWidth,
    times,
    domain,
    dates: dateAxis(domain, left, left + plotWidth, width),
    names,
  };
}

/** A line's path through its ranked dates, broken where it was out of the top N. */
export function linePath(
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

// The chart's hovered day, worked out from the date-ordered points: the day nearest the pointer,
// every appearance on it, and the day a key moves to (chart-hover.tsx draws them).
import type { ChartPoint } from './chart-data.ts';

/** The index of the first point on or after `t` in date-ordered points (their length if none). */
function firstFrom(points: readonly ChartPoint[], t: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((points[mid] as ChartPoint).t < t) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The day of the appearance nearest to `t` (the earlier on a tie), or null when there is none. */
export function nearestDay(points: readonly ChartPoint[], t: number): number | null {
  const at = firstFrom(points, t);
  const after = points[at];
  const before = points[at - 1];
  if (!before) return after?.t ?? null;
  if (!after) return before.t;
  return t - before.t <= after.t - t ? before.t : after.t;
}

/** Every appearance on day `t`, of every series, in the points' order. */
export function pointsOn(points: readonly ChartPoint[], t: number): ChartPoint[] {
  const from = firstFrom(points, t);
  const to = firstFrom(points, t + 1);
  return points.slice(from, to);
}

export type DayStep = 'next' | 'previous' | 'first' | 'last';

/**
 * The day a key moves to from day `t` (none yet: the first or last day): the next or previous day
 * with an appearance, staying put at either end.
 */
export function stepDay(
  points: readonly ChartPoint[],
  t: number | null,
  step: DayStep,
): number | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  if (step === 'first' || (t === null && step === 'next')) return first.t;
  if (step === 'last' || t === null) return last.t;
  if (step === 'next') return points[firstFrom(points, t + 1)]?.t ?? last.t;
  return points[firstFrom(points, t) - 1]?.t ?? first.t;
}

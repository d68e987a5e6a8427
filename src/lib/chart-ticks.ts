// Axis ticks chosen by the room they have: every chart asks d3-scale for `ticks(n)` with n from its
// width (or height) and the size of the labels, then checks that the labels' boxes do not touch,
// asking for fewer until they do not. Shared by the football chart (plain SVG) and the fighters'
// charts (Recharts, given these ticks), so every axis reads the same at any width from 320 px.
import { scaleLinear, scaleUtc } from 'd3-scale';

/** The tick labels' font size, in CSS pixels. */
export const TICK_FONT_PX = 12;
/** The least space between two labels along an axis. */
const LABEL_GAP_PX = 8;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Rough advance widths in em of a sans-serif UI font, on the wide side: a label estimated a little
// too wide costs a tick, one estimated too narrow overlaps its neighbour.
const NARROW = new Set([..." .,:;'!|ilIjtf1()[]"]);
function charEm(char: string): number {
  if (NARROW.has(char)) return 0.34;
  if (char >= '0' && char <= '9') return 0.6;
  if (char === 'm' || char === 'w' || char === 'M' || char === 'W') return 0.9;
  if (char >= 'A' && char <= 'Z') return 0.72;
  return 0.6;
}

/** A label's width in CSS pixels at `fontPx`, estimated without measuring (no layout, no canvas). */
export function labelWidth(text: string, fontPx = TICK_FONT_PX): number {
  let em = 0;
  for (const char of text) em += charEm(char);
  return Math.ceil(em * fontPx);
}

export interface AxisTick {
  readonly value: number;
  readonly label: string;
}

/**
 * Labels for UTC date ticks, as short as the interval allows: years alone; month names with the
 * year on the first tick and at each January; days with the month, and the year on the first.
 */
export function timeTickLabels(values: readonly number[]): string[] {
  const dates = values.map((v) => new Date(v));
  const yearly = dates.every((d) => d.getUTCMonth() === 0 && d.getUTCDate() === 1);
  const monthly = dates.every((d) => d.getUTCDate() === 1);
  return dates.map((d, i) => {
    const year = d.getUTCFullYear();
    const month = MONTHS[d.getUTCMonth()] ?? '';
    if (yearly) return String(year);
    const newYear = i === 0 || (dates[i - 1] as Date).getUTCFullYear() !== year;
    if (monthly) return newYear ? `${month} ${year}` : month;
    return newYear ? `${d.getUTCDate()} ${month} ${year}` : `${d.getUTCDate()} ${month}`;
  });
}

/**
 * Whether labels centred on `positions` (in order along the axis) keep `gap` apart and inside
 * `bounds`; `sizes` are their extents along the axis.
 */
function labelsFit(
  positions: readonly number[],
  sizes: readonly number[],
  bounds: readonly [number, number],
): boolean {
  let end = -Infinity;
  for (let i = 0; i < positions.length; i++) {
    const half = (sizes[i] as number) / 2;
    const from = (positions[i] as number) - half;
    if (from < bounds[0] || from + 2 * half > bounds[1]) return false;
    if (from < end + LABEL_GAP_PX) return false;
    end = from + 2 * half;
  }
  return true;
}

/** Labels centred on their ticks that overflow `bounds` are left out, not squeezed. */
function insideBounds(
  ticks: readonly AxisTick[],
  at: (value: number) => number,
  size: (tick: AxisTick) => number,
  bounds: readonly [number, number],
): AxisTick[] {
  return ticks.filter((tick) => {
    const half = size(tick) / 2;
    const x = at(tick.value);
    return x - half >= bounds[0] && x + half <= bounds[1];
  });
}

/**
 * The most of `candidates(n)`'s ticks, for n from the room down to 1, whose labels (centred on
 * their ticks along a horizontal axis) do not touch and stay inside `bounds`.
 */
function fittedTicks(
  candidates: (n: number) => AxisTick[],
  at: (value: number) => number,
  range: readonly [number, number],
  bounds: readonly [number, number],
  middleTick: () => AxisTick | null,
): AxisTick[] {
  const size = (tick: AxisTick) => labelWidth(tick.label);
  const room = Math.abs(range[1] - range[0]);
  for (let n = Math.max(1, Math.floor(room / 40)); n >= 1; n--) {
    const ticks = insideBounds(candidates(n), at, size, bounds);
    if (
      ticks.length > 0 &&
      labelsFit(
        ticks.map((t) => at(t.value)),
        ticks.map(size),
        bounds,
      )
    ) {
      return ticks;
    }
  }
  // No round value with room for its label (a short span whose one round date sits at an edge):
  // the middle of the axis, so an axis always says where it is.
  const middle = middleTick();
  return middle && labelsFit([at(middle.value)], [size(middle)], bounds) ? [middle] : [];
}

/**
 * Date ticks for an axis drawn from `range[0]` to `range[1]` (pixels), whose labels may use
 * `bounds` (default the range): the most ticks whose labels do not touch. d3's `ticks(n)` picks
 * round intervals (days, weeks, months, quarters, years) for about n ticks; n starts from the width
 * over a typical label's and comes down until the labels fit.
 */
export function timeAxisTicks(
  domain: readonly [number, number],
  range: readonly [number, number],
  bounds: readonly [number, number] = range,
): AxisTick[] {
  const scale = scaleUtc().domain([domain[0], domain[1]]).range([range[0], range[1]]);
  return fittedTicks(
    (n) => {
      const values = scale.ticks(n).map((d) => d.getTime());
      const labels = timeTickLabels(values);
      return values.map((value, i) => ({ value, label: labels[i] as string }));
    },
    (value) => scale(value),
    range,
    bounds,
    () => {
      // The day in the middle of the span, labelled as a day.
      const day = Math.round((domain[0] + domain[1]) / 2 / 86_400_000) * 86_400_000;
      const [label] = timeTickLabels([day, day + 86_400_000]);
      return label === undefined ? null : { value: day, label };
    },
  );
}

/** Number ticks along a horizontal axis, as many as their labels have room for (see timeAxisTicks). */
export function linearTicksAcross(
  domain: readonly [number, number],
  range: readonly [number, number],
  format: (value: number) => string,
  bounds: readonly [number, number] = range,
): AxisTick[] {
  const scale = scaleLinear().domain([domain[0], domain[1]]).range([range[0], range[1]]);
  return fittedTicks(
    (n) => scale.ticks(n).map((value) => ({ value, label: format(value) })),
    (value) => scale(value),
    range,
    bounds,
    () => {
      const value = (domain[0] + domain[1]) / 2;
      return Number.isFinite(value) ? { value, label: format(value) } : null;
    },
  );
}

/**
 * `[min, max]` widened to round numbers for about `count` ticks (d3's `nice`). A point gets room,
 * and so do values too close to tell apart at an axis's precision (1500 and 1500.0000000001, or 0
 * and the smallest double), which would otherwise get no round ticks at all.
 */
export function niceDomain(min: number, max: number, count: number): [number, number] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const alike = max - min < Math.max(1, Math.abs(min), Math.abs(max)) * 1e-9;
  const [low, high] = alike
    ? [min - Math.max(1, Math.abs(min) * 0.05), max + Math.max(1, Math.abs(max) * 0.05)]
    : [min, max];
  const domain = scaleLinear().domain([low, high]).nice(count).domain();
  // Rounding can land short of a value at the edge of a double's range (a value below the
  // smallest step, 5e-324 beside -2.8): the values stay inside whatever happens.
  return [Math.min(domain[0] as number, low), Math.max(domain[1] as number, high)];
}

/** About how many ticks an axis `heightPx` tall holds: one per three lines of text. */
export function ticksForHeight(heightPx: number): number {
  return Math.max(2, Math.floor(heightPx / (TICK_FONT_PX * 3)));
}

/**
 * Number ticks up a vertical axis of `heightPx`: d3's round steps, about one per three lines of
 * text.
 */
export function linearAxisTicks(
  domain: readonly [number, number],
  heightPx: number,
  format: (value: number) => string,
): AxisTick[] {
  const n = ticksForHeight(heightPx);
  return scaleLinear()
    .domain([domain[0], domain[1]])
    .ticks(n)
    .map((value) => ({ value, label: format(value) }));
}

/**
 * Whole-number ranks from 1 (always shown: the top) to `maxRank` up an axis of `heightPx`, d3's
 * round steps after it; a tick too close to 1 to be read apart from it is left out.
 */
export function rankAxisTicks(maxRank: number, heightPx: number): number[] {
  const top = Math.max(1, Math.ceil(maxRank));
  if (top === 1) return [1];
  const scale = scaleLinear().domain([1, top]).range([0, heightPx]);
  const n = ticksForHeight(heightPx);
  const rounds = scale.ticks(n).filter((v) => Number.isInteger(v) && v > 1);
  const minApart = TICK_FONT_PX + LABEL_GAP_PX / 2;
  return [1, ...rounds.filter((v) => scale(v) - scale(1) >= minApart)];
}

/** The width an axis needs for the widest of its labels, plus its tick mark and a gap. */
export function axisWidth(labels: readonly string[], extra = 10): number {
  let widest = 0;
  for (const label of labels) widest = Math.max(widest, labelWidth(label));
  return widest + extra;
}

/**
 * How a rating line marks its points: a dot at each when they stand at least `spacing` pixels apart
 * on average, none when they are dense (the line alone reads better). Every rating chart uses it.
 */
export function markerRadius(points: number, plotWidth: number, spacing = 12): number {
  return points > 0 && plotWidth / points >= spacing ? 3 : 0;
}

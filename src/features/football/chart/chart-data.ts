// What the rating chart draws, worked out without the chart library: series, points, colours, team changes.
import { dateToTime } from '../../../lib/date.ts';
import { isPlottable, teamSpells } from '../player/player-history.ts';
import type { HistoryRow, PeakKind } from '../player/player-history.ts';
import type { PlayerId } from '../football-paths.ts';

/**
 * One colour per line, the player shown first. Mid-tone hues from Tableau 10 stay readable on the
 * light and the dark theme and differ in lightness as well as hue, for colour-blind readers.
 */
export const SERIES_COLOURS = ['#2f6db5', '#e8731a', '#3f9d4a', '#c8384a', '#9467bd'] as const;

/** Drawn for a peak: dashed for the running best, a gold marker for a flagged appearance. */
export const PEAK_COLOUR = '#b08400';
export const PEAK_MARKER_FILL = '#f2c230';

export function seriesColour(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length] as string;
}

export interface ChartSeries {
  readonly playerId: PlayerId;
  readonly name: string;
  readonly colour: string;
  /** Date-ordered rows in the range shown. */
  readonly rows: readonly HistoryRow[];
}

/** One appearance of one series; the chart's single data array holds every series' points. */
export interface ChartPoint {
  /** The date as UTC milliseconds: the x value. */
  readonly t: number;
  /** Index into the series list. */
  readonly series: number;
  readonly row: HistoryRow;
}

export interface TeamChange {
  readonly t: number;
  readonly team: string;
}

/**
 * Every plottable appearance of every series in one array ordered by date, so a shared tooltip
 * and one time axis serve all lines.
 */
export function chartPoints(series: readonly ChartSeries[]): ChartPoint[] {
  const points: ChartPoint[] = [];
  series.forEach((s, index) => {
    for (const row of s.rows) {
      if (!isPlottable(row)) continue;
      points.push({ t: dateToTime(row.date) as number, series: index, row });
    }
  });
  // Stable: one player's appearances on the same day keep their order.
  return points.sort((a, b) => a.t - b.t);
}

/** Where the shown player's team changed: the first appearance of every spell after the first. */
export function teamChanges(rows: readonly HistoryRow[]): TeamChange[] {
  return teamSpells(rows)
    .slice(1)
    .map((spell) => ({ t: dateToTime(spell.from) as number, team: spell.team }));
}

const FULL_MATCH_MINUTES = 90;

/**
 * How much a point weighs on the eye: a full match is a large, solid dot, a cameo a small, faint
 * one, so five minutes off the bench is not read like ninety. Unknown minutes sit in between.
 */
function minutesWeight(minutes: number | null): number {
  if (minutes === null || !Number.isFinite(minutes)) return 0.5;
  return Math.max(0, Math.min(1, minutes / FULL_MATCH_MINUTES));
}

export function dotRadius(minutes: number | null): number {
  return 1.5 + 3 * minutesWeight(minutes);
}

export function dotOpacity(minutes: number | null): number {
  return 0.3 + 0.7 * minutesWeight(minutes);
}

/**
 * The points a line needs to look the same at `buckets` horizontal pixels: per pixel-wide bucket
 * the lowest and highest rating (in date order), plus the first and last point and every point
 * where the running-best peak changes. Dots are drawn separately at full resolution.
 */
export function decimatePoints(
  points: readonly ChartPoint[],
  from: number,
  to: number,
  buckets: number,
): ChartPoint[] {
  if (points.length <= buckets * 2 || to <= from) return [...points];
  const span = (to - from) / Math.max(1, buckets);
  const keep = new Set<ChartPoint>();
  const first = points[0];
  const last = points[points.length - 1];
  if (first) keep.add(first);
  if (last) keep.add(last);
  let bucket = -1;
  let low: ChartPoint | undefined;
  let high: ChartPoint | undefined;
  let peak: unknown;
  const flush = () => {
    if (low) keep.add(low);
    if (high) keep.add(high);
  };
  for (const point of points) {
    const b = Math.floor((point.t - from) / span);
    if (b !== bucket) {
      flush();
      bucket = b;
      low = high = undefined;
    }
    const rating = point.row.rating as number;
    if (!low || rating < (low.row.rating as number)) low = point;
    if (!high || rating > (high.row.rating as number)) high = point;
    if (point.row.peak !== peak) {
      keep.add(point);
      peak = point.row.peak;
    }
  }
  flush();
  return points.filter((point) => keep.has(point));
}

/**
 * Every appearance of every player on the chart, player by player in the order of the legend, each
 * row naming its player (the history's own name, or the name shown when a row has none): the CSV
 * of what the chart draws.
 */
export function chartCsvRows(series: readonly ChartSeries[]): HistoryRow[] {
  return series.flatMap((s) =>
    s.rows.map((row) => ({
      ...row,
      // An ID beyond 2^53 is a cell's exact text (coerce.ts), as the series' ID is: written as is.
      player_id: row.player_id ?? (s.playerId as unknown as number),
      player_name:
        typeof row.player_name === 'string' && row.player_name.trim() !== ''
          ? row.player_name
          : s.name,
    })),
  );
}

export interface LabelSpot {
  readonly x: number;
  readonly text: string;
}

export type PlacedLabel<S extends LabelSpot = LabelSpot> = S & {
  /** 0 is the lane nearest the plot. */
  readonly lane: number;
  /** Where the text starts and ends, in the same pixels as `x`. */
  readonly start: number;
  readonly end: number;
};

const LABEL_PAD = 3;
const LABEL_GAP = 6;

/**
 * Labels for marks at `x` in at most `lanes` stacked rows so that no two overlap: each label starts
 * just right of its mark (or ends just left of it near the right edge) in the first lane where it
 * clears the previous label; a label that fits in no lane is left out (thinned), its mark stays.
 */
export function placeLabels<S extends LabelSpot>(
  spots: readonly S[],
  widthOf: (text: string) => number,
  lanes: number,
  right: number,
): PlacedLabel<S>[] {
  const ends: number[] = Array.from({ length: lanes }, () => -Infinity);
  const placed: PlacedLabel<S>[] = [];
  for (const spot of [...spots].sort((a, b) => a.x - b.x)) {
    const width = widthOf(spot.text);
    let start = spot.x + LABEL_PAD;
    if (start + width > right) start = spot.x - LABEL_PAD - width;
    const lane = ends.findIndex((end) => end + LABEL_GAP <= start);
    if (lane < 0) continue;
    ends[lane] = Math.max(ends[lane] as number, start + width);
    placed.push({ ...spot, lane, start, end: start + width });
  }
  return placed;
}

/** One line as drawn: its points in date order, already thinned to about two a pixel column. */
export interface ChartLine {
  /** Says which line it is to tests: `rating-line-<player id>` or `peak-line`. */
  readonly testId: string;
  readonly colour: string;
  readonly width: number;
  readonly opacity: number;
  readonly dash?: string;
  /** Holds each value until the next point (a running best), rather than sloping to it. */
  readonly step: boolean;
  readonly points: readonly { readonly t: number; readonly value: number }[];
}

/**
 * Each player's rating line, thinned on its own to `buckets` pixel columns (lowest and highest
 * kept in each), and the first player's running-best peak when the service sends it as a number.
 */
export function chartLines(
  series: readonly ChartSeries[],
  points: readonly ChartPoint[],
  peakKind: PeakKind,
  domain: readonly [number, number],
  buckets: number,
): ChartLine[] {
  const bySeries = series.map((): ChartPoint[] => []);
  for (const point of points) bySeries[point.series]?.push(point);
  const kept = bySeries.map((own) => decimatePoints(own, domain[0], domain[1], buckets));
  const lines: ChartLine[] = [];
  const main = kept[0];
  if (peakKind === 'number' && main) {
    lines.push({
      testId: 'peak-line',
      colour: PEAK_COLOUR,
      width: 1.5,
      opacity: 1,
      dash: '6 4',
      step: true,
      points: main.flatMap((p) =>
        typeof p.row.peak === 'number' ? [{ t: p.t, value: p.row.peak }] : [],
      ),
    });
  }
  series.forEach((s, index) => {
    lines.push({
      testId: `rating-line-${s.playerId}`,
      colour: s.colour,
      width: index === 0 ? 2 : 1.5,
      opacity: 0.85,
      step: false,
      points: (kept[index] ?? []).map((p) => ({ t: p.t, value: p.row.rating as number })),
    });
  });
  return lines;
}

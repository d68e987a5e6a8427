// The division history's figures, pure: each published date's top rows, the bump chart's lines,
// the reigns at #1 and the depth of the top N. A date not (yet) loaded is `undefined` and left out;
// it breaks a run at #1, so a reign is never joined across a date no one has seen.
import { fighterKey, type FighterRow } from '../data/fighter-data.ts';

/** The most fighters the view ranks (the top N picker's largest). */
export const MAX_TOP = 25;
export const MIN_TOP = 5;
export const DEFAULT_TOP = 10;

/** One date's rows ranked 1 to MAX_TOP: what the view keeps of a response. */
export interface TopRow {
  readonly name: string;
  readonly rank: number;
  readonly points: number | null;
}

export interface DateTop {
  readonly rows: readonly TopRow[];
  /** The class's name as the rows give it, or null. */
  readonly className: string | null;
  /** How many fighters the class had that date. */
  readonly count: number;
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A response's rows ranked 1..MAX_TOP, best first (the service's order for equal ranks). Used as
 * the queries' `select`: worked out once per response, and it is all the view keeps of it.
 */
export function selectTop(result: { rows: readonly FighterRow[] }): DateTop {
  const rows: TopRow[] = [];
  let className: string | null = null;
  for (const row of result.rows) {
    className ??= row.weight_class_name || null;
    const rank = finite(row.rank);
    if (rank === null || rank < 1 || rank > MAX_TOP || !row.name) continue;
    rows.push({ name: row.name, rank, points: finite(row.points) });
  }
  rows.sort((a, b) => a.rank - b.rank);
  return { rows, className, count: result.rows.length };
}

/** One fighter's line: their rank at each date of the span (null when not in the top N). */
export interface BumpLine {
  readonly key: string;
  readonly name: string;
  readonly ranks: readonly (number | null)[];
  /** Their best rank in the span. */
  readonly best: number;
  /** How many dates they were in the top N. */
  readonly dates: number;
}

/** A line per fighter in the top `top` at any loaded date, by best rank then name. */
export function bumpLines(
  tops: readonly (DateTop | undefined)[],
  top: number,
  classCode: string,
): BumpLine[] {
  const byName = new Map<string, { ranks: (number | null)[]; best: number; dates: number }>();
  tops.forEach((day, i) => {
    for (const row of day?.rows ?? []) {
      if (row.rank > top) break;
      let line = byName.get(row.name);
      if (!line) {
        line = {
          ranks: new Array<number | null>(tops.length).fill(null),
          best: row.rank,
          dates: 0,
        };
        byName.set(row.name, line);
      }
      // Two rows of one name on a date: the better rank stands.
      if (line.ranks[i] === null) line.dates += 1;
      line.ranks[i] = Math.min(line.ranks[i] ?? Infinity, row.rank);
      line.best = Math.min(line.best, row.rank);
    }
  });
  return [...byName]
    .map(([name, line]) => ({ key: fighterKey(name, classCode), name, ...line }))
    .sort((a, b) => a.best - b.best || b.dates - a.dates || (a.name < b.name ? -1 : 1));
}

/** A fighter who was #1 in the span. */
export type Reign = {
  readonly name: string;
  /** Published dates at #1. */
  readonly dates: number;
  readonly first: string;
  readonly last: string;
  /** The longest run of consecutive published dates at #1. */
  readonly longest: number;
};

/** Every #1 of the span (`dates` oldest first, `tops` in the same order), most dates at #1 first. */
export function reigns(dates: readonly string[], tops: readonly (DateTop | undefined)[]): Reign[] {
  const found = new Map<
    string,
    { dates: number; first: string; last: string; longest: number; run: number; at: number }
  >();
  tops.forEach((day, i) => {
    const date = dates[i] as string;
    for (const row of day?.rows ?? []) {
      if (row.rank !== 1) break;
      const reign = found.get(row.name);
      if (!reign) {
        found.set(row.name, { dates: 1, first: date, last: date, longest: 1, run: 1, at: i });
        continue;
      }
      if (reign.at === i) continue;
      // Consecutive only when the date before was #1 too (a date not loaded breaks the run).
      reign.run = reign.at === i - 1 ? reign.run + 1 : 1;
      reign.longest = Math.max(reign.longest, reign.run);
      reign.dates += 1;
      reign.last = date;
      reign.at = i;
    }
  });
  return [...found]
    .map(([name, r]) => ({
      name,
      dates: r.dates,
      first: r.first,
      last: r.last,
      longest: r.longest,
    }))
    .sort((a, b) => b.dates - a.dates || b.longest - a.longest || (a.first < b.first ? -1 : 1));
}

/** One date's depth: the mean points of the top N, and #1's points less #N's. */
export interface Depth {
  readonly date: string;
  readonly mean: number | null;
  readonly gap: number | null;
}

/** The depth at each loaded date (`dates` oldest first); dates without points are left out. */
export function depth(
  dates: readonly string[],
  tops: readonly (DateTop | undefined)[],
  top: number,
): Depth[] {
  const out: Depth[] = [];
  tops.forEach((day, i) => {
    if (!day) return;
    const rows = day.rows.filter((row) => row.rank <= top);
    const points = rows.map((row) => row.points).filter((p): p is number => p !== null);
    if (points.length === 0) return;
    const mean = points.reduce((sum, p) => sum + p, 0) / points.length;
    const first = rows[0]?.points ?? null;
    const lastRow = rows[rows.length - 1];
    // The gap needs N fighters: with fewer, #N does not exist that date.
    const gap =
      rows.length >= top && first !== null && lastRow?.points != null
        ? first - lastRow.points
        : null;
    out.push({ date: dates[i] as string, mean, gap });
  });
  return out;
}

/**
 * The span's dates, oldest first: the published dates (newest first) from `from` to `to`, either
 * end open (null). Swapped ends are read the right way round.
 */
export function spanDates(
  published: readonly string[],
  from: string | null,
  to: string | null,
): string[] {
  const [low, high] = from !== null && to !== null && from > to ? [to, from] : [from, to];
  return published
    .filter((d) => (low === null || d >= low) && (high === null || d <= high))
    .reverse();
}

// A watched fighter's figures from the responses in hand: where they are in the latest ratings
// (followed by name to another class), their rank and points then, and their change since an
// earlier date. Pure, so the Watchlist and the Fighters "new ratings" line count alike.
import type { CellValue, RowOf } from '../../api/catalog.ts';
import { watchedText, type WatchedFighter } from '../../lib/watchlist.ts';

export type LatestRow = RowOf<'fighter_ratings', 'fighters_view'>;
export type DateRow = RowOf<'fighter_ratings', 'fighters_historical_view'>;
type NamedRow = Pick<LatestRow, 'name' | 'rank' | 'points' | 'weight_class_code'>;

/** How many published dates a fighter's rank sparkline spans. */
export const FIGHTER_SPARK_DATES = 8;

/** A number from a cell: numbers, and numeric text (a value a double could not hold exactly). */
export function numberOf(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The published dates, oldest first, valid and distinct. */
export function publishedDates(rows: readonly { update_date?: CellValue }[] | undefined): string[] {
  const dates = new Set<string>();
  for (const row of rows ?? []) {
    if (typeof row.update_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(row.update_date)) {
      dates.add(row.update_date);
    }
  }
  return [...dates].sort();
}

/**
 * The date a change is measured from: the one this browser last showed when it is older than the
 * latest; else the date before the latest (nothing new: the change of the last publication).
 */
export function baselineDate(
  dates: readonly string[],
  seenDate: string | undefined,
): string | null {
  const latest = dates.at(-1);
  if (seenDate !== undefined && latest !== undefined && seenDate < latest) {
    return dates.includes(seenDate) ? seenDate : (dates.findLast((d) => d < seenDate) ?? null);
  }
  return dates.at(-2) ?? null;
}

/**
 * Rows by fighter name as the watchlist keeps names (watchedText), so a name the service sends with
 * spaces around it finds its watched entry: the callers make it in a memo keyed by the response's rows.
 */
export function rowsByName<R extends NamedRow>(rows: readonly R[]): ReadonlyMap<string, R[]> {
  const index = new Map<string, R[]>();
  for (const row of rows) {
    if (typeof row.name !== 'string') continue;
    const name = watchedText(row.name);
    const list = index.get(name);
    if (list) list.push(row);
    else index.set(name, [row]);
  }
  return index;
}

export interface PlacedFighter {
  readonly watched: WatchedFighter;
  /** Their latest row: in the class watched, else the first other class with their name. */
  readonly latest: LatestRow | null;
  /** The class to follow them in: the latest row's, else the one watched. */
  readonly classCode: string;
  /** The class they were watched in, when they are in another now. */
  readonly movedFrom: string | null;
}

export function placeFighter(
  watched: WatchedFighter,
  latestByName: ReadonlyMap<string, LatestRow[]> | null,
): PlacedFighter {
  const rows = latestByName?.get(watched.name) ?? [];
  const latest =
    rows.find(
      (r) =>
        typeof r.weight_class_code === 'string' &&
        watchedText(r.weight_class_code) === watched.classCode,
    ) ??
    rows[0] ??
    null;
  const code = typeof latest?.weight_class_code === 'string' ? latest.weight_class_code : null;
  return {
    watched,
    latest,
    classCode: code ?? watched.classCode,
    movedFrom: code !== null && watchedText(code) !== watched.classCode ? watched.classCode : null,
  };
}

/** Their row among one date's rows of their class (indexed by `rowsByName`), if rated then. */
export function rowOn(
  byName: ReadonlyMap<string, DateRow[]> | undefined,
  name: string,
): DateRow | null {
  return byName?.get(name)?.[0] ?? null;
}

export interface FighterChange {
  /** Places gained (positive) or lost since the earlier date; null when unrated on either. */
  readonly rank: number | null;
  readonly points: number | null;
}

export function changeSince(latest: NamedRow | null, earlier: NamedRow | null): FighterChange {
  const rankNow = numberOf(latest?.rank);
  const rankThen = numberOf(earlier?.rank);
  const pointsNow = numberOf(latest?.points);
  const pointsThen = numberOf(earlier?.points);
  return {
    rank: rankNow !== null && rankThen !== null ? rankThen - rankNow : null,
    points:
      pointsNow !== null && pointsThen !== null
        ? Math.round((pointsNow - pointsThen) * 10) / 10
        : null,
  };
}

/** Whether a fighter's place changed between the two dates: rank, or rated on one only. */
export function hasMoved(latest: NamedRow | null, earlier: NamedRow | null): boolean {
  if (latest === null || earlier === null) return latest !== earlier;
  return numberOf(latest.rank) !== numberOf(earlier.rank);
}

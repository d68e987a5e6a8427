// A player's moves read from the history (issue 42): each change of team with the mean rating of
// the appearances either side of it, each change of position, and the chart's window around one.
// Pure functions over date-ordered rows.
import { isIsoDate } from '../../../lib/date.ts';
import type { HistoryRow } from './history-row.ts';

/** How many appearances either side of a move its means cover ("fewer where fewer"). */
export const MOVE_WINDOW = 5;
/** The chart shows this many months either side of a move chosen in the table. */
export const MOVE_ZOOM_MONTHS = 6;

/** One row of the team changes table. */
export interface TeamMove {
  readonly [key: string]: string | number | null;
  readonly date: string;
  readonly from: string;
  readonly to: string;
  /** Mean rating of up to MOVE_WINDOW rated appearances before the move; null when none. */
  readonly before: number | null;
  readonly before_count: number;
  /** Mean rating of up to MOVE_WINDOW rated appearances from the move on; null when none. */
  readonly after: number | null;
  readonly after_count: number;
  readonly difference: number | null;
}

/** One row of the position changes table. */
export interface PositionMove {
  readonly [key: string]: string | null;
  readonly date: string;
  readonly from: string;
  readonly to: string;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function ratingOf(row: HistoryRow): number | null {
  return typeof row.rating === 'number' && Number.isFinite(row.rating) ? row.rating : null;
}

// Two decimals, as ratings are shown: a CSV gets 57.2, not 57.19999999999993.
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

/**
 * Every dated appearance whose team differs from the team of the dated appearance before it that
 * names one. A row with no team name neither starts nor ends a move (a gap in the data is not a
 * transfer) but its rating still counts in the means; undated rows have no place in the order and
 * are left out. The means are plain means of rated appearances: the MOVE_WINDOW before the move,
 * and the MOVE_WINDOW from the move on.
 */
export function teamMoves(rows: readonly HistoryRow[]): TeamMove[] {
  const ratings: number[] = [];
  // Where each move falls among the ratings: how many rated appearances came before it.
  const found: { date: string; from: string; to: string; ratedBefore: number }[] = [];
  let team: string | null = null;
  for (const row of rows) {
    if (!isIsoDate(row.date)) continue;
    const name = textOf(row.team_name);
    if (name !== null) {
      if (team !== null && name !== team) {
        found.push({ date: row.date, from: team, to: name, ratedBefore: ratings.length });
      }
      team = name;
    }
    const rating = ratingOf(row);
    if (rating !== null) ratings.push(rating);
  }
  return found.map(({ ratedBefore, ...move }) => {
    const beforeRatings = ratings.slice(Math.max(0, ratedBefore - MOVE_WINDOW), ratedBefore);
    const afterRatings = ratings.slice(ratedBefore, ratedBefore + MOVE_WINDOW);
    const before = mean(beforeRatings);
    const after = mean(afterRatings);
    return {
      ...move,
      before: before === null ? null : round2(before),
      before_count: beforeRatings.length,
      after: after === null ? null : round2(after),
      after_count: afterRatings.length,
      difference: before === null || after === null ? null : round2(after - before),
    };
  });
}

/** Every dated appearance whose position differs from the last one given before it. */
export function positionMoves(rows: readonly HistoryRow[]): PositionMove[] {
  const moves: PositionMove[] = [];
  let position: string | null = null;
  for (const row of rows) {
    const next = textOf(row.position);
    if (!isIsoDate(row.date) || next === null) continue;
    if (position !== null && next !== position) {
      moves.push({ date: row.date, from: position, to: next });
    }
    position = next;
  }
  return moves;
}

/** `date` moved by whole months, the day kept where the month has it (31 Aug + 6 → 28/29 Feb). */
export function shiftMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const first = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  first.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return first.toISOString().slice(0, 10);
}

/** The chart's window around a move: MOVE_ZOOM_MONTHS either side. */
export function moveWindow(date: string): { from: string; to: string } {
  return { from: shiftMonths(date, -MOVE_ZOOM_MONTHS), to: shiftMonths(date, MOVE_ZOOM_MONTHS) };
}

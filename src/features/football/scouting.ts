// The scout's figures read from a player's own rating history (issue 42): form against the player's
// own standard, age at a date, and position. Shared by the player page and the league's leaderboard,
// so both say the same thing about the same rows. Pure functions over date-ordered rows.
import { ageOn, isIsoDate } from '../../lib/date.ts';
import type { HistoryRow } from './player/history-row.ts';

/** Form compares the mean of this many last rated appearances with the mean of all of them. */
export const FORM_WINDOW = 5;

export type Form =
  | { readonly value: number; readonly rated: number }
  | { readonly value: null; readonly rated: number; readonly why: string };

function ratingOf(row: HistoryRow): number | null {
  return typeof row.rating === 'number' && Number.isFinite(row.rating) ? row.rating : null;
}

/**
 * Form over date-ordered rows: the plain mean rating of the last FORM_WINDOW rated appearances minus
 * the plain mean of every rated appearance. With fewer than FORM_WINDOW rated appearances there is
 * no figure, and `why` says so in words a user reads.
 */
export function formOf(rows: readonly HistoryRow[]): Form {
  const ratings: number[] = [];
  for (const row of rows) {
    const rating = ratingOf(row);
    if (rating !== null) ratings.push(rating);
  }
  if (ratings.length < FORM_WINDOW) {
    const why =
      ratings.length === 0
        ? 'No rated appearances in this range'
        : `Only ${ratings.length} rated appearance${ratings.length === 1 ? '' : 's'} in this range; form needs ${FORM_WINDOW}`;
    return { value: null, rated: ratings.length, why };
  }
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return { value: mean(ratings.slice(-FORM_WINDOW)) - mean(ratings), rated: ratings.length };
}

/**
 * Whole years between `birthday` and `date` (both `YYYY-MM-DD`); null when either is missing or not
 * a calendar date, so a screen shows a dash, never 0 or NaN.
 */
export function ageAt(
  birthday: string | null | undefined,
  date: string | null | undefined,
): number | null {
  if (!isIsoDate(birthday) || !isIsoDate(date)) return null;
  return ageOn(birthday, new Date(`${date}T00:00:00Z`));
}

/** The newest non-empty position in date-ordered rows; null when no row gives one. */
export function positionOf(rows: readonly HistoryRow[]): string | null {
  for (let i = rows.length - 1; i >= 0; i--) {
    const position = (rows[i] as HistoryRow).position;
    if (typeof position === 'string' && position.trim() !== '') return position.trim();
  }
  return null;
}
